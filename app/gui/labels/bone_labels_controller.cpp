#include "gui/labels/bone_labels_controller.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "skeleton/bone_name.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

BoneLabelsController::BoneLabelsController(Document& document, ViewportWidget* viewport, QMenu* view, QObject* parent)
    : QObject(parent)
    , document_(document)
    , viewport_(viewport)
{
    QMenu* labels = view->addMenu(tr("Bone &Labels"));
    auto* group = new QActionGroup(this);
    const std::pair<const char*, QString> kinds[] = {{"none", tr("&None")}, {"selected", tr("&Selected Bone")}, {"all", tr("&All Bones")}};
    for (const auto& [name, text] : kinds) {
        QAction* a = labels->addAction(text);
        a->setObjectName(QStringLiteral("labels-") + QLatin1String(name));
        a->setCheckable(true);
        a->setChecked(QLatin1String(name) == QLatin1String("none"));
        group->addAction(a);
        actions_ << a;
        connect(a, &QAction::toggled, this, [this](bool on) {
            if (on) {
                update();
            }
        });
    }
    selected_ = actions_[1];
    all_ = actions_[2];
    connect(document_.selection(), &SelectionModel::changed, this, &BoneLabelsController::update);
    connect(document_.visibility(), &VisibilityModel::changed, this, &BoneLabelsController::update);
}

void BoneLabelsController::update()
{
    std::vector<BoneLabels::Label> labels;
    const Framework* fw = document_.framework();
    const auto& world = document_.world();
    if (fw && int(world.size()) == fw->boneCount()) {
        const auto label = [&](int b) {
            labels.push_back({QString::fromStdString(std::string(shortNameOf(fw->boneName(b)))), glm::vec3(world[std::size_t(b)][3])});
        };
        if (all_->isChecked()) {
            const std::set<int> notDrawn = document_.visibility()->bonesNotDrawn();
            for (int b = 0; b < fw->boneCount(); ++b) {
                if (!notDrawn.count(b)) {
                    label(b);
                }
            }
        } else if (selected_->isChecked() && document_.selection()->bone() >= 0) {
            label(document_.selection()->bone());
        }
    }
    viewport_->stage()->setLabels(labels);
}

}  // namespace rigstage
