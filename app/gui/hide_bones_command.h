#pragma once
// Undoable hide / show of bones in the viewport. Bones are kept by name, so the command survives a
// costume swap (which renumbers bones).

#include <QUndoCommand>

#include <set>
#include <string>
#include <vector>

namespace rigstage {

class Document;

class HideBonesCommand : public QUndoCommand {
public:
    HideBonesCommand(Document* document, std::set<int> bones, bool hide);
    void redo() override;
    void undo() override;

private:
    std::set<int> bones() const;

    Document* document_;
    std::vector<std::string> names_;  // only the bones whose state this command changes
    bool hide_;
};

}  // namespace rigstage
