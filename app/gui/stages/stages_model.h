#pragma once
// The frame's stages as the user sets them up: the ground the character stands on and which
// stages run. Both are view state: saved with it (<manifest>.view.json), asked about when unsaved.

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <optional>
#include <set>
#include <string>

#include "character/character_instance.h"

namespace rigstage {

class Document;

class StagesModel : public QObject {
    Q_OBJECT
public:
    explicit StagesModel(Document& document, QObject* parent = nullptr);

    /// The ground (none: the clip's own flat ground).
    const std::optional<TerrainSettings>& terrain() const { return terrain_; }
    void setTerrain(const std::optional<TerrainSettings>& terrain);
    bool isStageEnabled(StageKind kind) const;
    /// Switches a stage of the frame on or off and re-evaluates.
    void setStageEnabled(StageKind kind, bool on);
    /// The names of the stages switched off.
    const std::set<std::string>& disabledStages() const { return disabled_; }

    /// Gives an instance the ground and the switches; measuring times each stage (the Procedural
    /// dock shows the costs).
    void applyTo(CharacterInstance& instance, bool measuring) const;
    /// Replaces the set-up without an edit or a signal (a load, a reload carrying it over).
    void restore(const std::optional<TerrainSettings>& terrain, const std::set<std::string>& disabled);
    /// The view state's "terrain" and "disabledStages" (nothing written for the defaults).
    void writeJson(QJsonObject& view) const;
    /// Reads them from a view state (file: for the messages); what does not fit is skipped, one
    /// message each.
    QStringList readJson(const QJsonObject& view, const QString& file);
    /// Takes the ground and switches of recovered edits in place of the current ones (none there:
    /// the clip's ground, every stage on), gives them to the instance and says so (changed()).
    QStringList recover(const QJsonObject& view, const QString& file);

Q_SIGNALS:
    /// The ground or a switch changed by the user.
    void changed();

private:
    Document& document_;
    std::optional<TerrainSettings> terrain_;
    std::set<std::string> disabled_;
};

}  // namespace rigstage
