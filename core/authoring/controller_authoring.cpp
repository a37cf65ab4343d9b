#include "authoring/controller_authoring.h"

#include <cmath>

#include "authoring/helper_bone_authoring.h"
#include "io/xml_support.h"
#include "math/euler.h"

namespace rigstage {

namespace {

const char* slotName(HelperSlot slot)
{
    switch (slot) {
    case HelperSlot::Position: return "Position";
    case HelperSlot::Rotation: return "Rotation";
    case HelperSlot::Scale: return "Scale";
    }
    return "Position";
}

const char* xyzName(HelperSlot slot)
{
    switch (slot) {
    case HelperSlot::Position: return "PositionXYZ";
    case HelperSlot::Rotation: return "EulerXYZ";
    case HelperSlot::Scale: return "ScaleXYZ";
    }
    return "PositionXYZ";
}

glm::vec3 bindValue(HelperSlot slot, const Srt& bind)
{
    switch (slot) {
    case HelperSlot::Position: return bind.translation;
    case HelperSlot::Rotation: return quatToEuler(bind.rotation, EulerOrder::XYZ);
    case HelperSlot::Scale: return bind.scale;
    }
    return {};
}

bool isConstraint(std::string_view kind)
{
    return kind == "PositionConstraint" || kind == "OrientationConstraint" || kind == "LookAtConstraint";
}

bool fits(HelperSlot slot, std::string_view kind)
{
    for (const ControllerChoice& c : controllerChoices(slot)) {
        if (c.element == kind) {
            return true;
        }
    }
    return false;
}

tinyxml2::XMLElement* newXyz(XmlTreeEdit& edit, HelperSlot slot, const Srt& bind)
{
    tinyxml2::XMLElement* e = edit.document().NewElement(xyzName(slot));
    const glm::vec3 v = bindValue(slot, bind);
    const char* axes[] = {"x", "y", "z"};
    for (int i = 0; i < 3; ++i) {
        e->SetAttribute(axes[i], xml::formatFloat(v[i]).c_str());
    }
    return e;
}

// A new controller element of kind, not yet in the tree (its own children made in it).
tinyxml2::XMLElement* newController(XmlTreeEdit& edit, HelperSlot slot, std::string_view kind,
                                    const std::vector<TargetChoice>& targets, const Srt& bind, std::string* why)
{
    if (!fits(slot, kind)) {
        if (why) {
            *why = std::string(kind) + " cannot drive the " + slotName(slot) + " of a bone";
        }
        return nullptr;
    }
    if (isConstraint(kind) && targets.empty()) {
        if (why) {
            *why = "pick at least one target bone for the " + std::string(kind);
        }
        return nullptr;
    }
    tinyxml2::XMLDocument& doc = edit.document();
    if (kind == xyzName(slot)) {
        return newXyz(edit, slot, bind);
    }
    tinyxml2::XMLElement* e = doc.NewElement(std::string(kind).c_str());
    if (isConstraint(kind)) {
        if (kind == "OrientationConstraint") {
            e->SetAttribute("transformRule", "worldToWorld");
        }
        for (const TargetChoice& t : targets) {
            tinyxml2::XMLElement* target = doc.NewElement("Target");
            target->SetAttribute("bone", t.bone.c_str());
            target->SetAttribute("weight", xml::formatFloat(t.weight).c_str());
            e->InsertEndChild(target);
        }
    } else if (kind == "PositionExpression" || kind == "ScaleExpression") {
        const glm::vec3 v = bindValue(slot, bind);
        e->SetAttribute("expression", ("[" + xml::formatFloat(v.x) + ", " + xml::formatFloat(v.y) + ", " + xml::formatFloat(v.z) + "]").c_str());
    }
    return e;
}

tinyxml2::XMLElement* ensureHelper(XmlTreeEdit& edit, const HelperJointSetting& setting, const std::string& bone)
{
    if (tinyxml2::XMLElement* h = helperElementOf(setting, bone)) {
        return h;
    }
    tinyxml2::XMLElement* h = edit.document().NewElement("Helper");
    h->SetAttribute("bone", bone.c_str());
    edit.append(edit.document().RootElement(), h);
    return h;
}

// The slot element, made in the format's order (Position, Rotation, Scale) when missing.
tinyxml2::XMLElement* ensureSlot(XmlTreeEdit& edit, tinyxml2::XMLElement* helper, HelperSlot slot)
{
    if (tinyxml2::XMLElement* s = helper->FirstChildElement(slotName(slot))) {
        return s;
    }
    tinyxml2::XMLElement* s = edit.document().NewElement(slotName(slot));
    tinyxml2::XMLNode* after = nullptr;
    for (int earlier = 0; earlier < int(slot); ++earlier) {
        if (tinyxml2::XMLElement* e = helper->FirstChildElement(slotName(HelperSlot(earlier)))) {
            after = e;
        }
    }
    edit.insertAfter(helper, after, s);
    return s;
}

tinyxml2::XMLElement* wrapInEntry(XmlTreeEdit& edit, tinyxml2::XMLElement* list, tinyxml2::XMLElement* controller)
{
    tinyxml2::XMLElement* entry = edit.document().NewElement("Entry");
    edit.append(list, entry);
    edit.append(entry, controller);
    return controller;
}

}  // namespace

std::vector<ControllerChoice> controllerChoices(HelperSlot slot)
{
    switch (slot) {
    case HelperSlot::Position:
        return {{"PositionConstraint", "Constraints", true},
                {"PositionList", "Lists", false},
                {"PositionXYZ", "XYZ", false},
                {"PositionExpression", "Expressions", false}};
    case HelperSlot::Rotation:
        return {{"OrientationConstraint", "Constraints", true},
                {"LookAtConstraint", "Constraints", true},
                {"RotationList", "Lists", false},
                {"EulerXYZ", "XYZ", false}};
    case HelperSlot::Scale:
        return {{"ScaleList", "Lists", false}, {"ScaleXYZ", "XYZ", false}, {"ScaleExpression", "Expressions", false}};
    }
    return {};
}

tinyxml2::XMLElement* slotController(tinyxml2::XMLElement* helper, HelperSlot slot)
{
    tinyxml2::XMLElement* s = helper ? helper->FirstChildElement(slotName(slot)) : nullptr;
    return s ? s->FirstChildElement() : nullptr;
}

tinyxml2::XMLElement* assignController(XmlTreeEdit& edit, const HelperJointSetting& setting, const std::string& bone,
                                       HelperSlot slot, std::string_view kind, const std::vector<TargetChoice>& targets,
                                       const Srt& bindLocal, std::string* why)
{
    const bool list = kind == "PositionList" || kind == "RotationList" || kind == "ScaleList";
    tinyxml2::XMLElement* made = list ? nullptr : newController(edit, slot, kind, targets, bindLocal, why);
    if (!list && !made) {
        return nullptr;
    }
    if (list && !fits(slot, kind)) {
        if (why) {
            *why = std::string(kind) + " cannot drive the " + slotName(slot) + " of a bone";
        }
        return nullptr;
    }
    tinyxml2::XMLElement* helper = ensureHelper(edit, setting, bone);
    tinyxml2::XMLElement* slotElement = ensureSlot(edit, helper, slot);
    tinyxml2::XMLElement* old = slotElement->FirstChildElement();
    if (list) {
        made = edit.document().NewElement(std::string(kind).c_str());
        edit.append(slotElement, made);
        wrapInEntry(edit, made, old ? old : newXyz(edit, slot, bindLocal));
        return made;
    }
    if (old) {
        edit.remove(old);
    }
    edit.append(slotElement, made);
    return made;
}

void addTarget(XmlTreeEdit& edit, tinyxml2::XMLElement* constraint, const TargetChoice& target)
{
    tinyxml2::XMLElement* t = edit.document().NewElement("Target");
    t->SetAttribute("bone", target.bone.c_str());
    t->SetAttribute("weight", xml::formatFloat(target.weight).c_str());
    edit.append(constraint, t);
}

tinyxml2::XMLElement* addListEntry(XmlTreeEdit& edit, tinyxml2::XMLElement* list, HelperSlot slot, std::string_view kind,
                                   const std::vector<TargetChoice>& targets, const Srt& bindLocal, std::string* why)
{
    if (std::string_view(kind).ends_with("List")) {
        if (why) {
            *why = "a list entry cannot be another list";
        }
        return nullptr;
    }
    tinyxml2::XMLElement* made = newController(edit, slot, kind, targets, bindLocal, why);
    return made ? wrapInEntry(edit, list, made) : nullptr;
}

bool moveListEntry(XmlTreeEdit& edit, tinyxml2::XMLElement* entry, int direction)
{
    tinyxml2::XMLElement* list = entry->Parent() ? entry->Parent()->ToElement() : nullptr;
    if (!list) {
        return false;
    }
    if (direction < 0) {
        tinyxml2::XMLElement* previous = entry->PreviousSiblingElement("Entry");
        if (!previous) {
            return false;
        }
        edit.insertAfter(list, previous->PreviousSibling(), entry);
        return true;
    }
    tinyxml2::XMLElement* next = entry->NextSiblingElement("Entry");
    if (!next) {
        return false;
    }
    edit.insertAfter(list, next, entry);
    return true;
}

void removeController(XmlTreeEdit& edit, tinyxml2::XMLElement* controller)
{
    tinyxml2::XMLElement* parent = controller->Parent() ? controller->Parent()->ToElement() : nullptr;
    if (!parent) {
        return;
    }
    const std::string_view parentName = parent->Name();
    if (parentName == "Entry") {
        edit.remove(parent);
        return;
    }
    if (parentName == "Position" || parentName == "Rotation" || parentName == "Scale") {
        tinyxml2::XMLElement* helper = parent->Parent() ? parent->Parent()->ToElement() : nullptr;
        edit.remove(parent);
        if (helper && !helper->FirstChildElement()) {
            edit.remove(helper);
        }
        return;
    }
    edit.remove(controller);
}

tinyxml2::XMLElement* setReactionKey(XmlTreeEdit& edit, const HelperJointSetting& setting, const std::string& slave,
                                     HelperSlot slot, int axis, const ReactionMaster& master, float masterValue,
                                     float slaveValue, const Srt& bindLocal, std::string* why)
{
    const char* axisNames[] = {"X", "Y", "Z"};
    if (slot == HelperSlot::Scale || axis < 0 || axis > 2) {
        if (why) {
            *why = "reaction keys drive a position or rotation channel";
        }
        return nullptr;
    }
    tinyxml2::XMLDocument& doc = edit.document();
    tinyxml2::XMLElement* xyz = slotController(helperElementOf(setting, slave), slot);
    if (xyz && std::string_view(xyz->Name()) != xyzName(slot)) {
        if (why) {
            *why = std::string("the ") + slotName(slot) + " of " + slave + " holds a " + xyz->Name() +
                   "; remove it first, or key a bone whose channel is free";
        }
        return nullptr;
    }
    if (!xyz) {
        xyz = assignController(edit, setting, slave, slot, xyzName(slot), {}, bindLocal, why);
    }
    tinyxml2::XMLElement* channel = xyz->FirstChildElement(axisNames[axis]);
    if (!channel) {
        channel = doc.NewElement(axisNames[axis]);
        tinyxml2::XMLNode* after = nullptr;
        for (int earlier = 0; earlier < axis; ++earlier) {
            if (tinyxml2::XMLElement* e = xyz->FirstChildElement(axisNames[earlier])) {
                after = e;
            }
        }
        edit.insertAfter(xyz, after, channel);
    }
    tinyxml2::XMLElement* reaction = channel->FirstChildElement();
    if (reaction && std::string_view(reaction->Name()) != "FloatReaction") {
        if (why) {
            *why = std::string("channel ") + axisNames[axis] + " of " + slave + " holds a " + reaction->Name();
        }
        return nullptr;
    }
    const std::string kind = master.rotation ? "rotation" : "position";
    if (reaction) {
        const tinyxml2::XMLElement* input = reaction->FirstChildElement("Input");
        const char* bone = input ? input->Attribute("bone") : nullptr;
        const char* inputKind = input ? input->Attribute("kind") : nullptr;
        const char* inputAxis = input ? input->Attribute("axis") : nullptr;
        if (!bone || master.bone != bone || kind != (inputKind ? inputKind : "rotation") ||
            std::string_view(axisNames[master.axis]) != (inputAxis ? inputAxis : "X")) {
            if (why) {
                *why = "the reaction on channel " + std::string(axisNames[axis]) + " of " + slave + " reads another master";
            }
            return nullptr;
        }
    } else {
        reaction = doc.NewElement("FloatReaction");
        tinyxml2::XMLElement* input = doc.NewElement("Input");
        input->SetAttribute("bone", master.bone.c_str());
        input->SetAttribute("kind", kind.c_str());
        input->SetAttribute("axis", axisNames[master.axis]);
        reaction->InsertEndChild(input);
        reaction->InsertEndChild(doc.NewElement("Curve"));
        edit.append(channel, reaction);
    }
    tinyxml2::XMLElement* curve = reaction->FirstChildElement("Curve");
    tinyxml2::XMLElement* point = doc.NewElement("Point");
    point->SetAttribute("x", xml::formatFloat(masterValue).c_str());
    point->SetAttribute("y", xml::formatFloat(slaveValue).c_str());
    tinyxml2::XMLElement* after = nullptr;
    for (tinyxml2::XMLElement* p = curve->FirstChildElement("Point"); p; p = p->NextSiblingElement("Point")) {
        const float x = p->FloatAttribute("x");
        if (x == masterValue) {
            edit.setAttribute(p, "y", xml::formatFloat(slaveValue));
            return reaction;
        }
        if (x < masterValue) {
            after = p;
        }
    }
    edit.insertAfter(curve, after, point);
    return reaction;
}

}  // namespace rigstage
