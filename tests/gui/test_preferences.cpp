// Edit > Preferences: the navigation scheme applies to the viewport at once and survives a restart,
// the language is stored for the next start (preferredLanguage), the autosave interval reaches
// Autosave, the Inspector shows lengths in the chosen unit, and the status bar's gestures line
// follows the scheme. Settings live in Qt's test location under a name of this test's own.
#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <memory>

#include "gui/autosave.h"
#include "gui/document.h"
#include "gui/preferences/preferences_controller.h"
#include "gui/preferences/preferences_dialog.h"
#include "viewport/viewport_widget.h"
#include "widgets/elided_label.h"
#include "widgets/inspector_widget.h"

using namespace rigstage;

namespace {

/// A window as the application builds one, reduced to what the preferences touch: a viewport,
/// an Edit menu, View > Navigation's three actions (which set the viewport's scheme, as the
/// window's do), an Inspector, a document and its autosave.
struct Window {
    QMainWindow main;
    Document document;
    ViewportWidget* viewport;
    InspectorWidget* inspector;
    QMenu* edit;
    QList<QAction*> schemes;
    std::unique_ptr<Autosave> autosave;
    PreferencesController* controller;

    Window()
    {
        viewport = new ViewportWidget(&main);
        main.setCentralWidget(viewport);
        inspector = new InspectorWidget(&main);
        edit = main.menuBar()->addMenu(QStringLiteral("Edit"));
        auto* group = new QActionGroup(&main);
        for (int i = 0; i < 3; ++i) {
            auto* a = new QAction(QStringLiteral("scheme %1").arg(i), &main);
            a->setCheckable(true);
            a->setChecked(i == 0);
            group->addAction(a);
            QObject::connect(a, &QAction::toggled, viewport, [this, i](bool on) {
                if (on) {
                    viewport->stage()->setNavigationScheme(NavigationScheme(i));
                }
            });
            schemes << a;
        }
        autosave = std::make_unique<Autosave>(document);
        controller = PreferencesController::install(&main, edit, viewport, autosave.get(), schemes, inspector, &document);
        main.resize(900, 600);
        main.show();
    }

    PreferencesDialog* openDialog()
    {
        controller->action()->trigger();
        auto* dialog = main.findChild<PreferencesDialog*>();
        return dialog && dialog->isVisible() ? dialog : nullptr;
    }

    QString gestures() const
    {
        auto* label = main.statusBar()->findChild<ElidedLabel*>(QStringLiteral("navigationGestures"));
        return label ? label->fullText() : QStringLiteral("<no gestures label>");
    }
};

/// Picks a combo box's item by keyboard, as a user would: focus, then Down or Up until it is current.
void chooseByKeys(QComboBox* box, int index)
{
    box->setFocus();
    while (box->currentIndex() < index) {
        QTest::keyClick(box, Qt::Key_Down);
    }
    while (box->currentIndex() > index) {
        QTest::keyClick(box, Qt::Key_Up);
    }
}

/// Types a value into a spin box: select all, type, Enter.
void typeValue(QSpinBox* box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
}

}  // namespace

