#include "import/imported_model_transfer.h"

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

// Written by hand rather than with a serialization library (cereal, protobuf): the transfer is
// private to one process and its fork, a few flat structures of strings and plain arrays, and a
// dependency (and a schema) for it would weigh more than these hundred lines.

namespace rigstage {

namespace {

constexpr char kMagic[8] = {'R', 'S', 'M', 'O', 'D', 'E', 'L', '1'};

class Writer {
public:
    template <class T>
    void pod(const T& value)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        bytes_.append(reinterpret_cast<const char*>(&value), sizeof(T));
    }
    void count(std::size_t n) { pod(std::uint64_t(n)); }
    void flag(bool b) { pod(std::uint8_t(b ? 1 : 0)); }
    void text(const std::string& s)
    {
        count(s.size());
        bytes_.append(s);
    }
    template <class T>
    void pods(const std::vector<T>& values)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        count(values.size());
        if (!values.empty()) {  // an empty vector's data() may be null, which memcpy must not get
            bytes_.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(T));
        }
    }
    void texts(const std::vector<std::string>& values)
    {
        count(values.size());
        for (const std::string& s : values) {
            text(s);
        }
    }
    void raw(const char* data, std::size_t n) { bytes_.append(data, n); }
    std::string take() { return std::move(bytes_); }

private:
    std::string bytes_;
};

