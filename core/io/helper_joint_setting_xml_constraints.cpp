// The constraints: Position, LookAt and Orientation Constraints over weighted Target bones.

#include "io/helper_joint_setting_xml_controllers.h"

#include "helpers/lookat_constraint.h"
#include "helpers/orientation_constraint.h"
#include "helpers/position_constraint.h"

namespace rigstage::helper_xml {

namespace {

std::vector<ConstraintTarget> readTargets(ElementReader& r, const XMLElement* el)
{
    std::vector<ConstraintTarget> out;
    r.children(el, kMaxTargets);
    for (const XMLElement* t = el->FirstChildElement(); t; t = t->NextSiblingElement()) {
        if (std::string(t->Name()) != "Target") {
            r.invalid(t, "xml.unknown-element", std::string("unknown element <") + t->Name() + "> inside <"
                                                    + el->Name() + ">",
                      "A constraint holds Target elements.");
        }
        r.leaf(t);
        r.attributes(t, {"bone", "weight"});
        out.push_back({r.boneRef(t, "bone"), r.number(t, "weight", 50.0f)});
    }
    if (out.empty()) {
        r.invalid(el, "helper.no-targets", std::string("<") + el->Name() + "> has no Target",
                  "Add at least one <Target bone=\"...\" weight=\"50\"/>.");
    }
    return out;
}

}  // namespace

std::unique_ptr<PositionController> readPositionConstraint(ElementReader& r, const XMLElement* el)
{
    r.attributes(el, {"keepInitialOffset"});
    auto c = std::make_unique<PositionConstraint>();
    c->keepInitialOffset = r.flag(el, "keepInitialOffset", false);
    c->targets = readTargets(r, el);
    return c;
}

std::unique_ptr<RotationController> readLookAtConstraint(ElementReader& r, const XMLElement* el)
{
    r.attributes(el, {"aimAxis", "aimFlip", "upnode", "upnodeControl", "upnodeAxis", "sourceAxis", "sourceFlip",
                      "keepInitialOffset"});
    auto c = std::make_unique<LookAtConstraint>();
    c->aimAxis = r.axis(el, "aimAxis", 0);
    c->aimFlip = r.flag(el, "aimFlip", false);
    const std::string up = el->Attribute("upnode") ? el->Attribute("upnode") : "world";
    c->upnodeWorld = up == "world";
    if (!c->upnodeWorld) {
        c->upnodeBone = r.boneRef(el, "upnode");
    }
    const std::string control = el->Attribute("upnodeControl") ? el->Attribute("upnodeControl") : "axisAlignment";
    if (control == "lookAt") {
        c->upnodeControl = UpnodeControl::LookAt;
    } else if (control == "axisAlignment") {
        c->upnodeControl = UpnodeControl::AxisAlignment;
    } else {
        r.invalid(el, "helper.bad-option", "upnodeControl must be lookAt or axisAlignment, not \"" + control + "\"",
                  "Write lookAt or axisAlignment.");
    }
    c->upnodeAxis = r.axis(el, "upnodeAxis", 2);
    c->sourceAxis = r.axis(el, "sourceAxis", 2);
    c->sourceFlip = r.flag(el, "sourceFlip", false);
    c->keepInitialOffset = r.flag(el, "keepInitialOffset", false);
    if (c->sourceAxis == c->aimAxis) {
        r.invalid(el, "helper.bad-option", "sourceAxis and aimAxis are the same axis",
                  "Pick a source axis other than the aim axis (3ds Max's UI never offers it, and its code "
                  "gives no rotation when the aim lies along a world axis).");
    }
    c->targets = readTargets(r, el);
    return c;
}

std::unique_ptr<RotationController> readOrientationConstraint(ElementReader& r, const XMLElement* el)
{
    r.attributes(el, {"transformRule", "keepInitialOffset"});
    auto c = std::make_unique<OrientationConstraint>();
    const std::string rule = el->Attribute("transformRule") ? el->Attribute("transformRule") : "worldToWorld";
    if (rule == "worldToWorld") {
        c->transformRule = TransformRule::WorldToWorld;
    } else if (rule == "localToLocal") {
        c->transformRule = TransformRule::LocalToLocal;
    } else {
        r.invalid(el, "helper.bad-option", "transformRule must be worldToWorld or localToLocal, not \"" + rule + "\"",
                  "Write worldToWorld or localToLocal.");
    }
    c->keepInitialOffset = r.flag(el, "keepInitialOffset", false);
    c->targets = readTargets(r, el);
    return c;
}

}  // namespace rigstage::helper_xml
