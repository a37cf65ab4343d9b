#pragma once
// View > Crowd: off or a crowd of 9, 25 or 100 on a grid (the crowd preview's menu).

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
    /// Adds the Crowd submenu to view; its actions are named crowd-0, crowd-9, crowd-25, crowd-100.
    CrowdMenu(QMenu* view, CrowdPreview& crowd, Document& document, QObject* parent = nullptr);
    const QList<QAction*>& actions() const { return actions_; }

Q_SIGNALS:
    /// The user chose a size: the preview has it now (the window frames the grid).
    void sizeChosen(int count);

private:
    QList<QAction*> actions_;
};

}  // namespace rigstage
