#pragma once
// Builds small rigs with helper joints for the controller tests: a base layer given as bones, a
// procedural layer given as bones plus HelperJointSetting XML text.

#include <QTest>

#include <memory>
#include <string>

#include "core/rig_builders.h"
#include "helpers/helper_joint_system.h"
#include "io/helper_joint_setting_xml.h"
#include "pose/pose.h"
#include "test_helpers.h"

namespace rigstage::test {

struct HelperRig {
    std::shared_ptr<const Framework> framework;
    std::unique_ptr<HelperJointSystem> system;
    std::unique_ptr<Pose> pose;
    Diagnostics diagnostics;

    int bone(const std::string& name) const
    {
        const int b = framework->findBone(name);
        if (b < 0) {
            qFatal("no bone %s", name.c_str());
        }
        return b;
    }
    void evaluate(double frame = 0.0) { system->evaluate(*pose, HelperTime::atFrame(frame, 30.0, 0.0, 100.0)); }
    glm::mat4 world(const std::string& name) { return pose->world(bone(name)); }
    glm::quat worldRotation(const std::string& name) { return pose->worldSrt(bone(name)).rotation; }
    glm::vec3 worldPosition(const std::string& name) { return glm::vec3(pose->world(bone(name))[3]); }
    Srt local(const std::string& name) { return pose->local(bone(name)); }
};

/// Stacks base + the "Muscle" layer (level 1) and compiles helpersXml (the inside of
/// <HelperJointSetting>). Returns a rig whose system is null when anything failed.
/// The controller tests write their angles in degrees for readability: version 1, which the
/// reader upgrades to version 2's radians (tested on its own in test_units).
inline std::unique_ptr<HelperRig> makeHelperRig(std::vector<RawBone> baseBones, std::vector<RawBone> muscleBones,
                                                const std::string& helpersXml, int version = 1)
{
    auto rig = std::make_unique<HelperRig>();
    const RawLayer base = makeLayer("Base", 0, std::move(baseBones));
    const RawLayer muscle = makeLayer("Muscle", 1, std::move(muscleBones));
    rig->framework = FrameworkBuilder::build({&base, &muscle}, rig->diagnostics);
    if (!rig->framework) {
        return rig;
    }
    const std::string text = "<HelperJointSetting version=\"" + std::to_string(version) + "\" layer=\"Muscle\">\n" + helpersXml
                             + "\n</HelperJointSetting>\n";
    auto setting = parseHelperJointSettingXml(text, "test.HelperJointSetting.xml", rig->diagnostics);
    if (!setting) {
        return rig;
    }
    auto joints = compileHelperJoints(*setting, *rig->framework, rig->diagnostics);
    if (rig->diagnostics.hasErrors()) {
        return rig;
    }
    rig->system = HelperJointSystem::build(rig->framework, std::move(joints), rig->diagnostics);
    rig->pose = std::make_unique<Pose>(rig->framework);
    return rig;
}

inline glm::quat aboutZ(float degrees)
{
    return glm::angleAxis(glm::radians(degrees), glm::vec3(0, 0, 1));
}

/// Angle in degrees of a rotation about +Z (signed), assuming it is one.
inline float zDegrees(const glm::quat& q)
{
    const glm::vec3 x = q * glm::vec3(1, 0, 0);
    return glm::degrees(std::atan2(x.y, x.x));
}

}  // namespace rigstage::test

#define RS_REQUIRE_RIG(rig) QVERIFY2((rig)->system, qPrintable(::rigstage::test::str((rig)->diagnostics)))
