#include "gui/selection/selection_model.h"

#include "gui/document.h"

namespace rigstage {

SelectionModel::SelectionModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

void SelectionModel::setBone(int bone)
{
    if (!document_.framework() || bone >= document_.framework()->boneCount()) {
        bone = -1;
    }
    if (bone == bone_) {
        return;
    }
    bone_ = bone;
    Q_EMIT changed(bone);
}

std::string SelectionModel::boneName() const
{
    const Framework* fw = document_.framework();
    return fw && bone_ >= 0 && bone_ < fw->boneCount() ? fw->boneName(bone_) : std::string();
}

void SelectionModel::reset(int bone)
{
    bone_ = bone;
}

void SelectionModel::announce()
{
    Q_EMIT changed(bone_);
}

}  // namespace rigstage
