// rigstage-cli eval and validate on the sample, checked against world transforms computed
// independently from the XML text with Qt's own math (QXmlStreamReader, QQuaternion, QMatrix4x4).
#include <algorithm>
#include <cmath>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMatrix4x4>
#include <QProcess>
#include <QQuaternion>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QVector3D>
#include <QXmlStreamReader>

#include <map>

#include <sys/stat.h>

#include "io/character_loader.h"

namespace {

const QString kCli = QStringLiteral(RIGSTAGE_CLI);
const QString kSampleDir = QStringLiteral(RIGSTAGE_SAMPLES "/walker/");
const QString kManifest = kSampleDir + QStringLiteral("walker.character.xml");

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& args)
{
    QProcess p;
    p.start(kCli, args);
    // The importer-exhaustion case takes about 6 s alone and passed 60 s once on a machine busy
    // with two builds: a generous limit, still far below CTest's.
    p.waitForFinished(180000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// Runs the command line, killed after limitMs: a regression that blocks fails instead of hanging
/// the test (exit code -1).
Run runCliWithin(const QStringList& args, int limitMs, qint64* elapsedMs = nullptr)
{
    QProcess p;
    QElapsedTimer clock;
    clock.start();
    p.start(kCli, args);
    const bool finished = p.waitForFinished(limitMs);
    if (!finished) {
        p.kill();
        p.waitForFinished(5000);
    }
    if (elapsedMs) {
        *elapsedMs = clock.elapsed();
    }
    return {finished && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QList<float> numbers(const QString& text)
{
    QList<float> out;
    for (const QString& s : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        out << s.toFloat();
    }
    return out;
}

struct Local {
    QVector3D t;
    QQuaternion r;
};

/// name -> (parent, bind local) read straight from the Framework XML.
std::map<QString, std::pair<QString, Local>> readFramework()
{
    QFile f(kSampleDir + QStringLiteral("Walker.Base.Framework.xml"));
    f.open(QIODevice::ReadOnly);
    QXmlStreamReader xml(&f);
    std::map<QString, std::pair<QString, Local>> out;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("Bone")) {
            const auto a = xml.attributes();
            const QList<float> t = numbers(a.value("t").toString());
            const QList<float> r = numbers(a.value("r").toString());
            out[a.value("name").toString()] = {a.value("parent").toString(),
                                               {QVector3D(t[0], t[1], t[2]), QQuaternion(r[3], r[0], r[1], r[2]).normalized()}};
        }
    }
    return out;
}

/// bone -> frame -> local, read straight from the Animation XML.
std::map<QString, std::map<int, Local>> readWalk()
{
    QFile f(kSampleDir + QStringLiteral("Walker.Base.Animation.Walk.xml"));
    f.open(QIODevice::ReadOnly);
    QXmlStreamReader xml(&f);
    std::map<QString, std::map<int, Local>> out;
    QString bone;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("Track")) {
            bone = a.value("bone").toString();
        } else if (xml.name() == QLatin1String("Key")) {
            const QList<float> t = numbers(a.value("t").toString());
            const QList<float> r = numbers(a.value("r").toString());
            out[bone][a.value("f").toInt()] = {QVector3D(t[0], t[1], t[2]), QQuaternion(r[3], r[0], r[1], r[2]).normalized()};
        }
    }
    return out;
}

QMatrix4x4 localMatrix(const Local& l)
{
    QMatrix4x4 m;
    m.translate(l.t);
    m.rotate(l.r);
    return m;
}

}  // namespace

