#include "gui/costumes/costume_compare_controller.h"

#include <QAction>
#include <QCursor>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>
#include <QTreeWidget>

#include <cmath>
#include <limits>

#include "gui/costumes/costume_compare_dialog.h"
#include "gui/costumes/costume_comparison.h"
#include "gui/document.h"
#include "gui/scene/viewport_controller.h"
#include "viewport/camera_spec.h"
#include "viewport/mesh_scene.h"
#include "viewport/overlay_meshes.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

namespace {

// How near the divider (in pixels) a press takes hold of it.
constexpr int kGrab = 6;

}  // namespace

CostumeCompareController::CostumeCompareController(Document& document, ViewportWidget* viewport, ViewportController* scene,
                                                   QMenu* view, QAction* showMesh, QMainWindow* window)
    : QObject(window)
    , document_(document)
    , viewport_(viewport)
    , showMesh_(showMesh)
    , comparison_(new CostumeComparison(document, this))
    , meshes_(new OverlayMeshes(viewport->stage()->scene()->root(), this))
{
    auto* compare = new QAction(tr("Compare &Costumes..."), window);
    compare->setObjectName(QStringLiteral("compareCostumes"));
    compare->setToolTip(tr("Copies of the character in chosen costume sets, playing in step with it: side by side, "
                           "or overlaid with a divider to drag, each set's findings listed."));
    connect(compare, &QAction::triggered, this, &CostumeCompareController::openDialog);
    auto* stop = new QAction(tr("Stop Comparing Costumes"), window);
    stop->setObjectName(QStringLiteral("stopCostumeComparison"));
    stop->setEnabled(false);
    connect(stop, &QAction::triggered, comparison_, &CostumeComparison::stop);
    auto* wear = new QAction(tr("&Wear This Set"), window);
    wear->setObjectName(QStringLiteral("wearComparedSet"));
    wear->setToolTip(tr("The character wears this copy's costume set (one undo step); the comparison goes on."));
    connect(wear, &QAction::triggered, this, [this] {
        if (clickedSet_ >= 0 && clickedSet_ < comparison_->setCount()) {
            document_.wearCostumes(comparison_->set(clickedSet_));
        }
        clickedSet_ = -1;
    });
    // The viewport controller makes the menu first (connected before): the action joins it when the
    // click was on a copy.
    connect(viewport_, &ViewportWidget::contextMenuRequested, this, [this, scene, wear](int, const QPoint& global) {
        clickedSet_ = setAt(viewport_->stage()->mapFromGlobal(global));
        if (clickedSet_ >= 0 && scene->menu()) {
            wear->setText(tr("&Wear This Set (%1)").arg(comparison_->setName(clickedSet_)));
            scene->menu()->addSeparator();
            scene->menu()->addAction(wear);
        }
    });
    actions_.insert(compare->objectName(), compare);
    actions_.insert(stop->objectName(), stop);
    actions_.insert(wear->objectName(), wear);
    view->addAction(compare);
    view->addAction(stop);

    dock_ = new QDockWidget(tr("Costume Findings"), window);
    dock_->setObjectName(QStringLiteral("costumeFindingsDock"));
    tree_ = new QTreeWidget(dock_);
    tree_->setObjectName(QStringLiteral("costumeFindings"));
    tree_->setHeaderHidden(true);
    tree_->setColumnCount(1);
    dock_->setWidget(tree_);
    window->addDockWidget(Qt::RightDockWidgetArea, dock_);
    dock_->hide();
    // Only while comparing: the default layout shows every dock, this one goes again.
    connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !comparison_->active()) {
            QTimer::singleShot(0, dock_, [this] {
                if (!comparison_->active()) {
                    dock_->hide();
                }
            });
        }
    });

    connect(comparison_, &CostumeComparison::changed, this, [this, stop] {
        stop->setEnabled(comparison_->active());
        rebuild();
    });
    connect(comparison_, &CostumeComparison::evaluated, this, &CostumeCompareController::upload);
    connect(comparison_, &CostumeComparison::wipeMoved, this, &CostumeCompareController::placeWipe);
    connect(&document_, &Document::poseChanged, comparison_, &CostumeComparison::evaluate);
    connect(showMesh_, &QAction::toggled, this, [this] {
        if (comparison_->mode() == CostumeComparison::Mode::Wipe) {
            viewport_->setShowMesh(false);  // still under the wiped copies (the View menu's own slot ran first)
        }
    });

    StageWindow* stage = viewport_->stage();
    stage->installEventFilter(this);  // a resize moves the divider with the area's width
    connect(stage, &StageWindow::leftPressed, this, [this](const QPoint& p) {
        dragging_ = comparison_->mode() == CostumeComparison::Mode::Wipe && std::abs(p.x() - wipeColumn()) <= kGrab;
    });
    connect(stage, &StageWindow::leftDragged, this, [this](const QPoint& p) {
        if (dragging_ && viewport_->stage()->width() > 0) {
            comparison_->setWipePosition(double(p.x()) / double(viewport_->stage()->width()));
        }
    });
    connect(stage, &StageWindow::leftReleased, this, [this] { dragging_ = false; });
    connect(stage, &StageWindow::hovered, this, [this](const QPoint& p) {
        const bool near = comparison_->mode() == CostumeComparison::Mode::Wipe && p.x() >= 0 && std::abs(p.x() - wipeColumn()) <= kGrab;
        if (near || dragging_) {
            viewport_->stage()->setCursor(Qt::SplitHCursor);
        } else {
            viewport_->stage()->unsetCursor();
        }
    });
}

