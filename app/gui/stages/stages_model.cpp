#include "gui/stages/stages_model.h"

#include <QJsonArray>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "viewport/terrain_spec.h"

namespace rigstage {

StagesModel::StagesModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

void StagesModel::setTerrain(const std::optional<TerrainSettings>& terrain)
{
    if (terrain == terrain_) {
        return;
    }
    terrain_ = terrain;
    if (CharacterInstance* instance = document_.instance()) {
        instance->setTerrain(terrain_);
    }
    document_.saver()->markEdited(true);
    document_.evaluate();
    Q_EMIT changed();
}

bool StagesModel::isStageEnabled(StageKind kind) const
{
    return disabled_.count(stageName(kind)) == 0;
}

void StagesModel::setStageEnabled(StageKind kind, bool on)
{
    if (isStageEnabled(kind) == on) {
        return;
    }
    const std::string name = stageName(kind);
    if (on) {
        disabled_.erase(name);
    } else {
        disabled_.insert(name);
    }
    if (CharacterInstance* instance = document_.instance()) {
        if (FrameStage* stage = instance->pipeline().find(kind)) {
            stage->setEnabled(on);
        }
    }
    document_.saver()->markEdited(true);
    document_.evaluate();
    Q_EMIT changed();
}

void StagesModel::applyTo(CharacterInstance& instance, bool measuring) const
{
    if (measuring) {
        instance.pipeline().setMeasuring(true);
    }
    instance.setTerrain(terrain_);
    for (FrameStage* stage : instance.pipeline().stages()) {
        stage->setEnabled(disabled_.count(stage->name()) == 0);
    }
}

void StagesModel::restore(const std::optional<TerrainSettings>& terrain, const std::set<std::string>& disabled)
{
    terrain_ = terrain;
    disabled_ = disabled;
}

void StagesModel::writeJson(QJsonObject& view) const
{
    if (terrain_) {
        view.insert(QStringLiteral("terrain"), terrainToJson(*terrain_));
    }
    if (!disabled_.empty()) {
        QJsonArray names;
        for (const std::string& name : disabled_) {
            names.append(QString::fromStdString(name));
        }
        view.insert(QStringLiteral("disabledStages"), names);
    }
}

QStringList StagesModel::readJson(const QJsonObject& view, const QString& file)
{
    QStringList messages;
    if (const QJsonValue terrain = view.value(QStringLiteral("terrain")); terrain.isObject()) {
        QString error;
        terrain_ = terrainFromJson(terrain.toObject(), &error);
        if (!terrain_) {
            messages << tr("%1: the terrain is ignored: %2").arg(file, error);
        }
    }
    for (const QJsonValue v : view.value(QStringLiteral("disabledStages")).toArray()) {
        if (stageFromName(v.toString().toStdString())) {
            disabled_.insert(v.toString().toStdString());
        } else {
            messages << tr("%1: unknown stage '%2' is ignored.").arg(file, v.toString());
        }
    }
    return messages;
}

QStringList StagesModel::recover(const QJsonObject& view, const QString& file)
{
    terrain_.reset();
    disabled_.clear();
    const QStringList messages = readJson(view, file);
    if (CharacterInstance* instance = document_.instance()) {
        applyTo(*instance, false);
    }
    Q_EMIT changed();
    return messages;
}

}  // namespace rigstage