class TestPreferences : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RigstageTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_preferences"));
        qunsetenv("RIGSTAGE_AUTOSAVE_MS");
    }

    void init() { QSettings().clear(); }

    void editMenuOpensTheDialog()
    {
        Window w;
        QVERIFY(w.edit->actions().contains(w.controller->action()));
        QVERIFY(!w.controller->action()->shortcut().isEmpty());  // Ctrl+, where the platform names none
        QVERIFY(w.openDialog());
        // No setting yet: Maya, the system's language, the rig's units, a minute between autosaves.
        PreferencesDialog* d = w.controller->dialog();
        QCOMPARE(d->schemeBox()->currentText(), QStringLiteral("Maya"));
        QCOMPARE(d->languageBox()->currentData().toString(), QString());
        QCOMPARE(d->lengthUnitBox()->currentIndex(), 0);
        QCOMPARE(d->autosaveBox()->value(), 1);
        // The gestures line shows whole in a 900-pixel status bar, and never widens the window.
        ElidedLabel* gestures = w.controller->gesturesLabel();
        QVERIFY(gestures->isVisible());
        QTRY_COMPARE(gestures->text(), gestures->fullText());
        QVERIFY(gestures->minimumSizeHint().width() < 100);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QVERIFY(QTest::qWaitForWindowExposed(d));
            d->grab().save(shots + QStringLiteral("/preferences.png"));
            w.main.grab().save(shots + QStringLiteral("/preferences-status-bar.png"));
        }
    }

    void blenderSchemeAppliesAndSurvivesARestart()
    {
        {
            Window w;
            QCOMPARE(w.viewport->stage()->navigationScheme(), NavigationScheme::Maya);
            const QString mayaGestures = w.gestures();
            QVERIFY2(mayaGestures.contains(QStringLiteral("Alt+LMB")), qPrintable(mayaGestures));
            PreferencesDialog* d = w.openDialog();
            QVERIFY(d);
            chooseByKeys(d->schemeBox(), 2);
            QCOMPARE(d->schemeBox()->currentText(), QStringLiteral("Blender"));
            QCOMPARE(w.viewport->stage()->navigationScheme(), NavigationScheme::Blender);
            QVERIFY(w.schemes[2]->isChecked());  // View > Navigation agrees
            QCOMPARE(QSettings().value(QStringLiteral("view/navigation")).toString(), QStringLiteral("blender"));
            // Blender orbits with the middle button alone: no Alt for the window manager to take.
            const QString blenderGestures = w.gestures();
            QVERIFY(blenderGestures != mayaGestures);
            QVERIFY2(blenderGestures.startsWith(QStringLiteral("Orbit MMB")) && !blenderGestures.contains(QStringLiteral("Alt")),
                     qPrintable(blenderGestures));
        }
        // A restart: a new window reads the scheme back before anything else touches it.
        Window restarted;
        QCOMPARE(restarted.viewport->stage()->navigationScheme(), NavigationScheme::Blender);
        QVERIFY(restarted.schemes[2]->isChecked());
        QVERIFY(restarted.gestures().startsWith(QStringLiteral("Orbit MMB")));
        QCOMPARE(restarted.openDialog()->schemeBox()->currentText(), QStringLiteral("Blender"));
    }

    void navigationMenuAndDialogAgree()
    {
        Window w;
        PreferencesDialog* d = w.openDialog();
        QVERIFY(d);
        w.schemes[1]->trigger();  // View > Navigation > 3ds Max
        QCOMPARE(w.viewport->stage()->navigationScheme(), NavigationScheme::Max);
        QCOMPARE(QSettings().value(QStringLiteral("view/navigation")).toString(), QStringLiteral("max"));
        QCOMPARE(d->schemeBox()->currentText(), QStringLiteral("3ds Max"));
        QVERIFY2(w.gestures().startsWith(QStringLiteral("Orbit Alt+MMB · Pan MMB")), qPrintable(w.gestures()));
    }

    void languageIsStoredForTheNextStart()
    {
        QCOMPARE(preferredLanguage(), QString());
        QCOMPARE(preferredLocale(), QLocale());
        Window w;
        PreferencesDialog* d = w.openDialog();
        QVERIFY(d);
        chooseByKeys(d->languageBox(), d->languageBox()->findData(QStringLiteral("ko")));
        QCOMPARE(QSettings().value(QStringLiteral("interface/language")).toString(), QStringLiteral("ko"));
        QCOMPARE(preferredLanguage(), QStringLiteral("ko"));
        QCOMPARE(preferredLocale().language(), QLocale::Korean);
        chooseByKeys(d->languageBox(), d->languageBox()->findData(QStringLiteral("en")));
        QCOMPARE(preferredLanguage(), QStringLiteral("en"));
        chooseByKeys(d->languageBox(), 0);  // back to the system's (LANG)
        QCOMPARE(preferredLanguage(), QString());
        QVERIFY(!QSettings().contains(QStringLiteral("interface/language")));
        // A value written by hand that names no translation is ignored.
        QSettings().setValue(QStringLiteral("interface/language"), QStringLiteral("xx"));
        QCOMPARE(preferredLanguage(), QString());
    }

    void autosaveIntervalReachesAutosave()
    {
        {
            Window w;
            QCOMPARE(w.autosave->interval(), 60 * 1000);  // unset: every minute
            PreferencesDialog* d = w.openDialog();
            QVERIFY(d);
            typeValue(d->autosaveBox(), 3);
            QCOMPARE(w.autosave->interval(), 3 * 60 * 1000);
            QCOMPARE(QSettings().value(QStringLiteral("autosave/minutes")).toInt(), 3);
            typeValue(d->autosaveBox(), 0);
            QCOMPARE(d->autosaveBox()->text(), QStringLiteral("Off"));
            QCOMPARE(w.autosave->interval(), 0);
        }
        Window restarted;
        QCOMPARE(restarted.autosave->interval(), 0);
        QSettings().setValue(QStringLiteral("autosave/minutes"), 7);
        Window again;
        QCOMPARE(again.autosave->interval(), 7 * 60 * 1000);
    }

    void environmentIntervalWins()
    {
        QSettings().setValue(QStringLiteral("autosave/minutes"), 5);
        qputenv("RIGSTAGE_AUTOSAVE_MS", "250");
        Window w;
        QCOMPARE(w.autosave->interval(), 250);
        PreferencesDialog* d = w.openDialog();
        QVERIFY(d);
        QVERIFY(!d->autosaveBox()->isEnabled());
        w.controller->setAutosaveMinutes(2);
        QCOMPARE(w.autosave->interval(), 250);
        qunsetenv("RIGSTAGE_AUTOSAVE_MS");
    }

    void inspectorLengthsInTheChosenUnit()
    {
        Window w;
        QVERIFY(w.document.open(QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml")));  // unit="cm"
        BoneInspection bone;
        bone.name = QStringLiteral("Bone");
        bone.local.translation = glm::vec3(12.5f, -3.0f, 100.0f);
        bone.world.translation = glm::vec3(0.0f, 40.0f, 98.25f);
        w.inspector->show(&bone);
        QCOMPARE(w.inspector->field(QStringLiteral("localTranslation")), QStringLiteral("12.500, -3.000, 100.000"));
        PreferencesDialog* d = w.openDialog();
        QVERIFY(d);
        chooseByKeys(d->lengthUnitBox(), 2);  // metres: centimetres / 100, two more decimals
        QCOMPARE(w.inspector->field(QStringLiteral("localTranslation")), QStringLiteral("0.12500, -0.03000, 1.00000 m"));
        QCOMPARE(w.inspector->field(QStringLiteral("worldTranslation")), QStringLiteral("0.00000, 0.40000, 0.98250 m"));
        chooseByKeys(d->lengthUnitBox(), 1);  // centimetres: the rig's own numbers, named
        QCOMPARE(w.inspector->field(QStringLiteral("localTranslation")), QStringLiteral("12.500, -3.000, 100.000 cm"));
        QCOMPARE(QSettings().value(QStringLiteral("view/lengthUnit")).toString(), QStringLiteral("cm"));
        chooseByKeys(d->lengthUnitBox(), 0);
        QCOMPARE(w.inspector->field(QStringLiteral("localTranslation")), QStringLiteral("12.500, -3.000, 100.000"));
    }
};

QTEST_MAIN(TestPreferences)
#include "test_preferences.moc"
