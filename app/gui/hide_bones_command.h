#pragma once
// Undoable hide / show of bones in the viewport. Bones are kept by name, so the command survives a
// costume swap (which renumbers bones).

#include <QUndoCommand>

#include <set>
#include <string>
#include <vector>

namespace rigstage {

class VisibilityModel;

class HideBonesCommand : public QUndoCommand {
public:
    HideBonesCommand(VisibilityModel* visibility, std::set<int> bones, bool hide);
    void redo() override;
    void undo() override;

private:
    std::set<int> bones() const;

    VisibilityModel* visibility_;
    std::vector<std::string> names_;  // only the bones whose state this command changes
    bool hide_;
};

}  // namespace rigstage
