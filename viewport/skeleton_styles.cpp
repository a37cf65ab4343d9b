#include "viewport/skeleton_styles.h"

#include <algorithm>

namespace rigstage {

std::vector<BoneStyle> boneStyles(const Framework& framework, const HelperJointSystem* helpers, const std::set<int>& hidden)
{
    std::vector<BoneStyle> out(static_cast<std::size_t>(framework.boneCount()));
    for (int i = 0; i < framework.boneCount(); ++i) {
        BoneStyle& s = out[static_cast<std::size_t>(i)];
        s.parent = framework.parent(i);
        s.colour = layerColour(framework.layerOf(i));
        s.helper = helpers ? helpers->helperOf(i) >= 0 : false;
        s.hidden = hidden.count(i) > 0;
        s.reference = s.parent < 0 && !framework.isDeformable(i);
        s.layer = framework.layerOf(i);
    }
    return out;
}

float characterSize(const Framework& framework, bool zUp)
{
    float lo = 0.0f, hi = 0.0f;
    for (int i = 0; i < framework.boneCount(); ++i) {
        const float h = framework.bindWorld(i)[3][zUp ? 2 : 1];
        lo = i ? std::min(lo, h) : h;
        hi = i ? std::max(hi, h) : h;
    }
    return std::max(1.0f, hi - lo);
}

}  // namespace rigstage
