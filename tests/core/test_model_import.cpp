// Every third-party model in ../shared/assets loads through Assimp, and what Rigstage reads matches
// the facts its manifest.json records (measured independently with Assimp's own tools): distinct
// skin bones, meshes, vertices, clips, durations, morph targets. The skeleton comes from the node
// hierarchy, so bones Assimp's weight limiting would drop are still there.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <cstring>
#include <set>
#include <tuple>

#include <glm/gtc/matrix_transform.hpp>

#include <sys/stat.h>

#include "character/character_instance.h"
#include "import/fbx_time.h"
#include "import/gltf_references.h"
#include "import/gltf_skins.h"
#include "import/model_import.h"
#include "io/character_loader.h"
#include "skin/mesh_deformer.h"
#include "skin/skinning.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const QString kAssets = QStringLiteral(RIGSTAGE_ASSETS "/");

QJsonArray assetFiles()
{
    QFile f(kAssets + QStringLiteral("manifest.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("files")).toArray();
}

/// The bind-pose bounds of every mesh, skinned by the model's own node transforms.
void bindBounds(const CharacterData& data, glm::vec3& lo, glm::vec3& hi)
{
    lo = glm::vec3(1e30f);
    hi = glm::vec3(-1e30f);
    std::vector<glm::mat4> world;
    for (int b = 0; b < data.framework->boneCount(); ++b) {
        world.push_back(data.framework->bindWorld(b));
    }
    for (const SkinnedMesh& mesh : data.meshes) {
        std::vector<std::string> missing;
        const SkinBinding binding = bindSkin(mesh, *data.framework, missing);
        std::vector<glm::mat4> skin;
        skinMatrices(mesh, binding, world, skin);
        SkinOutput out;
        skinMesh(mesh, skin, SkinningMethod::Linear, out);
        for (const glm::vec3& p : out.positions) {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
    }
}


/// A glTF (buffer inline) of one triangle with one morph target on node "Morph", and a clip of
/// `keys` keys over `seconds` whose weight track carries `weightsPerKey` weights a key (1 for a
/// well-formed file: one per target).
/// A glTF buffer view of buffer 0.
QJsonObject view(int offset, int length)
{
    return QJsonObject{{QStringLiteral("buffer"), 0}, {QStringLiteral("byteOffset"), offset}, {QStringLiteral("byteLength"), length}};
}

/// A glTF accessor of floats (type "SCALAR", "VEC3", ...), with its bounds when given.
QJsonObject accessor(int view, int count, const char* type, QJsonArray min = {}, QJsonArray max = {})
{
    QJsonObject a{{QStringLiteral("bufferView"), view}, {QStringLiteral("componentType"), 5126}, {QStringLiteral("count"), count},
                  {QStringLiteral("type"), QString::fromLatin1(type)}};
    if (!min.isEmpty()) {
        a.insert(QStringLiteral("min"), min);
        a.insert(QStringLiteral("max"), max);
    }
    return a;
}

QByteArray morphClipGltf(int keys, double seconds, int weightsPerKey)
{
    QByteArray bin;
    const auto put = [&bin](float v) { bin.append(reinterpret_cast<const char*>(&v), sizeof v); };
    for (const float v : {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 0.0f, 1.0f, 0.0f}) {
        put(v);  // the triangle
    }
    for (const float v : {0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, 1.0f}) {
        put(v);  // the target: every vertex 1 up
    }
    for (int k = 0; k < keys; ++k) {
        put(float(seconds * k / std::max(1, keys - 1)));
    }
    for (int i = 0; i < keys * weightsPerKey; ++i) {
        put(float(i % 2));
    }
    const QJsonObject gltf{
        {QStringLiteral("asset"), QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")}}},
        {QStringLiteral("scene"), 0},
        {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("nodes"), QJsonArray{0}}}}},
        {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Morph")}, {QStringLiteral("mesh"), 0}}}},
        {QStringLiteral("meshes"),
         QJsonArray{QJsonObject{{QStringLiteral("primitives"),
                                 QJsonArray{QJsonObject{{QStringLiteral("attributes"), QJsonObject{{QStringLiteral("POSITION"), 0}}},
                                                        {QStringLiteral("targets"), QJsonArray{QJsonObject{{QStringLiteral("POSITION"), 1}}}}}}},
                                {QStringLiteral("weights"), QJsonArray{0.0}}}}},
        {QStringLiteral("accessors"),
         QJsonArray{accessor(0, 3, "VEC3", {0, 0, 0}, {1, 1, 0}), accessor(1, 3, "VEC3", {0, 0, 1}, {0, 0, 1}),
                    accessor(2, keys, "SCALAR", {0.0}, {seconds}), accessor(3, keys * weightsPerKey, "SCALAR")}},
        {QStringLiteral("bufferViews"), QJsonArray{view(0, 36), view(36, 36), view(72, keys * 4), view(72 + keys * 4, keys * weightsPerKey * 4)}},
        {QStringLiteral("buffers"),
         QJsonArray{QJsonObject{{QStringLiteral("byteLength"), int(bin.size())},
                                {QStringLiteral("uri"), QStringLiteral("data:application/octet-stream;base64,") + QString::fromLatin1(bin.toBase64())}}}},
        {QStringLiteral("animations"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Pulse")},
                                {QStringLiteral("samplers"), QJsonArray{QJsonObject{{QStringLiteral("input"), 2}, {QStringLiteral("output"), 3}}}},
                                {QStringLiteral("channels"),
                                 QJsonArray{QJsonObject{{QStringLiteral("sampler"), 0},
                                                        {QStringLiteral("target"), QJsonObject{{QStringLiteral("node"), 0}, {QStringLiteral("path"), QStringLiteral("weights")}}}}}}}}},
    };
    return QJsonDocument(gltf).toJson(QJsonDocument::Compact);
}

/// A glTF of one node, "Bone", animated at 60 fps with keys the two parts do not share:
/// translation at frames 0 and 2 (0 and 2 m along X), rotation about Z at frames 0, 1 and 3
/// (0, 90 and 180 degrees). Times are written as seconds (frame / 60).
QByteArray sixtyFpsGltf()
{
    QByteArray bin;
    const auto put = [&bin](float v) { bin.append(reinterpret_cast<const char*>(&v), sizeof v); };
    for (const float t : {0.0f, 2.0f / 60.0f}) {
        put(t);
    }
    for (const float v : {0.0f, 0.0f, 0.0f, 2.0f, 0.0f, 0.0f}) {
        put(v);
    }
    for (const float t : {0.0f, 1.0f / 60.0f, 3.0f / 60.0f}) {
        put(t);
    }
    const float h = std::sqrt(0.5f);
    for (const float v : {0.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f, h, h, 0.0f, 0.0f, 1.0f, 0.0f}) {
        put(v);  // x y z w: identity, 90 and 180 degrees about Z
    }
    const auto channel = [](int sampler, const char* path) {
        return QJsonObject{{QStringLiteral("sampler"), sampler},
                           {QStringLiteral("target"), QJsonObject{{QStringLiteral("node"), 0}, {QStringLiteral("path"), QString::fromLatin1(path)}}}};
    };
    const QJsonObject gltf{
        {QStringLiteral("asset"), QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")}}},
        {QStringLiteral("scene"), 0},
        {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("nodes"), QJsonArray{0}}}}},
        {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Bone")}}}},
        {QStringLiteral("accessors"),
         QJsonArray{accessor(0, 2, "SCALAR", {0.0}, {2.0 / 60.0}), accessor(1, 2, "VEC3"), accessor(2, 3, "SCALAR", {0.0}, {3.0 / 60.0}),
                    accessor(3, 3, "VEC4")}},
        {QStringLiteral("bufferViews"), QJsonArray{view(0, 8), view(8, 24), view(32, 12), view(44, 48)}},
        {QStringLiteral("buffers"),
         QJsonArray{QJsonObject{{QStringLiteral("byteLength"), int(bin.size())},
                                {QStringLiteral("uri"), QStringLiteral("data:application/octet-stream;base64,") + QString::fromLatin1(bin.toBase64())}}}},
        {QStringLiteral("animations"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Turn")},
                                {QStringLiteral("samplers"), QJsonArray{QJsonObject{{QStringLiteral("input"), 0}, {QStringLiteral("output"), 1}},
                                                                         QJsonObject{{QStringLiteral("input"), 2}, {QStringLiteral("output"), 3}}}},
                                {QStringLiteral("channels"), QJsonArray{channel(0, "translation"), channel(1, "rotation")}}}}},
    };
    return QJsonDocument(gltf).toJson(QJsonDocument::Compact);
}

