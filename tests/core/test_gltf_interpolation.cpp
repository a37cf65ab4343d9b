// glTF's STEP and CUBICSPLINE samplers play as the glTF 2.0 specification defines them (Appendix
// C), between keys as at them, although Assimp reads STEP as linear and CUBICSPLINE without its
// tangents. The file is written here; every expected value is worked out in this test from the
// specification's formulas, in double precision, apart from the importer's code.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "anim/clip.h"
#include "anim/dense_clip.h"
#include "import/model_import.h"
#include "io/animation_xml.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

using Vec = std::array<double, 4>;

/// One key of a cubic sampler as the file stores it: in-tangent, value, out-tangent.
struct CubicKey {
    Vec in, value, out;
};

/// glTF 2.0, Appendix C: the cubic Hermite spline between keys k and k+1 at time t, per component.
Vec hermite(const std::vector<double>& times, const std::vector<CubicKey>& keys, double t)
{
    if (t <= times.front()) {
        return keys.front().value;
    }
    if (t >= times.back()) {
        return keys.back().value;
    }
    std::size_t k = 0;
    while (times[k + 1] <= t) {
        ++k;
    }
    const double td = times[k + 1] - times[k];
    const double s = (t - times[k]) / td;
    Vec p{};
    for (int c = 0; c < 4; ++c) {
        p[c] = (2 * s * s * s - 3 * s * s + 1) * keys[k].value[c] + td * (s * s * s - 2 * s * s + s) * keys[k].out[c]
               + (-2 * s * s * s + 3 * s * s) * keys[k + 1].value[c] + td * (s * s * s - s * s) * keys[k + 1].in[c];
    }
    return p;
}

/// STEP: the value of the last key at or before t.
Vec step(const std::vector<double>& times, const std::vector<Vec>& values, double t)
{
    std::size_t k = 0;
    while (k + 1 < times.size() && times[k + 1] <= t) {
        ++k;
    }
    return values[k];
}

/// LINEAR, for vectors.
Vec lerp(const std::vector<double>& times, const std::vector<Vec>& values, double t)
{
    if (t <= times.front()) {
        return values.front();
    }
    if (t >= times.back()) {
        return values.back();
    }
    std::size_t k = 0;
    while (times[k + 1] <= t) {
        ++k;
    }
    const double s = (t - times[k]) / (times[k + 1] - times[k]);
    Vec p{};
    for (int c = 0; c < 4; ++c) {
        p[c] = values[k][c] + (values[k + 1][c] - values[k][c]) * s;
    }
    return p;
}

// The clip, at 24 fps (its keys' most common step is 0.25 s).
const std::vector<double> kBoneTranslationTimes = {0.0, 0.5, 1.0, 2.0};  // CUBICSPLINE
const std::vector<CubicKey> kBoneTranslation = {
    {{0, 0, 0}, {0, 0, 0}, {1, 2, 0}},
    {{2, 0, 1}, {1, 1, 0}, {-1, 0.5, 2}},
    {{0, -1, 0}, {2, 0, 1}, {0, -1, 0}},
    {{3, 0, 0}, {1, 2, 3}, {0, 0, 0}},
};
const std::vector<double> kBoneRotationTimes = {0.0, 1.0, 2.0};  // CUBICSPLINE, x y z w
const std::vector<CubicKey> kBoneRotation = {
    {{0, 0, 0, 0}, {0, 0, 0, 1}, {0, 0, 0.8, 0}},
    {{0.2, 0, 0.5, -0.1}, {0, 0, 0.70710678, 0.70710678}, {0.1, 0.3, 0.4, -0.2}},
    {{0, 0.5, 0, 0}, {0.5, 0.5, 0.5, 0.5}, {0, 0, 0, 0}},
};
const std::vector<double> kBoneScaleTimes = {0.0, 0.25, 1.25, 2.0};  // LINEAR: keys the others split
const std::vector<Vec> kBoneScale = {{1, 1, 1}, {2, 1, 1}, {1, 3, 1}, {1, 1, 0.5}};
const std::vector<double> kChildTranslationTimes = {0.0, 0.75, 1.5};  // STEP, on an unnamed node
const std::vector<Vec> kChildTranslation = {{0, 0, 0}, {5, 0, 0}, {5, 5, 0}};
const std::vector<double> kChildRotationTimes = {0.0, 1.0};  // LINEAR: 0 to 90 degrees about X
const std::vector<double> kWeightTimes = {0.0, 1.0, 2.0};     // CUBICSPLINE, one morph target
const std::vector<CubicKey> kWeights = {{{0}, {0}, {2}}, {{-1}, {1}, {0.5}}, {{0}, {0.25}, {0}}};

