#include "viewport/silhouette.h"

#include <QPainter>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <utility>
#include <vector>

namespace rigstage {

QImage silhouetteMask(const QImage& image, int threshold)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    QImage mask(rgb.size(), QImage::Format_Grayscale8);
    mask.fill(0);
    if (rgb.isNull()) {
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
    const std::size_t width = std::size_t(w);
    std::vector<uchar> state(width * std::size_t(h));
    for (int y = 0; y < h; ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        uchar* out = state.data() + std::size_t(y) * width;
        for (int x = 0; x < w; ++x) {
            const int d = std::abs(qRed(line[x]) - qRed(background)) + std::abs(qGreen(line[x]) - qGreen(background))
                          + std::abs(qBlue(line[x]) - qBlue(background));
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
        int left = x, right = x;
        while (left > 0 && row[left - 1] == kBackground) {
            --left;
        }
        while (right + 1 < w && row[right + 1] == kBackground) {
            ++right;
        }
        std::fill(row + left, row + right + 1, uchar(kOutside));
        // A seed for each run of unreached background above and below the run just filled.
        for (const int next : {y - 1, y + 1}) {
            if (next < 0 || next >= h) {
                continue;
            }
            const uchar* other = state.data() + std::size_t(next) * width;
            for (int i = left; i <= right; ++i) {
                if (other[i] == kBackground && (i == left || other[i - 1] != kBackground)) {
                    seeds.emplace_back(i, next);
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
    int x0 = mask.width(), y0 = mask.height(), x1 = -1, y1 = -1;
    for (int y = 0; y < mask.height(); ++y) {
        const uchar* line = mask.constScanLine(y);
        for (int x = 0; x < mask.width(); ++x) {
            if (line[x]) {
                x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
            }
        }
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
    for (int y = 0; y < a.height(); ++y) {
        const uchar* la = a.constScanLine(y);
        const uchar* lb = b.constScanLine(y);
        for (int x = 0; x < a.width(); ++x) {
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
    for (int y = 0; y < a.height(); ++y) {
        const uchar* ra = a.constScanLine(y);
        const uchar* rb = b.constScanLine(y);
        for (int x = 0; x < a.width(); ++x) {
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
    for (int y = 0; y < a.height(); ++y) {
        const uchar* ra = a.constScanLine(y);
        const uchar* rb = b.constScanLine(y);
        QRgb* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const bool inA = ra[x] != 0, inB = rb[x] != 0;
            line[x] = inA && inB ? qRgb(255, 255, 255) : inA ? qRgb(230, 40, 40) : inB ? qRgb(40, 220, 230) : qRgb(0, 0, 0);
        }
    }
    return out;
}

}  // namespace rigstage
