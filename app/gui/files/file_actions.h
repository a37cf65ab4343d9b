#pragma once
// The File menu's work: Open (a dialog, the recent files, a file dropped on the window), Reload,
// Save and Save View State, the load's progress dialog and the unsaved-changes questions before
// a file is replaced or the window closes.

#include <QMap>
#include <QObject>
#include <QStringList>

class QAction;
class QMainWindow;
class QMenu;
class QPlainTextEdit;
class QProgressDialog;

namespace rigstage {

class Autosave;
class Document;
class TimelineWidget;
class ViewportWidget;

class FileActions : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRecent = 8;

    /// window: parents the dialogs and questions, shows the status messages and takes dropped
    /// files; the viewport's camera and the timeline's frame survive a reload and the camera is
    /// what Save View State writes; messages report what failed.
    FileActions(Document& document, Autosave& autosave, ViewportWidget* viewport, TimelineWidget* timeline,
                QPlainTextEdit* messages, QMainWindow* window);

    /// open, reload, save, saveViewState.
    const QMap<QString, QAction*>& actions() const { return actions_; }
    /// File > Open Recent: the files opened, newest first.
    QMenu* recentMenu() const { return recentMenu_; }
    QStringList recentFiles() const { return recent_; }
    /// The list remembered in the settings (newest first); at most kMaxRecent are kept.
    void setRecentFiles(const QStringList& paths);

    /// Opens a manifest or a model file (asynchronously, with progress after a moment), once the
    /// unsaved edits are saved or given up.
    void openFile(const QString& path);
    void openDialog();
    void reload();
    /// Reloads from disk keeping the camera and the frame (the document keeps the rest).
    bool reloadKeepingView();
    bool save();
    bool saveRig();
    bool saveViewState();
    bool offerRecovery();
    /// True when the window may close (the unsaved edits saved or given up); a clean close leaves
    /// nothing to recover.
    bool confirmClose();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onLoaded();
    void addRecent(const QString& path);
    void openRecent(const QString& path);
    void rebuildRecentMenu();
    void report(const QString& message);

    Document& document_;
    Autosave& autosave_;
    ViewportWidget* viewport_;
    TimelineWidget* timeline_;
    QPlainTextEdit* messages_;
    QMainWindow* window_;
    QMap<QString, QAction*> actions_;
    QMenu* recentMenu_;
    QStringList recent_;
    QProgressDialog* progress_ = nullptr;
};

}  // namespace rigstage
