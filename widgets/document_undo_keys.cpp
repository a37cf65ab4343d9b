#include "widgets/document_undo_keys.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace rigstage {

DocumentUndoKeys::DocumentUndoKeys(QAbstractSpinBox* box)
    : QObject(box)
    , box_(box)
{
    box->installEventFilter(this);
    if ((edit_ = box->findChild<QLineEdit*>())) {
        // The spin box forwards the shortcut check to its line edit directly, so both are watched.
        edit_->installEventFilter(this);
        connect(edit_, &QLineEdit::textEdited, this, [this] { typing_ = true; });
    }
    connect(box, &QAbstractSpinBox::editingFinished, this, [this] { typing_ = false; });
}

bool DocumentUndoKeys::typing() const
{
    // The spin box rewrites its text (setText clears isModified) when it commits a value, steps
    // or is given one: typed text still there is what isModified keeps.
    return typing_ && edit_ && edit_->isModified();
}

void DocumentUndoKeys::install(QAbstractSpinBox* box)
{
    if (box && !box->findChild<DocumentUndoKeys*>(QString(), Qt::FindDirectChildrenOnly)) {
        new DocumentUndoKeys(box);
    }
}

void DocumentUndoKeys::installOnSpinBoxes(QWidget* root)
{
    for (QAbstractSpinBox* box : root->findChildren<QAbstractSpinBox*>()) {
        install(box);
    }
}

bool DocumentUndoKeys::isTyping(const QAbstractSpinBox* box)
{
    const auto* keys = box ? box->findChild<DocumentUndoKeys*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    return keys && keys->typing();
}

bool DocumentUndoKeys::isUndoOrRedo(const QKeyEvent* event)
{
    if (event->matches(QKeySequence::Undo) || event->matches(QKeySequence::Redo)) {
        return true;
    }
    const QKeyCombination key = event->keyCombination();
    const Qt::KeyboardModifiers modifiers = key.keyboardModifiers() & ~Qt::KeypadModifier;
    return (key.key() == Qt::Key_Z && (modifiers == Qt::ControlModifier || modifiers == (Qt::ControlModifier | Qt::ShiftModifier)))
        || (key.key() == Qt::Key_Y && modifiers == Qt::ControlModifier);
}

bool DocumentUndoKeys::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyPress: {
        // A step commits what was typed (the spin box interprets the text first).
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            typing_ = false;
        }
        break;
    }
    case QEvent::Wheel:
        typing_ = false;
        break;
    case QEvent::MouseButtonPress:
        if (watched == box_) {
            typing_ = false;  // on the arrows (the text area is the line edit's)
        }
        break;
    default:
        break;
    }
    if (event->type() == QEvent::ShortcutOverride && !typing() && isUndoOrRedo(static_cast<QKeyEvent*>(event))) {
        // Not claimed by the field: the window's shortcut (the undo stack's action) takes the key.
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace rigstage
