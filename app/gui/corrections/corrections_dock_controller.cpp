#include "gui/corrections/corrections_dock_controller.h"
#include "gui/corrections/brush_occlusion.h"

#include <QAction>
#include <QMouseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>

#include "gui/corrections/corrections_model.h"
#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "viewport/viewport_widget.h"
#include "widgets/corrections_panel.h"

namespace rigstage {

namespace {

int driveRow(CorrectionDrive d)
{
    return d == CorrectionDrive::Shape ? 1 : d == CorrectionDrive::Bone ? 2 : 0;
}

}  // namespace

CorrectionsDockController::CorrectionsDockController(CorrectionsModel& model, Document& document, CorrectionsPanel* panel,
                                                     QAction* showMesh, QPlainTextEdit* messages, QWidget* window)
    : QObject(window)
    , model_(model)
    , document_(document)
    , panel_(panel)
    , showMesh_(showMesh)
    , messages_(messages)
    , window_(window)
{
    connect(panel_, &CorrectionsPanel::captureRequested, this, [this] {
        QString error;
        if (!model_.capture(QString(), &error)) {
            QMessageBox::warning(window_, tr("Capture Correction"), error);
        }
    });
    connect(panel_, &CorrectionsPanel::importRequested, this, [this](int row) { importCorrectedShape(row); });
    connect(panel_, &CorrectionsPanel::exportRequested, this, [this](int row) { exportReferenceShape(row); });
    connect(panel_, &CorrectionsPanel::removeRequested, &model_, &CorrectionsModel::remove);
    connect(panel_, &CorrectionsPanel::mutedToggled, &model_, &CorrectionsModel::setMuted);
    connect(panel_, &CorrectionsPanel::soloToggled, &model_, &CorrectionsModel::setSolo);
    connect(panel_, &CorrectionsPanel::driveChosen, this, [this](int row, int drive) {
        QString error;
        const CorrectionDrive chosen = drive == 1 ? CorrectionDrive::Shape : drive == 2 ? CorrectionDrive::Bone : CorrectionDrive::PoseSpace;
        if (!model_.setDrive(row, chosen, document_.selection()->bone(), &error)) {
            QMessageBox::warning(window_, tr("Correction Driver"), error);
            refresh();  // the box shows the drive it still has
        }
    });
    connect(panel_, &CorrectionsPanel::driverCurveEdited, this, [this](int row, const std::vector<CurvePoint>& keys) {
        if (!model_.setDriverKeys(row, keys)) {
            refresh();  // the editor shows the curve the correction still has
        }
    });
    connect(panel_, &CorrectionsPanel::heatMapChanged, this, &CorrectionsDockController::showDrive);
    connect(panel_, &CorrectionsPanel::paintZoneToggled, this, [this] {
        stroking_ = false;
        Q_EMIT panel_->heatMapChanged();  // the zone's colours on or off
    });
    connect(&model_, &CorrectionsModel::changed, this, &CorrectionsDockController::refresh);
    connect(&document_, &Document::loaded, this, &CorrectionsDockController::refresh);
    connect(&document_, &Document::stackChanged, this, &CorrectionsDockController::refresh);
}

void CorrectionsDockController::showDrive()
{
    const CorrectionFile* file = document_.corrections();
    const int row = panel_->current();
    const Correction* c = file && row >= 0 && row < int(file->corrections.size()) ? &file->corrections[std::size_t(row)] : nullptr;
    if (c) {
        panel_->setDrive(driveRow(c->drive));
    }
    panel_->setZoneSize(c ? int(c->zone.size()) : -1);
    if (!c || c->drive != CorrectionDrive::Bone) {
        panel_->setDriverCurve(nullptr, {}, false);
        curveShown_ = -1;
        return;
    }
    const std::vector<CurvePoint> keys = c->driver.curveKeys();
    panel_->setDriverCurve(&keys,
                           tr("%1's turn about %2 (degrees, across) gives the weight (up). Drag keys, double-click to add one, "
                              "Delete removes the selected one.")
                               .arg(QString::fromStdString(c->driver.bone), QChar::fromLatin1(c->driver.axis)),
                           row != curveShown_);
    curveShown_ = row;
}

void CorrectionsDockController::refresh()
{
    QList<CorrectionsPanel::Row> rows;
    if (const CorrectionFile* file = document_.corrections()) {
        for (std::size_t i = 0; i < file->corrections.size(); ++i) {
            const Correction& c = file->corrections[i];
            CorrectionsPanel::Row r;
            r.name = QString::fromStdString(c.name);
            r.drive = c.drive == CorrectionDrive::PoseSpace ? tr("pose space (RBF over the similarities)")
                      : c.drive == CorrectionDrive::Shape   ? tr("shape (its similarity)")
                                                            : tr("bone %1").arg(QString::fromStdString(c.driver.bone));
            r.sculpted = int(c.sculptVertices.size());
            r.muted = c.muted;
            r.solo = c.solo;
            r.usable = model_.meshOf(int(i)) >= 0;
            r.problem = problemText(int(i));
            rows << r;
        }
    }
    panel_->setMeshAvailable(document_.hasMeshes());
    panel_->setCorrections(rows);
    showDrive();
    updateLive();
    if (panel_->paintingZone()) {
        Q_EMIT panel_->heatMapChanged();  // the zone as it is now (an undo, a stroke)
    }
}

QString CorrectionsDockController::problemText(int correction) const
{
    const CorrectionFile* file = document_.corrections();
    const std::vector<CorrectionState>& states = model_.states();
    if (!file || correction < 0 || std::size_t(correction) >= states.size() || std::size_t(correction) >= file->corrections.size()) {
        return {};
    }
    const CorrectionState& s = states[std::size_t(correction)];
    switch (s.problem) {
    case CorrectionProblem::None:
    case CorrectionProblem::NoSculpt:  // the panel says so itself
        return {};
    case CorrectionProblem::SameShapeAsBindPose:
        return tr("Cannot act at its pose: the vertices it looks at have the same shape there as in the bind pose, so pose "
                  "space cannot tell the two apart and leaves it at 0. Drive it by a bone, or sculpt where the mesh bends.");
    case CorrectionProblem::SameShapeAsAnother:
        return tr("Shares its pose with '%1' (the same reference shape): pose space gives each half the weight there. "
                  "Capture one of them at another pose, or put both sculpts in one.")
            .arg(s.other >= 0 && std::size_t(s.other) < file->corrections.size()
                     ? QString::fromStdString(file->corrections[std::size_t(s.other)].name)
                     : QString());
    case CorrectionProblem::ZeroDriverRange:
        return tr("Its driver's range has no length (from = to = %1 degrees): the weight jumps from 0 to 1 there. "
                  "Choose the bone again at another turn, or set from and to apart in the file.")
            .arg(double(file->corrections[std::size_t(correction)].driver.to));
    }
    return {};
}

void CorrectionsDockController::updateLive()
{
    QList<float> weights, similarities;
    if (showMesh_->isChecked()) {
        for (const CorrectionState& s : model_.states()) {
            weights << s.weight;
            similarities << s.similarity;
        }
    }
    panel_->setLive(weights, similarities);
}

void CorrectionsDockController::setViewport(ViewportWidget* viewport)
{
    viewport_ = viewport;
    viewport_->stage()->installEventFilter(this);
}

std::vector<std::uint32_t> CorrectionsDockController::verticesUnderBrush(int mesh, const QPointF& at) const
{
    std::vector<std::uint32_t> out;
    if (!viewport_ || mesh < 0 || mesh >= document_.meshes().meshCount()) {
        return out;
    }
    const SkinOutput& skinned = document_.meshes().output(mesh);
    const CameraSpec camera = viewport_->cameraSpec();
    const glm::vec3 forward = glm::normalize(camera.target - camera.position);
    const double radius = panel_->brushRadius();
    std::vector<ProjectedVertex> projected(skinned.positions.size());
    std::vector<std::uint32_t> candidates;
    for (std::size_t v = 0; v < skinned.positions.size(); ++v) {
        const glm::vec3& p = skinned.positions[v];
        const auto s = viewport_->screenPosition(p);
        ProjectedVertex& projection = projected[v];
        projection.depth = glm::dot(p - camera.position, forward);
        projection.onScreen = s.has_value() && projection.depth > 0.0f;
        if (!projection.onScreen) {
            continue;
        }
        projection.screen = glm::vec2(float(s->x()), float(s->y()));
        // Facing the camera: the brush paints the side the user sees, not the far side through it.
        const glm::vec3 toCamera = camera.orthographic ? camera.position - camera.target : camera.position - p;
        if (v < skinned.normals.size() && glm::dot(skinned.normals[v], toCamera) <= 0.0f) {
            continue;
        }
        if (QLineF(*s, at).length() <= radius) {
            candidates.push_back(std::uint32_t(v));
        }
    }
    // Nor what a nearer part hides: a hand held in front of the hip keeps the hip unpainted.
    return visibleUnderBrush(projected, document_.meshes().mesh(mesh).indices, candidates,
                             glm::vec2(float(at.x()), float(at.y())), float(radius), camera.orthographic);
}

void CorrectionsDockController::brushTo(const QPointF& at)
{
    // Dabs along the segment half a radius apart, so a fast stroke leaves no gaps.
    const double length = QLineF(strokeLast_, at).length();
    const int dabs = std::max(1, int(std::ceil(length / std::max(1.0, panel_->brushRadius() * 0.5))));
    for (int i = 1; i <= dabs; ++i) {
        const QPointF dab = strokeLast_ + (at - strokeLast_) * (double(i) / dabs);
        for (std::uint32_t v : verticesUnderBrush(strokeMesh_, dab)) {
            if (v < stroke_.size()) {
                stroke_[v] = 1;
            }
        }
    }
    strokeLast_ = at;
    Q_EMIT panel_->heatMapChanged();
}

bool CorrectionsDockController::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (!viewport_ || watched != viewport_->stage()
        || (type != QEvent::MouseButtonPress && type != QEvent::MouseMove && type != QEvent::MouseButtonRelease)) {
        return QObject::eventFilter(watched, event);
    }
    auto* mouse = static_cast<QMouseEvent*>(event);
    if (type == QEvent::MouseButtonPress) {
        // Alt keeps navigating (orbit), other buttons too; the left button paints.
        if (!panel_->paintingZone() || mouse->button() != Qt::LeftButton || (mouse->modifiers() & Qt::AltModifier)) {
            return false;
        }
        strokeMesh_ = model_.meshOf(panel_->current());
        if (strokeMesh_ < 0) {
            return true;  // its mesh is not loaded: nothing to paint, and no selecting either
        }
        stroking_ = true;
        erasing_ = mouse->modifiers() & Qt::ControlModifier;
        stroke_.assign(document_.meshes().output(strokeMesh_).positions.size(), 0);
        strokeLast_ = mouse->position();
        brushTo(mouse->position());
        return true;
    }
    if (!stroking_) {
        return false;
    }
    if (type == QEvent::MouseMove) {
        brushTo(mouse->position());
        return true;
    }
    if (mouse->button() != Qt::LeftButton) {
        return true;
    }
    brushTo(mouse->position());
    stroking_ = false;
    std::vector<std::uint32_t> vertices;
    for (std::size_t v = 0; v < stroke_.size(); ++v) {
        if (stroke_[v]) {
            vertices.push_back(std::uint32_t(v));
        }
    }
    stroke_.clear();
    model_.paintZone(panel_->current(), vertices, erasing_);  // one undo step per stroke
    Q_EMIT panel_->heatMapChanged();
    return true;
}