/// The buffer and its accessors, each float data in its own buffer view.
struct Buffers {
    QByteArray bin;
    QJsonArray views, accessors;

    int add(const std::vector<double>& numbers, const char* type, bool withRange = false)
    {
        const int offset = int(bin.size());
        for (double v : numbers) {
            const float f = float(v);
            bin.append(reinterpret_cast<const char*>(&f), sizeof f);
        }
        views.append(QJsonObject{{QStringLiteral("buffer"), 0}, {QStringLiteral("byteOffset"), offset},
                                 {QStringLiteral("byteLength"), int(bin.size()) - offset}});
        const int width = QByteArray(type) == "SCALAR" ? 1 : QByteArray(type) == "VEC3" ? 3 : 4;
        QJsonObject accessor{{QStringLiteral("bufferView"), int(views.size()) - 1}, {QStringLiteral("componentType"), 5126},
                             {QStringLiteral("count"), int(numbers.size()) / width}, {QStringLiteral("type"), QString::fromLatin1(type)}};
        if (withRange) {
            accessor.insert(QStringLiteral("min"), QJsonArray{numbers.front()});
            accessor.insert(QStringLiteral("max"), QJsonArray{numbers.back()});
        }
        accessors.append(accessor);
        return int(accessors.size()) - 1;
    }
    int times(const std::vector<double>& t) { return add(t, "SCALAR", true); }
    int cubic(const std::vector<CubicKey>& keys, int width, const char* type)
    {
        std::vector<double> numbers;
        for (const CubicKey& k : keys) {
            for (const Vec* v : {&k.in, &k.value, &k.out}) {
                numbers.insert(numbers.end(), v->begin(), v->begin() + width);
            }
        }
        return add(numbers, type);
    }
    int vectors(const std::vector<Vec>& values, int width, const char* type)
    {
        std::vector<double> numbers;
        for (const Vec& v : values) {
            numbers.insert(numbers.end(), v.begin(), v.begin() + width);
        }
        return add(numbers, type);
    }
};

/// A glTF of one node "Bone" with a STEP translation whose key times go back (0, 1, 0.5 s): no
/// sampler the specification allows.
QByteArray backwardsStepGltf()
{
    Buffers b;
    const int input = b.add({0, 1, 0.5}, "SCALAR");
    const int output = b.vectors({{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}, 3, "VEC3");
    const QJsonObject gltf{
        {QStringLiteral("asset"), QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")}}},
        {QStringLiteral("scene"), 0},
        {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("nodes"), QJsonArray{0}}}}},
        {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Bone")}}}},
        {QStringLiteral("accessors"), b.accessors},
        {QStringLiteral("bufferViews"), b.views},
        {QStringLiteral("buffers"),
         QJsonArray{QJsonObject{{QStringLiteral("byteLength"), int(b.bin.size())},
                                {QStringLiteral("uri"), QStringLiteral("data:application/octet-stream;base64,") + QString::fromLatin1(b.bin.toBase64())}}}},
        {QStringLiteral("animations"),
         QJsonArray{QJsonObject{{QStringLiteral("samplers"), QJsonArray{QJsonObject{{QStringLiteral("input"), input}, {QStringLiteral("output"), output},
                                                                                   {QStringLiteral("interpolation"), QStringLiteral("STEP")}}}},
                                {QStringLiteral("channels"), QJsonArray{QJsonObject{{QStringLiteral("sampler"), 0},
                                                                                    {QStringLiteral("target"), QJsonObject{{QStringLiteral("node"), 0}, {QStringLiteral("path"), QStringLiteral("translation")}}}}}}}}},
    };
    return QJsonDocument(gltf).toJson(QJsonDocument::Compact);
}

