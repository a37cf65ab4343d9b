#pragma once
// Screenshot comparison by silhouette: the pixels that differ from an image's background (the
// colour of its corners) form its silhouette; two silhouettes are compared by intersection over
// union. With fitting, each silhouette is first cropped to its bounding box and scaled into the
// same square, so a render and an upstream screenshot of another size and framing still compare.

#include <QImage>
#include <QPointF>
#include <QRect>

namespace rigstage {

/// A binary mask (Format_Grayscale8, 255 inside) of the pixels farther than threshold (sum of
/// absolute RGB differences) from the background colour, taken as the most common corner colour,
/// with its holes filled (inside is whatever the border's background cannot reach).
QImage silhouetteMask(const QImage& image, int threshold = 60);

/// The bounding box of a mask's inside pixels (empty when there are none).
QRect maskBounds(const QImage& mask);

/// The mask cropped to its bounds and scaled, keeping its aspect ratio, centred in a size x size square.
QImage fittedMask(const QImage& mask, int size = 256);

/// Intersection over union of two masks of the same size (0 when both are empty).
double intersectionOverUnion(const QImage& a, const QImage& b);

/// What a QA lead reads from two masks of the same size (a: the reference, b: Rigstage's).
struct MaskComparison {
    double iou = 0.0;
    long long onlyA = 0;   ///< Pixels only in a (the reference).
    long long onlyB = 0;   ///< Pixels only in b.
    long long both = 0;
    QPointF centreOffset;  ///< b's bounding-box centre minus a's, in pixels (0, 0 when either is empty).
};
MaskComparison compareMasks(const QImage& a, const QImage& b);

/// The difference of two masks of the same size: red only in a, cyan only in b, white in both,
/// black in neither.
QImage maskDifference(const QImage& a, const QImage& b);

}  // namespace rigstage
