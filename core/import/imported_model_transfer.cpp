#include "import/imported_model_transfer.h"

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

// Written by hand rather than with a serialization library (cereal, protobuf): the transfer is
// private to one process and its fork, a few flat structures of strings and plain arrays, and a
// dependency (and a schema) for it would weigh more than these lines. As in cereal, each structure
// lists its fields once (fields() below) for both directions, so writing and reading cannot drift
// apart.

namespace rigstage {

namespace {

constexpr char kMagic[8] = {'R', 'S', 'M', 'O', 'D', 'E', 'L', '1'};

/// A value copied as its bytes (numbers, glm types, Srt, enums); bool travels as a checked byte.
template <class T>
concept Plain = std::is_trivially_copyable_v<T> && !std::is_same_v<T, bool>;

class Writer {
public:
    template <Plain T>
    bool operator()(const T& value)
    {
        bytes_.append(reinterpret_cast<const char*>(&value), sizeof(T));
        return true;
    }
    bool operator()(const bool& b) { return (*this)(std::uint8_t(b ? 1 : 0)); }
    bool operator()(const std::string& s)
    {
        (*this)(std::uint64_t(s.size()));
        bytes_.append(s);
        return true;
    }
    template <Plain T>
    bool operator()(const std::vector<T>& values)
    {
        (*this)(std::uint64_t(values.size()));
        if (!values.empty()) {  // an empty vector's data() may be null, which memcpy must not get
            bytes_.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(T));
        }
        return true;
    }
    /// A list of structures, each written by its fields() (the smallest size is the reader's).
    template <class T>
    bool list(std::vector<T>& values, std::size_t /*smallestElement*/)
    {
        (*this)(std::uint64_t(values.size()));
        for (T& v : values) {
            fields(*this, v);
        }
        return true;
    }
    bool magic()
    {
        bytes_.append(kMagic, sizeof(kMagic));
        return true;
    }
    std::string take() { return std::move(bytes_); }

private:
    std::string bytes_;
};

/// Every read checks what is left first; a count is checked against the smallest size its
/// elements can have, so a damaged count can never ask for more memory than the bytes could fill.
class Reader {
public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}

    template <Plain T>
    bool operator()(T& value)
    {
        if (left() < sizeof(T)) {
            return false;
        }
        std::memcpy(static_cast<void*>(&value), bytes_.data() + at_, sizeof(T));
        at_ += sizeof(T);
        return true;
    }
    /// A bool is one byte, 0 or 1: any other byte is damage (and no valid bool).
    bool operator()(bool& b)
    {
        std::uint8_t byte = 0;
        if (!(*this)(byte) || byte > 1) {
            return false;
        }
        b = byte == 1;
        return true;
    }
    bool operator()(std::string& s)
    {
        std::size_t n = 0;
        if (!count(n, 1)) {
            return false;
        }
        s.assign(bytes_.data() + at_, n);
        at_ += n;
        return true;
    }
    template <Plain T>
    bool operator()(std::vector<T>& values)
    {
        std::size_t n = 0;
        if (!count(n, sizeof(T))) {
            return false;
        }
        values.resize(n);
        if (n > 0) {
            std::memcpy(static_cast<void*>(values.data()), bytes_.data() + at_, n * sizeof(T));
            at_ += n * sizeof(T);
        }
        return true;
    }
    template <class T>
    bool list(std::vector<T>& values, std::size_t smallestElement)
    {
        std::size_t n = 0;
        if (!count(n, smallestElement)) {
            return false;
        }
        values.resize(n);
        for (T& v : values) {
            if (!fields(*this, v)) {
                return false;
            }
        }
        return true;
    }
    bool magic()
    {
        if (left() < sizeof(kMagic) || std::memcmp(bytes_.data() + at_, kMagic, sizeof(kMagic)) != 0) {
            return false;
        }
        at_ += sizeof(kMagic);
        return true;
    }
    std::size_t left() const { return bytes_.size() - at_; }

private:
    bool count(std::size_t& n, std::size_t smallestElement)
    {
        std::uint64_t c = 0;
        if (!(*this)(c) || c > left() / smallestElement) {
            return false;
        }
        n = std::size_t(c);
        return true;
    }

    std::string_view bytes_;
    std::size_t at_ = 0;
};

