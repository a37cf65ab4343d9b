// The corrections model without a window, on the walker's mesh: captures take free names, each
// edit is one undo step with one changed() signal, no-op edits push nothing, bad input is refused
// with its reason and changes nothing, and the exported reference has the mesh's vertices.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "gui/corrections/corrections_model.h"
#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/posing/posing_model.h"
#include "gui/stages/stages_model.h"
#include "sample_copy.h"
#include "skeleton/framework.h"

using namespace rigstage;

namespace {

/// The sample walker without its shipped corrections (a copy), so captures start from none.
QString walkerWithoutCorrections()
{
    static QTemporaryDir dir;
    static const QString manifest = test::copySampleWith(dir);
    return manifest;
}

QStringList names(const Document& document)
{
    QStringList out;
    if (const CorrectionFile* file = document.corrections()) {
        for (const Correction& c : file->corrections) {
            out << QString::fromStdString(c.name);
        }
    }
    return out;
}


/// Writes the reference OBJ at path with the vertices within radius of centre pushed away from it
/// by push (a fix an artist would sculpt), and returns the sculpt's path.
QString sculptAround(const QString& reference, const glm::vec3& centre, float radius, float push)
{
    QFile in(reference);
    QByteArray out;
    if (!in.open(QIODevice::ReadOnly)) {
        return {};
    }
    for (const QByteArray& line : in.readAll().split('\n')) {
        if (!line.startsWith("v ")) {
            out += line + '\n';
            continue;
        }
        const QList<QByteArray> f = line.split(' ');
        glm::vec3 p(f[1].toFloat(), f[2].toFloat(), f[3].toFloat());
        const float d = glm::length(p - centre);
        if (d < radius && d > 1e-3f) {
            p += (p - centre) / d * push;
        }
        out += "v " + QByteArray::number(p.x, 'g', 9) + ' ' + QByteArray::number(p.y, 'g', 9) + ' ' + QByteArray::number(p.z, 'g', 9) + '\n';
    }
    const QString path = reference + QStringLiteral(".sculpt.obj");
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(out) == out.size() ? path : QString();
}

}  // namespace

class TestCorrectionsModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nothingToCorrectWithoutAMesh()
    {
        Document document;
        QString error;
        QVERIFY(!document.correctionsModel()->capture(QStringLiteral("Elbow"), &error));
        QCOMPARE(error, QStringLiteral("The character has no mesh to correct (add <Mesh> to the manifest)."));
        QVERIFY(!document.corrections());
    }

    void capturesTakeFreeNamesAsUndoSteps()
    {
        Document document;
        QVERIFY(document.open(walkerWithoutCorrections()));
        QVERIFY(document.hasMeshes());
        QVERIFY(!document.corrections());
        CorrectionsModel& model = *document.correctionsModel();
        QSignalSpy changed(&model, &CorrectionsModel::changed);
        QString error;

        QVERIFY(model.capture(QString(), &error));
        QVERIFY(model.capture(QStringLiteral(" Elbow "), &error));
        QVERIFY(model.capture(QStringLiteral("Elbow"), &error));  // taken: the next free number
        QCOMPARE(names(document), (QStringList{QStringLiteral("Correction 1"), QStringLiteral("Elbow"), QStringLiteral("Correction 3")}));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(document.undoStack()->count(), 3);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Capture Correction"));
        QVERIFY(document.saver()->isRigModified());
        QVERIFY(document.saver()->unsavedChanges().contains(QStringLiteral("sculpt corrections")));
        QCOMPARE(int(model.states().size()), 3);
        QCOMPARE(model.meshOf(1), 0);
        // Each captured pose holds every skin bone of the first mesh.
        QCOMPARE(document.corrections()->corrections[0].pose.size(), document.meshes().mesh(0).paletteBones.size());

        document.undoStack()->undo();
        QCOMPARE(names(document), (QStringList{QStringLiteral("Correction 1"), QStringLiteral("Elbow")}));
        QCOMPARE(changed.count(), 4);
        QCOMPARE(int(model.states().size()), 2);
    }

    void muteSoloRemove()
    {
        Document document;
        QVERIFY(document.open(walkerWithoutCorrections()));
        CorrectionsModel& model = *document.correctionsModel();
        QString error;
        QVERIFY(model.capture(QStringLiteral("A"), &error));
        QVERIFY(model.capture(QStringLiteral("B"), &error));
        QSignalSpy changed(&model, &CorrectionsModel::changed);
        const int steps = document.undoStack()->count();

        model.setMuted(1, true);
        QVERIFY(document.corrections()->corrections[1].muted);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Mute Correction"));
        model.setMuted(1, true);  // already muted: no step
        model.setSolo(0, true);
        QVERIFY(document.corrections()->corrections[0].solo);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Solo Correction"));
        model.setMuted(5, true);  // no such correction
        QCOMPARE(document.undoStack()->count(), steps + 2);
        QCOMPARE(changed.count(), 2);

        model.remove(0);
        QCOMPARE(names(document), QStringList{QStringLiteral("B")});
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Remove Correction"));
        document.undoStack()->undo();
        QCOMPARE(names(document), (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
        QVERIFY(document.corrections()->corrections[0].solo);
        QCOMPARE(changed.count(), 4);
    }

    void badInputChangesNothing()
    {
        QTemporaryDir dir;
        Document document;
        QVERIFY(document.open(walkerWithoutCorrections()));
        CorrectionsModel& model = *document.correctionsModel();
        QString error;
        QVERIFY(!model.importCorrectedShape(0, dir.filePath(QStringLiteral("none.obj")), &error));
        QCOMPARE(error, QStringLiteral("Choose a correction first (capture one at the pose to correct)."));
        QVERIFY(model.capture(QStringLiteral("A"), &error));
        QSignalSpy changed(&model, &CorrectionsModel::changed);
        const int steps = document.undoStack()->count();

        // A bone drive without a bone.
        QVERIFY(!model.setDrive(0, CorrectionDrive::Bone, -1, &error));
        QCOMPARE(error, QStringLiteral("Select the bone that should drive the correction (a helper joint or a deform bone)."));
        QCOMPARE(document.corrections()->corrections[0].drive, CorrectionDrive::PoseSpace);
        // A sculpt of another vertex count.
        const QString small = dir.filePath(QStringLiteral("small.obj"));
        {
            QFile f(small);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        }
        QVERIFY(!model.importCorrectedShape(0, small, &error));
        QVERIFY2(error.contains(QStringLiteral("3 vertices")), qPrintable(error));
        QVERIFY(document.corrections()->corrections[0].sculptVertices.empty());
        QCOMPARE(document.undoStack()->count(), steps);
        QCOMPARE(changed.count(), 0);

        // The reference to sculpt on: one OBJ vertex per mesh vertex. Imported back unchanged it
        // moves nothing, which is refused too.
        const QString reference = dir.filePath(QStringLiteral("reference.obj"));
        QVERIFY(model.exportReferenceShape(0, reference, &error));
        QFile f(reference);
        QVERIFY(f.open(QIODevice::ReadOnly));
        int vertices = 0;
        for (const QByteArray& line : f.readAll().split('\n')) {
            vertices += line.startsWith("v ");
        }
        QCOMPARE(vertices, int(document.meshes().mesh(0).positions.size()));
        QVERIFY(!model.importCorrectedShape(0, reference, &error));
        QCOMPARE(error, reference + QStringLiteral(" moves no vertex away from the correction's reference shape."));
        QCOMPARE(changed.count(), 0);
    }

    void theWeightAtTheCapturePoseIsOne()
    {
        // Capture with the left elbow bent (hand IK off, so the turn stays), sculpt the elbow,
        // import: at that very pose the correction is whole. Before the import it moves nothing
        // and has no shape to compare, so it reads 0 and says why (not a 0.5 that then drops).
        QTemporaryDir dir;
        Document document;
        QVERIFY(document.open(walkerWithoutCorrections()));
        document.stages()->setStageEnabled(StageKind::Ik, false);
        const int forearm = document.framework()->findBone("_0Base{BD}#L_Forearm");
        document.posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 100.0f));
        CorrectionsModel& model = *document.correctionsModel();
        QString error;
        QVERIFY(model.capture(QStringLiteral("Elbow"), &error));
        QCOMPARE(model.states()[0].weight, 0.0f);
        QCOMPARE(model.states()[0].problem, CorrectionProblem::NoSculpt);
        const QString reference = dir.filePath(QStringLiteral("elbow.obj"));
        QVERIFY(model.exportReferenceShape(0, reference, &error));
        const QString sculpt = sculptAround(reference, glm::vec3(document.world()[std::size_t(forearm)][3]), 7.0f, 1.5f);
        QVERIFY(model.importCorrectedShape(0, sculpt, &error));
        QCOMPARE(model.states()[0].problem, CorrectionProblem::None);
        QCOMPARE(model.states()[0].similarity, 1.0f);
        QVERIFY2(std::abs(model.states()[0].weight - 1.0f) < 1e-5f, qPrintable(QString::number(model.states()[0].weight)));

        // A second correction captured at the same pose with its own sculpt: one shape, two
        // corrections; pose space gives each half there, and each names the other.
        QVERIFY(model.capture(QStringLiteral("Elbow again"), &error));
        QVERIFY(model.importCorrectedShape(1, sculpt, &error));
        for (int c : {0, 1}) {
            QVERIFY2(std::abs(model.states()[std::size_t(c)].weight - 0.5f) < 1e-4f, qPrintable(QString::number(model.states()[std::size_t(c)].weight)));
            QCOMPARE(model.states()[std::size_t(c)].problem, CorrectionProblem::SameShapeAsAnother);
            QCOMPARE(model.states()[std::size_t(c)].other, 1 - c);
        }
        document.undoStack()->undo();  // the second import
        document.undoStack()->undo();  // the second capture
        QVERIFY(std::abs(model.states()[0].weight - 1.0f) < 1e-5f && model.states()[0].problem == CorrectionProblem::None);
    }
};

QTEST_GUILESS_MAIN(TestCorrectionsModel)
#include "test_corrections_model.moc"
