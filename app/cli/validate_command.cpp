#include "cli/validate_command.h"

#include <QCommandLineParser>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "character/character_instance.h"
#include "io/character_loader.h"
#include "validate/helper_checks.h"
#include "validate/layer_checks.h"

namespace rigstage::cli {

int runValidate(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Checks a character: files, naming convention, layer levels and dependencies. Exit code 0 when clean, "
        "1 when a check failed, 2 when a file could not be read."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("manifest"), Cli::tr("Character manifest (.xml)."));
    const QCommandLineOption formatOption(QStringLiteral("format"), Cli::tr("Output format: text, json or junit."),
                                          Cli::tr("format"), QStringLiteral("text"));
    parser.addOption(formatOption);
    const QString usage = Cli::tr("validate needs exactly one manifest; see rigstage-cli validate --help");
    if (const int exit = parseCommandLine(parser, arguments, 1, usage); exit >= 0) {
        return exit;
    }
    ReportFormat format = ReportFormat::Text;
    if (!parseReportFormat(parser.value(formatOption), format)) {
        writeErr(Cli::tr("unknown --format '%1'; use text, json or junit").arg(parser.value(formatOption)));
        return kExitBadInput;
    }
    const QString manifestPath = parser.positionalArguments().front();
    Diagnostics diagnostics;
    if (auto data = loadCharacter(manifestPath.toStdString(), diagnostics)) {
        diagnostics.append(checkLayers(data->layers));
        if (data->framework) {
            if (auto helpers = buildHelperJoints(*data, diagnostics)) {
                diagnostics.append(checkHelperLayers(*data->framework, *helpers));
            }
        }
    }
    writeOut(renderReport(diagnostics, manifestPath, format));
    return exitCodeFor(diagnostics);
}

}  // namespace rigstage::cli