class TestCliEval : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void evalMatchesIndependentComputation()
    {
        // Clip and helper joints only: the hand IK onto its baked targets is checked below.
        const Run run = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0,8,4.5"),
                                QStringLiteral("--no-procedural")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonArray bones = doc.object().value("bones").toArray();
        const QJsonArray frames = doc.object().value("frames").toArray();
        QCOMPARE(bones.size(), 78);  // 62 base bones, then 16 helper joints of the Muscle layer
        QCOMPARE(frames.size(), 3);
        QCOMPARE(bones.at(1).toString(), QStringLiteral("_0Base{BD}#Pelvis"));

        const auto framework = readFramework();
        const auto walk = readWalk();
        QCOMPARE(int(framework.size()), 62);
        std::map<QString, QMatrix4x4> bindWorld;
        for (int i = 0; i < 62; ++i) {
            const QString name = bones.at(i).toString();
            const auto& [parent, bind] = framework.at(name);
            bindWorld[name] = (parent.isEmpty() ? QMatrix4x4() : bindWorld.at(parent)) * localMatrix(bind);
        }
        for (const QJsonValue frameValue : frames) {
            const QJsonObject frameObject = frameValue.toObject();
            const double frame = frameObject.value("frame").toDouble();
            const QJsonArray world = frameObject.value("world").toArray();
            QCOMPARE(world.size(), 78);
            std::map<QString, QMatrix4x4> expected;
            for (int i = 0; i < 62; ++i) {  // the base layer comes first, parents before children
                const QString name = bones.at(i).toString();
                const auto& [parent, bind] = framework.at(name);
                Local local = bind;
                const auto track = walk.find(name);
                if (track != walk.end()) {
                    const int f0 = int(frame);
                    const float t = float(frame - f0);
                    const Local& a = track->second.at(f0);
                    const Local& b = track->second.at(t > 0 ? f0 + 1 : f0);
                    local = {a.t + (b.t - a.t) * t, QQuaternion::slerp(a.r, b.r, t)};
                }
                expected[name] = (parent.isEmpty() ? QMatrix4x4() : expected.at(parent)) * localMatrix(local);
                const QJsonArray m = world.at(i).toArray();
                QCOMPARE(m.size(), 16);
                for (int k = 0; k < 16; ++k) {
                    const float want = expected[name].constData()[k];  // column-major, like the JSON
                    const float got = float(m.at(k).toDouble());
                    QVERIFY2(std::abs(got - want) < 2e-3f,
                             qPrintable(QStringLiteral("frame %1 bone %2 element %3: %4 vs %5")
                                            .arg(frame).arg(name).arg(k).arg(got).arg(want)));
                }
            }
            // A helper joint: the forearm twist (World->World orientation constraint on the forearm and the
            // hand, 50/50, Keep Initial Offset) turns half way between them, times the offset that gives
            // its bind orientation (the forearm's: its local bind rotation is the identity) at the bind pose.
            const auto rotationOf = [&](const QString& bone) {
                const QJsonArray m = world.at(bones.toVariantList().indexOf(bone)).toArray();
                float v[16];
                for (int k = 0; k < 16; ++k) {
                    v[k] = float(m.at(k).toDouble());
                }
                const QMatrix4x4 matrix = QMatrix4x4(v).transposed();  // the JSON is column-major
                return QQuaternion::fromRotationMatrix(matrix.normalMatrix());
            };
            const auto rot = [](const QMatrix4x4& m) { return QQuaternion::fromRotationMatrix(m.normalMatrix()); };
            const QQuaternion initial = QQuaternion::slerp(rot(bindWorld.at("_0Base{BD}#L_Forearm")),
                                                           rot(bindWorld.at("_0Base{BD}#L_Hand")), 0.5f);
            const QQuaternion offset = initial.inverted() * rot(bindWorld.at("_0Base{BD}#L_Forearm"));
            const QQuaternion expectedTwist =
                QQuaternion::slerp(rot(expected.at("_0Base{BD}#L_Forearm")), rot(expected.at("_0Base{BD}#L_Hand")), 0.5f) * offset;
            const QQuaternion gotTwist = rotationOf("_1Muscle{D}#L_ForeTwist");
            QVERIFY2(std::abs(std::abs(QQuaternion::dotProduct(expectedTwist, gotTwist)) - 1.0f) < 1e-4f,
                     qPrintable(QStringLiteral("frame %1: twist off").arg(frame)));
        }
    }

    void handIkReproducesTheClipOnItsTargets()
    {
        // The sample's hand IK aims at IK_Hand_* bones baked to where the clip puts the hands: on
        // keyed frames it reproduces the clip; between keys the target moves on the chord of the
        // hand's arc, so the hand differs by a fraction of a millimetre. Nothing else moves.
        const QStringList frames = {QStringLiteral("--frames"), QStringLiteral("0,8,4.5")};
        const Run baked = runCli(QStringList{QStringLiteral("eval"), kManifest, QStringLiteral("--no-procedural")} + frames);
        const Run full = runCli(QStringList{QStringLiteral("eval"), kManifest} + frames);
        QCOMPARE(baked.exitCode, 0);
        QCOMPARE(full.exitCode, 0);
        const QJsonObject a = QJsonDocument::fromJson(baked.out).object();
        const QJsonObject b = QJsonDocument::fromJson(full.out).object();
        const QJsonArray bones = a.value("bones").toArray();
        const auto translation = [](const QJsonArray& m) {
            return QVector3D(float(m.at(12).toDouble()), float(m.at(13).toDouble()), float(m.at(14).toDouble()));
        };
        const auto onArm = [](const QString& name) {
            return name.contains(QStringLiteral("UpperArm")) || name.contains(QStringLiteral("Fore")) || name.contains(QStringLiteral("Hand"))
                || name.contains(QStringLiteral("Elbow")) || name.contains(QStringLiteral("Biceps")) || name.contains(QStringLiteral("Deltoid"))
                || name.contains(QStringLiteral("Thumb")) || name.contains(QStringLiteral("Index")) || name.contains(QStringLiteral("Middle"))
                || name.contains(QStringLiteral("Ring")) || name.contains(QStringLiteral("Pinky"));
        };
        for (int f = 0; f < 3; ++f) {
            const bool keyed = f < 2;
            const QJsonArray wa = a.value("frames").toArray().at(f).toObject().value("world").toArray();
            const QJsonArray wb = b.value("frames").toArray().at(f).toObject().value("world").toArray();
            for (int i = 0; i < bones.size(); ++i) {
                const QString name = bones.at(i).toString();
                const float off = (translation(wa.at(i).toArray()) - translation(wb.at(i).toArray())).length();
                const float tolerance = !onArm(name) ? 1e-4f : keyed ? 5e-3f : 0.1f;
                QVERIFY2(off < tolerance, qPrintable(QStringLiteral("frame %1 %2 moved by %3").arg(f).arg(name).arg(off)));
            }
        }
    }

    void sampleStandsUprightInCentimetres()
    {
        const Run run = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(root.value("upAxis").toString(), QStringLiteral("Z"));
        QCOMPARE(root.value("unit").toString(), QStringLiteral("cm"));
        const QJsonArray bones = root.value("bones").toArray();
        const QJsonArray world = root.value("frames").toArray().at(0).toObject().value("world").toArray();
        float minZ = 1e9f, maxZ = -1e9f;
        for (int i = 0; i < 62; ++i) {
            const float z = float(world.at(i).toArray().at(14).toDouble());
            minZ = std::min(minZ, z);
            maxZ = std::max(maxZ, z);
        }
        QVERIFY2(minZ > -1.0f && minZ < 5.0f, qPrintable(QString::number(minZ)));    // feet on the ground
        QVERIFY2(maxZ > 170.0f && maxZ < 185.0f, qPrintable(QString::number(maxZ)));  // about 180 cm tall
    }

    void defaultFramesAreTheWholeClip()
    {
        const Run run = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--clip"), QStringLiteral("Walk")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(root.value("frames").toArray().size(), 33);  // frames 0..32
        QCOMPARE(root.value("clip").toString(), QStringLiteral("Walk"));
    }

    void framesAreTheFramesAskedForAndLoopingIsOptIn()
    {
        const auto worldOf = [](const Run& r, int i = 0) {
            return QJsonDocument::fromJson(r.out).object().value("frames").toArray().at(i).toObject().value("world");
        };
        // A clip whose root moves 120 cm forward over frames 0..32: frame 32 is printed as frame
        // 32 (y = -120), not wrapped onto frame 0; beyond the end it clamps to the last frame.
        const QString moving = QStringLiteral(RIGSTAGE_FIXTURES "/moving/moving.character.xml");
        const Run forward = runCli({QStringLiteral("eval"), moving, QStringLiteral("--frames"), QStringLiteral("0,32,40,16")});
        QVERIFY2(forward.exitCode == 0, forward.err.constData());
        const auto rootY = [&](const Run& r, int i) { return worldOf(r, i).toArray().at(0).toArray().at(13).toDouble(); };
        QCOMPARE(rootY(forward, 0), 0.0);
        QCOMPARE(rootY(forward, 1), -120.0);
        QCOMPARE(rootY(forward, 2), -120.0);
        QCOMPARE(rootY(forward, 3), -60.0);
        const Run looped = runCli({QStringLiteral("eval"), moving, QStringLiteral("--frames"), QStringLiteral("40"), QStringLiteral("--loop")});
        QCOMPARE(rootY(looped, 0), -30.0);  // 40 wraps to 8
        const Run ends = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0,32,40")});
        QCOMPARE(ends.exitCode, 0);
        // --loop wraps: 40 is 8.
        const Run a = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("40"), QStringLiteral("--loop")});
        const Run b = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("8")});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(worldOf(a), worldOf(b));
        // --frames all is every frame of the clip, as the default.
        const Run all = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("all")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(all.out).object().value("frames").toArray().size(), 33);
        QCOMPARE(worldOf(all, 32), worldOf(ends, 1));
    }

    void bindPoseEvaluatesControllersWithoutAClip()
    {
        // No clip: the base bones outside the IK chains stand at their bind world transforms,
        // computed here from the Framework XML; the helper joints are evaluated (and differ from
        // their bind where a controller moves them: the deltoid's reaction sits at its curve's 0).
        const Run run = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--bind-pose")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        QVERIFY(root.value("bindPose").toBool());
        QVERIFY(!root.contains("clip"));
        const QJsonArray bones = root.value("bones").toArray();
        const QJsonArray frames = root.value("frames").toArray();
        QCOMPARE(frames.size(), 1);
        const auto framework = readFramework();
        std::map<QString, QMatrix4x4> bindWorld;
        for (int i = 0; i < 62; ++i) {
            const QString name = bones.at(i).toString();
            const auto& [parent, bind] = framework.at(name);
            bindWorld[name] = (parent.isEmpty() ? QMatrix4x4() : bindWorld.at(parent)) * localMatrix(bind);
        }
        const QJsonArray world = frames.at(0).toObject().value("world").toArray();
        for (const char* name : {"_0Base{B}#Root", "_0Base{BD}#Pelvis", "_0Base{BD}#Spine2", "_0Base{BD}#Head"}) {
            const int i = bones.toVariantList().indexOf(QString::fromLatin1(name));
            QVERIFY(i >= 0);
            const QJsonArray m = world.at(i).toArray();
            const QMatrix4x4 expected = bindWorld.at(QString::fromLatin1(name));
            for (int c = 0; c < 4; ++c) {
                for (int r = 0; r < 4; ++r) {
                    QVERIFY2(std::abs(m.at(c * 4 + r).toDouble() - expected(r, c)) < 1e-3, name);
                }
            }
        }
        const Run mixed = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--bind-pose"), QStringLiteral("--frames"), QStringLiteral("3")});
        QCOMPARE(mixed.exitCode, 2);
        QVERIFY(mixed.err.contains("--bind-pose"));
    }

    void upgradeRewritesVersionOneFilesInPlace()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("Walker.Muscle.HelperJointSetting.xml"));
        QVERIFY(QFile::copy(QStringLiteral(RIGSTAGE_FIXTURES "/v1/Walker.Muscle.HelperJointSetting.xml"), file));
        const auto lines = [](const QString& path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll().split('\n') : QList<QByteArray>();
        };
        const QList<QByteArray> before = lines(file);
        const Run dry = runCli({QStringLiteral("upgrade"), file, QStringLiteral("--dry-run")});
        QCOMPARE(dry.exitCode, 0);
        QVERIFY(dry.out.contains("would be upgraded"));
        QCOMPARE(lines(file), before);
        const Run run = runCli({QStringLiteral("upgrade"), file});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("upgraded to version 2"));
        const QList<QByteArray> after = lines(file);
        QCOMPARE(after.size(), before.size());  // only start tags were rewritten, in place
        int changed = 0;
        for (qsizetype i = 0; i < before.size(); ++i) {
            if (before[i] != after[i]) {
                ++changed;
                QVERIFY2(after[i].contains("version=\"2\"") || after[i].contains("<Point"), after[i].constData());
            }
        }
        // The root, then per side the deltoid's two curves (3 + 1 lines), the elbow and the knee volume
        // curves (1 line each): 1 + 2 * (3 + 1 + 1 + 1).
        QCOMPARE(changed, 13);
        const Run again = runCli({QStringLiteral("upgrade"), file});
        QVERIFY(again.out.contains("already version 2"));
        const Run badFile = runCli({QStringLiteral("upgrade"), QStringLiteral("/nonexistent.xml")});
        QCOMPARE(badFile.exitCode, 2);
    }

    void upgradeRefusesAnglesThatAreNoFiniteNumbers_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("nan") << "nan";
        QTest::newRow("infinity") << "inf";
        QTest::newRow("a word") << "thirty";
        QTest::newRow("two numbers, one NaN") << "30 nan";
    }
    void upgradeRefusesAnglesThatAreNoFiniteNumbers()
    {
        // Written through, "nan" would claim version 2's radians: upgrade names the line and the
        // attribute, writes nothing and exits 2.
        QFETCH(QString, value);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("Bad.HelperJointSetting.xml"));
        const QByteArray text = "<HelperJointSetting version=\"1\" layer=\"Muscle\">\n"
                                "    <Helper bone=\"_1Muscle{D}#H\"><Rotation><EulerXYZ x=\"" + value.toUtf8()
                                + "\" z=\"30\"/></Rotation></Helper>\n</HelperJointSetting>\n";
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        const Run run = runCli({QStringLiteral("upgrade"), file});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.contains("xml.non-finite") || run.err.contains("xml.non-finite"), (run.out + run.err).constData());
        QVERIFY2((run.out + run.err).contains(":2:") && (run.out + run.err).contains("'x'"), (run.out + run.err).constData());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), text);  // untouched
    }

    void badInputExitsWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("stderrContains");
        QTest::newRow("no manifest") << QStringList{"eval"} << "exactly one manifest";
        QTest::newRow("missing file") << QStringList{"eval", "/nonexistent/x.xml"} << "/nonexistent/x.xml: error [io.unreadable]: no such file";
        QTest::newRow("a folder as the manifest") << QStringList{"eval", kSampleDir} << "error [io.unreadable]: is a folder, not a file";
        QTest::newRow("unknown clip") << QStringList{"eval", kManifest, "--clip", "Run"} << "available: Walk";
        QTest::newRow("bad frames") << QStringList{"eval", kManifest, "--frames", "0,ten"} << "--frames expects";
        QTest::newRow("loop and no-loop") << QStringList{"eval", kManifest, "--loop", "--no-loop"} << "contradict";
        QTest::newRow("unknown option") << QStringList{"eval", kManifest, "--speed", "2"} << "Unknown option";
        QTest::newRow("unknown command") << QStringList{"explode"} << "unknown command";
        QTest::newRow("bad format") << QStringList{"validate", kManifest, "--format", "xml"} << "unknown --format";
        QTest::newRow("broken framework")
            << QStringList{"eval", QStringLiteral(RIGSTAGE_FIXTURES "/xml/manifest_missing_layer_file.xml")}
            << "does-not-exist.Framework.xml";
    }
    void badInputExitsWithTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, stderrContains);
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(stderrContains), run.err.constData());
    }

    void filesThatAreNoRegularFilesFailAtOnce_data()
    {
        QTest::addColumn<QString>("command");   // eval, compare or model
        QTest::addColumn<QString>("kind");      // fifo, device, folder or sparse
        QTest::addColumn<QString>("expected");  // in the error, after the file's name
        QTest::newRow("eval --terrain FIFO") << "eval" << "fifo" << "cannot read terrain file %1: it is a FIFO or device, not a regular file";
        QTest::newRow("eval --terrain /dev/zero") << "eval" << "device" << "cannot read terrain file %1: it is a FIFO or device, not a regular file";
        QTest::newRow("eval --terrain folder") << "eval" << "folder" << "cannot read terrain file %1: it is a folder, not a file";
        QTest::newRow("eval --terrain 600 MiB") << "eval" << "sparse"
                                                << "cannot read terrain file %1: it is 600 MiB, more than the 1 MiB a terrain file may have";
        QTest::newRow("compare FIFO") << "compare" << "fifo" << "cannot read image %1: it is a FIFO or device, not a regular file";
        QTest::newRow("compare /dev/zero") << "compare" << "device" << "cannot read image %1: it is a FIFO or device, not a regular file";
        QTest::newRow("compare folder") << "compare" << "folder" << "cannot read image %1: it is a folder, not a file";
        QTest::newRow("compare 600 MiB") << "compare" << "sparse" << "cannot read image %1: it is 600 MiB, more than the 256 MiB a picture may have";
        QTest::newRow("a glTF whose buffer is a FIFO") << "model" << "fifo" << "%1: error [io.unreadable]: is a FIFO or device, not a regular file";
    }
    void filesThatAreNoRegularFilesFailAtOnce()
    {
        QFETCH(QString, command);
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QString file = dir.filePath(command == QLatin1String("model") ? QStringLiteral("tri.bin") : QStringLiteral("input"));
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(file.toLocal8Bit().constData(), 0600), 0);
        } else if (kind == QLatin1String("device")) {
            file = QStringLiteral("/dev/zero");
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir().mkdir(file));
        } else {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(qint64(600) << 20));  // sparse: no disk is used
        }
        QStringList args;
        if (command == QLatin1String("eval")) {
            args = {QStringLiteral("eval"), kManifest, QStringLiteral("--bind-pose"), QStringLiteral("--terrain"), file};
        } else if (command == QLatin1String("compare")) {
            QImage image(8, 8, QImage::Format_RGB32);
            image.fill(Qt::black);
            const QString png = dir.filePath(QStringLiteral("a.png"));
            QVERIFY(image.save(png));
            args = {QStringLiteral("compare"), png, file};
        } else {
            // A glTF of one triangle whose positions are in tri.bin.
            QFile gltf(dir.filePath(QStringLiteral("tri.gltf")));
            QVERIFY(gltf.open(QIODevice::WriteOnly));
            gltf.write("{\"asset\": {\"version\": \"2.0\"}, \"scenes\": [{\"nodes\": [0]}], \"nodes\": [{\"mesh\": 0}],"
                       " \"meshes\": [{\"primitives\": [{\"attributes\": {\"POSITION\": 0}}]}],"
                       " \"accessors\": [{\"bufferView\": 0, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\","
                       " \"min\": [0, 0, 0], \"max\": [1, 1, 0]}],"
                       " \"bufferViews\": [{\"buffer\": 0, \"byteLength\": 36}], \"buffers\": [{\"byteLength\": 36, \"uri\": \"tri.bin\"}]}");
            gltf.close();
            args = {QStringLiteral("eval"), gltf.fileName(), QStringLiteral("--bind-pose")};
        }
        qint64 ms = 0;
        const Run run = runCliWithin(args, 10000, &ms);
        QVERIFY2(run.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(run.exitCode).arg(QString::fromUtf8(run.err))));
        QVERIFY2(QString::fromUtf8(run.err).contains(expected.arg(file)), run.err.constData());
        QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
    }

    void brokenFilesNeverGiveASilentSuccess_data()
    {
        // The moving fixture with one file broken as a careless exporter would: eval must not print
        // a pose (exit 2) unless --keep-going; validate reports it (exit 2 for unreadable files,
        // 1 for a bad rig).
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("stderrContains");
        QTest::addColumn<int>("validateExit");
        const QByteArray clip = "<Animation version=\"1\" name=\"Forward\" layer=\"Base\" frameRate=\"30\" start=\"0\" end=\"32\">\n"
                                "<Track bone=\"_0Base{B}#Root\"><Key f=\"0\" t=\"0 0 0\" r=\"0 0 0 1\"/>";
        QTest::newRow("truncated clip") << "Moving.Base.Animation.Forward.xml" << clip << "xml.malformed" << 2;
        QTest::newRow("unknown clip attribute")
            << "Moving.Base.Animation.Forward.xml" << clip + " </Track><Track bone=\"_0Base{BD}#Body\" speed=\"2\"/></Animation>"
            << "xml.unknown-attribute" << 2;
        QTest::newRow("huge number in a key")
            << "Moving.Base.Animation.Forward.xml" << clip + "<Key f=\"4\" t=\"-1e308 0 0\" r=\"0 0 0 1\"/></Track></Animation>"
            << "xml.bad-number" << 2;  // beyond a float
        QTest::newRow("duplicated keys")
            << "Moving.Base.Animation.Forward.xml" << clip + "<Key f=\"0\" t=\"0 0 0\" r=\"0 0 0 1\"/></Track></Animation>"
            << "clip.unsorted-keys" << 1;
        QTest::newRow("second root element")
            << "Moving.Base.Animation.Forward.xml" << clip + "</Track></Animation><Animation/>" << "xml.second-root" << 2;
        const QByteArray manifest = "<Character version=\"1\" name=\"Moving\">\n<Layer framework=\"Moving.Base.Framework.xml\"/>\n"
                                    "<Clip file=\"Moving.Base.Animation.Forward.xml\"/>\n";
        QTest::newRow("IK names a missing bone")
            << "moving.character.xml"
            << manifest + "<TwoBoneIk root=\"_0Base{B}#Root\" mid=\"_0Base{BD}#Body\" end=\"_0Base{BD}#Hand\" ground=\"true\"/></Character>"
            << "procedural.unknown-bone" << 1;
        QTest::newRow("ground=maybe")
            << "moving.character.xml"
            << manifest + "<TwoBoneIk root=\"_0Base{B}#Root\" mid=\"_0Base{BD}#Body\" end=\"_0Base{BD}#Body\" ground=\"maybe\"/></Character>"
            << "xml.bad-bool" << 2;
        QTest::newRow("stepSeconds 0")
            << "moving.character.xml"
            << manifest + "<Locomotion root=\"_0Base{B}#Root\" pelvis=\"_0Base{BD}#Body\" leftLeg=\"a b c\" rightLeg=\"a b c\" stepSeconds=\"0\"/></Character>"
            << "procedural.bad-option" << 1;
        QTest::newRow("a model that exhausts the importer")
            << "moving.character.xml"
            << manifest + "<Mesh file=\"" RIGSTAGE_FIXTURES "/models/assimp-oom.glb\"/></Character>" << "import.crashed" << 2;
        QTest::newRow("version 1.0")
            << "moving.character.xml" << QByteArray("<Character version=\"1.0\" name=\"Moving\"><Layer framework=\"Moving.Base.Framework.xml\"/></Character>")
            << "xml.unsupported-version" << 2;
    }
    void brokenFilesNeverGiveASilentSuccess()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QString, stderrContains);
        QFETCH(int, validateExit);
        QTemporaryDir dir;
        for (const char* name : {"moving.character.xml", "Moving.Base.Framework.xml", "Moving.Base.Animation.Forward.xml"}) {
            QVERIFY(QFile::copy(QStringLiteral(RIGSTAGE_FIXTURES "/moving/") + QLatin1String(name), dir.filePath(QLatin1String(name))));
            QFile::setPermissions(dir.filePath(QLatin1String(name)), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
        QFile broken(dir.filePath(file));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write(text);
        broken.close();
        const QString manifest = dir.filePath(QStringLiteral("moving.character.xml"));
        const Run eval = runCli({QStringLiteral("eval"), manifest, QStringLiteral("--frames"), QStringLiteral("0")});
        QCOMPARE(eval.exitCode, 2);
        QVERIFY2(QString::fromUtf8(eval.err).contains(stderrContains), eval.err.constData());
        QVERIFY(eval.out.isEmpty());
        const Run validate = runCli({QStringLiteral("validate"), manifest});
        QVERIFY2(validate.exitCode == validateExit, validate.out.constData());
        QVERIFY2(QString::fromUtf8(validate.out + validate.err).contains(stderrContains), validate.out.constData());
        if (file.endsWith(QLatin1String("Forward.xml"))) {
            // Asked to go on, eval evaluates what loaded (the bones without the clip) and still says why.
            const Run going = runCli({QStringLiteral("eval"), manifest, QStringLiteral("--frames"), QStringLiteral("0"), QStringLiteral("--keep-going")});
            QCOMPARE(going.exitCode, 0);
            QVERIFY(QString::fromUtf8(going.err).contains(stderrContains));
        }
    }

    void aWorldTransformThatOverflowsIsRefusedWithItsCause()
    {
        // Two keyed translations of 3e38, each a finite float, add up past the largest float in
        // the child's world transform: eval prints nothing and names the overflow, not a stage.
        QTemporaryDir dir;
        for (const char* name : {"moving.character.xml", "Moving.Base.Framework.xml"}) {
            QVERIFY(QFile::copy(QStringLiteral(RIGSTAGE_FIXTURES "/moving/") + QLatin1String(name), dir.filePath(QLatin1String(name))));
        }
        QFile clip(dir.filePath(QStringLiteral("Moving.Base.Animation.Forward.xml")));
        QVERIFY(clip.open(QIODevice::WriteOnly));
        clip.write("<Animation version=\"1\" name=\"Forward\" layer=\"Base\" frameRate=\"30\" start=\"0\" end=\"2\">\n"
                   "<Track bone=\"_0Base{B}#Root\"><Key f=\"0\" t=\"3e38 0 0\" r=\"0 0 0 1\"/></Track>\n"
                   "<Track bone=\"_0Base{BD}#Body\"><Key f=\"0\" t=\"3e38 0 0\" r=\"0 0 0 1\"/></Track>\n</Animation>\n");
        clip.close();
        const Run eval = runCli({QStringLiteral("eval"), dir.filePath(QStringLiteral("moving.character.xml")), QStringLiteral("--frames"), QStringLiteral("0")});
        QCOMPARE(eval.exitCode, 2);
        QVERIFY(eval.out.isEmpty());
        QVERIFY2(eval.err.contains("error [eval.non-finite]: frame 0: bone _0Base{BD}#Body") && eval.err.contains("composing the bones' local transforms overflowed"),
                 eval.err.constData());
    }

    void aTimeIsSecondsOrAFrameAtARate()
    {
        // The walker's walk runs at 30 fps: 0.5 s, frame 15, and frame 12 of a 24 fps timeline are
        // one instant, printed with its frame and its time. A time past 1e7 frames (3e38 s overflows
        // a float once times the rate) is refused, not wrapped into NaN.
        const auto pose = [&](const QStringList& when) {
            const Run run = runCli(QStringList{QStringLiteral("eval"), kManifest} + when);
            return run.exitCode == 0 ? QJsonDocument::fromJson(run.out).object().value(QStringLiteral("frames")).toArray() : QJsonArray();
        };
        const QJsonArray byTime = pose({QStringLiteral("--times"), QStringLiteral("0.5")});
        const QJsonArray byFrame = pose({QStringLiteral("--frames"), QStringLiteral("15")});
        const QJsonArray at24 = pose({QStringLiteral("--frames"), QStringLiteral("12"), QStringLiteral("--fps"), QStringLiteral("24")});
        QVERIFY(byTime.size() == 1 && byFrame.size() == 1 && at24.size() == 1);
        for (const QJsonArray& frames : {byTime, byFrame, at24}) {
            const QJsonObject f = frames[0].toObject();
            QCOMPARE(f.value(QStringLiteral("frame")).toDouble(), 15.0);
            QCOMPARE(f.value(QStringLiteral("time")).toDouble(), 0.5);
            QCOMPARE(f.value(QStringLiteral("world")), byFrame[0].toObject().value(QStringLiteral("world")));
        }
        for (const QStringList& bad : {QStringList{"--times", "0.5", "--frames", "15"}, QStringList{"--fps", "24"},
                                       QStringList{"--frames", "3", "--fps", "-24"}, QStringList{"--times", "half"},
                                       QStringList{"--times", "3e38"}, QStringList{"--frames", "1e8", "--loop"}}) {
            QCOMPARE(runCli(QStringList{QStringLiteral("eval"), kManifest} + bad).exitCode, 2);
        }
    }

    void helpExitsWithZero()
    {
        for (const QStringList& args : {QStringList{"--help"}, QStringList{"eval", "--help"}, QStringList{"validate", "--help"}}) {
            const Run run = runCli(args);
            QCOMPARE(run.exitCode, 0);
            QVERIFY(run.out.contains("rigstage-cli") || run.out.contains("Usage"));
        }
    }

    void validateCleanSample()
    {
        const Run run = runCli({QStringLiteral("validate"), kManifest});
        QVERIFY2(run.exitCode == 0, run.out.constData());
        QVERIFY(run.out.contains("0 error(s), 0 warning(s)"));
    }

    void validateAndEvalReportWhatCannotApply_data()
    {
        QTest::addColumn<QString>("manifest");
        QTest::addColumn<QString>("finding");
        // The clip drives layer 'Nope': nothing of it would play (at its Animation element's line).
        QTest::newRow("layer not stacked") << "manifest_clip_unknown_layer.xml" << "anim_unknown_layer.xml:2: error [clip.unknown-layer]";
        // Pelvis tracked as 'Pelvis' and as '_0Base{BD}#Pelvis': which one plays would depend on
        // their order (at the second track's line).
        QTest::newRow("one bone tracked twice") << "manifest_clip_bone_twice.xml" << "anim_bone_twice.xml:6: error [clip.duplicate-track]";
        // A correction for a mesh the character lacks: eval writes no mesh, yet the files are broken
        // all the same (at the Correction element's line).
        QTest::newRow("correction for no mesh") << "manifest_correction_unknown_mesh.xml"
                                                << "corrections_unknown_mesh.xml:4: error [correction.unusable]";
    }
    void validateAndEvalReportWhatCannotApply()
    {
        // validate says so and exits 1; eval refuses the clip with exit 2 unless --keep-going.
        QFETCH(QString, manifest);
        QFETCH(QString, finding);
        const QString path = QStringLiteral(RIGSTAGE_FIXTURES "/xml/") + manifest;
        const Run run = runCli({QStringLiteral("validate"), path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(finding.toUtf8()), run.out.constData());
        const Run eval = runCli({QStringLiteral("eval"), path, QStringLiteral("--frames"), QStringLiteral("0")});
        QCOMPARE(eval.exitCode, 2);
        QVERIFY2(eval.err.contains(finding.toUtf8()), eval.err.constData());
        QCOMPARE(runCli({QStringLiteral("eval"), path, QStringLiteral("--frames"), QStringLiteral("0"), QStringLiteral("--keep-going")}).exitCode, 0);
    }

    void validateATemplateAgainstABase()
    {
        const QString base = kManifest;
        const QString clean = QStringLiteral(RIGSTAGE_SAMPLES "/../templates/mantle/");
        const Run ok = runCli({QStringLiteral("validate"), QStringLiteral("--base"), base, clean + "Mantle.HelperJointSetting.xml",
                               clean + "Mantle.Framework.xml"});
        QVERIFY2(ok.exitCode == 0, ok.out.constData());
        const QString broken = QStringLiteral(RIGSTAGE_FIXTURES "/templates/broken/controller-missing-target/");
        const Run junit = runCli({QStringLiteral("validate"), QStringLiteral("--base"), base, broken + "Cape.Framework.xml",
                                  broken + "Cape.HelperJointSetting.xml", QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(junit.exitCode, 1);
        QXmlStreamReader xml(junit.out);
        int failures = 0;
        QString type;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("failure")) {
                ++failures;
                type = xml.attributes().value("type").toString();
            }
        }
        QVERIFY(!xml.hasError());
        QCOMPARE(failures, 1);
        QCOMPARE(type, QStringLiteral("helper.unknown-bone"));
        const Run noBase = runCli({QStringLiteral("validate"), QStringLiteral("--base"), QStringLiteral("/nonexistent.xml"),
                                   broken + "Cape.Framework.xml"});
        QCOMPARE(noBase.exitCode, 2);
    }

    void koreanTranslationIsUsedWithLangKo()
    {
        const Run run = runCli({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("validate"), kManifest});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(QString::fromUtf8(run.out).contains(QStringLiteral("오류 0개, 경고 0개")), run.out.constData());
    }

    void validateReportsFindingsInEveryFormat()
    {
        // A character whose costume layer has a badly named bone and a bone of a higher layer
        // depended on by the base: exit code 1, and JUnit counts the failures.
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write("c.xml", "<Character version=\"1\" name=\"C\"><Layer framework=\"base.xml\"/>"
                       "<Layer framework=\"costume.xml\"/></Character>");
        write("base.xml", "<Framework version=\"1\" layer=\"Base\" level=\"0\">\n"
                          "<Bone name=\"_0Base{B}#Pelvis\"/>\n</Framework>\n");
        write("costume.xml", "<Framework version=\"1\" layer=\"Costume\" level=\"2\">\n"
                             "<Bone name=\"_2Costume{BD}#Skirt\" parent=\"_0Base{B}#Pelvis\"/>\n"
                             "<Bone name=\"Skirt 2\" parent=\"_2Costume{BD}#Skirt\"/>\n"
                             "<Bone name=\"_2Costume{BX}#Skirt3\" parent=\"_2Costume{BD}#Skirt\"/>\n</Framework>\n");
        const QString manifest = dir.filePath("c.xml");
        const Run text = runCli({QStringLiteral("validate"), manifest});
        QCOMPARE(text.exitCode, 1);
        QVERIFY2(text.out.contains("costume.xml:3: error [naming.bad-name]"), text.out.constData());
        QVERIFY2(text.out.contains("costume.xml:4: error [naming.unknown-flag]"), text.out.constData());

        const Run json = runCli({QStringLiteral("validate"), manifest, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject root = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(root.value("errors").toInt(), 2);
        const QJsonObject first = root.value("findings").toArray().at(0).toObject();
        QCOMPARE(first.value("line").toInt(), 3);
        QCOMPARE(first.value("bones").toArray().at(0).toString(), QStringLiteral("Skirt 2"));

        const Run junit = runCli({QStringLiteral("validate"), manifest, QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(junit.exitCode, 1);
        QXmlStreamReader xml(junit.out);
        int failures = 0;
        QString suiteFailures;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("failure")) {
                ++failures;
            }
            if (xml.isStartElement() && xml.name() == QLatin1String("testsuite")) {
                suiteFailures = xml.attributes().value("failures").toString();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(failures, 2);
        QCOMPARE(suiteFailures, QStringLiteral("2"));
    }

    void sampleIsUnchangedByThePipelineOfStages()
    {
        // tests/fixtures/pipeline/walker_before_pipeline.json is the sample's eval printed by an
        // evaluator that ran the clip, the IK and the helpers as fixed calls instead of stages
        // (commit 78ffd22): the default order of stages must give the same numbers. Regenerate it
        // only when the sample's rig itself changes.
        QFile golden(QStringLiteral(RIGSTAGE_FIXTURES "/pipeline/walker_before_pipeline.json"));
        QVERIFY(golden.open(QIODevice::ReadOnly));
        const QJsonObject before = QJsonDocument::fromJson(golden.readAll()).object();
        const Run run = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0,7,13.5,21")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject now = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(now.value(QStringLiteral("bones")), before.value(QStringLiteral("bones")));
        // On keys (0, 7, 21) the same numbers to float rounding: the two-bone IK solve takes its
        // steps in another order than the fixture's evaluator (a shorter chain of dependent steps:
        // docs/performance.md), so the arms' IK gives results a few units in the last place apart
        // (2e-7 on a matrix entry, 2e-5 cm at 100 cm from the origin). Between keys (13.5) the
        // dense sampler's corrected nlerp stands where the fixture has a slerp: within 1e-5 on a
        // matrix entry and 1e-4 cm.
        const QJsonArray framesNow = now.value(QStringLiteral("frames")).toArray();
        const QJsonArray framesBefore = before.value(QStringLiteral("frames")).toArray();
        QCOMPARE(framesNow.size(), framesBefore.size());
        for (int f = 0; f < framesNow.size(); ++f) {
            const QJsonObject a = framesNow[f].toObject(), b = framesBefore[f].toObject();
            QCOMPARE(a.value(QStringLiteral("frame")), b.value(QStringLiteral("frame")));
            const double frame = b.value(QStringLiteral("frame")).toDouble();
            const bool onKey = frame == std::floor(frame);
            const double rotationTolerance = onKey ? 1e-6 : 1e-5, translationTolerance = onKey ? 5e-5 : 1e-4;
            const QJsonArray wa = a.value(QStringLiteral("world")).toArray(), wb = b.value(QStringLiteral("world")).toArray();
            QCOMPARE(wa.size(), wb.size());
            for (int bone = 0; bone < wa.size(); ++bone) {
                for (int i = 0; i < 16; ++i) {
                    const double x = wa[bone].toArray()[i].toDouble(), y = wb[bone].toArray()[i].toDouble();
                    QVERIFY2(std::abs(x - y) <= (i >= 12 && i <= 14 ? translationTolerance : rotationTolerance),
                             qPrintable(QStringLiteral("frame %1 bone %2 entry %3: %4 vs %5").arg(frame).arg(bone).arg(i).arg(x).arg(y)));
                }
            }
        }
    }

    void benchGoalsRunsTheGoalsBenchmarksAndPrintsTheirTable()
    {
        // Each goal a line with its figure and its state; a goal's benchmark that cannot run (the
        // Fox without ../shared/assets) says so instead of a figure.
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("--goals"), QStringLiteral("--benchmark_min_time=0.001")});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 13);
        QVERIFY(lines.front().contains(QLatin1String("hardware threads")));
        const QStringList frame = lines.filter(QLatin1String("game rig frame, one thread"));
        QCOMPARE(frame.size(), 1);
        QVERIFY2(frame.front().contains(QStringLiteral(" µs  at most 2.20 µs")), qPrintable(frame.front()));
        const QStringList states{QStringLiteral("  met"), QStringLiteral("not met, "), QStringLiteral("reported"),
                                 QStringLiteral("not measured")};
        int measured = 0;
        for (const QString& line : lines.mid(1)) {
            QVERIFY2(std::any_of(states.begin(), states.end(), [&](const QString& s) { return line.contains(s); }),
                     qPrintable(line));
            measured += line.contains(QLatin1String("not measured")) ? 0 : 1;
        }
        QVERIFY2(measured >= 11, qPrintable(QString::fromUtf8(run.out)));  // all but the Fox at worst

        const Run json = runCli({QStringLiteral("bench"), QStringLiteral("--goals"), QStringLiteral("--format"),
                                 QStringLiteral("json"), QStringLiteral("--benchmark_min_time=0.001")});
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(json.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonArray goals = doc.value(QStringLiteral("goals")).toArray();
        QCOMPARE(goals.size(), 12);
        const QJsonObject first = goals.first().toObject();
        QCOMPARE(first.value(QStringLiteral("benchmark")).toString(), QStringLiteral("BM_GameRig_Frame/0"));
        QVERIFY(first.value(QStringLiteral("value")).toDouble() > 0.0);
        QCOMPARE(first.value(QStringLiteral("target")).toDouble(), 2.2);
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--goals"), QStringLiteral("--format"), QStringLiteral("xml")}).exitCode, 2);

        const Run filtered = runCli({QStringLiteral("bench"), QStringLiteral("--goals"), QStringLiteral("--benchmark_filter=Frame")});
        QCOMPARE(filtered.exitCode, 2);
        QVERIFY2(filtered.err.contains("--benchmark_filter cannot go with it"), filtered.err.constData());
    }

    void benchMeasuresACharacter()
    {
        // JSON that parses and carries the numbers: whole frame (min <= median <= max), the efficiency
        // as the ratio it is defined as, the stages and the walker's controllers, counted per character.
        const Run run = runCli({QStringLiteral("bench"), kManifest, QStringLiteral("--instances"), QStringLiteral("6"),
                                QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--frames"),
                                QStringLiteral("20"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonObject r = QJsonDocument::fromJson(run.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(r.value(QStringLiteral("character")).toString(), QStringLiteral("Walker"));
        QCOMPARE(r.value(QStringLiteral("bones")).toInt(), 78);
        QCOMPARE(r.value(QStringLiteral("helpers")).toInt(), 16);
        QCOMPARE(r.value(QStringLiteral("instances")).toInt(), 6);
        QCOMPARE(r.value(QStringLiteral("threads")).toInt(), 2);
        const QJsonObject frame = r.value(QStringLiteral("microsecondsPerCharacter")).toObject();
        const double median = frame.value(QStringLiteral("median")).toDouble();
        QVERIFY(frame.value(QStringLiteral("min")).toDouble() > 0.0);
        QVERIFY(frame.value(QStringLiteral("min")).toDouble() <= median && median <= frame.value(QStringLiteral("max")).toDouble());
        const double one = r.value(QStringLiteral("microsecondsPerCharacterOneThread")).toObject().value(QStringLiteral("median")).toDouble();
        QVERIFY(std::abs(r.value(QStringLiteral("parallelEfficiency")).toDouble() - one / (2.0 * median)) < 1e-6);
        QStringList stages;
        for (const QJsonValue& s : r.value(QStringLiteral("stages")).toArray()) {
            stages << s.toObject().value(QStringLiteral("stage")).toString();
        }
        QVERIFY(stages.contains(QStringLiteral("clip")) && stages.contains(QStringLiteral("helpers")));
        QVERIFY(stages.contains(QStringLiteral("world")));
        int lookAts = 0;
        for (const QJsonValue& c : r.value(QStringLiteral("controllers")).toArray()) {
            const QJsonObject row = c.toObject();
            QVERIFY(row.value(QStringLiteral("nanosecondsPerCall")).toDouble() > 0.0);
            if (row.value(QStringLiteral("type")).toString() == QStringLiteral("Rotation: LookAtConstraint")) {
                lookAts = row.value(QStringLiteral("countPerCharacter")).toInt();
            }
        }
        QCOMPARE(lookAts, 2);  // the walker's two upper-arm twists
        QCOMPARE(r.value(QStringLiteral("helperCosts")).toArray().size(), 16);
        // The walker's pose alone: per bone a local transform, a world matrix, a world rotation and
        // three flag bytes (test_crowd bounds the rest).
        QVERIFY(r.value(QStringLiteral("bytesPerCharacter")).toInteger() >= 78 * (40 + 64 + 16 + 3));

        // Bad input: exit 2 with the reason.
        const Run badCount = runCli({QStringLiteral("bench"), kManifest, QStringLiteral("--instances"), QStringLiteral("0")});
        QCOMPARE(badCount.exitCode, 2);
        QVERIFY(badCount.err.contains("--instances"));
        const Run missing = runCli({QStringLiteral("bench"), QStringLiteral("/nonexistent/rig.character.xml")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("nonexistent"));
        const Run badClip = runCli({QStringLiteral("bench"), kManifest, QStringLiteral("--clip"), QStringLiteral("Dance")});
        QCOMPARE(badClip.exitCode, 2);
        QVERIFY(badClip.err.contains("Dance"));
    }

    void comparePoseNamesTheDivergingBone()
    {
        // A dump of the rig itself passes; a dump in which the DCC's left forearm (and so everything
        // under it) sits 0.5 cm off names the forearm, not its children; a helper turned by 1 degree
        // names that helper; JUnit and JSON carry it.
        QTemporaryDir dir;
        const Run eval = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0,7.5,20")});
        QCOMPARE(eval.exitCode, 0);
        const QString same = dir.filePath(QStringLiteral("same.json"));
        QFile out(same);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(eval.out);
        out.close();
        const Run pass = runCli({QStringLiteral("compare-pose"), same, QStringLiteral("--rig"), kManifest});
        QCOMPARE(pass.exitCode, 0);
        QVERIFY(pass.out.contains("pass"));

        rigstage::Diagnostics d;
        const auto data = rigstage::loadCharacter(kManifest.toStdString(), d);
        QVERIFY(data && data->framework);
        const rigstage::Framework& fw = *data->framework;
        auto edited = [&](const std::string& bone, auto&& change) {
            QJsonObject root = QJsonDocument::fromJson(eval.out).object();
            const QJsonArray names = root.value(QStringLiteral("bones")).toArray();
            QJsonArray frames = root.value(QStringLiteral("frames")).toArray();
            QJsonObject frame = frames[1].toObject();  // 7.5
            QJsonArray world = frame.value(QStringLiteral("world")).toArray();
            const int b = fw.findBone(bone);
            std::vector<int> moved{b};
            for (int c : fw.descendants(b)) {
                moved.push_back(c);
            }
            for (int m : moved) {
                const int column = int(names.toVariantList().indexOf(QString::fromStdString(fw.boneName(m))));
                QJsonArray matrix = world[column].toArray();
                change(matrix);
                world[column] = matrix;
            }
            frame[QStringLiteral("world")] = world;
            frames[1] = frame;
            root[QStringLiteral("frames")] = frames;
            const QString path = dir.filePath(QString::fromStdString(std::string(rigstage::shortNameOf(bone))) + QStringLiteral(".json"));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(QJsonDocument(root).toJson());
            return path;
        };
        const QString forearm = edited("_0Base{BD}#L_Forearm", [](QJsonArray& m) { m[12] = m[12].toDouble() + 0.5; });
        const Run moved = runCli({QStringLiteral("compare-pose"), forearm, QStringLiteral("--rig"), kManifest,
                                  QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(moved.exitCode, 1);
        const QJsonObject result = QJsonDocument::fromJson(moved.out).object();
        QCOMPARE(result.value(QStringLiteral("pass")).toBool(), false);
        const QJsonArray frames = result.value(QStringLiteral("frames")).toArray();
        QVERIFY(!frames[0].toObject().contains(QStringLiteral("culprit")));
        QCOMPARE(frames[1].toObject().value(QStringLiteral("culprit")).toString(), QStringLiteral("_0Base{BD}#L_Forearm"));
        QVERIFY(frames[1].toObject().value(QStringLiteral("diverging")).toArray().size() > 5);  // the hand and fingers too
        QVERIFY(std::abs(frames[1].toObject().value(QStringLiteral("largestDistance")).toDouble() - 0.5) < 1e-3);

        // One degree about the helper's X axis (its columns turned), JUnit.
        const double c = std::cos(M_PI / 180.0), s = std::sin(M_PI / 180.0);
        const QString twist = edited("_1Muscle{D}#L_ForeTwist", [&](QJsonArray& m) {
            for (int k = 0; k < 3; ++k) {  // columns Y and Z turned about X: y' = c y + s z, z' = -s y + c z
                const double y = m[4 + k].toDouble(), z = m[8 + k].toDouble();
                m[4 + k] = c * y + s * z;
                m[8 + k] = -s * y + c * z;
            }
        });
        const Run turned = runCli({QStringLiteral("compare-pose"), twist, QStringLiteral("--rig"), kManifest,
                                   QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(turned.exitCode, 1);
        QXmlStreamReader xml(turned.out);
        QString failure;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("failure")) {
                failure = xml.attributes().value(QStringLiteral("message")).toString();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(failure.contains(QStringLiteral("L_ForeTwist")) && failure.contains(QStringLiteral("1 deg")), qPrintable(failure));

        // Bad input: exit 2 naming the problem.
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        broken.open(QIODevice::WriteOnly);
        broken.write("{\"bones\": [\"a\"], \"frames\": [{\"frame\": 0, \"world\": [[1, 2]]}]}");
        broken.close();
        const Run bad = runCli({QStringLiteral("compare-pose"), broken.fileName(), QStringLiteral("--rig"), kManifest});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("16 numbers"));
        QFile twice(dir.filePath(QStringLiteral("twice.json")));
        twice.open(QIODevice::WriteOnly);
        twice.write("{\"bones\": [\"a\", \"a\"], \"frames\": [{\"frame\": 0, \"world\": [[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1], "
                    "[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]]}]}");
        twice.close();
        const Run duplicated = runCli({QStringLiteral("compare-pose"), twice.fileName(), QStringLiteral("--rig"), kManifest});
        QCOMPARE(duplicated.exitCode, 2);
        QVERIFY(duplicated.err.contains("listed twice"));
        // A number beyond float's range (converting it would be undefined, and infinite) and a frame
        // beyond any clip's are refused, naming the entry.
        for (const QByteArray& entry : {QByteArray("{\"frame\": 0, \"world\": [[1e300,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]]}"),
                                        QByteArray("{\"frame\": 1e12, \"world\": [[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]]}")}) {
            QFile huge(dir.filePath(QStringLiteral("huge.json")));
            huge.open(QIODevice::WriteOnly | QIODevice::Truncate);
            huge.write("{\"bones\": [\"a\"], \"frames\": [" + entry + "]}");
            huge.close();
            const Run refused = runCli({QStringLiteral("compare-pose"), huge.fileName(), QStringLiteral("--rig"), kManifest});
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains("frame entry 0"), refused.err.constData());
        }
        const Run noRig = runCli({QStringLiteral("compare-pose"), same});
        QCOMPARE(noRig.exitCode, 2);
    }

    void comparePoseAndValidateBatchesGiveTheScreenshotBatchsReports()
    {
        // A folder of pose dumps: same (the rig's own, passes), forearm (the left forearm 0.5 cm off
        // at frame 7.5, fails naming it), broken (not a dump: an error). Each case says what
        // `compare-pose DUMP --format json` alone says of it; the counts, exit code, JUnit and page
        // are a screenshot batch's.
        QTemporaryDir dir;
        const QString dumps = dir.filePath(QStringLiteral("dumps"));
        QVERIFY(QDir().mkpath(dumps));
        const Run eval = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0,7.5,20")});
        QCOMPARE(eval.exitCode, 0);
        const auto write = [&](const QString& path, const QByteArray& bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(dumps + QStringLiteral("/same.json"), eval.out);
        QJsonObject moved = QJsonDocument::fromJson(eval.out).object();
        const int forearm = int(moved.value(QStringLiteral("bones")).toArray().toVariantList().indexOf(QStringLiteral("_0Base{BD}#L_Forearm")));
        QVERIFY(forearm >= 0);
        QJsonArray frames = moved.value(QStringLiteral("frames")).toArray();
        QJsonObject frame = frames[1].toObject();
        QJsonArray world = frame.value(QStringLiteral("world")).toArray();
        QJsonArray matrix = world[forearm].toArray();
        matrix[12] = matrix[12].toDouble() + 0.5;
        world[forearm] = matrix;
        frame[QStringLiteral("world")] = world;
        frames[1] = frame;
        moved[QStringLiteral("frames")] = frames;
        write(dumps + QStringLiteral("/forearm.json"), QJsonDocument(moved).toJson());
        write(dumps + QStringLiteral("/broken.json"), "{\"bones\": [\"a\"], \"frames\": [{\"frame\": 0, \"world\": [[1, 2]]}]}");

        const QStringList batch{QStringLiteral("compare-pose"), dumps, QStringLiteral("--rig"), kManifest};
        qint64 ms = 0;
        const Run text = runCliWithin(batch, 20000, &ms);
        QCOMPARE(text.exitCode, 2);  // an error outranks a failure
        QVERIFY2(text.out.contains("2 compared: 1 passed, 1 failed; 1 not compared (errors)"), text.out.constData());
        QVERIFY2(text.out.contains("forearm.json: failed: 1 of 3 frame(s) diverge"), text.out.constData());
        QVERIFY2(text.out.contains("frame 7.5: 1 of 78 bones diverge; the first in evaluation order: _0Base{BD}#L_Forearm (0.5 cm"),
                 text.out.constData());
        QVERIFY2(text.out.contains("same.json: passed: 3 frame(s) agree"), text.out.constData());
        QVERIFY2(text.out.contains("broken.json: not compared: " + dumps.toUtf8() + "/broken.json: frame entry 0"), text.out.constData());

        const Run json = runCli(batch + QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--jobs"), QStringLiteral("2")});
        QCOMPARE(json.exitCode, 2);
        const QJsonObject summary = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(summary.value(QStringLiteral("compared")).toInt(), 2);
        QCOMPARE(summary.value(QStringLiteral("passed")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("failed")).toInt(), 1);
        QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 1);
        QStringList names;
        for (const QJsonValue value : summary.value(QStringLiteral("results")).toArray()) {
            const QJsonObject result = value.toObject();
            const QString name = result.value(QStringLiteral("name")).toString();
            names << name + QLatin1Char(':') + result.value(QStringLiteral("status")).toString();
            const Run alone = runCli({QStringLiteral("compare-pose"), dumps + QLatin1Char('/') + name, QStringLiteral("--rig"), kManifest,
                                      QStringLiteral("--format"), QStringLiteral("json")});
            if (name == QLatin1String("broken.json")) {
                QCOMPARE(alone.exitCode, 2);
                QCOMPARE(result.value(QStringLiteral("error")).toString(), QString::fromUtf8(alone.err.trimmed()));
                continue;
            }
            QCOMPARE(result.value(QStringLiteral("exit")).toInt(), alone.exitCode);
            QVERIFY(result.value(QStringLiteral("result")).toObject() == QJsonDocument::fromJson(alone.out).object());
        }
        QCOMPARE(names, (QStringList{QStringLiteral("broken.json:error"), QStringLiteral("forearm.json:failed"), QStringLiteral("same.json:passed")}));

        // JUnit: a test case per dump (classname the character), a <failure> naming the culprit, an
        // <error> for the dump that is none; the same on standard output and in --junit.
        const QString junitFile = dir.filePath(QStringLiteral("report/poses.xml"));
        const QString page = dir.filePath(QStringLiteral("report/poses.html"));
        const Run junit = runCli(batch + QStringList{QStringLiteral("--format"), QStringLiteral("junit"), QStringLiteral("--junit"), junitFile,
                                                     QStringLiteral("--html"), page});
        QCOMPARE(junit.exitCode, 2);
        QVERIFY2(junit.out.contains("tests=\"3\" failures=\"1\" errors=\"1\""), junit.out.constData());
        QVERIFY2(junit.out.contains("<testcase classname=\"walker\" name=\"forearm.json\" time=\""), junit.out.constData());
        QVERIFY2(junit.out.contains("<failure message=\"1 of 3 frame(s) diverge; frame 7.5: 1 of 78 bones diverge; the first in evaluation "
                                    "order: _0Base{BD}#L_Forearm"),
                 junit.out.constData());
        QCOMPARE(junit.out.count("<error message="), 1);
        QFile junitOnDisk(junitFile);
        QVERIFY(junitOnDisk.open(QIODevice::ReadOnly));
        QCOMPARE(junitOnDisk.readAll(), junit.out);
        const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
        if (!xmllint.isEmpty()) {
            QProcess lint;
            lint.start(xmllint, {QStringLiteral("--noout"), QStringLiteral("--schema"), QStringLiteral(RIGSTAGE_FIXTURES "/junit/junit.xsd"), junitFile});
            QVERIFY(lint.waitForFinished(30000));
            QVERIFY2(lint.exitCode() == 0, lint.readAllStandardError().constData());
        }
        // The page: self-contained (no link, no picture, no script from elsewhere), worst first.
        QFile html(page);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString pageText = QString::fromUtf8(html.readAll());
        QVERIFY(!pageText.contains(QStringLiteral("src=")) && !pageText.contains(QStringLiteral("href=")));
        QStringList order;
        for (const QRegularExpressionMatch& m :
             QRegularExpression(QStringLiteral("<section class=\"case (\\w+)\"[^>]*data-name=\"([^\"]+)\"")).globalMatch(pageText)) {
            order << m.captured(2) + QLatin1Char(':') + m.captured(1);
        }
        QCOMPARE(order, (QStringList{QStringLiteral("broken.json:error"), QStringLiteral("forearm.json:fail"), QStringLiteral("same.json:pass")}));
        QVERIFY(pageText.contains(QStringLiteral("2 compared: 1 passed, 1 failed; 1 not compared (errors)")));
        QVERIFY(pageText.contains(QStringLiteral("the first in evaluation order: _0Base{BD}#L_Forearm (0.5 cm")));

        // --shard K/N: every N-th dump by name from the K-th (broken, forearm, same).
        const Run shard = runCli(batch + QStringList{QStringLiteral("--shard"), QStringLiteral("2/2"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(shard.exitCode, 1);
        QCOMPARE(QJsonDocument::fromJson(shard.out).object().value(QStringLiteral("results")).toArray().size(), 1);
        QCOMPARE(runCli(batch + QStringList{QStringLiteral("--shard"), QStringLiteral("3/2")}).exitCode, 2);
        // Several dumps named one by one are a batch too: a failure alone exits 1, passes alone 0.
        QCOMPARE(runCli({QStringLiteral("compare-pose"), dumps + QStringLiteral("/forearm.json"), dumps + QStringLiteral("/same.json"),
                         QStringLiteral("--rig"), kManifest}).exitCode,
                 1);
        QCOMPARE(runCli({QStringLiteral("compare-pose"), dumps + QStringLiteral("/same.json"), dumps + QStringLiteral("/same.json"),
                         QStringLiteral("--rig"), kManifest}).exitCode,
                 0);
        // A folder without a dump: exit 2 at once, naming it.
        const QString empty = dir.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        const Run none = runCliWithin({QStringLiteral("compare-pose"), empty, QStringLiteral("--rig"), kManifest}, 2000);
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains(empty.toUtf8() + " holds no *.json"), none.err.constData());

        // validate over a folder of characters (every *.character.xml below it) and named manifests:
        // the walker passes, a manifest whose clip drives a layer it does not stack fails naming the
        // finding, a manifest that is not XML cannot be read (an error).
        const QString chars = dir.filePath(QStringLiteral("chars"));
        QVERIFY(QDir().mkpath(chars + QStringLiteral("/walker")) && QDir().mkpath(chars + QStringLiteral("/bad")));
        for (const QString& file : QDir(kSampleDir).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(kSampleDir + file, chars + QStringLiteral("/walker/") + file));
        }
        // The walker's costumes are found at ../../templates from its manifest.
        QVERIFY(QFile::link(QFileInfo(QStringLiteral(RIGSTAGE_SAMPLES "/../templates")).canonicalFilePath(), dir.filePath(QStringLiteral("templates"))));
        write(chars + QStringLiteral("/bad/broken.character.xml"), "<Character");
        const QString unstacked = QStringLiteral(RIGSTAGE_FIXTURES "/xml/manifest_clip_unknown_layer.xml");
        const Run validated = runCliWithin({QStringLiteral("validate"), chars, unstacked, QStringLiteral("--html"), page}, 20000);
        QCOMPARE(validated.exitCode, 2);
        QVERIFY2(validated.out.contains("2 compared: 1 passed, 1 failed; 1 not compared (errors)"), validated.out.constData());
        QVERIFY2(validated.out.contains("walker/walker.character.xml: passed: 0 error(s), 0 warning(s)"), validated.out.constData());
        QVERIFY2(validated.out.contains("bad/broken.character.xml: not compared: " + chars.toUtf8() + "/bad/broken.character.xml:1: error [xml.malformed]"),
                 validated.out.constData());
        QVERIFY2(validated.out.contains(unstacked.toUtf8() + ": failed: 1 error(s), 0 warning(s)"), validated.out.constData());
        QVERIFY2(validated.out.contains("anim_unknown_layer.xml:2: error [clip.unknown-layer]"), validated.out.constData());
        const Run validatedJunit = runCli({QStringLiteral("validate"), chars, unstacked, QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(validatedJunit.exitCode, 2);
        QVERIFY2(validatedJunit.out.contains("tests=\"3\" failures=\"1\" errors=\"1\""), validatedJunit.out.constData());
        QVERIFY2(validatedJunit.out.contains("<testcase classname=\"walker\" name=\"walker/walker.character.xml\""), validatedJunit.out.constData());
        QFile validatedPage(page);
        QVERIFY(validatedPage.open(QIODevice::ReadOnly));
        const QString validatedHtml = QString::fromUtf8(validatedPage.readAll());
        QVERIFY(validatedHtml.indexOf(QStringLiteral("data-name=\"bad/broken.character.xml\"")) < validatedHtml.indexOf(QStringLiteral("class=\"case fail\""))
                && validatedHtml.indexOf(QStringLiteral("class=\"case fail\"")) < validatedHtml.indexOf(QStringLiteral("data-name=\"walker/walker.character.xml\"")));
        // Without the broken one: 1 for the failure; the walker alone: 0.
        QCOMPARE(runCli({QStringLiteral("validate"), chars + QStringLiteral("/walker"), unstacked}).exitCode, 1);
        QCOMPARE(runCli({QStringLiteral("validate"), chars + QStringLiteral("/walker"), QStringLiteral("--junit"), junitFile}).exitCode, 0);
        // --base checks one template: the batch's options are refused with it.
        const Run withBase = runCli({QStringLiteral("validate"), QStringLiteral("--base"), kManifest, kSampleDir + QStringLiteral("Walker.Muscle.Framework.xml"),
                                     QStringLiteral("--jobs"), QStringLiteral("2")});
        QCOMPARE(withBase.exitCode, 2);
        QVERIFY2(withBase.err.contains("--jobs is for a batch of manifests"), withBase.err.constData());
    }

    void comparePoseAndValidateShardsMergeIntoTheWholeReport()
    {
        // compare-pose over three dumps (broken: not a dump, forearm: 0.5 cm off at frame 7.5, same:
        // the rig's own) and validate over three manifests, each run whole and as shards, each shard
        // into its own --report folder: `report merge` of the shards writes the whole batch's
        // report.json, junit.xml and index.html, and exits as the whole batch does.
        QTemporaryDir dir;
        const auto at = [&](const QString& name) { return dir.filePath(name); };
        const auto write = [&](const QString& path, const QByteArray& bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        const QString dumps = at(QStringLiteral("dumps"));
        QVERIFY(QDir().mkpath(dumps));
        const Run eval = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("0,7.5,20")});
        QCOMPARE(eval.exitCode, 0);
        write(dumps + QStringLiteral("/same.json"), eval.out);
        QByteArray moved = eval.out;
        {
            QJsonObject dump = QJsonDocument::fromJson(eval.out).object();
            const int forearm = int(dump.value(QStringLiteral("bones")).toArray().toVariantList().indexOf(QStringLiteral("_0Base{BD}#L_Forearm")));
            QVERIFY(forearm >= 0);
            QJsonArray frames = dump.value(QStringLiteral("frames")).toArray();
            QJsonObject frame = frames[1].toObject();
            QJsonArray world = frame.value(QStringLiteral("world")).toArray();
            QJsonArray matrix = world[forearm].toArray();
            matrix[12] = matrix[12].toDouble() + 0.5;
            world[forearm] = matrix;
            frame[QStringLiteral("world")] = world;
            frames[1] = frame;
            dump[QStringLiteral("frames")] = frames;
            moved = QJsonDocument(dump).toJson();
        }
        write(dumps + QStringLiteral("/forearm.json"), moved);
        write(dumps + QStringLiteral("/broken.json"), "{\"bones\": [\"a\"], \"frames\": [{\"frame\": 0, \"world\": [[1, 2]]}]}");
        const QString chars = at(QStringLiteral("chars"));
        QVERIFY(QDir().mkpath(chars + QStringLiteral("/walker")) && QDir().mkpath(chars + QStringLiteral("/bad")));
        for (const QString& file : QDir(kSampleDir).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(kSampleDir + file, chars + QStringLiteral("/walker/") + file));
        }
        QVERIFY(QFile::link(QFileInfo(QStringLiteral(RIGSTAGE_SAMPLES "/../templates")).canonicalFilePath(), at(QStringLiteral("templates"))));
        write(chars + QStringLiteral("/bad/broken.character.xml"), "<Character");
        const QString unstacked = QStringLiteral(RIGSTAGE_FIXTURES "/xml/manifest_clip_unknown_layer.xml");

        const auto readJson = [](const QString& file) {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
        };
        const auto names = [](const QJsonObject& report) {
            QStringList list;
            for (const QJsonValue r : report.value(QStringLiteral("results")).toArray()) {
                list << r.toObject().value(QStringLiteral("name")).toString() + QLatin1Char(':') + r.toObject().value(QStringLiteral("status")).toString();
            }
            return list;
        };
        const auto withoutTimes = [](QJsonObject report) {
            QJsonArray results;
            for (const QJsonValue r : report.value(QStringLiteral("results")).toArray()) {
                QJsonObject o = r.toObject();
                o.remove(QStringLiteral("seconds"));
                results.append(o);
            }
            report.insert(QStringLiteral("results"), results);
            return report;
        };
        const auto text = [](const QString& file) {
            QFile f(file);
            QString t = f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
            return t.replace(QRegularExpression(QStringLiteral(" time=\"[0-9.]+\"")), QStringLiteral(" time=\"T\""));
        };
        struct Batch {
            QString what;
            QStringList command;
            QList<QStringList> shardCases;  ///< What each shard holds: every N-th input by name from the K-th.
            QStringList whole;
        };
        const QList<Batch> batches{
            {QStringLiteral("poses"),
             {QStringLiteral("compare-pose"), dumps, QStringLiteral("--rig"), kManifest},
             {{QStringLiteral("broken.json:error"), QStringLiteral("same.json:passed")}, {QStringLiteral("forearm.json:failed")}},
             {QStringLiteral("broken.json:error"), QStringLiteral("forearm.json:failed"), QStringLiteral("same.json:passed")}},
            {QStringLiteral("validations"),
             {QStringLiteral("validate"), chars, unstacked},
             {{unstacked + QStringLiteral(":failed")}, {QStringLiteral("bad/broken.character.xml:error")},
              {QStringLiteral("walker/walker.character.xml:passed")}},
             {unstacked + QStringLiteral(":failed"), QStringLiteral("bad/broken.character.xml:error"),
              QStringLiteral("walker/walker.character.xml:passed")}},
        };
        QStringList firstShards;
        for (const Batch& batch : batches) {
            const QString whole = at(batch.what + QStringLiteral("-whole"));
            QCOMPARE(runCli(batch.command + QStringList{QStringLiteral("--report"), whole}).exitCode, 2);
            QCOMPARE(names(readJson(whole + QStringLiteral("/report.json"))), batch.whole);
            QStringList shards;
            const int n = int(batch.shardCases.size());
            for (int k = 1; k <= n; ++k) {
                shards << at(batch.what + QStringLiteral("-shard-%1").arg(k));
                runCli(batch.command + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/%2").arg(k).arg(n), QStringLiteral("--report"), shards.last()});
                const QJsonObject shard = readJson(shards.last() + QStringLiteral("/report.json"));
                QCOMPARE(shard.value(QStringLiteral("shard")).toString(), QStringLiteral("%1/%2").arg(k).arg(n));
                QCOMPARE(names(shard), batch.shardCases[k - 1]);
            }
            firstShards << shards.front();
            const QString merged = at(batch.what + QStringLiteral("-merged"));
            // The shards given in another order than their numbers: the cases come out by name.
            std::reverse(shards.begin(), shards.end());
            const Run merge = runCli(QStringList{QStringLiteral("report"), QStringLiteral("merge"), merged} + shards);
            QCOMPARE(merge.exitCode, 2);  // the broken input: an error outranks the failure
            QVERIFY2(merge.out.contains("2 compared: 1 passed, 1 failed; 1 not compared (errors)"), merge.out.constData());
            const QJsonObject joined = readJson(merged + QStringLiteral("/report.json"));
            QCOMPARE(names(joined), batch.whole);
            QVERIFY(!joined.contains(QStringLiteral("shard")));
            QCOMPARE(withoutTimes(joined), withoutTimes(readJson(whole + QStringLiteral("/report.json"))));
            const QString junit = text(merged + QStringLiteral("/junit.xml"));
            QVERIFY2(junit.contains(QStringLiteral("tests=\"3\" failures=\"1\" errors=\"1\"")), qPrintable(junit));
            QCOMPARE(junit, text(whole + QStringLiteral("/junit.xml")));
            const QString page = text(merged + QStringLiteral("/index.html"));
            QVERIFY(page.contains(QStringLiteral("2 compared: 1 passed, 1 failed; 1 not compared (errors)")));
            QCOMPARE(page, text(whole + QStringLiteral("/index.html")));
            // What --format json prints for the merge is its report.json.
            const Run asJson = runCli(QStringList{QStringLiteral("report"), QStringLiteral("merge"), merged, QStringLiteral("--format"),
                                                  QStringLiteral("json")} + shards);
            QCOMPARE(asJson.exitCode, 2);
            QCOMPARE(QJsonDocument::fromJson(asJson.out).object(), readJson(merged + QStringLiteral("/report.json")));
        }
        // The case of a dump that differs keeps its verdict and culprit through the merge.
        const QJsonObject poses = readJson(at(QStringLiteral("poses-merged/report.json")));
        QVERIFY(poses.value(QStringLiteral("results")).toArray().at(1).toObject().value(QStringLiteral("message")).toString().contains(
            QStringLiteral("_0Base{BD}#L_Forearm")));

        // Refused with exit 2 naming the file, nothing written: shards of two commands, shards
        // checked with other options, a shard left out, --report beside --junit.
        const auto refused = [&](const QStringList& shards, const QByteArray& message) {
            const QString out = at(QStringLiteral("refused"));
            const Run r = runCliWithin(QStringList{QStringLiteral("report"), QStringLiteral("merge"), out} + shards, 2000);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(message), r.err.constData());
            QVERIFY(!QFileInfo::exists(out + QStringLiteral("/report.json")));
        };
        refused(firstShards, "are not shards of one batch: their commands differ (compare-pose and validate)");
        const QString looser = at(QStringLiteral("poses-looser"));
        QCOMPARE(runCli({QStringLiteral("compare-pose"), dumps, QStringLiteral("--rig"), kManifest, QStringLiteral("--tolerance-cm"), QStringLiteral("1"),
                         QStringLiteral("--shard"), QStringLiteral("2/2"), QStringLiteral("--report"), looser})
                     .exitCode,
                 0);  // 0.5 cm is within 1 cm
        refused({firstShards.front(), looser}, "their options differ");
        refused({firstShards.front()}, "the shards 2/2 are missing");
        const Run both = runCliWithin({QStringLiteral("validate"), chars, QStringLiteral("--report"), at(QStringLiteral("r")), QStringLiteral("--junit"),
                                       at(QStringLiteral("j.xml"))},
                                      2000);
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains("--report DIR writes DIR/index.html and DIR/junit.xml itself"), both.err.constData());
    }

    void comparePoseConvertsABlenderDumpsUnits()
    {
        // tests/fixtures/models/blender_unit_scale.*: Blender's FBX with "Apply Scalings: All Local"
        // and "Apply Unit" off (the file in centimetres, its armature node x100 over metres) and
        // Blender's own pose dump in metres (tests/exporters/make_unit_scale_fixture.py).
        const QString fbx = QStringLiteral(RIGSTAGE_FIXTURES "/models/blender_unit_scale.fbx");
        const QString fixture = QStringLiteral(RIGSTAGE_FIXTURES "/models/blender_unit_scale.pose.json");
        QFile dumpFile(fixture);
        QVERIFY(dumpFile.open(QIODevice::ReadOnly));
        const QJsonObject original = QJsonDocument::fromJson(dumpFile.readAll()).object();
        QCOMPARE(original.value(QStringLiteral("unit")).toString(), QStringLiteral("m"));

        // What the two files say, read here: the hips' head is 1 m up in Blender (Y up in the file)
        // and at 100 cm in the rig, whose bone axes carry the armature node's x100.
        const Run eval = runCli({QStringLiteral("eval"), fbx, QStringLiteral("--frames"), QStringLiteral("0")});
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject evaluated = QJsonDocument::fromJson(eval.out).object();
        const QJsonArray rigHips = evaluated.value(QStringLiteral("frames")).toArray()[0].toObject().value(QStringLiteral("world")).toArray()
                                       [int(evaluated.value(QStringLiteral("bones")).toArray().toVariantList().indexOf(QStringLiteral("Hips")))].toArray();
        const QJsonArray dumpHips = original.value(QStringLiteral("frames")).toArray()[0].toObject().value(QStringLiteral("world")).toArray()[0].toArray();
        QCOMPARE(original.value(QStringLiteral("bones")).toArray()[0].toString(), QStringLiteral("Hips"));
        QVERIFY(std::abs(dumpHips[13].toDouble() - 1.0) < 1e-6 && std::abs(rigHips[13].toDouble() - 100.0) < 1e-3);
        QVERIFY(std::abs(std::hypot(dumpHips[0].toDouble(), dumpHips[1].toDouble(), dumpHips[2].toDouble()) - 1.0) < 1e-5);
        QVERIFY(std::abs(std::hypot(rigHips[0].toDouble(), rigHips[1].toDouble(), rigHips[2].toDouble()) - 100.0) < 1e-3);

        QTemporaryDir dir;
        // The fixture with `change` made to bones at frame 2 (and "unit" set, or left out when empty).
        auto edited = [&](const QString& name, const QStringList& bones, auto&& change, const QJsonValue& unit = QStringLiteral("m")) {
            QJsonObject root = original;
            const QVariantList names = root.value(QStringLiteral("bones")).toArray().toVariantList();
            QJsonArray frames = root.value(QStringLiteral("frames")).toArray();
            QJsonObject frame = frames[2].toObject();
            QJsonArray world = frame.value(QStringLiteral("world")).toArray();
            for (const QString& bone : bones) {
                const int b = int(names.indexOf(bone));
                QJsonArray m = world[b].toArray();
                change(m);
                world[b] = m;
            }
            frame[QStringLiteral("world")] = world;
            frames[2] = frame;
            root[QStringLiteral("frames")] = frames;
            if (unit.isUndefined()) {
                root.remove(QStringLiteral("unit"));
            } else {
                root[QStringLiteral("unit")] = unit;
            }
            const QString path = dir.filePath(name + QStringLiteral(".json"));
            QFile f(path);
            f.open(QIODevice::WriteOnly);
            f.write(QJsonDocument(root).toJson());
            return path;
        };
        auto json = [](const Run& run) { return QJsonDocument::fromJson(run.out).object(); };
        auto frame2 = [](const QJsonObject& result) { return result.value(QStringLiteral("frames")).toArray()[2].toObject(); };
        const QStringList jsonFormat{QStringLiteral("--rig"), fbx, QStringLiteral("--format"), QStringLiteral("json")};

        // The right rig passes, and says which units it compared.
        qint64 ms = 0;
        const Run pass = runCliWithin(QStringList{QStringLiteral("compare-pose"), fixture} + jsonFormat, 2000, &ms);
        QVERIFY2(pass.exitCode == 0, pass.out.constData());
        const QJsonObject units = json(pass).value(QStringLiteral("units")).toObject();
        QCOMPARE(units.value(QStringLiteral("rig")).toString(), QStringLiteral("cm"));
        QCOMPARE(units.value(QStringLiteral("dump")).toString(), QStringLiteral("m"));
        QCOMPARE(units.value(QStringLiteral("dumpUnitFrom")).toString(), QStringLiteral("dump"));
        QCOMPARE(units.value(QStringLiteral("positionFactor")).toDouble(), 100.0);
        QCOMPARE(units.value(QStringLiteral("axisFactor")).toDouble(), 100.0);
        QCOMPARE(json(pass).value(QStringLiteral("frames")).toArray().size(), 5);
        const Run text = runCli({QStringLiteral("compare-pose"), fixture, QStringLiteral("--rig"), fbx});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("compared in cm") && text.out.contains("are in m (as the dump says), their positions x100")
                     && text.out.contains("axes are x100"),
                 text.out.constData());

        // One bone 1 cm (0.01 m) off: named, 1 cm in the rig's centimetres. A bone moved with the bone
        // under it names the upper one. 0.02 cm (0.0002 m, below the 0.01 tolerance if it were read
        // as centimetres) still fails.
        struct Move {
            QStringList bones;
            double metres;
            QString culprit;
        };
        const Move moves[] = {{{QStringLiteral("Forearm_L")}, 0.01, QStringLiteral("Forearm_L")},
                              {{QStringLiteral("Arm_L"), QStringLiteral("Forearm_L")}, 0.01, QStringLiteral("Arm_L")},
                              {{QStringLiteral("Forearm_L")}, 0.0002, QStringLiteral("Forearm_L")}};
        for (const auto& [bones, metres, culprit] : moves) {
            const double by = metres;
            const QString moved = edited(QStringLiteral("moved"), bones, [by](QJsonArray& m) { m[12] = m[12].toDouble() + by; });
            const Run fail = runCliWithin(QStringList{QStringLiteral("compare-pose"), moved} + jsonFormat, 2000);
            QCOMPARE(fail.exitCode, 1);
            const QJsonObject f = frame2(json(fail));
            QCOMPARE(f.value(QStringLiteral("culprit")).toString(), culprit);
            QCOMPARE(f.value(QStringLiteral("diverging")).toArray().size(), bones.size());
            QVERIFY(std::abs(f.value(QStringLiteral("largestDistance")).toDouble() - by * 100.0) < 1e-3);
            QVERIFY(!json(fail).value(QStringLiteral("frames")).toArray()[1].toObject().contains(QStringLiteral("culprit")));
        }
        // Scale is still compared once the armature's x100 is taken out: an axis 1% long fails.
        const QString stretched = edited(QStringLiteral("stretched"), {QStringLiteral("Forearm_L")}, [](QJsonArray& m) {
            for (int k = 0; k < 3; ++k) {
                m[k] = m[k].toDouble() * 1.01;
            }
        });
        const Run scaled = runCli(QStringList{QStringLiteral("compare-pose"), stretched} + jsonFormat);
        QCOMPARE(scaled.exitCode, 1);
        QCOMPARE(frame2(json(scaled)).value(QStringLiteral("culprit")).toString(), QStringLiteral("Forearm_L"));
        QVERIFY(std::abs(frame2(json(scaled)).value(QStringLiteral("diverging")).toArray()[0].toObject().value(QStringLiteral("scale")).toDouble()
                         - 0.01 / 1.01) < 1e-4);

        // A dump that does not say its unit is taken as the rig's and fails, with the likely unit;
        // --dump-unit m fixes it; one that says the wrong unit fails the same way.
        auto nothing = [](QJsonArray&) {};
        const QString unsaid = edited(QStringLiteral("unsaid"), {}, nothing, QJsonValue(QJsonValue::Undefined));
        const Run assumed = runCli({QStringLiteral("compare-pose"), unsaid, QStringLiteral("--rig"), fbx});
        QCOMPARE(assumed.exitCode, 1);
        QVERIFY2(assumed.out.contains("the dump does not say: taken as the rig's") && assumed.out.contains("100 times the dump's")
                     && assumed.out.contains("--dump-unit m"),
                 assumed.out.constData());
        const Run option = runCli(QStringList{QStringLiteral("compare-pose"), unsaid, QStringLiteral("--dump-unit"), QStringLiteral("m")} + jsonFormat);
        QCOMPARE(option.exitCode, 0);
        QCOMPARE(json(option).value(QStringLiteral("units")).toObject().value(QStringLiteral("dumpUnitFrom")).toString(), QStringLiteral("option"));
        const Run hundred = runCli({QStringLiteral("compare-pose"), edited(QStringLiteral("hundred"), {}, nothing, 100), QStringLiteral("--rig"), fbx});
        QCOMPARE(hundred.exitCode, 0);  // a number: centimetres per unit
        const Run wrong = runCli(QStringList{QStringLiteral("compare-pose"), edited(QStringLiteral("wrong"), {}, nothing, QStringLiteral("mm"))} + jsonFormat);
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(json(wrong).value(QStringLiteral("hint")).toString().contains(QStringLiteral("look like m, not mm")), wrong.out.constData());

        // Eval's own dump of the model ("unit": "cm", the rig's) passes with nothing converted.
        const Run own = runCli({QStringLiteral("eval"), fbx, QStringLiteral("--frames"), QStringLiteral("0,2,4")});
        QFile ownFile(dir.filePath(QStringLiteral("own.json")));
        QVERIFY(ownFile.open(QIODevice::WriteOnly));
        ownFile.write(own.out);
        ownFile.close();
        const Run self = runCli(QStringList{QStringLiteral("compare-pose"), ownFile.fileName()} + jsonFormat);
        QCOMPARE(self.exitCode, 0);
        QCOMPARE(json(self).value(QStringLiteral("units")).toObject().value(QStringLiteral("axisFactor")).toDouble(), 1.0);
        QCOMPARE(json(self).value(QStringLiteral("units")).toObject().value(QStringLiteral("positionFactor")).toDouble(), 1.0);

        // A unit that is none: exit 2 naming the file and the field.
        const Run badUnit = runCliWithin({QStringLiteral("compare-pose"), edited(QStringLiteral("furlong"), {}, nothing, QStringLiteral("furlong")),
                                          QStringLiteral("--rig"), fbx}, 2000);
        QCOMPARE(badUnit.exitCode, 2);
        QVERIFY2(badUnit.err.contains("furlong.json") && badUnit.err.contains("\"unit\" must be") && badUnit.err.contains("\"furlong\""),
                 badUnit.err.constData());
        const Run zero = runCli({QStringLiteral("compare-pose"), edited(QStringLiteral("zero"), {}, nothing, 0), QStringLiteral("--rig"), fbx});
        QCOMPARE(zero.exitCode, 2);
        const Run badOption = runCli({QStringLiteral("compare-pose"), fixture, QStringLiteral("--rig"), fbx, QStringLiteral("--dump-unit"), QStringLiteral("feet")});
        QCOMPARE(badOption.exitCode, 2);
        QVERIFY(badOption.err.contains("--dump-unit") && badOption.err.contains("feet"));
    }

    void terrainAdaptsTheSampleHeadless()
    {
        QTemporaryDir dir;
        QFile terrain(dir.filePath(QStringLiteral("slope.json")));
        QVERIFY(terrain.open(QIODevice::WriteOnly));
        terrain.write(R"({"kind": "plane", "slopeDegrees": 20, "directionDegrees": -90})");
        terrain.close();
        const Run run = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--bind-pose"), QStringLiteral("--terrain"), terrain.fileName()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(run.out).object();
        const QJsonObject slope = root.value(QStringLiteral("frames")).toArray().at(0).toObject().value(QStringLiteral("slope")).toObject();
        // Uphill is -Y, where the walker faces: the pelvis turns by the sample's alignment (-0.25,
        // leaning into the slope) times the slope.
        const double pitch = slope.value(QStringLiteral("pitchDegrees")).toArray().at(0).toDouble();
        QVERIFY2(std::abs(pitch - (-0.25 * 20.0)) < 0.01, qPrintable(QString::number(pitch)));
        QVERIFY(slope.value(QStringLiteral("converged")).toBool());
        // Bad terrain files and stage names are refused with the file or name.
        terrain.open(QIODevice::WriteOnly | QIODevice::Truncate);
        terrain.write(R"({"kind": "plane", "slopeDegrees": 95})");
        terrain.close();
        const Run steep = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--terrain"), terrain.fileName()});
        QCOMPARE(steep.exitCode, 2);
        QVERIFY2(steep.err.contains("slope.json") && steep.err.contains("slopeDegrees"), steep.err.constData());
        const Run typo = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--terrain"), dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(typo.exitCode, 2);
        const Run stage = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--disable-stage"), QStringLiteral("wobble")});
        QCOMPARE(stage.exitCode, 2);
        QVERIFY(stage.err.contains("wobble"));
        // Switching the IK stage off gives what the clip and helpers give with IK left out.
        const Run noIk = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("5"),
                                 QStringLiteral("--disable-stage"), QStringLiteral("ik")});
        const Run baked = runCli({QStringLiteral("eval"), kManifest, QStringLiteral("--frames"), QStringLiteral("5"),
                                  QStringLiteral("--no-procedural")});
        QCOMPARE(noIk.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(noIk.out).object().value(QStringLiteral("frames")),
                 QJsonDocument::fromJson(baked.out).object().value(QStringLiteral("frames")));
    }

    void aHitSwingsTheTailHeadless()
    {
        // The hexapod's tail is hit along +X at frame 10: simulated in order, its tip swings to +X
        // on the next frames and is back on the clip within three seconds; frame 5 is untouched.
        const QString hexapod = QStringLiteral(RIGSTAGE_SAMPLES "/hexapod/hexapod.character.xml");
        const QStringList frames{QStringLiteral("--frames"), QStringLiteral("5,12,100")};
        const Run hit = runCli(QStringList{QStringLiteral("eval"), hexapod, QStringLiteral("--impulse"),
                                           QStringLiteral("_0Base{B}#Tail3,400,0,0,10")} + frames);
        const Run still = runCli(QStringList{QStringLiteral("eval"), hexapod, QStringLiteral("--simulate")} + frames);
        QVERIFY2(hit.exitCode == 0 && still.exitCode == 0, hit.err.constData());
        auto tip = [](const Run& run, int index) {
            const QJsonObject root = QJsonDocument::fromJson(run.out).object();
            const int bone = int(root.value(QStringLiteral("bones")).toArray().toVariantList().indexOf(QStringLiteral("_0Base{B}#Tail3")));
            const QJsonArray m = root.value(QStringLiteral("frames")).toArray().at(index).toObject().value(QStringLiteral("world")).toArray().at(bone).toArray();
            return QVector3D(float(m.at(12).toDouble()), float(m.at(13).toDouble()), float(m.at(14).toDouble()));
        };
        QCOMPARE(tip(hit, 0), tip(still, 0));
        QVERIFY2(tip(hit, 1).x() - tip(still, 1).x() > 3.0f, qPrintable(QString::number(tip(hit, 1).x() - tip(still, 1).x())));
        QVERIFY((tip(hit, 2) - tip(still, 2)).length() < 0.1f);
        // A bone no chain holds, or a malformed hit, is refused.
        const Run foot = runCli({QStringLiteral("eval"), hexapod, QStringLiteral("--impulse"), QStringLiteral("_0Base{BD}#L1_Foot,1,0,0,3")});
        QCOMPARE(foot.exitCode, 2);
        QVERIFY(foot.err.contains("ChainPhysics"));
        const Run malformed = runCli({QStringLiteral("eval"), hexapod, QStringLiteral("--impulse"), QStringLiteral("Tail3,1,0,nan,3")});
        QCOMPARE(malformed.exitCode, 2);
        // A simulation span the input could make endless is refused, not cut short.
        const Run endless = runCli({QStringLiteral("eval"), hexapod, QStringLiteral("--simulate"), QStringLiteral("--frames"),
                                    QStringLiteral("0,1e7")});
        QCOMPARE(endless.exitCode, 2);
        QVERIFY2(endless.err.contains("shorter span"), endless.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliEval)
#include "test_cli_eval.moc"
