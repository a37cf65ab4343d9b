#include "gui/unsaved_changes.h"

#include <QMessageBox>

#include "gui/document.h"
#include "gui/saving/document_saver.h"

namespace rigstage {

bool confirmUnsavedChanges(QWidget* parent, Document& document, const QString& what)
{
    if (!document.saver()->hasUnsavedChanges()) {
        return true;
    }
    QMessageBox box(QMessageBox::Warning, Document::tr("Unsaved changes"),
                    Document::tr("%1 has unsaved changes. Save them before %2?").arg(document.characterName(), what),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(QStringLiteral("- ") + document.saver()->unsavedChanges().join(QStringLiteral("\n- ")));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Save) {
        QString error;
        if (!document.saver()->save(&error)) {
            QMessageBox::critical(parent, Document::tr("Not saved"), error);
            return false;
        }
        return true;
    }
    if (answer == QMessageBox::Discard) {
        document.saver()->forgetUnsavedChanges();
        return true;
    }
    return false;
}

}  // namespace rigstage
