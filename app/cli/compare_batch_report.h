#pragma once
// The reports of a screenshot batch (compare FOLDER --rig): the text lines, the JSON summary, the
// JUnit report and the HTML page, each written from the list of case results alone, so that a
// batch run whole and the shards of it joined by `report merge` give the same reports.

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "cli/batch_report.h"

namespace rigstage::cli {

/// One reference's outcome.
struct BatchCase {
    QString name;
    bool ran = false;      ///< Compared; otherwise error says why not.
    QString error;
    QJsonObject numbers;   ///< What `compare --format json` said of it (iou, warnings, frame, camera, ...).
    double seconds = 0.0;  ///< Wall time of its comparison (the render included).
    QString caseDir;       ///< Its folder of pictures beside the HTML page (absolute; empty without one).
};

/// A batch, or one shard of it.
struct BatchReport {
    QString folder;           ///< The references' folder (absolute).
    QString rig;              ///< The rig, as given on the command line.
    double minIou = 0.0;
    double warnIou = 0.0;     ///< Equal to minIou when no --warn-iou was given.
    int threshold = 60;
    QString shard;            ///< "K/N" for a shard, empty for a whole batch.
    std::vector<BatchCase> cases;  ///< By name.
};

/// Error when not compared; Fail under minIou, Warn under warnIou, else Pass (an accepted case passes).
CaseStatus caseStatus(const BatchReport& report, const BatchCase& c);

BatchCounts batchCounts(const BatchReport& report);

/// The summary line: "N compared: P passed, F failed (under x); E not compared (errors)".
QString batchSummary(const BatchReport& report);

/// One line per case (its warnings indented below it), the summary, and the warned count when
/// --warn-iou was given: the text a batch prints.
QStringList batchTextLines(const BatchReport& report);

/// The counts, the thresholds, the folder, rig and shard, and one result per case (its numbers,
/// "pass", "warned" and "seconds"; or its "error").
QJsonObject batchJson(const BatchReport& report);

/// Reads back what batchJson wrote; nullopt with error set (without the file's name) when json is
/// not such a report. Each case's caseDir is left empty.
std::optional<BatchReport> batchFromJson(const QJsonObject& json, QString& error);

/// One testsuite, a testcase per case in name order: classname the character, name the reference,
/// time; a <failure> under --min-iou, an <error> for a case not compared, <system-out> with the
/// warnings and the difference picture as a GitLab attachment.
QByteArray batchJunit(const BatchReport& report);

/// The self-contained page written at pagePath, linking each case's pictures in its caseDir.
QString batchHtml(const BatchReport& report, const QString& pagePath);

/// Exit code of a batch: 2 when a case could not be compared, 1 when one failed, else 0.
int batchExitCode(const BatchReport& report);

/// Where `--report DIR` and `report merge OUT` put each file.
QString reportJsonPath(const QString& dir);
QString reportJunitPath(const QString& dir);
QString reportHtmlPath(const QString& dir);
/// The folder of case folders beside an HTML page (index.html: index_files).
QString reportFilesDir(const QString& pagePath);

}  // namespace rigstage::cli
