// Fuzz target: the character manifest reader.
#include <cstdint>
#include <string_view>

#include "io/manifest_xml.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    rigstage::Diagnostics d;
    rigstage::parseManifestXml(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.character.xml", d);
    return 0;
}
