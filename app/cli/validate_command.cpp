#include "cli/validate_command.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "io/character_loader.h"
#include "io/xml_support.h"
#include "validate/character_checks.h"

namespace rigstage::cli {

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
    const QCommandLineOption formatOption(QStringLiteral("format"), Cli::tr("Output format: text, json or junit."),
                                          Cli::tr("format"), QStringLiteral("text"));
    const QCommandLineOption baseOption(QStringLiteral("base"),
                                        Cli::tr("Check a costume template against this base character manifest."),
                                        Cli::tr("manifest"));
    parser.addOptions({formatOption, baseOption});
    const QString usage = Cli::tr("validate needs a manifest, or --base MANIFEST and a template; see rigstage-cli validate --help");
    if (const int exit = parseCommandLine(parser, arguments, -1, usage); exit >= 0) {
        return exit;
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || files.size() > (parser.isSet(baseOption) ? 2 : 1)) {
        writeErr(usage);
        return kExitBadInput;
    }
    ReportFormat format = ReportFormat::Text;
    if (!parseReportFormat(parser.value(formatOption), format)) {
        writeErr(Cli::tr("unknown --format '%1'; use text, json or junit").arg(parser.value(formatOption)));
        return kExitBadInput;
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
