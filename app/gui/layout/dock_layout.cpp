#include "gui/layout/dock_layout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTimer>

#include <memory>
#include <utility>

#include "widgets/controller_editor.h"
#include "widgets/corrections_panel.h"
#include "widgets/profiler_panel.h"
#include "gui/reference_compare_panel.h"
#include "widgets/dependency_graph_view.h"
#include "widgets/inspector_widget.h"
#include "widgets/layer_browser_widget.h"
#include "widgets/outliner_widget.h"
#include "widgets/pose_editor.h"
#include "widgets/procedural_panel.h"
#include "widgets/reaction_curve_panel.h"
#include "widgets/timeline_widget.h"

namespace rigstage {

DockLayout::DockLayout(QMainWindow& window)
    : QObject(&window)
    , window_(window)
{
    auto dock = [this](const QString& title, const QString& objectName, QWidget* widget, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, &window_);
        d->setObjectName(objectName);
        d->setWidget(widget);
        window_.addDockWidget(area, d);
        return d;
    };
    // A dock's contents scroll inside it rather than set the window's minimum size: the window
    // fits a 1280 x 720 screen with every dock open and never grows when a panel gains rows.
    auto scrolled = [this](QWidget* content) {
        auto* area = new QScrollArea(&window_);
        area->setWidget(content);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    browser_ = new LayerBrowserWidget(&window_);
    QDockWidget* layersDock = dock(tr("Layers"), QStringLiteral("layersDock"), browser_, Qt::LeftDockWidgetArea);
    outliner_ = new OutlinerWidget(&window_);
    QDockWidget* outlinerDock = dock(tr("Outliner"), QStringLiteral("outlinerDock"), outliner_, Qt::LeftDockWidgetArea);
    window_.tabifyDockWidget(layersDock, outlinerDock);
    layersDock->raise();
    inspector_ = new InspectorWidget(&window_);
    controllers_ = new ControllerEditor(&window_);
    auto* inspectorSplit = new QSplitter(Qt::Vertical, &window_);
    inspectorSplit->addWidget(inspector_);
    poseEditor_ = new PoseEditor(&window_);
    inspectorSplit->addWidget(poseEditor_);
    inspectorSplit->addWidget(controllers_);
    QDockWidget* inspectorDock = dock(tr("Inspector"), QStringLiteral("inspectorDock"), scrolled(inspectorSplit), Qt::RightDockWidgetArea);
    procedural_ = new ProceduralPanel(&window_);
    QDockWidget* proceduralDock = dock(tr("Procedural"), QStringLiteral("proceduralDock"), scrolled(procedural_), Qt::RightDockWidgetArea);
    window_.tabifyDockWidget(inspectorDock, proceduralDock);
    reactions_ = new ReactionCurvePanel(&window_);
    QDockWidget* reactionsDock = dock(tr("Reactions"), QStringLiteral("reactionsDock"), scrolled(reactions_), Qt::RightDockWidgetArea);
    window_.tabifyDockWidget(proceduralDock, reactionsDock);
    inspectorDock->raise();
    timeline_ = new TimelineWidget(&window_);
    QDockWidget* timelineDock = dock(tr("Timeline"), QStringLiteral("timelineDock"), timeline_, Qt::BottomDockWidgetArea);
    messages_ = new QPlainTextEdit(&window_);
    messages_->setReadOnly(true);
    messages_->setMaximumBlockCount(5000);
    QDockWidget* messagesDock = dock(tr("Messages"), QStringLiteral("messagesDock"), messages_, Qt::BottomDockWidgetArea);
    window_.splitDockWidget(timelineDock, messagesDock, Qt::Vertical);
    profiler_ = new ProfilerPanel(&window_);
    QDockWidget* profilerDock = dock(tr("Profiler"), QStringLiteral("profilerDock"), scrolled(profiler_), Qt::BottomDockWidgetArea);
    window_.tabifyDockWidget(messagesDock, profilerDock);
    compare_ = new ReferenceComparePanel(&window_);
    QDockWidget* compareDock = dock(tr("Compare"), QStringLiteral("compareDock"), scrolled(compare_), Qt::BottomDockWidgetArea);
    window_.tabifyDockWidget(profilerDock, compareDock);
    // The dependency graph is wide and the corrections a list with their controls: beside the
    // Profiler and Compare, which leaves the right side three tabs that show their whole titles.
    dependencies_ = new DependencyGraphView(&window_);
    dependenciesDock_ = dock(tr("Dependencies"), QStringLiteral("dependenciesDock"), dependencies_, Qt::BottomDockWidgetArea);
    window_.tabifyDockWidget(compareDock, dependenciesDock_);
    corrections_ = new CorrectionsPanel(&window_);
    QDockWidget* correctionsDock = dock(tr("Corrections"), QStringLiteral("correctionsDock"), scrolled(corrections_), Qt::BottomDockWidgetArea);
    window_.tabifyDockWidget(dependenciesDock_, correctionsDock);
    messagesDock->raise();
    // A table or pictures need more than a few lines: raised, the bottom docks take a third of the
    // window's height; Messages raised again gets back the height it had, leaving the viewport its room.
    auto messagesHeight = std::make_shared<int>(0);
    for (QDockWidget* tall : {profilerDock, compareDock, dependenciesDock_, correctionsDock}) {
        connect(tall, &QDockWidget::visibilityChanged, this, [this, tall, messagesHeight](bool visible) {
            if (visible && !tall->isFloating() && tall->height() < window_.height() / 3) {
                if (*messagesHeight == 0) {
                    *messagesHeight = tall->height();  // what Messages had before the first enlargement
                }
                window_.resizeDocks({tall}, {window_.height() / 3}, Qt::Vertical);
            }
        });
    }
    connect(messagesDock, &QDockWidget::visibilityChanged, this, [this, messagesDock, messagesHeight](bool visible) {
        if (visible && *messagesHeight > 0 && !messagesDock->isFloating()) {
            window_.resizeDocks({messagesDock}, {std::exchange(*messagesHeight, 0)}, Qt::Vertical);
        }
    });
}

QList<QDockWidget*> DockLayout::docks() const
{
    return window_.findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly);
}

