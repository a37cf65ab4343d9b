#pragma once
// The crowd preview: copies of the open character in mixed costumes, each at its own place in the
// clip, on a grid beside it, evaluated with it every frame over the cores (core/character/crowd.h).
// What a game's crowd of this rig looks like and costs; the copies read the rig as loaded.

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

#include <glm/mat4x4.hpp>

#include "character/crowd.h"

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

private:
    Document& document_;
    std::unique_ptr<Crowd> crowd_;
    std::vector<glm::mat4> world_;
    double micros_ = 0.0;
    std::optional<TerrainSettings> terrain_;  // the ground the copies were given
    void applyTerrain();
};

}  // namespace rigstage
