#pragma once
// The start of most window tests: a 1280 x 800 main window, shown, with a character open and paused.
#include <QString>
#include <QTest>

#include "gui/main_window.h"
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

}  // namespace rigstage::test