CostumeCompareController::~CostumeCompareController() = default;

int CostumeCompareController::wipeColumn() const
{
    return int(std::lround(comparison_->wipePosition() * double(viewport_->stage()->width())));
}

int CostumeCompareController::setAt(const QPoint& position) const
{
    if (!comparison_->active()) {
        return -1;
    }
    glm::vec3 origin, direction;
    viewport_->stage()->cameraSpec().ray(glm::vec2(position.x(), position.y()), viewport_->stage()->size(), origin, direction);
    return comparison_->setAt(origin, direction);
}

void CostumeCompareController::openDialog()
{
    if (!document_.isOpen()) {
        return;
    }
    if (dialog_) {
        dialog_->raise();
        return;
    }
    std::vector<std::vector<int>> chosen;
    for (int i = 0; i < comparison_->setCount(); ++i) {
        chosen.push_back(comparison_->set(i));
    }
    if (chosen.empty()) {
        chosen = {{}};  // a first look: the character as it is against a costume
        if (!document_.costumeNames().isEmpty()) {
            chosen.push_back({0});
        }
    }
    const CostumeComparison::Mode mode = comparison_->active() ? comparison_->mode() : CostumeComparison::Mode::SideBySide;
    dialog_ = new CostumeCompareDialog(document_.costumeNames(), chosen, mode, document_.costumes(), viewport_->window());
    dialog_->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog_, &QDialog::finished, this, [this](int result) {
        CostumeCompareDialog* dialog = dialog_;
        dialog_ = nullptr;
        if (result != QDialog::Accepted) {
            return;
        }
        QString error;
        if (!comparison_->start(dialog->sets(), dialog->mode(), &error)) {
            document_.addMessage(error);
            return;
        }
        if (comparison_->mode() == CostumeComparison::Mode::SideBySide) {
            frameCopies();
        }
    });
    dialog_->open();
}

void CostumeCompareController::rebuild()
{
    std::vector<std::vector<std::uint32_t>> triangles;
    std::vector<OverlayMeshes::Look> looks;
    const bool wipe = comparison_->mode() == CostumeComparison::Mode::Wipe;
    for (int s = 0; s < comparison_->setCount(); ++s) {
        const MeshDeformer& meshes = comparison_->meshes(s);
        for (int m = 0; comparison_->copy(s) && m < meshes.meshCount(); ++m) {
            triangles.push_back(meshes.mesh(m).indices);
            looks.push_back(!wipe ? OverlayMeshes::Look::Shaded : s == 0 ? OverlayMeshes::Look::WipeLeft : OverlayMeshes::Look::WipeRight);
        }
    }
    meshes_->setParts(triangles, looks);
    // Under a wipe the copies stand where the character does: its own mesh would cover them.
    viewport_->setShowMesh(!wipe && showMesh_->isChecked());
    placeWipe();
    showFindings();
    upload();
}

