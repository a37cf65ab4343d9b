#include "skeleton/bone_name.h"

#include <cctype>

namespace rigstage {

namespace {

bool isIdentStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) != 0;
}

bool isIdentChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

std::optional<BoneName> fail(BoneNameError* error, std::string message, std::size_t column)
{
    if (error) {
        error->message = std::move(message);
        error->column = static_cast<int>(column);
    }
    return std::nullopt;
}

}  // namespace

std::optional<BoneName> parseBoneName(std::string_view name, BoneNameError* error)
{
    BoneName out;
    std::size_t i = 0;
    if (name.empty() || name[0] != '_') {
        return fail(error, "name must start with '_' followed by the layer level, e.g. _0Base{B}#Pelvis", 0);
    }
    ++i;
    const std::size_t levelStart = i;
    while (i < name.size() && std::isdigit(static_cast<unsigned char>(name[i]))) {
        ++i;
    }
    if (i == levelStart) {
        return fail(error, "missing layer level digit after '_'", i);
    }
    if (i - levelStart > 2) {
        return fail(error, "layer level has more than two digits", levelStart);
    }
    out.level = std::stoi(std::string(name.substr(levelStart, i - levelStart)));
    const std::size_t layerStart = i;
    if (i >= name.size() || !isIdentStart(name[i])) {
        return fail(error, "missing layer name (a letter must follow the level)", i);
    }
    while (i < name.size() && isIdentChar(name[i])) {
        ++i;
    }
    out.layer = std::string(name.substr(layerStart, i - layerStart));
    if (i >= name.size() || name[i] != '{') {
        return fail(error, "missing '{' opening the flags after the layer name", i);
    }
    ++i;
    while (i < name.size() && name[i] != '}') {
        const char c = name[i];
        std::uint8_t bit = 0;
        if (c == 'B') {
            bit = kBoneFlagBaked;
        } else if (c == 'D') {
            bit = kBoneFlagDeformable;
        } else {
            return fail(error, std::string("unknown flag '") + c + "' (known flags: B baked, D deformable)", i);
        }
        if (out.flags & bit) {
            return fail(error, std::string("flag '") + c + "' is repeated", i);
        }
        out.flags |= bit;
        ++i;
    }
    if (i >= name.size()) {
        return fail(error, "missing '}' closing the flags", i);
    }
    ++i;
    if (i >= name.size() || name[i] != '#') {
        return fail(error, "missing '#' before the bone name", i);
    }
    ++i;
    if (i >= name.size()) {
        return fail(error, "empty bone name after '#'", i);
    }
    for (std::size_t k = i; k < name.size(); ++k) {
        const unsigned char c = static_cast<unsigned char>(name[k]);
        if (std::isspace(c) || c == '#' || c == '{' || c == '}' || std::iscntrl(c)) {
            return fail(error, "bone name contains a space, control character or one of # { }", k);
        }
    }
    out.shortName = std::string(name.substr(i));
    return out;
}

std::string flagsToString(std::uint8_t flags)
{
    std::string out;
    if (flags & kBoneFlagBaked) {
        out += 'B';
    }
    if (flags & kBoneFlagDeformable) {
        out += 'D';
    }
    return out;
}

std::string makeBoneName(int level, std::string_view layer, std::uint8_t flags, std::string_view shortName)
{
    return "_" + std::to_string(level) + std::string(layer) + "{" + flagsToString(flags) + "}#" + std::string(shortName);
}

std::string_view shortNameOf(std::string_view name)
{
    const std::size_t hash = name.rfind('#');
    return hash == std::string_view::npos ? name : name.substr(hash + 1);
}

}  // namespace rigstage
