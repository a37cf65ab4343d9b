// The live reload's decisions without a window: a change on disk reloads at once, or, with unsaved
// rig edits, only after a yes (kept otherwise); nothing happens without a character or while a
// question is open. And the words a reload uses for what changed, worked out by hand.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/file_change_watch.h"
#include "gui/reload/live_reload.h"
#include "gui/reload/reload_report.h"
#include "sample_copy.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

/// An unsaved rig edit: the first reaction curve written back as it is.
bool editRig(Document& document)
{
    if (document.rigEdits()->reactionCurves().empty()) {
        return false;
    }
    document.rigEdits()->setCurvePoints(0, document.rigEdits()->curvePoints(0));
    return document.saver()->isRigModified();
}

}  // namespace

class TestLiveReloadModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void watchesTheCharactersFiles()
    {
        Document document;
        LiveReload reload(document);
        QVERIFY(reload.watch()->files().isEmpty());
        QVERIFY(document.open(kManifest));
        QStringList expected = document.characterFiles();
        expected.sort();
        QStringList watched = reload.watch()->files();
        watched.sort();
        QCOMPARE(watched, expected);
        QVERIFY(watched.contains(QDir::cleanPath(kManifest)));
        reload.setEnabled(false);
        QVERIFY(!reload.isEnabled());
        QVERIFY(!reload.watch()->isEnabled());
    }

    void nothingWithoutACharacter()
    {
        Document document;
        LiveReload reload(document);
        QSignalSpy changed(&reload, &LiveReload::changedOnDisk);
        QSignalSpy requested(&reload, &LiveReload::reloadRequested);
        reload.filesChanged({QStringLiteral("/tmp/a/Walker.Base.Framework.xml")});
        QCOMPARE(changed.count(), 0);
        QCOMPARE(requested.count(), 0);
    }

    void aCleanRigReloadsAtOnce()
    {
        Document document;
        LiveReload reload(document);
        QVERIFY(document.open(kManifest));
        int asked = 0;
        reload.setConfirm([&](const QStringList&) { return ++asked, false; });
        QSignalSpy changed(&reload, &LiveReload::changedOnDisk);
        QSignalSpy requested(&reload, &LiveReload::reloadRequested);
        QSignalSpy kept(&reload, &LiveReload::editsKept);
        reload.filesChanged({QStringLiteral("/tmp/a/Walker.Base.Framework.xml"), QStringLiteral("/tmp/b/Walker.Idle.xml")});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.front().front().toStringList(),
                 (QStringList{QStringLiteral("Walker.Base.Framework.xml"), QStringLiteral("Walker.Idle.xml")}));
        QCOMPARE(requested.count(), 1);
        QCOMPARE(kept.count(), 0);
        QCOMPARE(asked, 0);
    }

    void unsavedEditsAreAskedAbout()
    {
        Document document;
        LiveReload reload(document);
        QVERIFY(document.open(kManifest));
        QVERIFY(editRig(document));
        QSignalSpy changed(&reload, &LiveReload::changedOnDisk);
        QSignalSpy requested(&reload, &LiveReload::reloadRequested);
        QSignalSpy kept(&reload, &LiveReload::editsKept);

        // Without a question to ask the edits stay.
        reload.filesChanged({QStringLiteral("/tmp/Walker.Base.Framework.xml")});
        QCOMPARE(kept.count(), 1);
        QCOMPARE(requested.count(), 0);

        // No: kept. A change reported while the question is open is not a second question.
        QStringList askedAbout;
        int asked = 0;
        reload.setConfirm([&](const QStringList& names) {
            ++asked;
            askedAbout = names;
            reload.filesChanged({QStringLiteral("/tmp/Walker.Muscle.HelperJointSetting.xml")});
            return false;
        });
        reload.filesChanged({QStringLiteral("/tmp/Walker.Base.Animation.Walk.xml")});
        QCOMPARE(asked, 1);
        QCOMPARE(askedAbout, QStringList{QStringLiteral("Walker.Base.Animation.Walk.xml")});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(kept.count(), 2);
        QCOMPARE(requested.count(), 0);

        // Yes: reload.
        reload.setConfirm([&](const QStringList&) { return ++asked, true; });
        reload.filesChanged({QStringLiteral("/tmp/Walker.Base.Animation.Walk.xml")});
        QCOMPARE(asked, 2);
        QCOMPARE(kept.count(), 2);
        QCOMPARE(requested.count(), 1);
    }

    void aReadWithNewErrorsWaitsForTheRestOfTheExport()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        Document document;
        LiveReload reload(document);
        connect(&reload, &LiveReload::reloadRequested, &document, [&] { document.reload(); });
        QVERIFY(document.open(manifest));
        reload.setEnabled(false);  // the changes come from this test alone
        reload.setHoldMs(300);
        QSignalSpy changed(&reload, &LiveReload::changedOnDisk);
        QSignalSpy requested(&reload, &LiveReload::reloadRequested);
        const QString file = dir.filePath(QStringLiteral("Walker.Base.Framework.xml"));
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray good = in.readAll();
        in.close();
        QByteArray withBone = good;
        withBone.replace("    <Bone name=\"_0Base{BD}#Spine2\"",
                         "    <Bone name=\"_0Base{B}#Antenna\" parent=\"_0Base{BD}#Spine2\" t=\"5 0 0\"/>\n"
                         "    <Bone name=\"_0Base{BD}#Spine2\"");
        QVERIFY(withBone != good);
        const int messages = int(document.messages().size());

        // Half the file: read, found broken, held back without a word.
        QVERIFY(writeFile(file, withBone.left(withBone.size() / 2)));
        reload.filesChanged({file});
        QCOMPARE(changed.count(), 0);
        QCOMPARE(requested.count(), 0);
        QCOMPARE(int(document.messages().size()), messages);
        // The rest within the hold: one reload, of the whole file, and the hold is over.
        QVERIFY(writeFile(file, withBone));
        reload.filesChanged({file});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(requested.count(), 1);
        QVERIFY(document.framework()->findBone("_0Base{B}#Antenna") >= 0);
        QTest::qWait(reload.holdMs() + 200);
        QCOMPARE(requested.count(), 1);
        const QString said = document.messages().mid(messages).join(QLatin1Char('\n'));
        QVERIFY2(!said.contains(QStringLiteral("error")), qPrintable(said));

        // Broken for good: shown with its errors once the file has stayed so for the hold.
        QVERIFY(writeFile(file, good.left(good.size() / 2)));
        reload.filesChanged({file});
        QCOMPARE(requested.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(requested.count(), 2, 5000);
        QVERIFY(document.messages().join(QLatin1Char('\n')).contains(QStringLiteral("the character shown before stays open")));
        QVERIFY(document.framework()->findBone("_0Base{B}#Antenna") >= 0);

        // An error the character shown already has is no reason to wait: the manifest names a
        // missing clip, the character opens with that error, and a change reloads at once.
        QVERIFY(writeFile(file, good));
        QFile m(manifest);
        QVERIFY(m.open(QIODevice::ReadOnly));
        QByteArray text = m.readAll();
        m.close();
        QVERIFY(writeFile(manifest, text.replace("<Clip file=\"Walker.Base.Animation.Idle.xml\"/>",
                                                 "<Clip file=\"Walker.Base.Animation.Idle.xml\"/>\n    <Clip file=\"Missing.xml\"/>")));
        QVERIFY(document.open(manifest));
        reload.setEnabled(false);
        QVERIFY(document.framework()->findBone("_0Base{B}#Antenna") < 0);
        QVERIFY(writeFile(file, withBone));
        reload.filesChanged({file});
        QCOMPARE(requested.count(), 3);
        QVERIFY(document.framework()->findBone("_0Base{B}#Antenna") >= 0);
    }

    void changesInWords()
    {
        QVERIFY(ReloadReport::describe(CharacterChanges{}).isEmpty());
        CharacterChanges c;
        c.bonesAdded = {"_0Base{BD}#Antenna"};
        c.bonesMoved = {"_0Base{BD}#Spine2"};
        c.controllersChanged = {"m#C1", "m#C2", "m#C3", "m#C4", "m#C5", "m#C6"};
        c.clipsChanged = {"Idle"};
        c.costumesRemoved = {"Robe"};
        c.modulesChanged = true;
        const QStringList expected{
            QStringLiteral("bones: 1 added (Antenna), 1 moved (Spine2)"),
            QStringLiteral("controllers: 6 changed (C1, C2, C3, C4 and 2 more)"),
            QStringLiteral("clips: 1 changed (Idle)"),
            QStringLiteral("costumes: 1 removed (Robe)"),
            QStringLiteral("the manifest's modules (IK, locomotion, slope, physics, pipeline) changed"),
        };
        QCOMPARE(ReloadReport::describe(c), expected);
    }
};

QTEST_GUILESS_MAIN(TestLiveReloadModel)
#include "test_live_reload_model.moc"
