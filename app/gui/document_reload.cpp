// Reloading the open character from disk (F5, or a re-export seen by the live reload) without
// losing what the user set up in the window: everything is carried over by name, since bone,
// costume and clip indices may move in the new files.
#include "gui/document.h"

#include <QDir>

#include "gui/posing/posing_model.h"
#include "gui/reload/reload_report.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"

namespace rigstage {

QStringList Document::characterFiles() const
{
    QStringList files;
    if (data_) {
        for (const std::string& f : rigstage::characterFiles(data_->manifest, path_.toStdString())) {
            files << QDir::cleanPath(QString::fromStdString(f));
        }
    }
    return files;
}

bool Document::reload()
{
    if (path_.isEmpty() || !instance_) {
        return path_.isEmpty() ? false : open(path_);
    }
    // What the window set up, by name.
    std::vector<std::string> worn;
    for (int c : instance_->costumes()) {
        worn.push_back(data_->costumes[std::size_t(c)].name);
    }
    const std::string selected = selection_->boneName();
    const PosingModel::ByName posed = posing_->byName();
    // View-state edits not saved yet stay as they are (a saved or discarded view state is read
    // from its file again).
    const bool keepView = viewModified_;
    const std::vector<std::string> hidden = visibility_->hiddenBoneNames();
    const std::set<std::string> hiddenLayers = visibility_->hiddenLayers();
    const auto terrain = stages_->terrain();
    const auto disabled = stages_->disabledStages();
    const QByteArray camera = viewCamera_;

    if (!open(path_)) {
        return false;
    }

    std::vector<int> costumes;
    QStringList lost;
    for (const std::string& name : worn) {
        const int c = data_->findCostume(name);
        if (c >= 0) {
            costumes.push_back(c);
        } else {
            lost << tr("costume %1").arg(QString::fromStdString(name));
        }
    }
    if (!costumes.empty() && !setCostumes(costumes)) {
        lost << tr("the costumes worn (they no longer stack)");
    }
    const Framework& now = instance_->framework();
    if (keepView) {
        visibility_->restore(hidden, hiddenLayers);
        stages_->restore(terrain, disabled);
        viewCamera_ = camera;
        viewModified_ = true;
        stages_->applyTo(*instance_, true);
    }
    posing_->restore(posed, keepView, lost);
    if (!selected.empty()) {
        selection_->setBone(now.findBone(selected));
    }
    QStringList lines;
    if (reloadChanges_) {
        lines = ReloadReport::describe(*reloadChanges_);
        addMessage(lines.isEmpty() ? tr("Reloaded %1: nothing changed.").arg(path_)
                                   : tr("Reloaded %1: %2.").arg(path_, lines.join(QStringLiteral("; "))));
    } else {
        addMessage(tr("Reloaded %1.").arg(path_));
    }
    if (!lost.isEmpty()) {
        addMessage(tr("Not carried over (gone from the files): %1.").arg(lost.join(QStringLiteral(", "))));
    }
    evaluate();
    Q_EMIT modifiedChanged();
    visibility_->announce();
    Q_EMIT stagesChanged();
    return true;
}

}  // namespace rigstage
