// Fuzz target: a HelperJointSetting for the sample's Muscle layer: read, compiled, ordered and
// evaluated on the bind pose and a turned pose (every controller's code runs on what it read).
#include <cstdint>
#include <string_view>

#include "fuzz_sample.h"

#include "helpers/helper_joint_system.h"
#include "io/helper_joint_setting_xml.h"
#include "pose/pose.h"


extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rigstage::Diagnostics d;
    auto setting = rigstage::parseHelperJointSettingXml(std::string_view(reinterpret_cast<const char*>(data), size),
                                                         "fuzz.HelperJointSetting.xml", d);
    if (!setting || !fuzzSample().framework) {
        return 0;
    }
    auto joints = rigstage::compileHelperJoints(*setting, *fuzzSample().framework, d);
    auto system = rigstage::HelperJointSystem::build(fuzzSample().framework, std::move(joints), d);
    if (system) {
        rigstage::Pose pose(fuzzSample().framework);
        system->evaluate(pose, rigstage::HelperTime::atFrame(3.0, 30.0, 0.0, 32.0));
        pose.setLocalRotation(1, glm::angleAxis(1.0f, glm::vec3(0, 0, 1)));
        system->evaluate(pose, rigstage::HelperTime::atFrame(7.5, 30.0, 0.0, 32.0));
        pose.allWorld();
    }
    return 0;
}
