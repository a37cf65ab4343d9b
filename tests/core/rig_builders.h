#pragma once
// Builders for small test rigs.

#include <string>
#include <vector>

#include "skeleton/raw_layer.h"

namespace rigstage::test {

inline RawBone makeBone(std::string name, std::string parent, glm::vec3 t = {0, 0, 0},
                        glm::quat r = glm::quat(1, 0, 0, 0), glm::vec3 s = {1, 1, 1}, int line = 0)
{
    RawBone b;
    b.name = std::move(name);
    b.parent = std::move(parent);
    b.bindLocal = Srt{t, r, s};
    b.line = line;
    return b;
}

inline RawLayer makeLayer(std::string name, int level, std::vector<RawBone> bones)
{
    RawLayer l;
    l.name = std::move(name);
    l.level = level;
    l.file = l.name + ".Framework.xml";
    l.bones = std::move(bones);
    return l;
}

}  // namespace rigstage::test
