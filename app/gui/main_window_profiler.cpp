// The main window's side of the Profiler dock: measure on a click, and again a moment after the rig
// changes (load, costume, edit) while the dock is showing, so the figures stay those of the rig on
// screen. Measuring uses a copy of the character: the one playing is never touched.
#include "gui/main_window.h"

#include <QDockWidget>
#include <QSpinBox>
#include <QTimer>

#include "viewport/viewport_widget.h"
#include "widgets/profiler_panel.h"

namespace rigstage {

void MainWindow::connectProfiler()
{
    profilerTimer_ = new QTimer(this);
    profilerTimer_->setSingleShot(true);
    profilerTimer_->setInterval(300);
    connect(profilerTimer_, &QTimer::timeout, this, &MainWindow::measureProfile);
    connect(profiler_, &ProfilerPanel::measureRequested, this, &MainWindow::measureProfile);
    auto* dock = findChild<QDockWidget*>(QStringLiteral("profilerDock"));
    const auto remeasure = [this, dock] {
        // Only a single character is re-measured by itself: a crowd takes seconds and waits for a click.
        if (dock && dock->isVisible() && profiler_->instancesBox()->value() == 1) {
            profilerTimer_->start();
        }
    };
    connect(&document_, &Document::loaded, this, remeasure);
    connect(&document_, &Document::stackChanged, this, remeasure);
    connect(&document_, &Document::modifiedChanged, this, remeasure);
    if (dock) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this, remeasure](bool visible) {
            if (visible && profiler_->result().frames == 0) {
                remeasure();
            }
        });
    }
}

void MainWindow::measureProfile()
{
    const CharacterData* data = document_.data();
    if (!data || !document_.instance()) {
        profiler_->clear();
        return;
    }
    profiler_->measure(*data, document_.costumes());
}

}  // namespace rigstage
