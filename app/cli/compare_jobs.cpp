#include "cli/compare_jobs.h"

#include "cli/time_option.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <deque>
#include <cmath>
#include <memory>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/compare_batch_report.h"
#include "cli/compare_images.h"
#include "cli/check_batch.h"
#include "cli/render_worker.h"
#include "viewport/capped_file.h"

namespace rigstage::cli {

// The render a comparison reads back, in a temporary folder: uncompressed, since it is read once
// and thrown away (a PNG costs the renderer its deflate and the batch its inflate, half of what the
// batch itself spends on a comparison at 1280x720). A report's render.png is written from it.
constexpr QLatin1String kRenderFile("render.bmp");

namespace {


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

struct JobResult : BatchCase {
    QString image;  ///< The reference picture (empty for a camera without one).
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
            QCommandLineOption(QStringLiteral("report"),
                               Cli::tr("For a folder: write every report into this folder (index.html with its pictures, junit.xml, "
                                       "report.json), the form `rigstage-cli report merge` joins the shards of a batch from."),
                               Cli::tr("dir")),
            QCommandLineOption(QStringLiteral("accept"),
                               Cli::tr("Accept the rig's render as the new reference NAME (in a folder; for one picture, its own "
                                       "name): it is written over the reference, whose camera stays."),
                               Cli::tr("NAME")),
            QCommandLineOption(QStringLiteral("accept-all"), Cli::tr("Accept the rig's render as the new reference of every case.")),
            caseTimeoutOption()};
}

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

std::optional<ReferenceRender> renderOfReference(const QCommandLineParser& parser, const RigCompareOptions& o, const QString& reference,
                                                 QString& error)
{
    const QString camera = parser.isSet(o.camera) ? parser.value(o.camera) : sidecarOf(reference);
    if (!parser.isSet(o.camera) && !QFileInfo::exists(camera)) {
        error = Cli::tr("no camera for %1: give --camera or put %2 beside it").arg(reference, QFileInfo(camera).fileName());
        return std::nullopt;
    }
    QString why;
    const std::optional<QByteArray> json = readCappedFile(camera, file_limits::kCamera, Cli::tr("camera file"), why);
    if (!json) {
        error = Cli::tr("cannot read camera file %1: %2").arg(camera, why);
        return std::nullopt;
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
            return std::nullopt;
        }
        when = {QStringLiteral("--time"), QString::number(value, 'g', 12)};
    } else if (cam.contains(QStringLiteral("frame"))) {
        if (!number("frame", value)) {
            return std::nullopt;
        }
        when = {QStringLiteral("--frame"), QString::number(value, 'g', 12)};
        if (cam.contains(QStringLiteral("fps"))) {
            if (!number("fps", value)) {
                return std::nullopt;
            }
            when << QStringLiteral("--fps") << QString::number(value, 'g', 12);
        }
    }
    ReferenceRender render{camera, when, parser.isSet(o.clip) ? parser.value(o.clip) : cam.value(QStringLiteral("clip")).toString(),
                           parser.isSet(o.loop)};
    return render;
}

