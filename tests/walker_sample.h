#pragma once
// The sample walker (resources/samples/walker) as the loader reads it, loaded once per test
// executable: a test that reads it stops with the loader's messages when it does not load cleanly.

#include <string>

#include "io/character_loader.h"
#include "test_helpers.h"

namespace rigstage::test {

inline const std::string kWalkerManifest = RIGSTAGE_SAMPLES "/walker/walker.character.xml";

inline const CharacterData& walkerSample()
{
    static const CharacterData data = [] {
        Diagnostics d;
        auto loaded = loadCharacter(kWalkerManifest, d);
        if (!loaded || !loaded->framework || d.hasErrors()) {
            qFatal("the sample does not load:\n%s", qPrintable(str(d)));
        }
        return std::move(*loaded);
    }();
    return data;
}

}  // namespace rigstage::test
