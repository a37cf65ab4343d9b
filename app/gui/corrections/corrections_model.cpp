// The sculpt corrections' edits: capture a reference at the current pose, import a sculpt, export
// a reference to sculpt on, choose what drives a correction, mute / solo / remove. Each edit is one
// undo step on the document, which owns the corrections with the rest of the character's files.
#include "gui/corrections/corrections_model.h"

#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <iterator>

#include "gui/document.h"
#include "sculpt/shape_import.h"

namespace rigstage {

CorrectionsModel::CorrectionsModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
    connect(&document_, &Document::correctionsChanged, this, &CorrectionsModel::changed);
}

const std::vector<CorrectionState>& CorrectionsModel::states() const
{
    return document_.meshes().corrections().states();
}

std::vector<float> CorrectionsModel::displacement(int correction) const
{
    return document_.meshes().corrections().displacement(correction);
}

int CorrectionsModel::meshOf(int correction) const
{
    return document_.meshes().corrections().meshOf(correction);
}

bool CorrectionsModel::capture(const QString& name, QString* error)
{
    const MeshDeformer& deformer = document_.meshes();
    const std::vector<glm::mat4>& world = document_.world();
    if (!document_.isOpen() || deformer.meshCount() == 0) {
        if (error) {
            *error = tr("The character has no mesh to correct (add <Mesh> to the manifest).");
        }
        return false;
    }
    if (!document_.corrections() && !document_.data()->manifest.correctionsFile.empty()) {
        // The manifest names a correction file that did not load: a new one would overwrite it.
        if (error) {
            *error = tr("The correction file %1 did not load (see Messages); fix it and reload before capturing.")
                         .arg(QString::fromStdString(document_.data()->manifest.correctionsFile));
        }
        return false;
    }
    CorrectionFile file = document_.corrections() ? *document_.corrections() : CorrectionFile{};
    if (file.file.empty()) {
        file.file = (QFileInfo(document_.path()).absolutePath() + QLatin1Char('/') + QFileInfo(document_.path()).baseName()
                     + QStringLiteral(".Corrections.xml")).toStdString();
    }
    Correction c;
    c.name = name.trimmed().toStdString();
    for (int n = int(file.corrections.size()) + 1; c.name.empty() || file.find(c.name) >= 0; ++n) {
        c.name = tr("Correction %1").arg(n).toStdString();
    }
    const SkinnedMesh& mesh = deformer.mesh(0);
    c.mesh = mesh.name;
    // The pose of every skin bone as the mesh on screen was skinned: bound bones at their world
    // transform now, unbound ones at their bind pose (the skin leaves them there).
    const SkinBinding& binding = deformer.binding(0);
    for (std::size_t p = 0; p < mesh.paletteBones.size(); ++p) {
        const int bone = p < binding.paletteToBone.size() ? binding.paletteToBone[p] : -1;
        c.pose.emplace_back(mesh.paletteBones[p], bone >= 0 && std::size_t(bone) < world.size() ? world[std::size_t(bone)]
                                                                                                 : glm::inverse(mesh.inverseBind[p]));
    }
    file.corrections.push_back(std::move(c));
    document_.editCorrections(tr("Capture Correction"), file);
    return true;
}

bool CorrectionsModel::importCorrectedShape(int correction, const QString& path, QString* error)
{
    const MeshDeformer& deformer = document_.meshes();
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())) {
        if (error) {
            *error = tr("Choose a correction first (capture one at the pose to correct).");
        }
        return false;
    }
    const Correction& c = file->corrections[std::size_t(correction)];
    int meshIndex = -1;
    for (int m = 0; m < deformer.meshCount() && meshIndex < 0; ++m) {
        meshIndex = deformer.mesh(m).name == c.mesh || c.mesh.empty() ? m : -1;
    }
    Diagnostics d;
    const auto shape = meshIndex >= 0 ? readShapePositions(path.toStdString(), d) : std::nullopt;
    SkinOutput reference;
    std::string missing;
    const bool ok = shape && CorrectionSet::referenceShape(c, deformer.mesh(meshIndex), document_.skinningMethod(), reference, missing)
                    && checkCorrectedShape(reference.positions, deformer.mesh(meshIndex).indices, *shape, path.toStdString(), d);
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
    document_.editCorrections(tr("Import Sculpt"), after);
    return true;
}

