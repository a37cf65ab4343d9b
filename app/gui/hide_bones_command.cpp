#include "gui/hide_bones_command.h"

#include <QCoreApplication>

#include "gui/document.h"

namespace rigstage {

HideBonesCommand::HideBonesCommand(Document* document, std::set<int> bones, bool hide)
    : document_(document), hide_(hide)
{
    for (int b : bones) {
        if (document->isBoneHidden(b) != hide) {
            names_.push_back(document->framework()->boneName(b));
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
        if (const int b = document_->framework() ? document_->framework()->findBone(name) : -1; b >= 0) {
            out.insert(b);  // a bone of a costume taken off since is skipped
        }
    }
    return out;
}

void HideBonesCommand::redo()
{
    document_->setBonesHidden(bones(), hide_);
}

void HideBonesCommand::undo()
{
    document_->setBonesHidden(bones(), !hide_);
}

}  // namespace rigstage
