#pragma once
// The main window's first size and place: inside the screen's available area (a 1280 x 720 laptop
// included), as large as the default would be where there is room, and a restored geometry from a
// bigger screen brought back inside.

#include <QRect>

class QWidget;

namespace rigstage {

/// The size a window opens at on a screen with this available area: 1400 x 860 where it fits,
/// else the whole area.
QSize initialWindowSize(const QRect& available);
/// Sizes and places window inside available (its frame included when the window manager draws
/// one): keeps a restored geometry that fits, shrinks and moves one that does not.
void fitWindowToScreen(QWidget& window, const QRect& available);

}  // namespace rigstage
