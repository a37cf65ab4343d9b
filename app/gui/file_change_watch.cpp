#include "gui/file_change_watch.h"

#include <QFileInfo>

#include <algorithm>

namespace rigstage {

FileChangeWatch::FileChangeWatch(QObject* parent)
    : QObject(parent)
{
    settle_.setSingleShot(true);
    // Short, for a reload soon after the export; a write that keeps going (a file written in
    // pieces) shows as a notice or a changed size within it.
    settle_.setInterval(100);
    connect(&settle_, &QTimer::timeout, this, &FileChangeWatch::check);
    // Every signal restarts the wait, so a burst of writes (an exporter's several files) is one change.
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &FileChangeWatch::noticed);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &FileChangeWatch::noticed);
}

void FileChangeWatch::noticed()
{
    lastWrite_.start();
    seen_ = stampsNow();
    settle_.start();
}

qint64 FileChangeWatch::msSinceLastWrite() const
{
    if (!lastWrite_.isValid()) {
        return -1;
    }
    const qint64 byNotice = lastWrite_.elapsed();
    if (newestWrite_.isValid()) {
        const qint64 byStamp = newestWrite_.msecsTo(QDateTime::currentDateTimeUtc());
        if (byStamp >= 0 && byStamp <= byNotice + 5000) {
            return std::max(byStamp, byNotice);
        }
    }
    return byNotice;
}

QMap<QString, FileChangeWatch::Stamp> FileChangeWatch::stampsNow() const
{
    QMap<QString, Stamp> now;
    for (auto it = stamps_.cbegin(); it != stamps_.cend(); ++it) {
        now.insert(it.key(), stampOf(it.key()));
    }
    return now;
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
    seen_.clear();
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
    const QMap<QString, Stamp> now = stampsNow();
    if (now != seen_) {
        // Still being written (a notice may be missed, or come late): wait another quiet time.
        lastWrite_.start();
        seen_ = now;
        settle_.start();
        return;
    }
    QStringList differ;
    for (auto it = stamps_.begin(); it != stamps_.end(); ++it) {
        if (!(now.value(it.key()) == it.value())) {
            differ << it.key();
            it.value() = now.value(it.key());
        }
    }
    rearm();
    if (!differ.isEmpty()) {
        newestWrite_ = {};
        for (const QString& f : differ) {
            const QDateTime modified = now.value(f).modified;
            if (modified.isValid() && (!newestWrite_.isValid() || modified > newestWrite_)) {
                newestWrite_ = modified;
            }
        }
        Q_EMIT changed(differ);
    }
}

}  // namespace rigstage
