#pragma once
// compare-pose and validate over many inputs (a folder of pose dumps, several manifests or a folder
// of them): each input is checked by the single command in a child process (`--format json`),
// --jobs at a time, so a case says exactly what the command alone says of it and one that crashes
// or hangs costs only itself. The reports are the ones a screenshot batch writes (text, JSON,
// JUnit, a self-contained HTML page: batch_report.h, compare_report_html.h), with the same counts
// and exit codes.

#include <QCommandLineOption>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "cli/batch_report.h"

class QCommandLineParser;

namespace rigstage::cli {

/// The options a batch of a checking command adds to its single form.
struct CheckBatchOptions {
    QCommandLineOption jobs;
    QCommandLineOption junit;
    QCommandLineOption html;
    QCommandLineOption shard;
    QCommandLineOption report;
    QCommandLineOption caseTimeout;
    QList<QCommandLineOption> all() const { return {jobs, junit, html, shard, report, caseTimeout}; }
};

/// --case-timeout SECONDS: how long one case of a batch may take (default 300 s).
QCommandLineOption caseTimeoutOption();

/// The --case-timeout given (0.1 to 86400 s); nullopt with the reason said otherwise.
std::optional<double> caseTimeoutSeconds(const QCommandLineParser& parser, const QCommandLineOption& option);

/// --jobs N: how many cases run at once (1 to 256; the cores when not given); nullopt with the
/// reason said otherwise.
std::optional<int> batchJobs(const QCommandLineParser& parser, const QCommandLineOption& jobs);

/// The report files a batch writes: --html and --junit as given, or --report DIR's three
/// (DIR/index.html, DIR/junit.xml, DIR/report.json; an earlier run's report.json removed).
/// nullopt with the reason said when both forms are given or DIR cannot be made.
struct BatchReportPaths {
    QString html;
    QString junit;
    QString json;
};
std::optional<BatchReportPaths> batchReportPaths(const QCommandLineParser& parser, const QCommandLineOption& html,
                                                 const QCommandLineOption& junit, const QCommandLineOption& report);

/// inputs names what one input is (a pose dump, a manifest) in the options' help.
CheckBatchOptions checkBatchOptions(const QString& inputs);

/// Whether the command line asks for a batch: several inputs, a folder, or a batch option.
bool wantsCheckBatch(const QCommandLineParser& parser, const CheckBatchOptions& options);

/// What one input's child printed and how it ended.
struct CheckRun {
    int exitCode = 0;       ///< 0 (pass), 1 (a check failed) or 2 (bad input).
    QJsonObject json;       ///< Its standard output, `--format json`.
    QStringList stderrLines;
};

/// What a command makes of one run.
struct CheckVerdict {
    CaseStatus status = CaseStatus::Error;
    double score = 0.0;     ///< Orders the cases of one status in the HTML page: lowest (worst) first.
    QString verdict;        ///< The numbers of its line ("2 of 3 frames diverge ...").
    QString message;        ///< A failure's or an error's message (JUnit's <failure> or <error>).
    QStringList details;    ///< Lines that explain it (the diverging frames, the findings).
    std::vector<std::pair<QString, QString>> properties;  ///< JUnit properties.
};

struct CheckBatch {
    QString command;          ///< The subcommand each child runs: compare-pose or validate.
    QStringList arguments;    ///< The command's own options, given to every child.
    QStringList nameFilters;  ///< The files of a folder given as input (*.json).
    bool recursive = false;   ///< Whether a folder's subfolders are searched too.
    QString title;            ///< The HTML page's title.
    QString classname;        ///< Every case's JUnit classname; empty: each input's own name without extensions.
    std::function<CheckVerdict(const CheckRun&)> judge;
};

/// One input's outcome, as the reports give it.
struct CheckCase {
    QString name;        ///< As the reports name it: the path given, or the path inside the folder given.
    QString input;       ///< The input's absolute path.
    QString classname;   ///< JUnit's classname: the character.
    CheckRun run;        ///< Its json is empty when the child printed no report.
    CheckVerdict verdict;
    QStringList warnings;  ///< What the child said beside its report.
    double seconds = 0.0;
};

/// A batch of compare-pose or validate, or one shard of it: what its reports are written from.
struct CheckReport {
    QString command;        ///< compare-pose or validate.
    QStringList arguments;  ///< The options every input was checked with.
    QString suite;          ///< The JUnit testsuite's name: the command and its inputs.
    QString title;          ///< The HTML page's title.
    QString shard;          ///< "K/N" for a shard, empty for a whole batch.
    std::vector<CheckCase> cases;  ///< By name.
};

BatchCounts checkCounts(const CheckReport& report);

/// A line per case (the lines that explain it indented below), the counts, the warned count.
QStringList checkTextLines(const CheckReport& report);

/// The counts, command, arguments, suite, title and shard, and one result per case: name, input,
/// status ("error", "failed", "warned" or "passed"), seconds, its verdict or error, the single
/// command's exit and result, and what the JUnit and HTML forms show of it (classname, score,
/// message, details, warnings, properties).
QJsonObject checkJson(const CheckReport& report);

/// Reads back what checkJson wrote; nullopt with error set (without the file's name) when json is
/// not such a report.
std::optional<CheckReport> checkFromJson(const QJsonObject& json, QString& error);

/// One testsuite, a test case per input in name order.
QByteArray checkJunit(const CheckReport& report);

/// The self-contained page (nothing linked), worst first.
QString checkHtml(const CheckReport& report);

/// Prints the report on standard output in format (text, json or junit) and writes the files whose
/// paths are not empty (the JSON last: a report.json says the report beside it is whole). Returns
/// the batch's exit code, or 2 with the reason said when a file cannot be written.
int writeCheckReports(const CheckReport& report, const QString& format, const QString& junitPath, const QString& htmlPath,
                      const QString& jsonPath);

/// Runs batch over parser's positional arguments (files, and folders searched for nameFilters):
/// prints a line per case and the summary (format text), or the summary as json or junit, writes
/// --junit and --html, or all three reports into --report DIR (the form `report merge` joins the
/// shards of a batch from), and returns 2 when a case could not be checked, 1 when one failed, else 0.
int runCheckBatch(const QCommandLineParser& parser, const CheckBatchOptions& options, const CheckBatch& batch, const QString& format);

}  // namespace rigstage::cli
