#pragma once
// The Corrections dock: the character's sculpt corrections with their live weight and
// similarity, mute and solo switches, and the buttons to capture a reference at the current pose,
// export it to sculpt on, import the sculpt, remove one, and show its displacement as a heat map.
// A bone-driven correction's reaction curve (angle -> weight) is edited in the curve editor under
// the list (drag, add and delete keys, the selected key's tangent type), and its recognition zone
// is painted on the mesh (Paint Zone, with a brush radius in pixels).
// It only shows and asks; the window applies the edits (undoable) through the document.

#include <QWidget>

#include <vector>

#include "math/reaction_curve.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QPushButton;
class QTreeWidget;

namespace rigstage {

class ReactionCurveEditor;

class CorrectionsPanel : public QWidget {
    Q_OBJECT
public:
    struct Row {
        QString name;
        QString drive;      ///< "pose space", "shape", "bone ..." (shown as is).
        int sculpted = 0;   ///< Vertices the sculpt moves (0: captured, no sculpt yet).
        bool muted = false;
        bool solo = false;
        bool usable = true; ///< False: it had errors and does not apply.
        QString problem;    ///< Why it cannot act at its own pose (empty: it can); shown on its row.
    };
    explicit CorrectionsPanel(QWidget* parent = nullptr);

    /// Lists the corrections (keeps the chosen row when it still exists).
    void setCorrections(const QList<Row>& rows);
    /// The live weight and similarity of each row (same order), or empty when nothing applies.
    void setLive(const QList<float>& weights, const QList<float>& similarities);
    void setMeshAvailable(bool available);
    /// The chosen row's drive: 0 pose space, 1 shape, 2 bone.
    void setDrive(int drive);
    QComboBox* driveBox() const { return drive_; }
    /// The chosen correction (-1: none).
    int current() const;
    void setCurrent(int row);
    bool heatMap() const;

    QTreeWidget* list() const { return list_; }
    QPushButton* captureButton() const { return capture_; }
    QPushButton* importButton() const { return import_; }
    QPushButton* exportButton() const { return export_; }
    QPushButton* removeButton() const { return remove_; }
    QCheckBox* heatMapBox() const { return heat_; }
    /// Under the list: why the chosen correction cannot act at its pose (hidden when it can).
    QLabel* noteLabel() const { return note_; }

    /// The chosen correction's driver curve (angle in degrees -> weight) in the curve editor, or
    /// none (hidden: it is not driven by a bone). reframe fits the view to it.
    void setDriverCurve(const std::vector<CurvePoint>* keys, const QString& label, bool reframe);
    ReactionCurveEditor* curveEditor() const { return curve_; }
    /// The selected key's tangent type (CurveTangent order: flat, smooth, linear, step).
    QComboBox* tangentBox() const { return tangent_; }
    /// Paint Zone: drags on the mesh add the vertices under the brush to the chosen correction's
    /// zone, Ctrl-drags remove them. Only while the dock shows: a hidden one does not paint.
    QPushButton* paintZoneButton() const { return paintZone_; }
    bool paintingZone() const;
    QSpinBox* brushBox() const { return brush_; }
    /// The brush radius in pixels.
    int brushRadius() const;
    /// How many vertices the chosen correction's zone holds (-1: no correction chosen).
    void setZoneSize(int vertices);

Q_SIGNALS:
    void captureRequested();
    void importRequested(int row);
    void exportRequested(int row);
    void removeRequested(int row);
    void mutedToggled(int row, bool muted);
    void soloToggled(int row, bool solo);
    /// The chosen row or the heat-map switch changed, or what Paint Zone shows on the mesh.
    void heatMapChanged();
    /// The user chose what drives the chosen row (0 pose space, 1 shape, 2 the selected bone).
    void driveChosen(int row, int drive);
    /// A finished edit of the chosen row's driver curve (a drag's release, a key added or deleted,
    /// a tangent type chosen): its keys after it.
    void driverCurveEdited(int row, const std::vector<CurvePoint>& keys);
    /// Paint Zone was switched on or off.
    void paintZoneToggled(bool on);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void updateButtons();
    void updateNote();
    void showSelectedTangent();

    QTreeWidget* list_;
    QPushButton* capture_;
    QPushButton* import_;
    QPushButton* export_;
    QPushButton* remove_;
    QCheckBox* heat_;
    QComboBox* drive_;
    QLabel* hint_;
    QLabel* note_;
    QWidget* curveBox_;
    QLabel* curveLabel_;
    ReactionCurveEditor* curve_;
    QComboBox* tangent_;
    QPushButton* paintZone_;
    QSpinBox* brush_;
    QLabel* zone_;
    QStringList reasons_;  // per row: what its tooltip says it lacks (empty: nothing)
    bool updating_ = false;
    bool meshAvailable_ = false;
    bool dockWatched_ = false;
    bool dockShown_ = true;  // the dock holding the panel is the one shown among its tabs
};

}  // namespace rigstage
