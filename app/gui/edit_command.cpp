#include "gui/edit_command.h"

namespace rigstage {

namespace {
constexpr int kMergingEdit = 0x5267;  // any id unique among the commands that merge
}

EditCommand::EditCommand(const QString& text, std::function<void()> apply, std::function<void()> revert, QString mergeKey,
                         bool applied)
    : apply_(std::move(apply)), revert_(std::move(revert)), mergeKey_(std::move(mergeKey)), skipRedo_(applied)
{
    setText(text);
}

void EditCommand::redo()
{
    if (skipRedo_) {
        skipRedo_ = false;  // QUndoStack::push redoes at once: the edit is in effect already
        return;
    }
    apply_();
}

void EditCommand::undo()
{
    revert_();
}

int EditCommand::id() const
{
    return mergeKey_.isEmpty() ? -1 : kMergingEdit;
}

bool EditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* edit = dynamic_cast<const EditCommand*>(other);
    if (!edit || edit->mergeKey_ != mergeKey_) {
        return false;
    }
    apply_ = edit->apply_;  // the merged step applies the latest value and reverts to the first's
    return true;
}

}  // namespace rigstage
