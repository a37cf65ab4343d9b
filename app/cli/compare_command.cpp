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
    QImage masks[2];
    for (int i = 0; i < 2; ++i) {
        masks[i] = silhouetteMask(images[i], threshold);
        if (parser.isSet(fitOption)) {
            masks[i] = fittedMask(masks[i]);
        }
    }
    if (masks[0].size() != masks[1].size()) {
        writeErr(Cli::tr("the images differ in size (%1x%2 and %3x%4); use --fit to compare them")
                     .arg(masks[0].width()).arg(masks[0].height()).arg(masks[1].width()).arg(masks[1].height()));
        return kExitBadInput;
    }
    if (parser.isSet(masksOption)) {
        const QString folder = parser.value(masksOption);
        if (!QDir().mkpath(folder)) {
            writeErr(Cli::tr("cannot write the masks into %1: it is not a folder and cannot be made one").arg(folder));
            return kExitBadInput;
        }
        for (int i = 0; i < 2; ++i) {
            QSaveFile out(QDir(folder).filePath(i == 0 ? QStringLiteral("mask-a.png") : QStringLiteral("mask-b.png")));
            if (!out.open(QIODevice::WriteOnly) || !masks[i].save(&out, "PNG") || !out.commit()) {
                writeErr(Cli::tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
                return kExitBadInput;
            }
        }
        if (withRig) {  // the render the masks were made from, for a report to show
            QSaveFile out(QDir(folder).filePath(QStringLiteral("render.png")));
            if (!out.open(QIODevice::WriteOnly) || !images[1].save(&out, "PNG") || !out.commit()) {
                writeErr(Cli::tr("cannot write %1: %2").arg(out.fileName(), out.errorString()));
                return kExitBadInput;
            }
        }
    }
    if (parser.isSet(diffOption)) {
        QSaveFile out(parser.value(diffOption));
        if (!out.open(QIODevice::WriteOnly) || !maskDifference(masks[0], masks[1]).save(&out, "PNG") || !out.commit()) {
            writeErr(Cli::tr("cannot write %1: %2").arg(parser.value(diffOption), out.errorString()));
            return kExitBadInput;
        }
    }
    const MaskComparison c = compareMasks(masks[0], masks[1]);
    bool pass = c.iou >= minimum;
    const bool accepting =
        withRig && (parser.isSet(rig.acceptAll) || (parser.isSet(rig.accept) && parser.value(rig.accept) == QFileInfo(files.front()).completeBaseName()));
    if (withRig && parser.isSet(rig.accept) && !accepting) {
        writeErr(Cli::tr("--accept %1 does not name this reference (%2)").arg(parser.value(rig.accept), QFileInfo(files.front()).completeBaseName()));
        return kExitBadInput;
    }
    if (accepting) {
        // The rig's render becomes the reference (its camera file stays): written whole or not at all.
        QSaveFile out(files.front());
        if (!out.open(QIODevice::WriteOnly) || !images[1].save(&out, QFileInfo(files.front()).suffix().toLatin1().toUpper().constData())
            || !out.commit()) {
            writeErr(Cli::tr("cannot write %1: %2").arg(files.front(), out.errorString()));
            return kExitBadInput;
        }
        writeErr(Cli::tr("accepted: %1 now holds the rig's render (it compared at IoU %2)").arg(files.front()).arg(c.iou, 0, 'f', 4));
        pass = true;
    }
    // An IoU of a render the camera's planes cut is marked as such: it measures part of the character.
    const bool clipped = std::any_of(warnings.begin(), warnings.end(), [](const QString& w) { return w.contains(QStringLiteral("[%1]").arg(QLatin1String(kRenderClippedCode))); });
    if (format == QLatin1String("json")) {
        QJsonObject o{{QStringLiteral("iou"), c.iou},
                            {QStringLiteral("onlyFirst"), double(c.onlyA)},
                            {QStringLiteral("onlySecond"), double(c.onlyB)},
                            {QStringLiteral("both"), double(c.both)},
                            {QStringLiteral("boxOffsetPixels"), QJsonArray{c.centreOffset.x(), c.centreOffset.y()}},
                            {QStringLiteral("minIou"), minimum},
                            {QStringLiteral("pass"), pass},
                            {QStringLiteral("accepted"), accepting},
                            {QStringLiteral("warned"), pass && !accepting && c.iou < warnBelow},
                            {QStringLiteral("clippedRender"), clipped},
                            {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
        for (auto it = drawn.begin(); it != drawn.end(); ++it) {
            o.insert(it.key(), it.value());  // frame, time, fps, clip, camera
        }
        writeOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
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
