#include "cli/compare_batch_report.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

#include "cli/cli_text.h"
#include "cli/compare_report_html.h"

namespace rigstage::cli {

namespace {

/// The character a report's cases belong to (a JUnit classname): the rig file's name without its
/// extensions (walker.character.xml: walker).
QString characterOf(const QString& rig)
{
    return QFileInfo(rig).baseName();
}

double iouOf(const BatchCase& c)
{
    return c.numbers.value(QStringLiteral("iou")).toDouble();
}

bool acceptedOf(const BatchCase& c)
{
    return c.numbers.value(QStringLiteral("accepted")).toBool();  // now the reference: passes
}

bool failedOf(const BatchReport& r, const BatchCase& c)
{
    return c.ran && !acceptedOf(c) && iouOf(c) < r.minIou;
}

bool warnedOf(const BatchReport& r, const BatchCase& c)
{
    return c.ran && !acceptedOf(c) && iouOf(c) >= r.minIou && iouOf(c) < r.warnIou;
}

QStringList warningsOf(const BatchCase& c)
{
    QStringList warnings;
    for (const QJsonValue w : c.numbers.value(QStringLiteral("warnings")).toArray()) {
        warnings << w.toString();
    }
    return warnings;
}

/// A case's name names its folder in a report: nothing that could lead out of it.
bool isCaseName(const QString& name)
{
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..") && !name.contains(QLatin1Char('/'))
           && !name.contains(QLatin1Char('\\'));
}

}  // namespace

CaseStatus caseStatus(const BatchReport& report, const BatchCase& c)
{
    return !c.ran                 ? CaseStatus::Error
           : failedOf(report, c) ? CaseStatus::Fail
           : warnedOf(report, c) ? CaseStatus::Warn
                                 : CaseStatus::Pass;
}

BatchCounts batchCounts(const BatchReport& report)
{
    std::vector<CaseStatus> statuses;
    for (const BatchCase& c : report.cases) {
        statuses.push_back(caseStatus(report, c));
    }
    return countStatuses(statuses);
}

QString batchSummary(const BatchReport& report)
{
    return countsSummary(batchCounts(report), Cli::tr(" (under %1)").arg(report.minIou));
}

QStringList batchTextLines(const BatchReport& report)
{
    QStringList lines;
    for (const BatchCase& c : report.cases) {
        if (!c.ran) {
            lines << Cli::tr("%1: not compared: %2").arg(c.name, c.error);
            continue;
        }
        const double iou = iouOf(c);
        const bool clipped = c.numbers.value(QStringLiteral("clippedRender")).toBool();
        lines << Cli::tr("%1: IoU %2%3%4")
                     .arg(c.name)
                     .arg(iou, 0, 'f', 4)
                     .arg(clipped ? Cli::tr(" (of a clipped render)") : QString())
                     .arg(acceptedOf(c)          ? Cli::tr(" (accepted as the new reference)")
                          : failedOf(report, c) ? Cli::tr(" (under %1)").arg(report.minIou)
                          : warnedOf(report, c) ? Cli::tr(" (warned: under %1)").arg(report.warnIou)
                                                : QString());
        for (const QString& w : warningsOf(c)) {
            lines << QStringLiteral("  ") + w;
        }
    }
    lines << batchSummary(report);
    if (report.warnIou > report.minIou) {
        lines << Cli::tr("%n of the passes warned (under %1)", nullptr, batchCounts(report).warned).arg(report.warnIou);
    }
    return lines;
}

QJsonObject batchJson(const BatchReport& report)
{
    QJsonArray results;
    for (const BatchCase& c : report.cases) {
        if (!c.ran) {
            results.append(QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("error"), c.error}, {QStringLiteral("seconds"), c.seconds}});
            continue;
        }
        QJsonObject result = c.numbers;
        result.insert(QStringLiteral("name"), c.name);
        result.insert(QStringLiteral("pass"), !failedOf(report, c));
        result.insert(QStringLiteral("warned"), warnedOf(report, c));
        result.insert(QStringLiteral("seconds"), c.seconds);
        results.append(result);
    }
    const BatchCounts n = batchCounts(report);
    QJsonObject json{{QStringLiteral("compared"), n.compared}, {QStringLiteral("passed"), n.passed},
                     {QStringLiteral("failed"), n.failed},     {QStringLiteral("errors"), n.errors},
                     {QStringLiteral("minIou"), report.minIou}, {QStringLiteral("results"), results},
                     {QStringLiteral("warned"), n.warned},     {QStringLiteral("warnIou"), report.warnIou},
                     {QStringLiteral("folder"), report.folder}, {QStringLiteral("rig"), report.rig},
                     {QStringLiteral("threshold"), report.threshold}};
    if (!report.shard.isEmpty()) {
        json.insert(QStringLiteral("shard"), report.shard);
    }
    return json;
}

