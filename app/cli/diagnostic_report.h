#pragma once
// Findings as text, JSON or JUnit XML, so a studio's CI can run the checks on every delivery.

#include <QString>

#include "diagnostics.h"

namespace rigstage::cli {

enum class ReportFormat { Text, Json, Junit };

/// Parses "text", "json" or "junit"; returns false for anything else.
bool parseReportFormat(const QString& name, ReportFormat& format);

/// Renders the findings of checking subject (usually the manifest path) in the given format.
/// Repeats are folded (Diagnostics::folded); the error and warning counts of text and JSON are
/// of every finding. JUnit: one test case per finding shown (errors are failures); a single passing
/// case when there is none.
QByteArray renderReport(const Diagnostics& diagnostics, const QString& subject, ReportFormat format);

/// Returns the exit code for a set of findings: 2 when a file could not be read or parsed (a model
/// included),
/// 1 when any other error was found, 0 otherwise.
int exitCodeFor(const Diagnostics& diagnostics);

/// Prints the findings to standard error, one line each, repeats folded (Diagnostics::folded).
void printDiagnostics(const Diagnostics& diagnostics);

}  // namespace rigstage::cli
