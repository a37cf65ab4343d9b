// The XYZ controllers (Position XYZ, Euler XYZ, Scale XYZ): a constant or a float controller per
// channel; and the Float constant a channel may hold.

#include "io/helper_joint_setting_xml_controllers.h"

#include "helpers/xyz_controllers.h"
#include "io/xml_support.h"

namespace rigstage::helper_xml {

namespace {

/// Constants from x / y / z attributes (times unitScale), controllers from X / Y / Z children.
void readChannels(ElementReader& r, const XMLElement* el, FloatChannel (&out)[3], float fallback, float unitScale)
{
    static const char* kAttr[3] = {"x", "y", "z"};
    r.children(el, xml::kNoChildLimit);  // its text; X, Y and Z appear once each (helper.duplicate-slot)
    for (int i = 0; i < 3; ++i) {
        out[i].value = r.number(el, kAttr[i], fallback / unitScale) * unitScale;
    }
    for (const XMLElement* ch = el->FirstChildElement(); ch; ch = ch->NextSiblingElement()) {
        const std::string tag = ch->Name();
        const int i = tag == "X" ? 0 : tag == "Y" ? 1 : tag == "Z" ? 2 : -1;
        if (i < 0) {
            r.invalid(ch, "xml.unknown-element", "unknown element <" + tag + "> inside <" + el->Name() + ">",
                      "Channels are X, Y and Z elements.");
        }
        if (out[i].controller) {
            r.invalid(ch, "helper.duplicate-slot", "channel " + tag + " is given twice", "Keep one.");
        }
        r.attributes(ch, {});
        out[i].controller = readFloatController(r, r.onlyChild(ch));
        // A constant is folded into the channel at load: no call for it every frame.
        if (const auto* constant = dynamic_cast<const FloatConstant*>(out[i].controller.get())) {
            out[i].value = constant->value;
            out[i].controller.reset();
        }
    }
}

/// A Position XYZ or Scale XYZ controller (C) read from el; a channel not given is fallback.
template <class C>
std::unique_ptr<C> readVectorXyz(ElementReader& r, const XMLElement* el, float fallback)
{
    r.attributes(el, {"x", "y", "z"});
    auto c = std::make_unique<C>();
    readChannels(r, el, c->channels, fallback, 1.0f);
    return c;
}

}  // namespace

std::unique_ptr<PositionController> readPositionXyz(ElementReader& r, const XMLElement* el)
{
    return readVectorXyz<PositionXyz>(r, el, 0.0f);
}

std::unique_ptr<RotationController> readEulerXyz(ElementReader& r, const XMLElement* el)
{
    r.attributes(el, {"x", "y", "z", "order"});
    auto c = std::make_unique<EulerXyz>();
    c->order = r.order(el, "order", EulerOrder::XYZ);
    readChannels(r, el, c->channels, 0.0f, 1.0f);  // radians, as every angle (version 2)
    return c;
}

std::unique_ptr<ScaleController> readScaleXyz(ElementReader& r, const XMLElement* el)
{
    return readVectorXyz<ScaleXyz>(r, el, 1.0f);
}

std::unique_ptr<FloatController> readFloatConstant(ElementReader& r, const XMLElement* el)
{
    r.leaf(el);
    r.attributes(el, {"value"});
    auto c = std::make_unique<FloatConstant>();
    c->value = r.number(el, "value", 0.0f);
    return c;
}

}  // namespace rigstage::helper_xml