std::optional<BatchReport> batchFromJson(const QJsonObject& json, QString& error)
{
    BatchReport report;
    for (const char* key : {"folder", "rig"}) {
        if (!json.value(QLatin1String(key)).isString() || json.value(QLatin1String(key)).toString().isEmpty()) {
            error = Cli::tr("it has no \"%1\" (it is not the report.json of compare --report)").arg(QLatin1String(key));
            return std::nullopt;
        }
    }
    report.folder = json.value(QStringLiteral("folder")).toString();
    report.rig = json.value(QStringLiteral("rig")).toString();
    for (const auto& [key, value] : {std::pair{"minIou", &report.minIou}, std::pair{"warnIou", &report.warnIou}}) {
        *value = json.value(QLatin1String(key)).toDouble(std::nan(""));
        if (!(*value >= 0.0 && *value <= 1.0)) {
            error = Cli::tr("its \"%1\" is not a number from 0 to 1").arg(QLatin1String(key));
            return std::nullopt;
        }
    }
    const double threshold = json.value(QStringLiteral("threshold")).toDouble(std::nan(""));
    if (!(threshold >= 0 && threshold <= 765) || threshold != std::floor(threshold)) {
        error = Cli::tr("its \"threshold\" is not a whole number from 0 to 765");
        return std::nullopt;
    }
    report.threshold = int(threshold);
    if (json.contains(QStringLiteral("shard"))) {
        report.shard = json.value(QStringLiteral("shard")).toString();
        if (report.shard.isEmpty()) {
            error = Cli::tr("its \"shard\" is not K/N");
            return std::nullopt;
        }
    }
    if (!json.value(QStringLiteral("results")).isArray()) {
        error = Cli::tr("it has no \"results\" list");
        return std::nullopt;
    }
    int index = 0;
    for (const QJsonValue value : json.value(QStringLiteral("results")).toArray()) {
        ++index;
        const QJsonObject result = value.toObject();
        BatchCase c;
        c.name = result.value(QStringLiteral("name")).toString();
        if (!isCaseName(c.name)) {
            error = Cli::tr("result %1 has no \"name\" that can name a folder").arg(index);
            return std::nullopt;
        }
        c.seconds = result.value(QStringLiteral("seconds")).toDouble();
        if (result.value(QStringLiteral("error")).isString()) {
            c.error = result.value(QStringLiteral("error")).toString();
        } else if (result.value(QStringLiteral("iou")).isDouble()) {
            c.ran = true;
            c.numbers = result;
            // Worked out again from the thresholds when the report is written.
            for (const char* key : {"name", "pass", "warned", "seconds"}) {
                c.numbers.remove(QLatin1String(key));
            }
        } else {
            error = Cli::tr("result %1 (%2) has neither an \"iou\" nor an \"error\"").arg(index).arg(c.name);
            return std::nullopt;
        }
        report.cases.push_back(c);
    }
    return report;
}

