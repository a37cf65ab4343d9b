#include "gui/saving/document_saver.h"

#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "gui/messages/message_log.h"
#include "gui/posing/posing_model.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/stages/stages_model.h"
#include "gui/visibility/visibility_model.h"

#include "io/correction_xml.h"
#include "io/framework_xml.h"
#include "io/helper_joint_setting_xml.h"

#include "viewport/capped_file.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QUndoStack>

namespace rigstage {

DocumentSaver::DocumentSaver(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
    connect(document_.undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean && !recovering_) {
            settleCleanState();
        }
    });
}

QString DocumentSaver::viewStatePath() const
{
    return document_.path().isEmpty() ? QString() : document_.path() + QStringLiteral(".view.json");
}

bool DocumentSaver::isRigModified() const
{
    const AuthoredFiles& authoring = document_.authoring()->files();
    return document_.rigEdits()->isModified() || !authoring.modifiedLayers().empty() || !authoring.modifiedTemplateSettings().empty() ||
           correctionsModified_;
}

void DocumentSaver::markEdited(bool view)
{
    viewModified_ = viewModified_ || view;
    ++generation_;
    Q_EMIT document_.modifiedChanged();
}

void DocumentSaver::markCorrectionsEdited()
{
    correctionsModified_ = true;
    markEdited(false);
}

QStringList DocumentSaver::unsavedChanges() const
{
    QStringList out;
    const CharacterData* data = document_.data();
    if (!data) {
        return out;
    }
    if (correctionsModified_) {
        out << tr("sculpt corrections");
    }
    for (int l : document_.authoring()->files().modifiedLayers()) {
        out << tr("bones in %1").arg(QFileInfo(QString::fromStdString(document_.authoring()->files().layerFile(l))).fileName());
    }
    for (int l : document_.authoring()->files().modifiedTemplateSettings()) {
        out << tr("rig edits in %1").arg(QFileInfo(QString::fromStdString(document_.authoring()->files().settingFile(l))).fileName());
    }
    for (int s : document_.rigEdits()->modifiedSettings()) {
        out << tr("rig edits in %1").arg(QFileInfo(QString::fromStdString(data->helperSettings[std::size_t(s)].file)).fileName());
    }
    if (viewModified_) {
        out << tr("the view state (hidden bones and layers, hand poses, the ground, stages switched off)");
    }
    return out;
}

void DocumentSaver::forgetUnsavedChanges()
{
    document_.rigEdits()->forget();
    document_.authoring()->takeLoadedLayers();
    correctionsModified_ = false;
    viewModified_ = false;
    ++generation_;
    Q_EMIT document_.modifiedChanged();
}

bool DocumentSaver::saveRig(QString* error)
{
    if (!document_.isOpen()) {
        if (error) {
            *error = tr("Nothing to save: no character is open.");
        }
        return false;
    }
    QStringList written;
    // Each Framework file with bones added or deleted, and each costume template's
    // HelperJointSetting authored, written whole and atomically, before the character's settings
    // whose controllers may name the new bones.
    RigAuthoring& authoring = *document_.authoring();
    std::set<int> templates;
    const auto writeWhole = [&](const std::string& file, const std::string& text) {
        const QString path = QString::fromStdString(file);
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), qint64(text.size())) < 0 || !out.commit()) {
            if (error) {
                *error = tr("Cannot save %1: %2").arg(path, out.errorString());
            }
            Q_EMIT filesWritten(written);
            Q_EMIT document_.modifiedChanged();
            return false;
        }
        written << path;
        return true;
    };
    for (const int l : authoring.files().modifiedLayers()) {
        if (!writeWhole(authoring.files().layerFile(l), authoring.files().frameworkText(l))) {
            return false;
        }
        authoring.files().settleLayer(l);
        if (authoring.files().isTemplate(l)) {
            templates.insert(l);
        }
    }
    for (const int l : authoring.files().modifiedTemplateSettings()) {
        if (!writeWhole(authoring.files().settingFile(l), authoring.files().templateSettingText(l))) {
            return false;
        }
        authoring.files().settleTemplateSetting(l);
        templates.insert(l);
    }
    // Each edited HelperJointSetting file, written atomically with only the edited text changed.
    RigEdits& edits = *document_.rigEdits();
    const std::set<int> settings = edits.modifiedSettings();
    for (const int s : settings) {
        const QString path = QString::fromStdString(document_.data()->helperSettings[std::size_t(s)].file);
        bool whole = false;
        const std::string text = *edits.textToSave(s, &whole);
        if (whole) {
            document_.addMessage(tr("%1 changed on disk since it was read; it was written whole.").arg(path));
        }
        QSaveFile rig(path);
        if (!rig.open(QIODevice::WriteOnly) || rig.write(text.data(), qint64(text.size())) < 0 || !rig.commit()) {
            if (error) {
                *error = tr("Cannot save %1: %2").arg(path, rig.errorString());
            }
            Q_EMIT filesWritten(written);
            Q_EMIT document_.modifiedChanged();  // the files written so far are saved
            return false;
        }
        written << path;
        edits.settle(s);
    }
    const bool corrections = saveCorrections(error, &written);
    for (const int l : templates) {
        authoring.files().validateWearers(l);  // a template is checked against every character wearing it
    }
    Q_EMIT filesWritten(written);
    if (!corrections) {
        Q_EMIT document_.modifiedChanged();
        return false;
    }
    authoring.reexport().takeSaved();
    ++generation_;
    if (!hasUnsavedChanges()) {
        document_.undoStack()->setClean();
    }
    Q_EMIT document_.modifiedChanged();
    return true;
}

