#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli compare A.png B.png [--fit] [--threshold N] [--min-iou X] [--masks DIR]: the
/// silhouette overlap (intersection over union) of two screenshots, e.g. a render against an
/// upstream reference. Prints the IoU; exit 1 when below --min-iou.
int runCompare(const QStringList& arguments);

}  // namespace rigstage::cli
