// Sculpt corrections (the Dynasculpt seed): wrapping, shape analysis, pose-space RBF, the
// correction file and the corrections applied after skinning. Expected values come from geometry:
// a rigid motion moves a sculpt rigidly, a pose equal to the reference gives similarity 1, an
// interpolator returns its training values.

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <random>

#include <glm/gtc/matrix_transform.hpp>

#include "io/character_loader.h"
#include "io/correction_xml.h"
#include "validate/character_checks.h"
#include "sample_copy.h"
#include "sculpt/correction_set.h"
#include "skeleton/framework.h"
#include "rig_builders.h"
#include "sculpt/pose_space_rbf.h"
#include "sculpt/sculpt_wrap.h"
#include "sculpt/shape_analysis.h"
#include "sculpt/shape_import.h"
#include "sculpt/surface_normals.h"

using namespace rigstage;

namespace {

/// A tube along X from 0 to 20 (radius 1.5), skinned to bone A (origin) and bone B (x = 10), with
/// the weights blending over x in [8, 12]: an elbow.
SkinnedMesh elbowTube()
{
    SkinnedMesh m;
    m.name = "Tube";
    m.skinned = true;
    m.paletteBones = {"A", "B"};
    m.inverseBind = {glm::mat4(1.0f), glm::translate(glm::mat4(1.0f), glm::vec3(-10, 0, 0))};
    const int rings = 81, sides = 24;
    for (int r = 0; r < rings; ++r) {
        const float x = 20.0f * float(r) / float(rings - 1);
        const float wb = glm::clamp((x - 8.0f) / 4.0f, 0.0f, 1.0f);
        for (int s = 0; s < sides; ++s) {
            const float a = 2.0f * glm::pi<float>() * float(s) / float(sides);
            m.positions.emplace_back(x, 1.5f * std::cos(a), 1.5f * std::sin(a));
            m.normals.emplace_back(0.0f, std::cos(a), std::sin(a));
            std::array<std::uint16_t, 8> j{};
            std::array<float, 8> w{};
            j[0] = 0;
            w[0] = 1.0f - wb;
            j[1] = 1;
            w[1] = wb;
            if (w[0] < w[1]) {
                std::swap(j[0], j[1]);
                std::swap(w[0], w[1]);
            }
            m.joints.push_back(j);
            m.weights.push_back(w);
        }
    }
    for (int r = 0; r + 1 < rings; ++r) {
        for (int s = 0; s < sides; ++s) {
            const std::uint32_t a = std::uint32_t(r * sides + s), b = std::uint32_t(r * sides + (s + 1) % sides);
            m.indices.insert(m.indices.end(), {a, b, b + sides, a, b + sides, a + sides});
        }
    }
    return m;
}

std::vector<std::pair<std::string, glm::mat4>> bentPose(float degrees)
{
    return {{"A", glm::mat4(1.0f)},
            {"B", glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(10, 0, 0)), glm::radians(degrees), glm::vec3(0, 0, 1))}};
}

std::vector<glm::mat4> worldOf(const std::vector<std::pair<std::string, glm::mat4>>& pose)
{
    return {pose[0].second, pose[1].second};
}

SkinOutput skinned(const SkinnedMesh& mesh, float degrees)
{
    Correction c;
    c.pose = bentPose(degrees);
    SkinOutput out;
    std::string missing;
    CorrectionSet::referenceShape(c, mesh, SkinningMethod::Linear, out, missing);
    return out;
}

/// An elbow correction at a bend: the outer side around the elbow pushed out and along the tube.
Correction elbowCorrection(const SkinnedMesh& mesh, float degrees)
{
    Correction c;
    c.name = "Elbow";
    c.pose = bentPose(degrees);
    const SkinOutput ref = skinned(mesh, degrees);
    for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
        const glm::vec3 p = mesh.positions[v];
        const float around = std::exp(-(p.x - 10.0f) * (p.x - 10.0f) / 4.0f);
        if (around > 0.05f && p.y > 0.3f) {
            c.sculptVertices.push_back(std::uint32_t(v));
            c.sculptPositions.push_back(ref.positions[v] + around * (0.6f * ref.normals[v] + glm::vec3(0.1f, 0.0f, 0.05f)));
        }
    }
    return c;
}

/// The reference with the correction's sculpted vertices moved: the shape the artist made.
std::vector<glm::vec3> sculptedShape(const Correction& c, const SkinOutput& reference)
{
    std::vector<glm::vec3> out = reference.positions;
    for (std::size_t i = 0; i < c.sculptVertices.size(); ++i) {
        out[c.sculptVertices[i]] = c.sculptPositions[i];
    }
    return out;
}

float maxDistance(const std::vector<glm::vec3>& a, const std::vector<glm::vec3>& b)
{
    float worst = 0.0f;
    for (std::size_t i = 0; i < a.size(); ++i) {
        worst = std::max(worst, glm::length(a[i] - b[i]));
    }
    return worst;
}

/// A flat grid in the XY plane, spacing 1.
void grid(int n, std::vector<glm::vec3>& positions, std::vector<std::uint32_t>& indices)
{
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            positions.emplace_back(float(x), float(y), 0.0f);
        }
    }
    for (int y = 0; y + 1 < n; ++y) {
        for (int x = 0; x + 1 < n; ++x) {
            const std::uint32_t a = std::uint32_t(y * n + x);
            indices.insert(indices.end(), {a, a + 1, a + std::uint32_t(n) + 1, a, a + std::uint32_t(n) + 1, a + std::uint32_t(n)});
        }
    }
}

}  // namespace