bool DocumentSaver::saveViewState(QString* error)
{
    if (!document_.isOpen()) {
        if (error) {
            *error = tr("Nothing to save: no character is open.");
        }
        return false;
    }
    QJsonObject root = viewStateJson();
    if (!document_.viewCamera().isEmpty()) {
        root.insert(QStringLiteral("camera"), QJsonDocument::fromJson(document_.viewCamera()).object());
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
        document_.undoStack()->setClean();
    }
    Q_EMIT document_.modifiedChanged();
    return true;
}

bool DocumentSaver::save(QString* error)
{
    // The view state is written when it changed: a save with nothing to save writes nothing.
    return saveRig(error) && (!viewModified_ || saveViewState(error));
}

QJsonObject DocumentSaver::viewStateJson() const
{
    QJsonObject root;
    document_.visibility()->writeJson(root);
    document_.stages()->writeJson(root);
    document_.posing()->writeJson(root);
    return root;
}

std::string DocumentSaver::correctionsText() const
{
    const CorrectionFile* corrections = document_.corrections();
    return corrections ? writeCorrectionXml(*corrections) : std::string();
}

void DocumentSaver::rememberSavedState()
{
    savedView_ = viewStateJson();
    savedCorrections_ = correctionsText();
}

void DocumentSaver::settleCleanState()
{
    const CharacterData* data = document_.data();
    if (!data) {
        return;
    }
    // Back at the last loaded or saved state by undo or redo: what reads the same as on disk again
    // is not unsaved (edits made without undo are compared too, so none is forgotten).
    RigEdits& edits = *document_.rigEdits();
    const std::set<int> settings = edits.modifiedSettings();
    for (const int s : settings) {
        bool whole = true;
        const std::optional<std::string> text = edits.hasRecoveredText(s) ? std::nullopt : edits.textToSave(s, &whole);
        QString why;
        const auto onDisk = text && !whole ? readCappedFile(QString::fromStdString(data->helperSettings[std::size_t(s)].file),
                                                            file_limits::kRigFile, tr("rig file"), why)
                                           : std::nullopt;
        if (onDisk && onDisk->toStdString() == *text) {
            edits.settle(s);
        }
    }
    if (correctionsModified_ && correctionsText() == savedCorrections_) {
        correctionsModified_ = false;
    }
    if (viewModified_ && viewStateJson() == savedView_) {
        viewModified_ = false;
    }
    Q_EMIT document_.modifiedChanged();
}

