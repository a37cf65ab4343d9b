#include "gui/window_fit.h"

#include <QWidget>

#include <algorithm>

namespace rigstage {

namespace {

const QSize kPreferred(1400, 860);

}  // namespace

QSize initialWindowSize(const QRect& available)
{
    return kPreferred.boundedTo(available.size());
}

void fitWindowToScreen(QWidget& window, const QRect& available)
{
    // The frame (title bar, borders) is known once the window manager has decorated the window;
    // before that the margins read zero and the next fit takes them into account.
    const QRect frame = window.frameGeometry();
    const QRect inner = window.geometry();
    const QMargins margins(inner.left() - frame.left(), inner.top() - frame.top(), frame.right() - inner.right(),
                           frame.bottom() - inner.bottom());
    const QRect room = available.marginsRemoved(margins);
    const bool restored = window.testAttribute(Qt::WA_Resized) && room.contains(inner);
    if (restored) {
        return;
    }
    const QSize size = window.testAttribute(Qt::WA_Resized) ? inner.size().boundedTo(room.size()) : initialWindowSize(room);
    window.resize(size);
    const QPoint centred(room.left() + (room.width() - size.width()) / 2, room.top() + (room.height() - size.height()) / 2);
    const QPoint inside(std::clamp(centred.x(), room.left(), std::max(room.left(), room.right() - size.width() + 1)),
                        std::clamp(centred.y(), room.top(), std::max(room.top(), room.bottom() - size.height() + 1)));
    window.move(inside - QPoint(margins.left(), margins.top()));  // move() places the frame
}

}  // namespace rigstage
