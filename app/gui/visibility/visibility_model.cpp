#include "gui/visibility/visibility_model.h"

#include <QJsonArray>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/hide_bones_command.h"

namespace rigstage {

VisibilityModel::VisibilityModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

const Framework* VisibilityModel::framework() const
{
    return document_.framework();
}

void VisibilityModel::setBonesHidden(const std::set<int>& bones, bool hidden)
{
    for (int b : bones) {
        if (hidden) {
            hidden_.insert(b);
        } else {
            hidden_.erase(b);
        }
    }
    document_.saver()->markEdited(true);
    Q_EMIT changed();
}

void VisibilityModel::hideBones(const std::set<int>& bones, bool hide)
{
    if (!bones.empty()) {
        document_.undoStack()->push(new HideBonesCommand(this, bones, hide));
    }
}

bool VisibilityModel::isLayerHidden(int layer) const
{
    const Framework* fw = document_.framework();
    return fw && layer >= 0 && layer < int(fw->layers().size()) && layers_.count(fw->layers()[layer].name) > 0;
}

void VisibilityModel::setLayerHidden(int layer, bool hidden)
{
    const Framework* fw = document_.framework();
    if (!fw || layer < 0 || layer >= int(fw->layers().size())) {
        return;
    }
    if (hidden) {
        layers_.insert(fw->layers()[layer].name);
    } else {
        layers_.erase(fw->layers()[layer].name);
    }
    document_.saver()->markEdited(true);
    Q_EMIT changed();
}

std::set<int> VisibilityModel::bonesNotDrawn() const
{
    std::set<int> out = hidden_;
    if (const Framework* fw = document_.framework()) {
        for (int b = 0; b < fw->boneCount(); ++b) {
            if (layers_.count(fw->layers()[fw->layerOf(b)].name)) {
                out.insert(b);
            }
        }
    }
    return out;
}

std::vector<std::string> VisibilityModel::hiddenBoneNames() const
{
    std::vector<std::string> out;
    if (const Framework* fw = document_.framework()) {
        for (int b : hidden_) {
            out.push_back(fw->boneName(b));
        }
    }
    return out;
}

void VisibilityModel::restore(const std::vector<std::string>& bones, const std::set<std::string>& layers)
{
    hidden_.clear();
    if (const Framework* fw = document_.framework()) {
        for (const std::string& name : bones) {
            if (const int b = fw->findBone(name); b >= 0) {
                hidden_.insert(b);
            }
        }
    }
    layers_ = layers;
}

void VisibilityModel::writeJson(QJsonObject& view) const
{
    QJsonArray bones, layers;
    for (const std::string& name : hiddenBoneNames()) {
        bones.append(QString::fromStdString(name));
    }
    for (const std::string& name : layers_) {
        layers.append(QString::fromStdString(name));
    }
    view.insert(QStringLiteral("hiddenBones"), bones);
    view.insert(QStringLiteral("hiddenLayers"), layers);
}

QStringList VisibilityModel::readJson(const QJsonObject& view, const QString& file)
{
    QStringList messages;
    hidden_.clear();
    layers_.clear();
    const Framework* fw = document_.framework();
    for (const QJsonValue v : view.value(QStringLiteral("hiddenBones")).toArray()) {
        const int b = fw ? fw->findBone(v.toString().toStdString()) : -1;
        if (b >= 0) {
            hidden_.insert(b);
        } else {
            messages << tr("%1: hidden bone '%2' no longer exists; ignored.").arg(file, v.toString());
        }
    }
    for (const QJsonValue v : view.value(QStringLiteral("hiddenLayers")).toArray()) {
        layers_.insert(v.toString().toStdString());
    }
    return messages;
}

void VisibilityModel::announce()
{
    Q_EMIT changed();
}

}  // namespace rigstage
