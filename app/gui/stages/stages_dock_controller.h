#pragma once
// The Procedural dock's frame pipeline wired to the models: the stage list (switches and each
// stage's cost, twice a second while the dock shows), the ground and slope tuning editor, and the
// transition queue with its side-by-side comparison.

#include <QObject>

namespace rigstage {

class Document;
class ProceduralPanel;
class StagesModel;

class StagesDockController : public QObject {
    Q_OBJECT
public:
    StagesDockController(StagesModel& stages, Document& document, ProceduralPanel* panel, QObject* parent);

    /// Shows the clips, the comparison switch, the stages and the ground as they are now.
    void refresh();
    /// The stage list's rows: each stage, whether it has work, what it costs.
    void refreshCosts();

private:
    StagesModel& stages_;
    Document& document_;
    ProceduralPanel* panel_;
};

}  // namespace rigstage
