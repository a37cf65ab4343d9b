// rigstage-cli: validate, evaluate and benchmark characters without the window.

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <exception>
#include <new>
#include <memory>
#include <string>
#include <QLocale>
#include <QTranslator>

#include "cli/bench_command.h"
#include "cli/compare_pose_command.h"
#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/eval_command.h"
#include "cli/compare_command.h"
#include "cli/render_command.h"
#include "cli/report_merge_command.h"
#include "cli/xvfb_session.h"
#include "cli/upgrade_command.h"
#include "cli/validate_command.h"
#include "viewport/stage_window.h"

using namespace rigstage::cli;

namespace {

QString usage()
{
    return Cli::tr("Usage: rigstage-cli [--lang CODE] COMMAND [options]\n"
                   "\n"
                   "Commands:\n"
                   "  eval MANIFEST       world transforms of every bone for given frames, as JSON\n"
                   "  validate MANIFEST...  naming, layer and file checks of manifests or folders of them (text,\n"
                   "                      JSON, JUnit; several: one batch report, HTML too)\n"
                   "  render MANIFEST     the viewport's picture of the character at a frame, as PNG\n"
                   "  compare A B         silhouette overlap (IoU) of two screenshots; REF or FOLDER --rig R: of\n"
                   "                      references and the rig rendered from their cameras\n"
                   "  compare-pose DUMP... --rig R  DCC pose dumps or folders of them against the rig: the first\n"
                   "                      diverging bone (several: one batch report)\n"
                   "  report merge OUT SHARD...  join the reports of a batch's shards (compare, compare-pose or\n"
                   "                      validate with --shard K/N --report DIR) into one\n"
                   "  upgrade FILE...     rewrite version-1 HelperJointSetting files as version 2 (angles in radians)\n"
                   "  bench [MANIFEST]    what a rig costs per frame; without a manifest, the benchmarks\n"
                   "\n"
                   "Run 'rigstage-cli COMMAND --help' for the options of a command.\n"
                   "Exit codes: 0 ok, 1 a check failed, 2 bad input or usage.\n");
}

/// Installs the translation for --lang CODE (or the system locale) and removes the option.
void installTranslator(QCoreApplication& app, QStringList& args, QTranslator& translator)
{
    QLocale locale;
    const int at = args.indexOf(QStringLiteral("--lang"));
    if (at > 0 && at + 1 < args.size()) {
        locale = QLocale(args.at(at + 1));
        args.remove(at, 2);
    }
    if (translator.load(locale, QStringLiteral("rigstage"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        app.installTranslator(&translator);
    }
}

}  // namespace

/// The first argument that is not --lang or its value: the command.
std::string commandOf(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--lang") {
            ++i;
            continue;
        }
        return argv[i];
    }
    return {};
}

namespace {

int runCommand(int argc, char** argv, bool render);
int runNamedCommand(const QString& command, const QStringList& rest);

}  // namespace

int main(int argc, char** argv)
{
    // Rendering needs an X server and a GUI application; everything else stays headless.
    const bool render = commandOf(argc, argv) == "render";
    XvfbSession xvfb;
    std::string displayError;
    if (render) {
        if (!xvfb.ensureDisplay(displayError)) {
            std::fprintf(stderr, "rigstage-cli render: %s\n", displayError.c_str());
            return kExitBadInput;
        }
        rigstage::preferOpenGlRenderer();
    }
    // Caught here too (the command's own errors are caught and said in its language inside), so
    // that the session above stops its Xvfb and the exit code says "bad input" rather than an abort.
    try {
        return runCommand(argc, argv, render);
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "rigstage-cli: out of memory: the input is too large for this machine\n");
    } catch (const std::exception& e) {
        std::fprintf(stderr, "rigstage-cli: stopped by an unexpected error: %s\n", e.what());
    }
    return kExitBadInput;
}

namespace {

int runCommand(int argc, char** argv, bool render)
{
    std::unique_ptr<QCoreApplication> application(render ? new QGuiApplication(argc, argv) : new QCoreApplication(argc, argv));
    QCoreApplication& app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("rigstage-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGSTAGE_VERSION));
    QStringList args = QCoreApplication::arguments();
    QTranslator translator;
    installTranslator(app, args, translator);

    if (args.size() < 2 || args.at(1) == QLatin1String("--help") || args.at(1) == QLatin1String("-h")) {
        writeOut(usage());
        return args.size() < 2 ? kExitBadInput : kExitOk;
    }
    if (args.at(1) == QLatin1String("--version")) {
        writeOut(QStringLiteral("rigstage-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return kExitOk;
    }
    const QString command = args.at(1);
    const QStringList rest = args.mid(1);  // the command name stands in for argv[0]
    try {
        return runNamedCommand(command, rest);
    } catch (const std::bad_alloc&) {
        writeErr(Cli::tr("rigstage-cli %1: out of memory: the input is too large for this machine").arg(command));
    } catch (const std::exception& e) {
        writeErr(Cli::tr("rigstage-cli %1: stopped by an unexpected error: %2").arg(command, QString::fromLocal8Bit(e.what())));
    }
    return kExitBadInput;
}

int runNamedCommand(const QString& command, const QStringList& rest)
{
    if (command == QLatin1String("eval")) {
        return runEval(rest);
    }
    if (command == QLatin1String("validate")) {
        return runValidate(rest);
    }
    if (command == QLatin1String("render")) {
        return runRender(rest);
    }
    if (command == QLatin1String("compare")) {
        return runCompare(rest);
    }
    if (command == QLatin1String("compare-pose")) {
        return runComparePose(rest);
    }
    if (command == QLatin1String("report")) {
        return runReport(rest);
    }
    if (command == QLatin1String("upgrade")) {
        return runUpgrade(rest);
    }
    if (command == QLatin1String("bench")) {
        return runBench(rest);
    }
    writeErr(Cli::tr("unknown command '%1'").arg(command));
    writeErr(usage());
    return kExitBadInput;
}

}  // namespace
