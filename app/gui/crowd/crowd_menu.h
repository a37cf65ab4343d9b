#pragma once
// View > Crowd: off or a crowd of 9, 25 or 100 on a grid, and whether the copies' skinned bodies
// are drawn (the crowd preview's menu).

#include <QList>
#include <QObject>

class QAction;
class QMenu;

namespace rigstage {

class CrowdPreview;
class Document;

class CrowdMenu : public QObject {
    Q_OBJECT
public:
    /// Adds the Crowd submenu to view; its actions are named crowd-0, crowd-9, crowd-25, crowd-100
    /// (the size chosen follows the preview's), then crowdBodies.
    CrowdMenu(QMenu* view, CrowdPreview& crowd, Document& document, QObject* parent = nullptr);
    const QList<QAction*>& actions() const { return actions_; }
    /// Skinned Bodies (checkable, on): the copies' bodies drawn when the mesh is shown.
    QAction* bodiesAction() const { return bodies_; }

Q_SIGNALS:
    /// The user chose a size: the preview has it now (the window frames the grid).
    void sizeChosen(int count);

private:
    QList<QAction*> actions_;
    QAction* bodies_ = nullptr;
};

}  // namespace rigstage
