// Bone name labels in the viewport (View > Bone Labels: none, the selected bone, or every bone
// drawn), following the pose and facing the camera.
#include "gui/main_window.h"

#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include "skeleton/bone_name.h"
#include "viewport/viewport_widget.h"

namespace rigstage {

void MainWindow::createLabelActions(QMenu* view)
{
    QMenu* labels = view->addMenu(tr("Bone &Labels"));
    auto* group = new QActionGroup(this);
    const std::pair<const char*, QString> kinds[] = {{"none", tr("&None")}, {"selected", tr("&Selected Bone")}, {"all", tr("&All Bones")}};
    for (const auto& [name, text] : kinds) {
        QAction* a = labels->addAction(text);
        a->setCheckable(true);
        a->setChecked(QLatin1String(name) == QLatin1String("none"));
        group->addAction(a);
        actions_.insert(QStringLiteral("labels-") + QLatin1String(name), a);
        connect(a, &QAction::toggled, this, [this](bool on) {
            if (on) {
                updateLabels();
            }
        });
    }
    connect(document_.selection(), &SelectionModel::changed, this, &MainWindow::updateLabels);
    connect(document_.visibility(), &VisibilityModel::changed, this, &MainWindow::updateLabels);
}

void MainWindow::updateLabels()
{
    std::vector<BoneLabels::Label> labels;
    const Framework* fw = document_.framework();
    const auto& world = document_.world();
    const bool all = actions_.value(QStringLiteral("labels-all")) && actions_[QStringLiteral("labels-all")]->isChecked();
    const bool selected = actions_.value(QStringLiteral("labels-selected")) && actions_[QStringLiteral("labels-selected")]->isChecked();
    if (fw && int(world.size()) == fw->boneCount()) {
        const auto label = [&](int b) {
            labels.push_back({QString::fromStdString(std::string(shortNameOf(fw->boneName(b)))), glm::vec3(world[std::size_t(b)][3])});
        };
        if (all) {
            const std::set<int> notDrawn = document_.visibility()->bonesNotDrawn();
            for (int b = 0; b < fw->boneCount(); ++b) {
                if (!notDrawn.count(b)) {
                    label(b);
                }
            }
        } else if (selected && document_.selection()->bone() >= 0) {
            label(document_.selection()->bone());
        }
    }
    viewport_->stage()->setLabels(labels);
}

}  // namespace rigstage
