#pragma once
// The Corrections dock wired to the corrections model: the list with each correction's drive and
// live weight, file dialogs for the sculpt and the reference, and the heat map's colours.

#include <QObject>
#include <QPointF>
#include <QString>

#include <cstdint>
#include <vector>

class QAction;
class QPlainTextEdit;
class QWidget;

namespace rigstage {

class CorrectionsModel;
class CorrectionsPanel;
class Document;
class ViewportWidget;

class CorrectionsDockController : public QObject {
    Q_OBJECT
public:
    /// showMesh: the live weights show while the mesh does; messages and window (the parent of the
    /// dialogs) report what failed.
    CorrectionsDockController(CorrectionsModel& model, Document& document, CorrectionsPanel* panel, QAction* showMesh,
                              QPlainTextEdit* messages, QWidget* window);

    /// The dock's import and export: path empty asks with a file dialog. Errors go to a message
    /// box (and Messages); false then.
    bool importCorrectedShape(int correction, QString path = {});
    bool exportReferenceShape(int correction, QString path = {});
    /// The heat map's colours for mesh (0..1 per vertex: the chosen correction's displacement over
    /// its largest), or empty when it is off or the correction is on another mesh. While Paint
    /// Zone is on: the chosen correction's zone (with the stroke in progress) at 1, the rest at 0.
    std::vector<float> heat(int mesh) const;
    /// The 3D view Paint Zone strokes are drawn in: a left drag there (no Alt) paints the chosen
    /// correction's zone while Paint Zone is on, instead of selecting or moving gizmos.
    void setViewport(ViewportWidget* viewport);
    /// The vertices of mesh a brush of the panel's radius at a point of the 3D view covers: those
    /// facing the camera whose screen position lies within the radius.
    std::vector<std::uint32_t> verticesUnderBrush(int mesh, const QPointF& at) const;
    /// The weights and similarities at the current frame (every pose change).
    void updateLive();
    void refresh();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Adds what the brush covers along the segment from the last brush point to at.
    void brushTo(const QPointF& at);
    bool reportError(const QString& title, const QString& error);
    /// The drive box shows the current correction's drive, and the curve editor its driver curve.
    void showDrive();
    /// Why the correction cannot act at its own pose (CorrectionProblem), for its row; empty when
    /// it can (or has no sculpt yet, which the panel says itself).
    QString problemText(int correction) const;

    CorrectionsModel& model_;
    Document& document_;
    CorrectionsPanel* panel_;
    QAction* showMesh_;
    QPlainTextEdit* messages_;
    QWidget* window_;
    int curveShown_ = -1;  // the correction whose driver curve the editor shows (a new one is framed)
    ViewportWidget* viewport_ = nullptr;
    bool stroking_ = false;         // a Paint Zone stroke is in progress
    bool erasing_ = false;          // ... with Ctrl held at its press: it removes
    int strokeMesh_ = -1;
    QPointF strokeLast_;
    std::vector<char> stroke_;      // per vertex of strokeMesh_: under the stroke so far
};

}  // namespace rigstage
