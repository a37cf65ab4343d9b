#include "cli/report_merge_command.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>
#include <optional>

#include "cli/cli_output.h"
#include "cli/check_batch.h"
#include "cli/cli_text.h"
#include "cli/compare_batch_report.h"
#include "cli/compare_jobs.h"
#include "viewport/capped_file.h"

namespace rigstage::cli {

namespace {

/// A report.json holds about a kilobyte per case: room for a few hundred thousand cases.
constexpr qint64 kReportBytes = qint64(256) << 20;

/// One shard's report: of a screenshot batch (compare FOLDER --rig), or of a compare-pose or
/// validate batch (check).
struct Shard {
    QString dir;   ///< The folder --report wrote.
    QString file;  ///< Its report.json.
    BatchReport report;
    std::optional<CheckReport> check;
    QString shardText;  ///< "K/N", empty for a whole batch.
    std::optional<std::pair<int, int>> slice;
    /// The command that wrote it, as the messages name it.
    QString kind() const { return check ? check->command : QStringLiteral("compare"); }
};

/// Copies the folder from into to (made), its files and folders below; false with error set.
bool copyFolder(const QString& from, const QString& to, QString& error)
{
    if (!QDir().mkpath(to)) {
        error = Cli::tr("cannot make the folder %1").arg(to);
        return false;
    }
    const QDir source(from);
    for (const QFileInfo& entry : source.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name)) {
        const QString target = QDir(to).filePath(entry.fileName());
        if (entry.isSymLink()) {
            continue;  // a report's pictures are plain files; a link could lead out of the shard
        }
        if (entry.isDir()) {
            if (!copyFolder(entry.filePath(), target, error)) {
                return false;
            }
        } else if (!QFile::copy(entry.filePath(), target)) {
            error = Cli::tr("cannot copy %1 to %2").arg(entry.filePath(), target);
            return false;
        }
    }
    return true;
}

/// The shard's report read from DIR/report.json; nullopt with the reason (naming the file) said.
std::optional<Shard> readShard(const QString& dir)
{
    Shard shard;
    shard.dir = dir;
    shard.file = reportJsonPath(dir);
    if (!QFileInfo(dir).isDir()) {
        writeErr(Cli::tr("%1 is not a folder: give the folders a batch's --report DIR wrote").arg(dir));
        return std::nullopt;
    }
    QString why;
    const std::optional<QByteArray> bytes = readCappedFile(shard.file, kReportBytes, Cli::tr("report file"), why);
    if (!bytes) {
        writeErr(Cli::tr("cannot read the shard's report %1: %2").arg(shard.file, why));
        return std::nullopt;
    }
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        writeErr(parse.error != QJsonParseError::NoError
                     ? Cli::tr("%1 is not valid JSON: %2 at byte %3").arg(shard.file, parse.errorString()).arg(parse.offset)
                     : Cli::tr("%1 is not a JSON object").arg(shard.file));
        return std::nullopt;
    }
    // A compare-pose or validate batch names its command; a screenshot batch's report has none.
    if (doc.object().contains(QStringLiteral("command"))) {
        shard.check = checkFromJson(doc.object(), why);
        if (!shard.check) {
            writeErr(QStringLiteral("%1: %2").arg(shard.file, why));
            return std::nullopt;
        }
        shard.shardText = shard.check->shard;
    } else {
        std::optional<BatchReport> report = batchFromJson(doc.object(), why);
        if (!report) {
            writeErr(QStringLiteral("%1: %2").arg(shard.file, why));
            return std::nullopt;
        }
        shard.report = std::move(*report);
        shard.shardText = shard.report.shard;
    }
    if (!shard.shardText.isEmpty()) {
        shard.slice = parseShard(shard.shardText);
        if (!shard.slice) {
            writeErr(Cli::tr("%1: its \"shard\" '%2' is not K/N").arg(shard.file, shard.shardText));
            return std::nullopt;
        }
    }
    if (shard.check) {
        return shard;  // its page holds everything: no pictures beside it
    }
    // Every case has its folder of pictures beside the page, or the merged page would link nothing.
    for (const BatchCase& c : shard.report.cases) {
        const QString caseDir = QDir(reportFilesDir(reportHtmlPath(dir))).filePath(c.name);
        if (!QFileInfo(caseDir).isDir()) {
            writeErr(Cli::tr("%1 lists the case %2, but its folder %3 is missing: a shard's report travels with its index_files folder")
                         .arg(shard.file, c.name, caseDir));
            return std::nullopt;
        }
    }
    return shard;
}

