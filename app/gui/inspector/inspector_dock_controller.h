#pragma once
// The Inspector dock's wiring: the selected bone's facts and transforms (InspectorWidget), its
// hand pose or what the selected bones' hand poses share (PoseEditor, undoable through the posing
// model) and the options of the Helper driving
// it (ControllerEditor, edited through the rig edits; a value the rig rejects shows its reason on
// the row).

#include <QObject>

namespace rigstage {

class ControllerEditor;
class Document;
class InspectorWidget;
class PoseEditor;

class InspectorDockController : public QObject {
    Q_OBJECT
public:
    InspectorDockController(Document& document, InspectorWidget* inspector, PoseEditor* poseEditor, ControllerEditor* controllers,
                            QObject* parent = nullptr);

    /// Shows the selected bone in the inspector (after a pose change or a new selection).
    void updateInspector();
    /// Shows the options of the Helper driving bone (none: an empty tree).
    void showHelperOf(int bone);

private:
    /// Shows the selected bone's hand pose, or what the selected bones share.
    void updatePoseEditor();
    /// Sets one field (0-2 the turn, 3-5 the move) on every selected bone, as one undo step.
    void editSelected(int field, float value);

    Document& document_;
    InspectorWidget* inspector_;
    PoseEditor* poseEditor_;
    ControllerEditor* controllers_;
    int setting_ = -1;  // the setting of the Helper the controller editor shows
};

}  // namespace rigstage
