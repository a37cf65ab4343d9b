#include "gui/hide_bones_command.h"

#include <QCoreApplication>

#include "gui/document.h"
#include "gui/visibility/visibility_model.h"

namespace rigstage {

HideBonesCommand::HideBonesCommand(VisibilityModel* visibility, std::set<int> bones, bool hide)
    : visibility_(visibility), hide_(hide)
{
    for (int b : bones) {
        if (visibility->isBoneHidden(b) != hide) {
            names_.push_back(visibility->framework()->boneName(b));
        }
    }
    setText(hide ? QCoreApplication::translate("HideBonesCommand", "Hide %n bone(s)", nullptr, int(names_.size()))
                 : QCoreApplication::translate("HideBonesCommand", "Show %n bone(s)", nullptr, int(names_.size())));
    if (names_.empty()) {
        setObsolete(true);
    }
}

std::set<int> HideBonesCommand::bones() const
{
    std::set<int> out;
    for (const std::string& name : names_) {
        if (const int b = visibility_->framework() ? visibility_->framework()->findBone(name) : -1; b >= 0) {
            out.insert(b);  // a bone of a costume taken off since is skipped
        }
    }
    return out;
}

void HideBonesCommand::redo()
{
    visibility_->setBonesHidden(bones(), hide_);
}

void HideBonesCommand::undo()
{
    visibility_->setBonesHidden(bones(), !hide_);
}

}  // namespace rigstage
