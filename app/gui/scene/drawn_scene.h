#pragma once
// What the viewport draws as skeletons: the character, then the transition comparison's copy (its
// bones after the character's, tinted orange), then each of the crowd's copies in its own costume
// (while their skinned bodies are not drawn: a crowd drawn skinned shows bodies only, as a game
// does, and its thousands of bones would cost the frame more than the bodies), then the onion
// skin's ghosts.

#include <glm/glm.hpp>

#include <vector>

#include "viewport/skeleton_mesh.h"

namespace rigstage {

class Document;
class OnionSkin;

class DrawnScene {
public:
    /// The character's styles followed by those of its copies (parents shifted to their own bones).
    static std::vector<BoneStyle> styles(const Document& document, std::vector<BoneStyle> character,
                                         const OnionSkin* onion = nullptr);
    /// The world transforms in the same order.
    static std::vector<glm::mat4> world(const Document& document, const OnionSkin* onion = nullptr);
};

}  // namespace rigstage
