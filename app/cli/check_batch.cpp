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

struct Case {
    Input input;
    CheckRun run;
    CheckVerdict verdict;
    QStringList warnings;
    double seconds = 0.0;
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

}  // namespace

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
            caseTimeoutOption()};
}

QCommandLineOption caseTimeoutOption()
{
    return QCommandLineOption(QStringLiteral("case-timeout"),
                              Cli::tr("In a batch: seconds one case may take before it is stopped and counted as not compared "
                                      "(default 300)."),
                              Cli::tr("seconds"), QStringLiteral("300"));
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
    int parallel = QThread::idealThreadCount();
    if (parser.isSet(o.jobs)) {
        bool ok = false;
        parallel = parser.value(o.jobs).toInt(&ok);
        if (!ok || parallel < 1 || parallel > 256) {
            writeErr(Cli::tr("--jobs expects a whole number from 1 to 256; got '%1'").arg(parser.value(o.jobs)));
            return kExitBadInput;
        }
    }
    const std::optional<double> timeout = caseTimeoutSeconds(parser, o.caseTimeout);
    if (!timeout) {
        return kExitBadInput;
    }
    const double timeoutSeconds = *timeout;

    // Each input in its own child, --jobs at a time; the children end with the batch however it
    // ends, and one that outruns --case-timeout is killed and costs only its case.
    std::vector<Case> cases;
    for (const Input& input : inputs) {
        cases.push_back({input, {}, {}, {}, 0.0});
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
                             language + QStringList{batch.command, cases[i].input.path} + batch.arguments
                                 + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        child.clock.start();
        running.push_back(std::move(child));
    };
    const auto judged = [&](Case& c, QProcess& process, bool timedOut) {
        const QByteArray out = process.readAllStandardOutput();
        const QByteArray err = process.readAllStandardError();
        const QString what = QStringLiteral("%1 %2").arg(batch.command, c.input.path);
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
            Case& c = cases[it->index];
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
            judged(c, process, timedOut);
            it = running.erase(it);
        }
    }

    // The reports, from the cases alone.
    std::vector<CaseStatus> statuses;
    for (const Case& c : cases) {
        statuses.push_back(c.verdict.status);
    }
    const BatchCounts counts = countStatuses(statuses);
    const QString summary = countsSummary(counts);
    const QString suite = QStringLiteral("%1 %2").arg(batch.command, parser.positionalArguments().join(QLatin1Char(' ')));
    const auto classnameOf = [&](const Case& c) {
        return !batch.classname.isEmpty() ? batch.classname : QFileInfo(c.input.path).baseName();
    };
    const auto junit = [&] {
        std::vector<JunitCase> junitCases;
        for (const Case& c : cases) {
            JunitCase j{classnameOf(c), c.input.name, c.seconds, c.verdict.properties, {}, {}, {}};
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
        return junitSuite(suite, junitCases);
    };
    if (format == QLatin1String("json")) {
        QJsonArray results;
        for (const Case& c : cases) {
            QJsonObject result{{QStringLiteral("name"), c.input.name},
                               {QStringLiteral("input"), QFileInfo(c.input.path).absoluteFilePath()},
                               {QStringLiteral("status"), statusLabel(c.verdict.status)},
                               {QStringLiteral("seconds"), c.seconds}};
            if (c.verdict.status == CaseStatus::Error) {
                result.insert(QStringLiteral("error"), c.verdict.message);
            } else {
                result.insert(QStringLiteral("verdict"), c.verdict.verdict);
            }
            if (!c.run.json.isEmpty()) {  // what the command alone prints with --format json
                result.insert(QStringLiteral("exit"), c.run.exitCode);
                result.insert(QStringLiteral("result"), c.run.json);
            }
            results.append(result);
        }
        QJsonObject json{{QStringLiteral("command"), batch.command},   {QStringLiteral("compared"), counts.compared},
                         {QStringLiteral("passed"), counts.passed},    {QStringLiteral("failed"), counts.failed},
                         {QStringLiteral("errors"), counts.errors},    {QStringLiteral("warned"), counts.warned},
                         {QStringLiteral("results"), results}};
        if (!shardText.isEmpty()) {
            json.insert(QStringLiteral("shard"), shardText);
        }
        writeOut(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else if (format == QLatin1String("junit")) {
        writeOut(junit());
    } else {
        QStringList lines;
        for (const Case& c : cases) {
            lines << (c.verdict.status == CaseStatus::Error ? Cli::tr("%1: not compared: %2").arg(c.input.name, c.verdict.message)
                                                            : QStringLiteral("%1: %2: %3").arg(c.input.name, statusLabel(c.verdict.status), c.verdict.verdict));
            for (const QString& line : c.verdict.details + c.warnings) {
                lines << QStringLiteral("  ") + line;
            }
        }
        lines << summary;
        if (counts.warned > 0) {
            lines << Cli::tr("%n of the passes warned", nullptr, counts.warned);
        }
        writeOut(lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    QString error;
    for (const QCommandLineOption& file : {o.junit, o.html}) {
        if (parser.isSet(file) && !QDir().mkpath(QFileInfo(parser.value(file)).absolutePath())) {
            writeErr(Cli::tr("cannot write %1: its folder cannot be made").arg(parser.value(file)));
            return kExitBadInput;
        }
    }
    if (parser.isSet(o.junit) && !writeReportFile(parser.value(o.junit), junit(), error)) {
        writeErr(error);
        return kExitBadInput;
    }
    if (parser.isSet(o.html)) {
        std::vector<ReportCase> page;
        for (const Case& c : cases) {
            ReportCase r;
            r.name = c.input.name;
            r.status = c.verdict.status;
            r.score = c.verdict.score;
            r.verdict = c.verdict.verdict;
            r.error = c.verdict.message;
            r.details = c.verdict.details;
            r.warnings = c.warnings;
            page.push_back(r);
        }
        if (!writeReportFile(parser.value(o.html), batchReportHtml(batch.title, summary, std::move(page)).toUtf8(), error)) {
            writeErr(error);
            return kExitBadInput;
        }
    }
    return exitCodeOf(counts);
}

}  // namespace rigstage::cli
