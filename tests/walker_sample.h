#pragma once
// Sample characters as the loader reads them: a test that reads one stops with the loader's
// messages when it does not load cleanly. The walker (resources/samples/walker) is loaded once per
// test executable.

#include <string>

#include "io/character_loader.h"
#include "test_helpers.h"

namespace rigstage::test {

inline const std::string kWalkerManifest = RIGSTAGE_SAMPLES "/walker/walker.character.xml";

/// The character at path, loaded without an error (or the test stops, naming the file and the
/// loader's messages).
inline CharacterData loadCleanly(const std::string& path)
{
    Diagnostics d;
    auto loaded = loadCharacter(path, d);
    if (!loaded || !loaded->framework || d.hasErrors()) {
        qFatal("%s does not load:\n%s", path.c_str(), qPrintable(str(d)));
    }
    return std::move(*loaded);
}

inline const CharacterData& walkerSample()
{
    static const CharacterData data = loadCleanly(kWalkerManifest);
    return data;
}

}  // namespace rigstage::test
