// Costumes: live swapping equals loading from scratch, base bones are unaffected by what is worn,
// every broken template gives exactly its finding, and the shipped templates validate clean. A
// costume whose files are not where the manifest says stays listed as unavailable with why, and
// loads from the folder the user locates.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "character/character_instance.h"
#include "skin/mesh_deformer.h"
#include "test_helpers.h"
#include "walker_sample.h"
#include "validate/character_checks.h"

using namespace rigstage;

namespace {

const CharacterData& sample()
{
    return test::walkerSample();
}

/// World transforms by bone name.
std::map<std::string, glm::mat4> worldByName(CharacterInstance& instance)
{
    std::map<std::string, glm::mat4> out;
    const auto& world = instance.pose().allWorld();
    for (int b = 0; b < instance.framework().boneCount(); ++b) {
        out[instance.framework().boneName(b)] = world[static_cast<std::size_t>(b)];
    }
    return out;
}

/// Copies the sample walker into dir/copied/walker, where its costumes' "../../templates" paths
/// point at dir/templates, which does not exist; returns the copied manifest.
std::string copyWithoutTemplates(const QTemporaryDir& dir)
{
    const QString from = QStringLiteral(RIGSTAGE_SAMPLES "/walker/");
    const QString to = dir.filePath(QStringLiteral("copied/walker/"));
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files)) {
        QFile::copy(from + name, to + name);
    }
    return (to + QStringLiteral("walker.character.xml")).toStdString();
}

}  // namespace

