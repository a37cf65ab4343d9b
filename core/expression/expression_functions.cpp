// The expression language's functions: their names and types (what the compiler checks a call
// against) and their values on scalars (what both evaluators call). Trig functions take and
// return degrees, as 3ds Max's do.

#include <algorithm>
#include <cmath>

#include <glm/gtc/noise.hpp>

#include "expression/expression_ops.h"

namespace rigstage::expr {

namespace {

const std::vector<FunctionSignature>& functions()
{
    using V = ValueType;
    static const std::vector<FunctionSignature> table = {
        {"sin", Fn::Sin, {V::Scalar}, V::Scalar},       {"cos", Fn::Cos, {V::Scalar}, V::Scalar},
        {"tan", Fn::Tan, {V::Scalar}, V::Scalar},       {"asin", Fn::Asin, {V::Scalar}, V::Scalar},
        {"acos", Fn::Acos, {V::Scalar}, V::Scalar},     {"atan", Fn::Atan, {V::Scalar}, V::Scalar},
        {"sinh", Fn::Sinh, {V::Scalar}, V::Scalar},     {"cosh", Fn::Cosh, {V::Scalar}, V::Scalar},
        {"tanh", Fn::Tanh, {V::Scalar}, V::Scalar},     {"radtodeg", Fn::RadToDeg, {V::Scalar}, V::Scalar},
        {"degtorad", Fn::DegToRad, {V::Scalar}, V::Scalar}, {"ceil", Fn::Ceil, {V::Scalar}, V::Scalar},
        {"floor", Fn::Floor, {V::Scalar}, V::Scalar},   {"ln", Fn::Ln, {V::Scalar}, V::Scalar},
        {"log", Fn::Log, {V::Scalar}, V::Scalar},       {"exp", Fn::Exp, {V::Scalar}, V::Scalar},
        {"sqrt", Fn::Sqrt, {V::Scalar}, V::Scalar},     {"abs", Fn::Abs, {V::Scalar}, V::Scalar},
        {"pow", Fn::Pow, {V::Scalar, V::Scalar}, V::Scalar}, {"min", Fn::Min, {V::Scalar, V::Scalar}, V::Scalar},
        {"max", Fn::Max, {V::Scalar, V::Scalar}, V::Scalar}, {"mod", Fn::Mod, {V::Scalar, V::Scalar}, V::Scalar},
        {"if", Fn::If, {V::Scalar, V::Scalar, V::Scalar}, V::Scalar},
        {"vif", Fn::Vif, {V::Scalar, V::Vector, V::Vector}, V::Vector},
        {"unit", Fn::Unit, {V::Vector}, V::Vector},     {"length", Fn::Length, {V::Vector}, V::Scalar},
        {"comp", Fn::Comp, {V::Vector, V::Scalar}, V::Scalar},
        {"noise", Fn::Noise, {V::Scalar, V::Scalar, V::Scalar}, V::Scalar},
    };
    return table;
}

}  // namespace

const FunctionSignature* findFunction(std::string_view lowerCaseName)
{
    const auto& table = functions();
    const auto it = std::find_if(table.begin(), table.end(),
                                 [&](const FunctionSignature& f) { return lowerCaseName == f.name; });
    return it == table.end() ? nullptr : &*it;
}

float callScalarFunction(Fn fn, float x, float y, float z)
{
    switch (fn) {
    case Fn::Sin: return std::sin(glm::radians(x));
    case Fn::Cos: return std::cos(glm::radians(x));
    case Fn::Tan: return std::tan(glm::radians(x));
    case Fn::Asin: return glm::degrees(std::asin(x));
    case Fn::Acos: return glm::degrees(std::acos(x));
    case Fn::Atan: return glm::degrees(std::atan(x));
    case Fn::Sinh: return std::sinh(x);
    case Fn::Cosh: return std::cosh(x);
    case Fn::Tanh: return std::tanh(x);
    case Fn::RadToDeg: return glm::degrees(x);
    case Fn::DegToRad: return glm::radians(x);
    case Fn::Ceil: return std::ceil(x);
    case Fn::Floor: return std::floor(x);
    case Fn::Ln: return std::log(x);
    case Fn::Log: return std::log10(x);
    case Fn::Exp: return std::exp(x);
    case Fn::Sqrt: return std::sqrt(x);
    case Fn::Abs: return std::abs(x);
    case Fn::Pow: return std::pow(x, y);
    case Fn::Min: return std::min(x, y);
    case Fn::Max: return std::max(x, y);
    case Fn::Mod: return std::fmod(x, y);
    case Fn::If: return x != 0.0f ? y : z;
    case Fn::Noise: return glm::perlin(glm::vec3(x, y, z));
    default: return 0.0f;  // the vector functions: not called with scalars
    }
}

}  // namespace rigstage::expr
