#include "authoring/xml_tree_edit.h"

namespace rigstage {

XmlTreeEdit::XmlTreeEdit(tinyxml2::XMLDocument& document)
    : document_(&document), aside_(document.NewElement("Aside"))
{
}

void XmlTreeEdit::place(tinyxml2::XMLElement* node, tinyxml2::XMLNode* parent, tinyxml2::XMLNode* after)
{
    if (!parent) {
        aside_->InsertEndChild(node);
    } else if (after) {
        parent->InsertAfterChild(after, node);
    } else {
        parent->InsertFirstChild(node);
    }
}

void XmlTreeEdit::move(tinyxml2::XMLElement* node, tinyxml2::XMLNode* parent, tinyxml2::XMLNode* after)
{
    Step step;
    step.kind = Step::Kind::Move;
    step.node = node;
    step.fromParent = node->Parent() == aside_ ? nullptr : node->Parent();
    step.fromAfter = step.fromParent ? node->PreviousSibling() : nullptr;
    step.toParent = parent;
    step.toAfter = after;
    place(node, parent, after);
    steps_.push_back(step);
}

void XmlTreeEdit::append(tinyxml2::XMLElement* parent, tinyxml2::XMLElement* node)
{
    tinyxml2::XMLNode* last = parent->LastChild();
    move(node, parent, last == node ? node->PreviousSibling() : last);
}

void XmlTreeEdit::insertAfter(tinyxml2::XMLElement* parent, tinyxml2::XMLNode* after, tinyxml2::XMLElement* node)
{
    move(node, parent, after);
}

void XmlTreeEdit::remove(tinyxml2::XMLElement* node)
{
    move(node, nullptr, nullptr);
}

void XmlTreeEdit::setAttribute(tinyxml2::XMLElement* element, const std::string& name, const std::string& value)
{
    Step step;
    step.kind = Step::Kind::Attribute;
    step.node = element;
    step.name = name;
    if (const char* old = element->Attribute(name.c_str())) {
        step.before = old;
    }
    step.after = value;
    element->SetAttribute(name.c_str(), value.c_str());
    steps_.push_back(std::move(step));
}

void XmlTreeEdit::undo()
{
    for (auto it = steps_.rbegin(); it != steps_.rend(); ++it) {
        if (it->kind == Step::Kind::Move) {
            place(it->node, it->fromParent, it->fromAfter);
        } else if (it->before) {
            it->node->SetAttribute(it->name.c_str(), it->before->c_str());
        } else {
            it->node->DeleteAttribute(it->name.c_str());
        }
    }
}

void XmlTreeEdit::redo()
{
    for (const Step& step : steps_) {
        if (step.kind == Step::Kind::Move) {
            place(step.node, step.toParent, step.toAfter);
        } else {
            step.node->SetAttribute(step.name.c_str(), step.after.c_str());
        }
    }
}

}  // namespace rigstage