// Each element's smallest encoding: every string and every list starts with an 8-byte count.
constexpr std::size_t kCount = sizeof(std::uint64_t);

template <class A>
bool fields(A& a, std::string& s)
{
    return a(s);
}

template <class A>
bool fields(A& a, std::vector<float>& row)
{
    return a(row);
}

template <class A>
bool fields(A& a, RawBone& b)
{
    return a(b.name) && a(b.parent) && a(b.bindLocal) && a(b.flags) && a(b.explicitFlags) && a(b.line);
}

template <class A>
bool fields(A& a, RawLayer& l)
{
    return a(l.name) && a(l.level) && a(l.file) && a(l.line) && a.list(l.bones, 2 * kCount);
}

template <class A>
bool fields(A& a, MorphTarget& m)
{
    return a(m.name) && a(m.positionDeltas) && a(m.normalDeltas) && a(m.defaultWeight);
}

template <class A>
bool fields(A& a, SkinnedMesh& m)
{
    return a(m.name) && a(m.positions) && a(m.normals) && a(m.uvs) && a(m.indices) && a.list(m.paletteBones, kCount)
           && a(m.inverseBind) && a(m.joints) && a(m.weights) && a.list(m.morphs, 3 * kCount) && a(m.skinned) && a(m.node);
}

/// A part's interpolation and its cubic keys; a damaged byte or a cubic list that does not match
/// the keys is refused (the sampler would read past it).
template <class A>
bool part(A& a, ClipInterpolation& mode, std::vector<ClipCubicKey>& cubic, std::size_t keys)
{
    return a(mode) && mode <= ClipInterpolation::CubicSpline && a(cubic)
           && (cubic.empty() || (mode == ClipInterpolation::CubicSpline && cubic.size() == keys));
}

template <class A>
bool fields(A& a, ClipTrack& t)
{
    return a(t.bone) && a(t.keys) && a(t.line) && part(a, t.translationInterpolation, t.translationCubic, t.keys.size())
           && part(a, t.rotationInterpolation, t.rotationCubic, t.keys.size()) && part(a, t.scaleInterpolation, t.scaleCubic, t.keys.size());
}

template <class A>
bool fields(A& a, ClipMorphTrack& t)
{
    return a(t.node) && a.list(t.weights, kCount);
}

template <class A>
bool fields(A& a, Clip& c)
{
    // c.dense is not sent: prepareClipSampling builds it when a character loads, after import.
    return a(c.name) && a(c.layer) && a(c.frameRate) && a(c.startFrame) && a(c.endFrame) && a.list(c.tracks, 2 * kCount)
           && a.list(c.morphTracks, 2 * kCount) && a(c.file);
}

template <class A>
bool fields(A& a, Diagnostic& d)
{
    return a(d.severity) && a(d.code) && a(d.file) && a(d.line) && a.list(d.bones, kCount) && a(d.message) && a(d.fix);
}

template <class A>
bool fields(A& a, ImportedModel& m, std::vector<Diagnostic>& findings)
{
    return a.magic() && a(m.file) && fields(a, m.skeleton) && a.list(m.meshes, 8 * kCount) && a.list(m.clips, 4 * kCount)
           && a(m.upAxis) && a(m.centimetresPerUnit) && a.list(m.skinBones, kCount) && a.list(findings, 5 * kCount);
}

}  // namespace

std::string encodeImportedModel(const ImportedModel& model, const Diagnostics& findings)
{
    Writer w;
    // fields() takes the structures as the reader fills them; the writer only reads them.
    std::vector<Diagnostic> items = findings.items();
    fields(w, const_cast<ImportedModel&>(model), items);
    return w.take();
}

bool decodeImportedModel(std::string_view bytes, ImportedModel& model, Diagnostics& findings)
{
    Reader r(bytes);
    std::vector<Diagnostic> items;
    if (!fields(r, model, items) || r.left() != 0) {
        return false;
    }
    for (Diagnostic& d : items) {
        if (d.severity != Severity::Info && d.severity != Severity::Warning && d.severity != Severity::Error) {
            return false;
        }
    }
    for (Diagnostic& d : items) {
        findings.add(d.severity, std::move(d.code), std::move(d.file), d.line, std::move(d.message), std::move(d.bones),
                     std::move(d.fix));
    }
    return true;
}

}  // namespace rigstage
