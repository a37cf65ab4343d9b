// Fuzz target: the expression compiler and its evaluation with a scalar and a vector variable.
#include <cstdint>
#include <string_view>

#include "expression/expression.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace rigstage::expr;
    CompileError error;
    const std::vector<VariableSpec> variables = {{"a", ValueType::Scalar}, {"V", ValueType::Vector}};
    if (auto program = compile(std::string_view(reinterpret_cast<const char*>(data), size), variables, error)) {
        const glm::vec3 values[2] = {glm::vec3(0.5f), glm::vec3(1.0f, -2.0f, 3.0f)};
        program->evaluate(values, TimeValues{4800.0, 160.0, 0.0, 9600.0});
    }
    return 0;
}
