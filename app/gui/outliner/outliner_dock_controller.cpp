#include "gui/outliner/outliner_dock_controller.h"

#include <algorithm>

#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "skeleton/bone_name.h"
#include "viewport/viewport_widget.h"
#include "widgets/outliner_widget.h"

namespace rigstage {

OutlinerDockController::OutlinerDockController(Document& document, OutlinerWidget* outliner, ViewportWidget* viewport, QObject* parent)
    : QObject(parent)
    , document_(document)
    , outliner_(outliner)
{
    connect(&document_, &Document::loaded, this, &OutlinerDockController::rebuild);
    connect(&document_, &Document::stackChanged, this, &OutlinerDockController::rebuild);
    connect(document_.visibility(), &VisibilityModel::changed, this, [this] { outliner_->setHidden(document_.visibility()->hiddenBones()); });
    connect(document_.selection(), &SelectionModel::changed, outliner_, &OutlinerWidget::setCurrentBone);
    connect(outliner_, &OutlinerWidget::boneChosen, document_.selection(), &SelectionModel::setBone);
    connect(outliner_, &OutlinerWidget::visibilityToggled, this, [this](const std::vector<int>& bones, bool visible) {
        document_.visibility()->hideBones(std::set<int>(bones.begin(), bones.end()), !visible);
    });
    connect(outliner_, &OutlinerWidget::frameRequested, viewport, &ViewportWidget::frameBones);
}

void OutlinerDockController::rebuild()
{
    const Framework* fw = document_.framework();
    std::vector<OutlinerBone> bones;
    if (fw) {
        for (int b = 0; b < fw->boneCount(); ++b) {
            const std::string& name = fw->boneName(b);
            bones.push_back({QString::fromStdString(std::string(shortNameOf(name))), QString::fromStdString(name), fw->parent(b)});
        }
    }
    outliner_->setBones(bones);
    outliner_->setHidden(document_.visibility()->hiddenBones());
    outliner_->setCurrentBone(document_.selection()->bone());
}

std::vector<int> OutlinerDockController::bonesToActOn() const
{
    const int current = document_.selection()->bone();
    std::vector<int> selected = outliner_->selectedBones();
    if (current >= 0 && std::find(selected.begin(), selected.end(), current) != selected.end()) {
        return selected;
    }
    return current >= 0 ? std::vector<int>{current} : std::vector<int>{};
}

}  // namespace rigstage
