#include "cli/validate_command.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>

#include "cli/check_batch.h"
#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "io/character_loader.h"
#include "io/xml_support.h"
#include "validate/character_checks.h"

namespace rigstage::cli {

namespace {

/// A finding as renderReport's JSON holds it, in the line the text report prints.
QString findingLine(const QJsonObject& f)
{
    Diagnostic d;
    const QString severity = f.value(QStringLiteral("severity")).toString();
    d.severity = severity == QLatin1String("error") ? Severity::Error : severity == QLatin1String("warning") ? Severity::Warning : Severity::Info;
    d.code = f.value(QStringLiteral("code")).toString().toStdString();
    d.file = f.value(QStringLiteral("file")).toString().toStdString();
    d.line = f.value(QStringLiteral("line")).toInt();
    for (const QJsonValue b : f.value(QStringLiteral("bones")).toArray()) {
        d.bones.push_back(b.toString().toStdString());
    }
    d.message = f.value(QStringLiteral("message")).toString().toStdString();
    d.fix = f.value(QStringLiteral("fix")).toString().toStdString();
    return QString::fromStdString(formatDiagnostic(d));
}

/// A manifest's case in a batch, from what `validate MANIFEST --format json` printed: not checked
/// when a file could not be read (exit 2), failed on an error, warned on a warning.
CheckVerdict judgeValidation(const CheckRun& run)
{
    CheckVerdict v;
    const int errors = run.json.value(QStringLiteral("errors")).toInt();
    const int warnings = run.json.value(QStringLiteral("warnings")).toInt();
    QStringList errorLines;
    for (const QJsonValue value : run.json.value(QStringLiteral("findings")).toArray()) {
        const QString severity = value.toObject().value(QStringLiteral("severity")).toString();
        if (severity == QLatin1String("info")) {
            continue;  // notes, not findings a reviewer acts on
        }
        const QString line = findingLine(value.toObject());
        v.details << line;
        if (severity == QLatin1String("error")) {
            errorLines << line;
        }
    }
    v.properties = {{QStringLiteral("errors"), QString::number(errors)}, {QStringLiteral("warnings"), QString::number(warnings)}};
    v.verdict = Cli::tr("%1 error(s), %2 warning(s)").arg(errors).arg(warnings);
    // Fewer errors, then fewer warnings, rank higher.
    v.score = -1000.0 * errors - warnings;
    if (run.exitCode == kExitBadInput) {
        v.status = CaseStatus::Error;
        v.message = errorLines.mid(0, 3).join(QStringLiteral("; "));
        v.details.clear();
        return v;
    }
    v.status = run.exitCode == kExitCheckFailed ? CaseStatus::Fail : warnings > 0 ? CaseStatus::Warn : CaseStatus::Pass;
    if (v.status == CaseStatus::Fail) {
        v.message = v.verdict + QStringLiteral(": ") + errorLines.value(0);
    }
    return v;
}

}  // namespace

int runValidate(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Checks a character: files, naming convention, layer levels and dependencies. Exit code 0 when clean, "
        "1 when a check failed, 2 when a file could not be read."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 Cli::tr("Character manifest, or with --base a costume template: its Framework file and "
                                         "optionally its HelperJointSetting file."),
                                 QStringLiteral("FILE [FILE]"));
    parser.addPositionalArgument(QStringLiteral("more"),
                                 Cli::tr("Without --base: further manifests, or folders of them (every *.character.xml "
                                         "below), checked as a batch."),
                                 QStringLiteral("[MANIFEST...]"));
    const QCommandLineOption formatOption(QStringLiteral("format"), Cli::tr("Output format: text, json or junit."),
                                          Cli::tr("format"), QStringLiteral("text"));
    const QCommandLineOption baseOption(QStringLiteral("base"),
                                        Cli::tr("Check a costume template against this base character manifest."),
                                        Cli::tr("manifest"));
    parser.addOptions({formatOption, baseOption});
    const CheckBatchOptions batchOptions = checkBatchOptions(Cli::tr("Manifests"));
    parser.addOptions(batchOptions.all());
    const QString usage = Cli::tr("validate needs a manifest, or --base MANIFEST and a template; see rigstage-cli validate --help");
    if (const int exit = parseCommandLine(parser, arguments, -1, usage); exit >= 0) {
        return exit;
    }
    const QStringList files = parser.positionalArguments();
    ReportFormat format = ReportFormat::Text;
    if (!parseReportFormat(parser.value(formatOption), format)) {
        writeErr(Cli::tr("unknown --format '%1'; use text, json or junit").arg(parser.value(formatOption)));
        return kExitBadInput;
    }
    if (!files.isEmpty() && !parser.isSet(baseOption) && wantsCheckBatch(parser, batchOptions)) {
        // Each manifest in its own child, so one that cannot be read (or crashes the importer)
        // costs only its case.
        CheckBatch batch;
        batch.command = QStringLiteral("validate");
        batch.nameFilters = {QStringLiteral("*.character.xml")};
        batch.recursive = true;
        batch.title = Cli::tr("Validation: %1").arg(files.join(QStringLiteral(", ")));
        batch.judge = judgeValidation;
        return runCheckBatch(parser, batchOptions, batch, parser.value(formatOption));
    }
    if (files.isEmpty() || files.size() > (parser.isSet(baseOption) ? 2 : 1)) {
        writeErr(usage);
        return kExitBadInput;
    }
    if (parser.isSet(baseOption)) {
        for (const QCommandLineOption& option : batchOptions.all()) {
            if (parser.isSet(option)) {
                writeErr(Cli::tr("--%1 is for a batch of manifests; --base checks one template").arg(option.names().front()));
                return kExitBadInput;
            }
        }
    }
    Diagnostics diagnostics;
    if (!parser.isSet(baseOption)) {
        if (auto data = loadCharacter(files.front().toStdString(), diagnostics)) {
            diagnostics.append(validateCharacter(*data));
        }
        writeOut(renderReport(diagnostics, files.front(), format));
        return exitCodeFor(diagnostics);
    }
    // A template: a Framework file and maybe its HelperJointSetting, in either order.
    std::string frameworkPath, helpersPath;
    for (const QString& f : files) {
        const std::string root = xml::rootElementName(f.toStdString());
        (root == "HelperJointSetting" ? helpersPath : frameworkPath) = f.toStdString();
    }
    const QString subject = files.join(QStringLiteral(" + "));
    Diagnostics baseDiagnostics;
    const auto base = loadCharacter(parser.value(baseOption).toStdString(), baseDiagnostics);
    if (!base || !base->framework) {
        printDiagnostics(baseDiagnostics);
        writeErr(Cli::tr("the base character %1 does not load; validate it first").arg(parser.value(baseOption)));
        return kExitBadInput;
    }
    if (frameworkPath.empty()) {
        writeErr(Cli::tr("a template needs its Framework file; only a HelperJointSetting was given"));
        return kExitBadInput;
    }
    if (auto costume = loadCostume(QFileInfo(files.front()).baseName().toStdString(), frameworkPath, helpersPath, diagnostics)) {
        diagnostics.append(validateCostume(*base, *costume));
    }
    writeOut(renderReport(diagnostics, subject, format));
    return exitCodeFor(diagnostics);
}

}  // namespace rigstage::cli
