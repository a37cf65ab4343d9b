#pragma once
// The Layers dock's wiring: the layers of the stack shown (with their bones, flags, controllers
// and the validation findings on the bones they name), layers shown or hidden, a bone chosen, and
// the costumes worn (undoable; a stack that does not fit puts the boxes back).

#include <QObject>

namespace rigstage {

class Document;
class LayerBrowserWidget;

class LayerBrowserController : public QObject {
    Q_OBJECT
public:
    LayerBrowserController(Document& document, LayerBrowserWidget* browser, QObject* parent = nullptr);

    /// Shows the open character's stack again (a load or a costume swap).
    void rebuild();

private:
    Document& document_;
    LayerBrowserWidget* browser_;
};

}  // namespace rigstage
