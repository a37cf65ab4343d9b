// The layer browser in the main window: clicks on rows select bones, the filter narrows the tree,
// unchecking a layer hides its bones, checking a costume wears it live, findings show as icons; a
// costume whose files are not where the manifest says is listed greyed with why, and Locate... loads
// it from the folder chosen.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QScreen>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "gui/saving/document_saver.h"
#include "character/character_instance.h"
#include "io/character_loader.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "widgets/layer_browser_widget.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {
const QString kSample = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");
}

class TestLayerBrowser : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void init()
    {
        window_ = std::make_unique<MainWindow>();
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        QVERIFY(window_->document()->open(kSample));
        browser_ = window_->layerBrowser();
    }

    void cleanup()
    {
        window_->document()->saver()->forgetUnsavedChanges();
        window_->close();
        window_.reset();
    }

    void clickingARowSelectsTheBone()
    {
        const int bone = window_->document()->framework()->findBone("_1Muscle{D}#L_ForeTwist");
        QTreeWidgetItem* item = browser_->boneItem(bone);
        QVERIFY(item);
        QTreeWidget* tree = browser_->tree();
        tree->scrollToItem(item);
        const QRect rect = tree->visualItemRect(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
        QCOMPARE(window_->document()->selection()->bone(), bone);
        QCOMPARE(item->text(0), QStringLiteral("L_ForeTwist"));           // the name's part after '#'
        QVERIFY(item->toolTip(0).contains(QStringLiteral("prefix _1Muscle{D}")));
        QVERIFY(item->text(2).contains(QStringLiteral("OrientationConstraint")));
        // And selecting in the viewport moves the tree's current row.
        const int foot = window_->document()->framework()->findBone("_0Base{BD}#R_Foot");
        window_->document()->selection()->setBone(foot);
        QCOMPARE(tree->currentItem(), browser_->boneItem(foot));
    }

    void filterNarrowsTheTree()
    {
        const Framework& fw = *window_->document()->framework();
        int thighs = 0;
        for (int b = 0; b < fw.boneCount(); ++b) {
            thighs += QString::fromStdString(fw.boneName(b)).contains(QStringLiteral("thigh"), Qt::CaseInsensitive);
        }
        QCOMPARE(browser_->visibleBoneCount(), fw.boneCount());
        QTest::keyClicks(browser_->filterEdit(), QStringLiteral("thigh"));
        QCOMPARE(browser_->visibleBoneCount(), thighs);
        QCOMPARE(thighs, 4);  // L/R_Thigh and the two thigh twists
        browser_->filterEdit()->clear();
        browser_->layerFilter()->setCurrentIndex(2);  // "All layers", Base, Muscle
        QCOMPARE(browser_->visibleBoneCount(), fw.layers()[1].boneCount);
    }

    void uncheckingALayerHidesItsBones()
    {
        const Framework& fw = *window_->document()->framework();
        QTreeWidgetItem* muscle = browser_->layerItem(1);
        QVERIFY(muscle->text(0).startsWith(QStringLiteral("Muscle")));
        QVERIFY(muscle->text(2).contains(QStringLiteral("procedural")));
        muscle->setCheckState(0, Qt::Unchecked);
        QVERIFY(window_->document()->visibility()->isLayerHidden(1));
        const std::set<int> hidden = window_->document()->visibility()->bonesNotDrawn();
        QCOMPARE(int(hidden.size()), fw.layers()[1].boneCount);
        for (int b = fw.layers()[1].firstBone; b < fw.layers()[1].firstBone + fw.layers()[1].boneCount; ++b) {
            QVERIFY(hidden.count(b));
        }
        // The viewport draws them as hidden: a click on a muscle joint selects nothing there.
        const int twist = fw.findBone("_1Muscle{D}#R_KneeVolume");
        window_->viewport()->frameAll();
        const auto at = window_->viewport()->screenPosition(glm::vec3(window_->document()->world()[twist][3]));
        QVERIFY(at);
        QVERIFY(window_->viewport()->boneAt(at->toPoint()) != twist);
        muscle->setCheckState(0, Qt::Checked);
        QVERIFY(window_->document()->visibility()->bonesNotDrawn().empty());
    }

    void checkingACostumeWearsItLive()
    {
        window_->timeline()->setFrame(10.0);
        const int before = window_->document()->framework()->boneCount();
        const int thigh = window_->document()->framework()->findBone("_0Base{BD}#L_Thigh");
        window_->document()->selection()->setBone(thigh);
        QListWidget* costumes = browser_->costumeList();
        QCOMPARE(costumes->count(), 4);
        costumes->item(0)->setCheckState(Qt::Checked);  // Long skirt
        const Framework& fw = *window_->document()->framework();
        QVERIFY(fw.boneCount() > before);
        QVERIFY(fw.findBone("_2LongSkirt{D}#Skirt_F_01") >= 0);
        QCOMPARE(window_->document()->costumes(), std::vector<int>{0});
        QCOMPARE(window_->timeline()->frame(), 10.0);                      // the clip plays on
        QCOMPARE(window_->document()->selection()->bone(), fw.findBone("_0Base{BD}#L_Thigh"));  // selection kept
        QVERIFY(browser_->layerItem(2)->text(0).startsWith(QStringLiteral("LongSkirt")));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window_->viewport()->frameAll();
            QTest::qWait(500);
            window_->screen()->grabWindow(window_->winId()).save(shots + QStringLiteral("/costume-long-skirt.png"));
        }
        // Swap: long skirt off, mantle on.
        costumes = browser_->costumeList();
        costumes->item(0)->setCheckState(Qt::Unchecked);
        browser_->costumeList()->item(3)->setCheckState(Qt::Checked);
        QCOMPARE(window_->document()->costumes(), std::vector<int>{3});
        // Each swap is an undo step; undo puts the previous costumes back on, the list follows.
        window_->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(window_->document()->costumes(), std::vector<int>{});
        window_->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(window_->document()->costumes(), std::vector<int>{0});
        QCOMPARE(browser_->costumeList()->item(0)->checkState(), Qt::Checked);
        QVERIFY(window_->document()->framework()->findBone("_2LongSkirt{D}#Skirt_F_01") >= 0);
        window_->action(QStringLiteral("redo"))->trigger();
        window_->action(QStringLiteral("redo"))->trigger();
        QCOMPARE(window_->document()->costumes(), std::vector<int>{3});
        QCOMPARE(browser_->costumeList()->item(3)->checkState(), Qt::Checked);
        QVERIFY(window_->document()->framework()->findBone("_2LongSkirt{D}#Skirt_F_01") < 0);
        QVERIFY(window_->document()->framework()->findBone("_2Mantle{D}#Cape_C_01") >= 0);
    }

    void costumesShowTheirValidationBeforeTheyAreWorn()
    {
        // The four shipped templates are clean; a template whose helpers read each other in a
        // cycle shows its error on the costume, before anyone wears it.
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(browser_->costumeList()->item(i)->toolTip(), QStringLiteral("Validated: no findings."));
        }
        QTemporaryDir dir;
        const QString cape = QStringLiteral(RIGSTAGE_FIXTURES "/templates/broken/helper-cycle/Cape");
        const QString path = test::copySampleWith(dir, ("    <Costume name=\"Broken cape\" framework=\"" + cape + ".Framework.xml\" helperJoints=\""
                                                          + cape + ".HelperJointSetting.xml\"/>\n").toUtf8());
        QVERIFY(window_->document()->open(path));
        QCOMPARE(browser_->costumeList()->count(), 1);
        const QString tip = browser_->costumeList()->item(0)->toolTip();
        QVERIFY2(tip.startsWith(QStringLiteral("1 error(s)")) && tip.contains(QStringLiteral("helper.cycle")), qPrintable(tip));
        QVERIFY(window_->document()->costumes().empty());  // shown, not worn
    }

    void findingsShowAsIcons()
    {
        // A copy of the sample whose muscle layer has a bone breaking the naming convention.
        QTemporaryDir dir;
        const QString path = test::copySampleWith(dir);
        QFile muscle(dir.filePath(QStringLiteral("Walker.Muscle.Framework.xml")));
        QVERIFY(muscle.open(QIODevice::ReadWrite));
        QByteArray text = muscle.readAll();
        text.replace("</Framework>", "    <Bone name=\"Extra Pad\" parent=\"_0Base{BD}#Pelvis\" t=\"0 0 0\"/>\n</Framework>");
        muscle.resize(0);
        muscle.write(text);
        muscle.close();
        QVERIFY(window_->document()->open(path));
        const int pad = window_->document()->framework()->findBone("Extra Pad");
        QVERIFY(pad >= 0);
        QTreeWidgetItem* item = browser_->boneItem(pad);
        QVERIFY(!item->icon(0).isNull());
        QVERIFY2(item->toolTip(0).contains(QStringLiteral("naming.bad-name")), qPrintable(item->toolTip(0)));
        QVERIFY(browser_->boneItem(0)->icon(0).isNull());  // clean bones carry no icon
    }

