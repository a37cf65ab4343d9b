#include "gui/reload/live_reload.h"

#include <QFileInfo>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/file_change_watch.h"

namespace rigstage {

LiveReload::LiveReload(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
    , watch_(new FileChangeWatch(this))
{
    connect(&document_, &Document::loaded, this, [this] { watch_->watch(document_.characterFiles()); });
    connect(document_.saver(), &DocumentSaver::filesWritten, watch_, &FileChangeWatch::accept);
    connect(watch_, &FileChangeWatch::changed, this, &LiveReload::filesChanged);
}

void LiveReload::setEnabled(bool on)
{
    watch_->setEnabled(on);
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
    QStringList names;
    for (const QString& f : files) {
        names << QFileInfo(f).fileName();
    }
    Q_EMIT changedOnDisk(names);
    if (document_.saver()->isRigModified()) {
        // Reloading would replace the rig edits with the files: the user decides.
        asking_ = true;
        const bool reload = confirm_ && confirm_(names);
        asking_ = false;
        if (!reload) {
            Q_EMIT editsKept();
            return;
        }
    }
    Q_EMIT reloadRequested();
}

}  // namespace rigstage
