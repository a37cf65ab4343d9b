#include "cli/render_command.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QImage>
#include <QSaveFile>

#include <QJsonArray>
#include <QScopeGuard>

#include <cstdio>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <string>

#include "character/character_instance.h"
#include "diagnostics.h"
#include "io/character_loader.h"
#include "cli/cli_output.h"
#include "cli/cli_text.h"
#include "cli/diagnostic_report.h"
#include "cli/terrain_option.h"
#include "cli/time_option.h"
#include "skin/mesh_deformer.h"
#include "viewport/capped_file.h"
#include "viewport/mesh_scene.h"
#include "viewport/skeleton_styles.h"
#include "viewport/stage_window.h"

namespace rigstage::cli {

namespace {

/// True when every pixel has the first pixel's colour: nothing was drawn.
bool isBlank(const QImage& image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb first = rgb.pixel(0, 0);
    for (int y = 0; y < rgb.height(); ++y) {
        const QRgb* row = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            if (row[x] != first) {
                return false;
            }
        }
    }
    return true;
}

/// While a worker serves a request, what the render would print on standard error is kept here
/// instead and sent back with the answer (the batch reads the warnings and errors from it).
QStringList* servedLines = nullptr;

void say(const QString& line)
{
    if (servedLines) {
        servedLines->append(line);
    } else {
        writeErr(line);
    }
}

void sayDiagnostics(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics.folded()) {
        say(QString::fromStdString(formatDiagnostic(d)));
    }
}

/// A worker's character, loaded by its first request and kept for the rest: what loading said, and
/// what it gave (nothing when it did not load).
struct LoadedCharacter {
    QString manifest;
    Diagnostics diagnostics;
    std::optional<CharacterData> data;
};

/// What a worker keeps from one request to the next: the character, and the window (and GL
/// context) its renders are drawn in.
struct WorkerState {
    std::unique_ptr<LoadedCharacter> character;
    OffscreenRenderer renderer;
};

}  // namespace

namespace {

bool parseSize(const QString& text, QSize& size)
{
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    if (parts.size() != 2) {
        return false;
    }
    bool okW = false, okH = false;
    size = QSize(parts[0].toInt(&okW), parts[1].toInt(&okH));
    return okW && okH && size.width() >= 16 && size.height() >= 16 && size.width() <= 8192 && size.height() <= 8192;
}

}  // namespace

