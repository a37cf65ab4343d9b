// A re-export's changes, named: the files a character is read from, and what differs between
// two loads of it (bones, controllers, clips, costumes, modules), by editing a copy of the walker.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "io/character_changes.h"
#include "io/load_cache.h"
#include "sample_copy.h"
#include "test_helpers.h"

using namespace rigstage;

namespace {

CharacterData load(const QString& manifest)
{
    Diagnostics d;
    auto data = loadCharacter(manifest.toStdString(), d);
    if (!data || !data->framework) {
        qFatal("the copy does not load:\n%s", qPrintable(test::str(d)));
    }
    return std::move(*data);
}

/// Replaces the first occurrence of from in the file (fails the test when it is not there).
bool replaceIn(const QString& path, const QByteArray& from, const QByteArray& to)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite)) {
        return false;
    }
    QByteArray text = f.readAll();
    const qsizetype at = text.indexOf(from);
    if (at < 0) {
        return false;
    }
    text.replace(at, from.size(), to);
    f.resize(0);
    f.seek(0);
    return f.write(text) == text.size();
}

/// The file as it is, written again in place: a new time stamp, the same bytes (an exporter writing
/// a file it did not change).
bool rewriteSame(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite)) {
        return false;
    }
    const QByteArray bytes = f.readAll();
    f.resize(0);
    f.seek(0);
    return f.write(bytes) == bytes.size();
}

/// The reused() paths by file name.
QStringList fileNames(const std::vector<std::string>& paths)
{
    QStringList list;
    for (const std::string& p : paths) {
        list << QFileInfo(QString::fromStdString(p)).fileName();
    }
    list.sort();
    return list;
}

std::vector<std::string> names(std::initializer_list<const char*> list)
{
    return {list.begin(), list.end()};
}

}  // namespace

