#pragma once
// The Procedural dock's wiring: locomotion and trailing-joint settings edited through the
// procedural edits (undoable), the stages and the ground (StagesDockController), and the ground
// drawn under the character in the viewport.

#include <QObject>

namespace rigstage {

class Document;
class ProceduralPanel;
class StagesDockController;
class ViewportWidget;

class ProceduralDockController : public QObject {
    Q_OBJECT
public:
    ProceduralDockController(Document& document, ProceduralPanel* panel, ViewportWidget* viewport, QObject* parent = nullptr);

    /// Shows the open character's settings (after a load, a costume swap, undo or redo).
    void refresh();

private:
    void refreshStages();
    void updateTerrainView();

    Document& document_;
    ProceduralPanel* panel_;
    ViewportWidget* viewport_;
    StagesDockController* stagesDock_;
};

}  // namespace rigstage
