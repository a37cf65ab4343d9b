#pragma once
// The tokens of an expression's text, read one at a time as the compiler asks for them
// (expression_compiler.cpp). Internal to core/expression.

#include <cstddef>
#include <string>
#include <string_view>

namespace rigstage::expr {

enum class Tok { Number, Ident, Op, LParen, RParen, LBracket, RBracket, Comma, Dot, End };

struct Token {
    Tok kind = Tok::End;
    std::string text;     ///< As written; "end" for the End token.
    double number = 0.0;  ///< A Number token's value.
    int column = 1;       ///< 1-based column of the token's first character.
};

/// Why the text does not compile, and the 1-based column where it goes wrong (thrown by the
/// tokenizer and the compiler, turned into a CompileError by compile()).
struct CompileFailure {
    std::string message;
    int column;
};

/// Reads text into tokens: numbers, names, operators (** <= >= and one-character ones),
/// parentheses, brackets, commas and dots, skipping white space.
class Tokenizer {
public:
    /// Starts before the first token: advance() reads it.
    explicit Tokenizer(std::string_view text) : text_(text) {}

    /// Reads the next token into current() (End past the text). Throws CompileFailure on a
    /// malformed number or a character the language has no use for.
    void advance();

    /// Returns the token advance() read last.
    const Token& current() const { return current_; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    Token current_;
};

}  // namespace rigstage::expr
