#include "gui/reload/live_reload.h"

#include <QFileInfo>

#include <algorithm>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/file_change_watch.h"

namespace rigstage {

LiveReload::LiveReload(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
    , watch_(new FileChangeWatch(this))
{
    // Long enough for an exporter's pause in the middle of a file; a broken export that stays
    // broken is shown after it.
    hold_.setInterval(1000);
    hold_.setSingleShot(true);
    connect(&hold_, &QTimer::timeout, this, [this] { proceed(true); });
    connect(&document_, &Document::loaded, this, [this] { watch_->watch(document_.characterFiles()); });
    connect(document_.saver(), &DocumentSaver::filesWritten, watch_, &FileChangeWatch::accept);
    connect(watch_, &FileChangeWatch::changed, this, &LiveReload::filesChanged);
    connect(&document_, &Document::loadFailed, this, [this] { failed_ = true; });
}

void LiveReload::setEnabled(bool on)
{
    watch_->setEnabled(on);
    if (!on) {
        hold_.stop();
        pending_.clear();
        document_.dropReadForReload();
    }
}

bool LiveReload::isEnabled() const
{
    return watch_->isEnabled();
}

void LiveReload::filesChanged(const QStringList& files)
{
    if (!document_.isOpen() || document_.isLoading() || asking_) {
        return;  // a load in progress watches the files again when it ends
    }
    hold_.stop();  // this write may complete what a held-back read found broken
    for (const QString& f : files) {
        const QString name = QFileInfo(f).fileName();
        if (!pending_.contains(name)) {
            pending_ << name;
        }
    }
    proceed(false);
}

void LiveReload::proceed(bool heldBack)
{
    if (!document_.isOpen() || document_.isLoading() || asking_ || pending_.isEmpty()) {
        return;
    }
    timing_ = {};
    timing_.settleMs = std::max<qint64>(0, watch_->msSinceLastWrite());
    QElapsedTimer step;
    step.start();
    if (!heldBack && !document_.readForReload()) {
        // New errors: perhaps a file read while still being written. Another write restarts this;
        // none within the hold shows the read with its errors.
        hold_.start();
        return;
    }
    timing_.readMs = step.restart();
    timing_.reusedFiles = document_.reusedFiles();
    const QStringList names = pending_;
    pending_.clear();
    Q_EMIT changedOnDisk(names);
    bool asked = false;
    if (document_.saver()->isRigModified()) {
        // Reloading would replace the rig edits with the files: the user decides.
        asking_ = asked = true;
        const bool reload = confirm_ && confirm_(names);
        asking_ = false;
        if (!reload) {
            document_.dropReadForReload();
            Q_EMIT editsKept();
            return;
        }
        document_.dropReadForReload();  // the files may have moved on while the question was open
    }
    failed_ = false;
    Q_EMIT reloadRequested();
    timing_.rebuildMs = step.restart();  // with what changed said in the messages
    if (asked || heldBack || failed_) {
        return;  // the user's time, or a broken export shown as it is: not a reload's time
    }
    QTimer::singleShot(0, this, [this, step] {
        timing_.shownMs = step.elapsed();
        timing_.totalMs = std::max<qint64>(0, watch_->msSinceLastWrite());
        Q_EMIT reloaded(timing_);
    });
}

}  // namespace rigstage
