// Slope adaptation (NDC 2018 seed) on two, four and six legs: on planes of known slope the root
// segment turns by atan(tan(slope) cos(angle between facing and uphill)) (the slope seen along the
// segment), feet stand on the ground at their animated clearance along its normal, stairs and
// bumps keep planted feet on the surface, and the suspension springs answer a step as a damped
// spring of their frequency and damping ratio does, at any frame rate.
#include <QFile>
#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>

#include "character/character_instance.h"
#include "pipeline/frame_stage.h"
#include "procedural/slope_adaptation.h"
#include "procedural/suspension_spring.h"
#include "procedural/terrain.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const std::string kWalker = RIGSTAGE_SAMPLES "/walker/walker.character.xml";
const std::string kHexapod = RIGSTAGE_SAMPLES "/hexapod/hexapod.character.xml";
const std::string kFox = RIGSTAGE_SAMPLES "/quadrupeds/fox.character.xml";
const std::string kWolf = RIGSTAGE_SAMPLES "/quadrupeds/wolf.character.xml";

TerrainSettings plane(float slope, float direction)
{
    TerrainSettings t;
    t.kind = TerrainKind::Plane;
    t.slopeDegrees = slope;
    t.directionDegrees = direction;
    return t;
}

/// A loaded character and its instance at the bind pose (no clip).
struct Loaded {
    std::optional<CharacterData> data;
    std::unique_ptr<CharacterInstance> instance;
};

bool load(const std::string& path, Loaded& out, QString& why)
{
    if (!QFile::exists(QString::fromStdString(path))) {
        why = QStringLiteral("missing ") + QString::fromStdString(path);
        return false;
    }
    Diagnostics d;
    out.data = loadCharacter(path, d);
    if (!out.data || !out.data->framework || d.hasErrors()) {
        why = test::str(d);
        return false;
    }
    out.instance = CharacterInstance::create(*out.data, d);
    if (!out.instance || !out.instance->slopeAdaptation()) {
        why = test::str(d);
        return false;
    }
    out.instance->setClip(-1, d);
    return true;
}

/// Elevation (radians) of a direction above the horizontal.
float elevation(const glm::vec3& v, int up) { return std::asin(glm::clamp(glm::normalize(v)[up], -1.0f, 1.0f)); }

/// The root segment's direction: first pin to second, or (one pin) the pin's facing.
glm::vec3 rootSegment(CharacterInstance& c)
{
    SlopeAdaptation& s = *c.slopeAdaptation();
    Pose& pose = c.pose();
    const auto& spine = s.settings().spine;
    const int p0 = spine[std::size_t(s.pins()[0])];
    if (s.pins().size() > 1) {
        return glm::vec3(pose.world(spine[std::size_t(s.pins()[1])])[3] - pose.world(p0)[3]);
    }
    const glm::quat bind = glm::quat_cast(glm::mat3(c.framework().bindWorld(p0)));
    return pose.worldSrt(p0).rotation * glm::inverse(bind) * s.settings().forward;
}

}  // namespace

