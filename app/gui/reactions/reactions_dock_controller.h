#pragma once
// The Reactions dock wired to the document: the reaction curves of (or driven by) the selected
// bone, the chosen one drawn with every curve of the same master, its master's value now, and
// edits of its points (a drag previews, the release is one undo step).

#include <QObject>

namespace rigstage {

class Document;
class ReactionCurvePanel;

class ReactionsDockController : public QObject {
    Q_OBJECT
public:
    ReactionsDockController(Document& document, ReactionCurvePanel* panel, QObject* parent);

    /// Offers the curves of the selected bone (reframe: fit the view to them).
    void refresh(bool reframe);
    /// The chosen curve's master value at the current frame (every pose change).
    void updateMasterValue();

private:
    Document& document_;
    ReactionCurvePanel* panel_;
};

}  // namespace rigstage