QByteArray batchJunit(const BatchReport& report)
{
    std::vector<JunitCase> cases;
    for (const BatchCase& c : report.cases) {
        JunitCase j{characterOf(report.rig), c.name, c.seconds, {}, {}, c.ran ? QString() : c.error, {}};
        if (!c.ran) {
            cases.push_back(j);
            continue;
        }
        const double iou = iouOf(c);
        for (const QString& key : {QStringLiteral("iou"), QStringLiteral("onlyFirst"), QStringLiteral("onlySecond")}) {
            j.properties.emplace_back(key, QString::number(c.numbers.value(key).toDouble(), 'g', 6));
        }
        if (c.numbers.value(QStringLiteral("clippedRender")).toBool()) {
            j.properties.emplace_back(QStringLiteral("clippedRender"), QStringLiteral("true"));
        }
        if (failedOf(report, c)) {
            j.failure = Cli::tr("IoU %1 under %2").arg(iou, 0, 'f', 4).arg(report.minIou);
        }
        if (warnedOf(report, c)) {
            j.notes << Cli::tr("warned: IoU %1 under %2").arg(iou, 0, 'f', 4).arg(report.warnIou);
        }
        j.notes << warningsOf(c);
        // GitLab shows a test case's pictures named this way in its system-out.
        const QString diff = c.caseDir.isEmpty() ? QString() : QDir(c.caseDir).filePath(QStringLiteral("diff.png"));
        if (!diff.isEmpty() && QFileInfo::exists(diff)) {
            j.notes << QStringLiteral("[[ATTACHMENT|%1]]").arg(QFileInfo(diff).absoluteFilePath());
        }
        cases.push_back(j);
    }
    return junitSuite(QStringLiteral("compare %1").arg(QDir(report.folder).dirName()), cases);
}

QString batchHtml(const BatchReport& report, const QString& pagePath)
{
    const QDir base = QFileInfo(pagePath).absoluteDir();
    std::vector<ReportCase> cases;
    for (const BatchCase& job : report.cases) {
        ReportCase c;
        c.name = job.name;
        c.error = job.error;
        c.score = iouOf(job);
        c.status = caseStatus(report, job);
        if (job.ran) {
            c.verdict = Cli::tr("IoU %1 (fail under %2, warn under %3)")
                            .arg(c.score, 0, 'f', 4)
                            .arg(report.minIou)
                            .arg(std::max(report.minIou, report.warnIou));
            if (job.numbers.value(QStringLiteral("clippedRender")).toBool()) {
                c.verdict += Cli::tr(", of a clipped render");
            }
            if (acceptedOf(job)) {
                c.verdict += Cli::tr(", accepted as the new reference");
            }
        }
        c.warnings = warningsOf(job);
        for (const char* key : {"frame", "time", "fps", "clip", "camera"}) {
            if (job.numbers.contains(QLatin1String(key))) {
                c.drawn.insert(QLatin1String(key), job.numbers.value(QLatin1String(key)));
            }
        }
        // Only what is in the case's folder is linked, by a path relative to the page.
        if (!job.caseDir.isEmpty()) {
            const QDir caseDir(job.caseDir);
            const auto local = [&](const QString& file) {
                return QFileInfo::exists(caseDir.filePath(file)) ? base.relativeFilePath(caseDir.filePath(file)) : QString();
            };
            // The reference as copied (.png, .jpg or .jpeg); one that is no picture (the error said
            // so) is not shown as a broken one.
            for (const QString& suffix : {QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg")}) {
                if (c.reference.isEmpty()) {
                    c.reference = local(QStringLiteral("reference.") + suffix);
                }
            }
            if (!c.reference.isEmpty() && !QImageReader(base.filePath(c.reference)).canRead()) {
                c.reference.clear();
            }
            c.camera = local(QStringLiteral("camera.json"));
            c.render = local(QStringLiteral("render.png"));
            c.referenceMask = local(QStringLiteral("mask-a.png"));
            c.renderMask = local(QStringLiteral("mask-b.png"));
            c.difference = local(QStringLiteral("diff.png"));
        }
        cases.push_back(c);
    }
    return batchReportHtml(Cli::tr("Screenshot comparison: %1 against %2").arg(QDir(report.folder).dirName(), report.rig),
                           batchSummary(report), std::move(cases));
}

int batchExitCode(const BatchReport& report)
{
    return exitCodeOf(batchCounts(report));
}

QString reportJsonPath(const QString& dir)
{
    return QDir(dir).filePath(QStringLiteral("report.json"));
}

QString reportJunitPath(const QString& dir)
{
    return QDir(dir).filePath(QStringLiteral("junit.xml"));
}

QString reportHtmlPath(const QString& dir)
{
    return QDir(dir).filePath(QStringLiteral("index.html"));
}

QString reportFilesDir(const QString& pagePath)
{
    const QFileInfo html(pagePath);
    return html.absoluteDir().filePath(html.completeBaseName() + QStringLiteral("_files"));
}

}  // namespace rigstage::cli
