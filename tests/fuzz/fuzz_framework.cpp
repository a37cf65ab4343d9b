// Fuzz target: the Framework reader and the stacking of what it read.
#include <cstdint>
#include <string_view>

#include "io/framework_xml.h"
#include "skeleton/framework.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rigstage::Diagnostics d;
    if (auto layer = rigstage::parseFrameworkXml(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.Framework.xml", d)) {
        rigstage::FrameworkBuilder::build({&*layer}, d);
    }
    return 0;
}
