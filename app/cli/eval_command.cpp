#include "cli/eval_command.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

#include "character/character_instance.h"
#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "cli/terrain_option.h"
#include "cli/time_option.h"
#include "io/character_loader.h"
#include "pipeline/frame_stage.h"
#include "pose/pose.h"
#include "validate/character_checks.h"

namespace rigstage::cli {

namespace {

/// eval.non-finite: a bone's world transform is NaN or infinite. The stage after which a local
/// transform first stopped being finite names the cause; when none did, the locals were finite and
/// composing them overflowed (extreme scale or translation).
void reportNonFinite(const QString& manifest, float frame, const std::string& bone, std::optional<StageKind> stage, bool terrain)
{
    QString cause;
    if (!stage) {
        cause = Cli::tr("composing the bones' local transforms overflowed: extreme scale or translation in the rig or the clip");
    } else if (*stage == StageKind::Clip) {
        cause = Cli::tr("the clip's keys gave a transform that is not finite");
    } else if (*stage == StageKind::Helpers) {
        cause = Cli::tr("a helper joint's controller gave a transform that is not finite (its expression, wire or reaction)");
    } else if (*stage == StageKind::Slope && terrain) {
        cause = Cli::tr("the slope stage gave a transform that is not finite (its options in the manifest or the --terrain file)");
    } else {
        cause = Cli::tr("the %1 stage gave a transform that is not finite (its options in the manifest)").arg(QLatin1String(stageName(*stage)));
    }
    Diagnostics d;
    d.error("eval.non-finite", manifest.toStdString(), 0,
            Cli::tr("frame %1: bone %2 has a world transform that is not finite; %3; nothing is printed")
                .arg(double(frame))
                .arg(QString::fromStdString(bone), cause)
                .toStdString(),
            {bone}, Cli::tr("Check the values of what is named; validate checks the options' ranges.").toStdString());
    printDiagnostics(d);
}

/// Parses "0,10,20.5" into frames; returns false on anything that is not a finite number.
bool parseFrames(const QString& text, std::vector<float>& frames)
{
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const float f = part.trimmed().toFloat(&ok);
        if (!ok || !std::isfinite(f)) {
            return false;
        }
        frames.push_back(f);
    }
    return !frames.empty();
}

/// What the slope adaptation did on a frame: iterations, convergence, each segment's pitch, the lift.
QJsonObject slopeReport(const SlopeAdaptation::Report& r)
{
    QJsonArray pitch;
    for (float p : r.appliedPitchDegrees) {
        pitch.append(jsonNumber(p));
    }
    return {{QStringLiteral("iterations"), r.iterations},
            {QStringLiteral("converged"), r.converged},
            {QStringLiteral("pitchDegrees"), pitch},
            {QStringLiteral("height"), jsonNumber(r.appliedHeight)}};
}

struct Hit {
    QString bone;
    glm::vec3 impulse{0.0f};
    float frame = 0.0f;
};

/// "BONE,x,y,z,frame" (the bone name may hold commas: the numbers are the last four fields).
std::optional<Hit> parseHit(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() < 5) {
        return std::nullopt;
    }
    float numbers[4];
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        numbers[i] = parts[parts.size() - 4 + i].trimmed().toFloat(&ok);
        if (!ok || !std::isfinite(numbers[i])) {
            return std::nullopt;
        }
    }
    Hit hit;
    hit.bone = parts.mid(0, parts.size() - 4).join(QLatin1Char(','));
    hit.impulse = glm::vec3(numbers[0], numbers[1], numbers[2]);
    hit.frame = numbers[3];
    return hit.bone.isEmpty() ? std::nullopt : std::optional<Hit>(hit);
}

}  // namespace

