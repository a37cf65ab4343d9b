#include "cli/compare_jobs.h"

#include "cli/time_option.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonArray>
#include <QProcess>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QThread>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>
#include <memory>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "viewport/capped_file.h"

namespace rigstage::cli {

namespace {

constexpr int kRenderSeconds = 300;


QString sidecarOf(const QString& image)
{
    const QFileInfo info(image);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".json"));
}

QString lastLines(const QByteArray& text, int count)
{
    QStringList lines = QString::fromUtf8(text).trimmed().split(QLatin1Char('\n'));
    return lines.mid(std::max(0, int(lines.size()) - count)).join(QStringLiteral("; "));
}

struct JobResult {
    QString name;
    QString image;
    QString diff;
    bool ran = false;
    QString error;
    QJsonObject numbers;
};

}  // namespace

RigCompareOptions rigCompareOptions()
{
    return {QCommandLineOption(QStringLiteral("rig"), Cli::tr("Render this character (manifest or model) and compare it with the reference."),
                               Cli::tr("manifest")),
            QCommandLineOption(QStringLiteral("camera"), Cli::tr("Camera JSON of the reference (default: NAME.json beside it)."), Cli::tr("file")),
            QCommandLineOption(QStringLiteral("frame"), Cli::tr("Frame to render (default: the camera file's \"time\" or \"frame\", else 0)."), Cli::tr("frame")),
            QCommandLineOption(QStringLiteral("time"), Cli::tr("Time to render in seconds of the DCC's timeline (instead of a frame)."),
                               Cli::tr("seconds")),
            fpsOption(),
            QCommandLineOption(QStringLiteral("clip"), Cli::tr("Clip to play (default: the camera file's \"clip\", else the first)."), Cli::tr("name")),
            QCommandLineOption(QStringLiteral("loop"), Cli::tr("Wrap frames past the clip's end to its start (default: hold its last frame, as eval and render do).")),
            QCommandLineOption(QStringLiteral("jobs"), Cli::tr("Comparisons run at once for a folder (default: the cores)."), Cli::tr("N")),
            QCommandLineOption(QStringLiteral("junit"), Cli::tr("For a folder: write a JUnit report here."), Cli::tr("file")),
            QCommandLineOption(QStringLiteral("html"), Cli::tr("For a folder: write an HTML page with the images and numbers here."),
                               Cli::tr("file")),
            QCommandLineOption(QStringLiteral("shard"),
                               Cli::tr("For a folder: compare only the K-th of N slices of its references (1/4 ... 4/4), the same "
                                       "slices on every machine, e.g. one per CI job."),
                               Cli::tr("K/N")),
            QCommandLineOption(QStringLiteral("accept"),
                               Cli::tr("Accept the rig's render as the new reference NAME (in a folder; for one picture, its own "
                                       "name): it is written over the reference, whose camera stays."),
                               Cli::tr("NAME")),
            QCommandLineOption(QStringLiteral("accept-all"), Cli::tr("Accept the rig's render as the new reference of every case."))};
}

namespace {

/// The render's warnings under an IoU on the HTML page.
QString htmlWarnings(const QJsonObject& numbers)
{
    QString html;
    for (const QJsonValue w : numbers.value(QStringLiteral("warnings")).toArray()) {
        html += QStringLiteral("<br><small class=\"fail\">%1</small>").arg(w.toString().toHtmlEscaped());
    }
    return html;
}

}  // namespace

std::optional<std::pair<int, int>> parseShard(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    bool okK = false, okN = false;
    const int k = parts.size() == 2 ? parts[0].toInt(&okK) : 0;
    const int n = parts.size() == 2 ? parts[1].toInt(&okN) : 0;
    if (!okK || !okN || n < 1 || n > 100000 || k < 1 || k > n) {
        return std::nullopt;
    }
    return std::pair{k, n};
}

QStringList renderWarnings(const QByteArray& stderrText)
{
    QStringList warnings;
    for (const QByteArray& line : stderrText.split('\n')) {
        if (line.startsWith("warning [") || line.contains(": warning [")) {
            warnings << QString::fromUtf8(line.trimmed());
        }
    }
    return warnings;
}

