#pragma once
// Undo and redo keys in a number field: once its value is committed (Enter, leaving the field, or a
// step of the arrows or the wheel) it is an edit of the document, so Ctrl+Z, Ctrl+Y and
// Ctrl+Shift+Z go to the window's undo and redo (the document's undo stack), as in 3ds Max and
// Blender, instead of the field's own text undo. While the user is typing a value not yet
// committed, the field keeps its own undo.

#include <QObject>

class QAbstractSpinBox;
class QKeyEvent;
class QLineEdit;
class QWidget;

namespace rigstage {

class DocumentUndoKeys : public QObject {
    Q_OBJECT
public:
    /// Installs on box (and its line edit), owned by box. Installing twice does nothing more.
    static void install(QAbstractSpinBox* box);
    /// Installs on every spin box under root.
    static void installOnSpinBoxes(QWidget* root);
    /// Whether box holds typing not committed yet (false when not installed).
    static bool isTyping(const QAbstractSpinBox* box);
    /// Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z and the platform's undo and redo keys.
    static bool isUndoOrRedo(const QKeyEvent* event);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit DocumentUndoKeys(QAbstractSpinBox* box);
    bool typing() const;

    QAbstractSpinBox* box_;
    QLineEdit* edit_ = nullptr;
    bool typing_ = false;  ///< Typed since the last commit (Enter, leaving the field, a step).
};

}  // namespace rigstage
