#pragma once
// The costume comparison's wiring: View > Compare Costumes... (the dialog) and Stop Comparing
// Costumes, the copies' skinned meshes in the viewport (OverlayMeshes: side by side in their
// costumes' tints, or wiped at the divider the user drags in the 3D area), the character's own mesh
// hidden under a wipe, and the Costume Findings dock listing each set's findings.

#include <QMap>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTreeWidget;

namespace rigstage {

class CostumeCompareDialog;
class CostumeComparison;
class Document;
class OverlayMeshes;
class ViewportController;
class ViewportWidget;

class CostumeCompareController : public QObject {
    Q_OBJECT
public:
    /// Adds its actions to view; showMesh is the View menu's Show Mesh (the character's mesh comes
    /// back as it says when a wipe ends); the dock goes into window. A right click on a copy (side by
    /// side) adds Wear This Set to scene's viewport menu.
    CostumeCompareController(Document& document, ViewportWidget* viewport, ViewportController* scene, QMenu* view,
                             QAction* showMesh, QMainWindow* window);
    ~CostumeCompareController() override;

    /// compareCostumes (the dialog), stopCostumeComparison, wearComparedSet (the viewport menu's,
    /// for the copy right-clicked).
    const QMap<QString, QAction*>& actions() const { return actions_; }
    CostumeComparison* comparison() const { return comparison_; }
    /// The dialog while it is open (null otherwise).
    CostumeCompareDialog* dialog() const { return dialog_; }
    QDockWidget* findingsDock() const { return dock_; }
    QTreeWidget* findingsTree() const { return tree_; }
    /// The divider's column in the 3D area (logical pixels), while a wipe is on.
    int wipeColumn() const;

private:
    void openDialog();
    /// The set whose copy is drawn at position (the 3D area's pixels), or -1.
    int setAt(const QPoint& position) const;
    void rebuild();
    void upload();
    void showFindings();
    void placeWipe();
    /// Frames the character and every copy, keeping the view's direction.
    void frameCopies();
    bool eventFilter(QObject* watched, QEvent* event) override;

    Document& document_;
    ViewportWidget* viewport_;
    QAction* showMesh_;
    QMap<QString, QAction*> actions_;
    CostumeComparison* comparison_;
    OverlayMeshes* meshes_;
    CostumeCompareDialog* dialog_ = nullptr;
    int clickedSet_ = -1;  // the set whose copy was right-clicked
    QDockWidget* dock_;
    QTreeWidget* tree_;
    bool dragging_ = false;
};

}  // namespace rigstage
