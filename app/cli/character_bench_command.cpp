#include "cli/character_bench_command.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "character/character_bench.h"
#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "io/character_loader.h"

namespace rigstage::cli {

namespace {

QJsonObject statsJson(const BenchStats& s)
{
    return {{QStringLiteral("median"), s.median}, {QStringLiteral("min"), s.min}, {QStringLiteral("max"), s.max}};
}

QString resultJson(const BenchResult& r)
{
    QJsonArray stages;
    for (const BenchStageCost& s : r.stages) {
        stages.append(QJsonObject{{QStringLiteral("stage"), QString::fromStdString(s.stage)},
                                  {QStringLiteral("microseconds"), s.microseconds}});
    }
    QJsonArray controllers;
    for (const ControllerCostRow& c : r.controllers) {
        controllers.append(QJsonObject{{QStringLiteral("type"), QString::fromStdString(c.type)},
                                       {QStringLiteral("calls"), static_cast<double>(c.calls)},
                                       {QStringLiteral("nanosecondsPerCall"), c.nanosecondsPerCall()},
                                       {QStringLiteral("countPerCharacter"), c.countPerCharacter},
                                       {QStringLiteral("microsecondsPerCharacter"),
                                        c.nanosecondsPerCall() * c.countPerCharacter / 1000.0}});
    }
    QJsonArray helpers;
    for (const BenchHelperCost& h : r.helperCosts) {
        helpers.append(QJsonObject{{QStringLiteral("bone"), QString::fromStdString(h.bone)},
                                   {QStringLiteral("nanoseconds"), h.nanoseconds}});
    }
    const QJsonObject root{{QStringLiteral("character"), QString::fromStdString(r.character)},
                           {QStringLiteral("bones"), r.bones},
                           {QStringLiteral("helpers"), r.helpers},
                           {QStringLiteral("instances"), r.instances},
                           {QStringLiteral("threads"), r.threads},
                           {QStringLiteral("frames"), r.frames},
                           {QStringLiteral("microsecondsPerCharacter"), statsJson(r.frame)},
                           {QStringLiteral("microsecondsPerCharacterOneThread"), statsJson(r.oneThread)},
                           {QStringLiteral("parallelEfficiency"), r.parallelEfficiency},
                           {QStringLiteral("charactersPer60HzFrame"), r.charactersPer60HzFrame},
                           {QStringLiteral("bytesPerCharacter"), static_cast<qint64>(r.bytesPerCharacter)},
                           {QStringLiteral("stages"), stages},
                           {QStringLiteral("controllers"), controllers},
                           {QStringLiteral("helperCosts"), helpers}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

QString resultText(const BenchResult& r)
{
    const auto us = [](double v) { return QString::number(v, 'f', 2); };
    QStringList lines;
    lines << Cli::tr("%1: %2 bones, %3 helper joints; %4 instance(s) on %5 thread(s), %6 frames")
                 .arg(QString::fromStdString(r.character)).arg(r.bones).arg(r.helpers).arg(r.instances)
                 .arg(r.threads).arg(r.frames);
    lines << Cli::tr("whole frame: %1 µs per character (median; min %2, max %3)")
                 .arg(us(r.frame.median), us(r.frame.min), us(r.frame.max));
    if (r.threads > 1) {
        lines << Cli::tr("one thread: %1 µs per character (median); parallel efficiency %2 %")
                     .arg(us(r.oneThread.median), QString::number(100.0 * r.parallelEfficiency, 'f', 0));
    }
    lines << Cli::tr("characters per 60 Hz frame: %1").arg(static_cast<long long>(r.charactersPer60HzFrame));
    if (r.bytesPerCharacter > 0) {
        lines << Cli::tr("memory per character: %1 KB (the heap one more character of the crowd holds)")
                     .arg(QString::number(r.bytesPerCharacter / 1024.0, 'f', 1));
    }
    lines << QString() << Cli::tr("stages (one thread, mean µs per character per frame):");
    for (const BenchStageCost& s : r.stages) {
        lines << QStringLiteral("  %1 %2").arg(QString::fromStdString(s.stage), -12).arg(us(s.microseconds), 8);
    }
    if (!r.controllers.empty()) {
        lines << QString() << Cli::tr("controllers (one thread): type, calls, ns per call, count per character, µs per character");
        for (const ControllerCostRow& c : r.controllers) {
            lines << QStringLiteral("  %1 %2 %3 %4 %5")
                         .arg(QString::fromStdString(c.type), -40)
                         .arg(c.calls, 9)
                         .arg(QString::number(c.nanosecondsPerCall(), 'f', 1), 8)
                         .arg(c.countPerCharacter, 4)
                         .arg(us(c.nanosecondsPerCall() * c.countPerCharacter / 1000.0), 8);
        }
        lines << QString() << Cli::tr("most expensive helper joints (ns per frame):");
        for (std::size_t i = 0; i < r.helperCosts.size() && i < 5; ++i) {
            lines << QStringLiteral("  %1 %2").arg(QString::fromStdString(r.helperCosts[i].bone), -40)
                         .arg(QString::number(r.helperCosts[i].nanoseconds, 'f', 0), 8);
        }
    }
    return lines.join(QLatin1Char('\n'));
}

bool positiveInt(const QString& text, int& out, int max)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < 0 || v > max) {
        return false;
    }
    out = v;
    return true;
}

}  // namespace

int runCharacterBench(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Measures what a character costs per frame: the whole frame per character (median, min, max), per stage, "
        "per controller type and per helper joint, and the parallel efficiency of a crowd. Without a manifest, "
        "runs the benchmarks of tests/benchmarks (Google Benchmark options pass through); with --goals, the ones that "
        "measure the goals of docs/performance.md, shown as this machine's figures against the goals."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("manifest"), Cli::tr("Character manifest or model file."));
    const QCommandLineOption instancesOption(QStringLiteral("instances"), Cli::tr("Characters per frame (1)."),
                                             Cli::tr("count"), QStringLiteral("1"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), Cli::tr("Threads; 0 is every core (1)."),
                                           Cli::tr("count"), QStringLiteral("1"));
    const QCommandLineOption framesOption(QStringLiteral("frames"), Cli::tr("Frames measured (300)."),
                                          Cli::tr("count"), QStringLiteral("300"));
    const QCommandLineOption clipOption(QStringLiteral("clip"), Cli::tr("Clip to play (default: the first one)."),
                                        Cli::tr("name"));
    const QCommandLineOption formatOption(QStringLiteral("format"), Cli::tr("Output format: text or json."),
                                          Cli::tr("format"), QStringLiteral("text"));
    parser.addOptions({instancesOption, threadsOption, framesOption, clipOption, formatOption});
    const QString usage = Cli::tr("bench needs a manifest; see rigstage-cli bench --help");
    if (const int exit = parseCommandLine(parser, arguments, 1, usage); exit >= 0) {
        return exit;
    }
    BenchOptions options;
    if (!positiveInt(parser.value(instancesOption), options.instances, 100000) || options.instances < 1) {
        writeErr(Cli::tr("--instances expects a whole number from 1 to 100000; got '%1'").arg(parser.value(instancesOption)));
        return kExitBadInput;
    }
    if (!positiveInt(parser.value(threadsOption), options.threads, 1024)) {
        writeErr(Cli::tr("--threads expects a whole number from 0 (every core) to 1024; got '%1'").arg(parser.value(threadsOption)));
        return kExitBadInput;
    }
    if (!positiveInt(parser.value(framesOption), options.frames, 1000000) || options.frames < 1) {
        writeErr(Cli::tr("--frames expects a whole number from 1 to 1000000; got '%1'").arg(parser.value(framesOption)));
        return kExitBadInput;
    }
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        writeErr(Cli::tr("--format expects text or json; got '%1'").arg(format));
        return kExitBadInput;
    }
    const QString manifest = parser.positionalArguments().front();
    Diagnostics diagnostics;
    auto data = loadCharacter(manifest.toStdString(), diagnostics);
    if (!data || !data->framework || diagnostics.hasErrors()) {
        printDiagnostics(diagnostics);
        writeErr(Cli::tr("%1 does not load; validate it first").arg(manifest));
        return kExitBadInput;
    }
    if (parser.isSet(clipOption)) {
        options.clip = data->findClip(parser.value(clipOption).toStdString());
        if (options.clip < 0) {
            writeErr(Cli::tr("%1 has no clip named '%2'").arg(manifest, parser.value(clipOption)));
            return kExitBadInput;
        }
    } else if (data->clips.empty()) {
        options.clip = -1;
    }
    BenchResult result;
    if (!runCharacterBench(*data, options, result, diagnostics)) {
        printDiagnostics(diagnostics);
        writeErr(Cli::tr("%1 does not build; validate it first").arg(manifest));
        return kExitBadInput;
    }
    writeOut(format == QLatin1String("json") ? resultJson(result) : resultText(result));
    return kExitOk;
}

}  // namespace rigstage::cli