namespace {

int renderOnce(const QStringList& arguments, WorkerState* worker)
{
    std::unique_ptr<LoadedCharacter>* kept = worker ? &worker->character : nullptr;
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Renders the skeleton of a character at a frame to a PNG, as the viewport shows it."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("manifest"), Cli::tr("Character manifest (.xml)."));
    const QCommandLineOption cameraOption(QStringLiteral("camera"),
                                          Cli::tr("Camera JSON {\"position\", \"target\", \"up\", \"fovDegrees\", \"fovAxis\", \"near\", \"far\"} "
                                                  "(default: frame the character; without near and far they fit the character)."),
                                          Cli::tr("file"));
    const QCommandLineOption frameOption(QStringLiteral("frame"), Cli::tr("Frame to render (default 0)."), Cli::tr("frame"),
                                         QStringLiteral("0"));
    const QCommandLineOption clipOption(QStringLiteral("clip"), Cli::tr("Clip to play (default: the first one)."), Cli::tr("name"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), Cli::tr("Image size, e.g. 1280x720."), Cli::tr("WxH"),
                                        QStringLiteral("1280x720"));
    const QCommandLineOption outOption(QStringList{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("Image file to write: PNG, or BMP (uncompressed: quicker to write and read) when its name ends in .bmp."),
                                       Cli::tr("file"));
    const QCommandLineOption skinningOption(QStringLiteral("skinning"),
                                            Cli::tr("Mesh skinning: lbs (linear blend, default) or dqs (dual quaternion)."),
                                            Cli::tr("method"), QStringLiteral("lbs"));
    const QCommandLineOption noBonesOption(QStringLiteral("no-bones"), Cli::tr("Draw the meshes only (no skeleton, no grid)."));
    const QCommandLineOption viewOption(QStringLiteral("view"),
                                        Cli::tr("Frame the character from a side: front, back, left, right, top or perspective (default)."),
                                        Cli::tr("side"), QStringLiteral("perspective"));
    const QCommandLineOption keepGoingOption(
        QStringLiteral("keep-going"),
        Cli::tr("Render what loaded even when a file the manifest names (a clip, a mesh) has errors."));
    const QCommandLineOption terrain = terrainOption();
    const QCommandLineOption costumeOption(QStringLiteral("costume"),
                                           Cli::tr("Wear this costume (by name; repeat for several, worn in that order)."), Cli::tr("name"));
    const QCommandLineOption silhouetteOption(
        QStringLiteral("silhouette"),
        Cli::tr("A flat silhouette to compare with a DCC's mask: the meshes in one colour (white), unlit, without "
                "anti-aliasing, no bones or grid, on black unless --background says otherwise."));
    const QCommandLineOption backgroundOption(QStringLiteral("background"),
                                              Cli::tr("Background colour: a name or #rrggbb (default: the viewport's grey)."),
                                              Cli::tr("colour"));
    const QCommandLineOption timeOption(QStringLiteral("time"),
                                        Cli::tr("Time to render in seconds of the DCC's timeline (the clip's frame rate turns it into a frame; not with --frame)."),
                                        Cli::tr("seconds"));
    const QCommandLineOption fps = fpsOption();
    const QCommandLineOption loopOption(QStringLiteral("loop"),
                                        Cli::tr("Wrap frames past the clip's end to its start; by default they hold its last frame, "
                                                "as eval does and as a DCC renders past the end."));
    // For compare --rig: what was drawn (frame, time, rate, clip, camera) as JSON, for its report.
    QCommandLineOption factsOption(QStringLiteral("facts"), QStringLiteral("JSON of what was drawn."), QStringLiteral("file"));
    factsOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(factsOption);
    parser.addOption(timeOption);
    parser.addOption(loopOption);
    parser.addOption(fps);
    parser.addOptions({cameraOption, frameOption, clipOption, sizeOption, outOption, skinningOption, noBonesOption, viewOption,
                       keepGoingOption, terrain, costumeOption, silhouetteOption, backgroundOption});
    const QString usage = Cli::tr("render needs a manifest and -o OUT.png; see rigstage-cli render --help");
    if (const int exit = parseCommandLine(parser, arguments, 1, usage); exit >= 0) {
        return exit;
    }
    if (!parser.isSet(outOption)) {
        say(usage);
        return kExitBadInput;
    }
    QSize size;
    if (!parseSize(parser.value(sizeOption), size)) {
        say(Cli::tr("--size expects WIDTHxHEIGHT between 16 and 8192, e.g. 1280x720; got '%1'").arg(parser.value(sizeOption)));
        return kExitBadInput;
    }
    bool frameOk = false;
    float frame = parser.value(frameOption).toFloat(&frameOk);
    if (!frameOk || !std::isfinite(frame)) {
        say(Cli::tr("--frame expects a number; got '%1'").arg(parser.value(frameOption)));
        return kExitBadInput;
    }
    std::optional<double> frameRate;
    if (!readFpsOption(parser, fps, frameRate)) {
        return kExitBadInput;
    }
    if (frameRate && (parser.isSet(timeOption) || !parser.isSet(frameOption))) {
        say(Cli::tr("--fps says what rate --frame counts at: give --frame, not --time"));
        return kExitBadInput;
    }
    std::optional<double> seconds;
    if (parser.isSet(timeOption)) {
        bool ok = false;
        seconds = parser.value(timeOption).toDouble(&ok);
        if (!ok || !std::isfinite(*seconds) || parser.isSet(frameOption)) {
            say(Cli::tr("--time expects a number of seconds, and not with --frame; got '%1'").arg(parser.value(timeOption)));
            return kExitBadInput;
        }
    }
    const QString skinning = parser.value(skinningOption).toLower();
    if (skinning != QLatin1String("lbs") && skinning != QLatin1String("dqs")) {
        say(Cli::tr("--skinning expects lbs or dqs; got '%1'").arg(parser.value(skinningOption)));
        return kExitBadInput;
    }
    std::optional<TerrainSettings> ground;
    if (!readTerrainOption(parser, terrain, ground)) {
        return kExitBadInput;
    }
    RenderLook look;
    if (parser.isSet(silhouetteOption)) {
        look.flatColour = QColor(Qt::white);
        look.background = QColor(Qt::black);
        look.antialias = false;
    }
    if (parser.isSet(backgroundOption)) {
        look.background = QColor::fromString(parser.value(backgroundOption));
        if (!look.background.isValid()) {
            say(Cli::tr("--background expects a colour name or #rrggbb; got '%1'").arg(parser.value(backgroundOption)));
            return kExitBadInput;
        }
    }
    // The camera file is read before the character loads: a file that cannot be read is said at once.
    std::optional<CameraSpec> cameraFromFile;
    const QString cameraPath = parser.value(cameraOption);
    if (parser.isSet(cameraOption)) {
        QString error;
        const std::optional<QByteArray> json = readCappedFile(cameraPath, file_limits::kCamera, Cli::tr("camera file"), error);
        if (!json) {
            say(Cli::tr("cannot read camera file %1: %2").arg(cameraPath, error));
            return kExitBadInput;
        }
        cameraFromFile = CameraSpec::fromJson(*json, &error);
        if (!cameraFromFile) {
            say(Cli::tr("camera file %1: %2").arg(cameraPath, error));
            return kExitBadInput;
        }
    }
    const QString manifestPath = parser.positionalArguments().front();
    // A worker loads its character once: each request starts from what loading said and gave.
    if (kept && (!*kept || (*kept)->manifest != manifestPath)) {
        *kept = std::make_unique<LoadedCharacter>();
        (*kept)->manifest = manifestPath;
        (*kept)->data = loadCharacter(manifestPath.toStdString(), (*kept)->diagnostics);
    }
    Diagnostics diagnostics = kept ? (*kept)->diagnostics : Diagnostics();
    std::optional<CharacterData> loaded;
    if (!kept) {
        loaded = loadCharacter(manifestPath.toStdString(), diagnostics);
    }
    std::optional<CharacterData>& data = kept ? (*kept)->data : loaded;
    std::unique_ptr<CharacterInstance> instance;
    if (data && data->framework) {
        instance = CharacterInstance::create(*data, diagnostics);
    }
    sayDiagnostics(diagnostics);
    if (!instance) {
        say(Cli::tr("cannot render %1: it did not load (see the errors above)").arg(manifestPath));
        return kExitBadInput;
    }
    if (diagnostics.hasErrors() && !parser.isSet(keepGoingOption)) {
        say(Cli::tr("cannot render %1: %n error(s) in the files it names (see above); --keep-going renders what loaded",
                         nullptr, diagnostics.count(Severity::Error))
                     .arg(manifestPath));
        return kExitBadInput;
    }
    std::vector<int> costumes;
    for (const QString& name : parser.values(costumeOption)) {
        const int c = data->findCostume(name.toStdString());
        if (c < 0) {
            say(Cli::tr("no costume named '%1' in %2").arg(name, manifestPath));
            return kExitBadInput;
        }
        costumes.push_back(c);
    }
    if (!costumes.empty()) {
        Diagnostics worn;
        const bool ok = instance->setCostumes(costumes, worn);
        sayDiagnostics(worn);
        if (!ok) {
            say(Cli::tr("cannot render %1: the costumes could not be worn (see above)").arg(manifestPath));
            return kExitBadInput;
        }
    }
    int clip = data->clips.empty() ? -1 : 0;
    if (parser.isSet(clipOption)) {
        clip = data->findClip(parser.value(clipOption).toStdString());
        if (clip < 0) {
            say(Cli::tr("no clip named '%1' in %2").arg(parser.value(clipOption), manifestPath));
            return kExitBadInput;
        }
    }
    // DCC time: frame numbers are the DCC's (a clip's start is where its first key is), so a time
    // is seconds x the clip's rate, and a frame at another rate the same instant.
    const double clipRate = clip >= 0 ? data->clips[std::size_t(clip)].frameRate : 30.0;
    const std::optional<float> asked = seconds ? toClipFrame(*seconds, 1.0, clipRate) : toClipFrame(frame, frameRate, clipRate);
    if (!asked) {
        say(Cli::tr("%1 lies beyond frame %2 of the clip; give a time or frame within it")
                     .arg(seconds ? *seconds : double(frame))
                     .arg(kMaxFrameMagnitude));
        return kExitBadInput;
    }
    frame = *asked;
    say(Cli::tr("rendering frame %1 (%2 s at %3 fps)").arg(double(frame)).arg(double(frame) / clipRate).arg(clipRate));
    Diagnostics clipDiagnostics;
    instance->setClip(clip, clipDiagnostics);
    instance->setTerrain(ground);
    const bool loop = parser.isSet(loopOption);
    instance->evaluate(frame, loop);
    const std::vector<glm::mat4> world = instance->pose().allWorld();
    const bool zUp = data->manifest.upAxis != "Y";
    const std::vector<BoneStyle> styles = boneStyles(instance->framework(), instance->helpers());
    SkeletonMeshOptions options;
    options.characterSize = characterSize(instance->framework(), zUp);
    options.showBones = options.showHelpers = !parser.isSet(noBonesOption) && !parser.isSet(silhouetteOption);

    // The meshes, skinned for this frame.
    MeshDeformer deformer;
    Diagnostics meshDiagnostics;
    deformer.bind(*data, instance->framework(), meshDiagnostics, instance->costumes());
    sayDiagnostics(meshDiagnostics);
    if (meshDiagnostics.hasErrors() && !parser.isSet(keepGoingOption)) {
        say(Cli::tr("cannot render %1: a mesh could not be bound to the rig (see above); --keep-going renders without it")
                     .arg(manifestPath));
        return kExitBadInput;
    }
    const Clip* playing = instance->clip();
    deformer.deform(world, skinning == QLatin1String("dqs") ? SkinningMethod::DualQuaternion : SkinningMethod::Linear, playing,
                    playing ? clipFrame(*playing, frame, loop) - playing->startFrame : 0.0f);
    std::vector<RenderMesh> meshes;
    glm::vec3 meshLo(std::numeric_limits<float>::max()), meshHi(-std::numeric_limits<float>::max());
    for (int m = 0; m < deformer.meshCount(); ++m) {
        const SkinOutput& o = deformer.output(m);
        meshes.push_back({deformer.mesh(m).indices, interleaveMeshVertices(o.positions, o.normals, nullptr)});
        for (const glm::vec3& p : o.positions) {
            meshLo = glm::min(meshLo, p);
            meshHi = glm::max(meshHi, p);
        }
    }

    CameraSpec camera;
    if (cameraFromFile) {
        camera = *cameraFromFile;
        // What the camera must see: every joint and the corners of the meshes' bounds.
        std::vector<glm::vec3> points;
        for (const glm::mat4& m : world) {
            points.emplace_back(m[3]);
        }
        if (!meshes.empty()) {
            for (int corner = 0; corner < 8; ++corner) {
                points.emplace_back(corner & 1 ? meshHi.x : meshLo.x, corner & 2 ? meshHi.y : meshLo.y, corner & 4 ? meshHi.z : meshLo.z);
            }
        }
        if (!camera.clipPlanesGiven) {
            camera.fitClipPlanes(points);  // no near / far in the file: none of the character is cut away
        }
        // A camera that cannot see the character is said at once, with the reason, instead of
        // after the renderer's wait for a picture that stays blank.
        glm::vec3 lo(std::numeric_limits<float>::max()), hi(-std::numeric_limits<float>::max());
        for (const glm::vec3& p : points) {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
        const glm::vec3 margin(options.characterSize * 0.02f);  // bone shapes and joint diamonds reach past the joints
        if (const QString unseen = points.empty() ? QString() : camera.unseenReason(lo - margin, hi + margin, size); !unseen.isEmpty()) {
            say(Cli::tr("cannot render %1 with camera %2: %3").arg(manifestPath, cameraPath, unseen));
            return kExitBadInput;
        }
        if (const int clipped = camera.clippedCount(points); camera.clipPlanesGiven && clipped > 0) {
            say(QStringLiteral("warning [%1]: ").arg(QLatin1String(kRenderClippedCode))
                     + Cli::tr("the camera's near (%1) and far (%2) planes cut away %3 of the character's %4 joints and "
                             "mesh corners; widen them in %5")
                         .arg(double(camera.nearPlane))
                         .arg(double(camera.farPlane))
                         .arg(clipped)
                         .arg(points.size())
                         .arg(cameraPath));
        }
    } else {
        glm::vec3 lo, hi;
        skeletonBounds(styles, world, lo, hi);
        if (!meshes.empty()) {
            lo = glm::min(lo, meshLo);
            hi = glm::max(hi, meshHi);
        }
        const auto framed = CameraSpec::framing(lo, hi, zUp, parser.value(viewOption).toStdString());
        if (!framed) {
            say(Cli::tr("--view expects front, back, left, right, top or perspective; got '%1'").arg(parser.value(viewOption)));
            return kExitBadInput;
        }
        camera = *framed;
    }

    // The camera used, whole, so a QA report can say what was compared.
    say(Cli::tr("camera: %1").arg(QString::fromUtf8(QJsonDocument::fromJson(camera.toJson()).toJson(QJsonDocument::Compact))));
    QString error;
    const QImage image = worker ? worker->renderer.render(styles, world, options, zUp, camera, size, &error, 20000, meshes, instance->terrain(), look)
                                : renderSkeletonImage(styles, world, options, zUp, camera, size, &error, 20000, meshes, instance->terrain(), look);
    if (image.isNull()) {
        say(Cli::tr("render failed: %1").arg(error));
        return kExitBadInput;
    }
    if (isBlank(image)) {
        say(Cli::tr("render failed: the image is blank (the camera sees nothing of the character, or the renderer gave up)"));
        return kExitBadInput;
    }
    QSaveFile out(parser.value(outOption));
    const char* format = parser.value(outOption).endsWith(QLatin1String(".bmp"), Qt::CaseInsensitive) ? "BMP" : "PNG";
    if (!out.open(QIODevice::WriteOnly) || !image.save(&out, format) || !out.commit()) {
        say(Cli::tr("cannot write %1: %2").arg(parser.value(outOption), out.errorString()));
        return kExitBadInput;
    }
    if (parser.isSet(factsOption)) {
        const QJsonObject facts{{QStringLiteral("frame"), jsonNumber(frame)},
                                {QStringLiteral("time"), jsonNumber(float(double(frame) / clipRate))},
                                {QStringLiteral("fps"), clipRate},
                                {QStringLiteral("clip"), clip >= 0 ? QString::fromStdString(data->clips[std::size_t(clip)].name) : QString()},
                                {QStringLiteral("loop"), loop},
                                {QStringLiteral("camera"), QJsonDocument::fromJson(camera.toJson()).object()}};
        QSaveFile factsFile(parser.value(factsOption));
        const QByteArray bytes = QJsonDocument(facts).toJson(QJsonDocument::Compact);
        if (!factsFile.open(QIODevice::WriteOnly) || factsFile.write(bytes) != bytes.size() || !factsFile.commit()) {
            say(Cli::tr("cannot write %1: %2").arg(parser.value(factsOption), factsFile.errorString()));
            return kExitBadInput;
        }
    }
    if (!kept) {
        writeOut(QFileInfo(parser.value(outOption)).absoluteFilePath() + QLatin1Char('\n'));
    }
    return kExitOk;
}

}  // namespace

int runRender(const QStringList& arguments)
{
    if (arguments.contains(QStringLiteral("--serve"))) {
        return runRenderWorker(arguments);
    }
    return renderOnce(arguments, nullptr);
}

int runRenderWorker(const QStringList& arguments)
{
    if (arguments.size() != 3 || arguments.at(2) != QLatin1String("--serve")) {
        writeErr(Cli::tr("render MANIFEST --serve takes no other option: each request on standard input says what to draw"));
        return kExitBadInput;
    }
    const QString manifest = arguments.at(1);
    WorkerState worker;
    std::string line;
    while (std::getline(std::cin, line)) {
        QJsonParseError parseError;
        const QJsonObject request = QJsonDocument::fromJson(QByteArray::fromStdString(line), &parseError).object();
        QJsonObject answer{{QStringLiteral("id"), request.value(QStringLiteral("id"))}};
        QStringList lines;
        if (parseError.error != QJsonParseError::NoError) {
            lines << Cli::tr("a render request is one JSON object per line: %1").arg(parseError.errorString());
        } else {
            // The request's fields as the options a single render takes, so both check and draw alike.
            QStringList args{QStringLiteral("render"), manifest};
            const auto text = [&](const char* key) {
                const QJsonValue v = request.value(QLatin1String(key));
                return v.isDouble() ? QString::number(v.toDouble(), 'g', 17) : v.toString();
            };
            for (const char* key : {"camera", "frame", "time", "fps", "clip", "size", "output", "facts"}) {
                if (request.contains(QLatin1String(key))) {
                    args << QStringLiteral("--") + QLatin1String(key) << text(key);
                }
            }
            for (const char* flag : {"loop", "silhouette"}) {
                if (request.value(QLatin1String(flag)).toBool()) {
                    args << QStringLiteral("--") + QLatin1String(flag);
                }
            }
            servedLines = &lines;
            const auto restore = qScopeGuard([] { servedLines = nullptr; });
            const int exit = renderOnce(args, &worker);
            answer.insert(QStringLiteral("exit"), exit);
            if (exit == kExitOk && request.contains(QStringLiteral("facts"))) {
                QFile facts(text("facts"));
                answer.insert(QStringLiteral("facts"),
                              facts.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(facts.read(1 << 20)).object() : QJsonObject());
            }
        }
        answer.insert(QStringLiteral("ok"), answer.value(QStringLiteral("exit")).toInt(kExitBadInput) == kExitOk);
        answer.insert(QStringLiteral("windows"), worker.renderer.windowsMade());
        answer.insert(QStringLiteral("stderr"), QJsonArray::fromStringList(lines));
        const QByteArray bytes = QJsonDocument(answer).toJson(QJsonDocument::Compact) + '\n';
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
        std::fflush(stdout);
    }
    return kExitOk;
}

}  // namespace rigstage::cli
