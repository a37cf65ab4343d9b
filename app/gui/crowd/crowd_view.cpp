#include "gui/crowd/crowd_view.h"

#include <QAction>
#include <QMenu>

#include "gui/crowd/crowd_preview.h"
#include "gui/document.h"
#include "gui/scene/viewport_controller.h"
#include "viewport/crowd_bodies_scene.h"
#include "viewport/mesh_scene.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

CrowdView::CrowdView(Document& document, ViewportWidget* viewport, ViewportController* scene, QAction* showMesh, QAction* bodies,
                     QObject* parent)
    : QObject(parent)
    , document_(document)
    , viewport_(viewport)
    , controller_(scene)
    , showMesh_(showMesh)
    , bodies_(bodies)
{
    setObjectName(QStringLiteral("crowdView"));
    bodiesScene_ = new CrowdBodiesScene(viewport_->stage()->scene()->root(), this);
    open_ = new QAction(tr("Open This &Instance"), this);
    open_->setObjectName(QStringLiteral("openCrowdInstance"));
    open_->setToolTip(tr("The character alone in this copy's costumes, at the frame the copy plays."));
    connect(open_, &QAction::triggered, this, [this] {
        document_.crowdPreview()->openCopy(clicked_);
        clicked_ = -1;
    });
    CrowdPreview* crowd = document_.crowdPreview();
    connect(showMesh_, &QAction::toggled, this, &CrowdView::applyToggles);
    connect(bodies_, &QAction::toggled, this, &CrowdView::applyToggles);
    connect(crowd, &CrowdPreview::bodiesChanged, this, &CrowdView::rebuild);
    connect(crowd, &CrowdPreview::bodiesChanged, controller_, &ViewportController::refreshStyles);  // the copies' bones go or come back
    connect(&document_, &Document::poseChanged, this, &CrowdView::upload);
    connect(&document_, &Document::loaded, this, &CrowdView::rebuild);  // a load drops the crowd without a signal
    // The menu is made by the viewport controller first (connected before): the action joins it
    // when the click was on a copy.
    connect(viewport_, &ViewportWidget::contextMenuRequested, this, [this](int, const QPoint& global) {
        clicked_ = copyAt(viewport_->stage()->mapFromGlobal(global));
        if (clicked_ >= 0 && controller_->menu()) {
            controller_->menu()->addSeparator();
            controller_->menu()->addAction(open_);
        }
    });
    applyToggles();
}

int CrowdView::copyAt(const QPoint& position) const
{
    const CrowdPreview* crowd = document_.crowdPreview();
    if (!crowd->bodies() || !bodiesScene_->isDrawn()) {
        return -1;
    }
    glm::vec3 origin, direction;
    viewport_->stage()->cameraSpec().ray(glm::vec2(position.x(), position.y()), viewport_->stage()->size(), origin, direction);
    return crowd->copyAt(origin, direction);
}

void CrowdView::applyToggles()
{
    const bool on = showMesh_->isChecked() && bodies_->isChecked();
    bodiesScene_->setVisible(on);
    document_.crowdPreview()->setBodies(on);
}

void CrowdView::rebuild()
{
    const CrowdSkin* skin = document_.crowdPreview()->bodies();
    if (!skin) {
        bodiesScene_->setTopology({}, {});
        return;
    }
    std::vector<glm::vec3> colours;
    colours.reserve(skin->vertexCount());
    for (int layer : skin->vertexLayers()) {
        colours.push_back(meshLayerTint(layer));
    }
    bodiesScene_->setTopology(skin->indices(), colours);
    bodiesScene_->restartFrameClock();
    upload();
}

void CrowdView::upload()
{
    CrowdPreview* crowd = document_.crowdPreview();
    if (const CrowdSkin* skin = crowd->bodies(); skin && skin->vertexCount() > 0) {
        bodiesScene_->setVertices(skin->vertices());
        // Framing takes the bodies in: the copies' bones are not drawn with them.
        const std::vector<float>& v = skin->vertices();
        glm::vec3 lo(v[0], v[1], v[2]), hi = lo;
        for (std::size_t i = 6; i + 2 < v.size(); i += 6) {
            const glm::vec3 p(v[i], v[i + 1], v[i + 2]);
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
        viewport_->setExtraBounds(std::pair{lo, hi});
    } else {
        viewport_->setExtraBounds(std::nullopt);
    }
    crowd->setFrameMilliseconds(crowd->size() > 1 ? bodiesScene_->frameMilliseconds() : 0.0);
}

}  // namespace rigstage
