#include "gui/outliner/outliner_dock_controller.h"

#include <QAction>
#include <QTreeWidget>

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
    // The selected rows are the selection, both ways: Ctrl+click toggles a row, Shift+click takes a range.
    connect(document_.selection(), &SelectionModel::changed, this, &OutlinerDockController::showSelection);
    connect(outliner_, &OutlinerWidget::selectionEdited, document_.selection(), &SelectionModel::setBones);
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
    showSelection();
}

void OutlinerDockController::showSelection()
{
    outliner_->setSelection(document_.selection()->bones(), document_.selection()->bone());
}

void OutlinerDockController::addMenuActions(const QList<QAction*>& actions)
{
    outliner_->tree()->setContextMenuPolicy(Qt::ActionsContextMenu);
    outliner_->tree()->addActions(actions);
}

std::vector<int> OutlinerDockController::bonesToActOn() const
{
    return document_.selection()->bones();
}

}  // namespace rigstage
