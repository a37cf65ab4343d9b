#include "gui/hide_bones_command.h"

#include <QCoreApplication>

#include "gui/document.h"

namespace rigstage {

HideBonesCommand::HideBonesCommand(Document* document, std::set<int> bones, bool hide)
    : document_(document), hide_(hide)
{
    for (int b : bones) {
        if (document->isBoneHidden(b) != hide) {
            bones_.insert(b);
        }
    }
    setText(hide ? QCoreApplication::translate("HideBonesCommand", "Hide %n bone(s)", nullptr, int(bones_.size()))
                 : QCoreApplication::translate("HideBonesCommand", "Show %n bone(s)", nullptr, int(bones_.size())));
    if (bones_.empty()) {
        setObsolete(true);
    }
}

void HideBonesCommand::redo()
{
    document_->setBonesHidden(bones_, hide_);
}

void HideBonesCommand::undo()
{
    document_->setBonesHidden(bones_, !hide_);
}

}  // namespace rigstage
