#include "gui/file_change_watch.h"

#include <QFileInfo>

namespace rigstage {

FileChangeWatch::FileChangeWatch(QObject* parent)
    : QObject(parent)
{
    settle_.setSingleShot(true);
    settle_.setInterval(300);
    connect(&settle_, &QTimer::timeout, this, &FileChangeWatch::check);
    // Every signal restarts the wait, so a burst of writes (an exporter's several files) is one change.
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, [this] { settle_.start(); });
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, [this] { settle_.start(); });
}

FileChangeWatch::Stamp FileChangeWatch::stampOf(const QString& file)
{
    const QFileInfo info(file);
    if (!info.exists()) {
        return {};
    }
    return {true, info.size(), info.lastModified()};
}

void FileChangeWatch::watch(const QStringList& files)
{
    stamps_.clear();
    for (const QString& f : files) {
        stamps_.insert(f, stampOf(f));
    }
    settle_.stop();
    rearm();
}

void FileChangeWatch::accept(const QStringList& files)
{
    for (const QString& f : files) {
        if (stamps_.contains(f)) {
            stamps_[f] = stampOf(f);
        }
    }
    rearm();  // a save replaces the file (QSaveFile renames), which drops its watch
}

void FileChangeWatch::setEnabled(bool on)
{
    enabled_ = on;
    if (on) {
        // Changes made while off are not reported: what is on disk now is the baseline.
        for (auto it = stamps_.begin(); it != stamps_.end(); ++it) {
            it.value() = stampOf(it.key());
        }
    }
    rearm();
}

void FileChangeWatch::rearm()
{
    if (!watcher_.files().isEmpty()) {
        watcher_.removePaths(watcher_.files());
    }
    if (!watcher_.directories().isEmpty()) {
        watcher_.removePaths(watcher_.directories());
    }
    if (!enabled_ || stamps_.isEmpty()) {
        return;
    }
    QStringList files;
    QStringList folders;
    for (auto it = stamps_.cbegin(); it != stamps_.cend(); ++it) {
        if (it.value().exists) {
            files << it.key();
        }
        const QString folder = QFileInfo(it.key()).absolutePath();
        if (!folders.contains(folder)) {
            folders << folder;
        }
    }
    if (!files.isEmpty()) {
        watcher_.addPaths(files);
    }
    watcher_.addPaths(folders);
}

void FileChangeWatch::check()
{
    if (!enabled_) {
        return;
    }
    QStringList differ;
    for (auto it = stamps_.begin(); it != stamps_.end(); ++it) {
        const Stamp now = stampOf(it.key());
        if (!(now == it.value())) {
            differ << it.key();
            it.value() = now;
        }
    }
    rearm();
    if (!differ.isEmpty()) {
        Q_EMIT changed(differ);
    }
}

}  // namespace rigstage
