// The Outliner dock: the skeleton as a parent / child tree (costume bones under the base bones
// they hang from), clicking selects everywhere, Ctrl+click builds a selection that Hide Selected
// (H, undoable) and Frame Selected (F) act on, the Visible boxes follow and drive hiding, and
// the filter keeps matches with their ancestors.
#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "gui/saving/document_saver.h"
#include "viewport/viewport_widget.h"
#include "widgets/outliner_widget.h"
#include "window_setup.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

void clickRow(OutlinerWidget* outliner, int bone, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTreeWidget* tree = outliner->tree();
    QTreeWidgetItem* item = outliner->item(bone);
    tree->scrollToItem(item);
    tree->scrollTo(tree->indexFromItem(item, 1));
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, modifiers, tree->visualRect(tree->indexFromItem(item, 1)).center());
}

}  // namespace

class TestOutliner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void treeSelectionHideAndFrame()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        window.findChild<QDockWidget*>(QStringLiteral("outlinerDock"))->raise();
        QTest::qWait(50);
        Document& doc = *window.document();
        const Framework& fw = *doc.framework();
        OutlinerWidget* outliner = window.outliner();
        // The tree is the hierarchy: every row's parent row is its bone's parent.
        QCOMPARE(outliner->tree()->topLevelItemCount(), 1);  // the walker's Root
        for (int b = 0; b < fw.boneCount(); ++b) {
            QTreeWidgetItem* parentRow = outliner->item(b)->parent();
            QCOMPARE(parentRow, fw.parent(b) >= 0 ? outliner->item(fw.parent(b)) : nullptr);
        }
        const int hand = fw.findBone("_0Base{BD}#L_Hand");
        const int foot = fw.findBone("_0Base{BD}#R_Foot");
        QCOMPARE(outliner->item(hand)->text(1), QStringLiteral("L_Hand"));

        // A click selects everywhere; Ctrl+click adds a row.
        clickRow(outliner, hand);
        QCOMPARE(doc.selection()->bone(), hand);
        clickRow(outliner, foot, Qt::ControlModifier);
        QCOMPARE(outliner->selectedBones(), (std::vector<int>{std::min(hand, foot), std::max(hand, foot)}));

        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            outliner->grab().save(shots + QStringLiteral("/outliner.png"));
        }
        // Frame Selected takes both: the camera looks between the hand and the foot.
        window.action(QStringLiteral("frameSelected"))->trigger();
        const glm::vec3 a(doc.world()[hand][3]), b(doc.world()[foot][3]);
        const glm::vec3 target = window.viewport()->cameraSpec().target;
        QVERIFY2(glm::length(target - (a + b) * 0.5f) < 1.0f, qPrintable(QStringLiteral("%1 %2 %3").arg(target.x).arg(target.y).arg(target.z)));

        // Hide Selected (H) hides both, in one undo step; their boxes follow.
        const int steps = doc.undoStack()->count();
        window.action(QStringLiteral("hideSelected"))->trigger();
        QVERIFY(doc.visibility()->isBoneHidden(hand) && doc.visibility()->isBoneHidden(foot));
        QCOMPARE(outliner->item(hand)->checkState(0), Qt::Unchecked);
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QVERIFY(!doc.visibility()->isBoneHidden(hand) && !doc.visibility()->isBoneHidden(foot));
        QCOMPARE(outliner->item(foot)->checkState(0), Qt::Checked);

        // Unticking a row that is not selected hides that bone alone.
        const int head = fw.findBone("_0Base{BD}#Head");
        outliner->item(head)->setCheckState(0, Qt::Unchecked);
        QVERIFY(doc.visibility()->isBoneHidden(head) && !doc.visibility()->isBoneHidden(hand));

        // The filter keeps the matches and the path to them.
        outliner->filterEdit()->setText(QStringLiteral("Thumb"));
        int shown = 0;
        for (int b = 0; b < fw.boneCount(); ++b) {
            shown += !outliner->item(b)->isHidden();
        }
        QVERIFY(!outliner->item(fw.findBone("_0Base{BD}#L_Thumb1"))->isHidden());
        // Eleven levels down, the name is shown whole (the tree scrolls sideways instead of eliding).
        QTreeWidget* tree = outliner->tree();
        const QModelIndex thumb = tree->indexFromItem(outliner->item(fw.findBone("_0Base{B}#L_Thumb3")), 1);
        QVERIFY(tree->visualRect(thumb).width() >= tree->fontMetrics().horizontalAdvance(QStringLiteral("L_Thumb3")));
        QVERIFY(!outliner->item(fw.findBone("_0Base{BD}#L_Hand"))->isHidden());  // on the path
        QVERIFY(outliner->item(foot)->isHidden());
        QVERIFY(shown < fw.boneCount() / 2);
        outliner->filterEdit()->clear();
        doc.saver()->forgetUnsavedChanges();
    }

    void costumeBonesHangUnderTheirBaseBones()
    {
        MainWindow window;
        QVERIFY(test::showPaused(window, kManifest));
        Document& doc = *window.document();
        QVERIFY(doc.setCostumes({doc.data()->findCostume("Long skirt")}));
        const Framework& fw = *doc.framework();
        const int skirt = fw.findBone("_2LongSkirt{D}#Skirt_F_01");
        QVERIFY(skirt >= 0);
        QCOMPARE(window.outliner()->item(skirt)->parent(), window.outliner()->item(fw.findBone("_0Base{BD}#Pelvis")));
        // Selecting in the viewport or anywhere else makes it the outliner's current row.
        doc.selection()->setBone(skirt);
        QCOMPARE(window.outliner()->tree()->currentItem(), window.outliner()->item(skirt));
    }
};

QTEST_MAIN(TestOutliner)
#include "test_outliner.moc"
