// Document: what is unsaved, saving it (rig edits and the view state, each atomically), and the
// autosave's recovery data. Split from document.cpp by responsibility.

#include "gui/document.h"
#include "gui/messages/message_log.h"
#include "gui/posing/posing_model.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"

#include "io/correction_xml.h"

#include "viewport/capped_file.h"
#include "viewport/terrain_spec.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

namespace rigstage {

QString Document::viewStatePath() const
{
    return path_.isEmpty() ? QString() : path_ + QStringLiteral(".view.json");
}

namespace {

/// Names as a JSON array.
}  // namespace

void Document::markEdited(bool view)
{
    viewModified_ = viewModified_ || view;
    ++generation_;
    Q_EMIT modifiedChanged();
}

bool Document::hasUnsavedChanges() const
{
    return isRigModified() || viewModified_;
}

QStringList Document::unsavedChanges() const
{
    QStringList out;
    if (!data_) {
        return out;
    }
    if (correctionsModified_) {
        out << tr("sculpt corrections");
    }
    for (int s : modifiedSettings_) {
        out << tr("rig edits in %1").arg(QFileInfo(QString::fromStdString(data_->helperSettings[std::size_t(s)].file)).fileName());
    }
    if (viewModified_) {
        out << tr("the view state (hidden bones and layers, hand poses, the ground, stages switched off)");
    }
    return out;
}

void Document::forgetUnsavedChanges()
{
    modifiedSettings_.clear();
    correctionsModified_ = false;
    editedCurves_.clear();
    editedElements_.clear();
    baseText_.clear();
    viewModified_ = false;
    ++generation_;
    Q_EMIT modifiedChanged();
}

std::optional<std::string> Document::textToSave(int s, bool* wholeDocument) const
{
    const HelperJointSetting& setting = data_->helperSettings[std::size_t(s)];
    // Patch the edited curves and options into the text the document was read from (the file, or
    // recovered text), so every other byte stays as it was; when that text no longer matches (the
    // file changed on disk since it was read), the whole document is written instead.
    std::optional<std::string> base;
    if (const auto it = baseText_.find(s); it != baseText_.end()) {
        base = it->second;
    } else {
        QString why;
        if (const auto current = readCappedFile(QString::fromStdString(setting.file), file_limits::kRigFile, tr("rig file"), why)) {
            base = current->toStdString();
        }
    }
    std::optional<std::string> patched;
    if (base) {
        const auto curves = editedCurves_.find(s);
        patched = curves == editedCurves_.end()
                      ? base
                      : patchCurvesInText(*base, std::vector<const tinyxml2::XMLElement*>(curves->second.begin(), curves->second.end()));
        const auto elements = editedElements_.find(s);
        if (patched && elements != editedElements_.end() && !elements->second.empty()) {
            patched = patchStartTagsInText(*patched, std::vector<const tinyxml2::XMLElement*>(elements->second.begin(), elements->second.end()));
        }
    }
    if (wholeDocument) {
        *wholeDocument = !patched;
    }
    return patched ? patched : std::optional<std::string>(writeHelperJointSettingXml(setting));
}

bool Document::saveRig(QString* error)
{
    if (!isOpen()) {
        if (error) {
            *error = tr("Nothing to save: no character is open.");
        }
        return false;
    }
    // Each edited HelperJointSetting file, written atomically with only the edited text changed.
    QStringList written;
    for (auto it = modifiedSettings_.begin(); it != modifiedSettings_.end();) {
        const int s = *it;
        const QString path = QString::fromStdString(data_->helperSettings[std::size_t(s)].file);
        bool whole = false;
        const std::string text = *textToSave(s, &whole);
        if (whole) {
            addMessage(tr("%1 changed on disk since it was read; it was written whole.").arg(path));
        }
        QSaveFile rig(path);
        if (!rig.open(QIODevice::WriteOnly) || rig.write(text.data(), qint64(text.size())) < 0 || !rig.commit()) {
            if (error) {
                *error = tr("Cannot save %1: %2").arg(path, rig.errorString());
            }
            Q_EMIT filesWritten(written);
            Q_EMIT modifiedChanged();  // the files written so far are saved
            return false;
        }
        written << path;
        editedCurves_.erase(s);
        editedElements_.erase(s);
        baseText_.erase(s);
        it = modifiedSettings_.erase(it);
    }
    const bool corrections = saveCorrections(error, &written);
    Q_EMIT filesWritten(written);
    if (!corrections) {
        Q_EMIT modifiedChanged();
        return false;
    }
    ++generation_;
    if (!hasUnsavedChanges()) {
        undo_.setClean();
    }
    Q_EMIT modifiedChanged();
    return true;
}

bool Document::saveViewState(QString* error)
{
    if (!isOpen()) {
        if (error) {
            *error = tr("Nothing to save: no character is open.");
        }
        return false;
    }
    QJsonObject root = viewStateJson();
    if (!viewCamera_.isEmpty()) {
        root.insert(QStringLiteral("camera"), QJsonDocument::fromJson(viewCamera_).object());
    }
    QSaveFile file(viewStatePath());
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0 || !file.commit()) {
        if (error) {
            *error = tr("Cannot save %1: %2").arg(viewStatePath(), file.errorString());
        }
        return false;
    }
    viewModified_ = false;
    savedView_ = viewStateJson();
    ++generation_;
    if (!hasUnsavedChanges()) {
        undo_.setClean();
    }
    Q_EMIT modifiedChanged();
    return true;
}

