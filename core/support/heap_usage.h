#pragma once
// How many bytes the process's allocator holds for the program, for reporting what a character
// costs in memory (`rigstage-cli bench`, the crowd benchmarks). Read from glibc's mallinfo2: the
// bytes in use of every arena plus the large blocks mapped on their own. What other threads
// allocate meanwhile counts too, so a measurement takes the difference around work on a quiet
// process.

#include <cstddef>
#include <optional>

namespace rigstage {

/// Bytes allocated and not yet freed; nothing where the C library cannot tell.
std::optional<std::size_t> heapBytesInUse();

}  // namespace rigstage
