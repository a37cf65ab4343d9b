#include "cli/compare_command.h"

#include <algorithm>

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QXmlStreamWriter>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/compare_images.h"
#include "cli/check_batch.h"
#include "cli/compare_jobs.h"
#include "cli/render_command.h"
#include "viewport/capped_file.h"
#include "viewport/silhouette.h"

namespace rigstage::cli {

namespace {

QImage readImage(const QString& path, QString& error)
{
    QString why;
    const QImage image = readCappedImage(path, why);
    if (image.isNull()) {
        error = Cli::tr("cannot read image %1: %2").arg(path, why);
    }
    return image;
}

}  // namespace

int runCompare(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Compares the silhouettes of two images (intersection over union). With --rig, renders the rig from the "
        "reference's camera at its frame and compares; a folder of references with their cameras (NAME.png and "
        "NAME.json) is compared as a batch, in parallel, into a JUnit report and an HTML page."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("a"), Cli::tr("First image (PNG, JPEG, GIF: its first frame); with --rig the reference, or a folder of them."));
    parser.addPositionalArgument(QStringLiteral("b"), Cli::tr("Second image (not with --rig)."));
    const QCommandLineOption fitOption(QStringLiteral("fit"),
                                       Cli::tr("Crop each silhouette to its bounding box and scale both into one square first (rough: it moves with one edge pixel)."));
    const QCommandLineOption thresholdOption(QStringLiteral("threshold"),
                                             Cli::tr("How far (sum of RGB differences) a pixel must be from the background (default 60)."),
                                             Cli::tr("N"), QStringLiteral("60"));
    const QCommandLineOption minOption(QStringLiteral("min-iou"), Cli::tr("Exit with 1 when the overlap is below this."), Cli::tr("x"));
    const QCommandLineOption masksOption(QStringLiteral("masks"), Cli::tr("Write the two masks as PNG into this folder (mask-a.png, mask-b.png) and, with --rig, the rig's render (render.png)."), Cli::tr("dir"));
    const QCommandLineOption diffOption(QStringLiteral("diff"),
                                        Cli::tr("Write the difference as PNG: red only in the first image, cyan only in the second."),
                                        Cli::tr("file"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          Cli::tr("text (the overlap alone), json (overlap, pixels only in each, box offset, pass) or junit."),
                                          Cli::tr("format"), QStringLiteral("text"));
    const RigCompareOptions rig = rigCompareOptions();
    const QCommandLineOption warnOption(QStringLiteral("warn-iou"),
                                        Cli::tr("Mark a comparison that passes --min-iou but lies under this as warned (counted apart; "
                                                "the exit stays 0)."),
                                        Cli::tr("x"));
    parser.addOptions({fitOption, thresholdOption, minOption, warnOption, masksOption, diffOption, formatOption});
    parser.addOptions(rig.all());
    const QString usage = Cli::tr("compare needs two images, or a reference (or a folder) and --rig; see rigstage-cli compare --help");
    if (const int exit = parseCommandLine(parser, arguments, -1, usage); exit >= 0) {
        return exit;
    }
    const QStringList files = parser.positionalArguments();
    const bool withRig = parser.isSet(rig.rig);
    // When: a time, or a frame (at --fps); never both, and --fps only with a frame it counts.
    if (parser.isSet(rig.time) && (parser.isSet(rig.frame) || parser.isSet(rig.fps))) {
        writeErr(Cli::tr("--time gives seconds: it takes no --frame or --fps"));
        return kExitBadInput;
    }
    if (parser.isSet(rig.fps) && !parser.isSet(rig.frame)) {
        writeErr(Cli::tr("--fps says what rate --frame counts at; give --frame too"));
        return kExitBadInput;
    }
    if (files.size() != (withRig ? 1 : 2)) {
        writeErr(usage);
        return kExitBadInput;
    }
    bool ok = false;
    const int threshold = parser.value(thresholdOption).toInt(&ok);
    if (!ok || threshold < 0 || threshold > 765) {
        writeErr(Cli::tr("--threshold expects a whole number from 0 to 765; got '%1'").arg(parser.value(thresholdOption)));
        return kExitBadInput;
    }
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("junit")) {
        writeErr(Cli::tr("--format expects text, json or junit; got '%1'").arg(format));
        return kExitBadInput;
    }
    double minimum = 0.0;
    if (parser.isSet(minOption)) {
        minimum = parser.value(minOption).toDouble(&ok);
        if (!ok || !(minimum >= 0.0 && minimum <= 1.0)) {  // written so that NaN is refused too
            writeErr(Cli::tr("--min-iou expects a number from 0 to 1; got '%1'").arg(parser.value(minOption)));
            return kExitBadInput;
        }
    }
    double warnBelow = minimum;
    if (parser.isSet(warnOption)) {
        warnBelow = parser.value(warnOption).toDouble(&ok);
        if (!ok || !(warnBelow >= minimum && warnBelow <= 1.0)) {
            writeErr(Cli::tr("--warn-iou expects a number from --min-iou (%1) to 1; got '%2'").arg(minimum).arg(parser.value(warnOption)));
            return kExitBadInput;
        }
    }
    if (parser.isSet(rig.caseTimeout) && !withRig) {
        writeErr(Cli::tr("--case-timeout bounds the rig's render: give --rig"));
        return kExitBadInput;
    }
    if (!caseTimeoutSeconds(parser, rig.caseTimeout)) {
        return kExitBadInput;
    }
    if (withRig && QFileInfo(files.front()).isDir()) {
        // One --diff or --camera cannot serve a folder: each reference has its own camera beside it,
        // and the difference images go beside the --html page.
        if (parser.isSet(diffOption)) {
            writeErr(Cli::tr("--diff names one image: for a folder, --html PAGE writes each reference's difference beside the page"));
            return kExitBadInput;
        }
        if (parser.isSet(rig.camera)) {
            writeErr(Cli::tr("--camera names one camera: in a folder each reference NAME.png has its camera NAME.json beside it"));
            return kExitBadInput;
        }
        BatchRequest request;
        request.fit = parser.isSet(fitOption);
        request.masksFolder = parser.value(masksOption);
        request.format = format;
        request.warnIou = warnBelow;
        if (!request.masksFolder.isEmpty() && !QDir().mkpath(request.masksFolder)) {
            writeErr(Cli::tr("cannot write the masks into %1: it is not a folder and cannot be made one").arg(request.masksFolder));
            return kExitBadInput;
        }
        return runCompareBatch(parser, rig, files.front(), minimum, threshold, request);
    }
    if ((parser.isSet(rig.accept) || parser.isSet(rig.acceptAll)) && !withRig) {
        writeErr(Cli::tr("--accept and --accept-all take the rig's render as the reference: give --rig"));
        return kExitBadInput;
    }
    for (const QCommandLineOption* folderOnly : {&rig.jobs, &rig.junit, &rig.html, &rig.shard, &rig.report}) {
        if (parser.isSet(*folderOnly)) {  // they would be ignored for one picture
            writeErr(Cli::tr("--%1 is for a folder of references; compare one picture without it").arg(folderOnly->names().constFirst()));
            return kExitBadInput;
        }
    }
    QString error;
    QStringList warnings;  // the render's, reported beside the IoU they qualify
    QJsonObject drawn;     // what the render drew: frame, time, rate, clip, camera
    QImage images[2];
    images[0] = readImage(files.front(), error);
    if (images[0].isNull()) {
        writeErr(error);
        return kExitBadInput;
    }
    if (withRig) {
        images[1] = renderForReference(parser, rig, files.front(), images[0].size(), error, &warnings, &drawn);
    } else {
        images[1] = readImage(files.at(1), error);
    }
    if (images[1].isNull()) {
        writeErr(error);
        return kExitBadInput;
    }
    const bool accepting =
        withRig && (parser.isSet(rig.acceptAll) || (parser.isSet(rig.accept) && parser.value(rig.accept) == QFileInfo(files.front()).completeBaseName()));
    if (withRig && parser.isSet(rig.accept) && !accepting) {
        writeErr(Cli::tr("--accept %1 does not name this reference (%2)").arg(parser.value(rig.accept), QFileInfo(files.front()).completeBaseName()));
        return kExitBadInput;
    }
    ImageComparisonRequest how;
    how.fit = parser.isSet(fitOption);
    how.threshold = threshold;
    how.minIou = minimum;
    how.warnBelow = warnBelow;
    how.masksFolder = parser.value(masksOption);
    how.withRig = withRig;
    how.diffPath = parser.value(diffOption);
    how.acceptInto = accepting ? files.front() : QString();
    how.warnings = warnings;
    how.drawn = drawn;
    const std::optional<ImageComparison> compared = compareImages(images[0], images[1], how, error);
    if (!compared) {
        writeErr(error);
        return kExitBadInput;
    }
    const MaskComparison& c = compared->overlap;
    const bool pass = compared->pass, clipped = compared->clipped;
    if (accepting) {
        writeErr(Cli::tr("accepted: %1 now holds the rig's render (it compared at IoU %2)").arg(files.front()).arg(c.iou, 0, 'f', 4));
    }
    if (format == QLatin1String("json")) {
        writeOut(QString::fromUtf8(QJsonDocument(compared->json).toJson(QJsonDocument::Indented)));
    } else if (format == QLatin1String("junit")) {
        QByteArray xml;
        QXmlStreamWriter w(&xml);
        w.setAutoFormatting(true);
        w.writeStartDocument();
        w.writeStartElement(QStringLiteral("testsuite"));
        w.writeAttribute(QStringLiteral("name"), QStringLiteral("compare"));
        w.writeAttribute(QStringLiteral("tests"), QStringLiteral("1"));
        w.writeAttribute(QStringLiteral("failures"), pass ? QStringLiteral("0") : QStringLiteral("1"));
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("name"), QFileInfo(files.front()).completeBaseName());
        w.writeStartElement(QStringLiteral("properties"));
        for (const auto& [key, value] : {std::pair{QStringLiteral("iou"), c.iou}, std::pair{QStringLiteral("onlyFirst"), double(c.onlyA)},
                                         std::pair{QStringLiteral("onlySecond"), double(c.onlyB)}}) {
            w.writeStartElement(QStringLiteral("property"));
            w.writeAttribute(QStringLiteral("name"), key);
            w.writeAttribute(QStringLiteral("value"), QString::number(value, 'g', 6));
            w.writeEndElement();
        }
        if (clipped) {
            w.writeStartElement(QStringLiteral("property"));
            w.writeAttribute(QStringLiteral("name"), QStringLiteral("clippedRender"));
            w.writeAttribute(QStringLiteral("value"), QStringLiteral("true"));
            w.writeEndElement();
        }
        w.writeEndElement();
        if (!pass) {
            w.writeStartElement(QStringLiteral("failure"));
            w.writeAttribute(QStringLiteral("message"), Cli::tr("IoU %1 under %2").arg(c.iou, 0, 'f', 4).arg(minimum));
            w.writeEndElement();
        }
        QStringList notes = warnings;
        if (pass && !accepting && c.iou < warnBelow) {
            notes.prepend(Cli::tr("warned: IoU %1 under %2").arg(c.iou, 0, 'f', 4).arg(warnBelow));
        }
        if (!notes.isEmpty()) {
            w.writeTextElement(QStringLiteral("system-out"), notes.join(QLatin1Char('\n')));
        }
        w.writeEndElement();
        w.writeEndElement();
        w.writeEndDocument();
        writeOut(xml);
    } else {
        // The overlap alone on standard output (scripts read it as a number); what qualifies it
        // beside it on standard error.
        writeOut(QStringLiteral("%1\n").arg(c.iou, 0, 'f', 4));
        if (clipped) {
            writeErr(Cli::tr("the IoU is of a clipped render"));
        }
        if (pass && !accepting && c.iou < warnBelow) {
            writeErr(Cli::tr("warned: IoU %1 under %2").arg(c.iou, 0, 'f', 4).arg(warnBelow));
        }
        for (const QString& warning : warnings) {
            writeErr(warning);
        }
    }
    return pass ? kExitOk : kExitCheckFailed;
}

}  // namespace rigstage::cli