/// Nodes: 0 "Bone" (cubic translation and rotation, linear scale), its child 1 without a name
/// (step translation, linear rotation), 2 "Morph": a triangle with one morph target (cubic weight).
/// As a .gltf with its buffer inline, or as a .glb (binary true) with it in the binary chunk.
QByteArray interpolationGltf(bool binary = false)
{
    Buffers b;
    const int positions = b.add({0, 0, 0, 1, 0, 0, 0, 1, 0}, "VEC3");
    const int target = b.add({0, 0, 1, 0, 0, 1, 0, 0, 1}, "VEC3");
    QJsonArray samplers;
    QJsonArray channels;
    const auto animate = [&](int input, int output, const char* interpolation, int node, const char* path) {
        samplers.append(QJsonObject{{QStringLiteral("input"), input}, {QStringLiteral("output"), output},
                                    {QStringLiteral("interpolation"), QString::fromLatin1(interpolation)}});
        channels.append(QJsonObject{{QStringLiteral("sampler"), int(samplers.size()) - 1},
                                    {QStringLiteral("target"), QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("path"), QString::fromLatin1(path)}}}});
    };
    animate(b.times(kBoneTranslationTimes), b.cubic(kBoneTranslation, 3, "VEC3"), "CUBICSPLINE", 0, "translation");
    animate(b.times(kBoneRotationTimes), b.cubic(kBoneRotation, 4, "VEC4"), "CUBICSPLINE", 0, "rotation");
    animate(b.times(kBoneScaleTimes), b.vectors(kBoneScale, 3, "VEC3"), "LINEAR", 0, "scale");
    animate(b.times(kChildTranslationTimes), b.vectors(kChildTranslation, 3, "VEC3"), "STEP", 1, "translation");
    const double h = std::sqrt(0.5);
    animate(b.times(kChildRotationTimes), b.add({0, 0, 0, 1, h, 0, 0, h}, "VEC4"), "LINEAR", 1, "rotation");
    animate(b.times(kWeightTimes), b.cubic(kWeights, 1, "SCALAR"), "CUBICSPLINE", 2, "weights");
    const QJsonObject gltf{
        {QStringLiteral("asset"), QJsonObject{{QStringLiteral("version"), QStringLiteral("2.0")}}},
        {QStringLiteral("scene"), 0},
        {QStringLiteral("scenes"), QJsonArray{QJsonObject{{QStringLiteral("nodes"), QJsonArray{0, 2}}}}},
        {QStringLiteral("nodes"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Bone")}, {QStringLiteral("children"), QJsonArray{1}}},
                                             QJsonObject{},
                                             QJsonObject{{QStringLiteral("name"), QStringLiteral("Morph")}, {QStringLiteral("mesh"), 0}}}},
        {QStringLiteral("meshes"),
         QJsonArray{QJsonObject{{QStringLiteral("primitives"),
                                 QJsonArray{QJsonObject{{QStringLiteral("attributes"), QJsonObject{{QStringLiteral("POSITION"), positions}}},
                                                        {QStringLiteral("targets"), QJsonArray{QJsonObject{{QStringLiteral("POSITION"), target}}}}}}},
                                {QStringLiteral("weights"), QJsonArray{0.0}}}}},
        {QStringLiteral("accessors"), b.accessors},
        {QStringLiteral("bufferViews"), b.views},
        {QStringLiteral("buffers"),
         QJsonArray{binary ? QJsonObject{{QStringLiteral("byteLength"), int(b.bin.size())}}
                           : QJsonObject{{QStringLiteral("byteLength"), int(b.bin.size())},
                                         {QStringLiteral("uri"), QStringLiteral("data:application/octet-stream;base64,") + QString::fromLatin1(b.bin.toBase64())}}}},
        {QStringLiteral("animations"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Splines")}, {QStringLiteral("samplers"), samplers}, {QStringLiteral("channels"), channels}}}},
    };
    QByteArray json = QJsonDocument(gltf).toJson(QJsonDocument::Compact);
    if (!binary) {
        return json;
    }
    // glTF 2.0, 4.4 (GLB): a 12-byte header, then chunks of a length, a type and 4-byte-aligned data.
    while (json.size() % 4 != 0) {
        json.append(' ');
    }
    QByteArray bin = b.bin;
    while (bin.size() % 4 != 0) {
        bin.append('\0');
    }
    const auto word = [](QByteArray& out, quint32 v) { out.append(reinterpret_cast<const char*>(&v), 4); };
    QByteArray glb("glTF");
    word(glb, 2);
    word(glb, quint32(12 + 8 + json.size() + 8 + bin.size()));
    word(glb, quint32(json.size()));
    glb.append("JSON");
    glb.append(json);
    word(glb, quint32(bin.size()));
    glb.append("BIN", 4);
    glb.append(bin);
    return glb;
}

/// Within tolerance of expected, relative to the larger of it and scale (the size of the numbers
/// the float spline adds up: a value near 0 from terms of 300 cm is as exact as those terms).
bool close(double actual, double expected, double tolerance, double scale = 1.0)
{
    return std::abs(actual - expected) <= tolerance * std::max({1.0, std::abs(expected), scale});
}

QString describe(const char* what, double frame, const glm::vec4& got, const Vec& expected)
{
    return QStringLiteral("%1 at frame %2: got (%3 %4 %5 %6), expected (%7 %8 %9 %10)")
        .arg(QLatin1String(what))
        .arg(frame)
        .arg(got.x).arg(got.y).arg(got.z).arg(got.w)
        .arg(expected[0]).arg(expected[1]).arg(expected[2]).arg(expected[3]);
}

#define CHECK_PART(what, frame, got, expected, width, scale)                                                          \
    do {                                                                                                             \
        const glm::vec4 g_ = (got);                                                                                  \
        const Vec e_ = (expected);                                                                                   \
        for (int c_ = 0; c_ < (width); ++c_) {                                                                        \
            QVERIFY2(close(g_[c_], e_[c_], 2e-6, (scale)), qPrintable(describe(what, frame, g_, e_)));                 \
        }                                                                                                            \
    } while (false)

const ClipTrack* trackOf(const Clip& clip, const std::string& bone)
{
    for (const ClipTrack& t : clip.tracks) {
        if (t.bone == bone) {
            return &t;
        }
    }
    return nullptr;
}

}  // namespace

