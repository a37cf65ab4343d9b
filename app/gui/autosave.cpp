#include "gui/autosave.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "viewport/capped_file.h"

namespace rigstage {

Autosave::Autosave(Document& document, QObject* parent)
    : QObject(parent), document_(document)
{
    const int ms = qEnvironmentVariableIntValue("RIGSTAGE_AUTOSAVE_MS");
    timer_.setInterval(intervalFromEnvironment() ? ms : 5000);
    connect(&timer_, &QTimer::timeout, this, &Autosave::update);
    timer_.start();
}

bool Autosave::intervalFromEnvironment()
{
    bool ok = false;
    return qEnvironmentVariableIntValue("RIGSTAGE_AUTOSAVE_MS", &ok) > 0 && ok;
}

void Autosave::setInterval(int ms)
{
    if (ms <= 0) {
        timer_.stop();
        return;
    }
    timer_.start(ms);
}

QString Autosave::directory()
{
    const QString configured = qEnvironmentVariable("RIGSTAGE_RECOVERY_DIR");
    return configured.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/recovery")
                                : configured;
}

QString Autosave::fileFor(const QString& manifestPath)
{
    const QByteArray key = QFileInfo(manifestPath).absoluteFilePath().toUtf8();
    return directory() + QLatin1Char('/') + QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex())
           + QStringLiteral(".json");
}

QStringList Autosave::pendingFiles()
{
    QStringList out;
    const QDir dir(directory());
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Time)) {
        out << dir.filePath(name);
    }
    return out;
}

void Autosave::update()
{
    const QString file = document_.isOpen() ? fileFor(document_.path()) : QString();
    if (!written_.isEmpty() && written_ != file) {
        QFile::remove(written_);  // another character is open now
        written_.clear();
    }
    if (file.isEmpty()) {
        return;
    }
    if (!document_.saver()->hasUnsavedChanges()) {
        if (!written_.isEmpty()) {
            QFile::remove(written_);
            written_.clear();
        }
        return;
    }
    if (written_ == file && writtenGeneration_ == document_.saver()->generation()) {
        return;  // nothing new since the last write
    }
    QDir().mkpath(directory());
    QSaveFile out(file);
    if (out.open(QIODevice::WriteOnly) && out.write(document_.saver()->recoveryData()) >= 0 && out.commit()) {
        written_ = file;
        writtenGeneration_ = document_.saver()->generation();
    }
}

void Autosave::clear()
{
    if (document_.isOpen()) {
        QFile::remove(fileFor(document_.path()));
    }
    if (!written_.isEmpty()) {
        QFile::remove(written_);
    }
    written_.clear();
}

bool Autosave::offerRecovery(QWidget* parent)
{
    bool restored = false;
    for (const QString& file : pendingFiles()) {
        QString why;
        const std::optional<QByteArray> bytes = readCappedFile(file, file_limits::kRecovery, Document::tr("recovery file"), why);
        const QJsonObject recovery = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
        const QString manifest = recovery.value(QStringLiteral("manifest")).toString();
        if (manifest.isEmpty() || !QFileInfo::exists(manifest)) {
            // Unreadable, or its character moved: kept (edits are never deleted without asking),
            // and said once, with where the file is.
            QMessageBox::warning(parent, Document::tr("Recover unsaved edits"),
                                 Document::tr("A recovery file cannot be offered: %1\nIt stays at %2.")
                                     .arg(!bytes              ? why
                                          : manifest.isEmpty() ? Document::tr("it is not readable")
                                                               : Document::tr("%1 no longer exists").arg(manifest),
                                          file));
            continue;
        }
        QStringList what;
        for (const QJsonValue v : recovery.value(QStringLiteral("settings")).toArray()) {
            what << Document::tr("rig edits in %1").arg(QFileInfo(v.toObject().value(QStringLiteral("file")).toString()).fileName());
        }
        if (recovery.contains(QStringLiteral("hiddenBones"))) {
            what << Document::tr("the view state (hidden bones and layers, the ground, stages switched off)");
        }
        QMessageBox box(QMessageBox::Question, Document::tr("Recover unsaved edits"),
                        Document::tr("Rigstage closed without saving edits to %1 (autosaved %2). Restore them?")
                            .arg(manifest, QFileInfo(file).lastModified().toString(Qt::ISODate)),
                        QMessageBox::NoButton, parent);
        box.setObjectName(QStringLiteral("recoveryBox"));
        box.setInformativeText(QStringLiteral("- ") + what.join(QStringLiteral("\n- ")));
        QPushButton* restore = box.addButton(Document::tr("Restore"), QMessageBox::AcceptRole);
        QPushButton* discard = box.addButton(Document::tr("Discard"), QMessageBox::DestructiveRole);
        box.addButton(Document::tr("Later"), QMessageBox::RejectRole);
        box.setDefaultButton(restore);
        box.exec();
        if (box.clickedButton() == discard) {
            QFile::remove(file);
            continue;
        }
        if (box.clickedButton() != restore) {
            continue;  // asked again at the next start
        }
        QString error;
        if (!document_.open(manifest) || !document_.saver()->recover(recovery, &error)) {
            QMessageBox::warning(parent, Document::tr("Recover unsaved edits"),
                                 Document::tr("The edits to %1 could not be restored: %2\nThe recovery file stays at %3.")
                                     .arg(manifest, error.isEmpty() ? Document::tr("the character did not open") : error, file));
            continue;
        }
        written_ = file;  // from now on the autosave keeps it current
        writtenGeneration_ = ~quint64(0);
        restored = true;
        break;  // one character is open at a time; others are offered at the next start
    }
    return restored;
}

}  // namespace rigstage
