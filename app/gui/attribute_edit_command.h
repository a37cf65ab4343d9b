#pragma once
// Undoable edit of one controller option: an attribute of an element of a HelperJointSetting.

#include <QString>
#include <QUndoCommand>

namespace tinyxml2 {
class XMLElement;
}

namespace rigstage {

class RigEdits;

class AttributeEditCommand : public QUndoCommand {
public:
    AttributeEditCommand(RigEdits* edits, int setting, tinyxml2::XMLElement* element, QString attribute, QString before,
                         QString after);
    void redo() override;
    void undo() override;

private:
    RigEdits* edits_;
    int setting_;
    tinyxml2::XMLElement* element_;
    QString attribute_, before_, after_;
};

}  // namespace rigstage
