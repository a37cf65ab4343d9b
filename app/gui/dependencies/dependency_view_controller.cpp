#include "gui/dependencies/dependency_view_controller.h"

#include <QDockWidget>

#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "widgets/dependency_graph_view.h"

namespace rigstage {

DependencyViewController::DependencyViewController(Document& document, DependencyGraphView* view, QDockWidget* dock, QObject* parent)
    : QObject(parent)
    , document_(document)
    , view_(view)
    , dock_(dock)
{
    connect(view_, &DependencyGraphView::boneClicked, document_.selection(), &SelectionModel::setBone);
    connect(document_.selection(), &SelectionModel::changed, view_, &DependencyGraphView::setSelectedBone);
    connect(&document_, &Document::loadFailed, this, [this] {
        if (!document_.lastCycle().empty()) {
            view_->setGraph(cycleGraph(document_.lastCycle()));
            dock_->raise();
        }
    });
}

void DependencyViewController::rebuild()
{
    if (CharacterInstance* instance = document_.instance(); instance && instance->helpers()) {
        view_->setGraph(buildDependencyGraph(instance->framework(), *instance->helpers(), int(document_.data()->layers.size())));
    }
    view_->setSelectedBone(document_.selection()->bone());
}

}  // namespace rigstage
