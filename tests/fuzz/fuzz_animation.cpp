// Fuzz target: the Animation reader, then playing what it read on the sample's skeleton.
#include <cstdint>
#include <string_view>

#include "fuzz_sample.h"

#include "anim/clip_player.h"
#include "io/animation_xml.h"
#include "pose/pose.h"


extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rigstage::Diagnostics d;
    auto clip = rigstage::parseAnimationXml(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.Animation.xml", d);
    if (clip && fuzzSample().framework) {
        rigstage::ClipPlayer player(*fuzzSample().framework, *clip, d);
        rigstage::Pose pose(fuzzSample().framework);
        for (float f : {clip->startFrame, 0.5f * (clip->startFrame + clip->endFrame), clip->endFrame + 3.0f}) {
            player.apply(pose, f);
            pose.allWorld();
        }
    }
    return 0;
}