class TestCostumes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sampleOffersFourCostumes()
    {
        QCOMPARE(int(sample().costumes.size()), 4);
        QCOMPARE(sample().findCostume("Long skirt"), 0);
        QCOMPARE(sample().findCostume("Mantle"), 3);
        QCOMPARE(sample().findCostume("Tutu"), -1);
    }

    void swappingLiveEqualsLoadingFromScratch_data()
    {
        QTest::addColumn<int>("costume");
        for (int c = 0; c < 4; ++c) {
            QTest::newRow(sample().costumes[static_cast<std::size_t>(c)].name.c_str()) << c;
        }
    }
    void swappingLiveEqualsLoadingFromScratch()
    {
        QFETCH(int, costume);
        Diagnostics d;
        // Live: playing without a costume, then put it on mid-walk (and go through another one first).
        auto live = CharacterInstance::create(sample(), d);
        QVERIFY(live);
        live->setClip(0, d);
        live->evaluate(5.0f);
        QVERIFY2(live->setCostumes({(costume + 1) % 4}, d), qPrintable(test::str(d)));
        live->evaluate(7.5f);
        QVERIFY2(live->setCostumes({costume}, d), qPrintable(test::str(d)));
        QCOMPARE(live->clipIndex(), 0);  // the clip keeps playing
        live->evaluate(12.5f);
        // From scratch.
        auto fresh = CharacterInstance::create(sample(), d, {costume});
        QVERIFY2(fresh, qPrintable(test::str(d)));
        fresh->setClip(0, d);
        fresh->evaluate(12.5f);
        QCOMPARE(live->framework().boneCount(), fresh->framework().boneCount());
        const auto a = worldByName(*live);
        const auto b = worldByName(*fresh);
        for (const auto& [name, m] : b) {
            QVERIFY2(test::near(a.at(name), m, 1e-4f), name.c_str());
        }
        QVERIFY(live->framework().boneCount() > sample().framework->boneCount());  // the costume's bones are there
    }

    void baseBonesIgnoreWhatIsWorn()
    {
        Diagnostics d;
        auto plain = CharacterInstance::create(sample(), d);
        plain->setClip(0, d);
        plain->evaluate(9.0f);
        const auto expected = worldByName(*plain);
        for (int c = 0; c < 4; ++c) {
            auto dressed = CharacterInstance::create(sample(), d, {c});
            QVERIFY2(dressed, qPrintable(test::str(d)));
            dressed->setClip(0, d);
            dressed->evaluate(9.0f);
            const auto got = worldByName(*dressed);
            for (const auto& [name, m] : expected) {
                QVERIFY2(test::near(got.at(name), m, 1e-5f), qPrintable(QStringLiteral("%1 with costume %2").arg(name.c_str()).arg(c)));
            }
            // Same indices too: costumes are appended after the base.
            for (int b = 0; b < plain->framework().boneCount(); ++b) {
                QCOMPARE(dressed->framework().boneName(b), plain->framework().boneName(b));
            }
        }
    }

    void skirtFollowsTheThighs()
    {
        // The front panel's lower ring moves when the thighs swing: over the walk it travels.
        Diagnostics d;
        auto dressed = CharacterInstance::create(sample(), d, {0});
        dressed->setClip(0, d);
        const int panel = dressed->framework().findBone("_2LongSkirt{D}#Skirt_F_03");
        QVERIFY(panel >= 0);
        float minY = 1e9f, maxY = -1e9f;
        for (int f = 0; f < 32; f += 2) {
            dressed->evaluate(float(f));
            const float y = dressed->pose().world(panel)[3].y;
            minY = std::min(minY, y);
            maxY = std::max(maxY, y);
        }
        QVERIFY2(maxY - minY > 1.0f, qPrintable(QString::number(maxY - minY)));
    }

    void wornCostumesBringTheirClothMeshes()
    {
        // Every template has a cloth mesh skinned to its own chains: worn, it is bound with no
        // missing bone, sits on its bind shape at the bind pose, and its hem follows the chains.
        for (int c = 0; c < 4; ++c) {
            const CostumeData& costume = sample().costumes[std::size_t(c)];
            QCOMPARE(int(costume.meshes.size()), 1);
            Diagnostics d;
            auto dressed = CharacterInstance::create(sample(), d, {c});
            MeshDeformer deformer;
            deformer.bind(sample(), dressed->framework(), d, {c});
            QVERIFY2(!d.contains("mesh.missing-bones"), costume.name.c_str());
            QCOMPARE(deformer.meshCount(), int(sample().meshes.size()) + 1);
            const int cloth = deformer.meshCount() - 1;
            deformer.deform(dressed->pose().allWorld(), SkinningMethod::Linear);  // bind pose
            float worst = 0.0f;
            for (std::size_t v = 0; v < costume.meshes[0].positions.size(); ++v) {
                worst = std::max(worst, glm::length(deformer.output(cloth).positions[v] - costume.meshes[0].positions[v]));
            }
            QVERIFY2(worst < 1e-3f, qPrintable(QString::number(worst)));
            // Turning every chain bone of the costume moves the cloth.
            dressed->setClip(0, d);
            dressed->evaluate(8.0f);
            deformer.deform(dressed->pose().allWorld(), SkinningMethod::Linear);
            float moved = 0.0f;
            for (std::size_t v = 0; v < costume.meshes[0].positions.size(); ++v) {
                moved = std::max(moved, glm::length(deformer.output(cloth).positions[v] - costume.meshes[0].positions[v]));
            }
            QVERIFY2(moved > 1.0f, costume.name.c_str());
        }
        // Not worn: only the body.
        MeshDeformer bare;
        Diagnostics d;
        bare.bind(sample(), *sample().framework, d);
        QCOMPARE(bare.meshCount(), int(sample().meshes.size()));
    }

    void failedSwapChangesNothing()
    {
        Diagnostics d;
        auto instance = CharacterInstance::create(sample(), d, {1});
        const int before = instance->framework().boneCount();
        QVERIFY(!instance->setCostumes({7}, d));
        QVERIFY(d.contains("costume.unknown"));
        QCOMPARE(instance->framework().boneCount(), before);
        QCOMPARE(instance->costumes(), std::vector<int>{1});
    }

    void shippedTemplatesValidateClean_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("layer");
        QTest::newRow("long skirt") << "long_skirt" << "LongSkirt";
        QTest::newRow("short skirt") << "short_skirt" << "ShortSkirt";
        QTest::newRow("robe") << "robe" << "Robe";
        QTest::newRow("mantle") << "mantle" << "Mantle";
    }
    void shippedTemplatesValidateClean()
    {
        QFETCH(QString, folder);
        QFETCH(QString, layer);
        const std::string dir = std::string(RIGSTAGE_TEMPLATES "/") + folder.toStdString() + "/" + layer.toStdString();
        Diagnostics d;
        auto costume = loadCostume(layer.toStdString(), dir + ".Framework.xml", dir + ".HelperJointSetting.xml", d);
        QVERIFY2(costume, qPrintable(test::str(d)));
        const Diagnostics findings = validateCostume(sample(), *costume);
        QVERIFY2(findings.empty(), qPrintable(test::str(findings)));
        QVERIFY(!costume->layer.bones.empty());
    }

    void characterWithEveryCostumeValidatesClean()
    {
        const Diagnostics findings = validateCharacter(sample());
        QVERIFY2(findings.empty(), qPrintable(test::str(findings)));
    }

    void brokenTemplatesGiveExactlyTheirFinding_data()
    {
        QTest::addColumn<QString>("folder");
        const QDir root(QStringLiteral(RIGSTAGE_FIXTURES "/templates/broken"));
        for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QTest::newRow(qPrintable(name)) << root.filePath(name);
        }
    }
    void brokenTemplatesGiveExactlyTheirFinding()
    {
        QFETCH(QString, folder);
        QFile expectedFile(folder + QStringLiteral("/expected.txt"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QStringList expected = QString::fromUtf8(expectedFile.readAll()).trimmed().split(QLatin1Char(' '));
        std::string frameworkPath, helpersPath;
        for (const QString& f : QDir(folder).entryList({QStringLiteral("*.xml")})) {
            (f.endsWith(QStringLiteral("HelperJointSetting.xml")) ? helpersPath : frameworkPath) = (folder + QLatin1Char('/') + f).toStdString();
        }
        Diagnostics findings;
        if (auto costume = loadCostume("broken", frameworkPath, helpersPath, findings)) {
            findings.append(validateCostume(sample(), *costume));
        }
        // Exactly one finding, the expected one (a level-0 template also gets the stacking-order warning).
        std::vector<Diagnostic> relevant;
        for (const Diagnostic& d : findings.items()) {
            if (d.code != "layer.order") {
                relevant.push_back(d);
            }
        }
        QVERIFY2(relevant.size() == 1, qPrintable(test::str(findings)));
        QCOMPARE(QString::fromStdString(relevant.front().code), expected.at(0));
        QCOMPARE(QString::fromLatin1(severityName(relevant.front().severity)), expected.at(1));
        QVERIFY2(relevant.front().line > 0 && !relevant.front().file.empty() && !relevant.front().fix.empty(),
                 qPrintable(test::str(findings)));
    }

    void costumeWhoseFilesAreMissingStaysListedAsUnavailable()
    {
        QTemporaryDir dir;
        const std::string manifest = copyWithoutTemplates(dir);
        Diagnostics d;
        auto data = loadCharacter(manifest, d);
        QVERIFY(data && data->framework);  // the character itself opens
        QVERIFY(data->costumes.empty());
        const std::vector<std::string> names{"Long skirt", "Short skirt", "Robe", "Mantle"};
        const std::vector<std::string> files{"long_skirt/LongSkirt", "short_skirt/ShortSkirt", "robe/Robe", "mantle/Mantle"};
        QCOMPARE(int(data->unavailableCostumes.size()), 4);
        const QString templates = dir.filePath(QStringLiteral("templates/"));
        for (std::size_t c = 0; c < 4; ++c) {
            const UnavailableCostume& u = data->unavailableCostumes[c];
            QCOMPARE(u.entry.name, names[c]);
            QCOMPARE(QString::fromStdString(u.framework), templates + QString::fromStdString(files[c]) + QStringLiteral(".Framework.xml"));
            QCOMPARE(QString::fromStdString(u.helperJoints),
                     templates + QString::fromStdString(files[c]) + QStringLiteral(".HelperJointSetting.xml"));
            QCOMPARE(QString::fromStdString(u.mesh), templates + QString::fromStdString(files[c]) + QStringLiteral(".Mesh.gltf"));
            // Its errors: each missing file by its path, and where the manifest names the costume.
            QVERIFY(!u.errors.empty());
            const Diagnostic& first = u.errors.front();
            QCOMPARE(first.code, std::string("io.unreadable"));
            QCOMPARE(first.file, u.framework);
            QVERIFY2(first.message.find("costume '" + names[c] + "' of the manifest at line " + std::to_string(u.entry.line))
                         != std::string::npos, first.message.c_str());
            QVERIFY(u.entry.line > 0);
            // The same errors are among the load's diagnostics (what `validate` prints).
            QVERIFY(std::find(d.items().begin(), d.items().end(), first) != d.items().end());
        }
        // `validate` still reports them, and fails with 2 (files that could not be read).
        QProcess cli;
        cli.start(QStringLiteral(RIGSTAGE_CLI), {QStringLiteral("validate"), QString::fromStdString(manifest)});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 2);
        const QString out = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError());
        for (const std::string& file : files) {
            const QString missing = templates + QString::fromStdString(file) + QStringLiteral(".Framework.xml");
            QVERIFY2(out.contains(missing), qPrintable(out));
        }
    }

    void findInFolderTriesEveryTailOfThePath()
    {
        const QString resources = QDir::cleanPath(QStringLiteral(RIGSTAGE_TEMPLATES "/.."));
        const std::string written = "../../templates/robe/Robe.Framework.xml";
        const std::string expected = (resources + QStringLiteral("/templates/robe/Robe.Framework.xml")).toStdString();
        QCOMPARE(findInFolder(resources.toStdString(), written), expected);
        QCOMPARE(findInFolder(RIGSTAGE_TEMPLATES, written), expected);
        QCOMPARE(findInFolder(RIGSTAGE_TEMPLATES "/robe", written), expected);
        QCOMPARE(findInFolder(RIGSTAGE_TEMPLATES "/mantle", written), std::string());
        QCOMPARE(findInFolder(RIGSTAGE_TEMPLATES, "../../templates/robe/NoSuch.Framework.xml"), std::string());
    }

    void locatingTheTemplatesFolderMakesTheCostumesWearable()
    {
        QTemporaryDir dir;
        Diagnostics d;
        auto data = loadCharacter(copyWithoutTemplates(dir), d);
        QVERIFY(data && data->framework);
        // A folder without the files: nothing changes and the finding names the file.
        d = Diagnostics();
        QVERIFY(locateCostumes(*data, 2, dir.path().toStdString(), d).empty());
        QVERIFY(d.contains("costume.not-located"));
        QVERIFY2(test::str(d).contains(QStringLiteral("Robe.Framework.xml")), qPrintable(test::str(d)));
        QCOMPARE(int(data->unavailableCostumes.size()), 4);
        QVERIFY(data->costumes.empty());
        // The robe's own folder holds only the robe: it alone comes.
        d = Diagnostics();
        QCOMPARE(locateCostumes(*data, 2, RIGSTAGE_TEMPLATES "/robe", d), std::vector<int>{0});
        QVERIFY2(!d.hasErrors(), qPrintable(test::str(d)));
        QCOMPARE(data->costumes[0].name, std::string("Robe"));
        QCOMPARE(int(data->unavailableCostumes.size()), 3);
        // Worn while the others are located (the costumes move in memory as the list grows): it
        // goes on evaluating as one worn from scratch afterwards.
        Diagnostics wearing;
        auto robe = CharacterInstance::create(*data, wearing, {0});
        QVERIFY2(robe, qPrintable(test::str(wearing)));
        robe->setClip(0, wearing);
        // The templates' parent: the other three, in manifest order, after the robe.
        d = Diagnostics();
        const std::string resources = QDir::cleanPath(QStringLiteral(RIGSTAGE_TEMPLATES "/..")).toStdString();
        QCOMPARE(locateCostumes(*data, 1, resources, d), (std::vector<int>{1, 2, 3}));
        QVERIFY2(!d.hasErrors(), qPrintable(test::str(d)));
        QVERIFY(data->unavailableCostumes.empty());
        QCOMPARE(data->costumes[1].name, std::string("Long skirt"));
        QCOMPARE(data->costumes[2].name, std::string("Short skirt"));
        QCOMPARE(data->costumes[3].name, std::string("Mantle"));
        auto fresh = CharacterInstance::create(*data, wearing, {0});
        QVERIFY(fresh);
        fresh->setClip(0, wearing);
        robe->evaluate(9.0f);
        fresh->evaluate(9.0f);
        QCOMPARE(robe->pose().allWorld().size(), fresh->pose().allWorld().size());
        for (std::size_t b = 0; b < fresh->pose().allWorld().size(); ++b) {
            QVERIFY(test::near(robe->pose().allWorld()[b], fresh->pose().allWorld()[b], 1e-5f));
        }
        // Each is what loading it from the sample gives: the same bones, helpers and mesh, and it is worn.
        for (int c = 0; c < 4; ++c) {
            const CostumeData& located = data->costumes[std::size_t(c)];
            const CostumeData& original = sample().costumes[std::size_t(sample().findCostume(located.name))];
            QCOMPARE(located.layer.bones.size(), original.layer.bones.size());
            QCOMPARE(located.helpers.has_value(), original.helpers.has_value());
            QCOMPARE(located.meshes.size(), original.meshes.size());
            QCOMPARE(int(located.meshes.size()), 1);
            Diagnostics worn;
            auto instance = CharacterInstance::create(*data, worn, {c});
            QVERIFY2(instance, qPrintable(test::str(worn)));
            auto fromSample = CharacterInstance::create(sample(), worn, {sample().findCostume(located.name)});
            QVERIFY(fromSample);
            QVERIFY(instance->framework().boneCount() > sample().framework->boneCount());
            QCOMPARE(instance->framework().boneCount(), fromSample->framework().boneCount());
            QCOMPARE(instance->helpers()->joints().size(), fromSample->helpers()->joints().size());
        }
        // A costume number that is not unavailable any more.
        d = Diagnostics();
        QVERIFY(locateCostumes(*data, 0, resources, d).empty());
        QVERIFY(d.contains("costume.unknown"));
    }
};

QTEST_APPLESS_MAIN(TestCostumes)
#include "test_costumes.moc"