/// Refuses shards of different batches: their reports would not be one batch's.
bool sameBatch(const Shard& a, const Shard& b)
{
    const auto differ = [&](const QString& what, const QString& x, const QString& y) {
        writeErr(Cli::tr("%1 and %2 are not shards of one batch: their %3 differ (%4 and %5)").arg(a.file, b.file, what, x, y));
        return false;
    };
    if (a.kind() != b.kind()) {
        return differ(Cli::tr("commands"), a.kind(), b.kind());
    }
    if (a.check) {
        // The options each input was checked with; a file they name may lie in another folder on
        // another machine, so files are told apart by name.
        const auto names = [](const QStringList& arguments) {
            QStringList list;
            for (const QString& argument : arguments) {
                list << QFileInfo(argument).fileName();
            }
            return list.join(QLatin1Char(' '));
        };
        if (names(a.check->arguments) != names(b.check->arguments)) {
            return differ(Cli::tr("options"), a.check->arguments.join(QLatin1Char(' ')), b.check->arguments.join(QLatin1Char(' ')));
        }
    } else if (QDir(a.report.folder).dirName() != QDir(b.report.folder).dirName()) {
        return differ(Cli::tr("folders of references"), a.report.folder, b.report.folder);
    }
    if (!a.check && QFileInfo(a.report.rig).fileName() != QFileInfo(b.report.rig).fileName()) {
        return differ(Cli::tr("rigs"), a.report.rig, b.report.rig);
    }
    if (!a.check && a.report.minIou != b.report.minIou) {
        return differ(QStringLiteral("--min-iou"), QString::number(a.report.minIou), QString::number(b.report.minIou));
    }
    if (!a.check && a.report.warnIou != b.report.warnIou) {
        return differ(QStringLiteral("--warn-iou"), QString::number(a.report.warnIou), QString::number(b.report.warnIou));
    }
    if (!a.check && a.report.threshold != b.report.threshold) {
        return differ(QStringLiteral("--threshold"), QString::number(a.report.threshold), QString::number(b.report.threshold));
    }
    if (a.slice.has_value() != b.slice.has_value()) {
        return differ(Cli::tr("shards"), a.slice ? a.shardText : Cli::tr("the whole batch"), b.slice ? b.shardText : Cli::tr("the whole batch"));
    }
    if (a.slice && a.slice->second != b.slice->second) {
        return differ(Cli::tr("shard counts"), a.shardText, b.shardText);
    }
    return true;
}

/// The shards of a sliced batch are each there once, and all of them.
bool wholeSet(const std::vector<Shard>& shards)
{
    if (!shards.front().slice) {
        return true;
    }
    const int n = shards.front().slice->second;
    std::map<int, const Shard*> byIndex;
    for (const Shard& s : shards) {
        if (const auto [at, added] = byIndex.emplace(s.slice->first, &s); !added) {
            writeErr(Cli::tr("%1 and %2 are both shard %3").arg(at->second->file, s.file, s.shardText));
            return false;
        }
    }
    QStringList missing;
    for (int k = 1; k <= n; ++k) {
        if (!byIndex.count(k)) {
            missing << QStringLiteral("%1/%2").arg(k).arg(n);
        }
    }
    if (!missing.isEmpty()) {
        writeErr(Cli::tr("the shards %1 are missing: a report merged without them would leave their cases out").arg(missing.join(QStringLiteral(", "))));
        return false;
    }
    return true;
}

/// The shards of a compare-pose or validate batch joined: their cases in name order, the reports
/// written from them as the batch run whole writes them (its page holds everything).
int mergeChecks(const QString& out, const std::vector<Shard>& shards, const QString& format)
{
    CheckReport merged = *shards.front().check;
    merged.shard.clear();
    merged.cases.clear();
    std::map<QString, const Shard*> owner;
    for (const Shard& s : shards) {
        for (const CheckCase& c : s.check->cases) {
            if (const auto [at, added] = owner.emplace(c.name, &s); !added) {
                writeErr(Cli::tr("the case %1 is in both %2 and %3: a case belongs to one shard").arg(c.name, at->second->file, s.file));
                return kExitBadInput;
            }
            merged.cases.push_back(c);
        }
    }
    std::sort(merged.cases.begin(), merged.cases.end(), [](const CheckCase& a, const CheckCase& b) { return a.name < b.name; });
    if (!QDir().mkpath(out)) {
        writeErr(Cli::tr("cannot write the report into %1: it is not a folder and cannot be made one").arg(out));
        return kExitBadInput;
    }
    QFile::remove(reportJsonPath(out));  // written last, when the rest is there
    return writeCheckReports(merged, format, reportJunitPath(out), reportHtmlPath(out), reportJsonPath(out));
}

