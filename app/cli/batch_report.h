#pragma once
// What every batch's reports share (compare FOLDER --rig, compare-pose and validate over many
// inputs): a case's status, the four counts and the exit code they give, the summary line, and the
// JUnit testsuite, so one night's runs read alike in a terminal, in CI and in a browser.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace rigstage::cli {

/// A case's outcome, in the order reports list them: worst first.
enum class CaseStatus { Error, Fail, Warn, Pass };

/// Compared (Fail, Warn, Pass), passed (Warn and Pass), failed, not compared (errors), warned.
struct BatchCounts {
    int compared = 0, passed = 0, failed = 0, errors = 0, warned = 0;
};

BatchCounts countStatuses(const std::vector<CaseStatus>& statuses);

/// "N compared: P passed, F failed<failedNote>; E not compared (errors)".
QString countsSummary(const BatchCounts& counts, const QString& failedNote = {});

/// Exit code of a batch: 2 when a case could not be compared, 1 when one failed, else 0.
int exitCodeOf(const BatchCounts& counts);

/// "error", "failed", "warned" or "passed", as the reports label a case.
QString statusLabel(CaseStatus status);

/// One JUnit testcase: an <error> when error is set, else its properties, a <failure> when failure
/// is set, and <system-out> with the notes.
struct JunitCase {
    QString classname;
    QString name;
    double seconds = 0.0;
    std::vector<std::pair<QString, QString>> properties;
    QString failure;
    QString error;
    QStringList notes;
};

/// One testsuite of cases, with the tests, failures, errors and time CI tools read.
QByteArray junitSuite(const QString& suiteName, const std::vector<JunitCase>& cases);

/// Writes bytes to path whole or not at all; false with error set (naming the file) otherwise.
bool writeReportFile(const QString& path, const QByteArray& bytes, QString& error);

}  // namespace rigstage::cli
