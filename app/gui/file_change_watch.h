#pragma once
// Watches the files of the open character for a re-export: a DCC exporter (or an editor) writing
// one of them. Exporters often write a new file and rename it over the old, which drops a
// QFileSystemWatcher's watch on the file, so the folders are watched too and each file is
// compared by its size and time stamp; the changes are reported once the writes have settled:
// no notice of a write and no file's size or time stamp changing for the quiet time (settleMs).
// That is short, so an exporter that pauses in the middle of a file can be read half way: the
// live reload holds back a read that finds new errors (LiveReload).

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace rigstage {

class FileChangeWatch : public QObject {
    Q_OBJECT
public:
    explicit FileChangeWatch(QObject* parent = nullptr);

    /// Watches these files (replacing those watched before); their present state is the baseline.
    void watch(const QStringList& files);
    QStringList files() const { return stamps_.keys(); }
    /// Takes these files' present state as the baseline (the window wrote them itself).
    void accept(const QStringList& files);
    /// How long the files must stay unchanged before changed() (an exporter writes several).
    void setSettleMs(int ms) { settle_.setInterval(ms); }
    int settleMs() const { return settle_.interval(); }
    /// Milliseconds since the last write of the files last reported: by the newest time stamp
    /// among them, which says when the write ended even where the notice came late (a busy event
    /// loop); by the last notice (of the file system, or of a size or time stamp found changed)
    /// where the time stamp cannot be right (another clock, or kept by a copy). -1 before the first.
    qint64 msSinceLastWrite() const;
    void setEnabled(bool on);
    bool isEnabled() const { return enabled_; }

Q_SIGNALS:
    /// These files differ from the baseline (written, replaced, removed or created again). The
    /// baseline moves on: the same change is not reported twice.
    void changed(const QStringList& files);

private:
    struct Stamp {
        bool exists = false;
        qint64 size = -1;
        QDateTime modified;
        bool operator==(const Stamp&) const = default;
    };
    static Stamp stampOf(const QString& file);
    QMap<QString, Stamp> stampsNow() const;
    void noticed();
    void rearm();
    void check();

    QFileSystemWatcher watcher_;
    QMap<QString, Stamp> stamps_;
    QMap<QString, Stamp> seen_;  ///< The files as the last notice or check found them.
    QTimer settle_;
    QElapsedTimer lastWrite_;
    QDateTime newestWrite_;  ///< The newest time stamp of the files last reported.
    bool enabled_ = true;
};

}  // namespace rigstage