int runMerge(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Joins the reports of the shards of one batch (compare FOLDER --rig R, compare-pose DUMPS --rig R or validate "
        "MANIFESTS, each with --shard K/N --report DIR, one DIR per shard) into OUT as the batch run whole writes them: "
        "OUT/report.json, OUT/junit.xml and OUT/index.html with its pictures."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("out"), Cli::tr("Folder to write the merged report into."));
    parser.addPositionalArgument(QStringLiteral("shard"), Cli::tr("The folders the shards' --report wrote (all of them)."),
                                 QStringLiteral("SHARD..."));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          Cli::tr("What to print: text (a line per case and the counts), json or junit."),
                                          Cli::tr("format"), QStringLiteral("text"));
    parser.addOption(formatOption);
    const QString usage = Cli::tr("report merge needs the folder to write and the shards' report folders: "
                                  "rigstage-cli report merge OUT SHARD...; see rigstage-cli report merge --help");
    if (const int exit = parseCommandLine(parser, arguments, -1, usage); exit >= 0) {
        return exit;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2) {
        writeErr(usage);
        return kExitBadInput;
    }
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("junit")) {
        writeErr(Cli::tr("--format expects text, json or junit; got '%1'").arg(format));
        return kExitBadInput;
    }
    const QString out = positional.front();
    std::vector<Shard> shards;
    for (const QString& dir : positional.mid(1)) {
        std::optional<Shard> shard = readShard(dir);
        if (!shard) {
            return kExitBadInput;
        }
        if (QFileInfo(dir).canonicalFilePath() == QFileInfo(out).canonicalFilePath()) {
            writeErr(Cli::tr("%1 is one of the shards: merge into another folder").arg(out));
            return kExitBadInput;
        }
        if (!shards.empty() && !sameBatch(shards.front(), *shard)) {
            return kExitBadInput;
        }
        shards.push_back(std::move(*shard));
    }
    if (!wholeSet(shards)) {
        return kExitBadInput;
    }
    if (shards.front().check) {
        return mergeChecks(out, shards, format);
    }
    BatchReport merged = shards.front().report;
    merged.shard.clear();
    merged.cases.clear();
    std::map<QString, const Shard*> owner;
    std::vector<std::pair<BatchCase, const Shard*>> cases;
    for (const Shard& s : shards) {
        for (const BatchCase& c : s.report.cases) {
            if (const auto [at, added] = owner.emplace(c.name, &s); !added) {
                writeErr(Cli::tr("the case %1 is in both %2 and %3: a case belongs to one shard").arg(c.name, at->second->file, s.file));
                return kExitBadInput;
            }
            cases.emplace_back(c, &s);
        }
    }
    // In name order, as a batch run whole lists them.
    std::sort(cases.begin(), cases.end(), [](const auto& a, const auto& b) { return a.first.name < b.first.name; });

    if (!QDir().mkpath(out)) {
        writeErr(Cli::tr("cannot write the report into %1: it is not a folder and cannot be made one").arg(out));
        return kExitBadInput;
    }
    QFile::remove(reportJsonPath(out));  // written last, when the rest is there
    const QString htmlPath = reportHtmlPath(out);
    const QString filesDir = reportFilesDir(htmlPath);
    QString error;
    for (auto& [c, shard] : cases) {
        c.caseDir = QDir(filesDir).filePath(c.name);
        QDir(c.caseDir).removeRecursively();  // nothing left from an earlier merge
        if (!copyFolder(QDir(reportFilesDir(reportHtmlPath(shard->dir))).filePath(c.name), c.caseDir, error)) {
            writeErr(error);
            return kExitBadInput;
        }
        merged.cases.push_back(c);
    }
    if (format == QLatin1String("json")) {
        writeOut(QJsonDocument(batchJson(merged)).toJson(QJsonDocument::Indented));
    } else if (format == QLatin1String("junit")) {
        writeOut(QString::fromUtf8(batchJunit(merged)));
    } else {
        writeOut(batchTextLines(merged).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    if (!writeReportFile(reportJunitPath(out), batchJunit(merged), error)
        || !writeReportFile(htmlPath, batchHtml(merged, htmlPath).toUtf8(), error)
        || !writeReportFile(reportJsonPath(out), QJsonDocument(batchJson(merged)).toJson(QJsonDocument::Indented), error)) {
        writeErr(error);
        return kExitBadInput;
    }
    return batchExitCode(merged);
}

}  // namespace

int runReport(const QStringList& arguments)
{
    const QString usage = Cli::tr("report takes a subcommand: rigstage-cli report merge OUT SHARD...");
    if (arguments.size() >= 2 && arguments.at(1) == QLatin1String("merge")) {
        return runMerge(arguments.mid(1));  // "merge" stands in for argv[0]
    }
    if (arguments.size() >= 2 && (arguments.at(1) == QLatin1String("--help") || arguments.at(1) == QLatin1String("-h"))) {
        writeOut(usage + QLatin1Char('\n'));
        return kExitOk;
    }
    writeErr(arguments.size() >= 2 ? Cli::tr("unknown report subcommand '%1'; %2").arg(arguments.at(1), usage) : usage);
    return kExitBadInput;
}

}  // namespace rigstage::cli