class TestCharacterChanges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsEveryFileOnceResolved()
    {
        const std::string manifest = RIGSTAGE_SAMPLES "/walker/walker.character.xml";
        Diagnostics d;
        const auto data = loadCharacter(manifest, d);
        QVERIFY(data);
        const auto files = characterFiles(data->manifest, manifest);
        // manifest, 2 frameworks, 1 setting, 2 clips, 4 costumes x 3 files and the buffer of each
        // costume's glTF, 1 mesh and its buffer, the corrections
        QCOMPARE(int(files.size()), 1 + 2 + 1 + 2 + 4 * (3 + 1) + 2 + 1);
        QCOMPARE(std::count_if(files.begin(), files.end(), [](const std::string& f) { return f.ends_with("/walker/Walker.Body.Corrections.xml"); }), 1);
        QVERIFY(QString::fromStdString(files.front()).endsWith(QStringLiteral("/walker/walker.character.xml")));
        for (const std::string& file : files) {
            QVERIFY2(QFileInfo(QString::fromStdString(file)).isAbsolute(), file.c_str());
            QVERIFY2(QFileInfo::exists(QString::fromStdString(file)), file.c_str());
            QVERIFY2(file.find("/../") == std::string::npos, file.c_str());
            QCOMPARE(std::count(files.begin(), files.end(), file), 1);
        }
        QVERIFY(std::any_of(files.begin(), files.end(),
                            [](const std::string& f) { return f.ends_with("templates/robe/Robe.Mesh.gltf"); }));
        const auto body = std::find_if(files.begin(), files.end(), [](const std::string& f) { return f.ends_with("/Walker.Body.gltf"); });
        QVERIFY(body != files.end() && body + 1 != files.end());
        QVERIFY2(body[1].ends_with("/walker/Walker.Body.bin"), body[1].c_str());
    }

    void sameFilesGiveNoChange()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const CharacterChanges changes = diffCharacters(load(manifest), load(manifest));
        QVERIFY(changes.empty());
    }

    void namesEachKindOfChange()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        const CharacterData before = load(manifest);
        // A bone added under the head, one moved (Spine2 now 13 cm up its parent), a constraint's
        // weight changed, an Expose TM removed, a key of the idle changed, a clip renamed.
        QVERIFY(replaceIn(dir.filePath("Walker.Base.Framework.xml"),
                          "    <Bone name=\"_0Base{BD}#Spine2\" parent=\"_0Base{BD}#Spine1\" t=\"12 0 0\"",
                          "    <Bone name=\"_0Base{B}#Antenna\" parent=\"_0Base{BD}#Spine2\" t=\"5 0 0\"/>\n"
                          "    <Bone name=\"_0Base{BD}#Spine2\" parent=\"_0Base{BD}#Spine1\" t=\"13 0 0\""));
        QVERIFY(replaceIn(dir.filePath("Walker.Muscle.HelperJointSetting.xml"),
                          "<Target bone=\"_0Base{BD}#L_Forearm\" weight=\"50\"/>",
                          "<Target bone=\"_0Base{BD}#L_Forearm\" weight=\"70\"/>"));
        QVERIFY(replaceIn(dir.filePath("Walker.Muscle.HelperJointSetting.xml"),
                          "    <ExposeTm name=\"R_ArmSwing\" bone=\"_0Base{BD}#R_UpperArm\" reference=\"parent\" eulerOrder=\"XYZ\"/>\n",
                          ""));
        QVERIFY(replaceIn(dir.filePath("Walker.Base.Animation.Idle.xml"), "<Key f=\"1\" t=\"0 0 96.5392\"",
                          "<Key f=\"1\" t=\"0 0 96.6\""));
        QVERIFY(replaceIn(dir.filePath("Walker.Base.Animation.Walk.xml"), "name=\"Walk\"", "name=\"Stroll\""));
        QVERIFY(replaceIn(manifest, "name=\"LeftHand\"", "name=\"LeftHand\" weight=\"0.5\""));
        const CharacterData after = load(manifest);

        const CharacterChanges c = diffCharacters(before, after);
        QCOMPARE(c.bonesAdded, names({"_0Base{B}#Antenna"}));
        QVERIFY(c.bonesRemoved.empty());
        QCOMPARE(c.bonesMoved, names({"_0Base{BD}#Spine2"}));
        QCOMPARE(c.controllersChanged, names({"_1Muscle{D}#L_ForeTwist"}));
        QCOMPARE(c.controllersRemoved, names({"R_ArmSwing"}));
        QVERIFY(c.controllersAdded.empty());
        QCOMPARE(c.clipsChanged, names({"Idle"}));
        QCOMPARE(c.clipsAdded, names({"Stroll"}));
        QCOMPARE(c.clipsRemoved, names({"Walk"}));
        QVERIFY(c.modulesChanged);
        QVERIFY(!c.meshesChanged);
        QVERIFY(c.costumesAdded.empty() && c.costumesRemoved.empty());

        // And the other way round, everything swaps sides.
        const CharacterChanges back = diffCharacters(after, before);
        QCOMPARE(back.bonesRemoved, names({"_0Base{B}#Antenna"}));
        QCOMPARE(back.controllersAdded, names({"R_ArmSwing"}));
        QCOMPARE(back.clipsAdded, names({"Walk"}));
    }

    void reloadTakesWhatDidNotChangeFromTheCache()
    {
        QTemporaryDir dir;
        const QString manifest = test::copySampleWith(dir);
        LoadCache cache;
        Diagnostics first;
        const auto before = loadCharacter(manifest.toStdString(), first, &cache);
        QVERIFY(before && before->framework);
        QVERIFY(cache.reused().empty());

        // A re-export: a bone added, the mesh and a clip written again with the same bytes, the
        // other clip with a key changed.
        QVERIFY(replaceIn(dir.filePath("Walker.Base.Framework.xml"), "    <Bone name=\"_0Base{BD}#Spine2\"",
                          "    <Bone name=\"_0Base{B}#Antenna\" parent=\"_0Base{BD}#Spine2\" t=\"5 0 0\"/>\n"
                          "    <Bone name=\"_0Base{BD}#Spine2\""));
        QVERIFY(rewriteSame(dir.filePath("Walker.Body.gltf")));
        QVERIFY(rewriteSame(dir.filePath("Walker.Body.bin")));
        QVERIFY(rewriteSame(dir.filePath("Walker.Base.Animation.Walk.xml")));
        QVERIFY(replaceIn(dir.filePath("Walker.Base.Animation.Idle.xml"), "<Key f=\"1\" t=\"0 0 96.5392\"",
                          "<Key f=\"1\" t=\"0 0 96.6\""));
        Diagnostics cachedFindings;
        const auto cached = loadCharacter(manifest.toStdString(), cachedFindings, &cache);
        QVERIFY(cached && cached->framework);
        QCOMPARE(fileNames(cache.reused()), (QStringList{QStringLiteral("Walker.Base.Animation.Walk.xml"),
                                                         QStringLiteral("Walker.Body.gltf")}));
        // What the cache gives is what reading every file again gives, findings included.
        Diagnostics freshFindings;
        const auto fresh = loadCharacter(manifest.toStdString(), freshFindings);
        QVERIFY(fresh);
        QVERIFY(cached->framework->findBone("_0Base{B}#Antenna") >= 0);
        QCOMPARE(cached->meshes, fresh->meshes);
        QCOMPARE(cached->meshes, before->meshes);
        QCOMPARE(cached->clips.size(), fresh->clips.size());
        for (std::size_t i = 0; i < fresh->clips.size(); ++i) {
            QCOMPARE(cached->clips[i].name, fresh->clips[i].name);
            QCOMPARE(cached->clips[i].tracks, fresh->clips[i].tracks);
            QCOMPARE(bool(cached->clips[i].dense), bool(fresh->clips[i].dense));  // sampled alike
        }
        QCOMPARE(cachedFindings.items(), freshFindings.items());
        const CharacterChanges changes = diffCharacters(*before, *cached);
        QCOMPARE(changes.clipsChanged, names({"Idle"}));
        QVERIFY(!changes.meshesChanged);

        // One byte of the mesh's buffer changed (the first vertex's position): imported again.
        QFile bin(dir.filePath("Walker.Body.bin"));
        QVERIFY(bin.open(QIODevice::ReadWrite));
        QByteArray bytes = bin.readAll();
        bytes[1] = char(bytes[1] ^ 0x40);
        bin.seek(0);
        QCOMPARE(bin.write(bytes), bytes.size());
        bin.close();
        Diagnostics again;
        const auto changed = loadCharacter(manifest.toStdString(), again, &cache);
        QVERIFY(changed);
        QCOMPARE(fileNames(cache.reused()), (QStringList{QStringLiteral("Walker.Base.Animation.Idle.xml"),
                                                         QStringLiteral("Walker.Base.Animation.Walk.xml")}));
        QVERIFY(changed->meshes != before->meshes);
        Diagnostics freshAgain;
        QCOMPARE(changed->meshes, loadCharacter(manifest.toStdString(), freshAgain)->meshes);
    }

    void costumesByName()
    {
        const std::string manifest = RIGSTAGE_SAMPLES "/walker/walker.character.xml";
        Diagnostics d;
        const auto before = loadCharacter(manifest, d);
        QVERIFY(before);
        CharacterData after = load(QString::fromStdString(manifest));
        after.costumes.erase(after.costumes.begin() + 2);  // the robe
        const CharacterChanges c = diffCharacters(*before, after);
        QCOMPARE(c.costumesRemoved, names({"Robe"}));
        // Its bones and helpers went with it.
        QVERIFY(!c.bonesRemoved.empty());
        QVERIFY(std::all_of(c.bonesRemoved.begin(), c.bonesRemoved.end(),
                            [](const std::string& b) { return b.find("Robe") != std::string::npos; }));
    }
};

QTEST_GUILESS_MAIN(TestCharacterChanges)
#include "test_character_changes.moc"
