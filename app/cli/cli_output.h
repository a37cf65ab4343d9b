#pragma once
// Writing to stdout / stderr as UTF-8, and numbers for JSON that read back as the same float.

#include <QString>

namespace rigstage::cli {

/// Writes text to standard output as UTF-8 (no newline added).
void writeOut(const QString& text);
void writeOut(const QByteArray& bytes);
/// Writes a line to standard error as UTF-8.
void writeErr(const QString& line);

/// Returns the double whose shortest decimal form equals the float's shortest form, so JSON shows
/// 0.1 rather than 0.100000001490116.
double jsonNumber(float value);

}  // namespace rigstage::cli
