#include "gui/curve_edit_command.h"

#include "gui/document.h"

namespace rigstage {

CurveEditCommand::CurveEditCommand(Document* document, int curve, std::vector<CurvePoint> before, std::vector<CurvePoint> after)
    : document_(document), curve_(curve), before_(std::move(before)), after_(std::move(after))
{
    setText(Document::tr("Edit Reaction Curve"));
}

void CurveEditCommand::redo()
{
    document_->setCurvePoints(curve_, after_);
}

void CurveEditCommand::undo()
{
    document_->setCurvePoints(curve_, before_);
}

}  // namespace rigstage