bool Document::save(QString* error)
{
    // The view state is written when it changed: a save with nothing to save writes nothing.
    return saveRig(error) && (!viewModified_ || saveViewState(error));
}

QJsonObject Document::viewStateJson() const
{
    QJsonObject root;
    visibility_->writeJson(root);
    stages_->writeJson(root);
    posing_->writeJson(root);
    return root;
}

std::string Document::correctionsText() const
{
    return data_ && data_->corrections ? writeCorrectionXml(*data_->corrections) : std::string();
}

void Document::rememberSavedState()
{
    savedView_ = viewStateJson();
    savedCorrections_ = correctionsText();
}

void Document::settleCleanState()
{
    if (!data_) {
        return;
    }
    // Back at the last loaded or saved state by undo or redo: what reads the same as on disk again
    // is not unsaved (edits made without undo are compared too, so none is forgotten).
    for (auto it = modifiedSettings_.begin(); it != modifiedSettings_.end();) {
        const int s = *it;
        bool whole = true;
        const std::optional<std::string> text = baseText_.count(s) ? std::nullopt : textToSave(s, &whole);
        QString why;
        const auto onDisk = text && !whole ? readCappedFile(QString::fromStdString(data_->helperSettings[std::size_t(s)].file),
                                                            file_limits::kRigFile, tr("rig file"), why)
                                           : std::nullopt;
        if (onDisk && onDisk->toStdString() == *text) {
            editedCurves_.erase(s);
            editedElements_.erase(s);
            it = modifiedSettings_.erase(it);
        } else {
            ++it;
        }
    }
    if (correctionsModified_ && correctionsText() == savedCorrections_) {
        correctionsModified_ = false;
    }
    if (viewModified_ && viewStateJson() == savedView_) {
        viewModified_ = false;
    }
    Q_EMIT modifiedChanged();
}

void Document::loadViewState()
{
    const QString path = viewStatePath();
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        return;
    }
    QString why;
    const std::optional<QByteArray> bytes = readCappedFile(path, file_limits::kRecovery, tr("view state"), why);
    if (!bytes) {
        addMessage(tr("%1: cannot read the view state: %2").arg(path, why));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        addMessage(tr("%1: the view state is not valid JSON (%2); it is ignored.").arg(path, parseError.errorString()));
        return;
    }
    log_->add(visibility_->readJson(doc.object(), path));
    const QJsonObject camera = doc.object().value(QStringLiteral("camera")).toObject();
    if (!camera.isEmpty()) {
        viewCamera_ = QJsonDocument(camera).toJson(QJsonDocument::Compact);
    }
    log_->add(stages_->readJson(doc.object(), path));
    posing_->readJson(doc.object(), path);
}

