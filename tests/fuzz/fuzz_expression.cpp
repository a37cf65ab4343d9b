// Fuzz target: the expression compiler and its evaluation with a scalar and a vector variable.
// Differential for scalar programs: their scalar form must give the general stack program's bits,
// and the same text wrapped in comp([E, 0, 0], 0) runs the general program on E.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "expression/expression.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace rigstage::expr;
    CompileError error;
    const std::vector<VariableSpec> variables = {{"a", ValueType::Scalar}, {"V", ValueType::Vector}};
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto program = compile(text, variables, error);
    if (!program) {
        return 0;
    }
    const glm::vec3 values[2] = {glm::vec3(0.5f), glm::vec3(1.0f, -2.0f, 3.0f)};
    const TimeValues time{4800.0, 160.0, 0.0, 9600.0};
    const float got = program->evaluateScalar(values, time);
    program->evaluate(values, time);
    if (!program->hasScalarForm()) {
        return 0;
    }
    // A text that compiles on its own has no top-level comma, so it is the vector's first entry.
    const auto general = compile("comp([" + std::string(text) + ", 0, 0], 0)", variables, error);
    if (!general || general->hasScalarForm()) {
        return 0;  // over a nesting limit once wrapped
    }
    const float expected = general->evaluateScalar(values, time);
    if (std::memcmp(&got, &expected, sizeof(float)) != 0 && !(std::isnan(got) && std::isnan(expected))) {
        __builtin_trap();
    }
    return 0;
}
