#pragma once
// The crowd preview's bodies in the viewport: the copies' skinned vertices uploaded with every frame
// (one buffer, one draw), shown while View > Show Mesh and Crowd > Skinned Bodies are both on; the
// viewport's frame time handed to the preview for the status bar; and "Open This Instance" in the
// viewport's right-click menu over a copy.

#include <QObject>
#include <QPoint>

class QAction;

namespace rigstage {

class CrowdBodiesScene;
class Document;
class ViewportController;
class ViewportWidget;

class CrowdView : public QObject {
    Q_OBJECT
public:
    /// Draws document's crowd bodies in viewport; scene's right-click menu gets the Open action
    /// over a copy. showMesh and bodies are the two toggles that show them.
    CrowdView(Document& document, ViewportWidget* viewport, ViewportController* scene, QAction* showMesh, QAction* bodies,
              QObject* parent = nullptr);

    CrowdBodiesScene* scene() const { return bodiesScene_; }
    /// The copy (0-based) whose body is drawn at a point of the 3D area (its pixels), or -1.
    int copyAt(const QPoint& position) const;
    /// Open This Instance (named openCrowdInstance): opens the copy last right-clicked alone.
    QAction* openAction() const { return open_; }

private:
    void applyToggles();
    void rebuild();
    void upload();

    Document& document_;
    ViewportWidget* viewport_;
    ViewportController* controller_;
    QAction* showMesh_;
    QAction* bodies_;
    QAction* open_;
    CrowdBodiesScene* bodiesScene_;
    int clicked_ = -1;  // the copy under the last right click
};

}  // namespace rigstage
