#include "gui/attribute_edit_command.h"

#include "gui/document.h"
#include "gui/rig_edits/rig_edits.h"

namespace rigstage {

AttributeEditCommand::AttributeEditCommand(RigEdits* edits, int setting, tinyxml2::XMLElement* element, QString attribute,
                                           QString before, QString after)
    : edits_(edits), setting_(setting), element_(element), attribute_(std::move(attribute)), before_(std::move(before)),
      after_(std::move(after))
{
    setText(Document::tr("Edit %1").arg(attribute_));
}

void AttributeEditCommand::redo()
{
    edits_->setAttribute(setting_, element_, attribute_, after_, nullptr);
}

void AttributeEditCommand::undo()
{
    edits_->setAttribute(setting_, element_, attribute_, before_, nullptr);
}

}  // namespace rigstage
