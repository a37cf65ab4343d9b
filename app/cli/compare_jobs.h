#pragma once

#include <optional>
#include <utility>
// compare with --rig: render the rig from the reference's camera (a child `rigstage-cli render
// --silhouette`, so the comparing process stays headless) and, for a folder of references, run one
// such comparison per reference in parallel child processes, into a JUnit report and an HTML page.

#include <QCommandLineOption>
#include <QImage>
#include <QJsonObject>
#include <QList>
#include <QStringList>

class QCommandLineParser;

namespace rigstage::cli {

struct RigCompareOptions {
    QCommandLineOption rig;
    QCommandLineOption camera;
    QCommandLineOption frame;
    QCommandLineOption time;
    QCommandLineOption fps;
    QCommandLineOption clip;
    QCommandLineOption loop;
    QCommandLineOption jobs;
    QCommandLineOption junit;
    QCommandLineOption html;
    QCommandLineOption shard;
    QCommandLineOption report;
    QCommandLineOption accept;
    QCommandLineOption acceptAll;
    QCommandLineOption caseTimeout;
    QList<QCommandLineOption> all() const
    {
        return {rig, camera, frame, time, fps, clip, loop, jobs, junit, html, shard, report, accept, acceptAll, caseTimeout};
    }
};

RigCompareOptions rigCompareOptions();

/// What the rig's render for a reference draws: its camera file, when (--frame F [--fps R] or
/// --time S, as a render takes them), the clip (empty: the first) and whether frames loop.
struct ReferenceRender {
    QString camera;
    QStringList when;
    QString clip;
    bool loop = false;
};

/// The render a reference asks for (see renderForReference); nullopt with the reason in error.
std::optional<ReferenceRender> renderOfReference(const QCommandLineParser& parser, const RigCompareOptions& options,
                                                 const QString& reference, QString& error);

/// The rig rendered as a flat silhouette of the reference's size, from --camera (or the sidecar
/// NAME.json beside the reference) at --frame (at --fps) or --time, else the camera file's "time" (seconds) or
/// "frame" (at its "fps", else the clip's rate), else frame 0, playing --clip
/// (or the camera file's "clip"). Null with the reason in error; the render's warnings go to warnings.
QImage renderForReference(const QCommandLineParser& parser, const RigCompareOptions& options, const QString& reference,
                          QSize size, QString& error, QStringList* warnings = nullptr, QJsonObject* facts = nullptr);

/// The warnings a render printed ("... warning [code]: ..." lines: a camera whose planes cut the
/// character, a mesh or texture that did not load), which belong beside the IoU they qualify.
QStringList renderWarnings(const QByteArray& stderrText);

/// "K/N" as the K-th of N slices (1 <= K <= N <= 100,000); nullopt for anything else.
std::optional<std::pair<int, int>> parseShard(const QString& text);

/// What a single compare's own options ask of every reference of a batch.
struct BatchRequest {
    bool fit = false;         ///< --fit, per reference.
    QString masksFolder;      ///< --masks DIR: each reference's masks in DIR/NAME/.
    QString format = QStringLiteral("text");  ///< The batch summary: text, json or junit (on standard output).
    double warnIou = 0.0;     ///< --warn-iou: a pass under it is warned, counted apart.
};

/// Every NAME.png / .jpg of folder that has a camera NAME.json, compared with the rig in parallel
/// (--jobs, default every core); prints one line each (or the summary as JSON or JUnit) and writes
/// --junit and --html, or all three reports into --report DIR (compare_batch_report.h). Compared, passed, failed and not compared (errors) are counted apart. Exit
/// 0 when all pass --min-iou, 1 when one is under it, 2 when one could not be compared.
int runCompareBatch(const QCommandLineParser& parser, const RigCompareOptions& options, const QString& folder, double minIou,
                    int threshold, const BatchRequest& request);

}  // namespace rigstage::cli
