#pragma once
// Undoable hide / show of bones in the viewport.

#include <QUndoCommand>

#include <set>

namespace rigstage {

class Document;

class HideBonesCommand : public QUndoCommand {
public:
    HideBonesCommand(Document* document, std::set<int> bones, bool hide);
    void redo() override;
    void undo() override;

private:
    Document* document_;
    std::set<int> bones_;   // only the bones whose state this command changes
    bool hide_;
};

}  // namespace rigstage
