// Clip transitions on the walker (its walk handed over to itself half a cycle later, so the two
// poses differ): a crossfade is exactly the smoothstep slerp of the snapshot into the moving
// target; inertialization starts where the source was without a pop, ends exactly on the target
// and never overshoots it; a scrub ends either at once.
#include <QTest>

#include <cmath>

#include "character/character_instance.h"
#include "pipeline/transition_stage.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

const std::string kWalker = RIGSTAGE_SAMPLES "/walker/walker.character.xml";
constexpr float kDt = 1.0f / 30.0f;

struct Walker {
    std::optional<CharacterData> data;
    std::unique_ptr<CharacterInstance> instance;
    Walker()
    {
        Diagnostics d;
        data = loadCharacter(kWalker, d);
        instance = CharacterInstance::create(*data, d);
        instance->setClip(0, d);
    }
    Srt local(const char* bone) { return instance->pose().local(instance->framework().findBone(bone)); }
};

/// The angle between two rotations, well conditioned near zero (acos of a dot product is not).
float angle(const glm::quat& a, const glm::quat& b)
{
    const glm::quat d = a * glm::inverse(b);
    return 2.0f * std::atan2(glm::length(glm::vec3(d.x, d.y, d.z)), std::abs(d.w));
}

}  // namespace

class TestTransition : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void crossfadeIsTheSmoothstepBlendIntoTheMovingTarget()
    {
        Walker w, target;
        w.instance->evaluate(8.0f, true, 0.0f);
        const char* bone = "_0Base{BD}#Spine1";  // no later stage writes it
        const Srt snapshot = w.local(bone);
        Diagnostics d;
        w.instance->transitionTo(0, 8.0f, 0.3f, TransitionMode::Crossfade, d);
        for (int k = 1; k <= 12; ++k) {
            const float frame = 24.0f + float(k);
            w.instance->evaluate(frame, true, kDt);
            target.instance->evaluate(frame, true, 0.0f);
            const Srt to = target.local(bone);
            const float s = std::min(1.0f, float(k) * kDt / 0.3f);
            const float weight = s * s * (3.0f - 2.0f * s);
            const glm::quat expected = s >= 1.0f ? to.rotation : glm::slerp(snapshot.rotation, to.rotation, weight);
            QVERIFY2(test::sameRotation(w.local(bone).rotation, expected, 1e-5f), qPrintable(QString::number(k)));
        }
        QVERIFY(w.instance->pose().allWorld() == target.instance->pose().allWorld());  // over: exactly the target
    }

    void inertializationStartsWithoutAPopAndSettlesOnTheTarget()
    {
        Walker w, target, cut;
        const char* bone = "_0Base{BD}#L_Thigh";
        w.instance->evaluate(7.0f, true, 0.0f);
        const glm::quat previous = w.local(bone).rotation;
        w.instance->evaluate(8.0f, true, 0.0f);
        const glm::quat source = w.local(bone).rotation;
        const float sourceStep = angle(previous, source);  // how far the source moves in a frame
        Diagnostics d;
        w.instance->transitionTo(0, 8.0f, 0.4f, TransitionMode::Inertialize, d);
        w.instance->evaluate(25.0f, true, kDt);
        cut.instance->evaluate(25.0f, true, 0.0f);
        const float pop = angle(source, cut.local(bone).rotation);
        const float first = angle(source, w.local(bone).rotation);
        QVERIFY2(pop > 0.3f, qPrintable(QString::number(pop)));  // a plain cut would jump this far
        QVERIFY2(first < 2.0f * sourceStep + 1e-3f, qPrintable(QString("moved %1, the source moves %2 a frame").arg(first).arg(sourceStep)));
        // The offset from the target shrinks every frame (no overshoot) and is gone at the end.
        float offset = angle(w.local(bone).rotation, cut.local(bone).rotation);
        for (int k = 2; k <= 15; ++k) {
            const float frame = 24.0f + float(k);
            w.instance->evaluate(frame, true, kDt);
            target.instance->evaluate(frame, true, 0.0f);
            const float now = angle(w.local(bone).rotation, target.local(bone).rotation);

            QVERIFY2(now <= offset + 1e-4f, qPrintable(QString("frame %1: %2 after %3").arg(k).arg(now).arg(offset)));
            offset = now;
        }
        QVERIFY(w.instance->pose().allWorld() == target.instance->pose().allWorld());
    }

    void aTransitionNeverSlidesAPlantedFoot()
    {
        // Walk frame 4 (the left foot planted ahead) crossfaded or inertialized into the idle over 0.6 s: a foot
        // on the ground (within 0.5 of its standing height) in two frames running moves less than
        // 0.5 cm between them; it steps (lifted) to where the idle wants it instead. Without the
        // foot control the same blend drags it along the ground.
        for (const auto& [control, mode] : {std::pair{true, TransitionMode::Crossfade}, std::pair{true, TransitionMode::Inertialize},
                                            std::pair{false, TransitionMode::Crossfade}}) {
            Walker w;
            auto* stage = w.instance->pipeline().find(StageKind::Transition);
            QVERIFY(stage);
            w.instance->evaluate(4.0f, true, 0.0f);
            Diagnostics d;
            w.instance->transitionTo(1, 4.0f, 0.6f, mode, d);
            if (!control) {
                static_cast<TransitionStage*>(stage)->feet().setLegs({}, 2, {});
            }
            const Framework& fw = w.instance->framework();
            const int feet[2] = {fw.findBone("_0Base{BD}#L_Foot"), fw.findBone("_0Base{BD}#R_Foot")};
            const float standing = fw.bindWorld(feet[0])[3].z;
            glm::vec3 last[2] = {glm::vec3(w.instance->pose().world(feet[0])[3]), glm::vec3(w.instance->pose().world(feet[1])[3])};
            float worst = 0.0f;
            for (int k = 1; k <= 20; ++k) {
                w.instance->evaluate(float(k), true, kDt);
                for (int f = 0; f < 2; ++f) {
                    const glm::vec3 now(w.instance->pose().world(feet[f])[3]);
                    if (now.z <= standing + 0.5f && last[f].z <= standing + 0.5f) {
                        worst = std::max(worst, glm::length(glm::vec2(now - last[f])));
                    }
                    last[f] = now;
                }
            }
            if (control) {
                QVERIFY2(worst < 0.5f, qPrintable(QString("a planted foot slid %1 in a frame").arg(worst)));
            } else {
                QVERIFY2(worst > 0.5f, qPrintable(QString("without foot control it slid only %1").arg(worst)));
            }
        }
    }

    void inertializationKeepsTheVelocityAtTheSwitch()
    {
        // Finite differences at Spine1 (no later stage writes it): the source's angular velocity
        // over its last frame, and the inertialized pose's over the first frame after the switch,
        // agree (the target, the idle, barely moves; a cut would jump instead). At frame 28 the
        // walk's spine is swinging back towards the idle's; a source moving away from the target
        // has that velocity dropped on purpose (it would overshoot: Bollo's clamp).
        auto turn = [](const glm::quat& from, const glm::quat& to) {  // rotation vector from one to the other
            glm::quat d = to * glm::inverse(from);
            if (d.w < 0.0f) {
                d = -d;
            }
            const glm::vec3 v(d.x, d.y, d.z);
            const float s = glm::length(v);
            return s > 1e-9f ? v / s * (2.0f * std::atan2(s, d.w)) : glm::vec3(0.0f);
        };
        Walker w;
        const char* bone = "_0Base{BD}#Spine1";
        w.instance->evaluate(27.0f, true, 0.0f);
        const glm::quat q9 = w.local(bone).rotation;
        w.instance->evaluate(28.0f, true, 0.0f);
        const glm::quat q10 = w.local(bone).rotation;
        const glm::vec3 source = turn(q9, q10) / kDt;
        Diagnostics d;
        w.instance->transitionTo(1, 28.0f, 0.5f, TransitionMode::Inertialize, d);
        w.instance->evaluate(1.0f, true, kDt);
        const glm::vec3 after = turn(q10, w.local(bone).rotation) / kDt;
        QVERIFY2(glm::length(source) > 0.05f, qPrintable(QString::number(glm::length(source))));
        QVERIFY2(glm::length(after - source) < 0.25f * glm::length(source),
                 qPrintable(QString("source %1 rad/s, after the switch %2 rad/s").arg(glm::length(source)).arg(glm::length(after))));
    }

    void aScrubEndsTheTransition()
    {
        Walker w, target;
        w.instance->evaluate(8.0f, true, 0.0f);
        Diagnostics d;
        w.instance->transitionTo(0, 8.0f, 1.0f, TransitionMode::Crossfade, d);
        w.instance->evaluate(25.0f, true, kDt);
        QVERIFY(w.instance->pipeline().find(StageKind::Transition)->hasWork());
        w.instance->evaluate(26.0f, true, 0.0f);
        target.instance->evaluate(26.0f, true, 0.0f);
        QVERIFY(!w.instance->pipeline().find(StageKind::Transition)->hasWork());
        QVERIFY(w.instance->pose().allWorld() == target.instance->pose().allWorld());
    }
};

QTEST_GUILESS_MAIN(TestTransition)
#include "test_transition.moc"