private:
    std::unique_ptr<MainWindow> window_;
    LayerBrowserWidget* browser_ = nullptr;

    void theWindowLocatesCostumesThatDidNotLoad()
    {
        // In the window: the copied walker lists its four costumes greyed; Locate... on the folder
        // above templates loads them, the list makes them wearable, and Messages says from where.
        QTemporaryDir dir;
        const QString to = dir.filePath(QStringLiteral("copied/walker/"));
        QDir().mkpath(to);
        for (const QString& name : QDir(QStringLiteral(RIGSTAGE_SAMPLES "/walker")).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(QStringLiteral(RIGSTAGE_SAMPLES "/walker/") + name, to + name));
        }
        MainWindow window;
        window.show();
        QVERIFY(window.document()->open(to + QStringLiteral("walker.character.xml")));
        LayerBrowserWidget* browser = window.layerBrowser();
        QListWidget* costumes = browser->costumeList();
        QCOMPARE(costumes->count(), 4);
        QVERIFY(!(costumes->item(0)->flags() & Qt::ItemIsUserCheckable));
        const QString resources = QDir::cleanPath(QStringLiteral(RIGSTAGE_SAMPLES "/.."));  // holds templates/
        browser->setFolderChooser([&](const QString&, const QString&) { return resources; });
        QVERIFY(browser->locateCostume(0));
        QCOMPARE(int(window.document()->data()->costumes.size()), 4);
        QCOMPARE(costumes->count(), 4);
        for (int i = 0; i < 4; ++i) {
            QVERIFY2(costumes->item(i)->flags() & Qt::ItemIsUserCheckable, qPrintable(costumes->item(i)->text()));
        }
        QVERIFY(window.document()->messages().back().contains(resources));
        QVERIFY(window.document()->setCostumes({2}));  // the robe, worn
        QVERIFY(window.document()->framework()->boneCount() > 78);
    }

    void costumeThatDidNotLoadIsListedGreyedAndCanBeLocated()
    {
        // The sample copied without its ../../templates: every costume's files are missing.
        QTemporaryDir dir;
        const QString to = dir.filePath(QStringLiteral("copied/walker/"));
        QDir().mkpath(to);
        for (const QString& name : QDir(QStringLiteral(RIGSTAGE_SAMPLES "/walker")).entryList(QDir::Files)) {
            QVERIFY(QFile::copy(QStringLiteral(RIGSTAGE_SAMPLES "/walker/") + name, to + name));
        }
        Diagnostics d;
        auto data = loadCharacter((to + QStringLiteral("walker.character.xml")).toStdString(), d);
        QVERIFY(data && data->framework);
        LayerBrowserWidget browser;
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        // As the window lists them: the costumes that loaded, then those that did not.
        const auto list = [&] {
            QStringList names;
            for (const CostumeData& c : data->costumes) {
                names << QString::fromStdString(c.name);
            }
            browser.setCostumes(names, {});
            browser.setUnavailableCostumes(unavailableCostumeRows(*data));
        };
        list();
        QListWidget* costumes = browser.costumeList();
        const QStringList names{QStringLiteral("Long skirt"), QStringLiteral("Short skirt"), QStringLiteral("Robe"), QStringLiteral("Mantle")};
        const QStringList files{QStringLiteral("long_skirt/LongSkirt"), QStringLiteral("short_skirt/ShortSkirt"),
                                QStringLiteral("robe/Robe"), QStringLiteral("mantle/Mantle")};
        QCOMPARE(costumes->count(), 4);
        QVERIFY(costumes->isEnabled());
        for (int i = 0; i < 4; ++i) {
            QListWidgetItem* item = costumes->item(i);
            QVERIFY2(item->text().startsWith(names[i]), qPrintable(item->text()));
            QVERIFY(!(item->flags() & Qt::ItemIsUserCheckable));  // not wearable
            QVERIFY(!item->data(Qt::CheckStateRole).isValid());   // no check box at all
            QCOMPARE(item->foreground().color(), browser.palette().color(QPalette::Disabled, QPalette::Text));
            const QString missing = dir.filePath(QStringLiteral("templates/") + files[i] + QStringLiteral(".Framework.xml"));
            QVERIFY2(item->toolTip().contains(missing + QStringLiteral(": error [io.unreadable]")), qPrintable(item->toolTip()));
        }
        QVERIFY(browser.locateButton()->isVisible());
        QSignalSpy wear(&browser, &LayerBrowserWidget::costumesChanged);
        QSignalSpy located(&browser, &LayerBrowserWidget::costumeFolderLocated);
        // A cancelled chooser locates nothing; browsing starts where the missing folder would be.
        QString startedAt;
        browser.setFolderChooser([&](const QString&, const QString& start) {
            startedAt = start;
            return QString();
        });
        QTest::mouseClick(browser.locateButton(), Qt::LeftButton);
        QCOMPARE(located.count(), 0);
        QCOMPARE(QDir(startedAt), QDir(dir.path()));
        // The templates' parent, for the robe (selected): all four come from there.
        const QString resources = QDir::cleanPath(QStringLiteral(RIGSTAGE_TEMPLATES "/.."));
        browser.setFolderChooser([&](const QString&, const QString&) { return resources; });
        connect(&browser, &LayerBrowserWidget::costumeFolderLocated, this, [&](int unavailable, const QString& folder) {
            Diagnostics why;
            locateCostumes(*data, unavailable, folder.toStdString(), why);
            QVERIFY2(!why.hasErrors(), formatDiagnostic(why.items().front()).c_str());
            list();
        });
        costumes->setCurrentRow(2);
        QTest::mouseClick(browser.locateButton(), Qt::LeftButton);
        QCOMPARE(located.count(), 1);
        QCOMPARE(located.front().at(0).toInt(), 2);
        QCOMPARE(located.front().at(1).toString(), resources);
        QCOMPARE(costumes->count(), 4);
        for (int i = 0; i < 4; ++i) {
            QListWidgetItem* item = costumes->item(i);
            QCOMPARE(item->text(), names[i]);
            QVERIFY(item->flags() & Qt::ItemIsUserCheckable);
            QCOMPARE(item->checkState(), Qt::Unchecked);
        }
        QVERIFY(!browser.locateButton()->isVisible());
        QCOMPARE(wear.count(), 0);
        // Wearable now: checking the robe asks for it, and it stacks.
        costumes->item(2)->setCheckState(Qt::Checked);
        QCOMPARE(wear.count(), 1);
        QCOMPARE(wear.front().at(0).value<std::vector<int>>(), std::vector<int>{2});
        Diagnostics worn;
        auto instance = CharacterInstance::create(*data, worn, {2});
        QVERIFY(instance && instance->framework().boneCount() > data->framework->boneCount());
    }
};

QTEST_MAIN(TestLayerBrowser)
#include "test_layer_browser.moc"
