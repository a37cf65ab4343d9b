#pragma once
// The sculpt corrections (docs/corrections.md) as the window edits them. The document owns the
// correction file, its undo steps and its saving; this model makes the edits and reads each
// correction's state at the current frame.

#include <QObject>
#include <QString>

#include <vector>

#include "sculpt/correction_set.h"

namespace rigstage {

class Document;

class CorrectionsModel : public QObject {
    Q_OBJECT
public:
    explicit CorrectionsModel(Document& document, QObject* parent = nullptr);

    /// Each correction's similarity and weight at the current frame, in file order.
    const std::vector<CorrectionState>& states() const;
    /// How far the correction moves each vertex of its mesh at full weight now (empty: none).
    std::vector<float> displacement(int correction) const;
    /// The index of the mesh the correction applies to (-1: its mesh is not loaded).
    int meshOf(int correction) const;

    /// Adds a correction whose reference shape is the first mesh at the current pose (it moves
    /// nothing until a sculpt is imported); an empty or taken name becomes "Correction N".
    /// Undoable. False and error without a mesh.
    bool capture(const QString& name, QString* error);
    /// Sets a correction's sculpt from a shape file with the mesh's vertex order (OBJ, glTF, ...).
    /// Undoable. False and error when the file cannot be read or does not match the mesh.
    bool importCorrectedShape(int correction, const QString& file, QString* error);
    /// Writes a correction's reference shape as OBJ (centimetres), to sculpt on in a DCC.
    bool exportReferenceShape(int correction, const QString& file, QString* error) const;
    /// What drives a correction's weight. For CorrectionDrive::Bone, bone drives it: weight 0 at
    /// its bind turn and 1 at its turn now, about the axis it is turned most. Undoable. False
    /// and error when the bone is not turned (nothing to measure against).
    bool setDrive(int correction, CorrectionDrive drive, int bone, QString* error);
    /// Replaces a bone-driven correction's driver curve (keys sorted by strictly increasing angle;
    /// empty: the from..to ramp). Undoable. False when it is not driven by a bone or the keys are
    /// out of order.
    bool setDriverKeys(int correction, const std::vector<CurvePoint>& keys);
    /// Adds vertices to a correction's recognition zone, or removes them (remove): one undo step
    /// named text when that changes it. Vertices past its mesh are left out.
    void paintZone(int correction, const std::vector<std::uint32_t>& vertices, bool remove);
    void setMuted(int correction, bool muted);
    void setSolo(int correction, bool solo);
    void remove(int correction);

Q_SIGNALS:
    /// The corrections were edited (capture, import, drive, mute, solo, remove, undo, redo, recovery).
    void changed();

private:
    Document& document_;
};

}  // namespace rigstage
