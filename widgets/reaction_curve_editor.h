#pragma once
// The reaction-graph curve editor: reaction curves (master value across, slave value up; radians
// for angles, as every angle of the files) with their keys and tangent handles, the live master value as a vertical line and
// each curve's output on it. The active curve's keys are edited with the mouse: drag a key or a
// handle, double-click to add a key, Delete to remove one; the wheel zooms, the middle button
// pans, F frames everything; snapping rounds to the grid. Edits come out as signals (the document
// makes them undoable); the editor never changes a rig by itself.

#include <optional>
#include <vector>

#include <QColor>
#include <QWidget>

#include "math/reaction_curve.h"

namespace rigstage {

class ReactionCurveEditor : public QWidget {
    Q_OBJECT
public:
    struct Curve {
        QString label;
        QColor colour;
        std::vector<CurvePoint> points;
    };

    explicit ReactionCurveEditor(QWidget* parent = nullptr);

    /// Shows curves; the one at index active is editable (-1: none). Frames them when reframe.
    void setCurves(std::vector<Curve> curves, int active, bool reframe);
    const std::vector<Curve>& curves() const { return curves_; }
    int activeCurve() const { return active_; }
    /// The live master value (the vertical line), or none.
    void setMasterValue(std::optional<float> master);
    void setSnapping(bool on) { snapping_ = on; }
    bool snapping() const { return snapping_; }
    bool isDragging() const { return drag_.kind != DragKind::None; }
    int selectedKey() const { return selected_; }
    void selectKey(int key);
    /// Replaces the selected key's position (typed values), as an edit.
    void setSelectedKeyPosition(float master, float value);
    /// Gives the selected key a tangent type (its handles from its neighbours), as an edit.
    void setSelectedKeyTangent(CurveTangent type);
    void frameAll();

    /// Curve units <-> widget pixels (for tests and the panel).
    QPointF toScreen(const glm::vec2& point) const;
    glm::vec2 toCurve(const QPointF& pixel) const;

Q_SIGNALS:
    /// The active curve while a drag is in progress (apply without undo).
    void previewed(const std::vector<CurvePoint>& points);
    /// A finished edit of the active curve: from before to after (make it undoable).
    void edited(const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after);
    void selectedKeyChanged(int key);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    enum class DragKind { None, Key, InHandle, OutHandle, Pan };
    struct Drag {
        DragKind kind = DragKind::None;
        int key = -1;
        QPointF start;
        glm::vec2 grabOffset{0.0f};
        std::vector<CurvePoint> before;
        glm::vec2 viewMin{0.0f}, viewMax{0.0f};
    };

    std::vector<CurvePoint>* activePoints();
    float snap(float value, float step) const;
    float gridStep(float span) const;
    void finishEdit(const std::vector<CurvePoint>& before);

    std::vector<Curve> curves_;
    int active_ = -1;
    int selected_ = -1;
    std::optional<float> master_;
    bool snapping_ = false;
    glm::vec2 viewMin_{-10.0f, -1.0f};
    glm::vec2 viewMax_{10.0f, 1.0f};
    Drag drag_;
};

}  // namespace rigstage
