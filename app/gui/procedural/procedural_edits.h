#pragma once
// The procedural stages' settings as undoable edits: locomotion, trailing joints and the slope
// adaptation's tuning. Each is applied at once; consecutive changes of one field (a spin box's
// steps) make one undo step.

#include <QObject>

#include "character/character_instance.h"

namespace rigstage {

class Document;

class ProceduralEdits : public QObject {
    Q_OBJECT
public:
    explicit ProceduralEdits(Document& document, QObject* parent = nullptr);

    void editLocomotionSettings(const LocomotionSettings& after);
    void editTrailingSettings(int index, float dampSeconds, float angleLimitDegrees);
    /// The slope adaptation's tuning (alignment, roll and its limit, body and pitch springs).
    void editSlopeTuning(float alignment, float roll, float maxRollDegrees, const SpringSettings& height, const SpringSettings& pitch);

Q_SIGNALS:
    /// Settings changed by undo or redo (the dock shows them again).
    void settingsChanged();

private:
    Document& document_;
};

}  // namespace rigstage
