// Hidden bones and layers beside the document: undo steps that count only the bones they change,
// layers hiding all their bones, one changed() per edit, the view state's JSON both ways (a bone
// the rig lacks is skipped with its message), and hidden bones kept by name through a swap.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/visibility/visibility_model.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

}  // namespace

class TestVisibilityModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hidingBonesAsUndoSteps()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        VisibilityModel& visibility = *document.visibility();
        const Framework& fw = *document.framework();
        const int a = fw.findBone("_0Base{BD}#L_Forearm"), b = fw.findBone("_0Base{BD}#L_Hand"), c = fw.findBone("_0Base{BD}#R_Hand");
        QVERIFY(a >= 0 && b >= 0 && c >= 0);
        QSignalSpy changed(&visibility, &VisibilityModel::changed);

        visibility.hideBones({a, b}, true);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Hide 2 bone(s)"));
        QVERIFY(visibility.isBoneHidden(a) && visibility.isBoneHidden(b) && !visibility.isBoneHidden(c));
        QCOMPARE(changed.count(), 1);
        QVERIFY(document.saver()->isViewStateModified());

        visibility.hideBones({a, c}, true);  // a is hidden already: the step hides c alone
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Hide 1 bone(s)"));
        QCOMPARE(visibility.hiddenBones(), (std::set<int>{a, b, c}));
        document.undoStack()->undo();
        QCOMPARE(visibility.hiddenBones(), (std::set<int>{a, b}));
        QCOMPARE(changed.count(), 3);

        visibility.hideBones({b}, false);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Show 1 bone(s)"));
        QCOMPARE(visibility.hiddenBones(), std::set<int>{a});
        QCOMPARE(visibility.hiddenBoneNames(), std::vector<std::string>{"_0Base{BD}#L_Forearm"});
    }

    void hiddenLayersHideTheirBones()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        VisibilityModel& visibility = *document.visibility();
        const Framework& fw = *document.framework();
        QVERIFY(fw.layers().size() > 1);
        QSignalSpy changed(&visibility, &VisibilityModel::changed);
        visibility.setLayerHidden(1, true);
        QVERIFY(visibility.isLayerHidden(1));
        QVERIFY(!visibility.isLayerHidden(0));
        QCOMPARE(visibility.hiddenLayers(), std::set<std::string>{fw.layers()[1].name});
        QCOMPARE(changed.count(), 1);
        std::set<int> inLayer;
        for (int bone = 0; bone < fw.boneCount(); ++bone) {
            if (fw.layerOf(bone) == 1) {
                inLayer.insert(bone);
            }
        }
        QVERIFY(!inLayer.empty());
        QCOMPARE(visibility.bonesNotDrawn(), inLayer);
        visibility.setLayerHidden(99, true);  // no such layer
        QCOMPARE(changed.count(), 1);
    }

    void viewStateJsonAndCostumeSwap()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        VisibilityModel& visibility = *document.visibility();
        const int mantle = document.data()->findCostume("Mantle");
        const int robe = document.data()->findCostume("Robe");
        QVERIFY(document.setCostumes({mantle}));
        const int last = document.framework()->boneCount() - 1;
        const std::string name = document.framework()->boneName(last);
        visibility.setBonesHidden({last}, true);
        visibility.setLayerHidden(0, true);
        const std::string layer = document.framework()->layers()[0].name;

        QJsonObject view;
        visibility.writeJson(view);
        QCOMPARE(view.value(QStringLiteral("hiddenBones")).toArray(), QJsonArray{QString::fromStdString(name)});
        QCOMPARE(view.value(QStringLiteral("hiddenLayers")).toArray(), QJsonArray{QString::fromStdString(layer)});

        // Wearing the robe too moves the mantle's bones; the hidden one is found by name.
        QSignalSpy changed(&visibility, &VisibilityModel::changed);
        QVERIFY(document.setCostumes({robe, mantle}));
        const int now = document.framework()->findBone(name);
        QVERIFY(now != last);
        QCOMPARE(visibility.hiddenBones(), std::set<int>{now});
        QCOMPARE(visibility.hiddenLayers(), std::set<std::string>{layer});

        // Read back into the plain character, which lacks the mantle's bone.
        Document plain;
        QVERIFY(plain.open(kManifest));
        const QStringList messages = plain.visibility()->readJson(view, QStringLiteral("w.view.json"));
        QCOMPARE(messages, QStringList{QStringLiteral("w.view.json: hidden bone '%1' no longer exists; ignored.").arg(QString::fromStdString(name))});
        QVERIFY(plain.visibility()->hiddenBones().empty());
        QCOMPARE(plain.visibility()->hiddenLayers(), std::set<std::string>{layer});
    }
};

QTEST_GUILESS_MAIN(TestVisibilityModel)
#include "test_visibility_model.moc"
