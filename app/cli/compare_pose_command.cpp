#include "cli/compare_pose_command.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>
#include <optional>

#include "character/character_instance.h"
#include "cli/cli_output.h"
#include "cli/check_batch.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "io/character_loader.h"
#include "validate/pose_compare.h"
#include "viewport/pose_dump.h"

namespace rigstage::cli {

namespace {

QJsonObject divergenceJson(const Framework& fw, const BoneDivergence& d)
{
    return {{QStringLiteral("bone"), QString::fromStdString(fw.boneName(d.bone))},
            {QStringLiteral("distance"), double(d.distance)},
            {QStringLiteral("degrees"), double(d.degrees)},
            {QStringLiteral("scale"), double(d.scale)}};
}

/// A diverging bone as divergenceJson writes it: "bone (distance unit, degrees deg, scale s)".
QString describe(const QJsonObject& d, const QString& unit)
{
    return Cli::tr("%1 (%2 %5, %3 deg, scale %4)")
        .arg(d.value(QStringLiteral("bone")).toString())
        .arg(d.value(QStringLiteral("distance")).toDouble(), 0, 'g', 4)
        .arg(d.value(QStringLiteral("degrees")).toDouble(), 0, 'g', 4)
        .arg(d.value(QStringLiteral("scale")).toDouble(), 0, 'g', 3)
        .arg(unit);
}

QString divergenceLine(double frame, qsizetype diverging, int compared, const QString& culprit)
{
    return Cli::tr("frame %1: %2 of %3 bones diverge; the first in evaluation order: %4").arg(frame).arg(diverging).arg(compared).arg(culprit);
}

/// A dump's case in a batch, from what `compare-pose DUMP --format json` printed: a failure names
/// each diverging frame's culprit, as the text of a single compare-pose does.
CheckVerdict judgePoseDump(const CheckRun& run)
{
    CheckVerdict v;
    if (run.exitCode == kExitBadInput) {
        return v;  // an error: what it said on standard error
    }
    const QJsonObject units = run.json.value(QStringLiteral("units")).toObject();
    const QString unit = units.value(QStringLiteral("rig")).toString();
    const QJsonArray frames = run.json.value(QStringLiteral("frames")).toArray();
    double largestDistance = 0.0, largestDegrees = 0.0;
    QString first;
    int diverging = 0;
    for (const QJsonValue value : frames) {
        const QJsonObject f = value.toObject();
        largestDistance = std::max(largestDistance, f.value(QStringLiteral("largestDistance")).toDouble());
        largestDegrees = std::max(largestDegrees, f.value(QStringLiteral("largestDegrees")).toDouble());
        const QString culprit = f.value(QStringLiteral("culprit")).toString();
        if (culprit.isEmpty()) {
            continue;
        }
        ++diverging;
        const QJsonArray bones = f.value(QStringLiteral("diverging")).toArray();
        QJsonObject named;
        for (const QJsonValue b : bones) {
            if (b.toObject().value(QStringLiteral("bone")).toString() == culprit) {
                named = b.toObject();
            }
        }
        const QString line = divergenceLine(f.value(QStringLiteral("frame")).toDouble(), bones.size(),
                                            f.value(QStringLiteral("compared")).toInt(), describe(named, unit));
        if (first.isEmpty()) {
            first = line;
        }
        v.details << line;
    }
    if (const QString hint = run.json.value(QStringLiteral("hint")).toString(); !hint.isEmpty()) {
        v.details << hint;
    }
    v.properties = {{QStringLiteral("frames"), QString::number(frames.size())},
                    {QStringLiteral("diverging"), QString::number(diverging)},
                    {QStringLiteral("largestDistance"), QString::number(largestDistance, 'g', 6)},
                    {QStringLiteral("largestDegrees"), QString::number(largestDegrees, 'g', 6)},
                    {QStringLiteral("units"), units.value(QStringLiteral("text")).toString()}};
    v.score = frames.isEmpty() ? 0.0 : double(int(frames.size()) - diverging) / double(frames.size());
    if (run.exitCode == kExitOk) {
        v.status = CaseStatus::Pass;
        v.verdict = Cli::tr("%1 frame(s) agree (largest difference %2 %3, %4 deg)")
                        .arg(frames.size())
                        .arg(largestDistance, 0, 'g', 3)
                        .arg(unit)
                        .arg(largestDegrees, 0, 'g', 3);
        return v;
    }
    v.status = CaseStatus::Fail;
    v.details.prepend(units.value(QStringLiteral("text")).toString());  // a unit mistaken shows here first
    v.verdict = Cli::tr("%1 of %2 frame(s) diverge").arg(diverging).arg(frames.size());
    v.message = first.isEmpty() ? v.verdict : v.verdict + QStringLiteral("; ") + first;
    return v;
}

bool positive(const QString& text, float& out)
{
    bool ok = false;
    const float v = text.toFloat(&ok);
    if (!ok || !std::isfinite(v) || v < 0.0f) {
        return false;
    }
    out = v;
    return true;
}

/// A factor within 0.1% of a named unit's is that unit (a float dump gives 99.99998 for metres).
double snapToNamedUnit(double centimetres)
{
    for (const double named : {1.0, 100.0, 0.1, 2.54}) {
        if (std::abs(centimetres - named) <= 1e-3 * named) {
            return named;
        }
    }
    return centimetres;
}

}  // namespace

int runComparePose(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Compares a DCC's pose dump (per-bone world matrices, as eval writes them) with the rig, frame by frame, and "
        "names the first diverging bone in evaluation order: the likely culprit. Exit 0 when every frame agrees within "
        "the tolerances, 1 when one diverges, 2 on bad input."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("dump"),
                                 Cli::tr("Pose dump (JSON); several, or a folder of them (every NAME.json in it), make a batch."),
                                 QStringLiteral("DUMP [DUMP...]"));
    const QCommandLineOption rigOption(QStringLiteral("rig"), Cli::tr("Character manifest or model to evaluate."), Cli::tr("manifest"));
    const QCommandLineOption cmOption(QStringLiteral("tolerance-cm"), Cli::tr("Largest position difference (0.01, the rig's units)."),
                                      Cli::tr("distance"), QStringLiteral("0.01"));
    const QCommandLineOption degOption(QStringLiteral("tolerance-deg"), Cli::tr("Largest rotation difference in degrees (0.01)."),
                                       Cli::tr("degrees"), QStringLiteral("0.01"));
    const QCommandLineOption scaleOption(QStringLiteral("tolerance-scale"), Cli::tr("Largest relative scale difference (0.0001)."),
                                         Cli::tr("ratio"), QStringLiteral("0.0001"));
    const QCommandLineOption clipOption(QStringLiteral("clip"), Cli::tr("Clip to play (default: the dump's clip, else the first)."),
                                        Cli::tr("name"));
    const QCommandLineOption noProceduralOption(QStringLiteral("no-procedural"),
                                                Cli::tr("Evaluate the clip and the helper joints only, as the DCC baked them."));
    const QCommandLineOption formatOption(QStringLiteral("format"), Cli::tr("Output format: text, json or junit."),
                                          Cli::tr("format"), QStringLiteral("text"));
    const QCommandLineOption unitOption(QStringLiteral("dump-unit"),
                                        Cli::tr("Length unit of the dump's matrices: cm, m, mm, in or centimetres per unit "
                                                "(default: the dump's \"unit\", else the rig's)."),
                                        Cli::tr("unit"));
    parser.addOptions({rigOption, cmOption, degOption, scaleOption, clipOption, noProceduralOption, formatOption, unitOption});
    const CheckBatchOptions batchOptions = checkBatchOptions(Cli::tr("Dumps"));
    parser.addOptions(batchOptions.all());
    const QString usage = Cli::tr("compare-pose needs a dump and --rig MANIFEST; see rigstage-cli compare-pose --help");
    if (const int exit = parseCommandLine(parser, arguments, -1, usage); exit >= 0) {
        return exit;
    }
    if (!parser.isSet(rigOption) || parser.positionalArguments().isEmpty()) {
        writeErr(usage);
        return kExitBadInput;
    }
    PoseTolerance tolerance;
    if (!positive(parser.value(cmOption), tolerance.distance) || !positive(parser.value(degOption), tolerance.degrees)
        || !positive(parser.value(scaleOption), tolerance.scale)) {
        writeErr(Cli::tr("the tolerances expect numbers of 0 or more"));
        return kExitBadInput;
    }
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("junit")) {
        writeErr(Cli::tr("--format expects text, json or junit; got '%1'").arg(format));
        return kExitBadInput;
    }
    std::optional<double> optionUnit;
    if (parser.isSet(unitOption)) {
        optionUnit = centimetresPerUnit(parser.value(unitOption));
        if (!optionUnit) {
            writeErr(Cli::tr("--dump-unit expects cm, m, mm, in or a number of centimetres per unit (1e-6 to 1e6); got '%1'")
                         .arg(parser.value(unitOption)));
            return kExitBadInput;
        }
    }
    if (wantsCheckBatch(parser, batchOptions)) {
        // Every dump in its own child with the options given here, so a case says what
        // `compare-pose DUMP --format json` says of it.
        CheckBatch batch;
        batch.command = QStringLiteral("compare-pose");
        for (const QCommandLineOption& option : {rigOption, cmOption, degOption, scaleOption, clipOption, unitOption}) {
            if (parser.isSet(option)) {
                batch.arguments << QStringLiteral("--") + option.names().front() << parser.value(option);
            }
        }
        if (parser.isSet(noProceduralOption)) {
            batch.arguments << QStringLiteral("--no-procedural");
        }
        batch.nameFilters = {QStringLiteral("*.json")};
        batch.title = Cli::tr("Pose comparison: %1 against %2")
                          .arg(parser.positionalArguments().join(QStringLiteral(", ")), parser.value(rigOption));
        batch.classname = QFileInfo(parser.value(rigOption)).baseName();
        batch.judge = judgePoseDump;
        return runCheckBatch(parser, batchOptions, batch, format);
    }
    const QString dumpPath = parser.positionalArguments().front();
    PoseDump dump;
    QString error;
    if (!readPoseDump(dumpPath, dump, error)) {
        writeErr(error);
        return kExitBadInput;
    }
    const QString rigPath = parser.value(rigOption);
    Diagnostics diagnostics;
    auto data = loadCharacter(rigPath.toStdString(), diagnostics);
    printDiagnostics(diagnostics);
    if (!data || !data->framework || diagnostics.hasErrors()) {
        writeErr(Cli::tr("cannot evaluate %1: it did not load cleanly (see the errors above)").arg(rigPath));
        return kExitBadInput;
    }
    int clip = data->clips.empty() ? -1 : 0;
    const QString clipName = parser.isSet(clipOption) ? parser.value(clipOption) : dump.clip;
    if (!clipName.isEmpty()) {
        clip = data->findClip(clipName.toStdString());
        if (clip < 0) {
            writeErr(Cli::tr("%1 has no clip named '%2'").arg(rigPath, clipName));
            return kExitBadInput;
        }
    }
    auto instance = CharacterInstance::create(*data, diagnostics);
    if (!instance) {
        printDiagnostics(diagnostics);
        writeErr(Cli::tr("cannot evaluate %1: its helper joints did not compile").arg(rigPath));
        return kExitBadInput;
    }
    instance->setClip(clip, diagnostics);
    instance->setProceduralEnabled(!parser.isSet(noProceduralOption));
    const Framework& fw = instance->framework();

    // The dump's bones by rig index; the ones the rig lacks are named once.
    std::vector<int> rigIndex;
    QStringList unknown;
    for (const QString& name : dump.bones) {
        const int b = fw.findBone(name.toStdString());
        rigIndex.push_back(b);
        if (b < 0) {
            unknown << name;
        }
    }
    if (unknown.size() == dump.bones.size()) {
        writeErr(Cli::tr("no bone of %1 is in %2: is it the dump of another character?").arg(dumpPath, rigPath));
        return kExitBadInput;
    }
    if (!unknown.isEmpty()) {
        writeErr(Cli::tr("%n bone(s) of the dump are not in the rig and are not compared: %1", nullptr, int(unknown.size()))
                     .arg(unknown.mid(0, 10).join(QStringLiteral(", "))));
    }

    // Units: the rig's lengths are in its manifest's unit (a model's are converted to centimetres);
    // the dump's are in the unit it (or --dump-unit) names, else taken as the rig's, as eval writes.
    const double rigCm = centimetresPerUnit(QString::fromStdString(data->manifest.unit)).value_or(1.0);
    const QString rigUnit = lengthUnitName(rigCm);
    const double dumpCm = optionUnit ? *optionUnit : dump.centimetresPerUnit > 0.0 ? dump.centimetresPerUnit : rigCm;
    const QString unitFrom = optionUnit ? QStringLiteral("option") : dump.centimetresPerUnit > 0.0 ? QStringLiteral("dump") : QStringLiteral("rig");
    const double fileCm = data->modelCentimetresPerUnit > 0.0 ? data->modelCentimetresPerUnit : rigCm;
    const float axisFactor = modelAxisFactor(dumpCm, rigCm, data->modelCentimetresPerUnit);
    const auto dumpByRigBone = [&](const PoseDumpFrame& frame) {
        std::vector<std::optional<glm::mat4>> reference(static_cast<std::size_t>(fw.boneCount()));
        for (std::size_t i = 0; i < rigIndex.size(); ++i) {
            if (rigIndex[i] >= 0) {
                reference[std::size_t(rigIndex[i])] = frame.world[i];
            }
        }
        return reference;
    };
    if (axisFactor != 1.0f) {
        instance->pose().resetToBind();
        instance->evaluate(dump.frames.front().frame, false, 0.0f);
    }
    const DumpUnits units = chooseDumpUnits(dumpCm, rigCm, axisFactor, instance->pose().allWorld(), dumpByRigBone(dump.frames.front()), tolerance);
    auto referenceAt = [&](const PoseDumpFrame& frame) {
        std::vector<std::optional<glm::mat4>> reference = dumpByRigBone(frame);
        for (std::optional<glm::mat4>& m : reference) {
            if (m) {
                m = toRigUnits(*m, units);
            }
        }
        return reference;
    };
    const QString unitSource = unitFrom == QLatin1String("option") ? Cli::tr("as --dump-unit says")
                               : unitFrom == QLatin1String("dump") ? Cli::tr("as the dump says")
                                                                   : Cli::tr("the dump does not say: taken as the rig's");
    QStringList unitLines;
    unitLines << (units.position != 1.0f
                      ? Cli::tr("units: compared in %1 (the rig's); the dump's matrices are in %2 (%3), their positions x%4")
                            .arg(rigUnit, lengthUnitName(dumpCm), unitSource).arg(dumpCm / rigCm, 0, 'g', 6)
                      : Cli::tr("units: compared in %1 (the rig's); the dump's matrices are in %2 (%3)")
                            .arg(rigUnit, lengthUnitName(dumpCm), unitSource));
    if (units.axes != 1.0f) {
        unitLines << Cli::tr("units: the rig's bone axes are x%1 the dump's: %2 is in %3 and holds the conversion from the dump's %4 "
                             "as a scale in its hierarchy; scale is compared with it taken out")
                         .arg(double(units.axes), 0, 'g', 6)
                         .arg(QFileInfo(rigPath).fileName(), lengthUnitName(fileCm), lengthUnitName(dumpCm));
    }

    bool pass = true;
    QJsonArray framesJson;
    QStringList lines;
    QByteArray junit;
    QXmlStreamWriter xml(&junit);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("compare-pose %1").arg(QFileInfo(dumpPath).fileName()));
    xml.writeStartElement(QStringLiteral("properties"));
    xml.writeStartElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("units"));
    xml.writeAttribute(QStringLiteral("value"), unitLines.join(QStringLiteral("; ")));
    xml.writeEndElement();
    xml.writeEndElement();
    int failures = 0;
    QString hint;  // a dump whose positions are all one factor off the rig's: its unit, likely
    for (const PoseDumpFrame& frame : dump.frames) {
        instance->pose().resetToBind();  // each frame from the bind pose, as eval prints it
        instance->evaluate(frame.frame, false, 0.0f);
        const std::vector<std::optional<glm::mat4>> reference = referenceAt(frame);
        const PoseComparison c = comparePose(fw, instance->helpers(), instance->pose().allWorld(), reference, tolerance);
        QJsonArray diverging;
        for (const BoneDivergence& d : c.diverging) {
            diverging.append(divergenceJson(fw, d));
        }
        QJsonObject f{{QStringLiteral("frame"), jsonNumber(frame.frame)},
                      {QStringLiteral("compared"), c.compared},
                      {QStringLiteral("diverging"), diverging},
                      {QStringLiteral("largestDistance"), double(c.largest.distance)},
                      {QStringLiteral("largestDegrees"), double(c.largest.degrees)}};
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("name"), QStringLiteral("frame %1").arg(double(frame.frame)));
        if (c.culprit >= 0) {
            pass = false;
            ++failures;
            const BoneDivergence& culprit = c.diverging[std::size_t(c.culprit)];
            if (hint.isEmpty()) {
                if (const std::optional<float> r = uniformPositionRatio(instance->pose().allWorld(), reference, tolerance);
                    r && std::abs(*r - 1.0f) > 0.01f) {
                    const double likely = snapToNamedUnit(dumpCm * double(*r));
                    const bool named = (likely == 1.0 || likely == 100.0 || likely == 0.1 || likely == 2.54);
                    hint = Cli::tr("every position of the rig at frame %1 is %2 times the dump's: the dump's matrices look like %3, "
                                   "not %4; say so with \"unit\" in the dump or --dump-unit %5")
                               .arg(double(frame.frame)).arg(double(*r), 0, 'g', 4)
                               .arg(lengthUnitName(likely), lengthUnitName(dumpCm),
                                    named ? lengthUnitName(likely) : QString::number(likely, 'g', 6));
                }
            }
            f.insert(QStringLiteral("culprit"), QString::fromStdString(fw.boneName(culprit.bone)));
            const QString message = divergenceLine(double(frame.frame), qsizetype(c.diverging.size()), c.compared,
                                                   describe(divergenceJson(fw, culprit), rigUnit));
            lines << message;
            xml.writeStartElement(QStringLiteral("failure"));
            xml.writeAttribute(QStringLiteral("message"), message);
            xml.writeEndElement();
        } else {
            lines << Cli::tr("frame %1: %2 bones agree (largest difference %3 %5, %4 deg)")
                         .arg(double(frame.frame)).arg(c.compared)
                         .arg(double(c.largest.distance), 0, 'g', 3).arg(double(c.largest.degrees), 0, 'g', 3).arg(rigUnit);
        }
        xml.writeEndElement();
        framesJson.append(f);
    }
    if (!hint.isEmpty()) {
        xml.writeTextElement(QStringLiteral("system-err"), hint);
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    if (format == QLatin1String("json")) {
        QJsonObject root{{QStringLiteral("pass"), pass},
                               {QStringLiteral("dump"), dumpPath},
                               {QStringLiteral("rig"), rigPath},
                               {QStringLiteral("notInRig"), QJsonArray::fromStringList(unknown)},
                               {QStringLiteral("units"), QJsonObject{{QStringLiteral("rig"), rigUnit},
                                                                     {QStringLiteral("dump"), lengthUnitName(dumpCm)},
                                                                     {QStringLiteral("dumpCentimetresPerUnit"), dumpCm},
                                                                     {QStringLiteral("dumpUnitFrom"), unitFrom},
                                                                     {QStringLiteral("positionFactor"), dumpCm / rigCm},
                                                                     {QStringLiteral("axisFactor"), jsonNumber(units.axes)},
                                                                     {QStringLiteral("text"), unitLines.join(QStringLiteral("; "))}}},
                               {QStringLiteral("frames"), framesJson}};
        if (!hint.isEmpty()) {
            root.insert(QStringLiteral("hint"), hint);
        }
        writeOut(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else if (format == QLatin1String("junit")) {
        junit.replace("<testsuite name", QStringLiteral("<testsuite tests=\"%1\" failures=\"%2\" name")
                                             .arg(dump.frames.size()).arg(failures).toUtf8());
        writeOut(junit);
    } else {
        lines << (pass ? Cli::tr("pass: the rig gives the dump's pose within %1 %3 and %2 deg").arg(double(tolerance.distance)).arg(double(tolerance.degrees)).arg(rigUnit)
                       : Cli::tr("FAIL: %n frame(s) diverge", nullptr, failures));
        if (!hint.isEmpty()) {
            lines << hint;
        }
        writeOut((unitLines + lines).join(QLatin1Char('\n')) + QLatin1Char('\n'));
    }
    return pass ? kExitOk : kExitCheckFailed;
}

}  // namespace rigstage::cli