QImage renderForReference(const QCommandLineParser& parser, const RigCompareOptions& o, const QString& reference, QSize size,
                          QString& error, QStringList* warnings)
{
    const QString camera = parser.isSet(o.camera) ? parser.value(o.camera) : sidecarOf(reference);
    if (!parser.isSet(o.camera) && !QFileInfo::exists(camera)) {
        error = Cli::tr("no camera for %1: give --camera or put %2 beside it").arg(reference, QFileInfo(camera).fileName());
        return {};
    }
    QString why;
    const std::optional<QByteArray> json = readCappedFile(camera, file_limits::kCamera, Cli::tr("camera file"), why);
    if (!json) {
        error = Cli::tr("cannot read camera file %1: %2").arg(camera, why);
        return {};
    }
    const QJsonObject cam = QJsonDocument::fromJson(*json).object();
    // When: the command line's --time or --frame (at --fps), else the camera file's "time" in
    // seconds or its "frame" (at its "fps", else the clip's own rate), else frame 0.
    QStringList when{QStringLiteral("--frame"), QStringLiteral("0")};
    const auto number = [&](const char* key, double& value) {
        value = cam.value(QLatin1String(key)).toDouble(std::nan(""));
        if (!std::isfinite(value)) {
            error = Cli::tr("%1: \"%2\" must be a number").arg(camera, QLatin1String(key));
            return false;
        }
        return true;
    };
    double value = 0.0;
    if (parser.isSet(o.time)) {
        when = {QStringLiteral("--time"), parser.value(o.time)};
    } else if (parser.isSet(o.frame)) {
        when = {QStringLiteral("--frame"), parser.value(o.frame)};
        if (parser.isSet(o.fps)) {
            when << QStringLiteral("--fps") << parser.value(o.fps);
        }
    } else if (cam.contains(QStringLiteral("time"))) {
        if (!number("time", value)) {
            return {};
        }
        when = {QStringLiteral("--time"), QString::number(value, 'g', 12)};
    } else if (cam.contains(QStringLiteral("frame"))) {
        if (!number("frame", value)) {
            return {};
        }
        when = {QStringLiteral("--frame"), QString::number(value, 'g', 12)};
        if (cam.contains(QStringLiteral("fps"))) {
            if (!number("fps", value)) {
                return {};
            }
            when << QStringLiteral("--fps") << QString::number(value, 'g', 12);
        }
    }
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("render.png"));
    QStringList args = QStringList{QStringLiteral("render"), parser.value(o.rig), QStringLiteral("--camera"), camera}  //
                       + when
                       + QStringList{QStringLiteral("--size"), QStringLiteral("%1x%2").arg(size.width()).arg(size.height()),
                                     QStringLiteral("--silhouette"), QStringLiteral("-o"), out};
    const QString clip = parser.isSet(o.clip) ? parser.value(o.clip) : cam.value(QStringLiteral("clip")).toString();
    if (!clip.isEmpty()) {
        args << QStringLiteral("--clip") << clip;
    }
    if (parser.isSet(o.loop)) {
        args << QStringLiteral("--loop");
    }
    QProcess render;
    render.start(QCoreApplication::applicationFilePath(), args);
    if (!render.waitForFinished(kRenderSeconds * 1000)) {
        render.kill();
        error = Cli::tr("rendering %1 for %2 did not finish in %3 s").arg(parser.value(o.rig), reference).arg(kRenderSeconds);
        return {};
    }
    if (render.exitStatus() != QProcess::NormalExit || render.exitCode() != 0) {
        error = Cli::tr("rendering %1 for %2 failed: %3").arg(parser.value(o.rig), reference, lastLines(render.readAllStandardError(), 3));
        return {};
    }
    if (warnings) {
        *warnings = renderWarnings(render.readAllStandardError());
    }
    const QImage image = readCappedImage(out, why);
    if (image.isNull()) {
        error = Cli::tr("rendering %1 for %2 wrote no image: %3").arg(parser.value(o.rig), reference, why);
    }
    return image;
}

