#include "gui/crowd/crowd_menu.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

#include "gui/crowd/crowd_preview.h"
#include "gui/document.h"

namespace rigstage {

CrowdMenu::CrowdMenu(QMenu* view, CrowdPreview& crowd, Document& document, QObject* parent)
    : QObject(parent)
{
    QMenu* menu = view->addMenu(tr("&Crowd"));
    menu->setObjectName(QStringLiteral("crowdMenu"));
    menu->setToolTipsVisible(true);
    auto* group = new QActionGroup(this);
    for (const int count : {0, 9, 25, 100}) {
        QAction* a = menu->addAction(count == 0 ? tr("Off") : tr("%1 Characters").arg(count));
        a->setObjectName(QStringLiteral("crowd-%1").arg(count));
        a->setCheckable(true);
        a->setChecked(count == 0);
        a->setToolTip(tr("Copies of the character in mixed costumes, each at its own place in the clip, on a grid "
                         "beside it: what a crowd of this rig looks like and costs (the status bar shows the time)."));
        group->addAction(a);
        actions_ << a;
        connect(a, &QAction::triggered, this, [this, &crowd, count] {
            crowd.setSize(count);
            Q_EMIT sizeChosen(count);
        });
    }
    // A load turns the preview off, and so does opening a copy alone.
    connect(&document, &Document::loaded, this, [this] { actions_.front()->setChecked(true); });
    connect(&crowd, &CrowdPreview::sizeChanged, this, [this](int count) {
        for (QAction* a : actions_) {
            if (a->objectName() == QStringLiteral("crowd-%1").arg(count)) {
                a->setChecked(true);
            }
        }
    });
    menu->addSeparator();
    bodies_ = menu->addAction(tr("Skinned &Bodies"));
    bodies_->setObjectName(QStringLiteral("crowdBodies"));
    bodies_->setCheckable(true);
    bodies_->setChecked(crowd.bodiesOn());
    bodies_->setToolTip(tr("The copies' skinned bodies, each in its own costume, at a game crowd's lower level of detail "
                           "(shown with View > Show Mesh); right-click a copy to open it alone."));
}

}  // namespace rigstage
