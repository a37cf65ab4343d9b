#include "cli/check_batch.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <memory>
#include <sys/prctl.h>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/compare_batch_report.h"
#include "cli/compare_jobs.h"
#include "cli/compare_report_html.h"

namespace rigstage::cli {

namespace {

/// Lines of a child's standard error kept beside its case.
constexpr int kKeptLines = 20;

struct Input {
    QString name;  ///< As the reports name it: the path given, or the path inside the folder given.
    QString path;
};

/// The inputs the positional arguments name, by name, each once; empty with a message said when a
/// folder holds none.
std::vector<Input> inputsOf(const QStringList& arguments, const CheckBatch& batch)
{
    std::vector<Input> inputs;
    for (const QString& argument : arguments) {
        if (!QFileInfo(argument).isDir()) {
            inputs.push_back({argument, argument});  // one that cannot be read is its case's error
            continue;
        }
        const QDir folder(QFileInfo(argument).absoluteFilePath());
        std::vector<Input> found;
        QDirIterator it(argument, batch.nameFilters, QDir::Files,
                        batch.recursive ? QDirIterator::Subdirectories | QDirIterator::FollowSymlinks : QDirIterator::NoIteratorFlags);
        while (it.hasNext()) {
            const QString path = it.next();
            found.push_back({folder.relativeFilePath(QFileInfo(path).absoluteFilePath()), path});
        }
        if (found.empty()) {
            writeErr(Cli::tr("%1 holds no %2").arg(argument, batch.nameFilters.join(QStringLiteral(" or "))));
            return {};
        }
        inputs.insert(inputs.end(), found.begin(), found.end());
    }
    std::stable_sort(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.name < b.name; });
    inputs.erase(std::unique(inputs.begin(), inputs.end(), [](const Input& a, const Input& b) { return a.name == b.name; }), inputs.end());
    return inputs;
}

/// The --lang the batch was given, for its children to speak the same language.
QStringList languageArguments()
{
    const QStringList args = QCoreApplication::arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--lang"));
    return at > 0 && at + 1 < args.size() ? QStringList{args.at(at), args.at(at + 1)} : QStringList{};
}

QStringList lastLines(const QByteArray& text, int count)
{
    const QStringList lines = QString::fromUtf8(text).trimmed().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.mid(std::max(0, int(lines.size()) - count));
}

/// A child that crashed, outran its time or printed no JSON: an error naming the input.
CheckVerdict notChecked(const QString& message)
{
    CheckVerdict v;
    v.status = CaseStatus::Error;
    v.message = message;
    return v;
}

/// A status as JSON names it, in every language.
QString statusKey(CaseStatus status)
{
    switch (status) {
    case CaseStatus::Error: return QStringLiteral("error");
    case CaseStatus::Fail: return QStringLiteral("failed");
    case CaseStatus::Warn: return QStringLiteral("warned");
    case CaseStatus::Pass: return QStringLiteral("passed");
    }
    return {};
}

QJsonArray stringArray(const QStringList& lines)
{
    return QJsonArray::fromStringList(lines);
}

/// A JSON array of strings; nullopt when value is something else.
std::optional<QStringList> stringsOf(const QJsonValue& value)
{
    if (value.isUndefined()) {
        return QStringList();
    }
    if (!value.isArray()) {
        return std::nullopt;
    }
    QStringList lines;
    for (const QJsonValue v : value.toArray()) {
        if (!v.isString()) {
            return std::nullopt;
        }
        lines << v.toString();
    }
    return lines;
}

}  // namespace

BatchCounts checkCounts(const CheckReport& report)
{
    std::vector<CaseStatus> statuses;
    for (const CheckCase& c : report.cases) {
        statuses.push_back(c.verdict.status);
    }
    return countStatuses(statuses);
}

QStringList checkTextLines(const CheckReport& report)
{
    QStringList lines;
    for (const CheckCase& c : report.cases) {
        lines << (c.verdict.status == CaseStatus::Error ? Cli::tr("%1: not compared: %2").arg(c.name, c.verdict.message)
                                                        : QStringLiteral("%1: %2: %3").arg(c.name, statusLabel(c.verdict.status), c.verdict.verdict));
        for (const QString& line : c.verdict.details + c.warnings) {
            lines << QStringLiteral("  ") + line;
        }
    }
    const BatchCounts counts = checkCounts(report);
    lines << countsSummary(counts);
    if (counts.warned > 0) {
        lines << Cli::tr("%n of the passes warned", nullptr, counts.warned);
    }
    return lines;
}

