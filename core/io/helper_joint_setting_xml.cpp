#include "io/helper_joint_setting_xml.h"

#include <unordered_map>

#include <cctype>
#include <map>

#include "helpers/expression_controllers.h"
#include "helpers/ik_limb.h"
#include "helpers/list_controllers.h"
#include "helpers/lookat_constraint.h"
#include "helpers/orientation_constraint.h"
#include "helpers/position_constraint.h"
#include "helpers/reaction_controllers.h"
#include "helpers/xyz_controllers.h"
#include "io/helper_setting_upgrade.h"
#include "io/xml_support.h"

namespace rigstage {

using tinyxml2::XMLElement;

std::optional<HelperJointSetting> parseHelperJointSettingXml(std::string_view text, const std::string& file,
                                                             Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    auto doc = std::make_shared<tinyxml2::XMLDocument>();
    if (!xml::parse(text, file, *doc, diagnostics)) {
        return std::nullopt;
    }
    const XMLElement* root = xml::checkRoot(*doc, "HelperJointSetting", file, diagnostics, kHelperJointSettingVersion, 1);
    if (!root) {
        return std::nullopt;
    }
    const int rootLine = root->GetLineNum();
    std::vector<UnconvertedAngle> unconverted;
    std::vector<const XMLElement*> upgraded = upgradeHelperJointSetting(*doc, &unconverted);
    if (!upgraded.empty()) {
        diagnostics.warning("helper.old-version", file, rootLine,
                            "version 1 file: its angles in degrees (Euler constants, rotation-reaction outputs, Float "
                            "Reactions on Euler channels, angle masters of curves and states) were converted to radians "
                            "(version 2)",
                            {}, "Save it (File > Save) or run 'rigstage-cli upgrade FILE' to write version 2.");
    }
    xml::checkAttributes(root, {"version", "layer"}, file, diagnostics);
    HelperJointSetting setting;
    setting.file = file;
    if (auto layer = xml::requiredString(root, "layer", file, diagnostics)) {
        setting.layer = *layer;
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    setting.document = std::move(doc);
    setting.upgraded = std::move(upgraded);
    setting.unconvertedAngles = std::move(unconverted);
    return setting;
}

std::optional<HelperJointSetting> loadHelperJointSettingXml(const std::string& path, Diagnostics& diagnostics)
{
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return parseHelperJointSettingXml(*text, path, diagnostics);
}

std::string writeHelperJointSettingXml(const HelperJointSetting& setting)
{
    tinyxml2::XMLPrinter printer;
    setting.document->Print(&printer);
    return printer.CStr();
}

namespace {

/// A failed element: reported already; the caller drops what it was building.
struct Invalid {};

/// Most child elements of <HelperJointSetting> (a Helper per bone of a 20,000-bone layer, with
/// its IK limbs and exposed transforms), of a constraint (Targets), of a list (Entries), of a
/// reaction (its master, curves and States) and of a Curve (Points). docs/format.md, Limits.
constexpr int kMaxSettingElements = 65536;
constexpr int kMaxTargets = 1024;
constexpr int kMaxListEntries = 1024;
constexpr int kMaxReactionElements = 1024;
constexpr int kMaxCurvePoints = 65536;

std::string lower(std::string_view s)
{
    std::string out;
    for (char c : s) {
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

/// What an Expose TM element exposes: a bone, its reference and its Euler order.
struct Exposer {
    BoneValueInput base;
    int line = 0;
};

class SettingCompiler {
public:
    SettingCompiler(const HelperJointSetting& setting, const Framework& framework, Diagnostics& diagnostics,
                    std::unordered_map<const XMLElement*, BoneValueInput>* reactionInputs = nullptr)
        : file_(setting.file), setting_(setting), fw_(framework), d_(diagnostics), reactionInputs_(reactionInputs)
    {
    }

    std::vector<HelperJoint> run()
    {
        std::vector<HelperJoint> out;
        const XMLElement* root = setting_.document->RootElement();
        layer_ = fw_.findLayer(setting_.layer);
        if (layer_ < 0) {
            d_.error("helper.unknown-layer", file_, root->GetLineNum(),
                     "layer '" + setting_.layer + "' of this setting is not stacked", {},
                     "Stack the layer's Framework file before its HelperJointSetting.");
            return out;
        }
        if (!xml::checkChildren(root, kMaxSettingElements, file_, d_)) {
            return out;
        }
        for (const XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
            if (name(el) == "ExposeTm") {
                try {
                    exposeTm(el);
                } catch (const Invalid&) {
                }
            }
        }
        for (const XMLElement* el = root->FirstChildElement(); el; el = el->NextSiblingElement()) {
            const std::string tag = name(el);
            if (tag == "ExposeTm") {
                continue;
            }
            if (tag == "IkLimb") {
                ikLimb(el, out);
                continue;
            }
            if (tag != "Helper") {
                xml::reportUnknownElement(el, "HelperJointSetting", file_, d_);
                continue;
            }
            const std::size_t mark = d_.size();
            HelperJoint joint = helper(el);
            if (!d_.hasErrorsSince(mark) && joint.bone >= 0) {
                out.push_back(std::move(joint));
            }
        }
        return out;
    }

private:
    static std::string name(const XMLElement* el) { return el->Name(); }

    [[noreturn]] void invalid(const XMLElement* el, const std::string& code, const std::string& message,
                              const std::string& fix)
    {
        d_.error(code, file_, el->GetLineNum(), message, bone_.empty() ? std::vector<std::string>{}
                                                                       : std::vector<std::string>{bone_},
                 fix);
        throw Invalid{};
    }

    /// Checks el's attributes: unknown ones are reported; an empty one (no attribute of this file
    /// may be empty) is reported and ends the element.
    void attributes(const XMLElement* el, std::initializer_list<const char*> allowed)
    {
        const std::size_t mark = d_.size();
        xml::checkAttributes(el, allowed, file_, d_);
        bool empty = false;
        for (const tinyxml2::XMLAttribute* a = el->FirstAttribute(); a; a = a->Next()) {
            empty = !xml::checkNotEmpty(el, a->Name(), file_, d_) || empty;
        }
        if (!bone_.empty()) {
            d_.setBonesSince(mark, {bone_});
        }
        if (empty) {
            throw Invalid{};
        }
    }

    /// An element the format gives no children: any child element or text is reported.
    void leaf(const XMLElement* el)
    {
        const std::size_t mark = d_.size();
        xml::checkLeaf(el, file_, d_);
        if (!bone_.empty()) {
            d_.setBonesSince(mark, {bone_});
        }
    }

    /// A container: its text is reported; more than maxChildren child elements end it.
    void children(const XMLElement* el, int maxChildren)
    {
        const std::size_t mark = d_.size();
        const bool ok = xml::checkChildren(el, maxChildren, file_, d_);
        if (!bone_.empty()) {
            d_.setBonesSince(mark, {bone_});
        }
        if (!ok) {
            throw Invalid{};
        }
    }

    std::string text(const XMLElement* el, const char* attribute, const char* fallback = nullptr)
    {
        const char* v = el->Attribute(attribute);
        if (v) {
            return v;
        }
        if (fallback) {
            return fallback;
        }
        invalid(el, "xml.missing-attribute",
                std::string("<") + el->Name() + "> needs a '" + attribute + "' attribute",
                std::string("Add the ") + attribute + " attribute.");
    }

    float number(const XMLElement* el, const char* attribute, float fallback)
    {
        float v = fallback;
        if (!xml::optionalFloat(el, attribute, v, file_, d_)) {
            throw Invalid{};
        }
        return v;
    }

    glm::vec3 vec3(const XMLElement* el, const char* attribute, glm::vec3 fallback)
    {
        if (!xml::optionalVec3(el, attribute, fallback, file_, d_)) {
            throw Invalid{};
        }
        return fallback;
    }

    bool flag(const XMLElement* el, const char* attribute, bool fallback)
    {
        const char* v = el->Attribute(attribute);
        if (!v) {
            return fallback;
        }
        const std::string s = lower(v);
        if (s == "true" || s == "1") {
            return true;
        }
        if (s == "false" || s == "0") {
            return false;
        }
        invalid(el, "helper.bad-option", std::string(attribute) + " must be true or false, not \"" + v + "\"",
                "Write true or false.");
    }

    int axis(const XMLElement* el, const char* attribute, int fallback)
    {
        const char* v = el->Attribute(attribute);
        if (!v) {
            return fallback;
        }
        const std::string s = lower(v);
        if (s == "x" || s == "0") return 0;
        if (s == "y" || s == "1") return 1;
        if (s == "z" || s == "2") return 2;
        invalid(el, "helper.bad-option", std::string(attribute) + " must be X, Y or Z, not \"" + v + "\"",
                "Write X, Y or Z.");
    }

    EulerOrder order(const XMLElement* el, const char* attribute, EulerOrder fallback)
    {
        const char* v = el->Attribute(attribute);
        if (!v) {
            return fallback;
        }
        if (const auto o = parseEulerOrder(v)) {
            return *o;
        }
        invalid(el, "helper.bad-option", std::string(attribute) + " \"" + v + "\" is not an Euler order",
                "Use XYZ, XZY, YZX, YXZ, ZXY, ZYX, XYX, YZY or ZXZ.");
    }

    int boneRef(const XMLElement* el, const char* attribute)
    {
        const std::string n = text(el, attribute);
        const int b = fw_.findBone(n);
        if (b < 0) {
            d_.error("helper.unknown-bone", file_, el->GetLineNum(),
                     std::string("<") + el->Name() + "> " + attribute + " names bone '" + n
                         + "', which no stacked layer has",
                     {bone_.empty() ? n : bone_, n}, "Fix the name or stack the layer that owns the bone.");
            throw Invalid{};
        }
        return b;
    }

    /// The only child element of a slot / entry / channel.
    const XMLElement* onlyChild(const XMLElement* el)
    {
        children(el, xml::kNoChildLimit);  // its text; a second controller is helper.extra-controller
        const XMLElement* child = el->FirstChildElement();
        if (!child) {
            invalid(el, "helper.empty-slot", std::string("<") + el->Name() + "> holds no controller",
                    "Put one controller element inside it, or remove it.");
        }
        if (child->NextSiblingElement()) {
            invalid(child->NextSiblingElement(), "helper.extra-controller",
                    std::string("<") + el->Name() + "> holds more than one controller",
                    "Use a list controller to combine several.");
        }
        return child;
    }

    [[noreturn]] void unknownController(const XMLElement* el, const char* slot, const char* known)
    {
        invalid(el, "helper.unknown-controller",
                std::string("unknown ") + slot + " controller <" + el->Name() + ">",
                std::string("Use one of: ") + known + ".");
    }

    // ---- top level
    void exposeTm(const XMLElement* el)
    {
        leaf(el);
        attributes(el, {"name", "bone", "reference", "eulerOrder"});
        const std::string n = text(el, "name");
        Exposer e;
        e.line = el->GetLineNum();
        e.base.bone = boneRef(el, "bone");
        reference(el, e.base);
        e.base.order = order(el, "eulerOrder", EulerOrder::XYZ);
        if (!exposers_.emplace(n, e).second) {
            invalid(el, "helper.duplicate-expose", "a second ExposeTm is named '" + n + "'", "Rename one of them.");
        }
    }

    /// An IK Limb: two helper joints (the chain's root and middle bone) sharing one solver.
    void ikLimb(const XMLElement* el, std::vector<HelperJoint>& out)
    {
        bone_.clear();
        try {
            leaf(el);
            attributes(el, {"root", "mid", "end", "goal", "pole", "swivel", "weight"});
            auto solver = std::make_shared<IkLimbSolver>();
            TwoBoneIkJob& job = solver->job;
            job.root = boneRef(el, "root");
            bone_ = fw_.boneName(job.root);
            job.mid = boneRef(el, "mid");
            job.end = boneRef(el, "end");
            solver->goal = boneRef(el, "goal");
            solver->pole = el->Attribute("pole") ? boneRef(el, "pole") : -1;
            job.swivel = number(el, "swivel", 0.0f);  // radians
            job.weight = number(el, "weight", 1.0f);
            job.reachRatio = 1.0f;  // Max clamps the reach to exactly [|L1 - L2|, L1 + L2]
            if (fw_.parent(job.mid) != job.root || fw_.parent(job.end) != job.mid) {
                invalid(el, "helper.bad-chain",
                        "<IkLimb> " + bone_ + " -> " + fw_.boneName(job.mid) + " -> " + fw_.boneName(job.end)
                            + " is not a parent -> child -> grandchild chain",
                        "Name three bones that follow each other in the hierarchy.");
            }
            for (int b : {job.root, job.mid}) {
                if (fw_.layerOf(b) != layer_) {
                    invalid(el, "helper.foreign-bone",
                            "bone '" + fw_.boneName(b) + "' of the IK Limb belongs to layer '"
                                + fw_.layers()[fw_.layerOf(b)].name + "', not to this setting's layer '" + setting_.layer + "'",
                            "Put the IK Limb in the setting of its chain's layer.");
                }
            }
            if (job.weight < 0.0f || job.weight > 1.0f) {
                invalid(el, "helper.bad-option", "weight must be between 0 and 1, not " + xml::formatFloat(job.weight),
                        "Write a weight from 0 (off) to 1 (full IK).");
            }
            job.hingeLocal = hingeFromBindPose(fw_, job.root, job.mid, job.end);
            for (int b : {job.root, job.mid}) {
                HelperJoint joint;
                joint.bone = b;
                joint.file = file_;
                joint.line = el->GetLineNum();
                joint.solverDriven = true;
                if (b == job.root) {
                    joint.rotation = std::make_unique<IkLimbRootRotation>(solver);
                } else {
                    joint.rotation = std::make_unique<IkLimbMidRotation>(solver);
                }
                out.push_back(std::move(joint));
            }
        } catch (const Invalid&) {
        }
        bone_.clear();
    }

    void reference(const XMLElement* el, BoneValueInput& in)
    {
        const std::string r = el->Attribute("reference") ? el->Attribute("reference") : "parent";
        if (r == "parent") {
            in.reference = InputReference::Parent;
        } else if (r == "world") {
            in.reference = InputReference::World;
        } else {
            in.reference = InputReference::Bone;
            in.referenceBone = boneRef(el, "reference");
        }
    }

    HelperJoint helper(const XMLElement* el)
    {
        HelperJoint joint;
        joint.file = file_;
        joint.line = el->GetLineNum();
        bone_.clear();
        try {
            attributes(el, {"bone"});
            joint.bone = boneRef(el, "bone");
            bone_ = fw_.boneName(joint.bone);
            if (fw_.layerOf(joint.bone) != layer_) {
                invalid(el, "helper.foreign-bone",
                        "bone '" + bone_ + "' belongs to layer '" + fw_.layers()[fw_.layerOf(joint.bone)].name
                            + "', not to this setting's layer '" + setting_.layer + "'",
                        "Move the helper to the setting of the bone's own layer.");
            }
        } catch (const Invalid&) {
            joint.bone = -1;
            return joint;
        }
        const std::size_t mark = d_.size();
        std::map<std::string, int> seen;
        children(el, xml::kNoChildLimit);  // its text; each slot appears once (helper.duplicate-slot)
        for (const XMLElement* slot = el->FirstChildElement(); slot; slot = slot->NextSiblingElement()) {
            const std::string tag = name(slot);
            try {
                if (tag != "Position" && tag != "Rotation" && tag != "Scale") {
                    invalid(slot, "xml.unknown-element", "unknown element <" + tag + "> inside <Helper>",
                            "A Helper holds Position, Rotation and Scale elements.");
                }
                if (!seen.emplace(tag, slot->GetLineNum()).second) {
                    invalid(slot, "helper.duplicate-slot", "<Helper> has a second <" + tag + ">",
                            "Keep one; combine controllers with a list controller.");
                }
                attributes(slot, {});
                const XMLElement* c = onlyChild(slot);
                if (tag == "Position") {
                    joint.position = positionController(c);
                } else if (tag == "Rotation") {
                    joint.rotation = rotationController(c);
                } else {
                    joint.scale = scaleController(c);
                }
            } catch (const Invalid&) {
            }
        }
        d_.setBonesSince(mark, {bone_});  // value errors reported by the shared XML helpers name the helper too
        if (!joint.position && !joint.rotation && !joint.scale && seen.empty()) {
            d_.warning("helper.no-controller", file_, el->GetLineNum(), "helper for '" + bone_ + "' has no controller",
                       {bone_}, "Add a Position, Rotation or Scale element, or remove the helper.");
        }
        return joint;
    }

    // ---- targets
    std::vector<ConstraintTarget> targets(const XMLElement* el)
    {
        std::vector<ConstraintTarget> out;
        children(el, kMaxTargets);
        for (const XMLElement* t = el->FirstChildElement(); t; t = t->NextSiblingElement()) {
            if (name(t) != "Target") {
                invalid(t, "xml.unknown-element", std::string("unknown element <") + t->Name() + "> inside <"
                                                      + el->Name() + ">",
                        "A constraint holds Target elements.");
            }
            leaf(t);
            attributes(t, {"bone", "weight"});
            out.push_back({boneRef(t, "bone"), number(t, "weight", 50.0f)});
        }
        if (out.empty()) {
            invalid(el, "helper.no-targets", std::string("<") + el->Name() + "> has no Target",
                    "Add at least one <Target bone=\"...\" weight=\"50\"/>.");
        }
        return out;
    }

    // ---- position
    std::unique_ptr<PositionController> positionController(const XMLElement* el)
    {
        const std::string tag = name(el);
        if (tag == "PositionConstraint") {
            attributes(el, {"keepInitialOffset"});
            auto c = std::make_unique<PositionConstraint>();
            c->keepInitialOffset = flag(el, "keepInitialOffset", false);
            c->targets = targets(el);
            return c;
        }
        if (tag == "PositionXYZ") {
            attributes(el, {"x", "y", "z"});
            auto c = std::make_unique<PositionXyz>();
            channels(el, c->channels, 0.0f, 1.0f);
            return c;
        }
        if (tag == "PositionList") {
            auto c = std::make_unique<PositionList>();
            c->average = list(el, c->entries, [this](const XMLElement* e) { return positionController(e); });
            return c;
        }
        if (tag == "PositionReaction") {
            auto c = std::make_unique<PositionReaction>();
            reactionBody(el, c->reaction, 3, 0.0f);
            return c;
        }
        if (tag == "PositionExpression") {
            auto c = std::make_unique<PositionExpression>();
            c->expression = expression(el, expr::ValueType::Vector);
            return c;
        }
        unknownController(el, "position",
                          "PositionConstraint, PositionXYZ, PositionList, PositionReaction, PositionExpression");
    }

    // ---- rotation
    std::unique_ptr<RotationController> rotationController(const XMLElement* el)
    {
        const std::string tag = name(el);
        if (tag == "LookAtConstraint") {
            attributes(el, {"aimAxis", "aimFlip", "upnode", "upnodeControl", "upnodeAxis", "sourceAxis", "sourceFlip",
                            "keepInitialOffset"});
            auto c = std::make_unique<LookAtConstraint>();
            c->aimAxis = axis(el, "aimAxis", 0);
            c->aimFlip = flag(el, "aimFlip", false);
            const std::string up = el->Attribute("upnode") ? el->Attribute("upnode") : "world";
            c->upnodeWorld = up == "world";
            if (!c->upnodeWorld) {
                c->upnodeBone = boneRef(el, "upnode");
            }
            const std::string control = el->Attribute("upnodeControl") ? el->Attribute("upnodeControl") : "axisAlignment";
            if (control == "lookAt") {
                c->upnodeControl = UpnodeControl::LookAt;
            } else if (control == "axisAlignment") {
                c->upnodeControl = UpnodeControl::AxisAlignment;
            } else {
                invalid(el, "helper.bad-option", "upnodeControl must be lookAt or axisAlignment, not \"" + control + "\"",
                        "Write lookAt or axisAlignment.");
            }
            c->upnodeAxis = axis(el, "upnodeAxis", 2);
            c->sourceAxis = axis(el, "sourceAxis", 2);
            c->sourceFlip = flag(el, "sourceFlip", false);
            c->keepInitialOffset = flag(el, "keepInitialOffset", false);
            if (c->sourceAxis == c->aimAxis) {
                invalid(el, "helper.bad-option", "sourceAxis and aimAxis are the same axis",
                        "Pick a source axis other than the aim axis (3ds Max's UI never offers it, and its code "
                        "gives no rotation when the aim lies along a world axis).");
            }
            c->targets = targets(el);
            return c;
        }
        if (tag == "OrientationConstraint") {
            attributes(el, {"transformRule", "keepInitialOffset"});
            auto c = std::make_unique<OrientationConstraint>();
            const std::string rule = el->Attribute("transformRule") ? el->Attribute("transformRule") : "worldToWorld";
            if (rule == "worldToWorld") {
                c->transformRule = TransformRule::WorldToWorld;
            } else if (rule == "localToLocal") {
                c->transformRule = TransformRule::LocalToLocal;
            } else {
                invalid(el, "helper.bad-option", "transformRule must be worldToWorld or localToLocal, not \"" + rule + "\"",
                        "Write worldToWorld or localToLocal.");
            }
            c->keepInitialOffset = flag(el, "keepInitialOffset", false);
            c->targets = targets(el);
            return c;
        }
        if (tag == "EulerXYZ") {
            attributes(el, {"x", "y", "z", "order"});
            auto c = std::make_unique<EulerXyz>();
            c->order = order(el, "order", EulerOrder::XYZ);
            channels(el, c->channels, 0.0f, 1.0f);  // radians, as every angle (version 2)
            return c;
        }
        if (tag == "RotationList") {
            auto c = std::make_unique<RotationList>();
            c->average = list(el, c->entries, [this](const XMLElement* e) { return rotationController(e); });
            return c;
        }
        if (tag == "RotationReaction") {
            auto c = std::make_unique<RotationReaction>();
            reactionBody(el, c->reaction, 3, 0.0f);
            return c;
        }
        unknownController(el, "rotation",
                          "LookAtConstraint, OrientationConstraint, EulerXYZ, RotationList, RotationReaction");
    }

    // ---- scale
    std::unique_ptr<ScaleController> scaleController(const XMLElement* el)
    {
        const std::string tag = name(el);
        if (tag == "ScaleXYZ") {
            attributes(el, {"x", "y", "z"});
            auto c = std::make_unique<ScaleXyz>();
            channels(el, c->channels, 1.0f, 1.0f);
            return c;
        }
        if (tag == "ScaleList") {
            auto c = std::make_unique<ScaleList>();
            c->average = list(el, c->entries, [this](const XMLElement* e) { return scaleController(e); });
            return c;
        }
        if (tag == "ScaleReaction") {
            auto c = std::make_unique<ScaleReaction>();
            reactionBody(el, c->reaction, 3, 1.0f);
            return c;
        }
        if (tag == "ScaleExpression") {
            auto c = std::make_unique<ScaleExpression>();
            c->expression = expression(el, expr::ValueType::Vector);
            return c;
        }
        unknownController(el, "scale", "ScaleXYZ, ScaleList, ScaleReaction, ScaleExpression");
    }

    // ---- floats
    std::unique_ptr<FloatController> floatController(const XMLElement* el)
    {
        const std::string tag = name(el);
        if (tag == "FloatConstant") {
            leaf(el);
            attributes(el, {"value"});
            auto c = std::make_unique<FloatConstant>();
            c->value = number(el, "value", 0.0f);
            return c;
        }
        if (tag == "FloatReaction") {
            auto c = std::make_unique<FloatReaction>();
            reactionBody(el, c->reaction, 1, 0.0f);
            return c;
        }
        if (tag == "FloatExpression") {
            auto c = std::make_unique<FloatExpression>();
            c->expression = expression(el, expr::ValueType::Scalar);
            return c;
        }
        if (tag == "FloatWire") {
            auto c = std::make_unique<FloatWire>();
            c->expression = expression(el, expr::ValueType::Scalar);
            if (c->expression.variables.size() != 1
                || c->expression.variables.front().source == ExpressionVariable::Source::Constant) {
                invalid(el, "helper.bad-wire", "a FloatWire needs exactly one Variable, bound to its driver",
                        "Declare the driver, e.g. <Variable name=\"Z_Rotation\" bone=\"...\" kind=\"rotation\" axis=\"Z\"/>.");
            }
            return c;
        }
        unknownController(el, "float", "FloatConstant, FloatReaction, FloatExpression, FloatWire");
    }

    /// Constants from x / y / z attributes (times unitScale), controllers from X / Y / Z children.
    void channels(const XMLElement* el, FloatChannel (&out)[3], float fallback, float unitScale)
    {
        static const char* kAttr[3] = {"x", "y", "z"};
        children(el, xml::kNoChildLimit);  // its text; X, Y and Z appear once each (helper.duplicate-slot)
        for (int i = 0; i < 3; ++i) {
            out[i].value = number(el, kAttr[i], fallback / unitScale) * unitScale;
        }
        for (const XMLElement* ch = el->FirstChildElement(); ch; ch = ch->NextSiblingElement()) {
            const std::string tag = name(ch);
            const int i = tag == "X" ? 0 : tag == "Y" ? 1 : tag == "Z" ? 2 : -1;
            if (i < 0) {
                invalid(ch, "xml.unknown-element", "unknown element <" + tag + "> inside <" + el->Name() + ">",
                        "Channels are X, Y and Z elements.");
            }
            if (out[i].controller) {
                invalid(ch, "helper.duplicate-slot", "channel " + tag + " is given twice", "Keep one.");
            }
            attributes(ch, {});
            out[i].controller = floatController(onlyChild(ch));
        }
    }

    template <class C, class Make>
    bool list(const XMLElement* el, std::vector<ListEntry<C>>& entries, Make make)
    {
        attributes(el, {"average"});
        const bool average = flag(el, "average", false);
        children(el, kMaxListEntries);
        for (const XMLElement* e = el->FirstChildElement(); e; e = e->NextSiblingElement()) {
            if (name(e) != "Entry") {
                invalid(e, "xml.unknown-element", std::string("unknown element <") + e->Name() + "> inside <"
                                                      + el->Name() + ">",
                        "A list holds Entry elements.");
            }
            attributes(e, {"weight"});
            ListEntry<C> entry;
            entry.weight = number(e, "weight", 100.0f) / 100.0f;  // percent, as Max shows it
            entry.controller = make(onlyChild(e));
            entries.push_back(std::move(entry));
        }
        if (entries.empty()) {
            invalid(el, "helper.empty-list", std::string("<") + el->Name() + "> has no Entry",
                    "Add at least one <Entry weight=\"100\">.");
        }
        return average;
    }

    // ---- inputs, reactions, expressions
    /// Reads a bone value from bone / kind / space / reference / axis / eulerOrder, or expose / value.
    BoneValueInput boneValue(const XMLElement* el)
    {
        BoneValueInput in;
        if (el->Attribute("expose")) {
            const std::string e = el->Attribute("expose");
            const auto it = exposers_.find(e);
            if (it == exposers_.end()) {
                invalid(el, "helper.unknown-expose", "no ExposeTm is named '" + e + "'",
                        "Declare <ExposeTm name=\"" + e + "\" .../> or fix the name.");
            }
            in = it->second.base;
            const std::string value = text(el, "value");
            if (!applyExposedValueName(value, in)) {
                invalid(el, "helper.bad-option", "ExposeTm has no value '" + value + "'",
                        "Use localPositionX..Z, worldPositionX..Z, localEulerX..Z, worldEulerX..Z, distance or angle.");
            }
            return in;
        }
        in.bone = boneRef(el, "bone");
        const std::string kind = lower(text(el, "kind", "rotation"));
        if (kind == "position") in.kind = InputKind::Position;
        else if (kind == "rotation") in.kind = InputKind::Rotation;
        else if (kind == "distance") in.kind = InputKind::Distance;
        else if (kind == "angle") in.kind = InputKind::Angle;
        else invalid(el, "helper.bad-option", "kind must be position, rotation, distance or angle, not \"" + kind + "\"",
                     "Write one of the four kinds.");
        const std::string space = lower(text(el, "space", "local"));
        if (space != "local" && space != "world") {
            invalid(el, "helper.bad-option", "space must be local or world, not \"" + space + "\"", "Write local or world.");
        }
        in.space = space == "world" ? InputSpace::World : InputSpace::Local;
        reference(el, in);
        in.axis = axis(el, "axis", 0);
        in.order = order(el, "eulerOrder", EulerOrder::XYZ);
        return in;
    }

    void reactionBody(const XMLElement* el, Reaction& r, int components, float defaultValue)
    {
        attributes(el, {});
        children(el, kMaxReactionElements);
        bool haveMaster = false;
        std::vector<const XMLElement*> curveElements;
        for (const XMLElement* c = el->FirstChildElement(); c; c = c->NextSiblingElement()) {
            const std::string tag = name(c);
            if (tag == "Input") {
                leaf(c);
                attributes(c, {"bone", "kind", "space", "reference", "axis", "eulerOrder", "expose", "value"});
                r.masterType = ReactionMasterType::Float;
                r.input = boneValue(c);
                if (reactionInputs_) {
                    (*reactionInputs_)[el] = r.input;
                }
                haveMaster = true;
            } else if (tag == "Master") {
                leaf(c);
                attributes(c, {"bone", "type"});
                r.masterBone = boneRef(c, "bone");
                const std::string type = text(c, "type", "position");
                if (type == "position") {
                    r.masterType = ReactionMasterType::Vector;
                } else if (type == "rotation") {
                    r.masterType = ReactionMasterType::Rotation;
                } else {
                    invalid(c, "helper.bad-option", "Master type must be position or rotation, not \"" + type + "\"",
                            "Use <Input> for float masters.");
                }
                haveMaster = true;
            } else if (tag == "Curve") {
                curveElements.push_back(c);
            } else if (tag == "State") {
                r.states.push_back(state(c, r.masterType, components));
            } else {
                invalid(c, "xml.unknown-element", "unknown element <" + tag + "> inside <" + el->Name() + ">",
                        "A reaction holds Input or Master, then Curve or State elements.");
            }
        }
        if (!haveMaster) {
            invalid(el, "helper.no-master", std::string("<") + el->Name() + "> has no <Input> or <Master>",
                    "Say what drives the reaction.");
        }
        if (curveElements.empty() == r.states.empty()) {
            invalid(el, "helper.reaction-mapping", std::string("<") + el->Name() + "> needs either curves or states",
                    "Give Curve elements (float master) or State elements, not both and not neither.");
        }
        if (!curveElements.empty()) {
            if (r.masterType != ReactionMasterType::Float) {
                invalid(curveElements.front(), "helper.reaction-mapping", "curves need a float master (<Input>)",
                        "Use State elements with a position or rotation master.");
            }
            r.curves.assign(static_cast<std::size_t>(components),
                            ReactionCurve({CurvePoint{{0.0f, defaultValue}, {}, {}, true}}));
            std::vector<bool> given(static_cast<std::size_t>(components), false);
            for (const XMLElement* c : curveElements) {
                attributes(c, {"component"});
                const int comp = components == 1 ? 0 : axis(c, "component", -1);
                if (comp < 0) {
                    invalid(c, "xml.missing-attribute", "<Curve> needs component=\"x\", \"y\" or \"z\"",
                            "Say which output component the curve drives.");
                }
                if (given[static_cast<std::size_t>(comp)]) {
                    invalid(c, "helper.duplicate-slot", "a second curve drives the same component", "Keep one.");
                }
                given[static_cast<std::size_t>(comp)] = true;
                r.curves[static_cast<std::size_t>(comp)] = curve(c);
            }
        }
    }

    ReactionCurve curve(const XMLElement* el)
    {
        std::vector<CurvePoint> points;
        children(el, kMaxCurvePoints);
        for (const XMLElement* p = el->FirstChildElement(); p; p = p->NextSiblingElement()) {
            if (name(p) != "Point") {
                invalid(p, "xml.unknown-element", std::string("unknown element <") + p->Name() + "> inside <Curve>",
                        "A curve holds Point elements.");
            }
            leaf(p);
            attributes(p, {"x", "y", "inX", "inY", "outX", "outY", "corner"});
            CurvePoint cp;
            cp.position = {number(p, "x", 0.0f), number(p, "y", 0.0f)};
            if (!p->Attribute("x") || !p->Attribute("y")) {
                invalid(p, "xml.missing-attribute", "<Point> needs x (master) and y (value)", "Add both.");
            }
            cp.inTangent = {number(p, "inX", 0.0f), number(p, "inY", 0.0f)};
            cp.outTangent = {number(p, "outX", 0.0f), number(p, "outY", 0.0f)};
            cp.corner = flag(p, "corner", !(p->Attribute("inX") || p->Attribute("outX")));
            if (!points.empty() && !(cp.position.x > points.back().position.x)) {
                invalid(p, "helper.unsorted-curve", "curve points must have increasing master values (x)",
                        "Sort the points by x and remove duplicates.");
            }
            points.push_back(cp);
        }
        if (points.empty()) {
            invalid(el, "helper.empty-curve", "<Curve> has no Point", "Add at least one point.");
        }
        return ReactionCurve(std::move(points));
    }

    ReactionState state(const XMLElement* el, ReactionMasterType master, int components)
    {
        leaf(el);
        attributes(el, {"master", "value", "strength", "influence", "falloff"});
        ReactionState s;
        if (!el->Attribute("master") || !el->Attribute("value")) {
            invalid(el, "xml.missing-attribute", "<State> needs master and value", "Add both.");
        }
        if (master == ReactionMasterType::Float) {
            s.masterFloat = number(el, "master", 0.0f);
        } else if (master == ReactionMasterType::Vector) {
            s.masterVector = vec3(el, "master", {});
        } else {
            float q[4];
            if (!xml::parseFloats(el->Attribute("master"), q, 4, el, "master", file_, d_)) {
                throw Invalid{};
            }
            s.masterRotation = glm::normalize(glm::quat(q[3], q[0], q[1], q[2]));
        }
        if (components == 1) {
            s.value.x = number(el, "value", 0.0f);
        } else {
            s.value = glm::vec4(vec3(el, "value", {}), 0.0f);
        }
        s.strength = number(el, "strength", 1.0f);
        s.influence = number(el, "influence", 100.0f);
        s.falloff = number(el, "falloff", 2.0f);
        return s;
    }

    BoundExpression expression(const XMLElement* el, expr::ValueType expected)
    {
        attributes(el, {"expression"});
        children(el, xml::kNoChildLimit);  // its text; the variables' cap is helper.too-many-variables
        BoundExpression out;
        std::vector<expr::VariableSpec> specs;
        for (const XMLElement* v = el->FirstChildElement(); v; v = v->NextSiblingElement()) {
            if (name(v) != "Variable") {
                invalid(v, "xml.unknown-element", std::string("unknown element <") + v->Name() + "> inside <"
                                                      + el->Name() + ">",
                        "Expressions hold Variable elements.");
            }
            out.variables.push_back(variable(v));
            specs.push_back({out.variables.back().name, out.variables.back().type});
        }
        if (out.variables.size() > static_cast<std::size_t>(kMaxExpressionVariables)) {
            invalid(el, "helper.too-many-variables",
                    "more than " + std::to_string(kMaxExpressionVariables) + " variables", "Split the expression.");
        }
        const std::string source = text(el, "expression");
        expr::CompileError error;
        auto program = expr::compile(source, specs, error);
        if (!program) {
            invalid(el, "helper.expression",
                    "expression \"" + source + "\" column " + std::to_string(error.column) + ": " + error.message,
                    "Fix the expression at that column.");
        }
        if (program->resultType() != expected) {
            invalid(el, "helper.expression",
                    "expression \"" + source + "\" gives " + (program->resultType() == expr::ValueType::Scalar ? "a scalar" : "a vector")
                        + " but <" + el->Name() + "> needs " + (expected == expr::ValueType::Scalar ? "a scalar" : "a vector"),
                    expected == expr::ValueType::Vector ? "Write a vector, e.g. [0, 0, s]." : "Write a scalar, e.g. V.x.");
        }
        out.program = std::move(*program);
        return out;
    }

    ExpressionVariable variable(const XMLElement* el)
    {
        leaf(el);
        attributes(el, {"name", "type", "constant", "bone", "kind", "space", "reference", "axis", "eulerOrder",
                        "expose", "value"});
        ExpressionVariable v;
        v.name = text(el, "name");
        const std::string type = lower(text(el, "type", "scalar"));
        if (type != "scalar" && type != "vector") {
            invalid(el, "helper.bad-option", "type must be scalar or vector, not \"" + type + "\"",
                    "Write scalar or vector.");
        }
        v.type = type == "vector" ? expr::ValueType::Vector : expr::ValueType::Scalar;
        if (el->Attribute("constant")) {
            v.source = ExpressionVariable::Source::Constant;
            if (v.type == expr::ValueType::Vector) {
                v.constant = vec3(el, "constant", {});
            } else {
                v.constant.x = number(el, "constant", 0.0f);
            }
        } else if (v.type == expr::ValueType::Vector) {
            v.source = ExpressionVariable::Source::BoneWorldPosition;
            v.bone = boneRef(el, "bone");
        } else if (el->Attribute("bone") || el->Attribute("expose")) {
            v.source = ExpressionVariable::Source::BoneValue;
            v.input = boneValue(el);
        } else {
            invalid(el, "helper.bad-variable", "variable '" + v.name + "' is bound to nothing",
                    "Give it a constant, a bone (with kind / axis) or an expose and value.");
        }
        return v;
    }

    const std::string& file_;
    const HelperJointSetting& setting_;
    const Framework& fw_;
    Diagnostics& d_;
    std::unordered_map<const XMLElement*, BoneValueInput>* reactionInputs_;
    int layer_ = -1;
    std::string bone_;  // the helper being compiled, for diagnostics
    std::map<std::string, Exposer> exposers_;
};

}  // namespace

std::vector<HelperJoint> compileHelperJoints(const HelperJointSetting& setting, const Framework& framework,
                                             Diagnostics& diagnostics)
{
    return SettingCompiler(setting, framework, diagnostics).run();
}

std::unordered_map<const tinyxml2::XMLElement*, BoneValueInput> reactionInputs(const HelperJointSetting& setting,
                                                                               const Framework& framework)
{
    std::unordered_map<const XMLElement*, BoneValueInput> inputs;
    Diagnostics ignored;  // the setting compiled once already; its findings were reported then
    SettingCompiler(setting, framework, ignored, &inputs).run();
    return inputs;
}

}  // namespace rigstage