int runEval(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Evaluates a character and prints the world transform of every bone, as JSON."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("manifest"), Cli::tr("Character manifest (.xml)."));
    const QCommandLineOption clipOption(QStringLiteral("clip"), Cli::tr("Clip to play (default: the first one)."),
                                        Cli::tr("name"));
    const QCommandLineOption framesOption(
        QStringLiteral("frames"), Cli::tr("Comma-separated frames, or 'all' (default: every frame of the clip)."),
        Cli::tr("list"));
    const QCommandLineOption timesOption(
        QStringLiteral("times"), Cli::tr("Comma-separated times in seconds of the DCC's timeline (instead of --frames)."),
        Cli::tr("list"));
    const QCommandLineOption fps = fpsOption();
    const QCommandLineOption loopOption(QStringLiteral("loop"),
                                        Cli::tr("Wrap frames outside the clip into its range (default: clamp them, so every "
                                                "frame printed is the frame asked for)."));
    const QCommandLineOption noLoopOption(QStringLiteral("no-loop"), Cli::tr("Clamp frames outside the clip (the default)."));
    const QCommandLineOption bindPoseOption(
        QStringLiteral("bind-pose"), Cli::tr("Evaluate the bind pose with the controllers and IK active, without a clip."));
    const QCommandLineOption noProceduralOption(
        QStringLiteral("no-procedural"),
        Cli::tr("Evaluate the clip and the helper joints only: no IK, trailing joints or locomotion."));
    const QCommandLineOption keepGoingOption(
        QStringLiteral("keep-going"),
        Cli::tr("Evaluate what loaded even when a file the manifest names has errors (they are still printed)."));
    const QCommandLineOption terrain = terrainOption();
    const QCommandLineOption simulateOption(
        QStringLiteral("simulate"),
        Cli::tr("Play the frames in order from the first asked for, with the time between them, so physics, springs and "
                "trailing joints move (default: each frame on its own, at rest)."));
    const QCommandLineOption impulseOption(
        QStringLiteral("impulse"),
        Cli::tr("A hit: BONE,x,y,z,frame adds the impulse (x, y, z) to the physics chain holding BONE at that frame; may be "
                "repeated; implies --simulate."),
        Cli::tr("hit"));
    const QCommandLineOption disableOption(
        QStringLiteral("disable-stage"),
        Cli::tr("Skip a stage of the frame (clip, transition, pose, locomotion, slope, ik, physics, helpers, trailing); may "
                "be repeated."), Cli::tr("stage"));
    parser.addOptions({timesOption, fps});
    parser.addOptions({clipOption, framesOption, loopOption, noLoopOption, bindPoseOption, noProceduralOption, keepGoingOption,
                       terrain, disableOption, simulateOption, impulseOption});
    const QString usage = Cli::tr("eval needs exactly one manifest; see rigstage-cli eval --help");
    if (const int exit = parseCommandLine(parser, arguments, 1, usage); exit >= 0) {
        return exit;
    }
    const QString manifestPath = parser.positionalArguments().front();
    if (parser.isSet(loopOption) && parser.isSet(noLoopOption)) {
        writeErr(Cli::tr("--loop and --no-loop contradict each other; give one"));
        return kExitBadInput;
    }
    const bool bindPose = parser.isSet(bindPoseOption);
    if (bindPose && (parser.isSet(clipOption) || parser.isSet(framesOption) || parser.isSet(timesOption) || parser.isSet(loopOption))) {
        writeErr(Cli::tr("--bind-pose evaluates no clip: it takes no --clip, --frames, --times or --loop"));
        return kExitBadInput;
    }

    std::optional<TerrainSettings> ground;
    if (!readTerrainOption(parser, terrain, ground)) {
        return kExitBadInput;
    }
    std::vector<Hit> hits;
    for (const QString& text : parser.values(impulseOption)) {
        const auto hit = parseHit(text);
        if (!hit) {
            writeErr(Cli::tr("--impulse expects BONE,x,y,z,frame with finite numbers, e.g. Tail,0,500,0,10; got '%1'").arg(text));
            return kExitBadInput;
        }
        hits.push_back(*hit);
    }
    const bool simulate = parser.isSet(simulateOption) || !hits.empty();
    for (const QString& name : parser.values(disableOption)) {
        if (!stageFromName(name.toStdString())) {
            writeErr(Cli::tr("--disable-stage: unknown stage '%1'; the stages are clip, transition, pose, locomotion, slope, ik, physics, "
                             "helpers and trailing")
                         .arg(name));
            return kExitBadInput;
        }
    }

    Diagnostics diagnostics;
    auto data = loadCharacter(manifestPath.toStdString(), diagnostics);
    if (data && data->framework) {
        // eval writes no mesh, but a correction render and the window would skip is an error in the
        // character's files all the same: validate reports it, so eval refuses it too.
        diagnostics.append(checkCorrections(*data));
    }
    printDiagnostics(diagnostics);
    if (!data || !data->framework) {
        writeErr(Cli::tr("cannot evaluate %1: it did not load (see the errors above)").arg(manifestPath));
        return kExitBadInput;
    }
    if (diagnostics.hasErrors() && !parser.isSet(keepGoingOption)) {
        // A clip, mesh or costume that failed to load is left out by the loader: evaluating the
        // rest would print a pose that looks valid. Refuse unless asked to go on.
        writeErr(Cli::tr("cannot evaluate %1: %n error(s) in the files it names (see above); --keep-going evaluates what loaded",
                         nullptr, diagnostics.count(Severity::Error))
                     .arg(manifestPath));
        return kExitBadInput;
    }

    const Clip* clip = nullptr;
    if (bindPose) {
        // no clip: the bind pose
    } else if (parser.isSet(clipOption)) {
        const int index = data->findClip(parser.value(clipOption).toStdString());
        if (index < 0) {
            QStringList names;
            for (const Clip& c : data->clips) {
                names << QString::fromStdString(c.name);
            }
            writeErr(Cli::tr("no clip named '%1' in %2; available: %3")
                         .arg(parser.value(clipOption), manifestPath,
                              names.isEmpty() ? Cli::tr("none") : names.join(QStringLiteral(", "))));
            return kExitBadInput;
        }
        clip = &data->clips[index];
    } else if (!data->clips.empty()) {
        clip = &data->clips.front();
    }

    std::vector<float> frames;
    const double clipRate = clip ? clip->frameRate : 30.0;
    std::optional<double> framesRate;
    if (!readFpsOption(parser, fps, framesRate)) {
        return kExitBadInput;
    }
    if (parser.isSet(timesOption) && (parser.isSet(framesOption) || framesRate)) {
        writeErr(Cli::tr("--times gives seconds: it takes no --frames or --fps"));
        return kExitBadInput;
    }
    if (framesRate && !parser.isSet(framesOption)) {
        writeErr(Cli::tr("--fps says what rate the --frames count at; give --frames too"));
        return kExitBadInput;
    }
    const bool allFrames = !parser.isSet(timesOption)
                           && (!parser.isSet(framesOption) || parser.value(framesOption).trimmed() == QLatin1String("all"));
    if (parser.isSet(timesOption)) {
        std::vector<float> seconds;
        if (!parseFrames(parser.value(timesOption), seconds)) {
            writeErr(Cli::tr("--times expects seconds separated by commas, e.g. 0,0.5,1.25; got '%1'").arg(parser.value(timesOption)));
            return kExitBadInput;
        }
        for (float t : seconds) {
            frames.push_back(float(t));  // a time is a frame at 1 fps: converted below with the frames
        }
        framesRate = 1.0;
    } else if (!allFrames) {
        if (!parseFrames(parser.value(framesOption), frames)) {
            writeErr(Cli::tr("--frames expects numbers separated by commas, e.g. 0,10,20, or 'all'; got '%1'")
                         .arg(parser.value(framesOption)));
            return kExitBadInput;
        }
    } else if (clip) {
        // Counted, not stepped by a float (which stops advancing past 2^24); the loader bounds the range.
        const auto count = static_cast<std::size_t>(std::floor(double(clip->endFrame) - double(clip->startFrame))) + 1;
        for (std::size_t i = 0; i < count; ++i) {
            frames.push_back(float(double(clip->startFrame) + double(i)));
        }
    } else {
        frames.push_back(0.0f);
    }
    for (float& f : frames) {
        const std::optional<float> frame = toClipFrame(f, framesRate, clipRate);
        if (!frame) {
            writeErr(Cli::tr("%1 lies beyond frame %2 of the clip; give a time or frame within it").arg(double(f)).arg(kMaxFrameMagnitude));
            return kExitBadInput;
        }
        f = *frame;
    }

    const Framework& fw = *data->framework;
    Diagnostics instanceDiagnostics;
    auto instance = CharacterInstance::create(*data, instanceDiagnostics);
    if (instance) {
        instance->setClip(clip ? static_cast<int>(clip - data->clips.data()) : -1, instanceDiagnostics);
    }
    printDiagnostics(instanceDiagnostics);
    if (!instance) {
        writeErr(Cli::tr("cannot evaluate %1: its helper joints did not compile (see the errors above)").arg(manifestPath));
        return kExitBadInput;
    }
    if (instanceDiagnostics.hasErrors() && !parser.isSet(keepGoingOption)) {
        // A clip that cannot play (its layer is not stacked) would print the bind pose as its frames.
        writeErr(Cli::tr("cannot evaluate %1: %n error(s) above; --keep-going evaluates what can be", nullptr,
                         instanceDiagnostics.count(Severity::Error))
                     .arg(manifestPath));
        return kExitBadInput;
    }
    instance->setProceduralEnabled(!parser.isSet(noProceduralOption));
    instance->pipeline().setWatchingFinite(true);
    instance->setTerrain(ground);
    for (const QString& name : parser.values(disableOption)) {
        if (FrameStage* stage = instance->pipeline().find(*stageFromName(name.toStdString()))) {
            stage->setEnabled(false);
        }
    }
    for (const Hit& hit : hits) {
        const int bone = fw.findBone(hit.bone.toStdString());
        if (bone < 0 || !instance->chainOf(bone)) {
            writeErr(bone < 0 ? Cli::tr("--impulse: no bone '%1' in %2").arg(hit.bone, manifestPath)
                              : Cli::tr("--impulse: no <ChainPhysics> chain of %1 holds bone '%2'").arg(manifestPath, hit.bone));
            return kExitBadInput;
        }
    }
    Pose& pose = instance->pose();

    QJsonArray bones;
    for (int i = 0; i < fw.boneCount(); ++i) {
        bones.append(QString::fromStdString(fw.boneName(i)));
    }
    // With --simulate the frames play in order at the clip's rate, from the first one asked for,
    // every whole frame in between evaluated too; only the frames asked for are printed.
    std::vector<std::pair<float, bool>> steps;  // frame, printed
    if (simulate) {
        std::vector<float> asked = frames;
        std::sort(asked.begin(), asked.end());
        if (double(asked.back()) - double(asked.front()) > double(1 << 20)) {
            writeErr(Cli::tr("--simulate plays every frame from %1 to %2: more than %3; ask for a shorter span")
                         .arg(double(asked.front()))
                         .arg(double(asked.back()))
                         .arg(1 << 20));
            return kExitBadInput;
        }
        for (double f = asked.front(); f <= double(asked.back()) + 1e-6 && steps.size() < (1u << 20); f += 1.0) {
            steps.emplace_back(float(f), false);
        }
        for (float f : asked) {
            steps.emplace_back(f, true);
        }
        for (const Hit& hit : hits) {
            if (hit.frame >= asked.front() && hit.frame <= asked.back()) {
                steps.emplace_back(hit.frame, false);  // a hit between whole frames is still applied
            }
        }
        std::stable_sort(steps.begin(), steps.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    } else {
        for (float f : frames) {
            steps.emplace_back(f, true);
        }
    }
    QJsonArray frameArray;
    std::optional<float> previous;
    for (const auto& [frame, printed] : steps) {
        if (!simulate) {
            pose.resetToBind();  // every frame from the bind pose, so the output does not depend on frame order
        }
        for (const Hit& hit : hits) {
            if (std::abs(hit.frame - frame) < 1e-4f && (!previous || *previous != frame)) {
                instance->applyImpulse(fw.findBone(hit.bone.toStdString()), hit.impulse);
            }
        }
        const float dt = simulate && previous ? float((frame - *previous) / clipRate) : 0.0f;
        const bool repeat = previous && *previous == frame;
        previous = frame;
        if (!repeat) {
            instance->evaluate(frame, parser.isSet(loopOption), dt);
        }
        if (!printed) {
            continue;
        }
        QJsonArray world;
        const std::vector<glm::mat4>& all = pose.allWorld();
        for (std::size_t b = 0; b < all.size(); ++b) {
            const glm::mat4& m = all[b];
            for (int c = 0; c < 4; ++c) {
                if (!std::isfinite(m[c].x) || !std::isfinite(m[c].y) || !std::isfinite(m[c].z) || !std::isfinite(m[c].w)) {
                    // Refuse rather than print NaN, naming the stage that made it (watched below).
                    reportNonFinite(manifestPath, frame, fw.boneName(int(b)), instance->pipeline().firstNonFiniteStage(), ground.has_value());
                    return kExitBadInput;
                }
            }
            QJsonArray numbers;
            for (int c = 0; c < 4; ++c) {
                for (int r = 0; r < 4; ++r) {
                    numbers.append(jsonNumber(m[c][r]));
                }
            }
            world.append(numbers);
        }
        QJsonObject frameObject{{QStringLiteral("frame"), jsonNumber(frame)},
                                {QStringLiteral("time"), jsonNumber(float(double(frame) / clipRate))},
                                {QStringLiteral("world"), world}};
        if (const SlopeAdaptation* slope = instance->slopeAdaptation(); slope && ground && instance->proceduralEnabled()) {
            frameObject.insert(QStringLiteral("slope"), slopeReport(slope->report()));
        }
        frameArray.append(frameObject);
    }
    QJsonObject root{{QStringLiteral("bones"), bones},
                     {QStringLiteral("frames"), frameArray},
                     {QStringLiteral("character"), QString::fromStdString(data->manifest.name)},
                     {QStringLiteral("upAxis"), QString::fromStdString(data->manifest.upAxis)},
                     {QStringLiteral("unit"), QString::fromStdString(data->manifest.unit)}};
    if (bindPose) {
        root.insert(QStringLiteral("bindPose"), true);
    }
    if (clip) {
        root.insert(QStringLiteral("clip"), QString::fromStdString(clip->name));
        root.insert(QStringLiteral("frameRate"), jsonNumber(clip->frameRate));
    }
    writeOut(QJsonDocument(root).toJson(QJsonDocument::Compact));
    writeOut(QByteArray("\n"));
    return kExitOk;
}

}  // namespace rigstage::cli