QByteArray Document::recoveryData() const
{
    if (!isOpen() || !hasUnsavedChanges()) {
        return {};
    }
    QJsonArray settings;
    for (int s : modifiedSettings_) {
        settings.append(QJsonObject{{QStringLiteral("file"), QString::fromStdString(data_->helperSettings[std::size_t(s)].file)},
                                    {QStringLiteral("text"), QString::fromStdString(*textToSave(s, nullptr))}});
    }
    QJsonObject root{{QStringLiteral("manifest"), QFileInfo(path_).absoluteFilePath()}, {QStringLiteral("settings"), settings}};
    if (correctionsModified_) {
        // The corrections as Save would write them (null: every correction was removed).
        root.insert(QStringLiteral("corrections"), data_->corrections ? QJsonValue(QString::fromStdString(writeCorrectionXml(*data_->corrections)))
                                                                      : QJsonValue());
        root.insert(QStringLiteral("correctionsFile"), data_->corrections ? QString::fromStdString(data_->corrections->file) : QString());
    }
    if (viewModified_) {
        visibility_->writeJson(root);
        posing_->writeJson(root);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool Document::recover(const QJsonObject& recovery, QString* error)
{
    if (!isOpen() || QFileInfo(recovery.value(QStringLiteral("manifest")).toString()) != QFileInfo(path_)) {
        if (error) {
            *error = tr("The recovered edits belong to %1, which is not open.").arg(recovery.value(QStringLiteral("manifest")).toString());
        }
        return false;
    }
    // Swap in the recovered text of each setting (checked first: nothing changes on a bad one).
    std::map<int, HelperJointSetting> replaced;
    std::map<int, std::string> texts;
    for (const QJsonValue v : recovery.value(QStringLiteral("settings")).toArray()) {
        const std::string file = v.toObject().value(QStringLiteral("file")).toString().toStdString();
        const std::string text = v.toObject().value(QStringLiteral("text")).toString().toStdString();
        int index = -1;
        for (std::size_t s = 0; s < data_->helperSettings.size(); ++s) {
            if (QFileInfo(QString::fromStdString(data_->helperSettings[s].file)) == QFileInfo(QString::fromStdString(file))) {
                index = int(s);
            }
        }
        Diagnostics d;
        auto setting = index >= 0 ? parseHelperJointSettingXml(text, data_->helperSettings[std::size_t(index)].file, d) : std::nullopt;
        if (!setting) {
            if (error) {
                *error = tr("The recovered text of %1 cannot be used.").arg(QString::fromStdString(file));
            }
            addMessages(d);
            return false;
        }
        replaced.emplace(index, std::move(*setting));
        texts.emplace(index, text);
    }
    std::optional<std::optional<CorrectionFile>> corrections;  // set: the recovery has corrections
    if (recovery.contains(QStringLiteral("corrections"))) {
        const QJsonValue text = recovery.value(QStringLiteral("corrections"));
        corrections.emplace();
        if (!text.isNull()) {
            Diagnostics d;
            const std::string file = recovery.value(QStringLiteral("correctionsFile")).toString().toStdString();
            *corrections = parseCorrectionXml(text.toString().toStdString(), file, d);
            if (!*corrections) {
                addMessages(d);
                if (error) {
                    *error = tr("The recovered corrections cannot be used.");
                }
                return false;
            }
        }
    }
    std::vector<HelperJointSetting> before = data_->helperSettings;
    for (auto& [s, setting] : replaced) {
        data_->helperSettings[std::size_t(s)] = std::move(setting);
    }
    Diagnostics d;
    if (!instance_->setCostumes(instance_->costumes(), d)) {
        data_->helperSettings = std::move(before);
        addMessages(d);
        if (error) {
            *error = tr("The recovered edits do not compile; nothing was changed.");
        }
        return false;
    }
    // The recovered text is what Save writes (with any further edit patched into it).
    for (auto& [s, text] : texts) {
        modifiedSettings_.insert(s);
        editedCurves_.erase(s);
        editedElements_.erase(s);
        baseText_[s] = std::move(text);
    }
    if (recovery.contains(QStringLiteral("hiddenBones"))) {
        visibility_->readJson(recovery, QString());  // a bone the rig lacks now is left out
        posing_->applyJson(recovery, tr("the recovered edits"));
        viewModified_ = true;
    }
    if (corrections) {
        data_->corrections = std::move(*corrections);
        correctionsModified_ = true;
        Diagnostics d;
        deformer_.setCorrections(data_->corrections, d);
        addMessages(d);
        Q_EMIT correctionsChanged();
    }
    undo_.clear();  // the commands refer to the documents replaced
    findCurves();
    evaluate();
    ++generation_;
    Q_EMIT modifiedChanged();
    visibility_->announce();
    Q_EMIT curveChanged(-1);
    return true;
}

bool Document::saveCorrections(QString* error, QStringList* written)
{
    if (!correctionsModified_ || !data_) {
        return true;
    }
    const CorrectionFile empty;
    const CorrectionFile& file = data_->corrections ? *data_->corrections : empty;
    QString path = data_->manifest.correctionsFile.empty()
                       ? QString::fromStdString(file.file)
                       : QString::fromStdString(resolveRelative(data_->manifest.file, data_->manifest.correctionsFile));
    if (path.isEmpty()) {
        correctionsModified_ = false;  // nothing was ever captured: nothing to write
        return true;
    }
    const std::string text = writeCorrectionXml(file);
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), qint64(text.size())) < 0 || !out.commit()) {
        if (error) {
            *error = tr("Cannot save %1: %2").arg(path, out.errorString());
        }
        return false;
    }
    written->append(path);
    if (data_->manifest.correctionsFile.empty()) {
        // The first save: the manifest names the new file, inserted before </Character> so every
        // other byte of the manifest stays as the user wrote it.
        QString why;
        const QByteArray text = readCappedFile(path_, file_limits::kRigFile, tr("manifest"), why).value_or(QByteArray());
        const qsizetype end = text.lastIndexOf("</Character>");
        const QString name = QFileInfo(path).fileName();
        QSaveFile patched(path_);
        if (end < 0 || !patched.open(QIODevice::WriteOnly)
            || patched.write(text.left(end) + "    <Corrections file=\"" + name.toUtf8() + "\"/>\n" + text.mid(end)) < 0 || !patched.commit()) {
            if (error) {
                *error = tr("Saved %1, but could not name it in %2%4; add <Corrections file=\"%3\"/> to the manifest.")
                             .arg(path, path_, name, why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
            }
            return false;
        }
        written->append(path_);
        data_->manifest.correctionsFile = name.toStdString();
    }
    correctionsModified_ = false;
    savedCorrections_ = correctionsText();
    return true;
}

}  // namespace rigstage
