#include "gui/reload/live_reload_controller.h"

#include <QAction>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/reload/live_reload.h"

namespace rigstage {

LiveReloadController::LiveReloadController(LiveReload& reload, Document& document, QWidget* window,
                                           QPlainTextEdit* messages, QStatusBar* status)
    : QObject(window)
    , document_(document)
    , window_(window)
{
    action_ = new QAction(tr("Reload When Files &Change"), window);
    action_->setCheckable(true);
    action_->setChecked(QSettings().value(QStringLiteral("liveReload"), true).toBool());
    action_->setToolTip(tr("Reload the character when an exporter (or an editor) writes one of its files."));
    reload.setEnabled(action_->isChecked());
    connect(action_, &QAction::toggled, this, [&reload](bool on) {
        reload.setEnabled(on);
        QSettings().setValue(QStringLiteral("liveReload"), on);
    });
    reload.setConfirm([this](const QStringList& names) { return confirm(names); });
    connect(&reload, &LiveReload::changedOnDisk, this, [messages](const QStringList& names) {
        messages->appendPlainText(tr("Changed on disk: %1").arg(names.join(QStringLiteral(", "))));
    });
    connect(&reload, &LiveReload::reloaded, this, [messages, status](const ReloadTiming& t) {
        const auto seconds = [](qint64 ms) { return QString::number(double(ms) / 1000.0, 'f', 2); };
        status->showMessage(tr("Reloaded in %1 s").arg(seconds(t.totalMs)), 8000);
        messages->appendPlainText(tr("The reload took %1 s: %2 ms for the writes to settle, %3 ms reading the files "
                                     "(unchanged files taken from the last read: %4), %5 ms rebuilding, %6 ms to show it.")
                                      .arg(seconds(t.totalMs))
                                      .arg(t.settleMs)
                                      .arg(t.readMs)
                                      .arg(t.reusedFiles)
                                      .arg(t.rebuildMs)
                                      .arg(t.shownMs));
    });
    // A reload chosen with the edits re-applied: once the DCC's files are in, the edits go on top.
    connect(&document_, &Document::loaded, this, [this, messages, status] {
        if (!document_.authoring()->reexport().hasPendingReapply()) {
            return;
        }
        QStringList conflicts, skipped;
        QString why;
        if (!document_.authoring()->reexport().reapply(&conflicts, &skipped, &why)) {
            messages->appendPlainText(tr("Your edits could not be put on the new files; the files are shown as the DCC wrote them. Why, and your versions of the bones to put back by hand: %1").arg(why));
            return;
        }
        const QString done = conflicts.isEmpty() ? tr("Your edits were put back on top of the new files.")
                                                 : tr("Your edits were put back on top of the new files; changed in both, yours kept: %1").arg(conflicts.join(QStringLiteral(", ")));
        messages->appendPlainText(done);
        if (!skipped.isEmpty()) {
            messages->appendPlainText(tr("Not put back (their files are no longer read): %1").arg(skipped.join(QStringLiteral(", "))));
        }
        status->showMessage(done, 8000);
    });
    connect(&reload, &LiveReload::editsKept, this, [messages, status] {
        const QString kept = tr("Kept your unsaved edits; File > Save will write over what changed on disk.");
        messages->appendPlainText(kept);
        status->showMessage(kept, 8000);
    });
}

bool LiveReloadController::confirm(const QStringList& names)
{
    QMessageBox box(QMessageBox::Warning, tr("Files changed on disk"),
                    tr("%1 changed on disk, and %2 has unsaved edits. Reload the files and lose the edits?")
                        .arg(names.join(QStringLiteral(", ")), document_.characterName()),
                    QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("filesChangedBox"));
    box.setInformativeText(QStringLiteral("- ") + document_.saver()->unsavedChanges().join(QStringLiteral("\n- ")));
    QPushButton* reloadButton = box.addButton(tr("Reload and Discard My Edits"), QMessageBox::DestructiveRole);
    reloadButton->setObjectName(QStringLiteral("reloadButton"));
    QPushButton* reapply = box.addButton(tr("Reload and Re-apply My Edits"), QMessageBox::AcceptRole);
    reapply->setObjectName(QStringLiteral("reapplyButton"));
    reapply->setToolTip(tr("Read the DCC's files, then put each bone you changed back on top of them; bones both changed are listed, and yours are kept."));
    QPushButton* keep = box.addButton(tr("Keep My Edits"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepButton"));
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == reapply) {
        document_.authoring()->reexport().prepareReapply();
        return true;
    }
    return box.clickedButton() == reloadButton;
}

}  // namespace rigstage