void DocumentSaver::readViewState()
{
    const QString path = viewStatePath();
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        return;
    }
    QString why;
    const std::optional<QByteArray> bytes = readCappedFile(path, file_limits::kRecovery, tr("view state"), why);
    if (!bytes) {
        document_.addMessage(tr("%1: cannot read the view state: %2").arg(path, why));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        document_.addMessage(tr("%1: the view state is not valid JSON (%2); it is ignored.").arg(path, parseError.errorString()));
        return;
    }
    MessageLog* log = document_.messageLog();
    log->add(document_.visibility()->readJson(doc.object(), path));
    const QJsonObject camera = doc.object().value(QStringLiteral("camera")).toObject();
    if (!camera.isEmpty()) {
        document_.setViewCamera(QJsonDocument(camera).toJson(QJsonDocument::Compact));
    }
    log->add(document_.stages()->readJson(doc.object(), path));
    document_.posing()->readJson(doc.object(), path);
}

QByteArray DocumentSaver::recoveryData() const
{
    if (!document_.isOpen() || !hasUnsavedChanges()) {
        return {};
    }
    const CharacterData* data = document_.data();
    const RigEdits& edits = *document_.rigEdits();
    QJsonArray settings;
    for (int s : edits.modifiedSettings()) {
        settings.append(QJsonObject{{QStringLiteral("file"), QString::fromStdString(data->helperSettings[std::size_t(s)].file)},
                                    {QStringLiteral("text"), QString::fromStdString(*edits.textToSave(s, nullptr))}});
    }
    QJsonObject root{{QStringLiteral("manifest"), QFileInfo(document_.path()).absoluteFilePath()}, {QStringLiteral("settings"), settings}};
    // The layers with helper bones added or deleted, as Save would write their Framework files.
    QJsonArray frameworks;
    for (int l : document_.authoring()->files().modifiedLayers()) {
        frameworks.append(QJsonObject{{QStringLiteral("file"), QString::fromStdString(document_.authoring()->files().layerFile(l))},
                                      {QStringLiteral("text"), QString::fromStdString(document_.authoring()->files().frameworkText(l))}});
    }
    if (!frameworks.isEmpty()) {
        root.insert(QStringLiteral("frameworks"), frameworks);
    }
    QJsonArray templates;  // costume templates' settings authored, whole
    for (int l : document_.authoring()->files().modifiedTemplateSettings()) {
        templates.append(QJsonObject{{QStringLiteral("file"), QString::fromStdString(document_.authoring()->files().settingFile(l))},
                                     {QStringLiteral("text"), QString::fromStdString(document_.authoring()->files().templateSettingText(l))}});
    }
    if (!templates.isEmpty()) {
        root.insert(QStringLiteral("templateSettings"), templates);
    }
    if (correctionsModified_) {
        // The corrections as Save would write them (null: every correction was removed).
        root.insert(QStringLiteral("corrections"), data->corrections ? QJsonValue(QString::fromStdString(writeCorrectionXml(*data->corrections)))
                                                                     : QJsonValue());
        root.insert(QStringLiteral("correctionsFile"), data->corrections ? QString::fromStdString(data->corrections->file) : QString());
    }
    if (viewModified_) {
        document_.visibility()->writeJson(root);
        document_.stages()->writeJson(root);
        document_.posing()->writeJson(root);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool DocumentSaver::recover(const QJsonObject& recovery, QString* error)
{
    if (!document_.isOpen() || QFileInfo(recovery.value(QStringLiteral("manifest")).toString()) != QFileInfo(document_.path())) {
        if (error) {
            *error = tr("The recovered edits belong to %1, which is not open.").arg(recovery.value(QStringLiteral("manifest")).toString());
        }
        return false;
    }
    CharacterData* data = document_.editableData();
    // The recovered layers and template settings (authored), read first: the settings may name
    // their bones.
    Diagnostics read;
    std::optional<AuthoredFiles::RecoveredFiles> authored = document_.authoring()->files().readRecovered(recovery, read);
    if (!authored) {
        document_.addMessages(read);
        if (error) {
            *error = tr("The recovered bones cannot be used.");
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
        for (std::size_t s = 0; s < data->helperSettings.size(); ++s) {
            if (QFileInfo(QString::fromStdString(data->helperSettings[s].file)) == QFileInfo(QString::fromStdString(file))) {
                index = int(s);
            }
        }
        Diagnostics d;
        auto setting = index >= 0 ? parseHelperJointSettingXml(text, data->helperSettings[std::size_t(index)].file, d) : std::nullopt;
        if (!setting) {
            if (error) {
                *error = tr("The recovered text of %1 cannot be used.").arg(QString::fromStdString(file));
            }
            document_.addMessages(d);
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
                document_.addMessages(d);
                if (error) {
                    *error = tr("The recovered corrections cannot be used.");
                }
                return false;
            }
        }
    }
    std::vector<HelperJointSetting> before = data->helperSettings;
    const std::shared_ptr<const Framework> frameworkBefore = data->framework;
    for (auto& [s, setting] : replaced) {
        data->helperSettings[std::size_t(s)] = std::move(setting);
    }
    Diagnostics d;
    document_.authoring()->files().swapRecovered(*authored);
    if (!authored->layers.empty()) {
        data->framework = buildFramework(*data, {}, d);
    }
    CharacterInstance* instance = document_.instance();
    if (!data->framework || !instance->setCostumes(instance->costumes(), d)) {
        data->helperSettings = std::move(before);
        document_.authoring()->files().swapRecovered(*authored);  // back as they were
        data->framework = frameworkBefore;
        document_.addMessages(d);
        if (error) {
            *error = tr("The recovered edits do not compile; nothing was changed.");
        }
        return false;
    }
    // The recovered text is what Save writes (with any further edit patched into it).
    RigEdits& edits = *document_.rigEdits();
    for (auto& [s, text] : texts) {
        edits.takeRecoveredText(s, std::move(text));
    }
    document_.authoring()->files().takeRecovered(*authored);
    if (!authored->layers.empty()) {
        document_.setCostumes(document_.costumes());  // bones came or went: meshes, views, selection
    }
    if (recovery.contains(QStringLiteral("hiddenBones"))) {
        document_.visibility()->readJson(recovery, QString());  // a bone the rig lacks now is left out
        document_.messageLog()->add(document_.stages()->recover(recovery, tr("the recovered edits")));
        document_.posing()->applyJson(recovery, tr("the recovered edits"));
        viewModified_ = true;
    }
    if (corrections) {
        correctionsModified_ = true;
        document_.replaceCorrections(std::move(*corrections));
    }
    // The commands refer to the documents replaced. Recovered edits stay unsaved even where they
    // read as the files do: the user saves what was recovered.
    recovering_ = true;
    document_.undoStack()->clear();
    recovering_ = false;
    edits.findCurves();
    document_.evaluate();
    ++generation_;
    Q_EMIT document_.modifiedChanged();
    document_.visibility()->announce();
    Q_EMIT edits.curveChanged(-1);
    return true;
}

bool DocumentSaver::saveCorrections(QString* error, QStringList* written)
{
    CharacterData* data = document_.editableData();
    if (!correctionsModified_ || !data) {
        return true;
    }
    const QString manifest = document_.path();
    const CorrectionFile empty;
    const CorrectionFile& file = data->corrections ? *data->corrections : empty;
    QString path = data->manifest.correctionsFile.empty()
                       ? QString::fromStdString(file.file)
                       : QString::fromStdString(resolveRelative(data->manifest.file, data->manifest.correctionsFile));
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
    if (data->manifest.correctionsFile.empty()) {
        // The first save: the manifest names the new file, inserted before </Character> so every
        // other byte of the manifest stays as the user wrote it.
        QString why;
        const QByteArray text = readCappedFile(manifest, file_limits::kRigFile, tr("manifest"), why).value_or(QByteArray());
        const qsizetype end = text.lastIndexOf("</Character>");
        const QString name = QFileInfo(path).fileName();
        QSaveFile patched(manifest);
        if (end < 0 || !patched.open(QIODevice::WriteOnly)
            || patched.write(text.left(end) + "    <Corrections file=\"" + name.toUtf8() + "\"/>\n" + text.mid(end)) < 0 || !patched.commit()) {
            if (error) {
                *error = tr("Saved %1, but could not name it in %2%4; add <Corrections file=\"%3\"/> to the manifest.")
                             .arg(path, manifest, name, why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
            }
            return false;
        }
        written->append(manifest);
        data->manifest.correctionsFile = name.toStdString();
    }
    correctionsModified_ = false;
    savedCorrections_ = correctionsText();
    return true;
}

}  // namespace rigstage
