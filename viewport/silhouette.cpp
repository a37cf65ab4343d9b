#include "viewport/silhouette.h"

#include <QPainter>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <array>
#include <cstdlib>
#include <map>
#include <utility>
#include <vector>

namespace rigstage {

namespace {

// Byte scans eight bytes at a time for the hole fill below, whose background state is 0: most of a
// silhouette picture is background, so the fill spends its time finding where runs end.
std::uint64_t eightBytes(const uchar* p)
{
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

/// The first i in [from, end) with p[i] != 0, or end.
int firstNonZero(const uchar* p, int from, int end)
{
    int i = from;
    for (; i + 8 <= end; i += 8) {
        if (const std::uint64_t v = eightBytes(p + i); v != 0) {
            return i + std::countr_zero(v) / 8;  // little-endian: the lowest byte comes first
        }
    }
    while (i < end && p[i] == 0) {
        ++i;
    }
    return i;
}

/// The first i in [from, end) with p[i] == 0, or end.
int firstZero(const uchar* p, int from, int end)
{
    constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    int i = from;
    for (; i + 8 <= end; i += 8) {
        const std::uint64_t v = eightBytes(p + i);
        // The lowest flagged byte is the first zero byte (a flag above it may be false).
        if (const std::uint64_t zero = (v - ones) & ~v & highs; zero != 0) {
            return i + std::countr_zero(zero) / 8;
        }
    }
    while (i < end && p[i] != 0) {
        ++i;
    }
    return i;
}

/// The last i in [0, before) with p[i] != 0, or -1.
int lastNonZeroBefore(const uchar* p, int before)
{
    int i = before;
    for (; i >= 8; i -= 8) {
        if (const std::uint64_t v = eightBytes(p + i - 8); v != 0) {
            return i - 8 + (63 - std::countl_zero(v)) / 8;
        }
    }
    while (i > 0 && p[i - 1] == 0) {
        --i;
    }
    return i - 1;
}

}  // namespace

QImage silhouetteMask(const QImage& image, int threshold)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    QImage mask(rgb.size(), QImage::Format_Grayscale8);
    if (rgb.isNull()) {
        mask.fill(0);
        return mask;
    }
    const int w = rgb.width(), h = rgb.height();
    std::map<QRgb, int> votes;
    for (const QPoint& p : {QPoint(0, 0), QPoint(w - 1, 0), QPoint(0, h - 1), QPoint(w - 1, h - 1)}) {
        ++votes[rgb.pixel(p) & 0xffffff];
    }
    QRgb background = votes.begin()->first;
    for (const auto& [colour, count] : votes) {
        if (count > votes[background]) {
            background = colour;
        }
    }
    // Each pixel's state, row after row: over the colour threshold (in the silhouette), background
    // not reached yet, or background reached from the border (outside).
    enum : uchar { kBackground = 0, kOver = 1, kOutside = 2 };
    static_assert(kBackground == 0, "the run scans above look for zero bytes");
    const std::size_t width = std::size_t(w);
    std::vector<uchar> state(width * std::size_t(h));
    for (int y = 0; y < h; ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        uchar* out = state.data() + std::size_t(y) * width;
        // Channels unpacked by shifts on plain integers, so the loop vectorises (-O3 for this file).
        const int r0 = qRed(background), g0 = qGreen(background), b0 = qBlue(background);
        for (int x = 0; x < w; ++x) {
            const unsigned p = line[x];
            const int d = std::abs(int((p >> 16) & 0xffu) - r0) + std::abs(int((p >> 8) & 0xffu) - g0) + std::abs(int(p & 0xffu) - b0);
            out[x] = d > threshold ? kOver : kBackground;
        }
    }
    // Fill the holes: the outside is the background 4-connected to the border; everything else is
    // inside (reference screenshots of light models on light backgrounds only differ at the edges).
    // A batch fills two full-size masks per comparison, so the fill goes a run of a row at a time
    // (a scanline fill: the same pixels as a fill pixel by pixel, with a short stack).
    std::vector<std::pair<int, int>> seeds;
    const auto seed = [&](int x, int y) {
        if (state[std::size_t(y) * width + std::size_t(x)] == kBackground) {
            seeds.emplace_back(x, y);
        }
    };
    for (int x = 0; x < w; ++x) {
        seed(x, 0), seed(x, h - 1);
    }
    for (int y = 0; y < h; ++y) {
        seed(0, y), seed(w - 1, y);
    }
    while (!seeds.empty()) {
        const auto [x, y] = seeds.back();
        seeds.pop_back();
        uchar* row = state.data() + std::size_t(y) * width;
        if (row[x] != kBackground) {
            continue;
        }
        const int left = lastNonZeroBefore(row, x) + 1;
        const int right = firstNonZero(row, x + 1, w) - 1;
        std::fill(row + left, row + right + 1, uchar(kOutside));
        // A seed at the start of each run of unreached background above and below the run just
        // filled (within it), found a run at a time.
        for (const int next : {y - 1, y + 1}) {
            if (next < 0 || next >= h) {
                continue;
            }
            const uchar* other = state.data() + std::size_t(next) * width;
            for (int i = left; i <= right;) {
                if (other[i] == kBackground) {
                    seeds.emplace_back(i, next);
                    i = firstNonZero(other, i + 1, right + 1);
                } else {
                    i = firstZero(other, i + 1, right + 1);
                }
            }
        }
    }
    for (int y = 0; y < h; ++y) {
        uchar* line = mask.scanLine(y);
        const uchar* row = state.data() + std::size_t(y) * width;
        for (int x = 0; x < w; ++x) {
            line[x] = row[x] == kOutside ? 0 : 255;
        }
    }
    return mask;
}

QRect maskBounds(const QImage& mask)
{
    // The sizes in locals: QImage::width() is an out-of-line call. Each row's first and last
    // pixel found with the word scans above (a comparison takes the bounds of two full masks).
    const int w = mask.width(), h = mask.height();
    int x0 = w, y0 = h, x1 = -1, y1 = -1;
    for (int y = 0; y < h; ++y) {
        const uchar* line = mask.constScanLine(y);
        const int first = firstNonZero(line, 0, w);
        if (first == w) {
            continue;
        }
        x0 = std::min(x0, first), x1 = std::max(x1, lastNonZeroBefore(line, w));
        y0 = std::min(y0, y), y1 = y;
    }
    return x1 < 0 ? QRect() : QRect(QPoint(x0, y0), QPoint(x1, y1));
}

QImage fittedMask(const QImage& mask, int size)
{
    QImage out(size, size, QImage::Format_Grayscale8);
    out.fill(0);
    const QRect bounds = maskBounds(mask);
    if (bounds.isEmpty()) {
        return out;
    }
    const QImage cropped = mask.copy(bounds).scaled(size, size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QPainter painter(&out);
    painter.drawImage((size - cropped.width()) / 2, (size - cropped.height()) / 2, cropped);
    painter.end();
    // Smooth scaling leaves grey edges: threshold back to a binary mask.
    for (int y = 0; y < size; ++y) {
        uchar* line = out.scanLine(y);
        for (int x = 0; x < size; ++x) {
            line[x] = line[x] >= 128 ? 255 : 0;
        }
    }
    return out;
}

double intersectionOverUnion(const QImage& a, const QImage& b)
{
    if (a.size() != b.size()) {
        return 0.0;
    }
    long long both = 0, either = 0;
    const int w = a.width(), h = a.height();
    for (int y = 0; y < h; ++y) {
        const uchar* la = a.constScanLine(y);
        const uchar* lb = b.constScanLine(y);
        for (int x = 0; x < w; ++x) {
            both += la[x] && lb[x];
            either += la[x] || lb[x];
        }
    }
    return either ? double(both) / double(either) : 0.0;
}

MaskComparison compareMasks(const QImage& a, const QImage& b)
{
    MaskComparison out;
    if (a.size() != b.size()) {
        return out;
    }
    const int w = a.width(), h = a.height();
    for (int y = 0; y < h; ++y) {
        const uchar* ra = a.constScanLine(y);
        const uchar* rb = b.constScanLine(y);
        for (int x = 0; x < w; ++x) {
            const bool inA = ra[x] != 0, inB = rb[x] != 0;
            out.both += inA && inB;
            out.onlyA += inA && !inB;
            out.onlyB += inB && !inA;
        }
    }
    const long long united = out.both + out.onlyA + out.onlyB;
    out.iou = united > 0 ? double(out.both) / double(united) : 0.0;
    const QRect ba = maskBounds(a), bb = maskBounds(b);
    if (!ba.isEmpty() && !bb.isEmpty()) {
        out.centreOffset = QRectF(bb).center() - QRectF(ba).center();
    }
    return out;
}

QImage maskDifference(const QImage& a, const QImage& b)
{
    QImage out(a.size(), QImage::Format_RGB32);
    out.fill(Qt::black);
    if (a.size() != b.size()) {
        return out;
    }
    const int w = a.width(), h = a.height();
    for (int y = 0; y < h; ++y) {
        const uchar* ra = a.constScanLine(y);
        const uchar* rb = b.constScanLine(y);
        QRgb* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < w; ++x) {
            const bool inA = ra[x] != 0, inB = rb[x] != 0;
            line[x] = inA && inB ? qRgb(255, 255, 255) : inA ? qRgb(230, 40, 40) : inB ? qRgb(40, 220, 230) : qRgb(0, 0, 0);
        }
    }
    return out;
}

}  // namespace rigstage
