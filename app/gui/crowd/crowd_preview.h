#pragma once
// The crowd preview: copies of the open character in mixed costumes, each at its own place in the
// clip, on a grid beside it, evaluated with it every frame over the cores (core/character/crowd.h),
// and their bodies skinned as a game's crowd draws them (core/skin/crowd_skin.h: each copy's own
// costume meshes at a lower level of detail). What a game's crowd of this rig looks like and costs;
// the copies read the rig as loaded. A copy can be opened alone: the character takes its costumes
// and its place in the clip.

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

#include <glm/mat4x4.hpp>

#include "character/crowd.h"
#include "skin/crowd_skin.h"

namespace rigstage {

class Document;

class CrowdPreview : public QObject {
    Q_OBJECT
public:
    /// The preview of document's character; the document owns it and evaluates it with every frame.
    explicit CrowdPreview(Document& document, QObject* parent = nullptr);
    ~CrowdPreview() override;

    /// count characters in all: the character and count - 1 copies (plain, then in each costume in
    /// turn); 0 or 1 turns the preview off. The document evaluates again and sizeChanged() follows.
    void setSize(int count);
    /// Characters in all (0 when off).
    int size() const;
    /// The copies (null when off).
    Crowd* crowd() const { return crowd_.get(); }
    /// The copies' world transforms, copy after copy, already placed on the grid.
    const std::vector<glm::mat4>& world() const { return world_; }
    /// Microseconds the last evaluation of the copies took (wall), for the status bar.
    double microseconds() const { return micros_; }
    /// Where each copy's transforms start in world().
    const std::vector<std::size_t>& firstBones() const { return firstBone_; }

    /// The fraction of their meshes' triangles the copies' bodies keep (meshoptimizer's
    /// simplification; a mesh keeps at least 64): the walker's body of 45,568 triangles drawn with
    /// about 270, a game's far level of detail. On the software renderer the triangles are what a hundred
    /// copies cost (docs/performance.md): 2 % of them drew a hundred walkers in 103-159 ms, this in 57-80.
    static constexpr float kBodyDetail = 0.006f;
    /// Skins the copies' bodies with every evaluation (on by default; off: bones only).
    void setBodies(bool on);
    bool bodiesOn() const { return bodies_; }
    /// The copies' skinned bodies at the last evaluation (null when off or no crowd).
    const CrowdSkin* bodies() const { return crowd_ && bodies_ ? &skin_ : nullptr; }
    /// Microseconds the last skinning of the bodies took (wall).
    double bodyMicroseconds() const { return bodyMicros_; }
    /// The viewport's frame time while the crowd is shown (median of its last frames, ms; 0: not
    /// measured yet), for the status bar.
    double frameMilliseconds() const { return frameMs_; }
    void setFrameMilliseconds(double ms) { frameMs_ = ms; }

    /// The copy, 0-based, whose body a ray (origin, unit direction, world) meets first, or -1.
    int copyAt(const glm::vec3& origin, const glm::vec3& direction) const;
    /// Opens copy alone: the preview goes off, the character wears the copy's costumes (one undo
    /// step when they differ) and goes to the frame the copy plays (within the clip). False when
    /// there is no such copy or its costumes do not stack on the character.
    bool openCopy(int copy);

    /// Evaluates the copies at the document's frame (dt: seconds played since the last frame) on
    /// the stages' terrain and places them on the grid: the character in the first cell of a square
    /// grid, cells a character's height and a half apart, across (X) and back (away from the front
    /// view: +Y when Z is up, -Z when Y is up), each raised or lowered by the terrain's height at its
    /// cell less its height where the copy was evaluated (under the copy's root), so that on sloped
    /// ground every copy stands on the ground at its own place as the character does at its own.
    void evaluate(float dt);
    /// Off without a signal: the character it copied is gone (another load).
    void reset();

Q_SIGNALS:
    void sizeChanged(int count);
    /// The bodies were turned on or off, or made again (another crowd): their triangles changed.
    void bodiesChanged();

private:
    Document& document_;
    std::unique_ptr<Crowd> crowd_;
    std::vector<glm::mat4> world_;
    double micros_ = 0.0;
    std::optional<TerrainSettings> terrain_;  // the ground the copies were given
    std::vector<std::size_t> firstBone_;
    CrowdSkin skin_;
    bool bodies_ = true;
    double bodyMicros_ = 0.0;
    double frameMs_ = 0.0;
    void applyTerrain();
};

}  // namespace rigstage
