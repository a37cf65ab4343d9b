#pragma once
// The start of most window tests: a 1280 x 800 main window, shown, with a character open and paused.
#include <QElapsedTimer>
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
/// the window shows), so screen positions a test computes are where the viewport draws: the 3D
/// area keeps one size for 300 ms. On a busy machine the resize can come well after the window
/// shows, so the wait is for that condition rather than a fixed time.
inline bool settleViewport(MainWindow& window, int timeoutMs = 20000)
{
    QSize last = window.viewport()->stage()->size();
    int sameFor = 0;
    QElapsedTimer waited;
    waited.start();
    while (sameFor < 6 && waited.elapsed() < timeoutMs) {
        QTest::qWait(50);
        const QSize now = window.viewport()->stage()->size();
        sameFor = now == last ? sameFor + 1 : 0;
        last = now;
    }
    return sameFor >= 6;
}

}  // namespace rigstage::test
