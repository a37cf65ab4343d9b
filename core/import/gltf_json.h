#pragma once
// A glTF's JSON read with nlohmann::json, for the glTF readers of core/import only (nlohmann is a
// private dependency of rigstage_core).

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace rigstage {

/// The deepest a glTF's JSON may nest, counting the outer object as one; a glTF's own structure
/// is a few levels deep.
inline constexpr int kMaxGltfJsonDepth = 64;

/// True when json's arrays and objects (outside strings) nest deeper than kMaxGltfJsonDepth.
bool gltfJsonTooDeep(std::string_view json);

/// The parsed JSON (object members in file order; a key given twice in one object keeps its first
/// value, as the importer reads it). Nullopt with the reason in why when it nests too deep or is
/// malformed ("its JSON is malformed near byte N", N counted from 0).
std::optional<nlohmann::ordered_json> parseGltfJson(std::string_view json, std::string& why);

}  // namespace rigstage
