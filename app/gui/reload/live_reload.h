#pragma once
// Live reload: when a file of the open character changes on disk (a DCC re-export), the character
// is reloaded (the window keeps its camera and time, the document the rest), unless the rig has
// unsaved edits: then the user is asked first, and the edits are never overwritten without a yes.
// A read that finds errors the character shown did not have is held back while the files may
// still be written (an exporter pausing in the middle of a file, or between its files): it is
// shown only when the files stay as they are for holdMs(). Each reload is timed, from the last
// write to the window showing the new character (reloaded()).

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace rigstage {

class Document;
class FileChangeWatch;

/// Where the time of one live reload went, in milliseconds.
struct ReloadTiming {
    qint64 settleMs = 0;   ///< The last write until the files had settled: the watch's quiet time, and how late it ran.
    qint64 readMs = 0;     ///< Reading the files; those unchanged since the last read are taken from it.
    int reusedFiles = 0;   ///< How many files were taken unchanged (meshes, clips).
    qint64 rebuildMs = 0;  ///< The character built, the set-up carried over, the window rebuilt.
    qint64 shownMs = 0;    ///< Until the event loop ran again: the viewport draws the new scene.
    qint64 totalMs = 0;    ///< The last write until shown (FileChangeWatch::msSinceLastWrite).
};

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
    /// How long a read with new errors waits for another write before it is shown with its errors.
    int holdMs() const { return hold_.interval(); }
    void setHoldMs(int ms) { hold_.setInterval(ms); }
    /// The timing of the last reload done (zero before the first).
    const ReloadTiming& lastTiming() const { return timing_; }

    /// What a change on disk leads to: reloadRequested(), editsKept(), a read held back, or
    /// nothing (no character, a load in progress, or a question already open).
    void filesChanged(const QStringList& files);

Q_SIGNALS:
    /// Files of the open character changed on disk (their names, without folders).
    void changedOnDisk(const QStringList& names);
    /// Reload the character now.
    void reloadRequested();
    /// The user kept the unsaved edits: nothing reloads.
    void editsKept();
    /// A live reload is shown, timed (not after a question to the user: that time is theirs).
    void reloaded(const ReloadTiming& timing);

private:
    void proceed(bool heldBack);

    Document& document_;
    FileChangeWatch* watch_;
    std::function<bool(const QStringList&)> confirm_;
    bool asking_ = false;
    bool failed_ = false;  ///< The reload requested did not open.
    QStringList pending_;  ///< Names changed since the last reload (a held-back read's too).
    QTimer hold_;
    ReloadTiming timing_;
};

}  // namespace rigstage
