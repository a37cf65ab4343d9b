// Document: the sculpt corrections — capture a reference at the current pose, import a sculpt,
// export a reference to sculpt on, mute / solo / remove (each undoable), and saving them.
// Split from document.cpp by responsibility.

#include "gui/document.h"

#include <QFileInfo>
#include <QSaveFile>

#include "gui/edit_command.h"
#include "io/correction_xml.h"
#include "sculpt/shape_import.h"
#include "viewport/capped_file.h"

namespace rigstage {

const CorrectionFile* Document::corrections() const
{
    return data_ && data_->corrections ? &*data_->corrections : nullptr;
}

void Document::applyCorrections()
{
    Diagnostics d;
    deformer_.setCorrections(data_->corrections, d);
    addMessages(d);
    evaluate();
    Q_EMIT correctionsChanged();
    Q_EMIT poseChanged();
}

void Document::editCorrections(const QString& text, const std::optional<CorrectionFile>& after)
{
    const std::optional<CorrectionFile> before = data_->corrections;
    const auto set = [this](const std::optional<CorrectionFile>& file) {
        if (!data_) {
            return;
        }
        data_->corrections = file;
        correctionsModified_ = true;
        markEdited(false);
        applyCorrections();
    };
    undo_.push(new EditCommand(text, [set, after] { set(after); }, [set, before] { set(before); }));
}

bool Document::captureCorrection(const QString& name, QString* error)
{
    if (!isOpen() || deformer_.meshCount() == 0) {
        if (error) {
            *error = tr("The character has no mesh to correct (add <Mesh> to the manifest).");
        }
        return false;
    }
    if (!data_->corrections && !data_->manifest.correctionsFile.empty()) {
        // The manifest names a correction file that did not load: a new one would overwrite it.
        if (error) {
            *error = tr("The correction file %1 did not load (see Messages); fix it and reload before capturing.")
                         .arg(QString::fromStdString(data_->manifest.correctionsFile));
        }
        return false;
    }
    CorrectionFile file = data_->corrections.value_or(CorrectionFile{});
    if (file.file.empty()) {
        file.file = (QFileInfo(path_).absolutePath() + QLatin1Char('/') + QFileInfo(path_).baseName()
                     + QStringLiteral(".Corrections.xml")).toStdString();
    }
    Correction c;
    c.name = name.trimmed().toStdString();
    for (int n = int(file.corrections.size()) + 1; c.name.empty() || file.find(c.name) >= 0; ++n) {
        c.name = tr("Correction %1").arg(n).toStdString();
    }
    const SkinnedMesh& mesh = deformer_.mesh(0);
    c.mesh = mesh.name;
    // The pose of every skin bone as the mesh on screen was skinned: bound bones at their world
    // transform now, unbound ones at their bind pose (the skin leaves them there).
    const SkinBinding& binding = deformer_.binding(0);
    for (std::size_t p = 0; p < mesh.paletteBones.size(); ++p) {
        const int bone = p < binding.paletteToBone.size() ? binding.paletteToBone[p] : -1;
        c.pose.emplace_back(mesh.paletteBones[p], bone >= 0 && std::size_t(bone) < world_.size() ? world_[std::size_t(bone)]
                                                                                                 : glm::inverse(mesh.inverseBind[p]));
    }
    file.corrections.push_back(std::move(c));
    editCorrections(tr("Capture Correction"), file);
    return true;
}

bool Document::importCorrectedShape(int correction, const QString& path, QString* error)
{
    const CorrectionFile* file = corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())) {
        if (error) {
            *error = tr("Choose a correction first (capture one at the pose to correct).");
        }
        return false;
    }
    const Correction& c = file->corrections[std::size_t(correction)];
    int meshIndex = -1;
    for (int m = 0; m < deformer_.meshCount() && meshIndex < 0; ++m) {
        meshIndex = deformer_.mesh(m).name == c.mesh || c.mesh.empty() ? m : -1;
    }
    Diagnostics d;
    const auto shape = meshIndex >= 0 ? readShapePositions(path.toStdString(), d) : std::nullopt;
    SkinOutput reference;
    std::string missing;
    const bool ok = shape && CorrectionSet::referenceShape(c, deformer_.mesh(meshIndex), skinning_, reference, missing)
                    && checkCorrectedShape(reference.positions, deformer_.mesh(meshIndex).indices, *shape, path.toStdString(), d);
    if (!ok) {
        if (error) {
            QStringList lines;
            for (const Diagnostic& item : d.items()) {
                lines << QString::fromStdString(item.file + ": " + item.message + (item.fix.empty() ? "" : " " + item.fix));
            }
            *error = meshIndex < 0 ? tr("The mesh '%1' of this correction is not loaded.").arg(QString::fromStdString(c.mesh))
                     : !missing.empty() ? tr("The correction's pose lacks the skin bone '%1'.").arg(QString::fromStdString(missing))
                                        : lines.join(QLatin1Char('\n'));
        }
        return false;
    }
    CorrectionFile after = *file;
    Correction& edited = after.corrections[std::size_t(correction)];
    edited.sculptVertices.clear();
    edited.sculptPositions.clear();
    for (std::size_t v = 0; v < shape->size(); ++v) {
        if (glm::length((*shape)[v] - reference.positions[v]) > 1e-4f) {  // a micron: below that, file rounding
            edited.sculptVertices.push_back(std::uint32_t(v));
            edited.sculptPositions.push_back((*shape)[v]);
        }
    }
    if (edited.sculptVertices.empty()) {
        if (error) {
            *error = tr("%1 moves no vertex away from the correction's reference shape.").arg(path);
        }
        return false;
    }
    editCorrections(tr("Import Sculpt"), after);
    return true;
}

