#include "gui/curve_edit_command.h"

#include "gui/document.h"
#include "gui/rig_edits/rig_edits.h"

namespace rigstage {

CurveEditCommand::CurveEditCommand(RigEdits* edits, int curve, std::vector<CurvePoint> before, std::vector<CurvePoint> after)
    : edits_(edits), curve_(curve), before_(std::move(before)), after_(std::move(after))
{
    setText(Document::tr("Edit Reaction Curve"));
}

void CurveEditCommand::redo()
{
    edits_->setCurvePoints(curve_, after_);
}

void CurveEditCommand::undo()
{
    edits_->setCurvePoints(curve_, before_);
}

}  // namespace rigstage
