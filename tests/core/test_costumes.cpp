// Costumes: live swapping equals loading from scratch, base bones are unaffected by what is worn,
// every broken template gives exactly its finding, and the shipped templates validate clean.
#include <QDir>
#include <QFile>
#include <QTest>

#include "character/character_instance.h"
#include "skin/mesh_deformer.h"
#include "test_helpers.h"
#include "validate/character_checks.h"

using namespace rigstage;

namespace {

const std::string kManifest = RIGSTAGE_SAMPLES "/walker/walker.character.xml";

const CharacterData& sample()
{
    static const CharacterData data = [] {
        Diagnostics d;
        auto loaded = loadCharacter(kManifest, d);
        if (!loaded || !loaded->framework || d.hasErrors()) {
            qFatal("the sample does not load:\n%s", qPrintable(test::str(d)));
        }
        return std::move(*loaded);
    }();
    return data;
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
};

QTEST_APPLESS_MAIN(TestCostumes)
#include "test_costumes.moc"
