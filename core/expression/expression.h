#pragma once
// The 3ds Max expression language (Expression controllers and Float Wire), compiled once into a
// small stack program and evaluated every frame without parsing or allocating.
//
// Scalars and 3-vectors; operators by precedence (highest first): unary - + ; component access
// V.x ; ** ^ (power, right-associative) ; x (cross product, the letter) ; * / (V*W is the dot
// product) ; + - ; = < > <= >= ; | & (comparisons and logic give 1 or 0). Vector literals
// [a, b, c]. Trig functions take and return degrees. Constants pi, e, TPS; time variables T
// (ticks), S (seconds), F (frames), NT (normalised time in the range). docs/controllers.md has the
// function table.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <glm/glm.hpp>

namespace rigstage::expr {

enum class ValueType : std::uint8_t { Scalar, Vector };

/// A variable the expression may use: its name (case-sensitive) and type.
struct VariableSpec {
    std::string name;
    ValueType type = ValueType::Scalar;
};

/// Time values the time variables read.
struct TimeValues {
    double ticks = 0.0;
    double ticksPerFrame = 160.0;
    double rangeStartTicks = 0.0;
    double rangeEndTicks = 0.0;
};

/// Why an expression did not compile: a message and the 1-based column where the problem is.
struct CompileError {
    std::string message;
    int column = 1;
};

class CompiledExpression {
public:
    /// Returns the type of the result.
    ValueType resultType() const { return resultType_; }
    /// Evaluates with the variables' current values (in the order of the specs given to compile;
    /// scalars in .x). Returns the value (scalar in .x); allocates nothing.
    glm::vec3 evaluate(std::span<const glm::vec3> variables, const TimeValues& time) const;
    /// evaluate(...).x, returned as a float (a scalar program's result does not go through a vector).
    float evaluateScalar(std::span<const glm::vec3> variables, const TimeValues& time) const;
    /// evaluateScalar for eight characters at once, lane k's variables and time at [k]: the scalar
    /// form's steps run over the eight side by side (each lane the operations evaluateScalar
    /// performs, so its bits); a program without the scalar form runs lane by lane.
    static constexpr int kLanes = 8;
    void evaluateScalarLanes(const std::span<const glm::vec3> (&variables)[kLanes], const TimeValues (&time)[kLanes],
                             float (&out)[kLanes]) const;
    /// Returns true when the expression reads T, S, F or NT.
    bool usesTime() const { return usesTime_; }

    enum class Op : std::uint8_t;
    struct Instruction {
        Op op;
        std::uint16_t arg;
    };
    /// One step of the scalar form (scalar_program.cpp): an operation, which operator or function,
    /// a variable's index, and a number written into the step (a constant operand).
    struct ScalarStep {
        std::uint8_t op;
        std::uint8_t kind;
        std::uint16_t arg;
        float number;
    };
    /// True when evaluate() runs the scalar form (every value of the program a scalar).
    bool hasScalarForm() const { return !scalarCode_.empty(); }

private:
    friend class Compiler;
    /// Builds scalarCode_ when every value the program handles is a scalar (the variables' types
    /// are specs'); leaves it empty otherwise.
    void buildScalarForm(const std::vector<VariableSpec>& specs);
    float evaluateScalarForm(std::span<const glm::vec3> variables, const TimeValues& time) const;
    void evaluateScalarFormLanes(const std::span<const glm::vec3> (&variables)[kLanes], const TimeValues (&time)[kLanes],
                                 float (&out)[kLanes]) const;
    [[gnu::noinline]] glm::vec3 evaluateStackProgram(std::span<const glm::vec3> variables, const TimeValues& time) const;

    std::vector<Instruction> code_;
    std::vector<ScalarStep> scalarCode_;
    std::vector<glm::vec3> constants_;
    ValueType resultType_ = ValueType::Scalar;
    bool usesTime_ = false;
};

/// Compiles text. On failure returns std::nullopt and fills error.
std::optional<CompiledExpression> compile(std::string_view text, const std::vector<VariableSpec>& variables,
                                          CompileError& error);

/// Largest stack depth an expression may need (deeper ones are rejected at compile time).
inline constexpr int kMaxStackDepth = 64;
/// Limits on what compile() reads (docs/format.md, Limits): nesting of parentheses, brackets,
/// signs and calls; numbers in one expression (an instruction's argument is 16 bits); length.
inline constexpr int kMaxExpressionNesting = 256;
inline constexpr std::size_t kMaxExpressionConstants = 65535;
inline constexpr std::size_t kMaxExpressionLength = 1 << 20;

}  // namespace rigstage::expr