std::vector<float> CorrectionsDockController::heat(int mesh) const
{
    const int chosen = panel_->current();
    const CorrectionFile* file = document_.corrections();
    if (panel_->paintingZone() && file && chosen >= 0 && chosen < int(file->corrections.size()) && model_.meshOf(chosen) == mesh) {
        std::vector<float> zone(document_.meshes().output(mesh).positions.size(), 0.0f);
        for (std::uint32_t v : file->corrections[std::size_t(chosen)].zone) {
            if (v < zone.size()) {
                zone[v] = 1.0f;
            }
        }
        for (std::size_t v = 0; stroking_ && mesh == strokeMesh_ && v < stroke_.size() && v < zone.size(); ++v) {
            if (stroke_[v]) {
                zone[v] = erasing_ ? 0.0f : 1.0f;
            }
        }
        return zone;
    }
    if (chosen < 0 || !panel_->heatMap() || model_.meshOf(chosen) != mesh) {
        return {};
    }
    std::vector<float> heat = model_.displacement(chosen);
    const float most = heat.empty() ? 0.0f : *std::max_element(heat.begin(), heat.end());
    for (float& h : heat) {
        h = most > 0.0f ? h / most : 0.0f;
    }
    return heat;
}

bool CorrectionsDockController::reportError(const QString& title, const QString& error)
{
    messages_->appendPlainText(error);
    QMessageBox::warning(window_, title, error);
    return false;
}

