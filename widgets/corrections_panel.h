#pragma once
// The Corrections dock: the character's sculpt corrections with their live weight and
// similarity, mute and solo switches, and the buttons to capture a reference at the current pose,
// export it to sculpt on, import the sculpt, remove one, and show its displacement as a heat map.
// It only shows and asks; the window applies the edits (undoable) through the document.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace rigstage {

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

Q_SIGNALS:
    void captureRequested();
    void importRequested(int row);
    void exportRequested(int row);
    void removeRequested(int row);
    void mutedToggled(int row, bool muted);
    void soloToggled(int row, bool solo);
    /// The chosen row or the heat-map switch changed.
    void heatMapChanged();
    /// The user chose what drives the chosen row (0 pose space, 1 shape, 2 the selected bone).
    void driveChosen(int row, int drive);

private:
    void updateButtons();
    void updateNote();

    QTreeWidget* list_;
    QPushButton* capture_;
    QPushButton* import_;
    QPushButton* export_;
    QPushButton* remove_;
    QCheckBox* heat_;
    QComboBox* drive_;
    QLabel* hint_;
    QLabel* note_;
    QStringList reasons_;  // per row: what its tooltip says it lacks (empty: nothing)
    bool updating_ = false;
    bool meshAvailable_ = false;
};

}  // namespace rigstage
