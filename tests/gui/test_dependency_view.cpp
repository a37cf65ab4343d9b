// The dependency-graph view: helper joints numbered in the evaluator's order and laid out left to
// right after what they read; clicking a node selects the bone everywhere; the upstream /
// downstream filter; a rig with a cycle shows the cycle's path.
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsView>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QPainterPathStroker>
#include <QTest>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "widgets/dependency_graph_view.h"

using namespace rigstage;

class TestDependencyView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void graphFollowsTheEvaluatorAndTheSelection()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.document()->open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));
        DependencyGraphView* view = window.dependencyView();
        const DependencyGraph& g = view->graph();
        const HelperJointSystem& system = *window.document()->instance()->helpers();
        // Node k (order number k) is the evaluator's k-th helper.
        int helpers = 0;
        for (const DependencyGraph::Node& n : g.nodes) {
            if (n.order > 0) {
                ++helpers;
                QCOMPARE(n.bone, system.joints()[std::size_t(system.order()[std::size_t(n.order - 1)])].bone);
                QCOMPARE(n.kind, DependencyGraph::Kind::Helper);  // no costume worn yet
            }
        }
        QCOMPARE(helpers, int(system.order().size()));
        // Left to right: every reader stands right of what it reads, and helpers read by other
        // helpers come earlier in the order.
        for (const auto& [from, to] : g.edges) {
            QVERIFY(g.nodes[std::size_t(to)].column > g.nodes[std::size_t(from)].column);
            if (g.nodes[std::size_t(from)].order > 0) {
                QVERIFY(g.nodes[std::size_t(from)].order < g.nodes[std::size_t(to)].order);
            }
        }
        // Baked bones are told apart from helpers.
        const int forearm = window.document()->framework()->findBone("_0Base{BD}#L_Forearm");
        QCOMPARE(g.nodes[std::size_t(g.nodeOfBone(forearm))].kind, DependencyGraph::Kind::Baked);

        // Clicking the twist helper's box selects it in the document (and so everywhere).
        const int twist = window.document()->framework()->findBone("_1Muscle{D}#L_ForeTwist");
        const int twistNode = g.nodeOfBone(twist);
        QVERIFY(twistNode >= 0);
        view->parentWidget()->show();
        view->parentWidget()->raise();
        QTRY_VERIFY(view->view()->isVisible());
        view->view()->centerOn(view->view()->mapToScene(view->nodeCentreInView(twistNode)));
        QTest::mouseClick(view->view()->viewport(), Qt::LeftButton, Qt::NoModifier, view->nodeCentreInView(twistNode));
        QCOMPARE(window.document()->selection()->bone(), twist);

        // Upstream of the twist: the forearm and the hand it blends; downstream: not the hand.
        const int hand = window.document()->framework()->findBone("_0Base{BD}#L_Hand");
        view->setFilter(DependencyGraphView::Filter::Upstream);
        QVERIFY(view->isNodeVisible(g.nodeOfBone(forearm)) && view->isNodeVisible(g.nodeOfBone(hand)));
        QVERIFY(!view->isNodeVisible(g.nodeOfBone(window.document()->framework()->findBone("_1Muscle{D}#R_ForeTwist"))));
        view->setFilter(DependencyGraphView::Filter::Downstream);
        QVERIFY(view->isNodeVisible(twistNode) && !view->isNodeVisible(g.nodeOfBone(hand)));
        view->setFilter(DependencyGraphView::Filter::All);
        QVERIFY(view->isNodeVisible(g.nodeOfBone(hand)));

        // The sample in the long skirt: its helpers join the graph, told apart as costume bones.
        const std::size_t before = view->graph().nodes.size();
        QVERIFY(window.document()->setCostumes({window.document()->data()->findCostume("Long skirt")}));
        QVERIFY2(view->graph().nodes.size() > before + 10, qPrintable(QString::number(view->graph().nodes.size())));
        int costume = 0;
        for (const DependencyGraph::Node& n : view->graph().nodes) {
            costume += n.kind == DependencyGraph::Kind::Costume && n.order > 0;
        }
        QVERIFY(costume > 10);
        // Readable with the costume on: the text is not shrunk below the minimum (the graph
        // scrolls), no wire crosses a box other than its two ends, and the selection's wires are
        // highlighted and drawn last (on top).
        QVERIFY2(view->viewScale() >= DependencyGraphView::kMinScale - 1e-9, qPrintable(QString::number(view->viewScale())));
        const auto& graph = view->graph();
        QPainterPathStroker stroker;
        stroker.setWidth(1.0);
        QVERIFY(!view->wires().empty());
        for (const DependencyGraphView::Wire& w : view->wires()) {
            const QPainterPath stroke = stroker.createStroke(w.path);
            for (int n = 0; n < int(graph.nodes.size()); ++n) {
                if (n != w.from && n != w.to && view->isNodeVisible(n)) {
                    QVERIFY2(!stroke.intersects(view->nodeBox(n).adjusted(1, 1, -1, -1)),
                             qPrintable(QStringLiteral("the wire %1 -> %2 crosses %3").arg(QString::fromStdString(graph.nodes[std::size_t(w.from)].name),
                                                                                          QString::fromStdString(graph.nodes[std::size_t(w.to)].name),
                                                                                          QString::fromStdString(graph.nodes[std::size_t(n)].name))));
                }
            }
        }
        const int skirtBone = window.document()->framework()->findBone("_2LongSkirt{D}#Skirt_F_01");
        QVERIFY(skirtBone >= 0);
        window.document()->selection()->setBone(skirtBone);
        const int skirtNode = view->graph().nodeOfBone(skirtBone);
        bool seenHighlighted = false;
        for (const DependencyGraphView::Wire& w : view->wires()) {
            const bool touches = w.from == skirtNode || w.to == skirtNode;
            QCOMPARE(w.highlighted, touches);
            QVERIFY(!seenHighlighted || w.highlighted);  // the highlighted ones come last
            seenHighlighted = seenHighlighted || w.highlighted;
        }
        QVERIFY(seenHighlighted);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            view->grab().save(shots + QStringLiteral("/dependency-graph.png"));
        }
    }

    void largeGraphsBuildAndPaint()
    {
        // 600 nodes in 20 columns, each reading two of the previous column: every node is drawn,
        // and the filter still finds the whole upstream of the last one. Times are printed (not
        // asserted) in the test's log.
        DependencyGraph g;
        for (int i = 0; i < 600; ++i) {
            DependencyGraph::Node n;
            n.bone = i;
            n.name = "_1Muscle{D}#Helper" + std::to_string(i);
            n.kind = i < 30 ? DependencyGraph::Kind::Baked : DependencyGraph::Kind::Helper;
            n.column = i / 30;
            n.row = i % 30;
            n.order = i < 30 ? 0 : i - 29;
            g.nodes.push_back(n);
            if (i >= 30) {
                g.edges.push_back({i - 30, i});
                g.edges.push_back({(i - 30) / 30 * 30 + (i + 7) % 30, i});
            }
        }
        DependencyGraphView view;
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QElapsedTimer timer;
        timer.start();
        view.setGraph(g);
        const qint64 build = timer.restart();
        const QImage picture = view.grab().toImage();
        const qint64 paint = timer.restart();
        view.setSelectedBone(599);
        view.setFilter(DependencyGraphView::Filter::Upstream);
        const qint64 filter = timer.elapsed();
        qInfo("600 nodes, 1140 edges: build %lld ms, paint %lld ms, select + filter %lld ms", build, paint, filter);
        QVERIFY(!picture.isNull());
        int shown = 0;
        for (int i = 0; i < 600; ++i) {
            shown += view.isNodeVisible(i);
        }
        QVERIFY(shown > 20 && shown < 600);  // the upstream of the last node only
        QVERIFY(view.isNodeVisible(599) && view.isNodeVisible(569));
    }

    void aCycleShowsItsPath()
    {
        // The base layer and a cape whose helpers read each other in a circle.
        QTemporaryDir dir;
        QFile manifest(dir.filePath(QStringLiteral("cycle.character.xml")));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("<Character version=\"1\" name=\"Cycle\">\n"
                       "  <Layer framework=\"" RIGSTAGE_SAMPLES "/walker/Walker.Base.Framework.xml\"/>\n"
                       "  <Layer framework=\"" RIGSTAGE_FIXTURES "/templates/broken/helper-cycle/Cape.Framework.xml\" "
                       "helperJoints=\"" RIGSTAGE_FIXTURES "/templates/broken/helper-cycle/Cape.HelperJointSetting.xml\"/>\n"
                       "</Character>\n");
        manifest.close();
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.document()->open(manifest.fileName()));
        const std::vector<std::string>& cycle = window.document()->lastCycle();
        QVERIFY(cycle.size() >= 3);
        DependencyGraphView* view = window.dependencyView();
        QVERIFY(!view->graph().cycle.empty());
        for (const DependencyGraph::Node& n : view->graph().nodes) {
            QVERIFY(n.inCycle);
            QVERIFY2(view->cyclePathText().contains(QString::fromStdString(std::string(shortNameOf(n.name)))), qPrintable(view->cyclePathText()));
        }
        QCOMPARE(view->graph().edges.size(), view->graph().nodes.size());  // a ring
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            view->grab().save(shots + QStringLiteral("/dependency-cycle.png"));
        }
    }
};

QTEST_MAIN(TestDependencyView)
#include "test_dependency_view.moc"
