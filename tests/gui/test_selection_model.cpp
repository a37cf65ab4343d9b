// The selection beside the document: one changed() per move, out-of-range bones select nothing, a
// costume swap keeps the bone by name where its index moves, and a load selects nothing.
#include <QSignalSpy>
#include <QTest>

#include "gui/document.h"
#include "gui/selection/selection_model.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
const std::string kForearm = "_0Base{BD}#L_Forearm";

}  // namespace

class TestSelectionModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nothingToSelectWithoutACharacter()
    {
        Document document;
        QSignalSpy changed(document.selection(), &SelectionModel::changed);
        document.selection()->setBone(3);
        QCOMPARE(document.selection()->bone(), -1);
        QVERIFY(document.selection()->boneName().empty());
        QCOMPARE(changed.count(), 0);
    }

    void selectsOnceAndOnlyBonesThatExist()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        SelectionModel& selection = *document.selection();
        QCOMPARE(selection.bone(), -1);
        QSignalSpy changed(&selection, &SelectionModel::changed);
        const int forearm = document.framework()->findBone(kForearm);
        QVERIFY(forearm > 0);

        selection.setBone(forearm);
        selection.setBone(forearm);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.back().front().toInt(), forearm);
        QCOMPARE(selection.boneName(), kForearm);

        selection.setBone(document.framework()->boneCount());  // one past the last bone
        QCOMPARE(selection.bone(), -1);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.back().front().toInt(), -1);
    }

    void keptByNameThroughACostumeSwapAndClearedByALoad()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        SelectionModel& selection = *document.selection();
        const int robe = document.data()->findCostume("Robe");
        const int mantle = document.data()->findCostume("Mantle");
        QVERIFY(robe >= 0 && mantle > robe);
        // A bone of the mantle: wearing the robe too puts the robe's bones before it.
        QVERIFY(document.setCostumes({mantle}));
        const int lastBefore = document.framework()->boneCount() - 1;
        const std::string last = document.framework()->boneName(lastBefore);
        selection.setBone(lastBefore);
        QSignalSpy changed(&selection, &SelectionModel::changed);
        QVERIFY(document.setCostumes({robe, mantle}));
        const int now = document.framework()->findBone(last);
        QVERIFY(now >= 0);
        QVERIFY(now != lastBefore);
        QCOMPARE(selection.bone(), now);
        QCOMPARE(selection.boneName(), last);
        QCOMPARE(changed.count(), 1);

        QVERIFY(document.open(kManifest));
        QCOMPARE(selection.bone(), -1);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.back().front().toInt(), -1);
    }
};

QTEST_GUILESS_MAIN(TestSelectionModel)
#include "test_selection_model.moc"
