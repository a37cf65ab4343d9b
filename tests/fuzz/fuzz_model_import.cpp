// Fuzz target: model import through Assimp (the bytes as a file; the format is sniffed from
// them, as for a file with an unknown extension). Findings inside Assimp itself are recorded in
// docs/reliability.md: Rigstage cannot fix them, only keep them away from the window (the import
// guard, which this target turns off to see them).
#include <cstdint>
#include <cstdio>
#include <string>

#include <cstdlib>

#include <unistd.h>

#include "import/model_import.h"

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    ::setenv("RIGSTAGE_IMPORT_GUARD", "0", 1);  // fuzz Assimp in-process: the guard would hide its findings
    return 0;
}

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
