// The stages model without a window: switches and the ground reach the playing character, count as
// view-state edits with one changed() each, go to and come back from the view state's JSON (what
// does not fit is skipped with its message), and a load starts from the defaults.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/stages/stages_model.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

TerrainSettings slope20()
{
    TerrainSettings t;
    t.kind = TerrainKind::Plane;
    t.slopeDegrees = 20.0f;
    t.directionDegrees = -90.0f;
    return t;
}

}  // namespace

class TestStagesModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void switchesAndGroundReachTheCharacter()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        StagesModel& stages = *document.stages();
        QVERIFY(!stages.terrain());
        QVERIFY(stages.isStageEnabled(StageKind::Ik));
        QVERIFY(stages.disabledStages().empty());
        QSignalSpy changed(&stages, &StagesModel::changed);
        QSignalSpy modified(&document, &Document::modifiedChanged);

        stages.setStageEnabled(StageKind::Ik, false);
        QCOMPARE(changed.count(), 1);
        QVERIFY(!stages.isStageEnabled(StageKind::Ik));
        QCOMPARE(stages.disabledStages(), std::set<std::string>{"ik"});
        QVERIFY(!document.instance()->pipeline().find(StageKind::Ik)->enabled());
        QVERIFY(document.saver()->isViewStateModified());
        QCOMPARE(modified.count(), 1);
        stages.setStageEnabled(StageKind::Ik, false);  // already off
        QCOMPARE(changed.count(), 1);

        QVERIFY(!document.instance()->terrain());
        stages.setTerrain(slope20());
        QCOMPARE(changed.count(), 2);
        QVERIFY(document.instance()->terrain());
        stages.setTerrain(slope20());  // the same ground
        QCOMPARE(changed.count(), 2);

        stages.setStageEnabled(StageKind::Ik, true);
        QVERIFY(document.instance()->pipeline().find(StageKind::Ik)->enabled());
        QCOMPARE(changed.count(), 3);

        // Another load: the defaults (the walker has no saved view state).
        stages.setStageEnabled(StageKind::Ik, false);
        document.saver()->forgetUnsavedChanges();
        QVERIFY(document.open(kManifest));
        QVERIFY(!stages.terrain());
        QVERIFY(stages.disabledStages().empty());
        QVERIFY(document.instance()->pipeline().find(StageKind::Ik)->enabled());
    }

    void viewStateJson()
    {
        Document document;
        StagesModel& stages = *document.stages();
        QJsonObject view;
        stages.writeJson(view);
        QVERIFY(view.isEmpty());  // the defaults are not written

        QVERIFY(document.open(kManifest));
        stages.setTerrain(slope20());
        stages.setStageEnabled(StageKind::Ik, false);
        stages.writeJson(view);
        QCOMPARE(view.value(QStringLiteral("disabledStages")).toArray(), QJsonArray{QStringLiteral("ik")});
        QVERIFY(view.value(QStringLiteral("terrain")).isObject());

        Document other;
        QJsonArray switches = view.value(QStringLiteral("disabledStages")).toArray();
        switches.append(QStringLiteral("warp"));
        view.insert(QStringLiteral("disabledStages"), switches);
        const QStringList messages = other.stages()->readJson(view, QStringLiteral("w.view.json"));
        QCOMPARE(messages, QStringList{QStringLiteral("w.view.json: unknown stage 'warp' is ignored.")});
        QCOMPARE(other.stages()->terrain(), std::optional<TerrainSettings>(slope20()));
        QCOMPARE(other.stages()->disabledStages(), std::set<std::string>{"ik"});
    }
};

QTEST_GUILESS_MAIN(TestStagesModel)
#include "test_stages_model.moc"
