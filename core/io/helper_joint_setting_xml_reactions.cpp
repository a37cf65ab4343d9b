// The reaction controllers (Position, Rotation, Scale and Float Reaction): a master (a float
// <Input> or a bone's position or rotation <Master>), then a Curve per output component or a set
// of States.

#include "io/helper_joint_setting_xml_controllers.h"

#include "helpers/reaction_controllers.h"
#include "io/xml_support.h"

namespace rigstage::helper_xml {

namespace {

ReactionCurve readCurve(ElementReader& r, const XMLElement* el)
{
    std::vector<CurvePoint> points;
    r.children(el, kMaxCurvePoints);
    for (const XMLElement* p = el->FirstChildElement(); p; p = p->NextSiblingElement()) {
        if (std::string(p->Name()) != "Point") {
            r.invalid(p, "xml.unknown-element", std::string("unknown element <") + p->Name() + "> inside <Curve>",
                      "A curve holds Point elements.");
        }
        r.leaf(p);
        r.attributes(p, {"x", "y", "inX", "inY", "outX", "outY", "corner"});
        CurvePoint cp;
        cp.position = {r.number(p, "x", 0.0f), r.number(p, "y", 0.0f)};
        if (!p->Attribute("x") || !p->Attribute("y")) {
            r.invalid(p, "xml.missing-attribute", "<Point> needs x (master) and y (value)", "Add both.");
        }
        cp.inTangent = {r.number(p, "inX", 0.0f), r.number(p, "inY", 0.0f)};
        cp.outTangent = {r.number(p, "outX", 0.0f), r.number(p, "outY", 0.0f)};
        cp.corner = r.flag(p, "corner", !(p->Attribute("inX") || p->Attribute("outX")));
        if (!points.empty() && !(cp.position.x > points.back().position.x)) {
            r.invalid(p, "helper.unsorted-curve", "curve points must have increasing master values (x)",
                      "Sort the points by x and remove duplicates.");
        }
        points.push_back(cp);
    }
    if (points.empty()) {
        r.invalid(el, "helper.empty-curve", "<Curve> has no Point", "Add at least one point.");
    }
    return ReactionCurve(std::move(points));
}

ReactionState readState(ElementReader& r, const XMLElement* el, ReactionMasterType master, int components)
{
    r.leaf(el);
    r.attributes(el, {"master", "value", "strength", "influence", "falloff"});
    ReactionState s;
    if (!el->Attribute("master") || !el->Attribute("value")) {
        r.invalid(el, "xml.missing-attribute", "<State> needs master and value", "Add both.");
    }
    if (master == ReactionMasterType::Float) {
        s.masterFloat = r.number(el, "master", 0.0f);
    } else if (master == ReactionMasterType::Vector) {
        s.masterVector = r.vec3(el, "master", {});
    } else {
        float q[4];
        if (!xml::parseFloats(el->Attribute("master"), q, 4, el, "master", r.file, r.diagnostics)) {
            throw Invalid{};
        }
        s.masterRotation = glm::normalize(glm::quat(q[3], q[0], q[1], q[2]));
    }
    if (components == 1) {
        s.value.x = r.number(el, "value", 0.0f);
    } else {
        s.value = glm::vec4(r.vec3(el, "value", {}), 0.0f);
    }
    s.strength = r.number(el, "strength", 1.0f);
    s.influence = r.number(el, "influence", 100.0f);
    s.falloff = r.number(el, "falloff", 2.0f);
    return s;
}

/// Reads el's master and its curves or states into reaction, for an output of components
/// components (1 or 3); a component no curve drives stays at defaultValue.
void readReaction(ElementReader& r, const XMLElement* el, Reaction& reaction, int components, float defaultValue)
{
    r.attributes(el, {});
    r.children(el, kMaxReactionElements);
    bool haveMaster = false;
    std::vector<const XMLElement*> curveElements;
    for (const XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
        const std::string tag = c->Name();
        if (tag == "Input") {
            r.leaf(c);
            r.attributes(c, {"bone", "kind", "space", "reference", "axis", "eulerOrder", "expose", "value"});
            reaction.masterType = ReactionMasterType::Float;
            reaction.input = readBoneValue(r, c);
            if (r.reactionInputs) {
                (*r.reactionInputs)[el] = reaction.input;
            }
            haveMaster = true;
        } else if (tag == "Master") {
            r.leaf(c);
            r.attributes(c, {"bone", "type"});
            reaction.masterBone = r.boneRef(c, "bone");
            const std::string type = r.text(c, "type", "position");
            if (type == "position") {
                reaction.masterType = ReactionMasterType::Vector;
            } else if (type == "rotation") {
                reaction.masterType = ReactionMasterType::Rotation;
            } else {
                r.invalid(c, "helper.bad-option", "Master type must be position or rotation, not \"" + type + "\"",
                          "Use <Input> for float masters.");
            }
            haveMaster = true;
        } else if (tag == "Curve") {
            curveElements.push_back(c);
        } else if (tag == "State") {
            reaction.states.push_back(readState(r, c, reaction.masterType, components));
        } else {
            r.invalid(c, "xml.unknown-element", "unknown element <" + tag + "> inside <" + el->Name() + ">",
                      "A reaction holds Input or Master, then Curve or State elements.");
        }
    }
    if (!haveMaster) {
        r.invalid(el, "helper.no-master", std::string("<") + el->Name() + "> has no <Input> or <Master>",
                  "Say what drives the reaction.");
    }
    if (curveElements.empty() == reaction.states.empty()) {
        r.invalid(el, "helper.reaction-mapping", std::string("<") + el->Name() + "> needs either curves or states",
                  "Give Curve elements (float master) or State elements, not both and not neither.");
    }
    if (!curveElements.empty()) {
        if (reaction.masterType != ReactionMasterType::Float) {
            r.invalid(curveElements.front(), "helper.reaction-mapping", "curves need a float master (<Input>)",
                      "Use State elements with a position or rotation master.");
        }
        reaction.curves.assign(static_cast<std::size_t>(components),
                               ReactionCurve({CurvePoint{{0.0f, defaultValue}, {}, {}, true}}));
        std::vector<bool> given(static_cast<std::size_t>(components), false);
        for (const XMLElement* c : curveElements) {
            r.attributes(c, {"component"});
            const int comp = components == 1 ? 0 : r.axis(c, "component", -1);
            if (comp < 0) {
                r.invalid(c, "xml.missing-attribute", "<Curve> needs component=\"x\", \"y\" or \"z\"",
                          "Say which output component the curve drives.");
            }
            if (given[static_cast<std::size_t>(comp)]) {
                r.invalid(c, "helper.duplicate-slot", "a second curve drives the same component", "Keep one.");
            }
            given[static_cast<std::size_t>(comp)] = true;
            reaction.curves[static_cast<std::size_t>(comp)] = readCurve(r, c);
        }
    }
}

/// A reaction controller of type C (one with a reaction member) read from el.
template <class C>
std::unique_ptr<C> readReactionController(ElementReader& r, const XMLElement* el, int components, float defaultValue)
{
    auto c = std::make_unique<C>();
    readReaction(r, el, c->reaction, components, defaultValue);
    return c;
}

}  // namespace

std::unique_ptr<PositionController> readPositionReaction(ElementReader& r, const XMLElement* el)
{
    return readReactionController<PositionReaction>(r, el, 3, 0.0f);
}

std::unique_ptr<RotationController> readRotationReaction(ElementReader& r, const XMLElement* el)
{
    return readReactionController<RotationReaction>(r, el, 3, 0.0f);
}

std::unique_ptr<ScaleController> readScaleReaction(ElementReader& r, const XMLElement* el)
{
    return readReactionController<ScaleReaction>(r, el, 3, 1.0f);
}

std::unique_ptr<FloatController> readFloatReaction(ElementReader& r, const XMLElement* el)
{
    return readReactionController<FloatReaction>(r, el, 1, 0.0f);
}

}  // namespace rigstage::helper_xml