void DockLayout::applyDefault()
{
    // Every dock back in its place, shown and docked: Layers left; Inspector, Procedural and
    // Reactions as tabs on the right; Timeline over Messages (with the Profiler, Compare,
    // Dependencies and Corrections as its tabs) at the bottom.
    const auto find = [this](const char* name) { return window_.findChild<QDockWidget*>(QLatin1String(name)); };
    const QSize size = window_.size();  // re-docking may grow the window: it keeps the size it had
    QDockWidget* layers = find("layersDock");
    QDockWidget* inspector = find("inspectorDock");
    QDockWidget* timeline = find("timelineDock");
    QDockWidget* messages = find("messagesDock");
    for (QDockWidget* d : docks()) {
        d->setFloating(false);
        d->show();
    }
    window_.addDockWidget(Qt::LeftDockWidgetArea, layers);
    QDockWidget* outliner = find("outlinerDock");  // the hierarchy: a tab beside the layers
    window_.addDockWidget(Qt::LeftDockWidgetArea, outliner);
    window_.tabifyDockWidget(layers, outliner);
    layers->raise();
    window_.addDockWidget(Qt::RightDockWidgetArea, inspector);
    QDockWidget* previous = inspector;
    for (const char* name : {"proceduralDock", "reactionsDock"}) {
        QDockWidget* d = find(name);
        window_.addDockWidget(Qt::RightDockWidgetArea, d);
        window_.tabifyDockWidget(previous, d);
        previous = d;
    }
    inspector->raise();
    window_.addDockWidget(Qt::BottomDockWidgetArea, timeline);
    window_.addDockWidget(Qt::BottomDockWidgetArea, messages);
    window_.splitDockWidget(timeline, messages, Qt::Vertical);
    QDockWidget* profiler = find("profilerDock");  // a wide table: beside Messages, not a sixth side tab
    window_.addDockWidget(Qt::BottomDockWidgetArea, profiler);
    window_.tabifyDockWidget(messages, profiler);
    QDockWidget* compare = find("compareDock");  // the reference comparison: wide pictures, beside them too
    window_.addDockWidget(Qt::BottomDockWidgetArea, compare);
    window_.tabifyDockWidget(profiler, compare);
    QDockWidget* dependencies = find("dependenciesDock");
    window_.addDockWidget(Qt::BottomDockWidgetArea, dependencies);
    window_.tabifyDockWidget(compare, dependencies);
    QDockWidget* corrections = find("correctionsDock");
    window_.addDockWidget(Qt::BottomDockWidgetArea, corrections);
    window_.tabifyDockWidget(dependencies, corrections);
    messages->raise();
    QTimer::singleShot(0, this, &DockLayout::unclipTabs);
    // The viewport gets the most room: at 1280 x 720 about 230 + 310 px of side docks, a timeline
    // row and four lines of messages.
    // (Sized once the re-docked widgets are laid out: before that the sizes are not taken.)
    QTimer::singleShot(0, this, [this, size, layers, inspector, timeline, messages] {
        if (!window_.isMaximized() && !window_.isFullScreen()) {
            window_.resize(size);
        }
        inspector->raise();  // tabs raise as they are added; the Inspector leads once they are all in
        const int w = std::max(window_.width(), 800);
        window_.resizeDocks({layers, inspector}, {std::min(300, w * 20 / 100), std::min(380, w * 25 / 100)}, Qt::Horizontal);
        window_.resizeDocks({timeline, messages}, {40, 80}, Qt::Vertical);
    });
}

void DockLayout::setViewportMaximized(bool on)
{
    // As 3ds Max's Alt+W: every dock out of the way, and back as they were.
    if (on) {
        hiddenForMaximize_.clear();
        for (QDockWidget* d : docks()) {
            if (d->isVisible()) {
                hiddenForMaximize_.append(d);
                d->hide();
            }
        }
    } else {
        for (const QPointer<QDockWidget>& d : hiddenForMaximize_) {
            if (d) {
                d->show();
            }
        }
        hiddenForMaximize_.clear();
    }
}

QAction* DockLayout::addWindowMenu()
{
    QMenu* window = window_.menuBar()->addMenu(tr("&Window"));
    for (QDockWidget* d : docks()) {
        window->addAction(d->toggleViewAction());
    }
    window->addSeparator();
    QAction* reset = window->addAction(tr("&Reset Layout"), this, &DockLayout::applyDefault);
    if (QMenu* view = window_.menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"))) {
        view->addSeparator();
        view->addAction(reset);
    }
    return reset;
}

void DockLayout::unclipTabs()
{
    // The tabs of docks sharing a place show their whole titles ("Inspector", not "Ins...") and
    // scroll when they do not fit, with the title in the tooltip too.
    for (QTabBar* bar : window_.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
        for (int i = 0; i < bar->count(); ++i) {
            bar->setTabToolTip(i, bar->tabText(i).remove(QLatin1Char('&')));
        }
    }
}

}  // namespace rigstage
