// Fuzz target: the reader of the import guard's hand-over (a model and its findings from the child
// process). Its bytes come from Rigstage's own child, but a child killed mid-write or a damaged
// pipe must still be refused, never crash; what it accepts must write back to the same bytes.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "import/imported_model_transfer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    rigstage::ImportedModel model;
    rigstage::Diagnostics findings;
    if (rigstage::decodeImportedModel(bytes, model, findings) && rigstage::encodeImportedModel(model, findings) != bytes) {
        std::abort();  // accepted bytes that are not exactly one transfer
    }
    return 0;
}
