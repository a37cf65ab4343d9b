#pragma once
// Showing a reference picture and Rigstage's render of the same camera together: overlay, wipe,
// side by side, and the mean colour difference where both silhouettes cover (the Compare dock).

#include <QImage>

namespace rigstage {

/// rig drawn over reference at opacity 0 (the reference alone) to 1 (the render alone); both the
/// reference's size.
QImage overlayImages(const QImage& reference, const QImage& rig, double opacity);

/// The reference left of split (0..1 of the width), the render right of it, a 1-pixel yellow line
/// between them.
QImage wipeImages(const QImage& reference, const QImage& rig, double split);

/// The reference and the render next to each other.
QImage sideBySideImages(const QImage& reference, const QImage& rig);

/// The mean absolute difference of red, green and blue (0..255) over the pixels inside both masks;
/// 0 when no pixel is.
double meanColourDifference(const QImage& reference, const QImage& rig, const QImage& referenceMask, const QImage& rigMask);

}  // namespace rigstage
