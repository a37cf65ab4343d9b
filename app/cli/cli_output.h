#pragma once
// Writing to stdout / stderr as UTF-8, and numbers for JSON that read back as the same float.

#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace rigstage::cli {

/// Writes text to standard output as UTF-8 (no newline added).
void writeOut(const QString& text);
void writeOut(const QByteArray& bytes);
/// Writes a line to standard error as UTF-8.
void writeErr(const QString& line);

/// Parses a subcommand's arguments. Returns -1 to go on; otherwise the exit code to return at once:
/// 0 after printing --help, 2 after printing a parse error or when the positional argument count
/// differs from positionalCount (then usageError is printed).
int parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, int positionalCount,
                     const QString& usageError);

/// Returns the double whose shortest decimal form equals the float's shortest form, so JSON shows
/// 0.1 rather than 0.100000001490116.
double jsonNumber(float value);

}  // namespace rigstage::cli