QImage renderForReference(const QCommandLineParser& parser, const RigCompareOptions& o, const QString& reference, QSize size,
                          QString& error, QStringList* warnings, QJsonObject* facts)
{
    const std::optional<ReferenceRender> what = renderOfReference(parser, o, reference, error);
    if (!what) {
        return {};
    }
    QString why;
    QTemporaryDir dir;
    const QString out = dir.filePath(kRenderFile);
    QStringList args = QStringList{QStringLiteral("render"), parser.value(o.rig), QStringLiteral("--camera"), what->camera}  //
                       + what->when
                       + QStringList{QStringLiteral("--size"), QStringLiteral("%1x%2").arg(size.width()).arg(size.height()),
                                     QStringLiteral("--silhouette"), QStringLiteral("-o"), out, QStringLiteral("--facts"),
                                     dir.filePath(QStringLiteral("facts.json"))};
    if (!what->clip.isEmpty()) {
        args << QStringLiteral("--clip") << what->clip;
    }
    if (what->loop) {
        args << QStringLiteral("--loop");
    }
    const std::optional<double> seconds = caseTimeoutSeconds(parser, o.caseTimeout);
    if (!seconds) {
        error = Cli::tr("--case-timeout: %1").arg(parser.value(o.caseTimeout));
        return {};
    }
    QProcess render;
    render.start(QCoreApplication::applicationFilePath(), args);
    if (!render.waitForFinished(int(*seconds * 1000.0))) {
        render.kill();
        error = Cli::tr("rendering %1 for %2 did not finish in %3 s").arg(parser.value(o.rig), reference).arg(*seconds);
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
#if defined(__GLIBC__)
    // Each comparison allocates and frees the same few megabytes (two pictures, two masks): glibc
    // would map them afresh or hand them back to the kernel every time, and the page faults on
    // touching them again cost a fifth of the batch's own work at 1280x720. Kept instead; the
    // process's memory stays at one comparison's peak.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
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
    const std::optional<double> renderSeconds = caseTimeoutSeconds(parser, o.caseTimeout);
    if (!renderSeconds) {
        return kExitBadInput;
    }
    const std::optional<int> jobCount = batchJobs(parser, o.jobs);
    if (!jobCount) {
        return kExitBadInput;
    }
    const int parallel = *jobCount;
    // --report DIR: the three reports in one folder, as a shard leaves them for `report merge`.
    const std::optional<BatchReportPaths> reportFiles = batchReportPaths(parser, o.html, o.junit, o.report);
    if (!reportFiles) {
        return kExitBadInput;
    }
    const QString htmlPath = reportFiles->html, junitPath = reportFiles->junit, jsonPath = reportFiles->json;
    // The HTML page's pictures go in a folder beside it, one folder per case (the reference and its
    // camera copied, the render, the masks and the difference), so the page and its folder travel
    // together.
    if (!htmlPath.isEmpty()) {
        const QString filesDir = reportFilesDir(htmlPath);
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
    // One render worker per job slot: each loads the character once and draws the references it is
    // given, and the comparing (masks, overlap, the files) happens here, as a single compare does it.
    std::vector<std::unique_ptr<RenderWorker>> workers;
    for (int w = 0; w < std::min(parallel, int(jobs.size())); ++w) {
        workers.push_back(std::make_unique<RenderWorker>(parser.value(o.rig), *renderSeconds));
    }
    struct InFlight {
        std::size_t job = 0;
        QImage reference;
        std::unique_ptr<QTemporaryDir> dir;  // the render's picture and facts
    };
    // Two requests queued per worker: it draws the next while this process compares the last.
    constexpr std::size_t kQueued = 2;
    std::vector<std::deque<InFlight>> flying(workers.size());
    std::vector<QElapsedTimer> clocks(jobs.size());
    const QString rig = parser.value(o.rig);
    const auto finish = [&](std::size_t i) { jobs[i].seconds = double(clocks[i].nsecsElapsed()) * 1e-9; };
    // Sends a case read below to worker w (again, after a worker stopped); false when it cannot go
    // (its error is its result).
    std::vector<QJsonObject> requests(jobs.size());
    const auto send = [&](std::size_t w, InFlight&& flight) {
        JobResult& job = jobs[flight.job];
        if (flying[w].empty()) {
            clocks[flight.job].start();  // drawn from now; a queued one from when its turn comes
        }
        if (QString failure; !workers[w]->send(requests[flight.job], failure)) {
            job.error = Cli::tr("rendering %1 for %2 failed: %3").arg(rig, job.image, failure);
            return false;
        }
        flying[w].push_back(std::move(flight));
        return true;
    };
    // Reads case i and sends it to worker w; false when the case ended before a render (its error
    // is its result).
    const auto prepare = [&](std::size_t w, std::size_t i) {
        JobResult& job = jobs[i];
        clocks[i].start();
        if (!job.error.isEmpty()) {
            return false;
        }
        QString why;
        InFlight flight{i, readCappedImage(job.image, why), std::make_unique<QTemporaryDir>()};
        if (flight.reference.isNull()) {
            job.error = Cli::tr("cannot read image %1: %2").arg(job.image, why);
            return false;
        }
        const std::optional<ReferenceRender> what = renderOfReference(parser, o, job.image, job.error);
        if (!what) {
            return false;
        }
        QJsonObject request{{QStringLiteral("id"), double(i)},
                            {QStringLiteral("camera"), what->camera},
                            {QStringLiteral("size"), QStringLiteral("%1x%2").arg(flight.reference.width()).arg(flight.reference.height())},
                            {QStringLiteral("silhouette"), true},
                            {QStringLiteral("output"), flight.dir->filePath(kRenderFile)},
                            {QStringLiteral("facts"), flight.dir->filePath(QStringLiteral("facts.json"))},
                            {QStringLiteral("loop"), what->loop}};
        for (qsizetype k = 0; k + 1 < what->when.size(); k += 2) {
            request.insert(what->when[k].mid(2), what->when[k + 1]);  // --frame F, --fps R, --time S
        }
        if (!what->clip.isEmpty()) {
            request.insert(QStringLiteral("clip"), what->clip);
        }
        requests[i] = request;
        return send(w, std::move(flight));
    };
    // The render's answer, compared as `compare REF --rig R --format json` compares it.
    const auto compare = [&](InFlight& flight, const QJsonObject& answer) {
        JobResult& job = jobs[flight.job];
        const QStringList lines = answer.value(QStringLiteral("stderr")).toVariant().toStringList();
        const QByteArray said = lines.join(QLatin1Char('\n')).toUtf8();
        if (!answer.value(QStringLiteral("ok")).toBool()) {
            job.error = Cli::tr("rendering %1 for %2 failed: %3").arg(rig, job.image, lastLines(said, 3));
            return;
        }
        QString why;
        const QImage render = readCappedImage(flight.dir->filePath(kRenderFile), why);
        if (render.isNull()) {
            job.error = Cli::tr("rendering %1 for %2 wrote no image: %3").arg(rig, job.image, why);
            return;
        }
        ImageComparisonRequest how;
        how.fit = request.fit;
        how.threshold = threshold;
        how.minIou = minIou;
        how.warnBelow = std::max(request.warnIou, minIou);
        how.withRig = true;
        how.masksFolder = !request.masksFolder.isEmpty() ? QDir(request.masksFolder).filePath(job.name) : job.caseDir;
        how.diffPath = job.caseDir.isEmpty() ? QString() : QDir(job.caseDir).filePath(QStringLiteral("diff.png"));
        if (parser.isSet(o.acceptAll) || (parser.isSet(o.accept) && parser.value(o.accept) == job.name)) {
            how.acceptInto = job.image;
        }
        how.warnings = renderWarnings(said);
        how.drawn = answer.value(QStringLiteral("facts")).toObject();
        const std::optional<ImageComparison> compared = compareImages(flight.reference, render, how, job.error);
        if (!compared) {
            return;
        }
        job.ran = true;
        job.numbers = compared->json;
        if (!request.masksFolder.isEmpty() && !job.caseDir.isEmpty()) {
            for (const QString& file : {QStringLiteral("mask-a.png"), QStringLiteral("mask-b.png"), QStringLiteral("render.png")}) {
                QFile::copy(QDir(QDir(request.masksFolder).filePath(job.name)).filePath(file), QDir(job.caseDir).filePath(file));
            }
        }
    };
    std::size_t next = 0;
    for (;;) {
        bool working = false;
        for (std::size_t w = 0; w < workers.size(); ++w) {
            while (flying[w].size() < kQueued && next < jobs.size()) {
                const std::size_t i = next++;
                if (!prepare(w, i)) {
                    finish(i);
                }
            }
            if (flying[w].empty()) {
                continue;
            }
            working = true;
            QString failure;
            const std::optional<QJsonObject> answer = workers[w]->poll(workers.size() > 1 ? 5 : 50, failure);
            if (!answer && failure.isEmpty()) {
                continue;  // still drawing
            }
            InFlight flight = std::move(flying[w].front());
            flying[w].pop_front();
            if (!flying[w].empty()) {
                clocks[flying[w].front().job].start();
            }
            if (answer) {
                compare(flight, *answer);
            } else {
                // A worker that crashed or hung: the case it drew is an error naming it; a fresh
                // worker draws the ones queued behind it, and the rest.
                JobResult& job = jobs[flight.job];
                job.error = workers[w]->timedOut()
                                ? Cli::tr("rendering %1 for %2 did not finish in %3 s").arg(rig, job.image).arg(*renderSeconds)
                                : Cli::tr("rendering %1 for %2 failed: %3").arg(rig, job.image, failure);
                std::deque<InFlight> queued = std::move(flying[w]);
                flying[w].clear();
                for (InFlight& again : queued) {
                    const std::size_t i = again.job;
                    if (!send(w, std::move(again))) {
                        finish(i);
                    }
                }
            }
            finish(flight.job);
        }
        if (!working && next >= jobs.size()) {
            break;
        }
    }
    workers.clear();  // every worker (and its X server) ends before the reports are written

    BatchReport report;
    report.folder = QDir(folder).absolutePath();
    report.rig = parser.value(o.rig);
    report.minIou = minIou;
    report.warnIou = request.warnIou;
    report.threshold = threshold;
    if (const auto shard = parseShard(parser.value(o.shard)); parser.isSet(o.shard) && shard) {
        report.shard = QStringLiteral("%1/%2").arg(shard->first).arg(shard->second);
    }
    report.cases.assign(jobs.begin(), jobs.end());
    if (request.format == QLatin1String("json")) {
        writeOut(QJsonDocument(batchJson(report)).toJson(QJsonDocument::Indented));
    } else if (request.format == QLatin1String("text")) {
        writeOut(batchTextLines(report).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    } else if (request.format == QLatin1String("junit")) {
        writeOut(QString::fromUtf8(batchJunit(report)));
    }
    QString error;
    if ((!junitPath.isEmpty() && !writeReportFile(junitPath, batchJunit(report), error))
        || (!htmlPath.isEmpty() && !writeReportFile(htmlPath, batchHtml(report, htmlPath).toUtf8(), error))
        // Written last: a report.json says its report is whole (a job runner checks for it).
        || (!jsonPath.isEmpty() && !writeReportFile(jsonPath, QJsonDocument(batchJson(report)).toJson(QJsonDocument::Indented), error))) {
        writeErr(error);
        return kExitBadInput;
    }
    return batchExitCode(report);
}

}  // namespace rigstage::cli
