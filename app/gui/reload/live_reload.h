#pragma once
// Live reload: when a file of the open character changes on disk (a DCC re-export), the character
// is reloaded (the window keeps its camera and time, the document the rest), unless the rig has
// unsaved edits: then the user is asked first, and the edits are never overwritten without a yes.

#include <QObject>
#include <QStringList>

#include <functional>

namespace rigstage {

class Document;
class FileChangeWatch;

class LiveReload : public QObject {
    Q_OBJECT
public:
    /// Watches document's files from each load on; files the document writes itself are not a change.
    explicit LiveReload(Document& document, QObject* parent = nullptr);

    FileChangeWatch* watch() const { return watch_; }
    void setEnabled(bool on);
    bool isEnabled() const;
    /// Asked when files changed while the rig has unsaved edits (file names given); true reloads
    /// and loses the edits. Without one the edits are kept.
    void setConfirm(std::function<bool(const QStringList& names)> confirm) { confirm_ = std::move(confirm); }

    /// What a change on disk leads to: reloadRequested(), editsKept() or nothing (no character,
    /// a load in progress, or a question already open).
    void filesChanged(const QStringList& files);

Q_SIGNALS:
    /// Files of the open character changed on disk (their names, without folders).
    void changedOnDisk(const QStringList& names);
    /// Reload the character now.
    void reloadRequested();
    /// The user kept the unsaved edits: nothing reloads.
    void editsKept();

private:
    Document& document_;
    FileChangeWatch* watch_;
    std::function<bool(const QStringList&)> confirm_;
    bool asking_ = false;
};

}  // namespace rigstage