class TestGltfInterpolation : public QObject {
    Q_OBJECT

private:
    std::optional<ImportedModel> model_;
    QTemporaryDir dir_;

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = dir_.filePath(QStringLiteral("splines.gltf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(interpolationGltf());
        f.close();
        Diagnostics d;
        model_ = importModel(path.toStdString(), d);  // through the import guard's child and back
        QVERIFY2(model_ && model_->clips.size() == 1, qPrintable(test::str(d)));
        QVERIFY2(!d.hasErrors() && !d.contains("import.gltf-samplers-unread"), qPrintable(test::str(d)));
        const Clip& clip = model_->clips.front();
        QCOMPARE(clip.frameRate, 24.0f);
        QCOMPARE(clip.startFrame, 0.0f);
        QCOMPARE(clip.endFrame, 48.0f);
    }

    void cubicSplinesAndLinearPartOfOneBone()
    {
        const Clip& clip = model_->clips.front();
        const ClipTrack* track = trackOf(clip, "Bone");
        QVERIFY(track);
        QCOMPARE(track->translationInterpolation, ClipInterpolation::CubicSpline);
        QCOMPARE(track->rotationInterpolation, ClipInterpolation::CubicSpline);
        QCOMPARE(track->scaleInterpolation, ClipInterpolation::Linear);
        // Keys wherever a part is keyed: 0, 0.25 (scale only: splits the cubic parts' first
        // segments), 0.5, 1, 1.25 (scale), 2 s.
        std::vector<float> frames;
        for (const ClipKey& k : track->keys) {
            frames.push_back(k.frame);
        }
        QCOMPARE(frames, (std::vector<float>{0, 6, 12, 24, 30, 48}));
        const double cm = model_->centimetresPerUnit;
        for (const double frame : {-5.0, 0.0, 1.0, 3.0, 6.0, 7.5, 9.0, 12.0, 15.0, 20.0, 23.9, 24.0, 27.0, 30.0, 33.3, 40.5, 47.0, 48.0, 60.0}) {
            const double t = std::clamp(frame, 0.0, 48.0) / 24.0;
            const Srt at = sampleTrack(*track, float(frame));
            Vec translation = hermite(kBoneTranslationTimes, kBoneTranslation, t);
            for (double& c : translation) {
                c *= cm;
            }
            CHECK_PART("translation", frame, glm::vec4(at.translation, 0.0f), translation, 3, 3.0 * cm);
            Vec q = hermite(kBoneRotationTimes, kBoneRotation, t);
            const double length = std::sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
            for (double& c : q) {
                c /= length;  // components splined, then normalised
            }
            CHECK_PART("rotation", frame, glm::vec4(at.rotation.x, at.rotation.y, at.rotation.z, at.rotation.w), q, 4, 1.0);
            CHECK_PART("scale", frame, glm::vec4(at.scale, 0.0f), lerp(kBoneScaleTimes, kBoneScale, t), 3, 1.0);
        }
    }

    void stepOnAnUnnamedNode()
    {
        // Assimp names an unnamed glTF node "nodes[index]"; the step sampler is found by that name.
        const Clip& clip = model_->clips.front();
        const ClipTrack* track = trackOf(clip, "nodes[1]");
        QVERIFY(track);
        QCOMPARE(track->translationInterpolation, ClipInterpolation::Step);
        QCOMPARE(track->rotationInterpolation, ClipInterpolation::Linear);
        QCOMPARE(track->keys.size(), std::size_t(4));  // 0, 0.75, 1 (rotation: splits the step), 1.5 s
        const double cm = model_->centimetresPerUnit;
        for (const double frame : {0.0, 10.0, 17.9, 18.0, 20.0, 24.0, 30.0, 35.9, 36.0, 50.0}) {
            const double t = std::clamp(frame, 0.0, 48.0) / 24.0;
            const Srt at = sampleTrack(*track, float(frame));
            Vec translation = step(kChildTranslationTimes, kChildTranslation, t);
            for (double& c : translation) {
                c *= cm;
            }
            CHECK_PART("step translation", frame, glm::vec4(at.translation, 0.0f), translation, 3, 5.0 * cm);
            const double angle = std::min(t, 1.0) * M_PI / 2.0;  // slerp about X: constant speed
            CHECK_PART("rotation", frame, glm::vec4(at.rotation.x, at.rotation.y, at.rotation.z, at.rotation.w),
                       (Vec{std::sin(angle / 2), 0, 0, std::cos(angle / 2)}), 4, 1.0);
        }
    }

    void cubicMorphWeightsOnWholeFrames()
    {
        const Clip& clip = model_->clips.front();
        QCOMPARE(clip.morphTracks.size(), std::size_t(1));
        const ClipMorphTrack& track = clip.morphTracks.front();
        QCOMPARE(track.node, std::string("Morph"));
        QCOMPARE(track.weights.size(), std::size_t(49));
        for (const int frame : {0, 6, 12, 20, 24, 30, 41, 48}) {
            const double expected = hermite(kWeightTimes, kWeights, frame / 24.0)[0];
            QVERIFY2(close(track.weights[std::size_t(frame)].at(0), expected, 2e-6),
                     qPrintable(QStringLiteral("weight at frame %1: got %2, expected %3").arg(frame).arg(track.weights[std::size_t(frame)][0]).arg(expected)));
        }
    }

    void nonLinearClipsKeepThePerTrackSamplerAndStayOutOfXml()
    {
        Clip clip = model_->clips.front();
        QVERIFY(buildDenseClipKeys(clip) == nullptr);  // the fast sampler plays linear parts only
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, writeAnimationXml(clip));
        // The same keys with every part linear: written and read back.
        for (ClipTrack& t : clip.tracks) {
            t.translationInterpolation = t.rotationInterpolation = t.scaleInterpolation = ClipInterpolation::Linear;
            t.translationCubic.clear();
            t.rotationCubic.clear();
            t.scaleCubic.clear();
        }
        Diagnostics d;
        QVERIFY2(parseAnimationXml(writeAnimationXml(clip), "splines.xml", d), qPrintable(test::str(d)));
    }