QJsonObject checkJson(const CheckReport& report)
{
    QJsonArray results;
    for (const CheckCase& c : report.cases) {
        QJsonObject result{{QStringLiteral("name"), c.name},
                           {QStringLiteral("input"), c.input},
                           {QStringLiteral("status"), statusKey(c.verdict.status)},
                           {QStringLiteral("seconds"), c.seconds},
                           {QStringLiteral("classname"), c.classname},
                           {QStringLiteral("score"), c.verdict.score},
                           {QStringLiteral("details"), stringArray(c.verdict.details)},
                           {QStringLiteral("warnings"), stringArray(c.warnings)}};
        if (c.verdict.status == CaseStatus::Error) {
            result.insert(QStringLiteral("error"), c.verdict.message);
        } else if (!c.verdict.message.isEmpty()) {
            result.insert(QStringLiteral("message"), c.verdict.message);
        }
        if (c.verdict.status != CaseStatus::Error || !c.verdict.verdict.isEmpty()) {
            result.insert(QStringLiteral("verdict"), c.verdict.verdict);  // a manifest not read still has its counts
        }
        QJsonArray properties;
        for (const auto& [name, value] : c.verdict.properties) {
            properties.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("value"), value}});
        }
        result.insert(QStringLiteral("properties"), properties);
        if (!c.run.json.isEmpty()) {  // what the command alone prints with --format json
            result.insert(QStringLiteral("exit"), c.run.exitCode);
            result.insert(QStringLiteral("result"), c.run.json);
        }
        results.append(result);
    }
    const BatchCounts counts = checkCounts(report);
    QJsonObject json{{QStringLiteral("command"), report.command},
                     {QStringLiteral("arguments"), stringArray(report.arguments)},
                     {QStringLiteral("suite"), report.suite},
                     {QStringLiteral("title"), report.title},
                     {QStringLiteral("compared"), counts.compared},
                     {QStringLiteral("passed"), counts.passed},
                     {QStringLiteral("failed"), counts.failed},
                     {QStringLiteral("errors"), counts.errors},
                     {QStringLiteral("warned"), counts.warned},
                     {QStringLiteral("results"), results}};
    if (!report.shard.isEmpty()) {
        json.insert(QStringLiteral("shard"), report.shard);
    }
    return json;
}

std::optional<CheckReport> checkFromJson(const QJsonObject& json, QString& error)
{
    CheckReport report;
    report.command = json.value(QStringLiteral("command")).toString();
    if (report.command != QLatin1String("compare-pose") && report.command != QLatin1String("validate")) {
        error = Cli::tr("\"command\" is '%1', not compare-pose or validate").arg(report.command);
        return std::nullopt;
    }
    const std::optional<QStringList> arguments = stringsOf(json.value(QStringLiteral("arguments")));
    if (!arguments || !json.value(QStringLiteral("results")).isArray()) {
        error = Cli::tr("not a report of a compare-pose or validate batch: \"arguments\" or \"results\" is missing or not a list");
        return std::nullopt;
    }
    report.arguments = *arguments;
    report.suite = json.value(QStringLiteral("suite")).toString();
    report.title = json.value(QStringLiteral("title")).toString();
    report.shard = json.value(QStringLiteral("shard")).toString();
    const QJsonArray results = json.value(QStringLiteral("results")).toArray();
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonObject r = results.at(i).toObject();
        CheckCase c;
        c.name = r.value(QStringLiteral("name")).toString();
        const QString status = r.value(QStringLiteral("status")).toString();
        const std::optional<QStringList> details = stringsOf(r.value(QStringLiteral("details")));
        const std::optional<QStringList> warnings = stringsOf(r.value(QStringLiteral("warnings")));
        bool known = false;
        for (const CaseStatus s : {CaseStatus::Error, CaseStatus::Fail, CaseStatus::Warn, CaseStatus::Pass}) {
            if (status == statusKey(s)) {
                c.verdict.status = s;
                known = true;
            }
        }
        if (c.name.isEmpty() || !known || !details || !warnings || !r.value(QStringLiteral("seconds")).isDouble()) {
            error = Cli::tr("result %1 lacks its name, a status (error, failed, warned or passed), its seconds, or its details and "
                            "warnings as lists of lines")
                        .arg(i + 1);
            return std::nullopt;
        }
        c.input = r.value(QStringLiteral("input")).toString();
        c.classname = r.value(QStringLiteral("classname")).toString();
        c.seconds = r.value(QStringLiteral("seconds")).toDouble();
        c.verdict.score = r.value(QStringLiteral("score")).toDouble();
        c.verdict.details = *details;
        c.warnings = *warnings;
        c.verdict.verdict = r.value(QStringLiteral("verdict")).toString();
        c.verdict.message = r.value(c.verdict.status == CaseStatus::Error ? QStringLiteral("error") : QStringLiteral("message")).toString();
        for (const QJsonValue p : r.value(QStringLiteral("properties")).toArray()) {
            c.verdict.properties.emplace_back(p.toObject().value(QStringLiteral("name")).toString(), p.toObject().value(QStringLiteral("value")).toString());
        }
        if (r.contains(QStringLiteral("result"))) {
            c.run.exitCode = r.value(QStringLiteral("exit")).toInt();
            c.run.json = r.value(QStringLiteral("result")).toObject();
        }
        report.cases.push_back(std::move(c));
    }
    return report;
}

