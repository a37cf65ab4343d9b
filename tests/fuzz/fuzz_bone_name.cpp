// Fuzz target: the naming-convention parser.
#include <cstdint>
#include <string_view>

#include "skeleton/bone_name.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view name(reinterpret_cast<const char*>(data), size);
    rigstage::parseBoneName(name);
    rigstage::shortNameOf(name);
    return 0;
}
