// Compiling a HelperJointSetting into helper joints: the setting's top-level elements, each
// Helper's slots, and the dispatch of every controller by element name. Each controller family is
// read in a file of its own (helper_joint_setting_xml_controllers.h).

#include <map>
#include <unordered_map>

#include "io/helper_joint_setting_xml.h"
#include "io/helper_joint_setting_xml_controllers.h"
#include "io/xml_support.h"

namespace rigstage {

using tinyxml2::XMLElement;

namespace helper_xml {

namespace {

[[noreturn]] void unknownController(ElementReader& r, const XMLElement* el, const char* slot, const char* known)
{
    r.invalid(el, "helper.unknown-controller", std::string("unknown ") + slot + " controller <" + el->Name() + ">",
              std::string("Use one of: ") + known + ".");
}

/// Reads a <Helper>: its bone and its Position, Rotation and Scale slots. A slot with errors is
/// left out; the joint's bone is -1 when the helper's own element is unusable.
HelperJoint readHelper(ElementReader& r, const XMLElement* el)
{
    const Framework& fw = r.framework;
    HelperJoint joint;
    joint.file = r.file;
    joint.line = el->GetLineNum();
    r.bone.clear();
    try {
        r.attributes(el, {"bone"});
        joint.bone = r.boneRef(el, "bone");
        r.bone = fw.boneName(joint.bone);
        if (fw.layerOf(joint.bone) != r.layer) {
            r.invalid(el, "helper.foreign-bone",
                      "bone '" + r.bone + "' belongs to layer '" + fw.layers()[fw.layerOf(joint.bone)].name
                          + "', not to this setting's layer '" + r.setting.layer + "'",
                      "Move the helper to the setting of the bone's own layer.");
        }
    } catch (const Invalid&) {
        joint.bone = -1;
        return joint;
    }
    const std::size_t mark = r.diagnostics.size();
    std::map<std::string, int> seen;
    r.children(el, xml::kNoChildLimit);  // its text; each slot appears once (helper.duplicate-slot)
    for (const XMLElement* slot = el->FirstChildElement(); slot; slot = slot->NextSiblingElement()) {
        const std::string tag = slot->Name();
        try {
            if (tag != "Position" && tag != "Rotation" && tag != "Scale") {
                r.invalid(slot, "xml.unknown-element", "unknown element <" + tag + "> inside <Helper>",
                          "A Helper holds Position, Rotation and Scale elements.");
            }
            if (!seen.emplace(tag, slot->GetLineNum()).second) {
                r.invalid(slot, "helper.duplicate-slot", "<Helper> has a second <" + tag + ">",
                          "Keep one; combine controllers with a list controller.");
            }
            r.attributes(slot, {});
            const XMLElement* c = r.onlyChild(slot);
            if (tag == "Position") {
                joint.position = readPositionController(r, c);
            } else if (tag == "Rotation") {
                joint.rotation = readRotationController(r, c);
            } else {
                joint.scale = readScaleController(r, c);
            }
        } catch (const Invalid&) {
        }
    }
    r.diagnostics.setBonesSince(mark, {r.bone});  // value errors reported by the shared XML helpers name the helper too
    if (!joint.position && !joint.rotation && !joint.scale && seen.empty()) {
        r.diagnostics.warning("helper.no-controller", r.file, el->GetLineNum(),
                              "helper for '" + r.bone + "' has no controller", {r.bone},
                              "Add a Position, Rotation or Scale element, or remove the helper.");
    }
    return joint;
}

/// Compiles the whole setting: the ExposeTm elements first (any bone value may read them), then
/// the Helpers and IK Limbs in file order.
std::vector<HelperJoint> compileSetting(ElementReader& r)
{
    std::vector<HelperJoint> out;
    const XMLElement* root = r.setting.document->RootElement();
    r.layer = r.framework.findLayer(r.setting.layer);
    if (r.layer < 0) {
        r.diagnostics.error("helper.unknown-layer", r.file, root->GetLineNum(),
                            "layer '" + r.setting.layer + "' of this setting is not stacked", {},
                            "Stack the layer's Framework file before its HelperJointSetting.");
        return out;
    }
    if (!xml::checkChildren(root, kMaxSettingElements, r.file, r.diagnostics)) {
        return out;
    }
    for (const XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
        if (std::string(el->Name()) == "ExposeTm") {
            try {
                readExposeTm(r, el);
            } catch (const Invalid&) {
            }
        }
    }
    for (const XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
        const std::string tag = el->Name();
        if (tag == "ExposeTm") {
            continue;
        }
        if (tag == "IkLimb") {
            readIkLimb(r, el, out);
            continue;
        }
        if (tag != "Helper") {
            xml::reportUnknownElement(el, "HelperJointSetting", r.file, r.diagnostics);
            continue;
        }
        const std::size_t mark = r.diagnostics.size();
        HelperJoint joint = readHelper(r, el);
        if (!r.diagnostics.hasErrorsSince(mark) && joint.bone >= 0) {
            out.push_back(std::move(joint));
        }
    }
    return out;
}

}  // namespace

std::unique_ptr<PositionController> readPositionController(ElementReader& r, const XMLElement* el)
{
    const std::string tag = el->Name();
    if (tag == "PositionConstraint") return readPositionConstraint(r, el);
    if (tag == "PositionXYZ") return readPositionXyz(r, el);
    if (tag == "PositionList") return readPositionList(r, el);
    if (tag == "PositionReaction") return readPositionReaction(r, el);
    if (tag == "PositionExpression") return readPositionExpression(r, el);
    unknownController(r, el, "position",
                      "PositionConstraint, PositionXYZ, PositionList, PositionReaction, PositionExpression");
}

std::unique_ptr<RotationController> readRotationController(ElementReader& r, const XMLElement* el)
{
    const std::string tag = el->Name();
    if (tag == "LookAtConstraint") return readLookAtConstraint(r, el);
    if (tag == "OrientationConstraint") return readOrientationConstraint(r, el);
    if (tag == "EulerXYZ") return readEulerXyz(r, el);
    if (tag == "RotationList") return readRotationList(r, el);
    if (tag == "RotationReaction") return readRotationReaction(r, el);
    unknownController(r, el, "rotation",
                      "LookAtConstraint, OrientationConstraint, EulerXYZ, RotationList, RotationReaction");
}

std::unique_ptr<ScaleController> readScaleController(ElementReader& r, const XMLElement* el)
{
    const std::string tag = el->Name();
    if (tag == "ScaleXYZ") return readScaleXyz(r, el);
    if (tag == "ScaleList") return readScaleList(r, el);
    if (tag == "ScaleReaction") return readScaleReaction(r, el);
    if (tag == "ScaleExpression") return readScaleExpression(r, el);
    unknownController(r, el, "scale", "ScaleXYZ, ScaleList, ScaleReaction, ScaleExpression");
}

std::unique_ptr<FloatController> readFloatController(ElementReader& r, const XMLElement* el)
{
    const std::string tag = el->Name();
    if (tag == "FloatConstant") return readFloatConstant(r, el);
    if (tag == "FloatReaction") return readFloatReaction(r, el);
    if (tag == "FloatExpression") return readFloatExpression(r, el);
    if (tag == "FloatWire") return readFloatWire(r, el);
    unknownController(r, el, "float", "FloatConstant, FloatReaction, FloatExpression, FloatWire");
}

}  // namespace helper_xml

std::vector<HelperJoint> compileHelperJoints(const HelperJointSetting& setting, const Framework& framework,
                                             Diagnostics& diagnostics)
{
    helper_xml::ElementReader reader(setting, framework, diagnostics, nullptr);
    return helper_xml::compileSetting(reader);
}

std::unordered_map<const tinyxml2::XMLElement*, BoneValueInput> reactionInputs(const HelperJointSetting& setting,
                                                                               const Framework& framework)
{
    std::unordered_map<const XMLElement*, BoneValueInput> inputs;
    Diagnostics ignored;  // the setting compiled once already; its findings were reported then
    helper_xml::ElementReader reader(setting, framework, ignored, &inputs);
    helper_xml::compileSetting(reader);
    return inputs;
}

}  // namespace rigstage