bool CorrectionsModel::exportReferenceShape(int correction, const QString& path, QString* error) const
{
    const MeshDeformer& deformer = document_.meshes();
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size()) || deformer.meshCount() == 0) {
        if (error) {
            *error = tr("Choose a correction first.");
        }
        return false;
    }
    const Correction& c = file->corrections[std::size_t(correction)];
    const int meshIndex = std::max(0, deformer.corrections().meshOf(correction));
    SkinOutput reference;
    std::string missing;
    if (!CorrectionSet::referenceShape(c, deformer.mesh(meshIndex), document_.skinningMethod(), reference, missing)) {
        if (error) {
            *error = tr("The correction's pose lacks the skin bone '%1'.").arg(QString::fromStdString(missing));
        }
        return false;
    }
    const std::string text = shapeToObj(reference.positions, deformer.mesh(meshIndex).indices,
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

bool CorrectionsModel::setDrive(int correction, CorrectionDrive drive, int bone, QString* error)
{
    const CorrectionFile* file = document_.corrections();
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
        const Framework* fw = document_.framework();
        if (!fw || bone < 0 || bone >= fw->boneCount()) {
            if (error) {
                *error = tr("Select the bone that should drive the correction (a helper joint or a deform bone).");
            }
            return false;
        }
        char best = 'Z';
        float turn = 0.0f;
        for (char axis : {'X', 'Y', 'Z'}) {
            const float t = CorrectionSet::boneTurnDegrees(*fw, document_.world(), bone, axis);
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
    document_.editCorrections(tr("Correction Driver"), after);
    return true;
}

bool CorrectionsModel::setDriverKeys(int correction, const std::vector<CurvePoint>& keys)
{
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())
        || file->corrections[std::size_t(correction)].drive != CorrectionDrive::Bone) {
        return false;
    }
    for (std::size_t k = 1; k < keys.size(); ++k) {
        if (!(keys[k].position.x > keys[k - 1].position.x)) {
            return false;  // the file could not hold it (correction.bad-key)
        }
    }
    for (const CurvePoint& k : keys) {
        if (!std::isfinite(k.position.x) || !std::isfinite(k.position.y)) {
            return false;
        }
    }
    if (file->corrections[std::size_t(correction)].driver.keys == keys) {
        return true;
    }
    CorrectionFile after = *file;
    after.corrections[std::size_t(correction)].driver.keys = keys;
    document_.editCorrections(tr("Edit Driver Curve"), after);
    return true;
}

void CorrectionsModel::paintZone(int correction, const std::vector<std::uint32_t>& vertices, bool remove)
{
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())) {
        return;
    }
    const int mesh = meshOf(correction);
    const std::size_t count = mesh >= 0 ? document_.meshes().mesh(mesh).positions.size() : 0;
    std::vector<std::uint32_t> zone = file->corrections[std::size_t(correction)].zone;
    std::sort(zone.begin(), zone.end());
    std::vector<std::uint32_t> stroke;
    for (std::uint32_t v : vertices) {
        if (v < count) {
            stroke.push_back(v);
        }
    }
    std::sort(stroke.begin(), stroke.end());
    stroke.erase(std::unique(stroke.begin(), stroke.end()), stroke.end());
    std::vector<std::uint32_t> result;
    if (remove) {
        std::set_difference(zone.begin(), zone.end(), stroke.begin(), stroke.end(), std::back_inserter(result));
    } else {
        std::set_union(zone.begin(), zone.end(), stroke.begin(), stroke.end(), std::back_inserter(result));
    }
    if (result == zone && zone == file->corrections[std::size_t(correction)].zone) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections[std::size_t(correction)].zone = std::move(result);
    document_.editCorrections(remove ? tr("Erase Zone") : tr("Paint Zone"), after);
}

void CorrectionsModel::setMuted(int correction, bool muted)
{
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size()) || file->corrections[std::size_t(correction)].muted == muted) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections[std::size_t(correction)].muted = muted;
    document_.editCorrections(muted ? tr("Mute Correction") : tr("Unmute Correction"), after);
}

void CorrectionsModel::setSolo(int correction, bool solo)
{
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size()) || file->corrections[std::size_t(correction)].solo == solo) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections[std::size_t(correction)].solo = solo;
    document_.editCorrections(solo ? tr("Solo Correction") : tr("Unsolo Correction"), after);
}

void CorrectionsModel::remove(int correction)
{
    const CorrectionFile* file = document_.corrections();
    if (!file || correction < 0 || correction >= int(file->corrections.size())) {
        return;
    }
    CorrectionFile after = *file;
    after.corrections.erase(after.corrections.begin() + correction);
    document_.editCorrections(tr("Remove Correction"), after);
}

}  // namespace rigstage
