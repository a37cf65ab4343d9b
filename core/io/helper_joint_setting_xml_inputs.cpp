// Bone values (what a reaction's <Input> or an expression's Variable reads) and the ExposeTm
// elements a bone value may name instead of a bone.

#include "io/helper_joint_setting_xml_controllers.h"

namespace rigstage::helper_xml {

namespace {

/// Reads el's reference attribute (parent, world or a bone's name; parent when missing) into in.
void readReference(ElementReader& r, const XMLElement* el, BoneValueInput& in)
{
    const std::string ref = el->Attribute("reference") ? el->Attribute("reference") : "parent";
    if (ref == "parent") {
        in.reference = InputReference::Parent;
    } else if (ref == "world") {
        in.reference = InputReference::World;
    } else {
        in.reference = InputReference::Bone;
        in.referenceBone = r.boneRef(el, "reference");
    }
}

}  // namespace

void readExposeTm(ElementReader& r, const XMLElement* el)
{
    r.leaf(el);
    r.attributes(el, {"name", "bone", "reference", "eulerOrder"});
    const std::string n = r.text(el, "name");
    Exposer e;
    e.line = el->GetLineNum();
    e.base.bone = r.boneRef(el, "bone");
    readReference(r, el, e.base);
    e.base.order = r.order(el, "eulerOrder", EulerOrder::XYZ);
    if (!r.exposers.emplace(n, e).second) {
        r.invalid(el, "helper.duplicate-expose", "a second ExposeTm is named '" + n + "'", "Rename one of them.");
    }
}

BoneValueInput readBoneValue(ElementReader& r, const XMLElement* el)
{
    BoneValueInput in;
    if (el->Attribute("expose")) {
        const std::string e = el->Attribute("expose");
        const auto it = r.exposers.find(e);
        if (it == r.exposers.end()) {
            r.invalid(el, "helper.unknown-expose", "no ExposeTm is named '" + e + "'",
                      "Declare <ExposeTm name=\"" + e + "\" .../> or fix the name.");
        }
        in = it->second.base;
        const std::string value = r.text(el, "value");
        if (!applyExposedValueName(value, in)) {
            r.invalid(el, "helper.bad-option", "ExposeTm has no value '" + value + "'",
                      "Use localPositionX..Z, worldPositionX..Z, localEulerX..Z, worldEulerX..Z, distance or angle.");
        }
        return in;
    }
    in.bone = r.boneRef(el, "bone");
    const std::string kind = lower(r.text(el, "kind", "rotation"));
    if (kind == "position") in.kind = InputKind::Position;
    else if (kind == "rotation") in.kind = InputKind::Rotation;
    else if (kind == "distance") in.kind = InputKind::Distance;
    else if (kind == "angle") in.kind = InputKind::Angle;
    else r.invalid(el, "helper.bad-option", "kind must be position, rotation, distance or angle, not \"" + kind + "\"",
                   "Write one of the four kinds.");
    const std::string space = lower(r.text(el, "space", "local"));
    if (space != "local" && space != "world") {
        r.invalid(el, "helper.bad-option", "space must be local or world, not \"" + space + "\"", "Write local or world.");
    }
    in.space = space == "world" ? InputSpace::World : InputSpace::Local;
    readReference(r, el, in);
    in.axis = r.axis(el, "axis", 0);
    in.order = r.order(el, "eulerOrder", EulerOrder::XYZ);
    return in;
}

}  // namespace rigstage::helper_xml