QByteArray checkJunit(const CheckReport& report)
{
    std::vector<JunitCase> junitCases;
    for (const CheckCase& c : report.cases) {
        JunitCase j{c.classname, c.name, c.seconds, c.verdict.properties, {}, {}, {}};
        if (c.verdict.status == CaseStatus::Error) {
            j.error = c.verdict.message;
        } else if (c.verdict.status == CaseStatus::Fail) {
            j.failure = c.verdict.message;
        } else if (c.verdict.status == CaseStatus::Warn) {
            j.notes << Cli::tr("warned: %1").arg(c.verdict.verdict);
        }
        j.notes << c.verdict.details << c.warnings;
        junitCases.push_back(j);
    }
    return junitSuite(report.suite, junitCases);
}

QString checkHtml(const CheckReport& report)
{
    std::vector<ReportCase> page;
    for (const CheckCase& c : report.cases) {
        ReportCase r;
        r.name = c.name;
        r.status = c.verdict.status;
        r.score = c.verdict.score;
        r.verdict = c.verdict.verdict;
        r.error = c.verdict.message;
        r.details = c.verdict.details;
        r.warnings = c.warnings;
        page.push_back(r);
    }
    return batchReportHtml(report.title, countsSummary(checkCounts(report)), std::move(page));
}