class TestSlopeAdaptation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void terrainHeightsAndNormals()
    {
        // Z up: a 30-degree plane rising along +Y (direction 90).
        Terrain p(plane(30.0f, 90.0f), 2);
        QVERIFY(test::near(p.heightAt({5, 10, 99}), 10.0f * std::tan(glm::radians(30.0f))));
        QVERIFY(test::near(p.normalAt({0, 0, 0}), glm::vec3(0, -0.5f, std::sqrt(3.0f) / 2.0f)));
        // Y up: the horizontal axes are Z then X; direction 90 rises along +X.
        Terrain py(plane(45.0f, 90.0f), 1);
        QVERIFY(test::near(py.heightAt({3, 50, 7}), 3.0f));
        TerrainSettings stairs;
        stairs.kind = TerrainKind::Stairs;
        stairs.stepHeight = 15.0f;
        stairs.stepDepth = 30.0f;
        Terrain st(stairs, 2);  // rising along +X
        QCOMPARE(st.heightAt({29.9f, 0, 0}), 0.0f);
        QCOMPARE(st.heightAt({30.1f, 0, 0}), 15.0f);
        QCOMPARE(st.heightAt({-0.1f, 0, 0}), -15.0f);
        QVERIFY(test::near(st.normalAt({45, 3, 0}), glm::vec3(0, 0, 1)));
        // Bumps: the analytic normal matches finite differences of the height.
        TerrainSettings bumps;
        bumps.kind = TerrainKind::Bumps;
        Terrain b(bumps, 2);
        const glm::vec3 at(17.0f, -41.0f, 0.0f);
        const float e = 0.01f;
        const float dx = (b.heightAt(at + glm::vec3(e, 0, 0)) - b.heightAt(at - glm::vec3(e, 0, 0))) / (2 * e);
        const float dy = (b.heightAt(at + glm::vec3(0, e, 0)) - b.heightAt(at - glm::vec3(0, e, 0))) / (2 * e);
        QVERIFY2(test::near(b.normalAt(at), glm::normalize(glm::vec3(-dx, -dy, 1.0f)), 1e-3f), qPrintable(test::str(b.normalAt(at))));
        QVERIFY(!validateTerrain(plane(85.0f, 0.0f)).empty());
        stairs.stepDepth = 0.0f;
        QVERIFY(!validateTerrain(stairs).empty());
        // Lengths of at least one unit: a wavelength of 1e-38 overflowed the bumps' wave number.
        for (const auto& [wavelength, ok] : {std::pair{1e-38f, false}, {0.5f, false}, {1.0f, true}}) {
            bumps.bumpWavelength = wavelength;
            QVERIFY2(validateTerrain(bumps).empty() == ok, qPrintable(QString::number(double(wavelength))));
        }
        stairs.stepDepth = 1.0f;
        QVERIFY(validateTerrain(stairs).empty());
    }

    void springStepResponseMatchesItsParameters()
    {
        // Under-damped: peak overshoot exp(-zeta pi / sqrt(1 - zeta^2)) at t = pi / (w sqrt(1 - zeta^2)),
        // and never outside the envelope exp(-zeta w t) / sqrt(1 - zeta^2).
        const SpringSettings s{2.0f, 0.3f};
        const double w = 2.0 * M_PI * 2.0, z = 0.3, root = std::sqrt(1 - z * z);
        const double predictedOvershoot = std::exp(-z * M_PI / root), predictedPeak = M_PI / (w * root);
        for (const float hz : {30.0f, 60.0f, 240.0f}) {
            SuspensionSpring spring;
            spring.advance(0.0f, 0.0f, s);
            double peak = 0.0, peakTime = 0.0;
            bool inEnvelope = true;
            const int steps = int(2.0f * hz);
            for (int i = 1; i <= steps; ++i) {
                const double t = i / double(hz);
                const float x = spring.advance(1.0f, 1.0f / hz, s);
                if (x > peak) {
                    peak = x;
                    peakTime = t;
                }
                inEnvelope = inEnvelope && std::abs(x - 1.0) <= std::exp(-z * w * t) / root + 1e-5;
            }
            QVERIFY2(std::abs((peak - 1.0) - predictedOvershoot) < 0.1 * predictedOvershoot,
                     qPrintable(QString("%1 Hz: overshoot %2 vs %3").arg(hz).arg(peak - 1.0).arg(predictedOvershoot)));
            QVERIFY2(std::abs(peakTime - predictedPeak) <= 0.1 * predictedPeak + 0.5 / hz,
                     qPrintable(QString("%1 Hz: peak at %2 s vs %3 s").arg(hz).arg(peakTime).arg(predictedPeak)));
            QVERIFY(inEnvelope);
        }
        // Frame-rate independence: 30 Hz and 240 Hz agree at every 30 Hz frame.
        SuspensionSpring a, b;
        a.advance(0.0f, 0.0f, s);
        b.advance(0.0f, 0.0f, s);
        for (int frame = 1; frame <= 60; ++frame) {
            const float xa = a.advance(1.0f, 1.0f / 30.0f, s);
            float xb = 0.0f;
            for (int k = 0; k < 8; ++k) {
                xb = b.advance(1.0f, 1.0f / 240.0f, s);
            }
            QVERIFY2(std::abs(xa - xb) < 1e-4f, qPrintable(QString("frame %1: %2 vs %3").arg(frame).arg(xa).arg(xb)));
        }
        // Critically and over-damped springs never overshoot; frequency 0 follows at once.
        for (const float zeta : {1.0f, 2.5f}) {
            SuspensionSpring c;
            c.advance(0.0f, 0.0f, {3.0f, zeta});
            float x = 0.0f;
            for (int i = 0; i < 120; ++i) {
                x = c.advance(1.0f, 1.0f / 60.0f, {3.0f, zeta});
                QVERIFY(x <= 1.0f + 1e-6f);
            }
            QVERIFY(x > 0.95f);
        }
        SuspensionSpring off;
        QCOMPARE(off.advance(5.0f, 1.0f / 60.0f, {0.0f, 0.7f}), 5.0f);
    }

    void springFollowsAChangedStepOrSettings()
    {
        // The spring keeps its step's coefficients while dt and the settings stay: after each
        // change it must give what the step computed afresh gives, bit for bit.
        float x = 0.0f, v = 0.0f;
        const auto fresh = [&](float target, float dt, const SpringSettings& s) {
            float e = x - target;
            dampedSpringStep(e, v, 2.0 * M_PI * double(s.frequencyHz), double(std::max(0.0f, s.dampingRatio)), double(dt));
            x = target + e;
            return x;
        };
        SuspensionSpring spring;
        QCOMPARE(spring.advance(2.0f, 0.0f, {3.0f, 0.8f}), 2.0f);  // snapped to the target, at rest
        x = 2.0f;
        struct Step {
            float target, dt;
            SpringSettings settings;
        };
        const Step steps[] = {
            {5.0f, 1.0f / 60.0f, {3.0f, 0.8f}},  {5.0f, 1.0f / 60.0f, {3.0f, 0.8f}}, {-1.0f, 1.0f / 30.0f, {3.0f, 0.8f}},
            {-1.0f, 1.0f / 30.0f, {3.0f, 0.8f}}, {4.0f, 1.0f / 30.0f, {5.0f, 0.8f}}, {4.0f, 1.0f / 30.0f, {5.0f, 1.0f}},
            {0.5f, 1.0f / 30.0f, {5.0f, 1.0f}},  {0.5f, 1.0f / 30.0f, {5.0f, 2.5f}}, {3.0f, 1.0f / 144.0f, {5.0f, 2.5f}},
            {3.0f, 1.0f / 144.0f, {5.0f, 0.3f}}, {3.0f, 1.0f / 60.0f, {3.0f, 0.8f}},
        };
        const auto bits = [](float f) { return std::bit_cast<std::uint32_t>(f); };  // QCOMPARE's floats are fuzzy
        for (const Step& step : steps) {
            const float expected = fresh(step.target, step.dt, step.settings);
            const float got = spring.advance(step.target, step.dt, step.settings);
            QVERIFY2(bits(got) == bits(expected), qPrintable(QString("%1 vs %2").arg(double(got), 0, 'g', 9).arg(double(expected), 0, 'g', 9)));
            QVERIFY2(bits(spring.velocity()) == bits(v), qPrintable(QString::number(double(spring.velocity()) - double(v))));
        }
    }

    void planesTurnTheRootSegmentAndPlantTheFeet_data()
    {
        QTest::addColumn<QString>("manifest");
        QTest::newRow("walker (2 legs)") << QString::fromStdString(kWalker);
        QTest::newRow("hexapod (6 legs)") << QString::fromStdString(kHexapod);
        QTest::newRow("Fox (4 legs)") << QString::fromStdString(kFox);
        QTest::newRow("wolf (4 legs)") << QString::fromStdString(kWolf);
    }
    void planesTurnTheRootSegmentAndPlantTheFeet()
    {
        QFETCH(QString, manifest);
        Loaded c;
        QString why;
        if (!load(manifest.toStdString(), c, why)) {
            if (why.startsWith(QStringLiteral("missing")) && manifest.contains(QStringLiteral("quadrupeds"))) {
                QSKIP(qPrintable(why + " (../shared/assets is not beside the checkout)"));
            }
            QFAIL(qPrintable(why));
        }
        CharacterInstance& inst = *c.instance;
        const int up = c.data->manifest.upAxis == "Y" ? 1 : 2;
        SlopeAdaptation& slope = *inst.slopeAdaptation();
        // Fully turned to the slope (the walker's sample leans into it instead: a quarter, reversed).
        const float sampleAlignment = slope.settings().alignment;
        QVERIFY(manifest.contains(QStringLiteral("walker")) ? sampleAlignment == -0.25f : sampleAlignment == 1.0f);
        slope.settings().alignment = 1.0f;
        const Framework& fw = inst.framework();
        inst.evaluate(0.0f);
        const glm::vec3 flatSegment = rootSegment(inst);
        const glm::vec3 facing = glm::normalize(glm::vec3(flatSegment[0], up == 2 ? flatSegment[1] : 0.0f, up == 1 ? flatSegment[2] : 0.0f));
        for (const float degrees : {0.0f, 10.0f, 20.0f, 30.0f}) {
            for (const float direction : {0.0f, 45.0f, 90.0f, 180.0f, 270.0f}) {
                inst.setTerrain(plane(degrees, direction));
                inst.pose().resetToBind();
                inst.evaluate(0.0f);
                const Terrain& t = *inst.terrain();
                const glm::vec3 uphill = t.point({std::cos(glm::radians(direction)), std::sin(glm::radians(direction))}, 0.0f);
                const float expected = std::atan(std::tan(glm::radians(degrees)) * glm::dot(facing, uphill));
                const float pitch = elevation(rootSegment(inst), up) - elevation(flatSegment, up);
                const QString where = QString("%1 deg towards %2: ").arg(degrees).arg(direction);
                QVERIFY2(std::abs(glm::degrees(pitch - expected)) < 0.5f,
                         qPrintable(where + QString("pitch %1, expected %2").arg(glm::degrees(pitch)).arg(glm::degrees(expected))));
                QVERIFY2(slope.report().converged && slope.report().iterations <= slope.settings().maxIterations,
                         qPrintable(where + QString("%1 iterations").arg(slope.report().iterations)));
                // Every foot at its bind clearance above the plane, measured along the normal.
                const float cosSlope = std::cos(glm::radians(degrees));
                for (const TwoBoneIkJob& leg : slope.settings().legs) {
                    const glm::vec3 p(inst.pose().world(leg.end)[3]);
                    const float clearance = t.clearance(p) * cosSlope;
                    const float bind = fw.bindWorld(leg.end)[3][up];
                    QVERIFY2(std::abs(clearance - bind) < 0.5f,
                             qPrintable(where + QString::fromStdString(fw.boneName(leg.end)) +
                                        QString(" stands %1 above the ground, not %2").arg(clearance).arg(bind)));
                }
            }
        }
    }

    void stairsAndBumpsKeepPlantedFeetOnTheSurface_data()
    {
        QTest::addColumn<QString>("manifest");
        QTest::addColumn<int>("kind");
        for (const auto& [name, path] : {std::pair{"walker", kWalker}, std::pair{"hexapod", kHexapod}}) {
            QTest::addRow("%s on stairs", name) << QString::fromStdString(path) << int(TerrainKind::Stairs);
            QTest::addRow("%s on bumps", name) << QString::fromStdString(path) << int(TerrainKind::Bumps);
        }
    }
    void stairsAndBumpsKeepPlantedFeetOnTheSurface()
    {
        QFETCH(QString, manifest);
        QFETCH(int, kind);
        Loaded c;
        QString why;
        QVERIFY2(load(manifest.toStdString(), c, why), qPrintable(why));
        CharacterInstance& inst = *c.instance;
        Diagnostics d;
        inst.setClip(0, d);
        const SlopeAdaptation& slope = *inst.slopeAdaptation();
        TerrainSettings t;
        t.kind = TerrainKind(kind);
        t.stepHeight = 12.0f;
        t.stepDepth = 35.0f;
        t.directionDegrees = 250.0f;
        t.bumpHeight = 6.0f;
        t.bumpWavelength = 150.0f;
        int planted = 0;
        for (int frame = 0; frame < 24; ++frame) {
            // The animated clearance of each foot (flat ground), then the adapted pose.
            inst.setTerrain(std::nullopt);
            inst.evaluate(float(frame));
            std::vector<float> animated;
            for (const TwoBoneIkJob& leg : slope.settings().legs) {
                animated.push_back(inst.pose().world(leg.end)[3].z);
            }
            inst.setTerrain(t);
            inst.evaluate(float(frame));
            const Terrain& ground = *inst.terrain();
            for (std::size_t l = 0; l < animated.size(); ++l) {
                const float bind = inst.framework().bindWorld(slope.settings().legs[l].end)[3].z;
                if (animated[l] > bind + 3.0f) {
                    continue;  // in the air
                }
                ++planted;
                // Distance along the normal to the surface point below the foot's ground point.
                const glm::vec3 p(inst.pose().world(slope.settings().legs[l].end)[3]);
                const glm::vec3 n = ground.normalAt(p - ground.up() * animated[l]);
                const glm::vec3 onGround = ground.below(p - n * animated[l]);
                const float clearance = glm::dot(p - onGround, ground.normalAt(onGround));
                QVERIFY2(std::abs(clearance - animated[l]) < 0.5f,
                         qPrintable(QString("frame %1 leg %2: %3 above the surface, animated %4").arg(frame).arg(l).arg(clearance).arg(animated[l])));
            }
        }
        QVERIFY(planted > 10);
    }

    void suspensionSoftensAStepTheSameAtAnyFrameRate()
    {
        // The walker stands on flat ground that rises by 20 cm at once: the body follows as the
        // height spring says (overshoot exp(-zeta pi / sqrt(1 - zeta^2))), at 30 Hz as at 240 Hz.
        std::vector<float> heights[2];
        const float rates[2] = {30.0f, 240.0f};
        for (int r = 0; r < 2; ++r) {
            Loaded c;
            QString why;
            QVERIFY2(load(kWalker, c, why), qPrintable(why));
            CharacterInstance& inst = *c.instance;
            inst.slopeAdaptation()->settings().heightSpring = {2.0f, 0.4f};
            const int pelvis = inst.framework().findBone("_0Base{BD}#Pelvis");
            TerrainSettings ground;
            inst.setTerrain(ground);
            inst.evaluate(0.0f, true, 0.0f);  // settle at rest on height 0
            ground.height = 20.0f;
            inst.setTerrain(ground);  // the springs go on from rest, no snap
            const int perFrame = int(rates[r] / 30.0f);
            for (int step = 1; step <= int(rates[r]); ++step) {
                inst.evaluate(0.0f, true, 1.0f / rates[r]);
                if (step % perFrame == 0) {
                    heights[r].push_back(inst.pose().world(pelvis)[3].z - 98.0f);
                }
            }
        }
        QCOMPARE(heights[0].size(), heights[1].size());
        float peak = 0.0f;
        for (std::size_t i = 0; i < heights[0].size(); ++i) {
            QVERIFY2(std::abs(heights[0][i] - heights[1][i]) < 0.5f,
                     qPrintable(QString("frame %1: %2 at 30 Hz, %3 at 240 Hz").arg(i).arg(heights[0][i]).arg(heights[1][i])));
            peak = std::max(peak, heights[1][i]);
        }
        const float overshoot = std::exp(-0.4f * float(M_PI) / std::sqrt(1.0f - 0.16f));
        QVERIFY2(std::abs((peak - 20.0f) / 20.0f - overshoot) < 0.1f * overshoot + 0.01f,
                 qPrintable(QString("peak %1 cm, predicted overshoot %2").arg(peak).arg(overshoot)));
        QVERIFY(std::abs(heights[1].back() - 20.0f) < 0.5f);  // settled within a second
    }

    void sideSlopeRollsTheBodyByItsShare_data()
    {
        QTest::addColumn<float>("roll");
        QTest::addColumn<float>("maxRoll");
        QTest::addColumn<float>("expected");
        // A 20-degree plane rising to the walker's right: the hips roll by roll x 20 degrees, at
        // most maxRoll; the facing does not pitch (the slope along it is 0).
        QTest::newRow("level (the legs take it all)") << 0.0f << 15.0f << 0.0f;
        QTest::newRow("half") << 0.5f << 15.0f << 10.0f;
        QTest::newRow("a quarter") << 0.25f << 15.0f << 5.0f;
        QTest::newRow("all, clamped at 15") << 1.0f << 15.0f << 15.0f;
        QTest::newRow("half, clamped at 6") << 0.5f << 6.0f << 6.0f;
    }
    void sideSlopeRollsTheBodyByItsShare()
    {
        QFETCH(float, roll);
        QFETCH(float, maxRoll);
        QFETCH(float, expected);
        Loaded c;
        QString why;
        QVERIFY2(load(kWalker, c, why), qPrintable(why));
        CharacterInstance& inst = *c.instance;
        SlopeAdaptation& slope = *inst.slopeAdaptation();
        // The default: half of the side slope, at most 15 degrees.
        QCOMPARE(slope.settings().roll, 0.5f);
        QCOMPARE(slope.settings().maxRollDegrees, 15.0f);
        slope.settings().roll = roll;
        slope.settings().maxRollDegrees = maxRoll;
        const Framework& fw = inst.framework();
        const int left = fw.findBone("_0Base{BD}#L_Thigh"), right = fw.findBone("_0Base{BD}#R_Thigh");
        inst.evaluate(0.0f);
        const glm::vec3 flatFacing = rootSegment(inst);
        // The walker faces -Y (Z up): its right is -X, so the plane rises towards direction 180.
        const glm::vec3 across = glm::vec3(inst.pose().world(right)[3] - inst.pose().world(left)[3]);
        QVERIFY2(across.x < 0.0f && std::abs(across.z) < 1e-3f, qPrintable(test::str(across)));
        inst.setTerrain(plane(20.0f, 180.0f));
        inst.evaluate(0.0f);
        const glm::vec3 hips = glm::vec3(inst.pose().world(right)[3] - inst.pose().world(left)[3]);
        const float rolled = glm::degrees(elevation(hips, 2));
        QVERIFY2(std::abs(rolled - expected) < 0.1f, qPrintable(QString("the hips rolled %1 degrees, expected %2").arg(rolled).arg(expected)));
        QVERIFY(std::abs(slope.report().sideSlopeDegrees - 20.0f) < 0.01f);
        QVERIFY(std::abs(slope.report().targetRollDegrees - expected) < 0.01f);
        const float pitch = glm::degrees(elevation(rootSegment(inst), 2) - elevation(flatFacing, 2));
        QVERIFY2(std::abs(pitch) < 0.1f, qPrintable(QString("pitched %1 degrees").arg(pitch)));
        // The legs take the rest: each foot still at its bind clearance above the plane, along its normal.
        const Terrain& t = *inst.terrain();
        for (const TwoBoneIkJob& leg : slope.settings().legs) {
            const float clearance = t.clearance(glm::vec3(inst.pose().world(leg.end)[3])) * std::cos(glm::radians(20.0f));
            QVERIFY2(std::abs(clearance - fw.bindWorld(leg.end)[3].z) < 0.5f, qPrintable(QString::number(clearance)));
        }
    }

    void hexapodRollsAboutItsSpine()
    {
        // Three pins: the whole body rolls about the root segment; a 20-degree side plane and the
        // default share (half) give 10 degrees across the first pin's hips, and no pitch.
        Loaded c;
        QString why;
        QVERIFY2(load(kHexapod, c, why), qPrintable(why));
        CharacterInstance& inst = *c.instance;
        SlopeAdaptation& slope = *inst.slopeAdaptation();
        QCOMPARE(slope.settings().roll, 0.5f);
        const Framework& fw = inst.framework();
        const auto& legs = slope.pinLegs()[0];
        const int a = slope.settings().legs[std::size_t(legs[0])].root, b = slope.settings().legs[std::size_t(legs[1])].root;
        inst.evaluate(0.0f);
        const glm::vec3 segment = rootSegment(inst);
        const glm::vec3 flat = glm::vec3(inst.pose().world(b)[3] - inst.pose().world(a)[3]);
        // Uphill to the right of the segment's horizontal direction.
        const glm::vec3 right = glm::normalize(glm::cross(glm::vec3(segment.x, segment.y, 0.0f), glm::vec3(0, 0, 1)));
        inst.setTerrain(plane(20.0f, glm::degrees(std::atan2(right.y, right.x))));
        inst.evaluate(0.0f);
        const glm::vec3 hips = glm::vec3(inst.pose().world(b)[3] - inst.pose().world(a)[3]);
        const float sign = glm::dot(flat, right) > 0.0f ? 1.0f : -1.0f;  // b on the right: its side goes up
        const float rolled = glm::degrees(sign * (elevation(hips, 2) - elevation(flat, 2)));
        QVERIFY2(std::abs(rolled - 10.0f) < 0.5f, qPrintable(QString("rolled %1 degrees across the hips").arg(rolled)));
        const float pitch = glm::degrees(elevation(rootSegment(inst), 2) - elevation(segment, 2));
        QVERIFY2(std::abs(pitch) < 0.5f, qPrintable(QString("pitched %1 degrees").arg(pitch)));
        (void)fw;
    }

    void lookAheadMeetsTheStepItLandsOn()
    {
        // The walker's walk (in place) on stairs rising along the left foot's step. A foot in the air,
        // a quarter or more of its way from where it left the ground to where it lands, stands at
        // its clearance over the tread it lands on, not over the one under it.
        Loaded c;
        QString why;
        QVERIFY2(load(kWalker, c, why), qPrintable(why));
        CharacterInstance& inst = *c.instance;
        Diagnostics d;
        inst.setClip(0, d);
        SlopeAdaptation& slope = *inst.slopeAdaptation();
        QVERIFY(slope.settings().lookAhead);
        const Framework& fw = inst.framework();
        const TwoBoneIkJob leg = slope.settings().legs[0];
        const float legLength = glm::length(glm::vec3(fw.bindWorld(leg.mid)[3] - fw.bindWorld(leg.root)[3]))
                                + glm::length(glm::vec3(fw.bindWorld(leg.end)[3] - fw.bindWorld(leg.mid)[3]));
        // The foot frame by frame on flat ground: standing within 5 % of the leg's length of its lowest.
        const Clip& clip = *inst.clip();
        const int frames = int(clip.endFrame - clip.startFrame);  // one pass; the last frame is the first again
        std::vector<glm::vec3> at;
        float lowest = 1e9f;
        for (int f = 0; f < frames; ++f) {
            inst.evaluate(clip.startFrame + float(f));
            at.push_back(glm::vec3(inst.pose().world(leg.end)[3]));
            lowest = std::min(lowest, at.back().z);
        }
        auto standing = [&](int f) { return at[std::size_t((f % frames + frames) % frames)].z <= lowest + 0.05f * legLength; };
        // A frame in the air at least a quarter of the way, with the step's ends.
        int chosen = -1, lands = -1, left = -1;
        for (int f = 0; f < frames && chosen < 0; ++f) {
            if (standing(f)) {
                continue;
            }
            int a = f, b = f;
            while (!standing(a)) {
                --a;
            }
            while (!standing(b)) {
                ++b;
            }
            const glm::vec2 from(at[std::size_t((a % frames + frames) % frames)]), to(at[std::size_t(b % frames)]);
            const glm::vec2 now(at[std::size_t(f)]);
            const float done = glm::dot(now - from, to - from) / glm::dot(to - from, to - from);
            if (done >= 0.3f && done <= 0.8f && glm::length(to - now) > 5.0f) {
                chosen = f;
                lands = b;
                left = a;
            }
        }
        QVERIFY2(chosen >= 0, "no frame of the walk has the left foot well into a step");
        Q_UNUSED(left);
        const glm::vec3 now = at[std::size_t(chosen)], contact = at[std::size_t(lands % frames)];
        // Stairs rising along the step's way (horizontal, from the foot now to where it lands) with a
        // tread edge between the two: edges lie at k x depth along it, so a depth of the half-way
        // point's distance from 0 puts one right there.
        const glm::vec2 way = glm::normalize(glm::vec2(contact) - glm::vec2(now));
        const float alongNow = glm::dot(glm::vec2(now), way), alongContact = glm::dot(glm::vec2(contact), way);
        TerrainSettings stairs;
        stairs.kind = TerrainKind::Stairs;
        stairs.directionDegrees = glm::degrees(std::atan2(way.y, way.x));
        stairs.stepHeight = 12.0f;
        stairs.stepDepth = std::max(1.0f, std::abs(0.5f * (alongNow + alongContact)));
        const float treadNow = 12.0f * std::floor(alongNow / stairs.stepDepth);
        const float treadLanding = 12.0f * std::floor(alongContact / stairs.stepDepth);
        QVERIFY2(treadLanding > treadNow, qPrintable(QString("%1 -> %2").arg(alongNow).arg(alongContact)));
        const float clearance = now.z;  // above the clip's ground at 0
        inst.setTerrain(stairs);
        inst.evaluate(clip.startFrame + float(chosen));
        const glm::vec3 ahead(inst.pose().world(leg.end)[3]);
        QVERIFY2(std::abs(ahead.z - (treadLanding + clearance)) < 0.5f,
                 qPrintable(QString("looking ahead the foot is at %1, expected %2 over the tread it lands on").arg(ahead.z).arg(treadLanding + clearance)));
        // It lands there: at the contact frame it stands on that tread at its clearance.
        inst.evaluate(clip.startFrame + float(lands % frames));
        const glm::vec3 landed(inst.pose().world(leg.end)[3]);
        QVERIFY2(std::abs(landed.z - (treadLanding + contact.z)) < 0.5f, qPrintable(QString::number(landed.z)));
        // Without the look-ahead the foot goes by the tread under it: below the step's top.
        slope.settings().lookAhead = false;
        inst.evaluate(clip.startFrame + float(chosen));
        const glm::vec3 under(inst.pose().world(leg.end)[3]);
        QVERIFY2(std::abs(under.z - (treadNow + clearance)) < 0.5f, qPrintable(QString::number(under.z)));
        QVERIFY(under.z < treadLanding + clearance - 5.0f);
    }

    void badSettingsAreRefusedWithTheReason()
    {
        Loaded c;
        QString why;
        QVERIFY2(load(kHexapod, c, why), qPrintable(why));
        const Framework& fw = c.instance->framework();
        SlopeAdaptationSettings s = c.instance->slopeAdaptation()->settings();
        std::string error;
        SlopeAdaptationSettings reversed = s;
        std::reverse(reversed.spine.begin(), reversed.spine.end());
        QVERIFY(!SlopeAdaptation::create(reversed, fw, error));
        QVERIFY2(error.find("root-most first") != std::string::npos, error.c_str());
        SlopeAdaptationSettings noSpine = s;
        noSpine.spine = {fw.findBone("_0Base{BD}#Head")};
        QVERIFY(!SlopeAdaptation::create(noSpine, fw, error));
        QVERIFY2(error.find("hangs from no spine bone") != std::string::npos, error.c_str());
        SlopeAdaptationSettings broken = s;
        std::swap(broken.legs[0].mid, broken.legs[0].end);
        QVERIFY(!SlopeAdaptation::create(broken, fw, error));
        // A leg hanging below another's bones: the walker's calf, foot and toe as a second leg
        // under its thigh, calf and foot.
        Loaded w;
        QVERIFY2(load(kWalker, w, why), qPrintable(why));
        const Framework& walker = w.instance->framework();
        SlopeAdaptationSettings stacked = w.instance->slopeAdaptation()->settings();
        const TwoBoneIkJob upper = stacked.legs[0];
        QVERIFY(!walker.descendants(upper.end).empty());
        TwoBoneIkJob lower = upper;
        lower.root = upper.mid;
        lower.mid = upper.end;
        lower.end = walker.descendants(upper.end)[0];
        stacked.legs[1] = lower;
        QVERIFY(!SlopeAdaptation::create(stacked, walker, error));
        QVERIFY2(error == "leg '" + walker.boneName(upper.mid) + "' hangs below leg '" + walker.boneName(upper.root)
                              + "': each leg hangs from the spine on its own",
                 error.c_str());
        // Three pins, two segments; each pin carries a left and a right leg.
        auto fine = SlopeAdaptation::create(s, fw, error);
        QVERIFY(fine);
        QCOMPARE(int(fine->pins().size()), 3);
        for (const auto& legs : fine->pinLegs()) {
            QCOMPARE(int(legs.size()), 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestSlopeAdaptation)
#include "test_slope_adaptation.moc"
