#pragma once
// Undoable edit of one reaction curve's points (a key moved, added, deleted or typed in).

#include <QUndoCommand>

#include <vector>

#include "math/reaction_curve.h"

namespace rigstage {

class Document;

class CurveEditCommand : public QUndoCommand {
public:
    CurveEditCommand(Document* document, int curve, std::vector<CurvePoint> before, std::vector<CurvePoint> after);
    void redo() override;
    void undo() override;

private:
    Document* document_;
    int curve_;
    std::vector<CurvePoint> before_;
    std::vector<CurvePoint> after_;
};

}  // namespace rigstage
