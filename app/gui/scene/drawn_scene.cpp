#include "gui/scene/drawn_scene.h"

#include "gui/crowd/crowd_preview.h"
#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/scene/onion_skin.h"
#include "viewport/skeleton_styles.h"

namespace rigstage {

std::vector<BoneStyle> DrawnScene::styles(const Document& document, std::vector<BoneStyle> styles, const OnionSkin* onion)
{
    const int n = int(styles.size());
    if (document.playback()->comparingTransitions()) {
        for (int b = 0; b < n; ++b) {
            BoneStyle copy = styles[std::size_t(b)];
            copy.parent = copy.parent >= 0 ? copy.parent + n : -1;
            copy.colour = glm::mix(copy.colour, glm::vec3(0.95f, 0.6f, 0.2f), 0.6f);  // the other method, in orange
            styles.push_back(copy);
        }
    }
    if (const Crowd* crowd = document.crowdPreview()->crowd(); crowd && !document.crowdPreview()->bodies()) {
        // Each copy wears its own costume: its own styles, after everything drawn so far.
        for (int i = 0; i < crowd->size(); ++i) {
            const CharacterInstance& copy = crowd->instance(i);
            const int first = int(styles.size());
            for (BoneStyle style : boneStyles(copy.framework(), copy.helpers())) {
                style.parent = style.parent >= 0 ? style.parent + first : -1;
                styles.push_back(style);
            }
        }
    }
    if (onion) {
        const std::vector<BoneStyle> ghosts = onion->styles(int(styles.size()));
        styles.insert(styles.end(), ghosts.begin(), ghosts.end());
    }
    return styles;
}

std::vector<glm::mat4> DrawnScene::world(const Document& document, const OnionSkin* onion)
{
    std::vector<glm::mat4> world = document.world();
    const std::vector<glm::mat4>& other = document.playback()->comparisonWorld();
    world.insert(world.end(), other.begin(), other.end());
    if (!document.crowdPreview()->bodies()) {
        const std::vector<glm::mat4>& crowd = document.crowdPreview()->world();
        world.insert(world.end(), crowd.begin(), crowd.end());
    }
    if (onion) {
        world.insert(world.end(), onion->world().begin(), onion->world().end());
    }
    return world;
}

}  // namespace rigstage
