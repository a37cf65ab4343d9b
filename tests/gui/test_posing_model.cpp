// The posing model without a window: a hand turn is applied after the clip's rotation in the
// bone's own frame (world' = world * R), a hand move is added in the parent's frame; steps of one
// bone merge into one undo step; hand poses follow bones by name through a costume swap and go to
// and come back from the view state's JSON; IK targets set and undone.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <glm/gtc/matrix_transform.hpp>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/posing/posing_model.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
const char* kHead = "_0Base{BD}#Head";

}  // namespace

class TestPosingModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aTurnIsInTheBonesFrameAMoveInTheParents()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PosingModel& posing = *document.posing();
        const int head = document.framework()->findBone(kHead);
        const int parent = document.framework()->parent(head);
        QVERIFY(head >= 0 && parent >= 0);
        const glm::mat4 before = document.world()[std::size_t(head)];
        const glm::mat4 parentWorld = document.world()[std::size_t(parent)];
        QSignalSpy changed(&posing, &PosingModel::poseEditsChanged);

        posing.setPoseEdit(head, glm::vec3(0.0f, 0.0f, 90.0f));
        QCOMPARE(changed.count(), 1);
        QVERIFY(document.saver()->isViewStateModified());
        // A quarter turn about the head's own Z: its X axis becomes its old Y, its Y the old -X.
        const glm::mat4 turned = document.world()[std::size_t(head)];
        QVERIFY(glm::length(glm::vec3(turned[0]) - glm::vec3(before[1])) < 1e-4f);
        QVERIFY(glm::length(glm::vec3(turned[1]) + glm::vec3(before[0])) < 1e-4f);
        QVERIFY(glm::length(glm::vec3(turned[3]) - glm::vec3(before[3])) < 1e-4f);  // it turns in place

        posing.setPoseEdit(head, glm::vec3(0.0f));
        posing.setPoseMove(head, glm::vec3(1.0f, 2.0f, 3.0f));
        const glm::vec3 expected = glm::vec3(before[3]) + glm::mat3(parentWorld) * glm::vec3(1.0f, 2.0f, 3.0f);
        QVERIFY(glm::length(glm::vec3(document.world()[std::size_t(head)][3]) - expected) < 1e-3f);
        QCOMPARE(posing.poseEditMove(head), glm::vec3(1.0f, 2.0f, 3.0f));
    }

    void stepsOfOneBoneAreOneUndoStep()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PosingModel& posing = *document.posing();
        const int head = document.framework()->findBone(kHead);
        posing.editPose(head, glm::vec3(10.0f, 0.0f, 0.0f));
        posing.editPose(head, glm::vec3(20.0f, 0.0f, 0.0f));
        QCOMPARE(document.undoStack()->count(), 1);
        posing.editPose(head, glm::vec3(30.0f, 0.0f, 0.0f), false);  // a drag: its own step
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(posing.poseEditDegrees(head), glm::vec3(20.0f, 0.0f, 0.0f));
        document.undoStack()->undo();
        QCOMPARE(posing.poseEditDegrees(head), glm::vec3(0.0f));

        const int calf = document.framework()->findBone("_0Base{BD}#L_Calf");
        posing.editPose(head, glm::vec3(5.0f, 0.0f, 0.0f));
        posing.editPoseMove(calf, glm::vec3(0.0f, 1.0f, 0.0f));
        const int steps = document.undoStack()->count();
        QCOMPARE(posing.resetAllPoseEdits(), 2);
        QCOMPARE(document.undoStack()->count(), steps + 1);  // one macro
        QCOMPARE(posing.poseEditDegrees(head), glm::vec3(0.0f));
        QCOMPARE(posing.poseEditMove(calf), glm::vec3(0.0f));
        QCOMPARE(posing.resetAllPoseEdits(), 0);
    }

    void posesFollowBonesByName()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PosingModel& posing = *document.posing();
        const int head = document.framework()->findBone(kHead);
        posing.setPoseEdit(head, glm::vec3(0.0f, 45.0f, 0.0f));

        // A costume adds bones: the head's index may move, its pose stays with it.
        QVERIFY(document.setCostumes({0}));
        const int headNow = document.framework()->findBone(kHead);
        QCOMPARE(posing.poseEditDegrees(headNow), glm::vec3(0.0f, 45.0f, 0.0f));

        QJsonObject view;
        posing.writeJson(view);
        QCOMPARE(view.value(QStringLiteral("poseEdits")).toObject().value(QLatin1String(kHead)).toArray(), (QJsonArray{0.0, 45.0, 0.0}));
        QVERIFY(!view.contains(QStringLiteral("poseMoves")));  // nothing moved: nothing written

        // Read back on another document: a missing bone and an absurd angle are skipped, each named.
        Document other;
        QVERIFY(other.open(kManifest));
        QJsonObject edits = view.value(QStringLiteral("poseEdits")).toObject();
        edits.insert(QStringLiteral("_0Base{BD}#NoSuchBone"), QJsonArray{1, 2, 3});
        edits.insert(QStringLiteral("_0Base{BD}#R_Calf"), QJsonArray{1, 2, 1e9});
        view.insert(QStringLiteral("poseEdits"), edits);
        const int messages = other.messages().size();
        other.posing()->applyJson(view, QStringLiteral("view.json"));
        QCOMPARE(other.posing()->poseEditDegrees(other.framework()->findBone(kHead)), glm::vec3(0.0f, 45.0f, 0.0f));
        QCOMPARE(other.posing()->poseEditDegrees(other.framework()->findBone("_0Base{BD}#R_Calf")), glm::vec3(0.0f));
        QCOMPARE(other.messages().size(), messages + 2);
        QVERIFY(other.messages().join(QLatin1Char('\n')).contains(QStringLiteral("NoSuchBone")));
    }

    void ikTargetsSetAndUndone()
    {
        Document document;
        QVERIFY(document.open(kManifest));
        PosingModel& posing = *document.posing();
        const auto targets = posing.ikTargets();
        QCOMPARE(int(targets.size()), 4);
        QCOMPARE(targets[2].first, std::string("LeftHand"));
        QVERIFY(!posing.ikOverride("LeftHand"));
        QSignalSpy moved(&posing, &PosingModel::ikTargetsChanged);

        const glm::vec3 target = targets[2].second + glm::vec3(5.0f, 0.0f, 0.0f);
        QVERIFY(posing.setIkOverride("LeftHand", target));
        posing.editIkTarget("LeftHand", std::nullopt, target);
        QCOMPARE(posing.ikTargets()[2].second, target);
        QVERIFY(!posing.setIkOverride("NoSuchModule", target));

        document.undoStack()->undo();
        QVERIFY(!posing.ikOverride("LeftHand"));
        QCOMPARE(moved.count(), 1);
        QVERIFY(glm::length(posing.ikTargets()[2].second - targets[2].second) < 1e-4f);
    }
};

QTEST_GUILESS_MAIN(TestPosingModel)
#include "test_posing_model.moc"
