#pragma once
// The sample character, loaded once, for the fuzz targets that need a skeleton.

#include "io/character_loader.h"

inline const rigstage::CharacterData& fuzzSample()
{
    static const rigstage::CharacterData data = [] {
        rigstage::Diagnostics d;
        return *rigstage::loadCharacter(RIGSTAGE_SAMPLE_DIR "/walker.character.xml", d);
    }();
    return data;
}
