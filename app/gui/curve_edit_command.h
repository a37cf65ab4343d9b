#pragma once
// Undoable edit of one reaction curve's points (a key moved, added, deleted or typed in).

#include <QUndoCommand>

#include <vector>

#include "math/reaction_curve.h"

namespace rigstage {

class RigEdits;

class CurveEditCommand : public QUndoCommand {
public:
    CurveEditCommand(RigEdits* edits, int curve, std::vector<CurvePoint> before, std::vector<CurvePoint> after);
    void redo() override;
    void undo() override;

private:
    RigEdits* edits_;
    int curve_;
    std::vector<CurvePoint> before_;
    std::vector<CurvePoint> after_;
};

}  // namespace rigstage
