#include "viewport/silhouette.h"

#include <QPainter>

#include <array>
#include <cstdlib>
#include <map>
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
    for (int y = 0; y < h; ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        uchar* out = mask.scanLine(y);
        for (int x = 0; x < w; ++x) {
            const int d = std::abs(qRed(line[x]) - qRed(background)) + std::abs(qGreen(line[x]) - qGreen(background))
                          + std::abs(qBlue(line[x]) - qBlue(background));
            out[x] = d > threshold ? 255 : 0;
        }
    }
    // Fill the holes: the outside is the background connected to the border; everything else is
    // inside (reference screenshots of light models on light backgrounds only differ at the edges).
    std::vector<uchar> outside(std::size_t(w) * std::size_t(h), 0);
    std::vector<QPoint> stack;
    auto push = [&](int x, int y) {
        const std::size_t i = std::size_t(y) * std::size_t(w) + std::size_t(x);
        if (!outside[i] && !mask.constScanLine(y)[x]) {
            outside[i] = 1;
            stack.push_back(QPoint(x, y));
        }
    };
    for (int x = 0; x < w; ++x) {
        push(x, 0), push(x, h - 1);
    }
    for (int y = 0; y < h; ++y) {
        push(0, y), push(w - 1, y);
    }
    while (!stack.empty()) {
        const QPoint p = stack.back();
        stack.pop_back();
        if (p.x() > 0) push(p.x() - 1, p.y());
        if (p.x() + 1 < w) push(p.x() + 1, p.y());
        if (p.y() > 0) push(p.x(), p.y() - 1);
        if (p.y() + 1 < h) push(p.x(), p.y() + 1);
    }
    for (int y = 0; y < h; ++y) {
        uchar* line = mask.scanLine(y);
        for (int x = 0; x < w; ++x) {
            line[x] = outside[std::size_t(y) * std::size_t(w) + std::size_t(x)] ? 0 : 255;
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