/// Every read checks what is left first; a count is checked against the smallest size its
/// elements can have, so a damaged count can never ask for more memory than the bytes could fill.
class Reader {
public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}

    template <class T>
    bool pod(T& value)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        if (left() < sizeof(T)) {
            return false;
        }
        std::memcpy(&value, bytes_.data() + at_, sizeof(T));
        at_ += sizeof(T);
        return true;
    }
    bool count(std::size_t& n, std::size_t smallestElement)
    {
        std::uint64_t c = 0;
        if (!pod(c) || c > left() / smallestElement) {
            return false;
        }
        n = std::size_t(c);
        return true;
    }
    /// A bool travels as one byte, 0 or 1: any other byte is damage (and no valid bool).
    bool flag(bool& b)
    {
        std::uint8_t byte = 0;
        if (!pod(byte) || byte > 1) {
            return false;
        }
        b = byte == 1;
        return true;
    }
    bool text(std::string& s)
    {
        std::size_t n = 0;
        if (!count(n, 1)) {
            return false;
        }
        s.assign(bytes_.data() + at_, n);
        at_ += n;
        return true;
    }
    template <class T>
    bool pods(std::vector<T>& values)
    {
        static_assert(std::is_trivially_copyable_v<T>);
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
    bool texts(std::vector<std::string>& values)
    {
        std::size_t n = 0;
        if (!count(n, sizeof(std::uint64_t))) {
            return false;
        }
        values.resize(n);
        for (std::string& s : values) {
            if (!text(s)) {
                return false;
            }
        }
        return true;
    }
    /// Reads n elements with read(element), after checking the count against the smallest size.
    template <class T, class ReadOne>
    bool each(std::vector<T>& values, std::size_t smallestElement, ReadOne readOne)
    {
        std::size_t n = 0;
        if (!count(n, smallestElement)) {
            return false;
        }
        values.resize(n);
        for (T& v : values) {
            if (!readOne(*this, v)) {
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
    std::string_view bytes_;
    std::size_t at_ = 0;
};

// Each element's smallest encoding: every string and every list starts with an 8-byte count.
constexpr std::size_t kCount = sizeof(std::uint64_t);

void write(Writer& w, const RawBone& b)
{
    w.text(b.name);
    w.text(b.parent);
    w.pod(b.bindLocal);
    w.pod(b.flags);
    w.flag(b.explicitFlags);
    w.pod(b.line);
}

bool read(Reader& r, RawBone& b)
{
    return r.text(b.name) && r.text(b.parent) && r.pod(b.bindLocal) && r.pod(b.flags) && r.flag(b.explicitFlags) && r.pod(b.line);
}

void write(Writer& w, const RawLayer& l)
{
    w.text(l.name);
    w.pod(l.level);
    w.text(l.file);
    w.pod(l.line);
    w.count(l.bones.size());
    for (const RawBone& b : l.bones) {
        write(w, b);
    }
}

bool read(Reader& r, RawLayer& l)
{
    return r.text(l.name) && r.pod(l.level) && r.text(l.file) && r.pod(l.line)
           && r.each(l.bones, 2 * kCount, [](Reader& in, RawBone& b) { return read(in, b); });
}

void write(Writer& w, const MorphTarget& m)
{
    w.text(m.name);
    w.pods(m.positionDeltas);
    w.pods(m.normalDeltas);
    w.pod(m.defaultWeight);
}

bool read(Reader& r, MorphTarget& m)
{
    return r.text(m.name) && r.pods(m.positionDeltas) && r.pods(m.normalDeltas) && r.pod(m.defaultWeight);
}

void write(Writer& w, const SkinnedMesh& m)
{
    w.text(m.name);
    w.pods(m.positions);
    w.pods(m.normals);
    w.pods(m.uvs);
    w.pods(m.indices);
    w.texts(m.paletteBones);
    w.pods(m.inverseBind);
    w.pods(m.joints);
    w.pods(m.weights);
    w.count(m.morphs.size());
    for (const MorphTarget& t : m.morphs) {
        write(w, t);
    }
    w.flag(m.skinned);
    w.text(m.node);
}

bool read(Reader& r, SkinnedMesh& m)
{
    return r.text(m.name) && r.pods(m.positions) && r.pods(m.normals) && r.pods(m.uvs) && r.pods(m.indices)
           && r.texts(m.paletteBones) && r.pods(m.inverseBind) && r.pods(m.joints) && r.pods(m.weights)
           && r.each(m.morphs, 3 * kCount, [](Reader& in, MorphTarget& t) { return read(in, t); }) && r.flag(m.skinned)
           && r.text(m.node);
}

void write(Writer& w, const Clip& c)
{
    // c.dense is not sent: prepareClipSampling builds it when a character loads, after import.
    w.text(c.name);
    w.text(c.layer);
    w.pod(c.frameRate);
    w.pod(c.startFrame);
    w.pod(c.endFrame);
    w.count(c.tracks.size());
    for (const ClipTrack& t : c.tracks) {
        w.text(t.bone);
        w.pods(t.keys);
        w.pod(t.line);
    }
    w.count(c.morphTracks.size());
    for (const ClipMorphTrack& t : c.morphTracks) {
        w.text(t.node);
        w.count(t.weights.size());
        for (const std::vector<float>& row : t.weights) {
            w.pods(row);
        }
    }
    w.text(c.file);
}

bool read(Reader& r, Clip& c)
{
    return r.text(c.name) && r.text(c.layer) && r.pod(c.frameRate) && r.pod(c.startFrame) && r.pod(c.endFrame)
           && r.each(c.tracks, 2 * kCount,
                     [](Reader& in, ClipTrack& t) { return in.text(t.bone) && in.pods(t.keys) && in.pod(t.line); })
           && r.each(c.morphTracks, 2 * kCount,
                     [](Reader& in, ClipMorphTrack& t) {
                         return in.text(t.node) && in.each(t.weights, kCount, [](Reader& row, std::vector<float>& w) { return row.pods(w); });
                     })
           && r.text(c.file);
}

void write(Writer& w, const Diagnostic& d)
{
    w.pod(d.severity);
    w.text(d.code);
    w.text(d.file);
    w.pod(d.line);
    w.texts(d.bones);
    w.text(d.message);
    w.text(d.fix);
}

bool read(Reader& r, Diagnostics& findings)
{
    Diagnostic d;
    if (!(r.pod(d.severity) && r.text(d.code) && r.text(d.file) && r.pod(d.line) && r.texts(d.bones) && r.text(d.message)
          && r.text(d.fix))) {
        return false;
    }
    if (d.severity != Severity::Info && d.severity != Severity::Warning && d.severity != Severity::Error) {
        return false;
    }
    findings.add(d.severity, std::move(d.code), std::move(d.file), d.line, std::move(d.message), std::move(d.bones),
                 std::move(d.fix));
    return true;
}

}  // namespace

std::string encodeImportedModel(const ImportedModel& model, const Diagnostics& findings)
{
    Writer w;
    w.raw(kMagic, sizeof(kMagic));
    w.text(model.file);
    write(w, model.skeleton);
    w.count(model.meshes.size());
    for (const SkinnedMesh& m : model.meshes) {
        write(w, m);
    }
    w.count(model.clips.size());
    for (const Clip& c : model.clips) {
        write(w, c);
    }
    w.text(model.upAxis);
    w.pod(model.centimetresPerUnit);
    w.texts(model.skinBones);
    w.count(findings.size());
    for (const Diagnostic& d : findings.items()) {
        write(w, d);
    }
    return w.take();
}

bool decodeImportedModel(std::string_view bytes, ImportedModel& model, Diagnostics& findings)
{
    Reader r(bytes);
    std::size_t findingCount = 0;
    const bool whole = r.magic() && r.text(model.file) && read(r, model.skeleton)
                       && r.each(model.meshes, 8 * kCount, [](Reader& in, SkinnedMesh& m) { return read(in, m); })
                       && r.each(model.clips, 4 * kCount, [](Reader& in, Clip& c) { return read(in, c); })
                       && r.text(model.upAxis) && r.pod(model.centimetresPerUnit) && r.texts(model.skinBones)
                       && r.count(findingCount, 5 * kCount);
    if (!whole) {
        return false;
    }
    for (std::size_t i = 0; i < findingCount; ++i) {
        if (!read(r, findings)) {
            return false;
        }
    }
    return r.left() == 0;
}

}  // namespace rigstage
