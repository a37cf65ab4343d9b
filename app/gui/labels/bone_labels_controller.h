#pragma once
// Bone name labels in the viewport (View > Bone Labels: none, the selected bone, or every bone
// drawn), following the pose and facing the camera.

#include <QList>
#include <QObject>

class QAction;
class QMenu;

namespace rigstage {

class Document;
class ViewportWidget;

class BoneLabelsController : public QObject {
    Q_OBJECT
public:
    /// Adds the Bone Labels submenu to view; its actions are named labels-none, labels-selected
    /// and labels-all.
    BoneLabelsController(Document& document, ViewportWidget* viewport, QMenu* view, QObject* parent);
    const QList<QAction*>& actions() const { return actions_; }
    /// The labels at the current pose (every frame).
    void update();

private:
    Document& document_;
    ViewportWidget* viewport_;
    QList<QAction*> actions_;
    QAction* selected_ = nullptr;
    QAction* all_ = nullptr;
};

}  // namespace rigstage