bool Document::exportReferenceShape(int correction, const QString& path, QString* error) const
{
    const CorrectionFile* file = corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size()) || deformer_.meshCount() == 0) {
        if (error) {
            *error = tr("Choose a correction first.");
        }
        return false;
    }
    const Correction& c = file->corrections[std::size_t(correction)];
    const int meshIndex = std::max(0, deformer_.corrections().meshOf(correction));
    SkinOutput reference;
    std::string missing;
    if (!CorrectionSet::referenceShape(c, deformer_.mesh(meshIndex), skinning_, reference, missing)) {
        if (error) {
            *error = tr("The correction's pose lacks the skin bone '%1'.").arg(QString::fromStdString(missing));
        }
        return false;
    }
    const std::string text = shapeToObj(reference.positions, deformer_.mesh(meshIndex).indices,
                                        "Rigstage reference shape of correction '" + c.name + "'");
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), qint64(text.size())) < 0 || !out.commit()) {
        if (error) {
            *error = tr("Cannot save %1: %2").arg(path, out.errorString());
        }
        return false;
    }
    return true;
}

bool Document::setCorrectionDrive(int correction, CorrectionDrive drive, int bone, QString* error)
{
    const CorrectionFile* file = corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())) {
        if (error) {
            *error = tr("Choose a correction first.");
        }
        return false;
    }
    CorrectionFile after = *file;
    Correction& c = after.corrections[std::size_t(correction)];
    c.drive = drive;
    if (drive == CorrectionDrive::Bone) {
        const Framework* fw = framework();
        if (!fw || bone < 0 || bone >= fw->boneCount()) {
            if (error) {
                *error = tr("Select the bone that should drive the correction (a helper joint or a deform bone).");
            }
            return false;
        }
        char best = 'Z';
        float turn = 0.0f;
        for (char axis : {'X', 'Y', 'Z'}) {
            const float t = CorrectionSet::boneTurnDegrees(*fw, world_, bone, axis);
            if (std::abs(t) > std::abs(turn)) {
                best = axis;
                turn = t;
            }
        }
        if (std::abs(turn) < 1.0f) {
            if (error) {
                *error = tr("%1 is not turned at this pose: pose it where the correction should be whole, then choose it.")
                             .arg(QString::fromStdString(fw->boneName(bone)));
            }
            return false;
        }
        c.driver = {fw->boneName(bone), best, 0.0f, turn, {}};
    }
    editCorrections(tr("Correction Driver"), after);
    return true;
}

void Document::setCorrectionMuted(int correction, bool muted)
{
    const CorrectionFile* file = corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size()) || file->corrections[std::size_t(correction)].muted == muted) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections[std::size_t(correction)].muted = muted;
    editCorrections(muted ? tr("Mute Correction") : tr("Unmute Correction"), after);
}

void Document::setCorrectionSolo(int correction, bool solo)
{
    const CorrectionFile* file = corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size()) || file->corrections[std::size_t(correction)].solo == solo) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections[std::size_t(correction)].solo = solo;
    editCorrections(solo ? tr("Solo Correction") : tr("Unsolo Correction"), after);
}

void Document::removeCorrection(int correction)
{
    const CorrectionFile* file = corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections.erase(after.corrections.begin() + correction);
    editCorrections(tr("Remove Correction"), after);
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
    return true;
}

}  // namespace rigstage
