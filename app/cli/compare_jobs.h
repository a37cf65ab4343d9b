#pragma once
// compare with --rig: render the rig from the reference's camera (a child `rigstage-cli render
// --silhouette`, so the comparing process stays headless) and, for a folder of references, run one
// such comparison per reference in parallel child processes, into a JUnit report and an HTML page.

#include <QCommandLineOption>
#include <QImage>
#include <QList>

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
    QList<QCommandLineOption> all() const { return {rig, camera, frame, time, fps, clip, loop, jobs, junit, html}; }
};

RigCompareOptions rigCompareOptions();

/// The rig rendered as a flat silhouette of the reference's size, from --camera (or the sidecar
/// NAME.json beside the reference) at --frame (at --fps) or --time, else the camera file's "time" (seconds) or
/// "frame" (at its "fps", else the clip's rate), else frame 0, playing --clip
/// (or the camera file's "clip"). Null with the reason in error.
QImage renderForReference(const QCommandLineParser& parser, const RigCompareOptions& options, const QString& reference,
                          QSize size, QString& error);

/// Every NAME.png / .jpg of folder that has a camera NAME.json, compared with the rig in parallel
/// (--jobs, default every core); prints one line each and writes --junit and --html. Exit 0 when all
/// pass --min-iou, 1 when one is under it, 2 when one could not be compared.
int runCompareBatch(const QCommandLineParser& parser, const RigCompareOptions& options, const QString& folder,
                    double minIou, int threshold);

}  // namespace rigstage::cli
