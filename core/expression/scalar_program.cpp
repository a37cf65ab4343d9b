// The scalar form of a compiled expression: most riggers' expressions and wires handle scalars
// only, and for them evaluate() runs this instead of the general stack program. One float a value
// instead of three, and a constant operand written into the step that uses it ("1 - x" is one step,
// not two), so about half the steps and dispatches (BM_Expression_*). Each step performs the same
// float operation on the same operands in the same order as the general program, so the result
// has its bits (test_expression compares the two on every operator and function).

#include <cmath>

#include "expression/expression_ops.h"

namespace rigstage::expr {

namespace {

using Op = CompiledExpression::Op;

enum class Step : std::uint8_t {
    PushConst, PushVar, PushTime, Neg, Call1, Call2, Call3,
    Add, Sub, Mul, Div, Other,               // both operands on the stack
    AddK, SubK, MulK, DivK, OtherK,          // x op number
    KAdd, KSub, KMul, KDiv, KOther,          // number op x
};

/// The two-operand operators other than + - * / on scalars, as the general program computes them.
float binary(Op op, float a, float b)
{
    switch (op) {
    case Op::Pow: return std::pow(a, b);
    case Op::Eq: return a == b ? 1.0f : 0.0f;
    case Op::Lt: return a < b ? 1.0f : 0.0f;
    case Op::Gt: return a > b ? 1.0f : 0.0f;
    case Op::Le: return a <= b ? 1.0f : 0.0f;
    case Op::Ge: return a >= b ? 1.0f : 0.0f;
    case Op::Or: return a != 0.0f || b != 0.0f ? 1.0f : 0.0f;
    case Op::And: return a != 0.0f && b != 0.0f ? 1.0f : 0.0f;
    default: return 0.0f;
    }
}

bool isScalarBinary(Op op)
{
    switch (op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: case Op::Pow:
    case Op::Eq: case Op::Lt: case Op::Gt: case Op::Le: case Op::Ge: case Op::Or: case Op::And:
        return true;
    default:
        return false;
    }
}

/// The program as a tree (each instruction with the instructions that computed its operands), to
/// see which operands are constants.
struct Node {
    CompiledExpression::Instruction in;
    int operands[3] = {-1, -1, -1};
    int count = 0;
};

/// Programs longer than this keep the general form: the tree is walked recursively.
constexpr std::size_t kMaxScalarFormInstructions = 512;

}  // namespace

void CompiledExpression::buildScalarForm(const std::vector<VariableSpec>& specs)
{
    scalarCode_.clear();
    if (code_.empty() || code_.size() > kMaxScalarFormInstructions || resultType_ != ValueType::Scalar) {
        return;
    }
    std::vector<Node> nodes;
    std::vector<int> stack;
    for (const Instruction& in : code_) {
        int pops = 0;
        switch (in.op) {
        case Op::PushConst: break;
        case Op::PushVar:
            if (in.arg >= specs.size() || specs[in.arg].type != ValueType::Scalar) {
                return;
            }
            break;
        case Op::PushTicks: case Op::PushSeconds: case Op::PushFrames: case Op::PushNormalizedTime: break;
        case Op::Neg: pops = 1; break;
        case Op::Call: {
            const Fn fn = static_cast<Fn>(in.arg);
            if (fn == Fn::Vif || fn == Fn::Unit || fn == Fn::Length || fn == Fn::Comp) {
                return;
            }
            pops = arity(fn);
            break;
        }
        default:
            if (!isScalarBinary(in.op)) {
                return;  // a vector operation
            }
            pops = 2;
        }
        if (static_cast<int>(stack.size()) < pops) {
            return;
        }
        Node node;
        node.in = in;
        node.count = pops;
        for (int k = pops - 1; k >= 0; --k) {
            node.operands[k] = stack.back();
            stack.pop_back();
        }
        stack.push_back(static_cast<int>(nodes.size()));
        nodes.push_back(node);
    }
    if (stack.size() != 1) {
        return;
    }
    const auto constantOf = [&](int n) -> const glm::vec3* {
        return nodes[static_cast<std::size_t>(n)].in.op == Op::PushConst ? &constants_[nodes[static_cast<std::size_t>(n)].in.arg]
                                                                          : nullptr;
    };
    std::vector<ScalarStep> out;
    const auto step = [&](Step s, std::uint8_t kind, std::uint16_t arg, float number) {
        out.push_back({static_cast<std::uint8_t>(s), kind, arg, number});
    };
    // Operands in the general program's order; a constant operand of a two-operand operator is
    // written into the operator's step.
    const auto emit = [&](const auto& self, int n) -> void {
        const Node& node = nodes[static_cast<std::size_t>(n)];
        const Op op = node.in.op;
        switch (op) {
        case Op::PushConst: step(Step::PushConst, 0, 0, constants_[node.in.arg].x); return;
        case Op::PushVar: step(Step::PushVar, 0, node.in.arg, 0.0f); return;
        case Op::PushTicks: case Op::PushSeconds: case Op::PushFrames: case Op::PushNormalizedTime:
            step(Step::PushTime, static_cast<std::uint8_t>(op), 0, 0.0f);
            return;
        case Op::Neg:
            self(self, node.operands[0]);
            step(Step::Neg, 0, 0, 0.0f);
            return;
        case Op::Call:
            for (int k = 0; k < node.count; ++k) {
                self(self, node.operands[k]);
            }
            step(node.count == 1 ? Step::Call1 : node.count == 2 ? Step::Call2 : Step::Call3,
                 static_cast<std::uint8_t>(node.in.arg), 0, 0.0f);
            return;
        default: break;
        }
        const std::uint8_t kind = static_cast<std::uint8_t>(op);
        const auto pick = [&](Step add, Step sub, Step mul, Step div, Step other) {
            return op == Op::Add ? add : op == Op::Sub ? sub : op == Op::Mul ? mul : op == Op::Div ? div : other;
        };
        if (const glm::vec3* right = constantOf(node.operands[1])) {
            self(self, node.operands[0]);
            step(pick(Step::AddK, Step::SubK, Step::MulK, Step::DivK, Step::OtherK), kind, 0, right->x);
        } else if (const glm::vec3* left = constantOf(node.operands[0])) {
            self(self, node.operands[1]);
            step(pick(Step::KAdd, Step::KSub, Step::KMul, Step::KDiv, Step::KOther), kind, 0, left->x);
        } else {
            self(self, node.operands[0]);
            self(self, node.operands[1]);
            step(pick(Step::Add, Step::Sub, Step::Mul, Step::Div, Step::Other), kind, 0, 0.0f);
        }
    };
    emit(emit, stack.back());
    scalarCode_ = std::move(out);
}

float CompiledExpression::evaluateScalarForm(std::span<const glm::vec3> variables, const TimeValues& time) const
{
    float s[kMaxStackDepth];
    int top = 0;  // number of values on the stack
    for (const ScalarStep& in : scalarCode_) {
        switch (static_cast<Step>(in.op)) {
        case Step::PushConst: s[top++] = in.number; break;
        case Step::PushVar: s[top++] = in.arg < variables.size() ? variables[in.arg].x : 0.0f; break;
        case Step::PushTime: s[top++] = timeValue(static_cast<Op>(in.kind), time); break;
        case Step::Neg: s[top - 1] = -s[top - 1]; break;
        case Step::Call1: s[top - 1] = callScalarFunction(static_cast<Fn>(in.kind), s[top - 1], 0.0f, 0.0f); break;
        case Step::Call2:
            --top;
            s[top - 1] = callScalarFunction(static_cast<Fn>(in.kind), s[top - 1], s[top], 0.0f);
            break;
        case Step::Call3:
            top -= 2;
            s[top - 1] = callScalarFunction(static_cast<Fn>(in.kind), s[top - 1], s[top], s[top + 1]);
            break;
        case Step::Add: --top; s[top - 1] = s[top - 1] + s[top]; break;
        case Step::Sub: --top; s[top - 1] = s[top - 1] - s[top]; break;
        case Step::Mul: --top; s[top - 1] = s[top - 1] * s[top]; break;
        case Step::Div: --top; s[top - 1] = s[top - 1] / s[top]; break;
        case Step::Other: --top; s[top - 1] = binary(static_cast<Op>(in.kind), s[top - 1], s[top]); break;
        case Step::AddK: s[top - 1] = s[top - 1] + in.number; break;
        case Step::SubK: s[top - 1] = s[top - 1] - in.number; break;
        case Step::MulK: s[top - 1] = s[top - 1] * in.number; break;
        case Step::DivK: s[top - 1] = s[top - 1] / in.number; break;
        case Step::OtherK: s[top - 1] = binary(static_cast<Op>(in.kind), s[top - 1], in.number); break;
        case Step::KAdd: s[top - 1] = in.number + s[top - 1]; break;
        case Step::KSub: s[top - 1] = in.number - s[top - 1]; break;
        case Step::KMul: s[top - 1] = in.number * s[top - 1]; break;
        case Step::KDiv: s[top - 1] = in.number / s[top - 1]; break;
        case Step::KOther: s[top - 1] = binary(static_cast<Op>(in.kind), in.number, s[top - 1]); break;
        }
    }
    return top > 0 ? s[top - 1] : 0.0f;
}

void CompiledExpression::evaluateScalarFormLanes(const std::span<const glm::vec3> (&variables)[kLanes],
                                                 const TimeValues (&time)[kLanes], float (&out)[kLanes]) const
{
    // evaluateScalarForm's steps, each over the eight lanes: a row of the stack a value, lane k's
    // at [k]. The arithmetic loops become one vector operation each (the same float operation in
    // every lane); functions, other operators and time values are called lane by lane.
    float s[kMaxStackDepth][kLanes];
    int top = 0;  // number of rows on the stack
    const auto each = [](auto&& f) {
        for (int k = 0; k < kLanes; ++k) {
            f(k);
        }
    };
    for (const ScalarStep& in : scalarCode_) {
        float* a = top > 0 ? s[top - 1] : nullptr;  // the top row
        float* b = top > 1 ? s[top - 2] : nullptr;  // the row under it, which a two-operand step writes
        const float n = in.number;
        switch (static_cast<Step>(in.op)) {
        case Step::PushConst: each([&](int k) { s[top][k] = n; }); ++top; break;
        case Step::PushVar:
            each([&](int k) { s[top][k] = in.arg < variables[k].size() ? variables[k][in.arg].x : 0.0f; });
            ++top;
            break;
        case Step::PushTime: each([&](int k) { s[top][k] = timeValue(static_cast<Op>(in.kind), time[k]); }); ++top; break;
        case Step::Neg: each([&](int k) { a[k] = -a[k]; }); break;
        case Step::Call1: each([&](int k) { a[k] = callScalarFunction(static_cast<Fn>(in.kind), a[k], 0.0f, 0.0f); }); break;
        case Step::Call2:
            each([&](int k) { b[k] = callScalarFunction(static_cast<Fn>(in.kind), b[k], a[k], 0.0f); });
            --top;
            break;
        case Step::Call3:
            each([&](int k) { s[top - 3][k] = callScalarFunction(static_cast<Fn>(in.kind), s[top - 3][k], b[k], a[k]); });
            top -= 2;
            break;
        case Step::Add: each([&](int k) { b[k] = b[k] + a[k]; }); --top; break;
        case Step::Sub: each([&](int k) { b[k] = b[k] - a[k]; }); --top; break;
        case Step::Mul: each([&](int k) { b[k] = b[k] * a[k]; }); --top; break;
        case Step::Div: each([&](int k) { b[k] = b[k] / a[k]; }); --top; break;
        case Step::Other: each([&](int k) { b[k] = binary(static_cast<Op>(in.kind), b[k], a[k]); }); --top; break;
        case Step::AddK: each([&](int k) { a[k] = a[k] + n; }); break;
        case Step::SubK: each([&](int k) { a[k] = a[k] - n; }); break;
        case Step::MulK: each([&](int k) { a[k] = a[k] * n; }); break;
        case Step::DivK: each([&](int k) { a[k] = a[k] / n; }); break;
        case Step::OtherK: each([&](int k) { a[k] = binary(static_cast<Op>(in.kind), a[k], n); }); break;
        case Step::KAdd: each([&](int k) { a[k] = n + a[k]; }); break;
        case Step::KSub: each([&](int k) { a[k] = n - a[k]; }); break;
        case Step::KMul: each([&](int k) { a[k] = n * a[k]; }); break;
        case Step::KDiv: each([&](int k) { a[k] = n / a[k]; }); break;
        case Step::KOther: each([&](int k) { a[k] = binary(static_cast<Op>(in.kind), n, a[k]); }); break;
        }
    }
    each([&](int k) { out[k] = top > 0 ? s[top - 1][k] : 0.0f; });
}

}  // namespace rigstage::expr
