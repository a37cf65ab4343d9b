#pragma once
// Costumes compared: copies of the open character, each wearing a chosen costume set, playing the
// shown clip in lockstep with it (the same frame, the same hand poses, IK targets, ground and stage
// switches), either side by side beside it or overlaid on it for a wipe (left of a divider one set,
// right of it the other). The copies are a crowd with no offset in the clip (core/character/crowd.h):
// one stacked framework and one set of compiled helper joints per set, shared read-only. Each set
// keeps its validation findings: the costumes' own (Document::costumeFindings, as
// `rigstage-cli validate --base` reports them), what stacking them reported and what binding their
// meshes reported.

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

#include "diagnostics.h"
#include "skin/mesh_deformer.h"

namespace rigstage {

class CharacterInstance;
class Crowd;
class Document;

class CostumeComparison : public QObject {
    Q_OBJECT
public:
    enum class Mode { Off, SideBySide, Wipe };

    explicit CostumeComparison(Document& document, QObject* parent = nullptr);
    ~CostumeComparison() override;

    /// Compares these costume sets (each a list of indices into the character's costumes; an empty
    /// list is the character without costume). Side by side takes one set or more, a wipe exactly
    /// two (the first left of the divider). A set that does not stack is listed with its findings
    /// and not drawn. False (and off) with a message when the sets or the mode do not fit.
    bool start(const std::vector<std::vector<int>>& sets, Mode mode, QString* error = nullptr);
    /// Off: the copies are dropped.
    void stop();
    Mode mode() const { return mode_; }
    bool active() const { return mode_ != Mode::Off; }

    int setCount() const { return int(sets_.size()); }
    const std::vector<int>& set(int i) const { return sets_[std::size_t(i)].costumes; }
    /// The set's name: its costumes' names joined by " + ", or "No costume".
    QString setName(int i) const;
    /// The set whose copy's mesh the ray (world space) meets first, side by side; -1 for none or
    /// while wiping (the copies lie on the character there).
    int setAt(const glm::vec3& origin, const glm::vec3& direction) const;
    /// The set's findings (see the file comment).
    const Diagnostics& findings(int i) const { return sets_[std::size_t(i)].findings; }
    /// The set's copy, or null when it does not stack.
    const CharacterInstance* copy(int i) const;
    /// Where the set's copy stands relative to the character: beside it across +X, a character's
    /// height apart, side by side; on it for a wipe.
    glm::vec3 offset(int i) const { return sets_[std::size_t(i)].offset; }
    /// The copy's world transforms at the last evaluation, already moved by offset().
    const std::vector<glm::mat4>& world(int i) const { return sets_[std::size_t(i)].world; }
    /// The copy's meshes (the character's, then its costumes'), skinned at world(i).
    const MeshDeformer& meshes(int i) const { return sets_[std::size_t(i)].meshes; }
    /// The layer of each of the copy's meshes (0: the character's, c + 1: costume c's), for the tint.
    const std::vector<int>& meshLayers(int i) const { return sets_[std::size_t(i)].layers; }

    /// Where the wipe divider stands, as a fraction of the 3D area's width from its left (0 to 1).
    double wipePosition() const { return wipe_; }
    void setWipePosition(double fraction);

    /// Evaluates the copies at the document's frame (the document's frame just evaluated): the time
    /// played since the last frame advances their trailing joints as the character's, a jump snaps
    /// them to rest; then their meshes are skinned. evaluated() follows.
    void evaluate();

Q_SIGNALS:
    /// The sets or the mode changed (or the comparison was turned off): what is drawn is rebuilt.
    void changed();
    /// The copies have new poses and skinned meshes.
    void evaluated();
    void wipeMoved(double fraction);

private:
    struct Set {
        std::vector<int> costumes;
        Diagnostics findings;
        int copy = -1;  // index into crowd_, -1 when the set does not stack
        glm::vec3 offset{0.0f};
        std::vector<glm::mat4> world;
        MeshDeformer meshes;
        std::vector<int> layers;
        std::vector<int> shownBone;  // per copy bone, the same-named bone of the shown character (-1: none)
    };
    void mapBones();

    Document& document_;
    Mode mode_ = Mode::Off;
    std::vector<Set> sets_;
    std::unique_ptr<Crowd> crowd_;
    int clip_ = -1;
    double lastFrame_ = 0.0;
    double wipe_ = 0.5;
};

}  // namespace rigstage