/// A glTF of one triangle whose positions are in the external buffer named uri (36 bytes).
QByteArray triangleGltf(const QString& uri)
{
    const QJsonObject gltf{
        {QStringLiteral("asset"), QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")}}},
        {QStringLiteral("scene"), 0},
        {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("nodes"), QJsonArray{0}}}}},
        {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Tri")}, {QStringLiteral("mesh"), 0}}}},
        {QStringLiteral("meshes"),
         QJsonArray{QJsonObject{{QStringLiteral("primitives"),
                                 QJsonArray{QJsonObject{{QStringLiteral("attributes"), QJsonObject{{QStringLiteral("POSITION"), 0}}}}}}}}},
        {QStringLiteral("accessors"),
         QJsonArray{QJsonObject{{QStringLiteral("bufferView"), 0}, {QStringLiteral("componentType"), 5126}, {QStringLiteral("count"), 3},
                                {QStringLiteral("type"), QStringLiteral("VEC3")}, {QStringLiteral("min"), QJsonArray{0, 0, 0}},
                                {QStringLiteral("max"), QJsonArray{1, 1, 0}}}}},
        {QStringLiteral("bufferViews"),
         QJsonArray{QJsonObject{{QStringLiteral("buffer"), 0}, {QStringLiteral("byteLength"), 36}}}},
        {QStringLiteral("buffers"), QJsonArray{QJsonObject{{QStringLiteral("byteLength"), 36}, {QStringLiteral("uri"), uri}}}},
    };
    return QJsonDocument(gltf).toJson(QJsonDocument::Compact);
}

/// The three corners of triangleGltf's triangle, as little-endian floats.
QByteArray triangleBuffer()
{
    const float corners[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
    return QByteArray(reinterpret_cast<const char*>(corners), sizeof corners);
}

}  // namespace

class TestModelImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyAssetMatchesItsManifest_data()
    {
        QTest::addColumn<QJsonObject>("entry");
        const QJsonArray files = assetFiles();
        QVERIFY2(files.size() >= 20, qPrintable(QStringLiteral("no asset manifest at ") + kAssets));
        for (const QJsonValue v : files) {
            const QJsonObject o = v.toObject();
            QTest::newRow(qPrintable(o.value("path").toString())) << o;
        }
    }

    void everyAssetMatchesItsManifest()
    {
        QFETCH(QJsonObject, entry);
        const std::string path = (kAssets + entry.value("path").toString()).toStdString();
        Diagnostics d;
        const auto model = importModel(path, d);
        QVERIFY2(model, qPrintable(test::str(d)));

        // The manifest counts the file's meshes; a mesh placed on several nodes is drawn on each, its
        // copies one after another (RecursiveSkeletons: one mesh on 84 nodes).
        std::vector<const SkinnedMesh*> distinct;
        bool skinnedCopies = false;
        for (const SkinnedMesh& mesh : model->meshes) {
            if (!distinct.empty() && distinct.back()->name == mesh.name && distinct.back()->positions == mesh.positions
                && distinct.back()->indices == mesh.indices) {
                skinnedCopies = skinnedCopies || mesh.skinned;
                continue;
            }
            distinct.push_back(&mesh);
        }
        const QJsonArray meshes = entry.value("meshes").toArray();
        QCOMPARE(int(distinct.size()), entry.value("meshes_no_postprocess").toInt());
        int vertices = 0, morphs = 0;
        for (int m = 0; m < int(distinct.size()); ++m) {
            QCOMPARE(int(distinct[m]->positions.size()), meshes.at(m).toObject().value("vertices").toInt());
            vertices += int(distinct[m]->positions.size());
            morphs += int(distinct[m]->morphs.size());
        }
        QCOMPARE(vertices, entry.value("vertices_no_postprocess").toInt());
        QCOMPARE(morphs, entry.value("morph_targets_total").toInt());

        // Distinct skin bones (not Assimp's per-mesh sum), all of them nodes of the skeleton. Copies
        // of a skinned mesh bring their own skins, which Assimp (and so the manifest) does not count:
        // everyPlacementOfASkinnedMeshIsDrawnWithItsOwnSkin counts them from the file.
        if (!skinnedCopies) {
            QCOMPARE(int(model->skinBones.size()), entry.value("unique_bones_no_postprocess").toInt());
        }
        std::set<std::string> nodes;
        for (const RawBone& b : model->skeleton.bones) {
            nodes.insert(b.name);
        }
        QCOMPARE(int(nodes.size()), int(model->skeleton.bones.size()));  // names made unique
        for (const QJsonValue name : entry.value("bone_names").toArray()) {
            QVERIFY2(nodes.count(name.toString().toStdString()), qPrintable(name.toString()));
        }
        QVERIFY(int(model->skeleton.bones.size()) >= entry.value("nodes").toInt());

        // Clips: one per animation, named (empty names get one), lasting what the file says in
        // seconds whatever its tick rate (1000/s glTF, 24 FBX, 4800 .X, 60 B3D).
        const QJsonArray animations = entry.value("animations").toArray();
        QCOMPARE(int(model->clips.size()), animations.size());
        std::set<std::string> clipNames;
        for (int a = 0; a < animations.size(); ++a) {
            const Clip& clip = model->clips[a];
            const QJsonObject anim = animations.at(a).toObject();
            QVERIFY(!clip.name.empty());
            clipNames.insert(clip.name);
            if (!anim.value("name").toString().isEmpty()) {
                QCOMPARE(QString::fromStdString(clip.name), anim.value("name").toString());
            }
            // Keys keep their times. Assimp's duration (the manifest's seconds) is the last key's
            // time for glTF and Collada, whose times count from 0, and the keys' span for FBX
            // (moved to start at 0) and B3D (keyed from tick 1): the clip ends there or lasts that long.
            const double seconds = anim.value("seconds").toDouble();
            const double ends = clip.endFrame / clip.frameRate, lasts = clip.lengthFrames() / clip.frameRate;
            QVERIFY2(std::abs(ends - seconds) <= 1e-3 || std::abs(lasts - seconds) <= 1e-3,
                     qPrintable(QStringLiteral("%1: ends at %2 s, lasts %3 s, vs %4 s at %5 fps").arg(QString::fromStdString(clip.name))
                                    .arg(ends).arg(lasts).arg(seconds).arg(clip.frameRate)));
            QCOMPARE(int(clip.tracks.size()), anim.value("node_channels").toInt());
        }
        QCOMPARE(int(clipNames.size()), animations.size());

        // The whole file opens as a character: its skeleton stacks, its clips play, nothing is NaN.
        Diagnostics cd;
        auto data = loadCharacter(path, cd);
        QVERIFY2(data && data->framework && !cd.hasErrors(), qPrintable(test::str(cd)));
        auto instance = CharacterInstance::create(*data, cd);
        QVERIFY2(instance, qPrintable(test::str(cd)));
        if (!data->clips.empty()) {
            instance->setClip(0, cd);
            QVERIFY2(!cd.hasErrors(), qPrintable(test::str(cd)));
            instance->evaluate(data->clips[0].endFrame * 0.5f);
        }
        for (const glm::mat4& m : instance->pose().allWorld()) {
            QVERIFY(std::isfinite(m[3].x) && std::isfinite(m[0].x));
        }
    }

    void charactersStandUprightInCentimetres_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<float>("minHeight");
        QTest::addColumn<float>("maxHeight");
        // Humanoids, their heights in cm along the file's up axis (Y for glTF, COLLADA, .X; the FBX's UpAxis).
        QTest::newRow("CesiumMan glTF") << "CesiumMan/CesiumMan.glb" << 140.0f << 160.0f;
        QTest::newRow("CesiumMan COLLADA") << "CesiumMan/collada/CesiumMan.dae" << 140.0f << 160.0f;
        QTest::newRow("RiggedFigure") << "RiggedFigure/RiggedFigure.glb" << 120.0f << 190.0f;
        QTest::newRow("Mannequiny") << "Mannequiny/mannequiny.glb" << 160.0f << 200.0f;
        QTest::newRow("MaleBaseMesh") << "MaleBaseMesh/male_base_mesh.glb" << 160.0f << 210.0f;
        QTest::newRow("BCN_Epileptic .X") << "BCN_Epileptic/BCN_Epileptic.X" << 160.0f << 200.0f;
        // Authored 4.8 m tall in Blender (its hips node sits 2.09 m up, under an armature scaled x100
        // in a centimetre FBX): converted faithfully, not guessed down to human size.
        QTest::newRow("Quaternius FBX") << "QuaterniusMaleCasual/Male_Casual.fbx" << 470.0f << 495.0f;
        QTest::newRow("Blender FBX") << "BlenderStickman/stickman_walk.fbx" << 150.0f << 200.0f;
        QTest::newRow("Blender glTF") << "BlenderStickman/stickman_walk.glb" << 150.0f << 200.0f;
    }

    void charactersStandUprightInCentimetres()
    {
        QFETCH(QString, file);
        QFETCH(float, minHeight);
        QFETCH(float, maxHeight);
        Diagnostics d;
        auto data = loadCharacter((kAssets + file).toStdString(), d);
        QVERIFY2(data && data->framework, qPrintable(test::str(d)));
        glm::vec3 lo, hi;
        bindBounds(*data, lo, hi);
        const int up = data->manifest.upAxis == "Z" ? 2 : 1;
        const glm::vec3 size = hi - lo;
        QVERIFY2(size[up] >= minHeight && size[up] <= maxHeight,
                 qPrintable(QStringLiteral("%1 up %2: size %3 %4 %5").arg(file, QString::fromStdString(data->manifest.upAxis))
                                .arg(size.x).arg(size.y).arg(size.z)));
        // Standing: taller than deep (arms out in a T-pose may be as wide; allow that). Where the
        // origin is (feet or hips) is the file's choice and kept.
        QVERIFY(size[up] >= size[up == 1 ? 2 : 1]);
    }

    void unweightedBonesStayInTheSkeleton()
    {
        // RobotExpressive: 43 skin bones, 17 without weights (Assimp's LimitBoneWeights drops them).
        Diagnostics d;
        auto model = importModel((kAssets + QStringLiteral("RobotExpressive/RobotExpressive.glb")).toStdString(), d);
        QVERIFY(model);
        QCOMPARE(int(model->skinBones.size()), 43);
        std::set<std::string> palette;
        for (const SkinnedMesh& m : model->meshes) {
            palette.insert(m.paletteBones.begin(), m.paletteBones.end());
        }
        QVERIFY(palette.size() >= 43);
        // Weights are normalised, heaviest first, at most 8.
        for (const SkinnedMesh& m : model->meshes) {
            for (std::size_t v = 0; v < m.weights.size(); ++v) {
                float total = 0.0f;
                for (int i = 0; i < SkinnedMesh::kMaxInfluences; ++i) {
                    total += m.weights[v][i];
                    if (i > 0) {
                        QVERIFY(m.weights[v][i] <= m.weights[v][i - 1]);
                    }
                }
                QVERIFY(std::abs(total - 1.0f) < 1e-4f);
            }
        }
    }

    void morphWeightTracksPlay()
    {
        // AnimatedMorphCube: one mesh, two targets, a weight track on its node over 4.2 s.
        Diagnostics d;
        auto data = loadCharacter((kAssets + QStringLiteral("AnimatedMorphCube/AnimatedMorphCube.glb")).toStdString(), d);
        QVERIFY2(data && data->framework, qPrintable(test::str(d)));
        QCOMPARE(int(data->clips.size()), 1);
        const Clip& clip = data->clips[0];
        QCOMPARE(int(clip.morphTracks.size()), 1);
        const ClipMorphTrack& track = clip.morphTracks[0];
        QCOMPARE(QString::fromStdString(track.node), QStringLiteral("AnimatedMorphCube"));
        QCOMPARE(int(track.weights.size()), int(clip.lengthFrames()) + 1);
        // Each target is driven to (nearly) full weight at some frame, never outside [0, 1].
        float most[2] = {0.0f, 0.0f};
        int peak = 0;
        for (std::size_t f = 0; f < track.weights.size(); ++f) {
            QCOMPARE(int(track.weights[f].size()), 2);
            for (int t = 0; t < 2; ++t) {
                QVERIFY(track.weights[f][std::size_t(t)] >= -1e-4f && track.weights[f][std::size_t(t)] <= 1.0001f);
                if (track.weights[f][std::size_t(t)] > most[t]) {
                    most[t] = track.weights[f][std::size_t(t)];
                    peak = t == 0 ? int(f) : peak;
                }
            }
        }
        QVERIFY(most[0] > 0.9f && most[1] > 0.9f);
        // The deformed mesh at the first target's peak: base + sum of weight x offset.
        auto instance = CharacterInstance::create(*data, d);
        instance->setClip(0, d);
        instance->evaluate(float(peak));
        MeshDeformer deformer;
        deformer.bind(*data, *data->framework, d);
        deformer.deform(instance->pose().allWorld(), SkinningMethod::Linear, &clip, float(peak));
        const SkinnedMesh& mesh = data->meshes[0];
        const glm::mat4 node = instance->pose().world(data->framework->findBone("AnimatedMorphCube"));
        float moved = 0.0f;
        for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
            const glm::vec3 local = mesh.positions[v] + mesh.morphs[0].positionDeltas[v] * track.weights[std::size_t(peak)][0]
                                    + mesh.morphs[1].positionDeltas[v] * track.weights[std::size_t(peak)][1];
            RS_VERIFY_NEAR(deformer.output(0).positions[v], glm::vec3(node * glm::vec4(local, 1.0f)));
            moved = std::max(moved, glm::length(deformer.output(0).positions[v] - glm::vec3(node * glm::vec4(mesh.positions[v], 1.0f))));
        }
        QVERIFY(moved > 1.0f);  // centimetres: the target visibly changes the cube
    }

    void importedClipsKeepTheFilesKeysAtTheirOwnRate()
    {
        // Written by the test at 60 fps, keys the two parts do not share (sixtyFpsGltf): the clip
        // is counted at 60 fps, keyed wherever either part is, and reads the file's values there;
        // between keys, linear translation and constant-speed rotation about Z.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("turn.gltf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(sixtyFpsGltf());
        f.close();
        Diagnostics d;
        const auto model = importModel(path.toStdString(), d);
        QVERIFY2(model && model->clips.size() == 1, qPrintable(test::str(d)));
        QVERIFY2(d.containsMessage("glTF stores times, not frames: frames are counted at the rate of the keys' most common step (Turn 60 fps)"),
                 qPrintable(test::str(d)));
        const Clip& clip = model->clips.front();
        QCOMPARE(clip.frameRate, 60.0f);
        QCOMPARE(clip.startFrame, 0.0f);
        QCOMPARE(clip.endFrame, 3.0f);
        QCOMPARE(clip.tracks.size(), std::size_t(1));
        const ClipTrack& track = clip.tracks.front();
        QCOMPARE(track.keys.size(), std::size_t(4));  // frames 0, 1, 2, 3
        const float cm = model->centimetresPerUnit;
        const glm::vec3 z(0, 0, 1);
        struct Expected {
            float frame, x, degrees;
        };
        for (const Expected& e : {Expected{0.0f, 0.0f, 0.0f}, {0.5f, 0.5f, 45.0f}, {1.0f, 1.0f, 90.0f}, {2.0f, 2.0f, 135.0f},
                                  {2.5f, 2.0f, 157.5f}, {3.0f, 2.0f, 180.0f}, {4.0f, 2.0f, 180.0f}}) {
            const Srt at = sampleTrack(track, e.frame);
            RS_VERIFY_NEAR(at.translation, glm::vec3(e.x * cm, 0, 0));
            const glm::quat expected = glm::angleAxis(glm::radians(e.degrees), z);
            QVERIFY2(std::abs(std::abs(glm::dot(at.rotation, expected)) - 1.0f) < 1e-6f, qPrintable(QStringLiteral("frame %1").arg(e.frame)));
        }
    }

    void foxPlaysAtTwentyFourFramesPerSecond()
    {
        // Fox.glb's clips are keyed every 1/24 s (Run has a stretch offset by 0.8 frame): counted
        // at 24 fps, the key at t s is at frame 24 t with the file's value (Assimp's reading of
        // the same file, read here apart from the importer), and halfway between two keys is their
        // interpolation's midpoint.
        const std::string path = (kAssets + QStringLiteral("Fox/Fox.glb")).toStdString();
        Diagnostics d;
        const auto model = importModel(path, d);
        QVERIFY2(model && model->clips.size() == 3, qPrintable(test::str(d)));
        Assimp::Importer importer;
        const aiScene* scene = importer.ReadFile(path, 0);
        QVERIFY(scene && scene->mNumAnimations == 3);
        int checked = 0;
        for (unsigned a = 0; a < scene->mNumAnimations; ++a) {
            const Clip& clip = model->clips[a];
            QCOMPARE(clip.frameRate, 24.0f);
            const aiAnimation& anim = *scene->mAnimations[a];
            for (unsigned c = 0; c < anim.mNumChannels; ++c) {
                const aiNodeAnim& channel = *anim.mChannels[c];
                const auto track = std::find_if(clip.tracks.begin(), clip.tracks.end(),
                                                [&](const ClipTrack& t) { return t.bone == channel.mNodeName.C_Str(); });
                QVERIFY(track != clip.tracks.end());
                for (unsigned k = 0; k < channel.mNumRotationKeys; ++k) {
                    const double exact = channel.mRotationKeys[k].mTime / anim.mTicksPerSecond * 24.0;
                    const float frame = float(std::abs(exact - std::round(exact)) <= 1e-3 ? std::round(exact) : exact);
                    const aiQuaternion& q = channel.mRotationKeys[k].mValue;
                    const glm::quat key = glm::normalize(glm::quat(q.w, q.x, q.y, q.z));
                    const Srt at = sampleTrack(*track, frame);
                    QVERIFY2(std::abs(std::abs(glm::dot(at.rotation, key)) - 1.0f) < 1e-6f, channel.mNodeName.C_Str());
                    if (k + 1 < channel.mNumRotationKeys) {
                        const aiQuaternion& r = channel.mRotationKeys[k + 1].mValue;
                        glm::quat next = glm::normalize(glm::quat(r.w, r.x, r.y, r.z));
                        next = glm::dot(key, next) < 0.0f ? -next : next;
                        const glm::quat mid = glm::normalize(glm::slerp(key, next, 0.5f));
                        const double nextExact = channel.mRotationKeys[k + 1].mTime / anim.mTicksPerSecond * 24.0;
                        const Srt half = sampleTrack(*track, float((exact + nextExact) / 2.0));
                        QVERIFY2(std::abs(std::abs(glm::dot(half.rotation, mid)) - 1.0f) < 1e-5f, channel.mNodeName.C_Str());
                    }
                    ++checked;
                }
                for (unsigned k = 0; k < channel.mNumPositionKeys; ++k) {
                    const double exact = channel.mPositionKeys[k].mTime / anim.mTicksPerSecond * 24.0;
                    const float frame = float(std::abs(exact - std::round(exact)) <= 1e-3 ? std::round(exact) : exact);
                    const aiVector3D& p = channel.mPositionKeys[k].mValue;
                    const glm::vec3 expected = glm::vec3(p.x, p.y, p.z) * model->centimetresPerUnit;
                    const glm::vec3 got = sampleTrack(*track, frame).translation;
                    QVERIFY2(glm::length(got - expected) <= 1e-6f * std::max(1.0f, glm::length(expected)), channel.mNodeName.C_Str());
                }
            }
        }
        QVERIFY(checked > 1000);
    }

    void fbxClipsKeepTheDccTime()
    {
        // The stickman's walk exported by Blender 3.4 as FBX and as glTF: its AnimationStack starts
        // at 1/30 s (LocalStart), where the glTF keys start too. Both clips start at frame 1 and
        // give the same pose at the same frame (Assimp alone moves the FBX keys to 0: a frame early).
        Diagnostics d;
        auto fbx = loadCharacter((kAssets + QStringLiteral("BlenderStickman/stickman_walk.fbx")).toStdString(), d);
        auto gltf = loadCharacter((kAssets + QStringLiteral("BlenderStickman/stickman_walk.glb")).toStdString(), d);
        QVERIFY(fbx && gltf && !fbx->clips.empty() && !gltf->clips.empty());
        QCOMPARE(fbx->clips[0].startFrame, 1.0f);
        QCOMPARE(gltf->clips[0].startFrame, 1.0f);  // its first key is at 1/30 s
        QCOMPARE(fbx->clips[0].frameRate, 30.0f);
        QCOMPARE(gltf->clips[0].frameRate, 30.0f);
        auto a = CharacterInstance::create(*fbx, d), b = CharacterInstance::create(*gltf, d);
        a->setClip(0, d);
        b->setClip(0, d);
        float worst = 0.0f;
        for (float frame : {1.0f, 7.0f, 10.0f, 20.0f, 30.0f}) {
            a->evaluate(frame);
            b->evaluate(frame);
            for (int bone = 0; bone < fbx->framework->boneCount(); ++bone) {
                const int other = gltf->framework->findBone(fbx->framework->boneName(bone));
                if (other >= 0) {
                    worst = std::max(worst, glm::length(glm::vec3(a->pose().world(bone)[3]) - glm::vec3(b->pose().world(other)[3])));
                }
            }
        }
        QVERIFY2(worst < 0.05f, qPrintable(QStringLiteral("%1 cm").arg(worst)));
        // The scanner reads ASCII FBX too, and only the stacks in Objects (not the template).
        QTemporaryDir dir;
        QFile ascii(dir.filePath(QStringLiteral("two.fbx")));
        QVERIFY(ascii.open(QIODevice::WriteOnly));
        ascii.write("; FBX 7.4.0 project file\nFBXHeaderExtension:  {\n}\nDefinitions:  {\n P: \"LocalStart\", \"KTime\", \"Time\", \"\",0\n}\n"
                    "Objects:  {\n AnimationStack: 1, \"AnimStack::A\", \"\" {\n  Properties70:  {\n   P: \"LocalStart\", \"KTime\", \"Time\", \"\",46186158000\n  }\n }\n"
                    " AnimationStack: 2, \"AnimStack::B\", \"\" {\n  Properties70:  {\n   P: \"LocalStart\", \"KTime\", \"Time\", \"\",1539538600\n  }\n }\n}\n");
        ascii.close();
        const std::vector<double> starts = fbxStackStartSeconds(ascii.fileName().toStdString());
        QCOMPARE(int(starts.size()), 2);
        QVERIFY(std::abs(starts[0] - 1.0) < 1e-12 && std::abs(starts[1] - 1.0 / 30.0) < 1e-9);
    }

    void everyPlacementOfASkinnedMeshIsDrawnWithItsOwnSkin()
    {
        // RecursiveSkeletons places one skinned mesh on 84 nodes, each with a skin of its own over
        // nested skeletons (4 trees of 1 + 4 + 16 columns, the smaller ones scaled 0.3 on the joints
        // of the larger). Every placement is drawn, bound to its own skin: at the bind pose its
        // vertices lie where the file's node transforms and inverse bind matrices put them, worked
        // out here from the .glb's JSON and binary chunks, and its palette is its skin's joints.
        const QString path = kAssets + QStringLiteral("RecursiveSkeletons/RecursiveSkeletons.glb");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray glb = file.readAll();
        const auto word = [&](qsizetype at) {
            quint32 v = 0;
            std::memcpy(&v, glb.constData() + at, 4);
            return qsizetype(v);
        };
        const QJsonObject gltf = QJsonDocument::fromJson(glb.mid(20, word(12))).object();
        const qsizetype bin = 20 + ((word(12) + 3) & ~qsizetype(3)) + 8;
        QCOMPARE(glb.mid(bin - 4, 3), QByteArray("BIN"));
        const QJsonArray nodes = gltf["nodes"].toArray(), accessors = gltf["accessors"].toArray();
        const QJsonArray views = gltf["bufferViews"].toArray(), skins = gltf["skins"].toArray();
        // Component c of element e of an accessor (floats or unsigned bytes, interleaved or not).
        const auto component = [&](int accessor, int e, int c) -> float {
            const QJsonObject a = accessors[accessor].toObject();
            const QJsonObject view = views[a["bufferView"].toInt()].toObject();
            const bool isFloat = a["componentType"].toInt() == 5126;
            const QString type = a["type"].toString();
            const int count = type == QLatin1String("MAT4") ? 16 : type == QLatin1String("VEC4") ? 4 : type == QLatin1String("VEC3") ? 3 : 1;
            const int stride = view["byteStride"].toInt(count * (isFloat ? 4 : 1));
            const char* at = glb.constData() + bin + view["byteOffset"].toInt() + a["byteOffset"].toInt() + e * stride + c * (isFloat ? 4 : 1);
            if (!isFloat) {
                return float(quint8(*at));
            }
            float x = 0.0f;
            std::memcpy(&x, at, 4);
            return x;
        };
        const auto vec = [](const QJsonValue& v, glm::vec3 otherwise) {
            const QJsonArray a = v.toArray();
            return a.size() == 3 ? glm::vec3(a[0].toDouble(), a[1].toDouble(), a[2].toDouble()) : otherwise;
        };
        // World matrices in metres: parents first from the scene's roots, T * R * S each.
        std::vector<glm::mat4> world(std::size_t(nodes.size()), glm::mat4(1.0f));
        std::vector<std::pair<int, glm::mat4>> todo;
        for (const QJsonValue root : gltf["scenes"].toArray()[0].toObject()["nodes"].toArray()) {
            todo.push_back({root.toInt(), glm::mat4(1.0f)});
        }
        while (!todo.empty()) {
            const auto [n, parent] = todo.back();
            todo.pop_back();
            const QJsonObject node = nodes[n].toObject();
            const QJsonArray r = node["rotation"].toArray();
            const glm::quat q = r.size() == 4 ? glm::quat(float(r[3].toDouble()), float(r[0].toDouble()), float(r[1].toDouble()), float(r[2].toDouble()))
                                              : glm::quat(1.0f, 0.0f, 0.0f, 0.0f);
            glm::mat4 local = glm::mat4_cast(q);
            const glm::vec3 scale = vec(node["scale"], glm::vec3(1.0f));
            for (int axis = 0; axis < 3; ++axis) {
                local[axis] *= scale[axis];
            }
            local[3] = glm::vec4(vec(node["translation"], glm::vec3(0.0f)), 1.0f);
            world[std::size_t(n)] = parent * local;
            for (const QJsonValue child : node["children"].toArray()) {
                todo.push_back({child.toInt(), world[std::size_t(n)]});
            }
        }
        // Each placement's bind-pose vertices in centimetres: sum of weight * joint world * inverse bind.
        const QJsonObject attributes = gltf["meshes"].toArray()[0].toObject()["primitives"].toArray()[0].toObject()["attributes"].toObject();
        const int positions = attributes["POSITION"].toInt(), joints = attributes["JOINTS_0"].toInt(), weights = attributes["WEIGHTS_0"].toInt();
        const int vertexCount = accessors[positions].toObject()["count"].toInt();
        struct Placement {
            int skin;
            std::vector<glm::vec3> vertices;
        };
        std::vector<Placement> expected;
        for (const QJsonValue v : nodes) {
            const QJsonObject node = v.toObject();
            if (!node.contains(QLatin1String("mesh")) || !node.contains(QLatin1String("skin"))) {
                continue;
            }
            const QJsonObject skin = skins[node["skin"].toInt()].toObject();
            Placement placement{node["skin"].toInt(), {}};
            for (int vertex = 0; vertex < vertexCount; ++vertex) {
                const glm::vec4 rest(component(positions, vertex, 0), component(positions, vertex, 1), component(positions, vertex, 2), 1.0f);
                glm::vec3 sum(0.0f);
                for (int i = 0; i < 4; ++i) {
                    const int joint = int(component(joints, vertex, i));
                    glm::mat4 inverseBind;
                    for (int c = 0; c < 16; ++c) {
                        inverseBind[c / 4][c % 4] = component(skin["inverseBindMatrices"].toInt(), joint, c);
                    }
                    sum += component(weights, vertex, i) * glm::vec3(world[std::size_t(skin["joints"].toArray()[joint].toInt())] * inverseBind * rest);
                }
                placement.vertices.push_back(sum * 100.0f);
            }
            expected.push_back(std::move(placement));
        }
        QCOMPARE(int(expected.size()), 84);
        QCOMPARE(int(expected.front().vertices.size()), 40);
        // The placements are all in different places (the file puts no two copies together).
        for (std::size_t a = 0; a < expected.size(); ++a) {
            for (std::size_t b = a + 1; b < expected.size(); ++b) {
                QVERIFY(glm::length(expected[a].vertices[0] - expected[b].vertices[0]) > 1.0f
                        || glm::length(expected[a].vertices[39] - expected[b].vertices[39]) > 1.0f);
            }
        }

        Diagnostics d;
        auto data = loadCharacter(path.toStdString(), d);
        QVERIFY2(data && data->framework, qPrintable(test::str(d)));
        QVERIFY2(!d.contains("import.instanced-skin") && !d.hasErrors(), qPrintable(test::str(d)));
        QCOMPARE(int(data->meshes.size()), 84);
        const Framework& framework = *data->framework;
        std::vector<glm::mat4> bind;
        for (int bone = 0; bone < framework.boneCount(); ++bone) {
            bind.push_back(framework.bindWorld(bone));
        }
        MeshDeformer deformer;
        deformer.bind(*data, framework, d);
        deformer.deform(bind, SkinningMethod::Linear);
        QVERIFY2(d.count(Severity::Warning) == 0 && !d.hasErrors(), qPrintable(test::str(d)));  // every palette bone bound
        // Each expected placement is exactly one drawn mesh, whose palette is its skin's joints.
        std::vector<int> matchedBy(84, -1);
        for (std::size_t p = 0; p < expected.size(); ++p) {
            for (int m = 0; m < deformer.meshCount(); ++m) {
                const std::vector<glm::vec3>& drawn = deformer.output(m).positions;
                bool same = int(drawn.size()) == vertexCount;
                for (int vertex = 0; same && vertex < vertexCount; ++vertex) {
                    same = glm::length(drawn[std::size_t(vertex)] - expected[p].vertices[std::size_t(vertex)]) < 0.01f;
                }
                if (!same) {
                    continue;
                }
                QVERIFY2(matchedBy[std::size_t(m)] < 0, qPrintable(QStringLiteral("mesh %1 is two placements").arg(m)));
                matchedBy[std::size_t(m)] = int(p);
                const QJsonArray skinJoints = skins[expected[p].skin].toObject()["joints"].toArray();
                const SkinnedMesh& mesh = deformer.mesh(m);
                QVERIFY(int(mesh.paletteBones.size()) >= skinJoints.size());
                for (int j = 0; j < skinJoints.size(); ++j) {
                    const int bone = framework.findBone(mesh.paletteBones[std::size_t(j)]);
                    QVERIFY(bone >= 0);
                    const glm::mat4 joint = world[std::size_t(skinJoints[j].toInt())];
                    RS_VERIFY_NEAR(glm::vec3(framework.bindWorld(bone)[3]), glm::vec3(joint[3]) * 100.0f);
                    QVERIFY(std::abs(glm::length(glm::vec3(framework.bindWorld(bone)[0])) - glm::length(glm::vec3(joint[0]))) < 1e-4f);
                }
            }
        }
        QCOMPARE(int(std::count(matchedBy.begin(), matchedBy.end(), -1)), 0);

        // Every skin's joints deform (flag D), not only those of the skin Assimp keeps: 84 skins of 10
        // joints each, none shared.
        std::set<int> skinJoints;
        for (const QJsonValue skin : skins) {
            for (const QJsonValue joint : skin.toObject()["joints"].toArray()) {
                skinJoints.insert(joint.toInt());
            }
        }
        Diagnostics di;
        const auto model = importModel(path.toStdString(), di);
        QVERIFY(model);
        QCOMPARE(int(model->skinBones.size()), int(skinJoints.size()));
        QCOMPARE(int(skinJoints.size()), 840);
    }

    void eachPlacementIsBoundToItsOwnSkin()
    {
        // A triangle placed on nodes A and B, each with a skin of one joint: J0 at (1, 0, 0) m
        // with the identity as inverse bind, J1 at (0, 2, 3) m with a translation by (0, -2, 0).
        // At the bind pose A's copy is moved by (1, 0, 0) m and B's by (0, 0, 3) m.
        QByteArray data;
        const auto floats = [&](std::initializer_list<float> values) {
            for (const float v : values) {
                data.append(reinterpret_cast<const char*>(&v), 4);
            }
        };
        floats({0, 0, 0, 1, 0, 0, 0, 1, 0});                             // 0: positions
        data.append(QByteArray(12, '\0'));                              // 36: joints (all 0)
        floats({1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0});                   // 48: weights
        data.append(QByteArray::fromHex("000001000200") + QByteArray(2, '\0'));  // 96: indices
        floats({1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});       // 104: skin 0
        floats({1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -2, 0, 1});      // 168: skin 1
        const auto gltf = [&](bool sparse) {
            const auto array = [](std::initializer_list<double> values) {
                QJsonArray a;
                for (const double v : values) {
                    a.append(v);
                }
                return a;
            };
            const auto node = [&](const char* name, QJsonObject more) {
                more[QStringLiteral("name")] = QLatin1String(name);
                return more;
            };
            const auto accessor = [](int view, int type, const char* shape) {
                return QJsonObject{{"bufferView", view}, {"componentType", type}, {"count", view >= 4 ? 1 : 3}, {"type", QLatin1String(shape)}};
            };
            const auto view = [](int offset, int length) { return QJsonObject{{"buffer", 0}, {"byteOffset", offset}, {"byteLength", length}}; };
            QJsonObject positions = accessor(0, 5126, "VEC3");
            positions[QStringLiteral("min")] = array({0, 0, 0});
            positions[QStringLiteral("max")] = array({1, 1, 0});
            QJsonObject secondInverseBind = accessor(5, 5126, "MAT4");
            if (sparse) {
                secondInverseBind[QStringLiteral("sparse")] = QJsonObject{
                    {"count", 1}, {"indices", QJsonObject{{"bufferView", 3}, {"componentType", 5123}}}, {"values", QJsonObject{{"bufferView", 4}}}};
            }
            const QJsonObject file{
                {"asset", QJsonObject{{"version", "2.0"}}},
                {"scene", 0},
                {"scenes", QJsonArray{QJsonObject{{"nodes", array({0, 1, 2, 3})}}}},
                {"nodes", QJsonArray{node("A", {{"mesh", 0}, {"skin", 0}}), node("B", {{"mesh", 0}, {"skin", 1}}),
                                     node("J0", {{"translation", array({1, 0, 0})}}), node("J1", {{"translation", array({0, 2, 3})}})}},
                {"meshes", QJsonArray{QJsonObject{
                               {"name", "tri"},
                               {"primitives", QJsonArray{QJsonObject{{"attributes", QJsonObject{{"POSITION", 0}, {"JOINTS_0", 1}, {"WEIGHTS_0", 2}}},
                                                                     {"indices", 3}}}}}}},
                {"skins", QJsonArray{QJsonObject{{"joints", array({2})}, {"inverseBindMatrices", 4}},
                                     QJsonObject{{"joints", array({3})}, {"inverseBindMatrices", 5}}}},
                {"accessors", QJsonArray{positions, accessor(1, 5121, "VEC4"), accessor(2, 5126, "VEC4"), accessor(3, 5123, "SCALAR"),
                                         accessor(4, 5126, "MAT4"), secondInverseBind}},
                {"bufferViews", QJsonArray{view(0, 36), view(36, 12), view(48, 48), view(96, 6), view(104, 64), view(168, 64)}},
                {"buffers", QJsonArray{QJsonObject{{"byteLength", 232},
                                                   {"uri", QString::fromLatin1("data:application/octet-stream;base64," + data.toBase64())}}}}};
            return QJsonDocument(file).toJson();
        };
        QCOMPARE(data.size(), 232);
        QTemporaryDir dir;
        const QString two = dir.filePath(QStringLiteral("two.gltf"));
        QFile f(two);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(gltf(false));
        f.close();
        Diagnostics d;
        auto data2 = loadCharacter(two.toStdString(), d);
        QVERIFY2(data2 && data2->framework && !d.hasErrors() && !d.contains("import.instanced-skin"), qPrintable(test::str(d)));
        QCOMPARE(int(data2->meshes.size()), 2);
        std::vector<glm::mat4> bind;
        for (int bone = 0; bone < data2->framework->boneCount(); ++bone) {
            bind.push_back(data2->framework->bindWorld(bone));
        }
        MeshDeformer deformer;
        deformer.bind(*data2, *data2->framework, d);
        deformer.deform(bind, SkinningMethod::Linear);
        const std::map<std::string, std::pair<std::string, glm::vec3>> expected{{"A", {"J0", glm::vec3(100, 0, 0)}},
                                                                                {"B", {"J1", glm::vec3(0, 0, 300)}}};
        for (int m = 0; m < 2; ++m) {
            const SkinnedMesh& mesh = deformer.mesh(m);
            QVERIFY2(expected.count(mesh.node), mesh.node.c_str());
            const auto& [joint, moved] = expected.at(mesh.node);
            QCOMPARE(mesh.paletteBones.front(), joint);
            RS_VERIFY_NEAR(deformer.output(m).positions[0], moved);
            RS_VERIFY_NEAR(deformer.output(m).positions[1], glm::vec3(100, 0, 0) + moved);
            RS_VERIFY_NEAR(deformer.output(m).positions[2], glm::vec3(0, 100, 0) + moved);
        }
        QVERIFY(deformer.mesh(0).node != deformer.mesh(1).node);

        // B's inverse binds as a sparse accessor (glTF 2.0, 3.6.2.3): the translation by (0, -2, 0)
        // replaced at index 0 by the identity (buffer views 3 and 4), so B's copy is moved by J1's
        // whole (0, 2, 3) m.
        const auto deformed = [&](const QString& name, bool sparse, Diagnostics& ds) {
            const QString path = dir.filePath(name);
            QFile g(path);
            g.open(QIODevice::WriteOnly);
            g.write(gltf(sparse));
            g.close();
            return loadCharacter(path.toStdString(), ds);
        };
        Diagnostics ds;
        auto sparseData = deformed(QStringLiteral("sparse.gltf"), true, ds);
        QVERIFY2(sparseData && sparseData->framework && !ds.contains("import.instanced-skin"), qPrintable(test::str(ds)));
        MeshDeformer sparseDeformer;
        sparseDeformer.bind(*sparseData, *sparseData->framework, ds);
        sparseDeformer.deform(bind, SkinningMethod::Linear);
        QCOMPARE(sparseDeformer.meshCount(), 2);
        for (int m = 0; m < 2; ++m) {
            const glm::vec3 moved = sparseDeformer.mesh(m).node == "B" ? glm::vec3(0, 200, 300) : glm::vec3(100, 0, 0);
            RS_VERIFY_NEAR(sparseDeformer.output(m).positions[0], moved);
        }
        // A sparse index past the accessor's matrices: the file is refused, naming it.
        QByteArray& bytes = data;
        bytes[96] = 7;  // the sparse index: matrix 7 of an accessor of one
        Diagnostics bad;
        QVERIFY(!deformed(QStringLiteral("sparse-out.gltf"), true, bad));
        QVERIFY2(bad.contains("import.failed") && test::str(bad).contains(QStringLiteral("sparse-out.gltf")), qPrintable(test::str(bad)));

        // The reader refuses what it cannot follow, saying where.
        const std::string_view cutShort = "{\"nodes\": [}";
        const std::string_view noSuchSkin = "{\"nodes\": [{\"skin\": 1}], \"skins\": [{\"joints\": [0]}]}";
        const std::string_view pastTheBuffer =
            "{\"nodes\": [{}], \"skins\": [{\"joints\": [0], \"inverseBindMatrices\": 0}], \"accessors\": [{\"bufferView\": 0, "
            "\"componentType\": 5126, \"count\": 1, \"type\": \"MAT4\"}], \"bufferViews\": [{\"buffer\": 0, \"byteLength\": 64}], "
            "\"buffers\": [{\"byteLength\": 32}]}";
        const std::string_view withoutInverseBinds =
            "{\"nodes\": [{\"children\": [1]}, {\"mesh\": 0, \"skin\": 0}], \"meshes\": [{\"primitives\": [{}, {}]}], "
            "\"scenes\": [{\"nodes\": [0]}], \"skins\": [{\"joints\": [0, 1]}]}";
        std::string why;
        QVERIFY(!readGltfSkinning(cutShort, {}, {}, why));
        QVERIFY2(why.find("malformed near byte 11") != std::string::npos, why.c_str());
        QVERIFY(!readGltfSkinning(noSuchSkin, {}, {}, why));
        QVERIFY2(why == "node 0's skin is out of range", why.c_str());
        QVERIFY(!readGltfSkinning(pastTheBuffer, std::string_view("0123456789abcdef0123456789abcdef"), {}, why));
        QVERIFY2(why == "skin 0: accessor 0: buffer view 0 reaches past its buffer", why.c_str());
        // A sparse accessor without a base (zeros) whose indices must increase: 1 then 0 is refused,
        // 0 then 1 gives the two values (a translation by 5 along x, then by 7 along y).
        std::string sparseBin(4 + 128, '\0');
        for (const auto& [matrix, column, value] : {std::tuple{0, 3, 5.0f}, {1, 3, 7.0f}}) {
            for (int c = 0; c < 4; ++c) {
                const float diagonal = 1.0f;
                std::memcpy(&sparseBin[std::size_t(4 + 64 * matrix + 16 * c + 4 * c)], &diagonal, 4);
            }
            std::memcpy(&sparseBin[std::size_t(4 + 64 * matrix + 16 * column + 4 * (matrix == 0 ? 0 : 1))], &value, 4);
        }
        const auto sparseSkin = [&](const char* indices) {
            sparseBin[0] = indices[0];
            sparseBin[1] = indices[1];
            return std::string(
                "{\"nodes\": [{}, {}], \"skins\": [{\"joints\": [0, 1], \"inverseBindMatrices\": 0}], \"accessors\": [{"
                "\"componentType\": 5126, \"count\": 2, \"type\": \"MAT4\", \"sparse\": {\"count\": 2, \"indices\": {\"bufferView\": 0, "
                "\"componentType\": 5121}, \"values\": {\"bufferView\": 1}}}], \"bufferViews\": [{\"buffer\": 0, \"byteLength\": 2}, "
                "{\"buffer\": 0, \"byteOffset\": 4, \"byteLength\": 128}], \"buffers\": [{\"byteLength\": 132}]}");
        };
        QVERIFY(!readGltfSkinning(sparseSkin("\x01\x00"), sparseBin, {}, why));
        QVERIFY2(why == "skin 0: accessor 0's sparse index 0 is out of range or not increasing", why.c_str());
        const auto patched = readGltfSkinning(sparseSkin("\x00\x01"), sparseBin, {}, why);
        QVERIFY2(patched, why.c_str());
        QCOMPARE(patched->skins[0].inverseBind[0], glm::translate(glm::mat4(1.0f), glm::vec3(5, 0, 0)));
        QCOMPARE(patched->skins[0].inverseBind[1], glm::translate(glm::mat4(1.0f), glm::vec3(0, 7, 0)));
        // Without inverse binds a skin's are the identity (glTF's default).
        const auto plain = readGltfSkinning(withoutInverseBinds, {}, {}, why);
        QVERIFY2(plain, why.c_str());
        QCOMPARE(plain->sceneRoots, std::vector<int>{0});
        QCOMPARE(plain->meshPrimitives, std::vector<int>{2});
        QCOMPARE(plain->nodes[0].children, std::vector<int>{1});
        QCOMPARE(plain->nodes[1].skin, 0);
        QVERIFY(plain->skins[0].inverseBind == std::vector<glm::mat4>(2, glm::mat4(1.0f)));
    }

    void defaultMorphWeightsApplyWithoutAClip()
    {
        // MorphPrimitivesTest: no animation, its mesh says weights [0.5]: both primitives show
        // half of their target, as glTF viewers draw it (it rendered flat before).
        Diagnostics d;
        auto data = loadCharacter((kAssets + QStringLiteral("MorphPrimitivesTest/MorphPrimitivesTest.glb")).toStdString(), d);
        QVERIFY2(data && data->framework && data->clips.empty(), qPrintable(test::str(d)));
        auto instance = CharacterInstance::create(*data, d);
        instance->evaluate(0.0f);
        MeshDeformer deformer;
        deformer.bind(*data, *data->framework, d);
        deformer.deform(instance->pose().allWorld(), SkinningMethod::Linear);
        int withTargets = 0;
        for (int m = 0; m < deformer.meshCount(); ++m) {
            const SkinnedMesh& mesh = deformer.mesh(m);
            if (mesh.morphs.empty()) {
                continue;
            }
            ++withTargets;
            QCOMPARE(mesh.morphs[0].defaultWeight, 0.5f);
            const glm::mat4 node = instance->pose().world(data->framework->findBone(mesh.node));
            float moved = 0.0f;
            for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
                const glm::vec3 local = mesh.positions[v] + 0.5f * mesh.morphs[0].positionDeltas[v];
                RS_VERIFY_NEAR(deformer.output(m).positions[v], glm::vec3(node * glm::vec4(local, 1.0f)));
                moved = std::max(moved, 0.5f * glm::length(mesh.morphs[0].positionDeltas[v]));
            }
            QVERIFY(moved > 0.1f);
        }
        QCOMPARE(withTargets, 2);
    }

    /// A morph clip of many keys over a long time reads in time proportional to frames plus keys
    /// (each frame searched from the first key: 19.5 s for this one), with the weights of the keys.
    void aLongMorphClipReadsInLinearTime()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pulse.gltf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const int keys = 200001;  // 0, 1, 0, 1, ... at every 0.03 s: 6,000 s, 180,000 frames
        f.write(morphClipGltf(keys, 6000.0, 1));
        f.close();
        QElapsedTimer clock;
        clock.start();
        Diagnostics d;
        const auto model = importModel(path.toStdString(), d);
        QVERIFY2(model, qPrintable(test::str(d)));
        QVERIFY2(clock.elapsed() < 5000 * test::kSanitizerSlowdown, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(model->clips.size(), std::size_t(1));
        const Clip& clip = model->clips.front();
        QCOMPARE(clip.morphTracks.size(), std::size_t(1));
        const ClipMorphTrack& track = clip.morphTracks.front();
        QCOMPARE(track.weights.size(), std::size_t(180001));  // frames 0 .. 180,000
        // Frame f is at f / 30 s; key k at 0.03 k s. Frame 9 (0.3 s) is key 10: weight 0; frame 1
        // (1/30 s) lies 1/9 of the way from key 1 (weight 1) to key 2 (weight 0).
        QCOMPARE(track.weights[9].size(), std::size_t(1));
        QVERIFY(std::abs(track.weights[9][0]) < 1e-4f);
        QVERIFY2(std::abs(track.weights[1][0] - 8.0f / 9.0f) < 1e-3f, qPrintable(QString::number(track.weights[1][0])));
        QVERIFY(std::abs(track.weights[180000][0] - 0.0f) < 1e-4f);  // the last key, 200,000: even
    }

    /// A weight track giving weights for more targets than any mesh has (a damaged file) is an
    /// error naming it and is left out, instead of rows of that many weights every frame (which ran
    /// the import out of memory, losing the whole model).
    void morphWeightsForTargetsNoMeshHasAreRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wide.gltf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(morphClipGltf(3, 1000.0, 100000));  // one target, 100,000 weights a key, 30,000 frames
        f.close();
        Diagnostics d;
        const auto model = importModel(path.toStdString(), d);
        QVERIFY2(model, qPrintable(test::str(d)));
        QVERIFY2(d.contains("import.morph-targets-out-of-range") && d.hasErrors(), qPrintable(test::str(d)));
        const auto refusal = std::find_if(d.items().begin(), d.items().end(),
                                          [](const Diagnostic& item) { return item.code == "import.morph-targets-out-of-range"; });
        QVERIFY(refusal->bones == std::vector<std::string>{"Morph"});
        QCOMPARE(model->clips.size(), std::size_t(1));
        QVERIFY(model->clips.front().morphTracks.empty());
        QCOMPARE(model->meshes.size(), std::size_t(1));
        QCOMPARE(model->meshes.front().morphs.size(), std::size_t(1));
    }

    /// A triangle naming a vertex the mesh does not have is an error naming the mesh, and is left
    /// out. (Assimp 5.2 drops or refuses such triangles in every format tried: glTF, OFF and .X drop
    /// them, OBJ and COLLADA refuse the file, PLY aborts; with its validation step off nothing
    /// promises it for the others.)
    void trianglesNamingMissingVerticesAreLeftOut()
    {
        SkinnedMesh mesh;
        mesh.name = "Tri";
        mesh.positions = {glm::vec3(0.0f), glm::vec3(1.0f, 0.0f, 0.0f), glm::vec3(0.0f, 1.0f, 0.0f)};
        mesh.indices = {0, 1, 2, 0, 1, 7, 2, 3, 1, 2, 1, 0};
        Diagnostics d;
        QCOMPARE(dropTrianglesOutsideMesh(mesh, "tri.glb", d), std::size_t(2));
        QCOMPARE(mesh.indices, (std::vector<std::uint32_t>{0, 1, 2, 2, 1, 0}));
        QVERIFY2(d.contains("import.bad-triangles") && d.hasErrors(), qPrintable(test::str(d)));
        QCOMPARE(QString::fromStdString(d.items().front().file), QStringLiteral("tri.glb"));
        QVERIFY(d.items().front().message.find("'Tri'") != std::string::npos);
        Diagnostics none;
        QCOMPARE(dropTrianglesOutsideMesh(mesh, "tri.glb", none), std::size_t(0));  // a whole mesh is left as it is
        QVERIFY(none.empty());
    }

    void gltfExternalUrisAreFoundInTheJson()
    {
        // Escapes decoded; data: URIs, other schemes, values that read "uri" and text inside other
        // strings are not files.
        const std::string json =
            "{\"buffers\":[{\"uri\":\"a\\/b.bin\"},{\"uri\":\"data:application/octet-stream;base64,AAAA\"}],"
            "\"images\":[{\"ur\\u0069\" : \"tex\\u00e9 1.png\"},{\"uri\":\"http://example.com/x.png\"}],"
            "\"name\":\"uri\",\"extras\":{\"note\":\"\\\"uri\\\": \\\"fake.bin\\\"\"},\"x\":{\"uri\":\"C:/maps/d.png\"}}";
        const std::vector<std::string> uris = gltfExternalUris(json);
        QCOMPARE(uris, (std::vector<std::string>{"a/b.bin", "tex\xc3\xa9 1.png", "C:/maps/d.png"}));
    }

    /// A glTF nesting arrays 100,000 deep (no glTF has more than a few levels) is refused before
    /// any JSON parser reads it, naming the file, instead of exhausting a parser's stack.
    void deeplyNestedGltfJsonIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deep.gltf"));
        QByteArray json = "{\"asset\": {\"version\": \"2.0\"}, \"extras\": ";
        json += QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        QElapsedTimer clock;
        clock.start();
        Diagnostics d;
        QVERIFY(!importModel(path.toStdString(), d));
        QVERIFY2(clock.elapsed() < 2000 * test::kSanitizerSlowdown, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(d.contains("import.failed") && d.hasErrors(), qPrintable(test::str(d)));
        const Diagnostic& e = d.items().front();
        QCOMPARE(QString::fromStdString(e.file), path);
        QVERIFY2(e.message.find("nests arrays and objects deeper than 64 levels") != std::string::npos, e.message.c_str());

        // The readers refuse it too: 64 levels are read (the outer object is one), 65 are not.
        std::string why;
        QVERIFY(!readGltfSkinning(json.toStdString(), {}, {}, why));
        QCOMPARE(QString::fromStdString(why), QStringLiteral("its JSON nests deeper than 64 levels"));
        QVERIFY(gltfExternalUris(json.toStdString()).empty());
        const auto nested = [](int arrays) {
            return "{\"nodes\": [], \"extras\": " + std::string(std::size_t(arrays), '[') + "{\"uri\": \"a.bin\"}"
                   + std::string(std::size_t(arrays), ']') + "}";
        };
        QVERIFY2(readGltfSkinning(nested(62), {}, {}, why), why.c_str());
        QCOMPARE(gltfExternalUris(nested(62)), std::vector<std::string>{"a.bin"});
        QVERIFY(!readGltfSkinning(nested(63), {}, {}, why));
        QVERIFY(gltfExternalUris(nested(63)).empty());
        // Brackets inside strings, escaped quotes among them, are no nesting.
        const std::string quoted = "{\"uri\": \"b.bin\", \"name\": \"\\\"" + std::string(100, '[') + "\"}";
        QCOMPARE(gltfExternalUris(quoted), std::vector<std::string>{"b.bin"});

        // A key given twice in one object keeps its first value, as the importer reads it; keys of
        // an object inside it are its own.
        QCOMPARE(gltfExternalUris("{\"uri\": \"a\", \"x\": {\"uri\": \"b\", \"y\": {\"uri\": \"c\"}}, \"uri\": \"d\"}"),
                 (std::vector<std::string>{"a", "b", "c"}));
        const auto twice = readGltfSkinning("{\"nodes\": [{\"skin\": 0, \"skin\": 7}], \"skins\": [{\"joints\": [0]}]}", {}, {}, why);
        QVERIFY2(twice, why.c_str());
        QCOMPARE(twice->nodes[0].skin, 0);
        // Malformed JSON is refused where it goes wrong: the '2' lacking a comma before it.
        QVERIFY(!readGltfSkinning("{\"nodes\": [1 2]}", {}, {}, why));
        QCOMPARE(QString::fromStdString(why), QStringLiteral("its JSON is malformed near byte 13"));
    }

    void gltfBuffersThatAreNoRegularFilesAreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("uri");       // as the glTF names it
        QTest::addColumn<QString>("file");      // the file it names
        QTest::addColumn<QString>("kind");      // fifo, folder or sparse
        QTest::addColumn<QString>("expected");  // in the message
        QTest::addColumn<bool>("readByThisAssimp");  // Assimp 5.2 opens a percent-escaped name as written; later ones decode it
        QTest::newRow("a FIFO") << "tri.bin" << "tri.bin" << "fifo" << "is a FIFO or device, not a regular file" << true;
        QTest::newRow("a FIFO, a space in its name") << "my tri.bin" << "my tri.bin" << "fifo" << "is a FIFO or device" << true;
        QTest::newRow("a FIFO, percent-escaped") << "my%20tri.bin" << "my tri.bin" << "fifo" << "is a FIFO or device" << false;
        QTest::newRow("a folder") << "tri.bin" << "tri.bin" << "folder" << "is a folder, not a file" << true;
        QTest::newRow("past the size limit") << "tri.bin" << "tri.bin" << "sparse" << "more than the 2048 MiB" << true;
    }
    void aGltfWhoseJsonCannotBeCheckedIsRefused()
    {
        // A .gltf of 300 MiB (sparse): its JSON is past the 256 MiB the uri check reads, so its
        // external files could not be checked; it is refused instead of handed to Assimp unchecked.
        QTemporaryDir dir;
        QFile big(dir.filePath(QStringLiteral("big.gltf")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(qint64(300) << 20));
        big.close();
        Diagnostics d;
        std::uintmax_t bytes = 0;
        QVERIFY(!checkGltfReferences(big.fileName().toStdString(), d, bytes));
        QVERIFY2(d.contains("import.failed") && d.items().front().message.find("larger than 256 MiB") != std::string::npos,
                 qPrintable(test::str(d)));
        // One buffer named by three uris is counted once towards the import's memory bound.
        const QString gltf = dir.filePath(QStringLiteral("tri.gltf"));
        QFile g(gltf);
        QVERIFY(g.open(QIODevice::WriteOnly));
        QByteArray text = triangleGltf(QStringLiteral("tri.bin"));
        text.replace("\"buffers\":[", "\"images\":[{\"uri\":\"tri.bin\"},{\"uri\":\"./tri.bin\"}],\"buffers\":[");
        g.write(text);
        g.close();
        QFile b(dir.filePath(QStringLiteral("tri.bin")));
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(triangleBuffer());
        b.close();
        Diagnostics ok;
        QVERIFY2(checkGltfReferences(gltf.toStdString(), ok, bytes = 0), qPrintable(test::str(ok)));
        QCOMPARE(gltfExternalUris(text.toStdString()).size(), std::size_t(3));
        QCOMPARE(bytes, std::uintmax_t(triangleBuffer().size()));
    }

    void gltfBuffersThatAreNoRegularFilesAreRefusedAtOnce()
    {
        QFETCH(QString, uri);
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QFETCH(bool, readByThisAssimp);
        QTemporaryDir dir;
        const QString gltf = dir.filePath(QStringLiteral("tri.gltf"));
        QFile g(gltf);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(triangleGltf(uri));
        g.close();
        // With the buffer a regular file the model imports: what is refused below is the buffer alone.
        const QString buffer = dir.filePath(file);
        QFile b(buffer);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(triangleBuffer());
        b.close();
        if (readByThisAssimp) {
            Diagnostics good;
            const auto model = importModel(gltf.toStdString(), good);
            QVERIFY2(model && model->meshes.size() == 1 && model->meshes.front().positions.size() == 3, qPrintable(test::str(good)));
        }

        QVERIFY(QFile::remove(buffer));
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(buffer.toLocal8Bit().constData(), 0600), 0);
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir().mkdir(buffer));
        } else {
            QVERIFY(b.open(QIODevice::WriteOnly));
            QVERIFY(b.resize((qint64(2) << 30) + 1));  // sparse: no disk is used
            b.close();
        }
        QElapsedTimer clock;
        clock.start();
        Diagnostics d;
        QVERIFY(!importModel(gltf.toStdString(), d));
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));  // not the import guard's minute
        QCOMPARE(d.count(Severity::Error), 1);
        const Diagnostic& e = d.items().front();
        QCOMPARE(QString::fromStdString(e.code), QStringLiteral("io.unreadable"));
        QCOMPARE(QString::fromStdString(e.file), buffer);
        QVERIFY2(QString::fromStdString(e.message).contains(expected) && QString::fromStdString(e.message).contains(QStringLiteral("tri.gltf")),
                 e.message.c_str());
    }

    void badFilesAreReportedByName()
    {
        QTemporaryDir dir;
        const QString fake = dir.filePath(QStringLiteral("broken.fbx"));
        QFile f(fake);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not an FBX file\n");
        f.close();
        Diagnostics d;
        QVERIFY(!importModel(fake.toStdString(), d));
        QVERIFY(d.hasErrors());
        QCOMPARE(QString::fromStdString(d.items().front().file), fake);
        QCOMPARE(QString::fromStdString(d.items().front().code), QStringLiteral("import.failed"));

        Diagnostics m;
        QVERIFY(!loadCharacter(dir.filePath(QStringLiteral("missing.glb")).toStdString(), m));
        QVERIFY(m.hasErrors());
        QVERIFY(QString::fromStdString(m.items().front().file).endsWith(QStringLiteral("missing.glb")));
    }

    void aManifestMeshBindsToTheRigByName()
    {
        // The sample rig with RiggedSimple's mesh: its bones are not in the rig, so the skin names them.
        QTemporaryDir dir;
        QFile manifest(dir.filePath(QStringLiteral("c.character.xml")));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write(QByteArray("<Character version=\"1\" name=\"C\" upAxis=\"Y\" unit=\"cm\">\n"
                                  "  <Layer framework=\"" RIGSTAGE_SAMPLES "/walker/Walker.Base.Framework.xml\"/>\n"
                                  "  <Mesh file=\"" RIGSTAGE_ASSETS "/RiggedSimple/RiggedSimple.glb\"/>\n"
                                  "</Character>\n"));
        manifest.close();
        Diagnostics d;
        auto data = loadCharacter(manifest.fileName().toStdString(), d);
        QVERIFY2(data && data->framework, qPrintable(test::str(d)));
        QCOMPARE(int(data->meshes.size()), 1);
        std::vector<std::string> missing;
        bindSkin(data->meshes[0], *data->framework, missing);
        QCOMPARE(int(missing.size()), 2);  // Bone and Bone.001 are not walker bones
        // By short name: a palette bone called "Pelvis" finds _0Base{BD}#Pelvis.
        SkinnedMesh mesh = data->meshes[0];
        mesh.paletteBones = {"Pelvis", "_0Base{BD}#Spine"};
        missing.clear();
        const SkinBinding binding = bindSkin(mesh, *data->framework, missing);
        QVERIFY(missing.empty());
        QCOMPARE(binding.paletteToBone[0], data->framework->findBone("_0Base{BD}#Pelvis"));
        QCOMPARE(binding.paletteToBone[1], data->framework->findBone("_0Base{BD}#Spine"));
    }
};

QTEST_MAIN(TestModelImport)
#include "test_model_import.moc"