bool CorrectionsDockController::importCorrectedShape(int correction, QString path)
{
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(window_, tr("Import Sculpt"), QFileInfo(document_.path()).absolutePath(),
                                            tr("Sculpted shapes (*.obj *.gltf *.glb *.fbx *.dae);;All files (*)"));
        if (path.isEmpty()) {
            return false;
        }
    }
    QString error;
    return model_.importCorrectedShape(correction, path, &error) || reportError(tr("Import Sculpt"), error);
}

bool CorrectionsDockController::exportReferenceShape(int correction, QString path)
{
    if (path.isEmpty()) {
        const QString name = panel_->list()->currentItem() ? panel_->list()->currentItem()->text(0) : QString();
        path = QFileDialog::getSaveFileName(window_, tr("Export Reference"),
                                            QFileInfo(document_.path()).absolutePath() + QLatin1Char('/') + name + QStringLiteral(".obj"),
                                            tr("OBJ (*.obj)"));
        if (path.isEmpty()) {
            return false;
        }
    }
    QString error;
    if (!model_.exportReferenceShape(correction, path, &error)) {
        return reportError(tr("Export Reference"), error);
    }
    messages_->appendPlainText(tr("Wrote the reference shape to %1: sculpt it keeping the vertex order, then Import Sculpt.")
                                   .arg(path));
    return true;
}

}  // namespace rigstage