int writeCheckReports(const CheckReport& report, const QString& format, const QString& junitPath, const QString& htmlPath,
                      const QString& jsonPath)
{
    if (format == QLatin1String("json")) {
        writeOut(QJsonDocument(checkJson(report)).toJson(QJsonDocument::Indented));
    } else if (format == QLatin1String("junit")) {
        writeOut(QString::fromUtf8(checkJunit(report)));
    } else {
        writeOut(checkTextLines(report).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    for (const QString& file : {junitPath, htmlPath, jsonPath}) {
        if (!file.isEmpty() && !QDir().mkpath(QFileInfo(file).absolutePath())) {
            writeErr(Cli::tr("cannot write %1: its folder cannot be made").arg(file));
            return kExitBadInput;
        }
    }
    QString error;
    if ((!junitPath.isEmpty() && !writeReportFile(junitPath, checkJunit(report), error))
        || (!htmlPath.isEmpty() && !writeReportFile(htmlPath, checkHtml(report).toUtf8(), error))
        || (!jsonPath.isEmpty() && !writeReportFile(jsonPath, QJsonDocument(checkJson(report)).toJson(QJsonDocument::Indented), error))) {
        writeErr(error);
        return kExitBadInput;
    }
    return exitCodeOf(checkCounts(report));
}

CheckBatchOptions checkBatchOptions(const QString& inputs)
{
    return {QCommandLineOption(QStringLiteral("jobs"), Cli::tr("%1 checked at once in a batch (default: the cores).").arg(inputs),
                               Cli::tr("N")),
            QCommandLineOption(QStringLiteral("junit"), Cli::tr("Write a batch's JUnit report here."), Cli::tr("file")),
            QCommandLineOption(QStringLiteral("html"), Cli::tr("Write a batch's HTML page here (self-contained, the worst case first)."),
                               Cli::tr("file")),
            QCommandLineOption(QStringLiteral("shard"),
                               Cli::tr("Check only the K-th of N slices of the inputs (1/4 ... 4/4), the same slices on every "
                                       "machine, e.g. one per CI job."),
                               Cli::tr("K/N")),
            QCommandLineOption(QStringLiteral("report"),
                               Cli::tr("Write every report of a batch into this folder (index.html, junit.xml, report.json), the "
                                       "form `rigstage-cli report merge` joins the shards of a batch from."),
                               Cli::tr("dir")),
            caseTimeoutOption()};
}

QCommandLineOption caseTimeoutOption()
{
    return QCommandLineOption(QStringLiteral("case-timeout"),
                              Cli::tr("In a batch: seconds one case may take before it is stopped and counted as not compared "
                                      "(default 300)."),
                              Cli::tr("seconds"), QStringLiteral("300"));
}

std::optional<int> batchJobs(const QCommandLineParser& parser, const QCommandLineOption& jobs)
{
    if (!parser.isSet(jobs)) {
        return QThread::idealThreadCount();
    }
    bool ok = false;
    const int parallel = parser.value(jobs).toInt(&ok);
    if (!ok || parallel < 1 || parallel > 256) {
        writeErr(Cli::tr("--jobs expects a whole number from 1 to 256; got '%1'").arg(parser.value(jobs)));
        return std::nullopt;
    }
    return parallel;
}

std::optional<BatchReportPaths> batchReportPaths(const QCommandLineParser& parser, const QCommandLineOption& html,
                                                 const QCommandLineOption& junit, const QCommandLineOption& report)
{
    BatchReportPaths paths{parser.value(html), parser.value(junit), {}};
    if (!parser.isSet(report)) {
        return paths;
    }
    if (parser.isSet(html) || parser.isSet(junit)) {
        writeErr(Cli::tr("--report DIR writes DIR/index.html and DIR/junit.xml itself: give it without --html and --junit"));
        return std::nullopt;
    }
    const QString reportDir = parser.value(report);
    if (!QDir().mkpath(reportDir)) {
        writeErr(Cli::tr("cannot write the report into %1: it is not a folder and cannot be made one").arg(reportDir));
        return std::nullopt;
    }
    paths = {reportHtmlPath(reportDir), reportJunitPath(reportDir), reportJsonPath(reportDir)};
    QFile::remove(paths.json);  // an earlier run's must not pass for this one's
    return paths;
}

std::optional<double> caseTimeoutSeconds(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    bool ok = false;
    const double seconds = parser.value(option).toDouble(&ok);
    if (!ok || !(seconds >= 0.1 && seconds <= 86400.0)) {
        writeErr(Cli::tr("--case-timeout expects seconds from 0.1 to 86400; got '%1'").arg(parser.value(option)));
        return std::nullopt;
    }
    return seconds;
}

bool wantsCheckBatch(const QCommandLineParser& parser, const CheckBatchOptions& options)
{
    const QStringList inputs = parser.positionalArguments();
    const auto set = options.all();
    return inputs.size() > 1 || (inputs.size() == 1 && QFileInfo(inputs.front()).isDir())
           || std::any_of(set.begin(), set.end(), [&](const QCommandLineOption& o) { return parser.isSet(o); });
}

int runCheckBatch(const QCommandLineParser& parser, const CheckBatchOptions& o, const CheckBatch& batch, const QString& format)
{
    std::vector<Input> inputs = inputsOf(parser.positionalArguments(), batch);
    if (inputs.empty()) {
        return kExitBadInput;
    }
    QString shardText;
    if (parser.isSet(o.shard)) {
        const auto shard = parseShard(parser.value(o.shard));
        if (!shard) {
            writeErr(Cli::tr("--shard expects K/N with 1 <= K <= N, e.g. 2/8; got '%1'").arg(parser.value(o.shard)));
            return kExitBadInput;
        }
        // Every N-th input by name from the K-th, as a screenshot batch slices its folder.
        std::vector<Input> slice;
        for (std::size_t i = std::size_t(shard->first - 1); i < inputs.size(); i += std::size_t(shard->second)) {
            slice.push_back(inputs[i]);
        }
        inputs = std::move(slice);
        shardText = QStringLiteral("%1/%2").arg(shard->first).arg(shard->second);
    }
    const std::optional<int> jobs = batchJobs(parser, o.jobs);
    if (!jobs) {
        return kExitBadInput;
    }
    const int parallel = *jobs;
    const std::optional<double> timeout = caseTimeoutSeconds(parser, o.caseTimeout);
    if (!timeout) {
        return kExitBadInput;
    }
    // --report DIR: the three reports in one folder, as a shard leaves them for `report merge`.
    const std::optional<BatchReportPaths> reportFiles = batchReportPaths(parser, o.html, o.junit, o.report);
    if (!reportFiles) {
        return kExitBadInput;
    }
    const QString junitPath = reportFiles->junit, htmlPath = reportFiles->html, jsonPath = reportFiles->json;
    const double timeoutSeconds = *timeout;

    // Each input in its own child, --jobs at a time; the children end with the batch however it
    // ends, and one that outruns --case-timeout is killed and costs only its case.
    std::vector<CheckCase> cases;
    std::vector<QString> paths;  // as given, for the children
    for (const Input& input : inputs) {
        CheckCase c;
        c.name = input.name;
        c.input = QFileInfo(input.path).absoluteFilePath();
        c.classname = !batch.classname.isEmpty() ? batch.classname : QFileInfo(input.path).baseName();
        cases.push_back(std::move(c));
        paths.push_back(input.path);
    }
    struct Child {
        std::size_t index = 0;
        std::unique_ptr<QProcess> process;
        QElapsedTimer clock;
    };
    std::vector<Child> running;
    const QStringList language = languageArguments();
    const auto start = [&](std::size_t i) {
        Child child{i, std::make_unique<QProcess>(), {}};
        child.process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
        child.process->start(QCoreApplication::applicationFilePath(),
                             language + QStringList{batch.command, paths[i]} + batch.arguments
                                 + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        child.clock.start();
        running.push_back(std::move(child));
    };
    const auto judged = [&](CheckCase& c, const QString& path, QProcess& process, bool timedOut) {
        const QByteArray out = process.readAllStandardOutput();
        const QByteArray err = process.readAllStandardError();
        const QString what = QStringLiteral("%1 %2").arg(batch.command, path);
        if (timedOut) {
            c.verdict = notChecked(Cli::tr("%1 did not finish in %2 s: stopped").arg(what).arg(timeoutSeconds));
            return;
        }
        if (process.exitStatus() != QProcess::NormalExit) {
            c.verdict = notChecked(Cli::tr("%1 crashed: %2").arg(what, lastLines(err, 3).join(QStringLiteral("; "))));
            return;
        }
        c.run.exitCode = process.exitCode();
        // What it said beside its report, but the notes (info) each load repeats.
        c.run.stderrLines = lastLines(err, kKeptLines).filter(QRegularExpression(QStringLiteral("^(?!.*\\binfo \\[)")));
        const QJsonDocument json = QJsonDocument::fromJson(out);
        c.run.json = json.object();
        if (c.run.exitCode < 0 || c.run.exitCode > 2 || (c.run.exitCode != 2 && !json.isObject())) {
            c.verdict = notChecked(Cli::tr("%1 ended with exit %2 and no report: %3")
                                       .arg(what)
                                       .arg(c.run.exitCode)
                                       .arg(lastLines(err, 3).join(QStringLiteral("; "))));
            return;
        }
        c.verdict = batch.judge(c.run);
        if (c.verdict.status == CaseStatus::Error && c.verdict.message.isEmpty()) {
            c.verdict.message = lastLines(err, 3).join(QStringLiteral("; "));
            c.run.stderrLines = QStringList();  // said as the error
        }
        c.warnings = c.run.stderrLines;
    };
    std::size_t next = 0;
    while (next < cases.size() || !running.empty()) {
        while (int(running.size()) < parallel && next < cases.size()) {
            start(next++);
        }
        // Each child in turn, briefly: their output is read while they run, so none blocks on a full pipe.
        const int waitMs = running.size() > 1 ? 5 : 50;
        for (auto it = running.begin(); it != running.end();) {
            QProcess& process = *it->process;
            CheckCase& c = cases[it->index];
            const bool finished = process.state() == QProcess::NotRunning || process.waitForFinished(waitMs);
            const bool timedOut = !finished && double(it->clock.elapsed()) > timeoutSeconds * 1000.0;
            if (!finished && !timedOut) {
                ++it;
                continue;
            }
            if (timedOut) {
                process.kill();
                process.waitForFinished(3000);
            }
            c.seconds = double(it->clock.nsecsElapsed()) * 1e-9;
            judged(c, paths[it->index], process, timedOut);
            it = running.erase(it);
        }
    }

    // The reports, from the cases alone.
    CheckReport report;
    report.command = batch.command;
    report.arguments = batch.arguments;
    report.suite = QStringLiteral("%1 %2").arg(batch.command, parser.positionalArguments().join(QLatin1Char(' ')));
    report.title = batch.title;
    report.shard = shardText;
    report.cases = std::move(cases);
    return writeCheckReports(report, format, junitPath, htmlPath, jsonPath);
}

}  // namespace rigstage::cli
