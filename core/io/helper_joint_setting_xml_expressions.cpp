// The expression controllers (Position, Scale and Float Expression) and the Float Wire: an
// expression over Variables bound to constants, bones' world positions or bone values.

#include "io/helper_joint_setting_xml_controllers.h"

#include "helpers/expression_controllers.h"
#include "io/xml_support.h"

namespace rigstage::helper_xml {

namespace {

ExpressionVariable readVariable(ElementReader& r, const XMLElement* el)
{
    r.leaf(el);
    r.attributes(el, {"name", "type", "constant", "bone", "kind", "space", "reference", "axis", "eulerOrder",
                      "expose", "value"});
    ExpressionVariable v;
    v.name = r.text(el, "name");
    const std::string type = lower(r.text(el, "type", "scalar"));
    if (type != "scalar" && type != "vector") {
        r.invalid(el, "helper.bad-option", "type must be scalar or vector, not \"" + type + "\"",
                  "Write scalar or vector.");
    }
    v.type = type == "vector" ? expr::ValueType::Vector : expr::ValueType::Scalar;
    if (el->Attribute("constant")) {
        v.source = ExpressionVariable::Source::Constant;
        if (v.type == expr::ValueType::Vector) {
            v.constant = r.vec3(el, "constant", {});
        } else {
            v.constant.x = r.number(el, "constant", 0.0f);
        }
    } else if (v.type == expr::ValueType::Vector) {
        v.source = ExpressionVariable::Source::BoneWorldPosition;
        v.bone = r.boneRef(el, "bone");
    } else if (el->Attribute("bone") || el->Attribute("expose")) {
        v.source = ExpressionVariable::Source::BoneValue;
        v.input = readBoneValue(r, el);
    } else {
        r.invalid(el, "helper.bad-variable", "variable '" + v.name + "' is bound to nothing",
                  "Give it a constant, a bone (with kind / axis) or an expose and value.");
    }
    return v;
}

/// Reads el's Variables and compiles its expression attribute, which must give expected.
BoundExpression readExpression(ElementReader& r, const XMLElement* el, expr::ValueType expected)
{
    r.attributes(el, {"expression"});
    r.children(el, xml::kNoChildLimit);  // its text; the variables' cap is helper.too-many-variables
    BoundExpression out;
    std::vector<expr::VariableSpec> specs;
    for (const XMLElement* v = el->FirstChildElement(); v; v = v->NextSiblingElement()) {
        if (std::string(v->Name()) != "Variable") {
            r.invalid(v, "xml.unknown-element", std::string("unknown element <") + v->Name() + "> inside <"
                                                    + el->Name() + ">",
                      "Expressions hold Variable elements.");
        }
        out.variables.push_back(readVariable(r, v));
        specs.push_back({out.variables.back().name, out.variables.back().type});
    }
    if (out.variables.size() > static_cast<std::size_t>(kMaxExpressionVariables)) {
        r.invalid(el, "helper.too-many-variables",
                  "more than " + std::to_string(kMaxExpressionVariables) + " variables", "Split the expression.");
    }
    const std::string source = r.text(el, "expression");
    expr::CompileError error;
    auto program = expr::compile(source, specs, error);
    if (!program) {
        r.invalid(el, "helper.expression",
                  "expression \"" + source + "\" column " + std::to_string(error.column) + ": " + error.message,
                  "Fix the expression at that column.");
    }
    if (program->resultType() != expected) {
        r.invalid(el, "helper.expression",
                  "expression \"" + source + "\" gives "
                      + (program->resultType() == expr::ValueType::Scalar ? "a scalar" : "a vector") + " but <"
                      + el->Name() + "> needs " + (expected == expr::ValueType::Scalar ? "a scalar" : "a vector"),
                  expected == expr::ValueType::Vector ? "Write a vector, e.g. [0, 0, s]." : "Write a scalar, e.g. V.x.");
    }
    out.program = std::move(*program);
    return out;
}

/// An expression controller of type C (one with an expression member) read from el.
template <class C>
std::unique_ptr<C> readExpressionController(ElementReader& r, const XMLElement* el, expr::ValueType expected)
{
    auto c = std::make_unique<C>();
    c->expression = readExpression(r, el, expected);
    return c;
}

}  // namespace

std::unique_ptr<PositionController> readPositionExpression(ElementReader& r, const XMLElement* el)
{
    return readExpressionController<PositionExpression>(r, el, expr::ValueType::Vector);
}

std::unique_ptr<ScaleController> readScaleExpression(ElementReader& r, const XMLElement* el)
{
    return readExpressionController<ScaleExpression>(r, el, expr::ValueType::Vector);
}

std::unique_ptr<FloatController> readFloatExpression(ElementReader& r, const XMLElement* el)
{
    return readExpressionController<FloatExpression>(r, el, expr::ValueType::Scalar);
}

std::unique_ptr<FloatController> readFloatWire(ElementReader& r, const XMLElement* el)
{
    auto c = readExpressionController<FloatWire>(r, el, expr::ValueType::Scalar);
    if (c->expression.variables.size() != 1
        || c->expression.variables.front().source == ExpressionVariable::Source::Constant) {
        r.invalid(el, "helper.bad-wire", "a FloatWire needs exactly one Variable, bound to its driver",
                  "Declare the driver, e.g. <Variable name=\"Z_Rotation\" bone=\"...\" kind=\"rotation\" axis=\"Z\"/>.");
    }
    return c;
}

}  // namespace rigstage::helper_xml
