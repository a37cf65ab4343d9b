#pragma once
// An undoable edit given as two functions (apply the new value, put the old one back), for the
// edits whose before and after are plain values: IK target drags, costume swaps, procedural
// settings. Consecutive edits with the same merge key (a spin box stepped five times) become one
// undo step that goes back to the value before the first.

#include <QUndoCommand>

#include <functional>

namespace rigstage {

class EditCommand : public QUndoCommand {
public:
    /// mergeKey: empty for an edit that never merges. applied: the edit is in effect already (a
    /// drag that ended, a spin box that changed), so pushing it does not apply it a second time.
    EditCommand(const QString& text, std::function<void()> apply, std::function<void()> revert, QString mergeKey = {},
                bool applied = false);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    std::function<void()> apply_;
    std::function<void()> revert_;
    QString mergeKey_;
    bool skipRedo_;
};

}  // namespace rigstage