void CostumeCompareController::upload()
{
    int part = 0;
    for (int s = 0; s < comparison_->setCount(); ++s) {
        if (!comparison_->copy(s)) {
            continue;
        }
        const MeshDeformer& meshes = comparison_->meshes(s);
        const std::vector<int>& layers = comparison_->meshLayers(s);
        for (int m = 0; m < meshes.meshCount(); ++m, ++part) {
            const SkinOutput& out = meshes.output(m);
            std::vector<float> vertices = interleaveMeshVertices(out.positions, out.normals, nullptr);
            const glm::vec3 tint = meshLayerTint(std::size_t(m) < layers.size() ? layers[std::size_t(m)] : 0);
            for (std::size_t i = 6; i + 2 < vertices.size(); i += 9) {
                vertices[i] = tint.x, vertices[i + 1] = tint.y, vertices[i + 2] = tint.z;
            }
            meshes_->setVertices(part, vertices);
        }
    }
}

void CostumeCompareController::placeWipe()
{
    StageWindow* stage = viewport_->stage();
    if (comparison_->mode() == CostumeComparison::Mode::Wipe) {
        meshes_->setWipe(float(wipeColumn()), float(stage->width()), stage->devicePixelRatio());
    } else {
        meshes_->setWipe(std::nullopt, float(stage->width()), stage->devicePixelRatio());
    }
}

void CostumeCompareController::showFindings()
{
    tree_->clear();
    if (!comparison_->active()) {
        dock_->hide();
        return;
    }
    const bool wipe = comparison_->mode() == CostumeComparison::Mode::Wipe;
    for (int s = 0; s < comparison_->setCount(); ++s) {
        const Diagnostics& findings = comparison_->findings(s);
        QString name = comparison_->setName(s);
        if (wipe) {
            name = s == 0 ? tr("Left: %1").arg(name) : tr("Right: %1").arg(name);
        }
        const int errors = findings.count(Severity::Error), warnings = findings.count(Severity::Warning);
        QString text = errors + warnings == 0 ? tr("%1: no findings").arg(name)
                                              : tr("%1: %2 error(s), %3 warning(s)").arg(name).arg(errors).arg(warnings);
        if (!comparison_->copy(s)) {
            text += QLatin1Char(' ') + tr("(does not stack: not shown)");
        }
        auto* item = new QTreeWidgetItem(tree_, {text});
        for (const Diagnostic& d : findings.folded()) {
            auto* line = new QTreeWidgetItem(item, {QString::fromStdString(formatDiagnostic(d))});
            line->setToolTip(0, line->text(0));  // the file's path makes lines long
        }
        item->setExpanded(true);
    }
    tree_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    dock_->show();
}

void CostumeCompareController::frameCopies()
{
    glm::vec3 lo(std::numeric_limits<float>::max()), hi(-std::numeric_limits<float>::max());
    auto grow = [&](const glm::vec3& p) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    };
    for (const glm::mat4& m : document_.world()) {
        grow(glm::vec3(m[3]));
    }
    for (int s = 0; s < comparison_->setCount(); ++s) {
        for (const glm::mat4& m : comparison_->world(s)) {
            grow(glm::vec3(m[3]));
        }
        const MeshDeformer& meshes = comparison_->meshes(s);
        for (int m = 0; comparison_->copy(s) && m < meshes.meshCount(); ++m) {
            for (const glm::vec3& p : meshes.output(m).positions) {
                grow(p);
            }
        }
    }
    if (lo.x > hi.x) {
        return;
    }
    const CameraSpec old = viewport_->cameraSpec();
    CameraSpec c = CameraSpec::framing(lo, hi, document_.zUp(), old.fovDegrees);
    const glm::vec3 direction = glm::normalize(old.position - old.target);
    c.position = c.target + direction * glm::length(c.position - c.target);  // the view's direction kept
    c.up = old.up;
    c.orthographic = old.orthographic;
    viewport_->setCameraSpec(c);
}

bool CostumeCompareController::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && comparison_->mode() == CostumeComparison::Mode::Wipe) {
        placeWipe();
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace rigstage
