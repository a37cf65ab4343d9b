#include "gui/attribute_edit_command.h"

#include "gui/document.h"

namespace rigstage {

AttributeEditCommand::AttributeEditCommand(Document* document, int setting, tinyxml2::XMLElement* element, QString attribute,
                                           QString before, QString after)
    : document_(document), setting_(setting), element_(element), attribute_(std::move(attribute)), before_(std::move(before)),
      after_(std::move(after))
{
    setText(Document::tr("Edit %1").arg(attribute_));
}

void AttributeEditCommand::redo()
{
    document_->setAttribute(setting_, element_, attribute_, after_, nullptr);
}

void AttributeEditCommand::undo()
{
    document_->setAttribute(setting_, element_, attribute_, before_, nullptr);
}

}  // namespace rigstage
