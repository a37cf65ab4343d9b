// Fuzz target: model import through Assimp (the bytes as a file; the format is sniffed from
// them, as for a file with an unknown extension). Findings inside Assimp itself are recorded in
// docs/reliability.md: Rigstage cannot fix them, only keep them away from the window.
#include <cstdint>
#include <cstdio>
#include <string>

#include <unistd.h>

#include "import/model_import.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::string path = "/tmp/rigstage-fuzz-model-" + std::to_string(::getpid()) + ".glb";
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
        rigstage::Diagnostics d;
        rigstage::importModel(path, d);
    }
    return 0;
}
