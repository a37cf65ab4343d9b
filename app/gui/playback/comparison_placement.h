#pragma once
// Keeps the transition comparison's second character beside the first as seen from the camera:
// across the view in the ground plane, updated when the camera moves (a drag, a view preset) and
// when the comparison is switched on.

#include <QObject>

namespace rigstage {

class Document;
class ViewportWidget;

class ComparisonPlacement : public QObject {
    Q_OBJECT
public:
    ComparisonPlacement(Document& document, ViewportWidget& viewport, QObject* parent = nullptr);

    /// Gives the playback model the camera's right in the ground plane.
    void update();

private:
    Document& document_;
    ViewportWidget& viewport_;
};

}  // namespace rigstage