int runCompareBatch(const QCommandLineParser& parser, const RigCompareOptions& o, const QString& folder, double minIou,
                    int threshold, const BatchRequest& request)
{
    const QDir dir(folder);
    std::vector<JobResult> jobs;
    QStringList noCamera;
    for (const QFileInfo& image : dir.entryInfoList({QStringLiteral("*.png"), QStringLiteral("*.jpg"), QStringLiteral("*.jpeg")},
                                                    QDir::Files, QDir::Name)) {
        if (image.completeBaseName().endsWith(QStringLiteral(".diff"))) {
            continue;  // a difference image from an earlier run
        }
        if (!QFileInfo::exists(sidecarOf(image.filePath()))) {  // one that is not a file is reported by its job
            noCamera << image.fileName();
            continue;
        }
        JobResult job;
        job.name = image.completeBaseName();
        job.image = image.absoluteFilePath();
        jobs.push_back(job);
    }
    if (!noCamera.isEmpty()) {
        writeErr(Cli::tr("%n image(s) without a camera NAME.json are skipped: %1", nullptr, int(noCamera.size()))
                     .arg(noCamera.mid(0, 10).join(QStringLiteral(", "))));
    }
    if (jobs.empty()) {
        writeErr(Cli::tr("%1 holds no reference image with its camera (NAME.png and NAME.json)").arg(folder));
        return kExitBadInput;
    }
    if (parser.isSet(o.accept) && std::none_of(jobs.begin(), jobs.end(), [&](const JobResult& j) { return j.name == parser.value(o.accept); })) {
        writeErr(Cli::tr("--accept: %1 holds no reference named %2 (with its camera)").arg(folder, parser.value(o.accept)));
        return kExitBadInput;
    }
    if (parser.isSet(o.shard)) {
        // Every n-th reference by name, from the k-th: the same slices on every machine, and each
        // slice gets references from the whole alphabet (a character's cases spread over the slices).
        const auto shard = parseShard(parser.value(o.shard));
        if (!shard) {
            writeErr(Cli::tr("--shard expects K/N with 1 <= K <= N, e.g. 2/8; got '%1'").arg(parser.value(o.shard)));
            return kExitBadInput;
        }
        const std::size_t total = jobs.size();
        std::vector<JobResult> slice;
        for (std::size_t i = std::size_t(shard->first - 1); i < jobs.size(); i += std::size_t(shard->second)) {
            slice.push_back(jobs[i]);
        }
        jobs = std::move(slice);
        if (jobs.empty()) {
            writeErr(Cli::tr("shard %1 holds no reference of the %2 in %3").arg(parser.value(o.shard)).arg(total).arg(folder));
        }
    }
    int parallel = QThread::idealThreadCount();
    if (parser.isSet(o.jobs)) {
        bool ok = false;
        parallel = parser.value(o.jobs).toInt(&ok);
        if (!ok || parallel < 1 || parallel > 256) {
            writeErr(Cli::tr("--jobs expects a whole number from 1 to 256; got '%1'").arg(parser.value(o.jobs)));
            return kExitBadInput;
        }
    }
    // Difference images go beside the HTML page (which shows them), else nowhere.
    QString diffDir;
    if (parser.isSet(o.html)) {
        const QFileInfo html(parser.value(o.html));
        diffDir = html.dir().filePath(html.completeBaseName() + QStringLiteral("_files"));
        QDir().mkpath(diffDir);
    }
    // A simple pool of child processes: each compares one reference (and renders it in its own child).
    std::vector<std::unique_ptr<QProcess>> running(jobs.size());
    std::size_t next = 0, done = 0;
    const auto start = [&](std::size_t i) {
        JobResult& job = jobs[i];
        QStringList args{QStringLiteral("compare"), job.image, QStringLiteral("--rig"), parser.value(o.rig),
                         QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--threshold"), QString::number(threshold)};
        if (parser.isSet(o.clip)) {
            args << QStringLiteral("--clip") << parser.value(o.clip);
        }
        if (parser.isSet(o.frame)) {
            args << QStringLiteral("--frame") << parser.value(o.frame);
        }
        if (parser.isSet(o.time)) {
            args << QStringLiteral("--time") << parser.value(o.time);
        }
        if (parser.isSet(o.fps)) {
            args << QStringLiteral("--fps") << parser.value(o.fps);
        }
        if (parser.isSet(o.loop)) {
            args << QStringLiteral("--loop");
        }
        if (request.fit) {
            args << QStringLiteral("--fit");
        }
        if (parser.isSet(o.acceptAll) || (parser.isSet(o.accept) && parser.value(o.accept) == job.name)) {
            args << QStringLiteral("--accept-all");
        }
        if (!request.masksFolder.isEmpty()) {
            args << QStringLiteral("--masks") << QDir(request.masksFolder).filePath(job.name);
        }
        if (!diffDir.isEmpty()) {
            job.diff = QDir(diffDir).filePath(job.name + QStringLiteral(".diff.png"));
            args << QStringLiteral("--diff") << job.diff;
        }
        running[i] = std::make_unique<QProcess>();
        running[i]->start(QCoreApplication::applicationFilePath(), args);
    };
    while (done < jobs.size()) {
        std::size_t active = 0;
        for (std::size_t i = 0; i < next; ++i) {
            active += running[i] != nullptr;
        }
        while (next < jobs.size() && active < std::size_t(parallel)) {
            start(next++);
            ++active;
        }
        for (std::size_t i = 0; i < next; ++i) {
            QProcess* p = running[i].get();
            if (!p || !p->waitForFinished(20)) {
                continue;
            }
            JobResult& job = jobs[i];
            job.ran = p->exitStatus() == QProcess::NormalExit && (p->exitCode() == 0 || p->exitCode() == 1);
            if (job.ran) {
                job.numbers = QJsonDocument::fromJson(p->readAllStandardOutput()).object();
                job.ran = job.numbers.contains(QStringLiteral("iou"));
            }
            if (!job.ran) {
                job.error = lastLines(p->readAllStandardError(), 3);
            }
            running[i].reset();
            ++done;
        }
    }

    int failures = 0, errors = 0, warned = 0;
    QStringList lines;
    QJsonArray results;
    for (const JobResult& job : jobs) {
        if (!job.ran) {
            ++errors;
            lines << Cli::tr("%1: not compared: %2").arg(job.name, job.error);
            results.append(QJsonObject{{QStringLiteral("name"), job.name}, {QStringLiteral("error"), job.error}});
            continue;
        }
        const bool accepted = job.numbers.value(QStringLiteral("accepted")).toBool();  // now the reference: passes
        const double iou = job.numbers.value(QStringLiteral("iou")).toDouble();
        failures += !accepted && iou < minIou;
        const bool warn = !accepted && iou >= minIou && iou < request.warnIou;
        warned += warn;
        const bool clipped = job.numbers.value(QStringLiteral("clippedRender")).toBool();
        lines << Cli::tr("%1: IoU %2%3%4")
                     .arg(job.name)
                     .arg(iou, 0, 'f', 4)
                     .arg(clipped ? Cli::tr(" (of a clipped render)") : QString())
                     .arg(accepted       ? Cli::tr(" (accepted as the new reference)")
                          : iou < minIou ? Cli::tr(" (under %1)").arg(minIou)
                          : warn         ? Cli::tr(" (warned: under %1)").arg(request.warnIou)
                                         : QString());
        for (const QJsonValue w : job.numbers.value(QStringLiteral("warnings")).toArray()) {
            lines << QStringLiteral("  ") + w.toString();
        }
        QJsonObject result = job.numbers;
        result.insert(QStringLiteral("name"), job.name);
        result.insert(QStringLiteral("pass"), accepted || iou >= minIou);
        result.insert(QStringLiteral("warned"), warn);
        results.append(result);
    }
    const int compared = int(jobs.size()) - errors;
    const QString summary = Cli::tr("%1 compared: %2 passed, %3 failed (under %4); %5 not compared (errors)")
                                .arg(compared).arg(compared - failures).arg(failures).arg(minIou).arg(errors);
    lines << summary;
    if (request.warnIou > minIou) {
        lines << Cli::tr("%n of the passes warned (under %1)", nullptr, warned).arg(request.warnIou);
    }
    if (request.format == QLatin1String("json")) {
        const QJsonObject summary{{QStringLiteral("compared"), compared}, {QStringLiteral("passed"), compared - failures},
                                  {QStringLiteral("failed"), failures},   {QStringLiteral("errors"), errors},
                                  {QStringLiteral("minIou"), minIou},     {QStringLiteral("results"), results},
                                  {QStringLiteral("warned"), warned},     {QStringLiteral("warnIou"), request.warnIou}};
        writeOut(QJsonDocument(summary).toJson(QJsonDocument::Indented));
    } else if (request.format == QLatin1String("text")) {
        writeOut(lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }

    if (parser.isSet(o.junit) || request.format == QLatin1String("junit")) {
        QByteArray xml;
        QXmlStreamWriter w(&xml);
        w.setAutoFormatting(true);
        w.writeStartDocument();
        w.writeStartElement(QStringLiteral("testsuite"));
        w.writeAttribute(QStringLiteral("name"), QStringLiteral("compare %1").arg(QDir(folder).dirName()));
        w.writeAttribute(QStringLiteral("tests"), QString::number(jobs.size()));
        w.writeAttribute(QStringLiteral("failures"), QString::number(failures));
        w.writeAttribute(QStringLiteral("errors"), QString::number(errors));
        for (const JobResult& job : jobs) {
            w.writeStartElement(QStringLiteral("testcase"));
            w.writeAttribute(QStringLiteral("name"), job.name);
            if (!job.ran) {
                w.writeStartElement(QStringLiteral("error"));
                w.writeAttribute(QStringLiteral("message"), job.error);
                w.writeEndElement();
            } else {
                const double iou = job.numbers.value(QStringLiteral("iou")).toDouble();
                w.writeStartElement(QStringLiteral("properties"));
                for (const QString& key : {QStringLiteral("iou"), QStringLiteral("onlyFirst"), QStringLiteral("onlySecond")}) {
                    w.writeStartElement(QStringLiteral("property"));
                    w.writeAttribute(QStringLiteral("name"), key);
                    w.writeAttribute(QStringLiteral("value"), QString::number(job.numbers.value(key).toDouble(), 'g', 6));
                    w.writeEndElement();
                }
                if (job.numbers.value(QStringLiteral("clippedRender")).toBool()) {
                    w.writeStartElement(QStringLiteral("property"));
                    w.writeAttribute(QStringLiteral("name"), QStringLiteral("clippedRender"));
                    w.writeAttribute(QStringLiteral("value"), QStringLiteral("true"));
                    w.writeEndElement();
                }
                w.writeEndElement();
                if (iou < minIou && !job.numbers.value(QStringLiteral("accepted")).toBool()) {
                    w.writeStartElement(QStringLiteral("failure"));
                    w.writeAttribute(QStringLiteral("message"), Cli::tr("IoU %1 under %2").arg(iou, 0, 'f', 4).arg(minIou));
                    w.writeEndElement();
                }
                QStringList warnings;
                if (iou >= minIou && iou < request.warnIou && !job.numbers.value(QStringLiteral("accepted")).toBool()) {
                    warnings << Cli::tr("warned: IoU %1 under %2").arg(iou, 0, 'f', 4).arg(request.warnIou);
                }
                for (const QJsonValue warning : job.numbers.value(QStringLiteral("warnings")).toArray()) {
                    warnings << warning.toString();
                }
                if (!warnings.isEmpty()) {
                    w.writeTextElement(QStringLiteral("system-out"), warnings.join(QLatin1Char('\n')));
                }
            }
            w.writeEndElement();
        }
        w.writeEndElement();
        w.writeEndDocument();
        if (request.format == QLatin1String("junit")) {
            writeOut(QString::fromUtf8(xml));
        }
        if (parser.isSet(o.junit)) {
            QSaveFile out(parser.value(o.junit));
            if (!out.open(QIODevice::WriteOnly) || out.write(xml) != xml.size() || !out.commit()) {
                writeErr(Cli::tr("cannot write %1: %2").arg(parser.value(o.junit), out.errorString()));
                return kExitBadInput;
            }
        }
    }
    if (parser.isSet(o.html)) {
        const QDir base = QFileInfo(parser.value(o.html)).absoluteDir();
        QString page = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                                      "<style>body{font-family:sans-serif}td{padding:4px;vertical-align:top}"
                                      ".fail{color:#b00}img{max-width:320px}</style></head><body>\n<h1>%1</h1>\n<p>%2</p>\n"
                                      "<table><tr><th>%3</th><th>IoU</th><th>%4</th><th>%5</th><th>%6</th></tr>\n")
                           .arg(Cli::tr("Screenshot comparison: %1 against %2").arg(QDir(folder).dirName().toHtmlEscaped(),
                                                                                    parser.value(o.rig).toHtmlEscaped()),
                                summary.toHtmlEscaped(), Cli::tr("Reference"), Cli::tr("Pixels only in each"),
                                Cli::tr("Reference image"), Cli::tr("Difference (red: only the reference, cyan: only the rig)"));
        for (const JobResult& job : jobs) {
            const double iou = job.numbers.value(QStringLiteral("iou")).toDouble();
            const bool bad = !job.ran || (iou < minIou && !job.numbers.value(QStringLiteral("accepted")).toBool());
            page += QStringLiteral("<tr class=\"%1\"><td>%2</td><td>%3</td><td>%4</td><td><img src=\"%5\"></td><td>%6</td></tr>\n")
                        .arg(bad ? QStringLiteral("fail") : QString(), job.name.toHtmlEscaped(),
                             job.ran ? QString::number(iou, 'f', 4) + htmlWarnings(job.numbers) : job.error.toHtmlEscaped(),
                             job.ran ? QStringLiteral("%1 / %2").arg(job.numbers.value(QStringLiteral("onlyFirst")).toDouble())
                                                               .arg(job.numbers.value(QStringLiteral("onlySecond")).toDouble())
                                     : QString(),
                             base.relativeFilePath(job.image).toHtmlEscaped(),
                             job.ran ? QStringLiteral("<img src=\"%1\">").arg(base.relativeFilePath(job.diff).toHtmlEscaped()) : QString());
        }
        page += QStringLiteral("</table></body></html>\n");
        QSaveFile out(parser.value(o.html));
        const QByteArray bytes = page.toUtf8();
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
            writeErr(Cli::tr("cannot write %1: %2").arg(parser.value(o.html), out.errorString()));
            return kExitBadInput;
        }
    }
    return errors > 0 ? kExitBadInput : failures > 0 ? kExitCheckFailed : kExitOk;
}

}  // namespace rigstage::cli
