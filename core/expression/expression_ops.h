#pragma once
// The instructions of a compiled expression and the language's functions, shared by the compiler
// (expression_compiler.cpp), the stack program (expression.cpp), its scalar form
// (scalar_program.cpp) and the functions themselves (expression_functions.cpp). Internal to
// core/expression.

#include <cstdint>
#include <string_view>
#include <vector>

#include "expression/expression.h"

namespace rigstage::expr {

enum class CompiledExpression::Op : std::uint8_t {
    PushConst, PushVar, PushTicks, PushSeconds, PushFrames, PushNormalizedTime,
    Neg, Add, Sub, Mul, ScaleVec, Dot, Div, DivVec, Pow, Cross,
    Eq, Lt, Gt, Le, Ge, Or, And, Component, MakeVector, Call,
};

/// The language's functions (their names and types: FunctionSignature).
enum class Fn : std::uint8_t {
    Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, RadToDeg, DegToRad, Ceil, Floor, Ln, Log, Exp, Sqrt, Abs,
    Pow, Min, Max, Mod, If, Vif, Unit, Length, Comp, Noise,
};

/// How many values a function takes off the stack.
inline int arity(Fn fn)
{
    return fn == Fn::If || fn == Fn::Vif || fn == Fn::Noise                                      ? 3
           : fn == Fn::Pow || fn == Fn::Min || fn == Fn::Max || fn == Fn::Mod || fn == Fn::Comp ? 2
                                                                                                 : 1;
}

/// A function as an expression calls it: its name (lower case; a call's name is matched in any
/// case), the types of its arguments and the type of its result.
struct FunctionSignature {
    const char* name;
    Fn fn;
    std::vector<ValueType> args;
    ValueType result;
};

/// The function named lowerCaseName, or null when the language has none.
const FunctionSignature* findFunction(std::string_view lowerCaseName);

/// A function whose arguments are all scalars (every one but Vif, Unit, Length and Comp), on the
/// arguments' values: y and z are read only by the functions taking two or three.
float callScalarFunction(Fn fn, float x, float y, float z);

/// The time variables T, S, F and NT.
inline float timeValue(CompiledExpression::Op op, const TimeValues& time)
{
    using Op = CompiledExpression::Op;
    switch (op) {
    case Op::PushTicks: return static_cast<float>(time.ticks);
    case Op::PushSeconds: return static_cast<float>(time.ticks / 4800.0);
    case Op::PushFrames: return static_cast<float>(time.ticks / time.ticksPerFrame);
    default: {
        const double range = time.rangeEndTicks - time.rangeStartTicks;
        return range != 0.0 ? static_cast<float>((time.ticks - time.rangeStartTicks) / range) : 0.0f;
    }
    }
}

}  // namespace rigstage::expr
