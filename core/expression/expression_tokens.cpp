#include "expression/expression_tokens.h"

#include <cctype>
#include <charconv>

namespace rigstage::expr {

void Tokenizer::advance()
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
            throw CompileFailure{"malformed number", current_.column};
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
        throw CompileFailure{std::string("unexpected character '") + c + "'", current_.column};
    }
}

}  // namespace rigstage::expr
