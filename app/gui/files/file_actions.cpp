#include "gui/files/file_actions.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QStatusBar>

#include "gui/autosave.h"
#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/saving/document_saver.h"
#include "gui/unsaved_changes.h"
#include "import/model_import.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"
#include "gui/named_actions.h"

namespace rigstage {

FileActions::FileActions(Document& document, Autosave& autosave, ViewportWidget* viewport, TimelineWidget* timeline,
                         QPlainTextEdit* messages, QMainWindow* window)
    : QObject(window)
    , document_(document)
    , autosave_(autosave)
    , viewport_(viewport)
    , timeline_(timeline)
    , messages_(messages)
    , window_(window)
{
    auto make = [this](const QString& name, const QString& text, const QKeySequence& shortcut, auto slot) {
        return addNamedAction(actions_, window_, this, name, text, shortcut, slot);
    };
    make(QStringLiteral("open"), tr("&Open..."), QKeySequence::Open, [this] { openDialog(); });
    make(QStringLiteral("reload"), tr("&Reload"), QKeySequence(Qt::Key_F5), [this] { reload(); });
    make(QStringLiteral("save"), tr("&Save"), QKeySequence::Save, [this] { saveRig(); })
        ->setToolTip(tr("Write the edited HelperJointSetting files (only the edited text changes)."));
    make(QStringLiteral("saveViewState"), tr("Save &View State"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { saveViewState(); })
        ->setToolTip(tr("Write the hidden bones and layers, the camera, the ground and the stages switched off next to the manifest."));
    recentMenu_ = new QMenu(tr("Open &Recent"), window_);
    recentMenu_->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    window_->setAcceptDrops(true);
    window_->installEventFilter(this);
    connect(&document_, &Document::loaded, this, &FileActions::onLoaded);
    connect(&document_, &Document::loadFailed, this, [this] {
        if (progress_) {
            progress_->reset();
        }
    });
}

void FileActions::setRecentFiles(const QStringList& paths)
{
    recent_ = paths.mid(0, kMaxRecent);
    rebuildRecentMenu();
}

void FileActions::report(const QString& message)
{
    messages_->appendPlainText(message);
    window_->statusBar()->showMessage(message, 8000);
}

void FileActions::openDialog()
{
    const QString dir = recent_.isEmpty() ? QString() : QFileInfo(recent_.front()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open Character"), dir,
                                                      tr("Characters and models (*.xml *.fbx *.glb *.gltf *.dae *.x *.b3d *.obj);;Character manifests (*.xml);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

void FileActions::openFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("xml") && !isModelFile(path.toStdString())) {
        report(tr("%1: not a character manifest (.xml) or a model Assimp reads (FBX, glTF, COLLADA, ...).").arg(path));
        return;
    }
    if (!confirmUnsavedChanges(window_, document_, tr("opening %1").arg(QFileInfo(path).fileName()))) {
        return;
    }
    delete progress_;
    progress_ = new QProgressDialog(tr("Loading %1...").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, window_);
    progress_->setMinimumDuration(400);  // only long loads show it
    progress_->setWindowModality(Qt::WindowModal);
    connect(progress_, &QProgressDialog::canceled, &document_, &Document::cancelLoad);
    document_.openAsync(path);
}

void FileActions::openRecent(const QString& path)
{
    // A file moved or deleted since leaves the list rather than fail again at every try.
    if (!QFileInfo::exists(path)) {
        recent_.removeAll(path);
        rebuildRecentMenu();
        report(tr("%1 no longer exists; removed from Open Recent.").arg(path));
        return;
    }
    openFile(path);
}

void FileActions::reload()
{
    if (document_.path().isEmpty() || !confirmUnsavedChanges(window_, document_, tr("reloading"))) {
        return;
    }
    reloadKeepingView();
}

bool FileActions::reloadKeepingView()
{
    const CameraSpec camera = viewport_->cameraSpec();
    const double frame = document_.playback()->frame();
    if (!document_.reload()) {
        return false;  // the character shown before stays, with the reasons in Messages
    }
    timeline_->setFrame(frame);
    viewport_->setCameraSpec(camera);
    document_.setViewCamera(camera.toJson());
    return true;
}

bool FileActions::save()
{
    return saveRig() && saveViewState();
}

bool FileActions::saveRig()
{
    const bool anything = document_.saver()->isRigModified();
    QString error;
    if (!document_.saver()->saveRig(&error)) {
        report(error);
        return false;
    }
    QString message = anything ? tr("Saved the rig edits.") : tr("No rig edits to save.");
    if (document_.saver()->isViewStateModified()) {
        message += QLatin1Char(' ') + tr("The view state is not saved: File > Save View State.");
    }
    window_->statusBar()->showMessage(message, 5000);
    autosave_.update();
    return true;
}

bool FileActions::saveViewState()
{
    document_.setViewCamera(viewport_->cameraSpec().toJson());
    QString error;
    if (!document_.saver()->saveViewState(&error)) {
        report(error);
        return false;
    }
    window_->statusBar()->showMessage(tr("Saved %1").arg(document_.saver()->viewStatePath()), 5000);
    autosave_.update();
    return true;
}

bool FileActions::offerRecovery()
{
    return autosave_.offerRecovery(window_);
}

bool FileActions::confirmClose()
{
    if (!confirmUnsavedChanges(window_, document_, tr("closing"))) {
        return false;
    }
    autosave_.clear();  // a clean close leaves nothing to recover
    return true;
}

void FileActions::onLoaded()
{
    if (progress_) {
        progress_->reset();
    }
    addRecent(document_.path());
}

void FileActions::addRecent(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent_.removeAll(absolute);
    recent_.prepend(absolute);
    while (recent_.size() > kMaxRecent) {
        recent_.removeLast();
    }
    rebuildRecentMenu();
}

void FileActions::rebuildRecentMenu()
{
    recentMenu_->clear();
    for (const QString& path : recent_) {
        recentMenu_->addAction(path, this, [this, path] { openRecent(path); });
    }
    recentMenu_->setEnabled(!recent_.isEmpty());
}

bool FileActions::eventFilter(QObject* watched, QEvent* event)
{
    // A file dropped anywhere on the window opens as File > Open would.
    if (watched == window_ && event->type() == QEvent::DragEnter) {
        auto* drag = static_cast<QDragEnterEvent*>(event);
        if (drag->mimeData()->hasUrls()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (watched == window_ && event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QList<QUrl> urls = drop->mimeData()->urls();
        if (!urls.isEmpty() && urls.front().isLocalFile()) {
            openFile(urls.front().toLocalFile());
            drop->acceptProposedAction();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace rigstage
