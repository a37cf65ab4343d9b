#include "expression/expression.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include <glm/gtc/constants.hpp>
#include <glm/gtc/noise.hpp>

#include "expression/expression_ops.h"

namespace rigstage::expr {

namespace {

using Op = CompiledExpression::Op;

struct FnInfo {
    const char* name;
    Fn fn;
    std::vector<ValueType> args;
    ValueType result;
};

const std::vector<FnInfo>& functions()
{
    using V = ValueType;
    static const std::vector<FnInfo> table = {
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

const char* typeName(ValueType t)
{
    return t == ValueType::Scalar ? "a scalar" : "a vector";
}

enum class Tok { Number, Ident, Op, LParen, RParen, LBracket, RBracket, Comma, Dot, End };

struct Token {
    Tok kind = Tok::End;
    std::string text;
    double number = 0.0;
    int column = 1;
};

struct CompileFailure {
    std::string message;
    int column;
};

}  // namespace

/// Recursive-descent / precedence-climbing compiler that emits postfix code directly, tracking the
/// type and depth of the value stack as it goes.
class Compiler {
public:
    Compiler(std::string_view text, const std::vector<VariableSpec>& variables)
        : text_(text), variables_(variables)
    {
    }

    CompiledExpression run()
    {
        advance();
        if (current_.kind == Tok::End) {
            fail("the expression is empty", 1);
        }
        const ValueType t = parseBinary(1);
        if (current_.kind != Tok::End) {
            fail("unexpected '" + current_.text + "' after the end of the expression", current_.column);
        }
        out_.resultType_ = t;
        out_.buildScalarForm(variables_);
        return std::move(out_);
    }

private:
    // ---- tokens
    void advance()
    {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) {
            ++pos_;
        }
        current_ = Token{};
        current_.column = static_cast<int>(pos_) + 1;
        if (pos_ >= text_.size()) {
            current_.kind = Tok::End;
            current_.text = "end";
            return;
        }
        const char c = text_[pos_];
        if (std::isdigit(static_cast<unsigned char>(c))
            || (c == '.' && pos_ + 1 < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_ + 1])))) {
            const char* begin = text_.data() + pos_;
            const auto [end, ec] = std::from_chars(begin, text_.data() + text_.size(), current_.number);
            if (ec != std::errc()) {
                fail("malformed number", current_.column);
            }
            current_.kind = Tok::Number;
            current_.text = std::string(begin, end);
            pos_ += static_cast<std::size_t>(end - begin);
            return;
        }
        if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
            const std::size_t start = pos_;
            while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) {
                ++pos_;
            }
            current_.kind = Tok::Ident;
            current_.text = std::string(text_.substr(start, pos_ - start));
            return;
        }
        static const char* kTwoChar[] = {"**", "<=", ">="};
        for (const char* op : kTwoChar) {
            if (text_.substr(pos_, 2) == op) {
                current_.kind = Tok::Op;
                current_.text = op;
                pos_ += 2;
                return;
            }
        }
        ++pos_;
        current_.text = std::string(1, c);
        switch (c) {
        case '(': current_.kind = Tok::LParen; return;
        case ')': current_.kind = Tok::RParen; return;
        case '[': current_.kind = Tok::LBracket; return;
        case ']': current_.kind = Tok::RBracket; return;
        case ',': current_.kind = Tok::Comma; return;
        case '.': current_.kind = Tok::Dot; return;
        case '+': case '-': case '*': case '/': case '^': case '=': case '<': case '>': case '|': case '&':
            current_.kind = Tok::Op;
            return;
        default:
            fail(std::string("unexpected character '") + c + "'", current_.column);
        }
    }

    [[noreturn]] void fail(const std::string& message, int column) { throw CompileFailure{message, column}; }

    void expect(Tok kind, const char* what)
    {
        if (current_.kind != kind) {
            fail(std::string("expected ") + what + ", found '" + current_.text + "'", current_.column);
        }
        advance();
    }

    // ---- emission with stack tracking
    void emit(Op op, std::uint16_t arg, int pops, int pushes)
    {
        out_.code_.push_back({op, arg});
        depth_ += pushes - pops;
        if (depth_ > kMaxStackDepth) {
            fail("expression is nested too deeply", current_.column);
        }
    }

    void pushConstant(const glm::vec3& v)
    {
        if (out_.constants_.size() >= kMaxExpressionConstants) {
            // The instruction's argument is 16 bits: a 65,537th constant would wrap to the first.
            fail("the expression has more than " + std::to_string(kMaxExpressionConstants) + " numbers", current_.column);
        }
        out_.constants_.push_back(v);
        emit(Op::PushConst, static_cast<std::uint16_t>(out_.constants_.size() - 1), 0, 1);
    }

    // ---- grammar
    static int precedence(const Token& t)
    {
        if (t.kind == Tok::Ident && (t.text == "x" || t.text == "X")) {
            return 5;  // cross product
        }
        if (t.kind != Tok::Op) {
            return 0;
        }
        const std::string& s = t.text;
        if (s == "|" || s == "&") return 1;
        if (s == "=" || s == "<" || s == ">" || s == "<=" || s == ">=") return 2;
        if (s == "+" || s == "-") return 3;
        if (s == "*" || s == "/") return 4;
        if (s == "^" || s == "**") return 6;
        return 0;
    }

    /// Guards the recursion of the descent: the input decides how deep it goes (10^5 unary
    /// minus signs overflowed the stack), so past kMaxExpressionNesting levels it is an error.
    struct Nesting {
        explicit Nesting(Compiler& c) : compiler(c)
        {
            if (++compiler.nesting_ > kMaxExpressionNesting) {
                compiler.fail("the expression is nested more than " + std::to_string(kMaxExpressionNesting)
                                  + " levels deep (parentheses, brackets, signs or calls)",
                              compiler.current_.column);
            }
        }
        ~Nesting() { --compiler.nesting_; }
        Compiler& compiler;
    };

    ValueType parseBinary(int minPrec)
    {
        const Nesting guard(*this);
        ValueType left = parseUnary();
        while (true) {
            const int prec = precedence(current_);
            if (prec == 0 || prec < minPrec) {
                return left;
            }
            const Token op = current_;
            advance();
            const bool rightAssoc = prec == 6;
            const ValueType right = parseBinary(rightAssoc ? prec : prec + 1);
            left = emitBinary(op, left, right);
        }
    }

    ValueType emitBinary(const Token& op, ValueType l, ValueType r)
    {
        const std::string& s = op.text;
        auto bothScalar = [&] {
            if (l != ValueType::Scalar || r != ValueType::Scalar) {
                fail("operator '" + s + "' needs two scalars, got " + typeName(l) + " and " + typeName(r), op.column);
            }
        };
        using V = ValueType;
        if (s == "+" || s == "-") {
            if (l != r) {
                fail("operator '" + s + "' needs two scalars or two vectors, got " + typeName(l) + " and " + typeName(r),
                     op.column);
            }
            emit(s == "+" ? Op::Add : Op::Sub, 0, 2, 1);
            return l;
        }
        if (s == "*") {
            if (l == V::Scalar && r == V::Scalar) { emit(Op::Mul, 0, 2, 1); return V::Scalar; }
            if (l == V::Vector && r == V::Vector) { emit(Op::Dot, 0, 2, 1); return V::Scalar; }
            emit(Op::ScaleVec, l == V::Scalar ? 0 : 1, 2, 1);  // arg: which operand is the scalar
            return V::Vector;
        }
        if (s == "/") {
            if (r != V::Scalar) {
                fail("cannot divide by a vector", op.column);
            }
            emit(l == V::Scalar ? Op::Div : Op::DivVec, 0, 2, 1);
            return l;
        }
        if (s == "^" || s == "**") { bothScalar(); emit(Op::Pow, 0, 2, 1); return V::Scalar; }
        if (s == "x" || s == "X") {
            if (l != V::Vector || r != V::Vector) {
                fail("the cross product x needs two vectors, got " + std::string(typeName(l)) + " and " + typeName(r),
                     op.column);
            }
            emit(Op::Cross, 0, 2, 1);
            return V::Vector;
        }
        bothScalar();
        const Op o = s == "=" ? Op::Eq : s == "<" ? Op::Lt : s == ">" ? Op::Gt : s == "<=" ? Op::Le
                   : s == ">=" ? Op::Ge : s == "|" ? Op::Or : Op::And;
        emit(o, 0, 2, 1);
        return V::Scalar;
    }

    ValueType parseUnary()
    {
        const Nesting guard(*this);
        if (current_.kind == Tok::Op && (current_.text == "-" || current_.text == "+")) {
            const bool negate = current_.text == "-";
            advance();
            const ValueType t = parseUnary();
            if (negate) {
                emit(Op::Neg, 0, 1, 1);
            }
            return t;
        }
        return parsePostfix(parsePrimary());
    }

    ValueType parsePostfix(ValueType t)
    {
        while (current_.kind == Tok::Dot) {
            const int column = current_.column;
            advance();
            if (current_.kind != Tok::Ident || current_.text.size() != 1
                || std::string("xyzXYZ").find(current_.text[0]) == std::string::npos) {
                fail("expected x, y or z after '.'", current_.column);
            }
            if (t != ValueType::Vector) {
                fail("component access needs a vector", column);
            }
            emit(Op::Component, static_cast<std::uint16_t>(std::tolower(current_.text[0]) - 'x'), 1, 1);
            advance();
            t = ValueType::Scalar;
        }
        return t;
    }

    ValueType parsePrimary()
    {
        const Token tok = current_;
        switch (tok.kind) {
        case Tok::Number:
            advance();
            pushConstant(glm::vec3(static_cast<float>(tok.number), 0.0f, 0.0f));
            return ValueType::Scalar;
        case Tok::LParen: {
            advance();
            const ValueType t = parseBinary(1);
            expect(Tok::RParen, "')'");
            return t;
        }
        case Tok::LBracket: {
            advance();
            for (int i = 0; i < 3; ++i) {
                const int column = current_.column;
                if (parseBinary(1) != ValueType::Scalar) {
                    fail("vector components must be scalars", column);
                }
                if (i < 2) {
                    expect(Tok::Comma, "',' between vector components");
                }
            }
            expect(Tok::RBracket, "']' closing the vector");
            emit(Op::MakeVector, 0, 3, 1);
            return ValueType::Vector;
        }
        case Tok::Ident:
            advance();
            if (current_.kind == Tok::LParen) {
                return parseCall(tok);
            }
            return emitName(tok);
        default:
            fail("expected a number, a name, '(' or '[', found '" + tok.text + "'", tok.column);
        }
    }

    ValueType emitName(const Token& tok)
    {
        for (std::size_t i = 0; i < variables_.size(); ++i) {
            if (variables_[i].name == tok.text) {
                emit(Op::PushVar, static_cast<std::uint16_t>(i), 0, 1);
                return variables_[i].type;
            }
        }
        const std::string& n = tok.text;
        if (n == "pi") { pushConstant(glm::vec3(glm::pi<float>(), 0, 0)); return ValueType::Scalar; }
        if (n == "e") { pushConstant(glm::vec3(glm::e<float>(), 0, 0)); return ValueType::Scalar; }
        if (n == "TPS") { pushConstant(glm::vec3(4800.0f, 0, 0)); return ValueType::Scalar; }
        const Op timeOp = n == "T" ? Op::PushTicks : n == "S" ? Op::PushSeconds : n == "F" ? Op::PushFrames
                        : n == "NT" ? Op::PushNormalizedTime : Op::Call;
        if (timeOp != Op::Call) {
            out_.usesTime_ = true;
            emit(timeOp, 0, 0, 1);
            return ValueType::Scalar;
        }
        std::string hint;
        if (n.size() > 2 && (n.find('x') != std::string::npos || n.find('X') != std::string::npos)) {
            hint = " (for a cross product write spaces around x, e.g. A x B)";
        }
        fail("unknown variable '" + n + "'" + hint, tok.column);
    }

    ValueType parseCall(const Token& name)
    {
        std::string lower;
        for (char c : name.text) {
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
        const auto& table = functions();
        const auto it = std::find_if(table.begin(), table.end(), [&](const FnInfo& f) { return lower == f.name; });
        if (it == table.end()) {
            fail("unknown function '" + name.text + "'", name.column);
        }
        advance();  // '('
        std::size_t count = 0;
        if (current_.kind != Tok::RParen) {
            while (true) {
                const int column = current_.column;
                const ValueType t = parseBinary(1);
                if (count < it->args.size() && t != it->args[count]) {
                    fail("argument " + std::to_string(count + 1) + " of " + it->name + "() must be "
                             + typeName(it->args[count]) + ", got " + typeName(t),
                         column);
                }
                ++count;
                if (current_.kind != Tok::Comma) {
                    break;
                }
                advance();
            }
        }
        if (count != it->args.size()) {
            fail(std::string(it->name) + "() takes " + std::to_string(it->args.size()) + " argument(s), got "
                     + std::to_string(count),
                 name.column);
        }
        expect(Tok::RParen, "')' closing the function call");
        emit(Op::Call, static_cast<std::uint16_t>(it->fn), static_cast<int>(count), 1);
        return it->result;
    }

    std::string_view text_;
    const std::vector<VariableSpec>& variables_;
    std::size_t pos_ = 0;
    Token current_;
    int depth_ = 0;
    int nesting_ = 0;
    CompiledExpression out_;
};

std::optional<CompiledExpression> compile(std::string_view text, const std::vector<VariableSpec>& variables,
                                          CompileError& error)
{
    if (text.size() > kMaxExpressionLength) {
        error.message = "the expression is " + std::to_string(text.size()) + " characters long; at most "
                        + std::to_string(kMaxExpressionLength) + " are read";
        error.column = 1;
        return std::nullopt;
    }
    try {
        return Compiler(text, variables).run();
    } catch (const CompileFailure& f) {
        error.message = f.message;
        error.column = f.column;
        return std::nullopt;
    }
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
