// Live reload: when a file of the open character changes on disk (a DCC re-export), the window
// reloads it within a second, keeping the camera, the time, the selection, the costumes worn and
// the docks, and says what changed. Unsaved rig edits are never overwritten without asking.
#include "gui/main_window.h"

#include <QAction>
#include <QFileInfo>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

#include "gui/file_change_watch.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

namespace rigstage {

void MainWindow::connectLiveReload()
{
    fileWatch_ = new FileChangeWatch(this);
    QAction* live = new QAction(tr("Reload When Files &Change"), this);
    live->setCheckable(true);
    live->setChecked(QSettings().value(QStringLiteral("liveReload"), true).toBool());
    live->setToolTip(tr("Reload the character when an exporter (or an editor) writes one of its files."));
    actions_.insert(QStringLiteral("liveReload"), live);
    fileWatch_->setEnabled(live->isChecked());
    connect(live, &QAction::toggled, this, [this](bool on) {
        fileWatch_->setEnabled(on);
        QSettings().setValue(QStringLiteral("liveReload"), on);
    });
    connect(&document_, &Document::loaded, this, [this] { fileWatch_->watch(document_.characterFiles()); });
    connect(&document_, &Document::filesWritten, fileWatch_, &FileChangeWatch::accept);
    connect(fileWatch_, &FileChangeWatch::changed, this, &MainWindow::onFilesChangedOnDisk);
}

void MainWindow::onFilesChangedOnDisk(const QStringList& files)
{
    if (!document_.isOpen() || document_.isLoading() || askingAboutFiles_) {
        return;  // a load in progress watches the files again when it ends
    }
    QStringList names;
    for (const QString& f : files) {
        names << QFileInfo(f).fileName();
    }
    messages_->appendPlainText(tr("Changed on disk: %1").arg(names.join(QStringLiteral(", "))));
    if (document_.isRigModified()) {
        // Reloading would replace the rig edits with the files: the user decides.
        askingAboutFiles_ = true;
        QMessageBox box(QMessageBox::Warning, tr("Files changed on disk"),
                        tr("%1 changed on disk, and %2 has unsaved edits. Reload the files and lose the edits?")
                            .arg(names.join(QStringLiteral(", ")), document_.characterName()),
                        QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("filesChangedBox"));
        box.setInformativeText(QStringLiteral("- ") + document_.unsavedChanges().join(QStringLiteral("\n- ")));
        QPushButton* reloadButton = box.addButton(tr("Reload and Discard My Edits"), QMessageBox::DestructiveRole);
        reloadButton->setObjectName(QStringLiteral("reloadButton"));
        QPushButton* keep = box.addButton(tr("Keep My Edits"), QMessageBox::RejectRole);
        keep->setObjectName(QStringLiteral("keepButton"));
        box.setDefaultButton(keep);
        box.exec();
        askingAboutFiles_ = false;
        if (box.clickedButton() != reloadButton) {
            const QString kept = tr("Kept your unsaved edits; File > Save will write over what changed on disk.");
            messages_->appendPlainText(kept);
            statusBar()->showMessage(kept, 8000);
            return;
        }
    }
    reloadKeepingView();
}

bool MainWindow::reloadKeepingView()
{
    const CameraSpec camera = viewport_->cameraSpec();
    const double frame = document_.frame();
    if (!document_.reload()) {
        return false;  // the character shown before stays, with the reasons in Messages
    }
    timeline_->setFrame(frame);
    viewport_->setCameraSpec(camera);
    document_.setViewCamera(camera.toJson());
    return true;
}

}  // namespace rigstage
