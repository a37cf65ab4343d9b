#include "gui/profiler/profiler_dock_controller.h"

#include <QDockWidget>
#include <QSpinBox>
#include <QTimer>

#include "gui/document.h"
#include "widgets/profiler_panel.h"

namespace rigstage {

ProfilerDockController::ProfilerDockController(Document& document, ProfilerPanel* panel, QDockWidget* dock, QObject* parent)
    : QObject(parent)
    , document_(document)
    , panel_(panel)
    , timer_(new QTimer(this))
{
    timer_->setSingleShot(true);
    timer_->setInterval(300);
    connect(timer_, &QTimer::timeout, this, &ProfilerDockController::measure);
    connect(panel_, &ProfilerPanel::measureRequested, this, &ProfilerDockController::measure);
    const auto remeasure = [this, dock] {
        // Only a single character is re-measured by itself: a crowd takes seconds and waits for a click.
        if (dock && dock->isVisible() && panel_->instancesBox()->value() == 1) {
            timer_->start();
        }
    };
    connect(&document_, &Document::loaded, this, remeasure);
    connect(&document_, &Document::stackChanged, this, remeasure);
    connect(&document_, &Document::modifiedChanged, this, remeasure);
    if (dock) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this, remeasure](bool visible) {
            if (visible && panel_->result().frames == 0) {
                remeasure();
            }
        });
    }
}

void ProfilerDockController::measure()
{
    const CharacterData* data = document_.data();
    if (!data || !document_.instance()) {
        panel_->clear();
        return;
    }
    panel_->measure(*data, document_.costumes());
}

}  // namespace rigstage
