#pragma once
// The start of most window tests: a 1280 x 800 main window, shown, with a character open and paused.
#include <QString>
#include <QTest>

#include "gui/main_window.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

namespace rigstage::test {

inline bool showPaused(MainWindow& window, const QString& path)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.document()->open(path)) {
        return false;
    }
    window.timeline()->pause();
    return true;
}

/// Waits until the first layout has settled (the default layout resizes the docks a moment after
/// the window shows), so screen positions a test computes are where the viewport draws.
inline void settleViewport(MainWindow& window)
{
    QSize last;
    for (int i = 0; i < 40 && window.viewport()->stage()->size() != last; ++i) {
        last = window.viewport()->stage()->size();
        QTest::qWait(100);
    }
}

}  // namespace rigstage::test