class TestSculptCorrection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void restoredAtTheReferenceReproducesTheSculpt()
    {
        const SkinnedMesh mesh = elbowTube();
        const Correction c = elbowCorrection(mesh, 90.0f);
        const SkinOutput ref = skinned(mesh, 90.0f);
        const MeshTopology topology(mesh.positions, mesh.indices);
        SmoothedNormals normals;
        normals.compute(topology, ref.positions, 2);
        const std::vector<glm::vec3> corrected = sculptedShape(c, ref);
        for (WrapMethod method : {WrapMethod::MultipleDeltas, WrapMethod::SingleDelta}) {
            const SculptDeltas deltas = captureSculpt(topology, ref.positions, normals.normals(), corrected, method);
            QCOMPARE(deltas.vertices.size(), c.sculptVertices.size());
            std::vector<glm::vec3> out = ref.positions;
            addSculpt(topology, deltas, ref.positions, normals.normals(), 1.0f, out);
            QVERIFY2(maxDistance(out, corrected) < 1e-5f, qPrintable(QString::number(maxDistance(out, corrected))));
        }
    }

    void aRigidMotionMovesTheSculptRigidly()
    {
        const SkinnedMesh mesh = elbowTube();
        const Correction c = elbowCorrection(mesh, 60.0f);
        const SkinOutput ref = skinned(mesh, 60.0f);
        const MeshTopology topology(mesh.positions, mesh.indices);
        SmoothedNormals normals;
        normals.compute(topology, ref.positions, 2);
        const std::vector<glm::vec3> corrected = sculptedShape(c, ref);
        const SculptDeltas deltas = captureSculpt(topology, ref.positions, normals.normals(), corrected, WrapMethod::MultipleDeltas);
        const glm::mat4 motion = glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(30, -12, 7)), 1.1f, glm::normalize(glm::vec3(1, 2, -0.5f)));
        std::vector<glm::vec3> moved, expected;
        for (std::size_t v = 0; v < ref.positions.size(); ++v) {
            moved.push_back(glm::vec3(motion * glm::vec4(ref.positions[v], 1.0f)));
            expected.push_back(glm::vec3(motion * glm::vec4(corrected[v], 1.0f)));
        }
        SmoothedNormals movedNormals;
        movedNormals.compute(topology, moved, 2);
        std::vector<glm::vec3> out = moved;
        addSculpt(topology, deltas, moved, movedNormals.normals(), 1.0f, out);
        QVERIFY2(maxDistance(out, expected) < 1e-4f, qPrintable(QString::number(maxDistance(out, expected))));
    }

    void sharedEdgeFramesGiveEachSculptsOwnBits()
    {
        // A cone whose tip has n edges (n from 3 to 40: one block of eight, two, a partial one, and
        // umbrellas too large for the shared frames), sculpted, then moved and jittered: the frames
        // built once per vertex (UmbrellaFrames, the corrections' path) restore every moved vertex
        // with the very bits restoredDelta gives building them for each sculpt.
        std::mt19937 random(7);
        std::uniform_real_distribution<float> jitter(-0.2f, 0.2f);
        for (const int n : {3, 5, 8, 12, 16, 17, 40}) {
            std::vector<glm::vec3> rest{{0.0f, 0.0f, 1.0f}};
            std::vector<std::uint32_t> indices;
            for (int k = 0; k < n; ++k) {
                const float a = 6.2831853f * float(k) / float(n);
                rest.emplace_back(std::cos(a), std::sin(a), 0.0f);
                indices.insert(indices.end(), {0u, std::uint32_t(1 + k), std::uint32_t(1 + (k + 1) % n)});
            }
            const MeshTopology topology(rest, indices);
            std::vector<glm::vec3> sculpted = rest;
            for (glm::vec3& p : sculpted) {
                p += glm::vec3(jitter(random), jitter(random), 0.5f + jitter(random));
            }
            SmoothedNormals restNormals;
            restNormals.compute(topology, rest, 2);
            const SculptDeltas deltas = captureSculpt(topology, rest, restNormals.normals(), sculpted, WrapMethod::MultipleDeltas);
            QCOMPARE(deltas.vertices.size(), rest.size());
            std::vector<glm::vec3> posed;
            const glm::mat4 motion = glm::rotate(glm::mat4(1.0f), 0.7f, glm::normalize(glm::vec3(1, -2, 0.5f)));
            for (const glm::vec3& p : rest) {
                posed.push_back(glm::vec3(motion * glm::vec4(p, 1.0f)) + glm::vec3(jitter(random), jitter(random), jitter(random)));
            }
            SmoothedNormals posedNormals;
            posedNormals.compute(topology, posed, 2);
            for (std::size_t i = 0; i < deltas.vertices.size(); ++i) {
                UmbrellaFrames frames;
                const bool built = frames.build(topology, deltas.vertices[i], posed, posedNormals.normals());
                QCOMPARE(built, topology.umbrella(int(deltas.vertices[i])).size() <= UmbrellaFrames::kMaxEdges);
                if (!built) {
                    continue;
                }
                const glm::vec3 shared = frames.restoredDelta(deltas, i);
                const glm::vec3 own = restoredDelta(topology, deltas, i, posed, posedNormals.normals());
                QVERIFY2(std::memcmp(&shared, &own, sizeof(glm::vec3)) == 0,
                         qPrintable(QStringLiteral("%1 edges, vertex %2").arg(n).arg(deltas.vertices[i])));
                QVERIFY(glm::length(own) > 0.1f);  // a real displacement, not two zeros
            }
        }
    }

    void multipleDeltasBeatASingleDeltaWhenTheSkinSlides()
    {
        // A flat patch whose vertices slide in its plane (skin sliding, stretched polygons): the
        // surface does not turn, so the right restored delta is the sculpted delta unchanged.
        std::vector<glm::vec3> flat;
        std::vector<std::uint32_t> indices;
        grid(30, flat, indices);
        const MeshTopology topology(flat, indices);
        std::vector<glm::vec3> corrected = flat;
        for (glm::vec3& p : corrected) {
            const float r2 = (p.x - 15) * (p.x - 15) + (p.y - 15) * (p.y - 15);
            p += std::exp(-r2 / 20.0f) * glm::vec3(0.4f, 0.2f, 1.0f);
        }
        SmoothedNormals normals;
        normals.compute(topology, flat, 2);
        std::mt19937 random(7);
        std::uniform_real_distribution<float> slide(-0.3f, 0.3f);
        std::vector<glm::vec3> slid = flat;
        for (glm::vec3& p : slid) {
            p += glm::vec3(slide(random), slide(random), 0.0f);
        }
        SmoothedNormals slidNormals;
        slidNormals.compute(topology, slid, 2);
        double error[2] = {0, 0};
        int i = 0;
        for (WrapMethod method : {WrapMethod::MultipleDeltas, WrapMethod::SingleDelta}) {
            const SculptDeltas deltas = captureSculpt(topology, flat, normals.normals(), corrected, method);
            for (std::size_t k = 0; k < deltas.vertices.size(); ++k) {
                const std::uint32_t v = deltas.vertices[k];
                error[i] += glm::length(restoredDelta(topology, deltas, k, slid, slidNormals.normals()) - (corrected[v] - flat[v]));
            }
            error[i] /= double(deltas.vertices.size());
            ++i;
        }
        qInfo("mean restore error under sliding: multiple deltas %.5f, single delta %.5f (ratio %.2f)", error[0], error[1], error[1] / error[0]);
        QVERIFY(error[0] < 0.7 * error[1]);
    }

    void similarityIsOneAtTheReferenceAndFallsAway()
    {
        const SkinnedMesh mesh = elbowTube();
        const MeshTopology topology(mesh.positions, mesh.indices);
        const Correction c = elbowCorrection(mesh, 90.0f);
        const SkinOutput ref = skinned(mesh, 90.0f);
        SmoothedNormals refNormals;
        refNormals.compute(topology, ref.positions, 2);
        const ShapeAnalysis analysis(c.sculptVertices, ref.positions, refNormals.normals(), ShapeAnalysisSettings{});
        QVERIFY(analysis.vertices().size() >= 8 && analysis.vertices().size() <= 32);
        QCOMPARE(analysis.similarity(ref.positions, refNormals.normals()), 1.0f);
        float previous = 1.0f;
        for (float degrees : {80.0f, 60.0f, 40.0f, 20.0f, 0.0f}) {
            const SkinOutput now = skinned(mesh, degrees);
            SmoothedNormals n;
            n.compute(topology, now.positions, 2);
            const float s = analysis.similarity(now.positions, n.normals());
            QVERIFY2(s < previous, qPrintable(QStringLiteral("%1 deg: %2 after %3").arg(degrees).arg(s).arg(previous)));
            previous = s;
            // A rigid motion of the whole shape does not change it.
            const glm::mat4 motion = glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(-4, 9, 2)), 2.0f, glm::normalize(glm::vec3(0.3f, -1, 0.7f)));
            std::vector<glm::vec3> moved;
            for (const glm::vec3& p : now.positions) {
                moved.push_back(glm::vec3(motion * glm::vec4(p, 1.0f)));
            }
            SmoothedNormals mn;
            mn.compute(topology, moved, 2);
            QVERIFY(std::abs(analysis.similarity(moved, mn.normals()) - s) < 1e-4f);
        }
        QVERIFY(previous < 0.5f);
    }

    void rbfInterpolatesItsTrainingPoses()
    {
        const std::vector<std::vector<double>> points = {{1.0, 0.2, 0.1}, {0.3, 1.0, 0.4}, {0.1, 0.5, 1.0}, {0.2, 0.1, 0.05}};
        const std::vector<std::vector<double>> values = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0, 0, 0}};
        for (RbfKernel kernel : {RbfKernel::Gaussian, RbfKernel::ThinPlate}) {
            RbfInterpolator rbf;
            QVERIFY(rbf.fit(points, values, kernel));
            for (std::size_t k = 0; k < points.size(); ++k) {
                const auto got = rbf.evaluate(points[k]);
                for (std::size_t c = 0; c < 3; ++c) {
                    QVERIFY2(std::abs(got[c] - values[k][c]) < 1e-9, qPrintable(QStringLiteral("kernel %1 pose %2").arg(int(kernel)).arg(k)));
                }
            }
        }
        // Two poses, Gaussian: between them each weight stays in [0, 1] and they trade places.
        RbfInterpolator two;
        QVERIFY(two.fit({{1.0, 0.0}, {0.0, 1.0}}, {{1.0}, {0.0}}, RbfKernel::Gaussian));
        double previous = 2.0;
        for (int i = 0; i <= 20; ++i) {
            const double t = i / 20.0;
            const double w = two.evaluate({1.0 - t, t})[0];
            QVERIFY2(w >= -1e-12 && w <= 1.0 + 1e-12 && w < previous, qPrintable(QString::number(w)));
            previous = w;
        }
        RbfInterpolator bad;
        QVERIFY(!bad.fit({}, {}, RbfKernel::Gaussian));
        QVERIFY(!bad.fit({{std::nan("")}}, {{1.0}}, RbfKernel::Gaussian));
    }

    void correctionShowsAtItsPoseAndVanishesAtRest()
    {
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile file;
        file.file = "elbow.xml";
        file.corrections.push_back(elbowCorrection(mesh, 90.0f));
        CorrectionSet set;
        Diagnostics d;
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QVERIFY2(!d.hasErrors() && set.isPrepared(0), qPrintable(QString::fromStdString(d.items().empty() ? "" : d.items()[0].message)));
        auto at = [&](float degrees) {
            SkinOutput out = skinned(mesh, degrees);
            set.apply(0, out, worldOf(bentPose(degrees)));
            return out;
        };
        const SkinOutput bent = at(90.0f);
        QCOMPARE(set.states()[0].weight, 1.0f);
        const std::vector<glm::vec3> sculpt = sculptedShape(file.corrections[0], skinned(mesh, 90.0f));
        QVERIFY(maxDistance(bent.positions, sculpt) < 1e-4f);
        const SkinOutput straight = at(0.0f);
        QVERIFY2(set.states()[0].weight < 1e-6f, qPrintable(QString::number(set.states()[0].weight)));
        QVERIFY(maxDistance(straight.positions, skinned(mesh, 0.0f).positions) < 1e-5f);
        at(45.0f);
        QVERIFY(set.states()[0].weight > 0.05f && set.states()[0].weight < 0.95f);
        const std::vector<float> heat = set.displacement(0);
        QCOMPARE(heat.size(), mesh.positions.size());
        QVERIFY(*std::max_element(heat.begin(), heat.end()) > 0.5f && heat[0] == 0.0f);

        // Muted: nothing; shape drive: the similarity itself.
        file.corrections[0].muted = true;
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        at(90.0f);
        QCOMPARE(set.states()[0].weight, 0.0f);
        file.corrections[0].muted = false;
        file.corrections[0].drive = CorrectionDrive::Shape;
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        at(60.0f);
        QCOMPARE(set.states()[0].weight, set.states()[0].similarity);
    }

    void weightAtEachCorrectionsOwnPose()
    {
        // docs/corrections.md: pose space interpolates its training poses, each correction's
        // reference wanting itself at 1 and the others at 0 and the bind pose wanting all at 0. So
        // at its own pose a correction reads 1 and the others 0; one that has nothing to compare
        // (no sculpt yet) reads 0 and says so, before and after the others are sculpted.
        const SkinnedMesh mesh = elbowTube();
        Correction bent = elbowCorrection(mesh, 90.0f), half = elbowCorrection(mesh, 45.0f), empty;
        bent.name = "Bent";
        half.name = "Half";
        empty.name = "Empty";
        empty.pose = bentPose(60.0f);
        CorrectionFile file;
        file.corrections = {bent, half, empty};
        CorrectionSet set;
        Diagnostics d;
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QVERIFY(!d.hasErrors());
        const auto weightsAt = [&](CorrectionSet& s, float degrees) {
            SkinOutput out = skinned(mesh, degrees);
            s.apply(0, out, worldOf(bentPose(degrees)));
            QList<float> w;
            for (const CorrectionState& state : s.states()) {
                w << state.weight;
            }
            return w;
        };
        const auto near = [](const QList<float>& got, const QList<float>& want) {
            bool same = got.size() == want.size();
            for (qsizetype i = 0; same && i < got.size(); ++i) {
                same = std::abs(got[i] - want[i]) < 1e-5f;
            }
            return same;
        };
        const auto show = [](const QList<float>& w) {
            QByteArray out;
            for (float x : w) {
                out += QByteArray::number(x) + ' ';
            }
            return out;
        };
        for (const auto& [degrees, want] : {std::pair{90.0f, QList<float>{1, 0, 0}}, {45.0f, {0, 1, 0}}, {60.0f, {-1, -1, 0}}, {0.0f, {0, 0, 0}}}) {
            QList<float> got = weightsAt(set, degrees);
            if (want[0] < 0) {  // between two references: only the unsculpted one is known (0)
                got[0] = got[1] = -1;
            }
            QVERIFY2(near(got, want), show(got).constData());
        }
        QCOMPARE(set.states()[0].problem, CorrectionProblem::None);
        QCOMPARE(set.states()[1].problem, CorrectionProblem::None);
        QCOMPARE(set.states()[2].problem, CorrectionProblem::NoSculpt);

        // A sculpt on a part that does not deform (the tube's far end, all bone B), alone on the
        // mesh: at 90 degrees its vertices keep the bind pose's shape, so pose space cannot tell
        // its pose from the bind pose (1 and 0 wanted at one point). It is left out: 0, with the
        // reason. (Beside a correction whose shape does change, it is told apart by that one's
        // similarity and reads 1 at its pose.)
        Correction rigid;
        rigid.name = "Rigid";
        rigid.pose = bentPose(90.0f);
        const SkinOutput at90 = skinned(mesh, 90.0f);
        for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
            if (mesh.positions[v].x > 16.0f) {
                rigid.sculptVertices.push_back(std::uint32_t(v));
                rigid.sculptPositions.push_back(at90.positions[v] + 0.5f * at90.normals[v]);
            }
        }
        file.corrections = {rigid};
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QVERIFY(near(weightsAt(set, 90.0f), {0}));
        QCOMPARE(set.states()[0].problem, CorrectionProblem::SameShapeAsBindPose);
        rigid.pose = bentPose(60.0f);
        file.corrections = {bent, rigid};
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QVERIFY(near(weightsAt(set, 90.0f), {1, 0}) && near(weightsAt(set, 60.0f).mid(1), {1}));
        QCOMPARE(set.states()[1].problem, CorrectionProblem::None);

        // Two corrections captured at one pose (sculpts on opposite sides): one training point
        // wants (1, 0) and (0, 1); least squares gives each 0.5 there, and both say why.
        Correction twin = bent;
        twin.name = "Twin";
        twin.sculptVertices.clear();
        twin.sculptPositions.clear();
        for (std::size_t v = 0; v < mesh.positions.size(); ++v) {
            if (std::abs(mesh.positions[v].x - 10.0f) < 2.0f && mesh.positions[v].y < -0.3f) {
                twin.sculptVertices.push_back(std::uint32_t(v));
                twin.sculptPositions.push_back(at90.positions[v] + 0.3f * at90.normals[v]);
            }
        }
        file.corrections = {bent, twin};
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QVERIFY2(near(weightsAt(set, 90.0f), {0.5f, 0.5f}), show(weightsAt(set, 90.0f)).constData());
        QVERIFY(near(weightsAt(set, 0.0f), {0, 0}));
        QCOMPARE(set.states()[0].problem, CorrectionProblem::SameShapeAsAnother);
        QCOMPARE(set.states()[0].other, 1);
        QCOMPARE(set.states()[1].problem, CorrectionProblem::SameShapeAsAnother);
        QCOMPARE(set.states()[1].other, 0);

        // Driven by a bone whose range has no length (from = to = 50): a step, said so.
        const RawLayer layer = test::makeLayer("Base", 0, {test::makeBone("A", ""), test::makeBone("B", "A", glm::vec3(10, 0, 0))});
        const auto framework = FrameworkBuilder::build({&layer}, d);
        QVERIFY(framework);
        Correction stepped = bent;
        stepped.drive = CorrectionDrive::Bone;
        stepped.driver = {"B", 'Z', 50.0f, 50.0f, {}};
        file.corrections = {stepped};
        set.prepare(file, {&mesh}, framework.get(), SkinningMethod::Linear, d);
        QCOMPARE(set.states()[0].problem, CorrectionProblem::ZeroDriverRange);
        QVERIFY(near(weightsAt(set, 60.0f), {1}) && near(weightsAt(set, 40.0f), {0}));
    }

    void aBoneDrivesTheWeightByItsTurn()
    {
        // Direct drive: B's turn about its local Z relative to its bind pose, 20 -> 80 degrees
        // mapped to 0 -> 1. At 50 degrees the weight is (50 - 20) / 60 = 0.5.
        const RawLayer layer = test::makeLayer("Base", 0, {test::makeBone("A", ""), test::makeBone("B", "A", glm::vec3(10, 0, 0))});
        Diagnostics d;
        const auto framework = FrameworkBuilder::build({&layer}, d);
        QVERIFY(framework);
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile file;
        Correction c = elbowCorrection(mesh, 90.0f);
        c.drive = CorrectionDrive::Bone;
        c.driver = {"B", 'Z', 20.0f, 80.0f, {}};
        file.corrections.push_back(c);
        CorrectionSet set;
        set.prepare(file, {&mesh}, framework.get(), SkinningMethod::Linear, d);
        QVERIFY(set.isPrepared(0));
        for (const auto& [degrees, weight] : {std::pair{0.0f, 0.0f}, {20.0f, 0.0f}, {50.0f, 0.5f}, {80.0f, 1.0f}, {120.0f, 1.0f}}) {
            SkinOutput out = skinned(mesh, degrees);
            set.apply(0, out, worldOf(bentPose(degrees)));
            QVERIFY2(std::abs(set.states()[0].weight - weight) < 1e-4f, qPrintable(QStringLiteral("%1 deg: %2").arg(degrees).arg(set.states()[0].weight)));
        }
        // Through a reaction curve instead of the ramp: up at 30, full at 60, back down by 100.
        file.corrections[0].driver.keys = {linearKey(30.0f, 0.0f), linearKey(60.0f, 1.0f), linearKey(100.0f, 0.25f)};
        set.prepare(file, {&mesh}, framework.get(), SkinningMethod::Linear, d);
        for (const auto& [degrees, weight] : {std::pair{10.0f, 0.0f}, {45.0f, 0.5f}, {60.0f, 1.0f}, {80.0f, 0.625f}, {130.0f, 0.25f}}) {
            SkinOutput bent = skinned(mesh, degrees);
            set.apply(0, bent, worldOf(bentPose(degrees)));
            QVERIFY2(std::abs(set.states()[0].weight - weight) < 1e-4f, qPrintable(QStringLiteral("curve %1 deg: %2").arg(degrees).arg(set.states()[0].weight)));
        }
        file.corrections[0].driver.keys.clear();
        set.prepare(file, {&mesh}, framework.get(), SkinningMethod::Linear, d);
        // A twist about X does not count as a bend about Z.
        SkinOutput out = skinned(mesh, 0.0f);
        set.apply(0, out, {glm::mat4(1.0f), glm::rotate(glm::translate(glm::mat4(1.0f), glm::vec3(10, 0, 0)), 1.0f, glm::vec3(1, 0, 0))});
        QVERIFY(set.states()[0].weight < 1e-5f);
        // An unknown driver bone is an error naming the correction, and it is left out.
        file.corrections[0].driver.bone = "Nope";
        Diagnostics e;
        set.prepare(file, {&mesh}, framework.get(), SkinningMethod::Linear, e);
        QVERIFY(e.contains("correction.unusable") && !set.isPrepared(0));
    }

    /// The weight a file's driver keys give at each angle, through the correction set.
    static std::vector<float> driverWeights(const std::string& keys, const std::vector<float>& angles)
    {
        const RawLayer layer = test::makeLayer("Base", 0, {test::makeBone("A", ""), test::makeBone("B", "A", glm::vec3(10, 0, 0))});
        Diagnostics d;
        const auto framework = FrameworkBuilder::build({&layer}, d);
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile file;
        file.corrections.push_back(elbowCorrection(mesh, 90.0f));
        const auto parsed = parseCorrectionXml("<Corrections version=\"1\"><Correction name=\"a\" drive=\"bone\"><Driver bone=\"B\" axis=\"Z\">"
                                                   + keys + "</Driver><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction></Corrections>",
                                               "keys.xml", d);
        if (!parsed || !framework) {
            return {};
        }
        file.corrections[0].drive = CorrectionDrive::Bone;
        file.corrections[0].driver = parsed->corrections[0].driver;
        CorrectionSet set;
        set.prepare(file, {&mesh}, framework.get(), SkinningMethod::Linear, d);
        std::vector<float> out;
        for (float degrees : angles) {
            SkinOutput bent = skinned(mesh, degrees);
            set.apply(0, bent, worldOf(bentPose(degrees)));
            out.push_back(set.states()[0].weight);
        }
        return out;
    }

    /// y of the cubic Bezier (x0,y0) (x1,y1) (x2,y2) (x3,y3) where its x is x, x(u) solved by
    /// bisection in double precision (the test's own, not the curve's Newton steps).
    static double bezierAt(const glm::dvec2 p[4], double x)
    {
        const auto at = [&](double u, int c) {
            const double v = 1.0 - u;
            return v * v * v * p[0][c] + 3 * v * v * u * p[1][c] + 3 * v * u * u * p[2][c] + u * u * u * p[3][c];
        };
        double lo = 0.0, hi = 1.0;
        for (int i = 0; i < 100; ++i) {
            const double mid = 0.5 * (lo + hi);
            (at(mid, 0) < x ? lo : hi) = mid;
        }
        return at(0.5 * (lo + hi), 1);
    }

    void bezierDriverKeysWeighAsWorkedOut()
    {
        // Flat keys (0, 0), (90, 1): handles level, a third of the way in, at (30, 0) and (60, 1).
        // Then x(u) = 90 u exactly and the weight is 3u^2 - 2u^3: at 45 deg (u = 1/2) 0.5, at 30
        // (u = 1/3) 7/27, at 60 (u = 2/3) 20/27; constant past the ends.
        const std::vector<float> flat = driverWeights(R"(<Key angle="0" weight="0" tangent="flat"/><Key angle="90" weight="1" tangent="flat"/>)",
                                                      {-20.0f, 30.0f, 45.0f, 60.0f, 120.0f});
        QCOMPARE(int(flat.size()), 5);
        const float flatWant[] = {0.0f, 7.0f / 27.0f, 0.5f, 20.0f / 27.0f, 1.0f};
        for (int i = 0; i < 5; ++i) {
            QVERIFY2(std::abs(flat[std::size_t(i)] - flatWant[i]) < 1e-4f, qPrintable(QString::number(flat[std::size_t(i)])));
        }
        // A smooth key between linear ones: (0, 0), (30, 0.5) smooth, (90, 1). Its slope is the
        // neighbours' (1 - 0) / (90 - 0); handles a third of each segment: in (-10, -1/9), out (20, 2/9).
        // First segment: a corner start (its handle on the point) to (20, 0.5 - 1/9) and (30, 0.5).
        const std::vector<float> smooth = driverWeights(R"(<Key angle="0" weight="0"/><Key angle="30" weight="0.5" tangent="smooth"/><Key angle="90" weight="1"/>)",
                                                        {15.0f, 30.0f, 50.0f});
        QCOMPARE(int(smooth.size()), 3);
        const glm::dvec2 first[4] = {{0, 0}, {0, 0}, {20, 0.5 - 1.0 / 9.0}, {30, 0.5}};
        const glm::dvec2 second[4] = {{30, 0.5}, {50, 0.5 + 2.0 / 9.0}, {90, 1}, {90, 1}};
        QVERIFY2(std::abs(smooth[0] - bezierAt(first, 15.0)) < 1e-4, qPrintable(QString::number(smooth[0])));
        QVERIFY(std::abs(smooth[1] - 0.5f) < 1e-4f);
        QVERIFY2(std::abs(smooth[2] - bezierAt(second, 50.0)) < 1e-4, qPrintable(QString::number(smooth[2])));
        // The key's slope (1/90) is gentler than its first segment's (1/60): the curve bows above that
        // segment's straight line (0.25 at 15 deg), so it is not the linear ramp.
        QVERIFY(smooth[0] > 0.26f);
        // Step holds its value up to the next key.
        const std::vector<float> step = driverWeights(R"(<Key angle="0" weight="0" tangent="step"/><Key angle="50" weight="1"/>)",
                                                      {20.0f, 49.5f, 50.5f, 70.0f});
        QCOMPARE(step, (std::vector<float>{0.0f, 0.0f, 1.0f, 1.0f}));
        // Plain keys (files from before tangents) are linear: the ramp they always gave, and
        // "linear" spelled out is the same.
        for (const char* keys : {R"(<Key angle="30" weight="0"/><Key angle="60" weight="1"/><Key angle="100" weight="0.25"/>)",
                                 R"(<Key angle="30" weight="0" tangent="linear"/><Key angle="60" weight="1" tangent="linear"/><Key angle="100" weight="0.25"/>)"}) {
            const std::vector<float> linear = driverWeights(keys, {10.0f, 45.0f, 60.0f, 80.0f, 130.0f});
            const float want[] = {0.0f, 0.5f, 1.0f, 0.625f, 0.25f};
            QCOMPARE(int(linear.size()), 5);
            for (int i = 0; i < 5; ++i) {
                QVERIFY2(std::abs(linear[std::size_t(i)] - want[i]) < 1e-4f, keys);
            }
        }
        // The from..to ramp as keys (what the curve editor starts from) gives the ramp's weights.
        CorrectionBoneDriver ramp{"B", 'Z', 20.0f, 80.0f, {}};
        const ReactionCurve rampCurve(ramp.curveKeys());
        QVERIFY(std::abs(rampCurve.evaluate(50.0f) - 0.5f) < 1e-6f && rampCurve.evaluate(10.0f) == 0.0f && rampCurve.evaluate(90.0f) == 1.0f);
        ramp.from = ramp.to = 40.0f;
        const ReactionCurve jump(ramp.curveKeys());
        QVERIFY(jump.evaluate(39.9f) == 0.0f && jump.evaluate(40.0f) == 1.0f && jump.evaluate(10.0f) == 0.0f);
        // Bad keys: named by file and line.
        struct Case {
            const char* keys;
            const char* code;
        } cases[] = {
            {R"(<Key angle="0" weight="0" tangent="bezier"/>)", "correction.bad-key"},
            {R"(<Key angle="40" weight="0"/>)" "\n" R"(<Key angle="40" weight="1"/>)", "correction.bad-key"},
            {R"(<Key angle="50" weight="0"/>)" "\n" R"(<Key angle="10" weight="1"/>)", "correction.bad-key"},
            {R"(<Key angle="nan" weight="0"/>)", "xml.non-finite"},
            {R"(<Key angle="0" weight="inf"/>)", "xml.non-finite"},
            {R"(<Key angle="0" weight="0" in="-1 0" out="1 0"/>)", "correction.bad-key"},
            {R"(<Key angle="0" weight="0" tangent="smooth" in="-1 0"/>)", "correction.bad-key"},
            {R"(<Key angle="0" weight="0" tangent="smooth" in="1 0" out="1 0"/>)", "correction.bad-key"},
            {R"(<Key angle="0" weight="0" tangent="flat" in="-1 0.5" out="1 0"/>)", "correction.bad-key"},
        };
        for (const Case& k : cases) {
            const std::string xml = std::string("<Corrections version=\"1\">\n<Correction name=\"a\" drive=\"bone\">\n<Driver bone=\"B\">\n") + k.keys
                                    + "</Driver><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction></Corrections>";
            const int lastKeyLine = 4 + int(std::count(k.keys, k.keys + std::strlen(k.keys), '\n'));
            Diagnostics e;
            QVERIFY2(!parseCorrectionXml(xml, "keys.xml", e), k.keys);
            bool lined = false;
            for (const Diagnostic& item : e.items()) {
                lined = lined || (item.code == k.code && item.line == lastKeyLine && item.file == "keys.xml");
            }
            QVERIFY2(lined, k.keys);
        }
    }

    void poseSpaceCorrectionsPerMeshAreBounded()
    {
        // The interpolator trains on (k + 1) * k similarities: at most 64 pose-space corrections
        // share a mesh. The 65th is refused by name and line and left out; the 64 before it apply.
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile file;
        for (int i = 0; i < 65; ++i) {
            Correction c = elbowCorrection(mesh, 20.0f + float(i));
            c.name = "Bend" + std::to_string(i);
            c.line = 100 + i;
            file.corrections.push_back(c);
        }
        Diagnostics d;
        CorrectionSet set;
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QCOMPARE(d.count(Severity::Error), 1);
        QCOMPARE(d.items().front().code, std::string("correction.too-many"));
        QCOMPARE(d.items().front().line, 164);
        QVERIFY(d.items().front().message.find("Bend64") != std::string::npos);
        QVERIFY(set.isPrepared(63) && !set.isPrepared(64));
    }

    void twoCorrectionsAreAdditiveAndOrderFree()
    {
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile ab, ba;
        Correction a = elbowCorrection(mesh, 90.0f), b = elbowCorrection(mesh, 45.0f);
        b.name = "Half";
        ab.corrections = {a, b};
        ba.corrections = {b, a};
        CorrectionSet s1, s2;
        Diagnostics d;
        s1.prepare(ab, {&mesh}, nullptr, SkinningMethod::Linear, d);
        s2.prepare(ba, {&mesh}, nullptr, SkinningMethod::Linear, d);
        SkinOutput o1 = skinned(mesh, 70.0f), o2 = o1;
        s1.apply(0, o1, worldOf(bentPose(70.0f)));
        s2.apply(0, o2, worldOf(bentPose(70.0f)));
        QVERIFY(maxDistance(o1.positions, o2.positions) < 1e-5f);
        // At each reference, that correction alone (cross-blended: the other at 0).
        SkinOutput at90 = skinned(mesh, 90.0f);
        s1.apply(0, at90, worldOf(bentPose(90.0f)));
        QVERIFY(std::abs(s1.states()[0].weight - 1.0f) < 1e-5f && s1.states()[1].weight < 1e-5f);
    }

    void correctionFileRoundTripsAndRejectsBadInput()
    {
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile file;
        file.kernel = RbfKernel::ThinPlate;
        file.smoothingPasses = 3;
        Correction c = elbowCorrection(mesh, 90.0f);
        c.zone = {1, 2, 3};
        c.drive = CorrectionDrive::Bone;
        c.driver = {"B", 'Y', 10.0f, 80.0f, {linearKey(10.0f, 0.0f), linearKey(45.0f, 0.8f), linearKey(60.0f, 0.9f), linearKey(70.0f, 1.0f)}};
        setTangent(c.driver.keys, 1, CurveTangent::Smooth);
        setTangent(c.driver.keys, 2, CurveTangent::Flat);
        c.driver.keys[2].outTangent = {2.5f, 0.0f};  // a dragged handle: kept as it is, not the type's own
        setTangent(c.driver.keys, 3, CurveTangent::Step);
        c.solo = true;
        file.corrections.push_back(c);
        const std::string text = writeCorrectionXml(file);
        Diagnostics d;
        const auto back = parseCorrectionXml(text, "c.xml", d);
        QVERIFY(back && !d.hasErrors());
        QCOMPARE(writeCorrectionXml(*back), text);
        QCOMPARE(back->corrections[0].sculptPositions, c.sculptPositions);
        QCOMPARE(back->corrections[0].pose[1].second, c.pose[1].second);
        QCOMPARE(back->corrections[0].driver.axis, 'Y');
        QCOMPARE(back->corrections[0].driver.keys, c.driver.keys);
        // Numbers not in the writer's form (more digits than a float holds, trailing zeros) read
        // as the same floats and are written back in it: the file Rigstage wrote, byte for byte.
        std::string loose = text;
        for (const auto& [was, now] : {std::pair<std::string, std::string>{"to=\"80\"", "to=\"80.000\""},
                                       {"from=\"10\"", "from=\"10.0000000001\""}, {"power=\"2\"", "power=\"2.0\""}}) {
            const std::size_t at = loose.find(was);
            QVERIFY2(at != std::string::npos, was.c_str());
            loose.replace(at, was.size(), now);
        }
        const auto reread = parseCorrectionXml(loose, "c.xml", d);
        QVERIFY(reread && reread->corrections[0].driver.to == 80.0f && reread->corrections[0].driver.from == 10.0f);
        QCOMPARE(QString::fromStdString(writeCorrectionXml(*reread)), QString::fromStdString(text));

        struct Case {
            const char* xml;
            const char* code;
            int line;
        } cases[] = {
            {"<Corrections version=\"1\">\n<Correction name=\"a\" drive=\"maybe\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction>\n</Corrections>", "correction.bad-value", 2},
            {"<Corrections version=\"1\">\n<Correction name=\"a\">\n<Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose>\n<Vertex i=\"3\" p=\"0 0 0\"/>\n<Vertex i=\"3\" p=\"1 0 0\"/>\n</Correction></Corrections>", "correction.duplicate-vertex", 5},
            {"<Corrections version=\"1\">\n<Correction name=\"a\"/>\n</Corrections>", "correction.no-pose", 2},
            {"<Corrections version=\"1\">\n<Correction name=\"a\" colour=\"red\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction>\n</Corrections>", "xml.unknown-attribute", 2},
            {"<Corrections version=\"1\">\n<Correction name=\"a\"><Pose><Bone name=\"A\" m=\"1 0 0\"/></Pose></Correction>\n</Corrections>", "xml.bad-number", 2},
            {"<Corrections version=\"1\">\n<Correction name=\"a\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose><Zone vertices=\"1 -2\"/></Correction>\n</Corrections>", "xml.bad-number", 2},
            {"<Corrections version=\"1\"><Correction", "xml.malformed", 1},
            // Found by fuzz_corrections: attributes left out (a null text reached the number parser).
            {"<Corrections version=\"1\">\n<Correction name=\"a\"><Pose><Bone name=\"A\"/></Pose></Correction>\n</Corrections>", "xml.missing-attribute", 2},
            {"<Corrections version=\"1\">\n<Correction name=\"a\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose>\n<Vertex i=\"3\"/></Correction>\n</Corrections>", "xml.missing-attribute", 3},
        };
        // 256 corrections in a file (docs/format.md) are read; the 257th is refused at its line (258).
        std::string many = "<Corrections version=\"1\">\n";
        for (int i = 0; i < 256; ++i) {
            many += "<Correction name=\"c" + std::to_string(i) + "\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction>\n";
        }
        Diagnostics full;
        QVERIFY(parseCorrectionXml(many + "</Corrections>", "many.xml", full) && !full.hasErrors());
        many += "<Correction name=\"last\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction>\n</Corrections>";
        Diagnostics tooMany;
        QVERIFY(!parseCorrectionXml(many, "many.xml", tooMany) && tooMany.contains("correction.too-many"));
        QCOMPARE(tooMany.items().front().line, 258);
        // maxVertices up to 128: the pairs an analysis compares grow with its square.
        for (const auto& [value, ok] : {std::pair{"128", true}, {"129", false}, {"2", true}, {"1", false}}) {
            Diagnostics e;
            const std::string xml = std::string("<Corrections version=\"1\">\n<Correction name=\"a\" maxVertices=\"") + value
                                    + "\"><Pose><Bone name=\"A\" m=\"1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\"/></Pose></Correction>\n</Corrections>";
            QVERIFY2(parseCorrectionXml(xml, "max.xml", e).has_value() == ok, value);
            QVERIFY2(ok || (e.contains("correction.bad-value") && e.items().front().line == 2), value);
        }
        for (const Case& k : cases) {
            Diagnostics e;
            QVERIFY2(!parseCorrectionXml(k.xml, "bad.xml", e), k.xml);
            QVERIFY2(e.contains(k.code), k.code);
            bool lined = false;
            for (const Diagnostic& item : e.items()) {
                lined = lined || (item.code == k.code && item.line == k.line && item.file == "bad.xml");
            }
            QVERIFY2(lined, k.code);
        }
    }

    void fuzzFindingsStayFixed()
    {
        // Every fixture the fuzzer turned up reads without a crash and fails with a message.
        for (const QString& name : QDir(QStringLiteral(RIGSTAGE_FIXTURES "/corrections")).entryList({QStringLiteral("fuzz-*")})) {
            Diagnostics d;
            QVERIFY(!loadCorrectionXml((QStringLiteral(RIGSTAGE_FIXTURES "/corrections/") + name).toStdString(), d));
            QVERIFY2(d.hasErrors(), qPrintable(name));
        }
    }

    void unusableCorrectionsAreReportedAndSkipped()
    {
        const SkinnedMesh mesh = elbowTube();
        CorrectionFile file;
        file.file = "c.xml";
        Correction good = elbowCorrection(mesh, 90.0f);
        Correction farVertex = good;
        farVertex.name = "far";
        farVertex.sculptVertices.back() = 999999;
        Correction noBone = good;
        noBone.name = "nobone";
        noBone.pose.pop_back();
        Correction otherMesh = good;
        otherMesh.name = "other";
        otherMesh.mesh = "Nope";
        file.corrections = {farVertex, good, noBone, otherMesh};
        CorrectionSet set;
        Diagnostics d;
        set.prepare(file, {&mesh}, nullptr, SkinningMethod::Linear, d);
        QCOMPARE(d.count(Severity::Error), 3);
        QVERIFY(!set.isPrepared(0) && set.isPrepared(1) && !set.isPrepared(2) && !set.isPrepared(3));
        SkinOutput out = skinned(mesh, 90.0f);
        set.apply(0, out, worldOf(bentPose(90.0f)));
        QCOMPARE(set.states()[1].weight, 1.0f);
    }

    void manifestCorrectionsLoadAndValidate()
    {
        // The walker with a correction file: a good one loads and applies to its body; one whose
        // vertex is past the body is a validation error naming the file and line.
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir, "    <Corrections file=\"walker.Corrections.xml\"/>\n");
        Diagnostics d0;
        auto data = loadCharacter(manifest.toStdString(), d0);
        QVERIFY(data && !data->meshes.empty());
        CorrectionFile file;
        Correction c;
        c.name = "Belly";
        for (const std::string& bone : data->meshes[0].paletteBones) {
            c.pose.emplace_back(bone, data->framework->bindWorld(data->framework->findBone(bone)));
        }
        c.sculptVertices = {10, 11};
        c.sculptPositions = {data->meshes[0].positions[10] + glm::vec3(0, 0, 1), data->meshes[0].positions[11] + glm::vec3(0, 0, 1)};
        file.corrections.push_back(c);
        auto write = [&](const CorrectionFile& f) {
            std::ofstream(dir.filePath(QStringLiteral("walker.Corrections.xml")).toStdString()) << writeCorrectionXml(f);
        };
        write(file);
        Diagnostics d1;
        data = loadCharacter(manifest.toStdString(), d1);
        QVERIFY(data && data->corrections && data->corrections->corrections.size() == 1);
        QVERIFY(!validateCharacter(*data).contains("correction.unusable"));
        file.corrections[0].sculptVertices[1] = 9999999;
        write(file);
        Diagnostics d2;
        data = loadCharacter(manifest.toStdString(), d2);
        const Diagnostics found = validateCharacter(*data);
        QVERIFY(found.contains("correction.unusable"));
        for (const Diagnostic& item : found.items()) {
            if (item.code == "correction.unusable") {
                QVERIFY(item.line > 0 && QString::fromStdString(item.file).endsWith(QStringLiteral("walker.Corrections.xml")));
            }
        }
    }

    void importedShapesAreCheckedForCountAndOrder()
    {
        const SkinnedMesh mesh = elbowTube();
        QTemporaryDir dir;
        const std::string obj = (dir.path() + QStringLiteral("/sculpt.obj")).toStdString();
        {
            std::ofstream(obj) << shapeToObj(mesh.positions, mesh.indices, "test");
        }
        Diagnostics d;
        const auto back = readShapePositions(obj, d);
        QVERIFY(back && back->size() == mesh.positions.size());
        QVERIFY(maxDistance(*back, mesh.positions) < 1e-5f);
        QVERIFY(checkCorrectedShape(mesh.positions, mesh.indices, *back, obj, d));
        std::vector<glm::vec3> fewer(back->begin(), back->end() - 1);
        QVERIFY(!checkCorrectedShape(mesh.positions, mesh.indices, fewer, obj, d) && d.contains("shape.vertex-count"));
        std::vector<glm::vec3> shuffled = *back;
        std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(3));
        QVERIFY(!checkCorrectedShape(mesh.positions, mesh.indices, shuffled, obj, d) && d.contains("shape.vertex-order"));
        {
            std::ofstream(obj) << "v 1 2\n";
        }
        Diagnostics e;
        QVERIFY(!readShapePositions(obj, e) && e.contains("shape.bad-vertex"));
    }
};

QTEST_GUILESS_MAIN(TestSculptCorrection)
#include "test_sculpt_correction.moc"
