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

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

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
        QVERIFY(document.open(kManifest));
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
        QVERIFY(document.isRigModified());
        QVERIFY(document.unsavedChanges().contains(QStringLiteral("sculpt corrections")));
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
        QVERIFY(document.open(kManifest));
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
        QVERIFY(document.open(kManifest));
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
};

QTEST_GUILESS_MAIN(TestCorrectionsModel)
#include "test_corrections_model.moc"