    void binaryGltfReadsTheSameSamplers()
    {
        const QString path = dir_.filePath(QStringLiteral("splines.glb"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(interpolationGltf(true));
        f.close();
        Diagnostics d;
        const auto glb = importModel(path.toStdString(), d);
        QVERIFY2(glb && glb->clips.size() == 1, qPrintable(test::str(d)));
        QVERIFY2(!d.contains("import.gltf-samplers-unread"), qPrintable(test::str(d)));
        QVERIFY(glb->clips.front().tracks == model_->clips.front().tracks);
        QVERIFY(glb->clips.front().morphTracks == model_->clips.front().morphTracks);
    }

    void unreadableSamplerIsReportedAndPlaysLinear()
    {
        const QString path = dir_.filePath(QStringLiteral("backwards.gltf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(backwardsStepGltf());
        f.close();
        Diagnostics d;
        const auto model = importModel(path.toStdString(), d);
        QVERIFY2(model && model->clips.size() == 1, qPrintable(test::str(d)));
        QVERIFY2(d.containsMessage("the file's STEP and CUBICSPLINE animation samplers could not be read (animation 0, sampler 0: its "
                                   "input (accessor 0) is not strictly increasing at key 2); they play linearly between their keys, "
                                   "exact only at the keys"),
                 qPrintable(test::str(d)));
        QVERIFY(model->clips.front().tracks.front().allLinear());
    }

    void sampleTrackHoldsAndSplinesBetweenItsOwnKeys()
    {
        // A track built by hand: key 0 at frame 10, key 1 at frame 14. Step translation holds key 0
        // until frame 14; the cubic scale's tangents are per segment: at t the segment is
        // h00 v0 + h10 out0 + h01 v1 + h11 in1.
        ClipTrack track;
        track.bone = "B";
        track.keys = {{10.0f, Srt{glm::vec3(1, 2, 3), glm::quat(1, 0, 0, 0), glm::vec3(1)}},
                      {14.0f, Srt{glm::vec3(5, 6, 7), glm::quat(1, 0, 0, 0), glm::vec3(3)}}};
        track.translationInterpolation = ClipInterpolation::Step;
        track.scaleInterpolation = ClipInterpolation::CubicSpline;
        track.scaleCubic = {{glm::vec4(1), glm::vec4(0), glm::vec4(4, 0, -2, 0)}, {glm::vec4(3), glm::vec4(1, 1, 1, 0), glm::vec4(0)}};
        const Srt mid = sampleTrack(track, 11.0f);  // t = 0.25
        RS_VERIFY_NEAR(mid.translation, glm::vec3(1, 2, 3));
        const double t = 0.25;
        const double h00 = 2 * t * t * t - 3 * t * t + 1, h10 = t * t * t - 2 * t * t + t, h01 = -2 * t * t * t + 3 * t * t,
                     h11 = t * t * t - t * t;
        RS_VERIFY_NEAR(mid.scale, glm::vec3(float(h00 * 1 + h10 * 4 + h01 * 3 + h11 * 1), float(h00 * 1 + h01 * 3 + h11 * 1),
                                            float(h00 * 1 + h10 * -2 + h01 * 3 + h11 * 1)));
        RS_VERIFY_NEAR(sampleTrack(track, 13.99f).translation, glm::vec3(1, 2, 3));
        RS_VERIFY_NEAR(sampleTrack(track, 14.0f).translation, glm::vec3(5, 6, 7));
        // A cubic list that does not match the keys plays linear rather than read past it.
        track.scaleCubic.pop_back();
        RS_VERIFY_NEAR(sampleTrack(track, 12.0f).scale, glm::vec3(2));
    }
};

QTEST_MAIN(TestGltfInterpolation)
#include "test_gltf_interpolation.moc"
