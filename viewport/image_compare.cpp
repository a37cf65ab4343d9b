#include "viewport/image_compare.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rigstage {

namespace {

QImage sized(const QImage& image, const QSize& size)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    return rgb.size() == size ? rgb : rgb.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

}  // namespace

QImage overlayImages(const QImage& reference, const QImage& rig, double opacity)
{
    QImage out = reference.convertToFormat(QImage::Format_RGB32);
    QPainter p(&out);
    p.setOpacity(std::clamp(opacity, 0.0, 1.0));
    p.drawImage(0, 0, sized(rig, out.size()));
    return out;
}

QImage wipeImages(const QImage& reference, const QImage& rig, double split)
{
    QImage out = reference.convertToFormat(QImage::Format_RGB32);
    const QImage other = sized(rig, out.size());
    const int x = static_cast<int>(std::lround(std::clamp(split, 0.0, 1.0) * out.width()));
    QPainter p(&out);
    p.drawImage(QRect(x, 0, out.width() - x, out.height()), other, QRect(x, 0, out.width() - x, out.height()));
    if (x > 0 && x < out.width()) {
        p.setPen(QColor(255, 220, 0));
        p.drawLine(x, 0, x, out.height() - 1);
    }
    return out;
}

QImage sideBySideImages(const QImage& reference, const QImage& rig)
{
    const QImage a = reference.convertToFormat(QImage::Format_RGB32);
    QImage out(a.width() * 2, a.height(), QImage::Format_RGB32);
    QPainter p(&out);
    p.drawImage(0, 0, a);
    p.drawImage(a.width(), 0, sized(rig, a.size()));
    return out;
}

double meanColourDifference(const QImage& reference, const QImage& rig, const QImage& referenceMask, const QImage& rigMask)
{
    const QImage a = reference.convertToFormat(QImage::Format_RGB32);
    const QImage b = sized(rig, a.size());
    if (referenceMask.size() != a.size() || rigMask.size() != a.size()) {
        return 0.0;
    }
    double sum = 0.0;
    long long count = 0;
    for (int y = 0; y < a.height(); ++y) {
        const QRgb* ra = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const QRgb* rb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        const uchar* ma = referenceMask.constScanLine(y);
        const uchar* mb = rigMask.constScanLine(y);
        for (int x = 0; x < a.width(); ++x) {
            if (ma[x] && mb[x]) {
                sum += std::abs(qRed(ra[x]) - qRed(rb[x])) + std::abs(qGreen(ra[x]) - qGreen(rb[x])) + std::abs(qBlue(ra[x]) - qBlue(rb[x]));
                ++count;
            }
        }
    }
    return count > 0 ? sum / (3.0 * double(count)) : 0.0;
}

}  // namespace rigstage
