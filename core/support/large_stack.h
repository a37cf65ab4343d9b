#pragma once
// Runs work on a thread with a stack of its own size, and waits for it. For recursion whose depth a
// rig limit bounds (helper joints waiting on each other: 1,000 levels) but whose frames are large:
// a sanitized or debug build needs several times the stack a release build does, more than the
// 8 MiB of the main thread (found running test_reliability under AddressSanitizer).

#include <cstddef>
#include <functional>

namespace rigstage {

/// Runs work on a thread with a stack of bytes (address space: only what is touched is used) and
/// returns when it is done; an exception it throws is thrown here. Runs it directly when no such
/// thread can be made.
void runWithStack(std::size_t bytes, const std::function<void()>& work);

}  // namespace rigstage
