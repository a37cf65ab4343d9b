// Compiling an expression's text (read into tokens by expression_tokens.cpp): a recursive-descent /
// precedence-climbing parser that checks the types and emits the stack program (and its scalar
// form) directly.

#include "expression/expression.h"

#include <cctype>

#include <glm/gtc/constants.hpp>

#include "expression/expression_ops.h"
#include "expression/expression_tokens.h"

namespace rigstage::expr {

namespace {

using Op = CompiledExpression::Op;

const char* typeName(ValueType t)
{
    return t == ValueType::Scalar ? "a scalar" : "a vector";
}

}  // namespace

/// Recursive-descent / precedence-climbing compiler that emits postfix code directly, tracking the
/// type and depth of the value stack as it goes.
class Compiler {
public:
    Compiler(std::string_view text, const std::vector<VariableSpec>& variables)
        : tokens_(text), variables_(variables)
    {
    }

    CompiledExpression run()
    {
        advance();
        if (current().kind == Tok::End) {
            fail("the expression is empty", 1);
        }
        const ValueType t = parseBinary(1);
        if (current().kind != Tok::End) {
            fail("unexpected '" + current().text + "' after the end of the expression", current().column);
        }
        out_.resultType_ = t;
        out_.buildScalarForm(variables_);
        return std::move(out_);
    }

private:
    // ---- tokens
    void advance() { tokens_.advance(); }
    const Token& current() const { return tokens_.current(); }

    [[noreturn]] void fail(const std::string& message, int column) { throw CompileFailure{message, column}; }

    void expect(Tok kind, const char* what)
    {
        if (current().kind != kind) {
            fail(std::string("expected ") + what + ", found '" + current().text + "'", current().column);
        }
        advance();
    }

    // ---- emission with stack tracking
    void emit(Op op, std::uint16_t arg, int pops, int pushes)
    {
        out_.code_.push_back({op, arg});
        depth_ += pushes - pops;
        if (depth_ > kMaxStackDepth) {
            fail("expression is nested too deeply", current().column);
        }
    }

    void pushConstant(const glm::vec3& v)
    {
        if (out_.constants_.size() >= kMaxExpressionConstants) {
            // The instruction's argument is 16 bits: a 65,537th constant would wrap to the first.
            fail("the expression has more than " + std::to_string(kMaxExpressionConstants) + " numbers", current().column);
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
                              compiler.current().column);
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
            const int prec = precedence(current());
            if (prec == 0 || prec < minPrec) {
                return left;
            }
            const Token op = current();
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
        if (current().kind == Tok::Op && (current().text == "-" || current().text == "+")) {
            const bool negate = current().text == "-";
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
        while (current().kind == Tok::Dot) {
            const int column = current().column;
            advance();
            if (current().kind != Tok::Ident || current().text.size() != 1
                || std::string("xyzXYZ").find(current().text[0]) == std::string::npos) {
                fail("expected x, y or z after '.'", current().column);
            }
            if (t != ValueType::Vector) {
                fail("component access needs a vector", column);
            }
            emit(Op::Component, static_cast<std::uint16_t>(std::tolower(current().text[0]) - 'x'), 1, 1);
            advance();
            t = ValueType::Scalar;
        }
        return t;
    }

    ValueType parsePrimary()
    {
        const Token tok = current();
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
                const int column = current().column;
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
            if (current().kind == Tok::LParen) {
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
        const FunctionSignature* it = findFunction(lower);
        if (!it) {
            fail("unknown function '" + name.text + "'", name.column);
        }
        advance();  // '('
        std::size_t count = 0;
        if (current().kind != Tok::RParen) {
            while (true) {
                const int column = current().column;
                const ValueType t = parseBinary(1);
                if (count < it->args.size() && t != it->args[count]) {
                    fail("argument " + std::to_string(count + 1) + " of " + it->name + "() must be "
                             + typeName(it->args[count]) + ", got " + typeName(t),
                         column);
                }
                ++count;
                if (current().kind != Tok::Comma) {
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

    Tokenizer tokens_;
    const std::vector<VariableSpec>& variables_;
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

}  // namespace rigstage::expr
