// The silhouette mask a comparison is made of (viewport/silhouette.h): pixels over the colour
// threshold from the background, with the holes filled: everything not reached from the border
// through background pixels (4-connected) is inside. Checked on hand-drawn pictures and, against a
// plain pixel-by-pixel flood fill written here, on random pictures of awkward widths (the fill scans
// eight bytes at a time, so runs that end inside, across and at the edge of a word all occur).

#include <QImage>
#include <QTest>

#include <deque>
#include <random>

#include "viewport/silhouette.h"

using namespace rigstage;

namespace {

const QRgb kBackground = qRgb(200, 210, 220);
const QRgb kInk = qRgb(40, 60, 90);

QImage blank(int w, int h)
{
    QImage image(w, h, QImage::Format_RGB32);
    image.fill(kBackground);
    return image;
}

/// The mask by the definition: background pixels (colour distance at most threshold from the
/// corners' colour, here always kBackground) flood-filled from the border one pixel at a time.
QImage floodFilledMask(const QImage& image, int threshold)
{
    const int w = image.width(), h = image.height();
    std::vector<char> background(std::size_t(w * h)), outside(std::size_t(w * h));
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const QRgb p = image.pixel(x, y);
            const int d = std::abs(qRed(p) - qRed(kBackground)) + std::abs(qGreen(p) - qGreen(kBackground))
                          + std::abs(qBlue(p) - qBlue(kBackground));
            background[std::size_t(y * w + x)] = d <= threshold;
        }
    }
    std::deque<std::pair<int, int>> queue;
    const auto reach = [&](int x, int y) {
        const std::size_t i = std::size_t(y * w + x);
        if (x >= 0 && y >= 0 && x < w && y < h && background[i] && !outside[i]) {
            outside[i] = 1;
            queue.emplace_back(x, y);
        }
    };
    for (int x = 0; x < w; ++x) {
        reach(x, 0), reach(x, h - 1);
    }
    for (int y = 0; y < h; ++y) {
        reach(0, y), reach(w - 1, y);
    }
    while (!queue.empty()) {
        const auto [x, y] = queue.front();
        queue.pop_front();
        reach(x - 1, y), reach(x + 1, y), reach(x, y - 1), reach(x, y + 1);
    }
    QImage mask(w, h, QImage::Format_Grayscale8);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            mask.scanLine(y)[x] = outside[std::size_t(y * w + x)] ? 0 : 255;
        }
    }
    return mask;
}

int insideCount(const QImage& mask)
{
    int n = 0;
    for (int y = 0; y < mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x) {
            n += mask.constScanLine(y)[x] != 0;
        }
    }
    return n;
}

}  // namespace

class TestSilhouette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aClosedRingIsFilledAndAnOpenCupIsNot()
    {
        // A 10 x 10 square outline (inside 8 x 8) and, apart, a cup open at its top: 5 wide, 5
        // tall, walls one pixel, its 3 x 4 inside reached from above.
        QImage image = blank(40, 20);
        for (int i = 0; i < 10; ++i) {
            image.setPixel(2 + i, 2, kInk), image.setPixel(2 + i, 11, kInk);
            image.setPixel(2, 2 + i, kInk), image.setPixel(11, 2 + i, kInk);
        }
        for (int i = 0; i < 5; ++i) {
            image.setPixel(20, 5 + i, kInk), image.setPixel(24, 5 + i, kInk), image.setPixel(20 + i, 9, kInk);
        }
        const QImage mask = silhouetteMask(image, 60);
        QCOMPARE(mask.format(), QImage::Format_Grayscale8);
        QCOMPARE(insideCount(mask), 10 * 10 + (5 + 5 + 3));  // the whole square; the cup's walls only
        QCOMPARE(int(mask.constScanLine(6)[6]), 255);           // the ring's hole
        QCOMPARE(int(mask.constScanLine(7)[22]), 0);            // the cup's inside
        QCOMPARE(int(mask.constScanLine(0)[0]), 0);
    }

    void aPixelNearTheBackgroundColourStaysBackground()
    {
        QImage image = blank(16, 16);
        image.setPixel(8, 8, qRgb(200 + 20, 210 + 20, 220 + 20));  // distance 60: not over 60
        image.setPixel(3, 3, qRgb(200 + 20, 210 + 20, 220 - 21));  // distance 61
        const QImage mask = silhouetteMask(image, 60);
        QCOMPARE(insideCount(mask), 1);
        QCOMPARE(int(mask.constScanLine(3)[3]), 255);
    }

    void randomPicturesGiveThePixelFloodFillsMask()
    {
        std::mt19937 random(7);
        // Widths below, at and across a word of eight bytes, and a picture's usual proportions.
        for (const int w : {1, 2, 7, 8, 9, 15, 16, 17, 31, 63, 64, 65, 130}) {
            for (const int density : {3, 25, 45, 60}) {
                const int h = 1 + int(random() % 70);
                QImage image = blank(w, h);
                std::uniform_int_distribution<int> percent(0, 99);
                for (int y = 0; y < h; ++y) {
                    for (int x = 0; x < w; ++x) {
                        if (percent(random) < density) {
                            image.setPixel(x, y, kInk);
                        }
                    }
                }
                // Background corners: the mask takes the background colour from them.
                for (const QPoint& corner : {QPoint(0, 0), QPoint(w - 1, 0), QPoint(0, h - 1), QPoint(w - 1, h - 1)}) {
                    image.setPixel(corner, kBackground);
                }
                const QImage expected = floodFilledMask(image, 60);
                const QImage mask = silhouetteMask(image, 60);
                QVERIFY2(mask == expected, qPrintable(QStringLiteral("%1 x %2 at %3 %").arg(w).arg(h).arg(density)));
            }
        }
    }

    void boundsAreTheFirstAndLastInsidePixels()
    {
        QCOMPARE(maskBounds(silhouetteMask(blank(20, 10), 60)), QRect());
        std::mt19937 random(11);
        for (const int w : {1, 7, 8, 9, 17, 64, 70}) {
            for (int round = 0; round < 4; ++round) {
                const int h = 1 + int(random() % 40);
                QImage mask(w, h, QImage::Format_Grayscale8);
                mask.fill(0);
                int x0 = w, y0 = h, x1 = -1, y1 = -1;
                for (int k = 0; k < 1 + round * 3; ++k) {
                    const int x = int(random() % unsigned(w)), y = int(random() % unsigned(h));
                    mask.scanLine(y)[x] = 255;
                    x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
                }
                QCOMPARE(maskBounds(mask), QRect(QPoint(x0, y0), QPoint(x1, y1)));
            }
        }
    }

    void ringsInsideRingsAreFilledWhole()
    {
        // Concentric square outlines two pixels apart on a 97-pixel picture: every ring closes the
        // background between it and the next, so all but the outer margin is inside.
        const int size = 97;
        QImage image = blank(size, size);
        for (int r = 4; r <= size / 2; r += 2) {
            for (int i = r; i < size - r; ++i) {
                image.setPixel(i, r, kInk), image.setPixel(i, size - 1 - r, kInk);
                image.setPixel(r, i, kInk), image.setPixel(size - 1 - r, i, kInk);
            }
        }
        const QImage mask = silhouetteMask(image, 60);
        QCOMPARE(insideCount(mask), (size - 8) * (size - 8));
        QVERIFY(mask == floodFilledMask(image, 60));
    }
};

QTEST_GUILESS_MAIN(TestSilhouette)
#include "test_silhouette.moc"
