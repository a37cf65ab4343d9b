#pragma once
// The window's side of the live reload: File > Reload When Files Change (remembered in the
// settings), the question about unsaved edits, and what happened in Messages and the status bar.

#include <QObject>

class QAction;
class QPlainTextEdit;
class QStatusBar;
class QWidget;

namespace rigstage {

class Document;
class LiveReload;

class LiveReloadController : public QObject {
    Q_OBJECT
public:
    /// window parents the question; messages and status show what happened.
    LiveReloadController(LiveReload& reload, Document& document, QWidget* window, QPlainTextEdit* messages,
                         QStatusBar* status);
    /// The checkable File menu action (named liveReload by the window).
    QAction* action() const { return action_; }

private:
    bool confirm(const QStringList& names);

    Document& document_;
    QWidget* window_;
    QAction* action_;
};

}  // namespace rigstage
