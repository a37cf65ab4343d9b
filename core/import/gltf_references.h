#pragma once
// The files a glTF names besides itself (its buffers' and images' "uri"s), checked before Assimp
// opens them: a FIFO or a device named as a buffer would block the import until its time bound,
// and a huge or sparse one would be read into memory whole.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "diagnostics.h"

namespace rigstage {

/// The most one external file of a glTF may hold (a buffer or an image).
inline constexpr std::uintmax_t kMaxGltfExternalBytes = std::uintmax_t(2) << 30;

/// Every "uri" string in a glTF's JSON that is not a data: URI (nor another scheme such as
/// http:), in the order they appear, JSON escapes decoded (percent-escapes kept). None when the
/// JSON is malformed or nests too deep (then the importer says why, or checkGltfReferences).
std::vector<std::string> gltfExternalUris(std::string_view json);

/// For a .gltf or a .glb: reports "io.unreadable" for each external file that exists but is not a
/// regular file or is larger than kMaxGltfExternalBytes, naming the file and the glTF, and returns
/// false if any; adds the sizes of the others to externalBytes. A file that does not exist is left
/// to the importer (a missing picture is no error). Reports "import.failed" and returns false when
/// the JSON nests deeper than a glTF does (kMaxGltfJsonDepth). True for any other kind of file.
bool checkGltfReferences(const std::string& path, Diagnostics& diagnostics, std::uintmax_t& externalBytes);

/// A uri's percent-escapes decoded.
std::string percentDecodedUri(const std::string& uri);

}  // namespace rigstage
