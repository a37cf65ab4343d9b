#include "gui/reload/reload_carry_over.h"

#include "gui/document.h"
#include "gui/reload/reload_report.h"
#include "gui/saving/document_saver.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"

namespace rigstage {

ReloadCarryOver::ReloadCarryOver(const Document& document)
    : selected_(document.selection()->boneNames())
    , posed_(document.posing()->byName())
    , keepView_(document.saver()->isViewStateModified())  // view-state edits not saved yet stay as they are
    , hidden_(document.visibility()->hiddenBoneNames())
    , hiddenLayers_(document.visibility()->hiddenLayers())
    , terrain_(document.stages()->terrain())
    , disabled_(document.stages()->disabledStages())
    , camera_(document.viewCamera())
{
    for (int c : document.costumes()) {
        worn_.push_back(document.data()->costumes[std::size_t(c)].name);
    }
}

void ReloadCarryOver::restore(Document& document) const
{
    std::vector<int> costumes;
    QStringList lost;
    for (const std::string& name : worn_) {
        const int c = document.data()->findCostume(name);
        if (c >= 0) {
            costumes.push_back(c);
        } else {
            lost << tr("costume %1").arg(QString::fromStdString(name));
        }
    }
    if (!costumes.empty() && !document.setCostumes(costumes)) {
        lost << tr("the costumes worn (they no longer stack)");
    }
    if (keepView_) {
        document.visibility()->restore(hidden_, hiddenLayers_);
        document.stages()->restore(terrain_, disabled_);
        document.setViewCamera(camera_);
        document.saver()->setViewStateModified(true);
        document.stages()->applyTo(*document.instance(), true);
    }
    document.posing()->restore(posed_, keepView_, lost);
    if (!selected_.empty()) {
        // By name, the active bone last; a bone gone from the files leaves the others selected.
        document.selection()->resetByName(selected_);
        document.selection()->announce();
    }
    const QString path = document.path();
    if (const auto& changes = document.reloadChanges()) {
        const QStringList lines = ReloadReport::describe(*changes);
        document.addMessage(lines.isEmpty() ? tr("Reloaded %1: nothing changed.").arg(path)
                                            : tr("Reloaded %1: %2.").arg(path, lines.join(QStringLiteral("; "))));
    } else {
        document.addMessage(tr("Reloaded %1.").arg(path));
    }
    if (!lost.isEmpty()) {
        document.addMessage(tr("Not carried over (gone from the files): %1.").arg(lost.join(QStringLiteral(", "))));
    }
}

}  // namespace rigstage
