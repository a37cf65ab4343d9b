// The selection beside the document: one changed() per move, out-of-range bones select nothing, a
// costume swap keeps the bones by name where their indices move, and a load selects nothing; several
// bones: toggle, add and a set of rows, with the active bone handed back when it leaves.
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

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

        // Several bones come through a swap by name too, the active one still active.
        QVERIFY(document.setCostumes({mantle}));
        const int tail = document.framework()->findBone(last);
        const int forearm = document.framework()->findBone(kForearm);
        selection.setBone(tail);
        selection.toggleBone(forearm);
        QVERIFY(document.setCostumes({robe, mantle}));
        const int tailNow = document.framework()->findBone(last);
        QVERIFY(tailNow != tail);
        QCOMPARE(selection.bones(), (std::vector<int>{std::min(forearm, tailNow), std::max(forearm, tailNow)}));
        QCOMPARE(selection.bone(), forearm);
    }

    void severalBonesWithAnActiveOne()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        SelectionModel& selection = *document.selection();
        const Framework& fw = *document.framework();
        const int a = fw.findBone("_0Base{BD}#L_UpperArm"), b = fw.findBone("_0Base{BD}#R_UpperArm"), c = fw.findBone("_0Base{BD}#Head");
        QVERIFY(a >= 0 && b >= 0 && c >= 0);
        QSignalSpy changed(&selection, &SelectionModel::changed);
        const auto sorted = [](std::vector<int> v) {
            std::sort(v.begin(), v.end());
            return v;
        };

        // Bad input first: nothing selected, nothing said.
        selection.toggleBone(-1);
        selection.addBone(fw.boneCount());
        selection.setBones({-3, fw.boneCount()}, -3);
        QVERIFY(selection.bones().empty());
        QCOMPARE(selection.bone(), -1);
        QCOMPARE(changed.count(), 0);

        selection.setBone(a);
        selection.toggleBone(b);  // added: active
        QCOMPARE(selection.bones(), sorted({a, b}));
        QCOMPARE(selection.bone(), b);
        selection.addBone(c);
        QCOMPARE(selection.bone(), c);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.back().front().toInt(), c);
        selection.addBone(c);  // already the active one: no change
        QCOMPARE(changed.count(), 3);
        selection.addBone(a);  // already selected: becomes active
        QCOMPARE(selection.bone(), a);
        QCOMPARE(selection.bones().size(), std::size_t(3));

        // Taking the active bone out hands "active" to the one selected before it.
        selection.toggleBone(a);
        QCOMPARE(selection.bone(), c);
        QVERIFY(!selection.isSelected(a) && selection.isSelected(b));
        selection.toggleBone(b);  // not active: the active bone stays
        QCOMPARE(selection.bone(), c);
        QCOMPARE(selection.bones(), std::vector<int>{c});

        // A set of rows: the active bone as asked when it is one of them, else the one active now
        // when it stays, else the last one added.
        selection.setBones(sorted({a, b, c}), b);
        QCOMPARE(selection.bone(), b);
        selection.setBones(sorted({a, b}), -1);
        QCOMPARE(selection.bone(), b);
        selection.setBones({a, c}, 12345);
        QCOMPARE(selection.bones(), sorted({a, c}));
        QVERIFY(selection.bone() == a || selection.bone() == c);
        const int count = changed.count();
        selection.setBones({c, a}, selection.bone());  // the same set: nothing said
        QCOMPARE(changed.count(), count);
        selection.clear();
        QVERIFY(selection.bones().empty());
        QCOMPARE(selection.bone(), -1);
        QCOMPARE(changed.back().front().toInt(), -1);
    }
};

QTEST_GUILESS_MAIN(TestSelectionModel)
#include "test_selection_model.moc"
