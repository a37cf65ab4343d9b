// Evaluating a compiled expression: the general stack program, or the scalar form
// (scalar_program.cpp) where the compiler built one.

#include "expression/expression.h"

#include <cmath>

#include "expression/expression_ops.h"

namespace rigstage::expr {

namespace {

/// A function returning a scalar, on the stack's values (Length and Comp read vectors).
float callScalar(Fn fn, const glm::vec3* a, int count)
{
    switch (fn) {
    case Fn::Length: return glm::length(a[0]);
    case Fn::Comp: {
        const int i = static_cast<int>(a[1].x);
        return i >= 0 && i < 3 ? a[0][i] : 0.0f;
    }
    default: return callScalarFunction(fn, a[0].x, count > 1 ? a[1].x : 0.0f, count > 2 ? a[2].x : 0.0f);
    }
}

}  // namespace

glm::vec3 CompiledExpression::evaluate(std::span<const glm::vec3> variables, const TimeValues& time) const
{
    if (!scalarCode_.empty()) {
        return glm::vec3(evaluateScalarForm(variables, time), 0.0f, 0.0f);
    }
    return evaluateStackProgram(variables, time);
}

float CompiledExpression::evaluateScalar(std::span<const glm::vec3> variables, const TimeValues& time) const
{
    // Not through evaluate(): GCC builds the returned vector on the stack in two stores read back
    // as one load, which waits for both (perf's hottest instruction of the expression controllers).
    if (!scalarCode_.empty()) {
        return evaluateScalarForm(variables, time);
    }
    return evaluateStackProgram(variables, time).x;
}

void CompiledExpression::evaluateScalarLanes(const std::span<const glm::vec3> (&variables)[kLanes],
                                             const TimeValues (&time)[kLanes], float (&out)[kLanes]) const
{
    if (!scalarCode_.empty()) {
        evaluateScalarFormLanes(variables, time, out);
        return;
    }
    for (int k = 0; k < kLanes; ++k) {
        out[k] = evaluateStackProgram(variables[k], time[k]).x;
    }
}

glm::vec3 CompiledExpression::evaluateStackProgram(std::span<const glm::vec3> variables, const TimeValues& time) const
{
    // The stack one array per component: most steps are scalar and write only x, and a whole
    // vector read right after (the next step's operand, 8 + 4 bytes) would span that 4-byte store
    // and an older one, which the CPU cannot forward: it waited for the store at every step.
    float sx[kMaxStackDepth], sy[kMaxStackDepth], sz[kMaxStackDepth];
    int top = 0;  // number of values on the stack
    const auto push = [&](float x, float y, float z) {
        sx[top] = x, sy[top] = y, sz[top] = z;
        ++top;
    };
    const auto at = [&](int i) { return glm::vec3(sx[i], sy[i], sz[i]); };
    const auto set = [&](int i, const glm::vec3& v) { sx[i] = v.x, sy[i] = v.y, sz[i] = v.z; };
    for (const Instruction& in : code_) {
        switch (in.op) {
        case Op::PushConst: {
            const glm::vec3& c = constants_[in.arg];
            push(c.x, c.y, c.z);
            break;
        }
        case Op::PushVar: {
            const glm::vec3 v = in.arg < variables.size() ? variables[in.arg] : glm::vec3(0.0f);
            push(v.x, v.y, v.z);
            break;
        }
        case Op::PushTicks:
        case Op::PushSeconds:
        case Op::PushFrames:
        case Op::PushNormalizedTime: push(timeValue(in.op, time), 0, 0); break;
        case Op::Neg: set(top - 1, -at(top - 1)); break;
        case Op::Component: set(top - 1, glm::vec3(at(top - 1)[in.arg], 0, 0)); break;
        case Op::MakeVector:
            top -= 2;
            set(top - 1, glm::vec3(sx[top - 1], sx[top], sx[top + 1]));
            break;
        case Op::Call: {
            const Fn fn = static_cast<Fn>(in.arg);
            const int count = arity(fn);
            top -= count;
            glm::vec3 a[3];
            for (int k = 0; k < count; ++k) {
                a[k] = at(top + k);
            }
            glm::vec3 r(0.0f);
            if (fn == Fn::Vif) {
                r = a[0].x != 0.0f ? a[1] : a[2];
            } else if (fn == Fn::Unit) {
                const float len = glm::length(a[0]);
                r = len > 0.0f ? a[0] / len : glm::vec3(0.0f);
            } else {
                r.x = callScalar(fn, a, count);
            }
            push(r.x, r.y, r.z);
            break;
        }
        default: {
            --top;
            const int i = top - 1;  // a is the value at i, b the one above it
            const float bx = sx[top];
            switch (in.op) {
            case Op::Add: set(i, at(i) + at(top)); break;
            case Op::Sub: set(i, at(i) - at(top)); break;
            case Op::Mul: sx[i] = sx[i] * bx; break;
            case Op::ScaleVec: set(i, in.arg == 0 ? sx[i] * at(top) : at(i) * bx); break;
            case Op::Dot: set(i, glm::vec3(glm::dot(at(i), at(top)), 0, 0)); break;
            case Op::Div: sx[i] = sx[i] / bx; break;
            case Op::DivVec: set(i, at(i) / bx); break;
            case Op::Pow: sx[i] = std::pow(sx[i], bx); break;
            case Op::Cross: set(i, glm::cross(at(i), at(top))); break;
            case Op::Eq: set(i, glm::vec3(sx[i] == bx ? 1.0f : 0.0f, 0, 0)); break;
            case Op::Lt: set(i, glm::vec3(sx[i] < bx ? 1.0f : 0.0f, 0, 0)); break;
            case Op::Gt: set(i, glm::vec3(sx[i] > bx ? 1.0f : 0.0f, 0, 0)); break;
            case Op::Le: set(i, glm::vec3(sx[i] <= bx ? 1.0f : 0.0f, 0, 0)); break;
            case Op::Ge: set(i, glm::vec3(sx[i] >= bx ? 1.0f : 0.0f, 0, 0)); break;
            case Op::Or: set(i, glm::vec3(sx[i] != 0.0f || bx != 0.0f ? 1.0f : 0.0f, 0, 0)); break;
            case Op::And: set(i, glm::vec3(sx[i] != 0.0f && bx != 0.0f ? 1.0f : 0.0f, 0, 0)); break;
            default: break;
            }
        }
        }
    }
    return top > 0 ? at(top - 1) : glm::vec3(0.0f);
}

}  // namespace rigstage::expr
