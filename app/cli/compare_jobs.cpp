#include "cli/compare_jobs.h"

#include "cli/time_option.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImageReader>
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
#include "cli/compare_report_html.h"
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
    QString caseDir;   ///< The HTML report's folder for this case (empty without --html).
    bool ran = false;
    QString error;
    QJsonObject numbers;
    double seconds = 0.0;  ///< Wall time of its comparison (the render included).
};

/// The character a report's cases belong to (a JUnit classname): the rig file's name without its
/// extensions (walker.character.xml: walker).
QString characterOf(const QString& rig)
{
    return QFileInfo(rig).baseName();
}

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
                          QString& error, QStringList* warnings, QJsonObject* facts)
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
                                     QStringLiteral("--silhouette"), QStringLiteral("-o"), out, QStringLiteral("--facts"),
                                     dir.filePath(QStringLiteral("facts.json"))};
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
    if (facts) {
        QFile file(dir.filePath(QStringLiteral("facts.json")));
        *facts = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.read(1 << 20)).object() : QJsonObject();
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
    // A picture without its camera, or a camera without its picture, is a case that cannot run: an
    // error in every report, not a case skipped.
    QStringList pictures;
    for (const QFileInfo& image : dir.entryInfoList({QStringLiteral("*.png"), QStringLiteral("*.jpg"), QStringLiteral("*.jpeg")},
                                                    QDir::Files, QDir::Name)) {
        if (image.completeBaseName().endsWith(QStringLiteral(".diff"))) {
            continue;  // a difference image from an earlier run
        }
        JobResult job;
        job.name = image.completeBaseName();
        job.image = image.absoluteFilePath();
        if (!QFileInfo::exists(sidecarOf(image.filePath()))) {  // one that is not a file is reported by its job
            job.error = Cli::tr("%1 has no camera %2.json beside it").arg(image.fileName(), job.name);
        }
        pictures << job.name;
        jobs.push_back(job);
    }
    for (const QFileInfo& camera : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (!pictures.contains(camera.completeBaseName())) {
            JobResult job;
            job.name = camera.completeBaseName();
            job.error = Cli::tr("the camera %1 has no reference picture %2.png or .jpg beside it").arg(camera.fileName(), job.name);
            jobs.push_back(job);
        }
    }
    std::sort(jobs.begin(), jobs.end(), [](const JobResult& a, const JobResult& b) { return a.name < b.name; });
    if (jobs.empty()) {
        writeErr(Cli::tr("%1 holds no reference picture nor camera (NAME.png and NAME.json)").arg(folder));
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
    // The HTML page's pictures go in a folder beside it, one folder per case (the reference and its
    // camera copied, the render, the masks and the difference), so the page and its folder travel
    // together.
    QString filesDir;
    if (parser.isSet(o.html)) {
        const QFileInfo html(parser.value(o.html));
        filesDir = html.absoluteDir().filePath(html.completeBaseName() + QStringLiteral("_files"));
        for (JobResult& job : jobs) {
            job.caseDir = QDir(filesDir).filePath(job.name);
            QDir(job.caseDir).removeRecursively();  // nothing left from an earlier run
            if (!QDir().mkpath(job.caseDir)) {
                writeErr(Cli::tr("cannot write the report's pictures into %1").arg(job.caseDir));
                return kExitBadInput;
            }
            if (!job.image.isEmpty()) {
                QFile::copy(job.image, QDir(job.caseDir).filePath(QStringLiteral("reference.") + QFileInfo(job.image).suffix().toLower()));
                QFile::copy(sidecarOf(job.image), QDir(job.caseDir).filePath(QStringLiteral("camera.json")));
            }
        }
    }
    // A simple pool of child processes: each compares one reference (and renders it in its own child).
    std::vector<std::unique_ptr<QProcess>> running(jobs.size());
    std::vector<QElapsedTimer> clocks(jobs.size());
    std::size_t next = 0, done = 0;
    const auto start = [&](std::size_t i) {
        JobResult& job = jobs[i];
        clocks[i].start();
        if (!job.error.isEmpty()) {
            ++done;  // it cannot run: its error is its result
            return;
        }
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
        } else if (!job.caseDir.isEmpty()) {
            args << QStringLiteral("--masks") << job.caseDir;
        }
        if (!job.caseDir.isEmpty()) {
            job.diff = QDir(job.caseDir).filePath(QStringLiteral("diff.png"));
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
            job.seconds = double(clocks[i].nsecsElapsed()) * 1e-9;
            job.ran = p->exitStatus() == QProcess::NormalExit && (p->exitCode() == 0 || p->exitCode() == 1);
            if (job.ran) {
                job.numbers = QJsonDocument::fromJson(p->readAllStandardOutput()).object();
                job.ran = job.numbers.contains(QStringLiteral("iou"));
            }
            if (!job.ran) {
                job.error = lastLines(p->readAllStandardError(), 3);
            }
            if (job.ran && !request.masksFolder.isEmpty() && !job.caseDir.isEmpty()) {
                for (const QString& file : {QStringLiteral("mask-a.png"), QStringLiteral("mask-b.png"), QStringLiteral("render.png")}) {
                    QFile::copy(QDir(QDir(request.masksFolder).filePath(job.name)).filePath(file), QDir(job.caseDir).filePath(file));
                }
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
        double total = 0.0;
        for (const JobResult& job : jobs) {
            total += job.seconds;
        }
        w.writeAttribute(QStringLiteral("time"), QString::number(total, 'f', 3));
        for (const JobResult& job : jobs) {
            w.writeStartElement(QStringLiteral("testcase"));
            w.writeAttribute(QStringLiteral("classname"), characterOf(parser.value(o.rig)));
            w.writeAttribute(QStringLiteral("name"), job.name);
            w.writeAttribute(QStringLiteral("time"), QString::number(job.seconds, 'f', 3));
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
                // GitLab shows a test case's pictures named this way in its system-out.
                if (!job.diff.isEmpty() && QFileInfo::exists(job.diff)) {
                    warnings << QStringLiteral("[[ATTACHMENT|%1]]").arg(QFileInfo(job.diff).absoluteFilePath());
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
        std::vector<ReportCase> cases;
        for (const JobResult& job : jobs) {
            ReportCase c;
            c.name = job.name;
            c.error = job.error;
            c.iou = job.numbers.value(QStringLiteral("iou")).toDouble();
            c.accepted = job.numbers.value(QStringLiteral("accepted")).toBool();
            c.clipped = job.numbers.value(QStringLiteral("clippedRender")).toBool();
            c.status = !job.ran                      ? ReportCase::Status::Error
                       : !c.accepted && c.iou < minIou ? ReportCase::Status::Fail
                       : !c.accepted && c.iou < request.warnIou ? ReportCase::Status::Warn
                                                                 : ReportCase::Status::Pass;
            for (const QJsonValue w : job.numbers.value(QStringLiteral("warnings")).toArray()) {
                c.warnings << w.toString();
            }
            for (const char* key : {"frame", "time", "fps", "clip", "camera"}) {
                if (job.numbers.contains(QLatin1String(key))) {
                    c.drawn.insert(QLatin1String(key), job.numbers.value(QLatin1String(key)));
                }
            }
            // Only what is in the case's folder is linked, by a path relative to the page.
            const QDir caseDir(job.caseDir);
            const auto local = [&](const QString& file) {
                return QFileInfo::exists(caseDir.filePath(file)) ? base.relativeFilePath(caseDir.filePath(file)) : QString();
            };
            // A reference that is no picture (the error said so) is not shown as a broken one.
            c.reference = job.image.isEmpty() ? QString() : local(QStringLiteral("reference.") + QFileInfo(job.image).suffix().toLower());
            if (!c.reference.isEmpty() && !QImageReader(base.filePath(c.reference)).canRead()) {
                c.reference.clear();
            }
            c.camera = local(QStringLiteral("camera.json"));
            c.render = local(QStringLiteral("render.png"));
            c.referenceMask = local(QStringLiteral("mask-a.png"));
            c.renderMask = local(QStringLiteral("mask-b.png"));
            c.difference = local(QStringLiteral("diff.png"));
            cases.push_back(c);
        }
        const QString page = comparisonReportHtml(Cli::tr("Screenshot comparison: %1 against %2").arg(QDir(folder).dirName(), parser.value(o.rig)),
                                                  summary, minIou, std::max(minIou, request.warnIou), std::move(cases));
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
