#include "cli/upgrade_command.h"

#include <QCommandLineParser>
#include <QSaveFile>

#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "io/character_loader.h"
#include "io/helper_joint_setting_xml.h"
#include "io/manifest_xml.h"
#include "io/reaction_curve_edit.h"
#include "io/xml_support.h"

namespace rigstage::cli {

namespace {

/// The HelperJointSetting files a path stands for: itself, or those a manifest names.
bool settingFiles(const std::string& path, std::vector<std::string>& out, Diagnostics& diagnostics)
{
    if (xml::rootElementName(path) != "Character") {
        out.push_back(path);
        return true;
    }
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return false;
    }
    const auto manifest = parseManifestXml(*text, path, diagnostics);
    if (!manifest) {
        return false;
    }
    for (const ManifestLayer& layer : manifest->layers) {
        if (!layer.helperJoints.empty()) {
            out.push_back(resolveRelative(path, layer.helperJoints));
        }
    }
    for (const ManifestCostume& costume : manifest->costumes) {
        if (!costume.helperJoints.empty()) {
            out.push_back(resolveRelative(path, costume.helperJoints));
        }
    }
    return true;
}

/// Upgrades one file; returns the exit code for it.
int upgradeFile(const std::string& path, bool dryRun)
{
    Diagnostics diagnostics;
    const auto text = xml::readFile(path, diagnostics);
    const auto setting = text ? parseHelperJointSettingXml(*text, path, diagnostics) : std::nullopt;
    if (!setting) {
        printDiagnostics(diagnostics);
        return kExitBadInput;
    }
    const QString file = QString::fromStdString(path);
    if (!setting->unconvertedAngles.empty()) {
        // Written through as they stand, a NaN or a word would claim version 2's radians.
        for (const UnconvertedAngle& a : setting->unconvertedAngles) {
            diagnostics.error("xml.non-finite", path, a.element->GetLineNum(),
                              std::string("angle '") + a.attribute + "' of <" + a.element->Name() + "> is not a finite number ('"
                                  + a.element->Attribute(a.attribute) + "'), so it cannot be converted to radians",
                              {}, "Write the angle in degrees as a number, then upgrade again.");
        }
        printDiagnostics(diagnostics);
        writeErr(Cli::tr("%1: not upgraded; nothing written").arg(file));
        return kExitBadInput;
    }
    if (setting->upgraded.empty()) {
        writeOut(Cli::tr("%1: already version 2\n").arg(file));
        return kExitOk;
    }
    const auto patched = patchStartTagsInText(*text, setting->upgraded);
    const std::string written = patched ? *patched : writeHelperJointSettingXml(*setting);
    const qsizetype values = qsizetype(setting->upgraded.size()) - 1;  // the root's version is not a value
    if (dryRun) {
        writeOut(Cli::tr("%1: would be upgraded to version 2 (%n element(s) with angles in degrees)\n", nullptr, int(values)).arg(file));
        return kExitOk;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(written.data(), qint64(written.size())) < 0 || !out.commit()) {
        writeErr(Cli::tr("cannot write %1: %2").arg(file, out.errorString()));
        return kExitBadInput;
    }
    writeOut(Cli::tr("%1: upgraded to version 2 (%n element(s) with angles in degrees converted to radians)\n", nullptr, int(values)).arg(file));
    return kExitOk;
}

}  // namespace

int runUpgrade(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Rewrites version-1 HelperJointSetting files as version 2, with every angle in radians."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("files"), Cli::tr("HelperJointSetting files, or manifests (for every one they name)."),
                                 Cli::tr("FILE..."));
    const QCommandLineOption dryRunOption(QStringLiteral("dry-run"), Cli::tr("Say what would change; write nothing."));
    parser.addOption(dryRunOption);
    if (const int exit = parseCommandLine(parser, arguments, -1, QString()); exit >= 0) {
        return exit;
    }
    if (parser.positionalArguments().isEmpty()) {
        writeErr(Cli::tr("upgrade needs at least one file; see rigstage-cli upgrade --help"));
        return kExitBadInput;
    }
    int exit = kExitOk;
    for (const QString& argument : parser.positionalArguments()) {
        Diagnostics diagnostics;
        std::vector<std::string> files;
        if (!settingFiles(argument.toStdString(), files, diagnostics)) {
            printDiagnostics(diagnostics);
            exit = kExitBadInput;
            continue;
        }
        for (const std::string& f : files) {
            exit = std::max(exit, upgradeFile(f, parser.isSet(dryRunOption)));
        }
    }
    return exit;
}

}  // namespace rigstage::cli
