// The Corrections dock on the walker's body: bend the left elbow by hand (hand IK off so the turn
// stays), Capture at This Pose, export the reference, sculpt it (the test pushes the vertices
// around the elbow out by 1.5 cm, as an artist would fix a collapsed elbow), import the sculpt: the
// fix shows at the bent pose (weight 1, the vertices 1.5 cm out) and fades away as the arm
// straightens; mute, heat map, undo and save / reopen work as a rigger expects.
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <iterator>

#include "character/character_instance.h"
#include "gui/corrections/corrections_dock_controller.h"
#include "gui/posing/posing_model.h"
#include "gui/corrections/corrections_model.h"
#include "gui/main_window.h"
#include "gui/selection/selection_model.h"
#include "gui/stages/stages_model.h"
#include "gui/saving/document_saver.h"
#include "io/correction_xml.h"
#include "sample_copy.h"
#include "viewport/viewport_widget.h"
#include "widgets/corrections_panel.h"
#include "widgets/reaction_curve_editor.h"
#include "widgets/timeline_widget.h"

using namespace rigstage;

namespace {

/// A copy of the sample (without its corrections) in dir, opened in window shown at size, paused
/// at its first frame; returns the copy's manifest (empty when it did not open).
QString openPausedCopy(MainWindow& window, QTemporaryDir& dir, QSize size)
{
    const QString manifest = test::copySampleWith(dir);
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.document()->open(manifest)) {
        return {};
    }
    window.timeline()->pause();
    return manifest;
}

/// Shows the mesh, raises the Corrections dock (with room for its list and brush row), captures a
/// new correction at the pose and chooses it in the list with the mouse; returns its row.
int captureAndChoose(MainWindow& window)
{
    window.action(QStringLiteral("showMesh"))->setChecked(true);
    CorrectionsPanel* panel = window.correctionsPanel();
    QDockWidget* dock = window.findChild<QDockWidget*>(QStringLiteral("correctionsDock"));
    dock->raise();
    window.resizeDocks({dock}, {330}, Qt::Vertical);
    QTest::mouseClick(panel->captureButton(), Qt::LeftButton);
    const int mine = panel->list()->topLevelItemCount() - 1;
    QTreeWidget* list = panel->list();
    list->setCurrentItem(nullptr);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(list->topLevelItem(mine)).center());
    return mine;
}

/// Whether the camera sees vertex v of the skinned mesh, found without the brush's screen
/// triangles: a ray from the camera to the vertex (along the view from the camera's plane when it
/// is orthographic) against every triangle of the mesh in 3D (Moller-Trumbore); a hit nearer than
/// 99 % of the way hides it.
bool hiddenFromCamera(const CameraSpec& camera, const SkinOutput& skinned, const SkinnedMesh& source, std::size_t v)
{
    const glm::vec3 forward = glm::normalize(camera.target - camera.position);
    const glm::vec3 p = skinned.positions[v];
    const glm::vec3 way = camera.orthographic ? forward * glm::dot(p - camera.position, forward) : p - camera.position;
    const glm::vec3 origin = p - way;
    for (std::size_t t = 0; t + 2 < source.indices.size(); t += 3) {
        const std::uint32_t a = source.indices[t], b = source.indices[t + 1], c = source.indices[t + 2];
        if (a == v || b == v || c == v) {
            continue;
        }
        const glm::vec3 e1 = skinned.positions[b] - skinned.positions[a], e2 = skinned.positions[c] - skinned.positions[a];
        const glm::vec3 q = glm::cross(way, e2);
        const float det = glm::dot(e1, q);
        if (std::abs(det) < 1e-12f) {
            continue;
        }
        const glm::vec3 o = origin - skinned.positions[a];
        const float u = glm::dot(o, q) / det;
        const glm::vec3 r = glm::cross(o, e1);
        const float w = glm::dot(way, r) / det;
        const float along = glm::dot(e2, r) / det;
        if (u >= 0.0f && w >= 0.0f && u + w <= 1.0f && along > 0.0f && along < 0.99f) {
            return true;
        }
    }
    return false;
}

/// The OBJ's vertices with those within radius of centre pushed away from it by push.
QByteArray sculptObj(const QString& path, const glm::vec3& centre, float radius, float push, int* moved)
{
    QFile in(path);
    in.open(QIODevice::ReadOnly);
    QByteArray out;
    *moved = 0;
    for (const QByteArray& line : in.readAll().split('\n')) {
        if (line.startsWith("v ")) {
            const QList<QByteArray> f = line.split(' ');
            glm::vec3 p(f[1].toFloat(), f[2].toFloat(), f[3].toFloat());
            const float d = glm::length(p - centre);
            if (d < radius && d > 1e-3f) {
                p += (p - centre) / d * push;
                ++*moved;
            }
            out += "v " + QByteArray::number(p.x, 'g', 9) + ' ' + QByteArray::number(p.y, 'g', 9) + ' ' + QByteArray::number(p.z, 'g', 9) + '\n';
        } else {
            out += line + '\n';
        }
    }
    return out;
}

}  // namespace

class TestCorrectionsDock : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void elbowCorrectionShowsBentAndVanishesStraight()
    {
        QTemporaryDir dir;
        MainWindow window;
        const QString manifest = openPausedCopy(window, dir, QSize(1280, 800));
        QVERIFY(!manifest.isEmpty());
        Document* doc = window.document();
        doc->stages()->setStageEnabled(StageKind::Ik, false);  // the hand IK would pull a turned elbow back
        CorrectionsPanel* panel = window.correctionsPanel();
        QVERIFY(panel->captureButton()->isEnabled());
        QCOMPARE(panel->list()->topLevelItemCount(), 0);

        const int forearm = doc->framework()->findBone("_0Base{BD}#L_Forearm");
        doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 100.0f));
        QTest::mouseClick(panel->captureButton(), Qt::LeftButton);
        QCOMPARE(panel->list()->topLevelItemCount(), 1);
        const QString reference = dir.filePath(QStringLiteral("elbow-reference.obj"));
        QVERIFY(window.correctionsDock()->exportReferenceShape(0, reference));
        const glm::vec3 elbow(doc->world()[std::size_t(forearm)][3]);
        int moved = 0;
        const QByteArray sculpted = sculptObj(reference, elbow, 7.0f, 1.5f, &moved);
        QVERIFY(moved > 50);
        const QString sculptPath = dir.filePath(QStringLiteral("elbow-sculpt.obj"));
        {
            QFile f(sculptPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(sculpted);
        }
        const std::vector<glm::vec3> before = doc->meshes().output(0).positions;
        QVERIFY(window.correctionsDock()->importCorrectedShape(0, sculptPath));
        QCOMPARE(int(doc->corrections()->corrections[0].sculptVertices.size()), moved);
        const QByteArray recovery = doc->saver()->recoveryData();  // what autosave would write now
        QVERIFY(recovery.contains("\"corrections\""));

        // Bent as captured: the whole fix, every sculpted vertex 1.5 cm further from the elbow.
        QVERIFY2(doc->correctionsModel()->states()[0].weight > 0.999f, qPrintable(QString::number(doc->correctionsModel()->states()[0].weight)));
        const std::vector<glm::vec3>& bent = doc->meshes().output(0).positions;
        float worst = 0.0f;
        for (std::uint32_t v : doc->corrections()->corrections[0].sculptVertices) {
            const float d = glm::length(before[v] - elbow);
            worst = std::max(worst, std::abs(glm::length(bent[v] - elbow) - (d + 1.5f)));
        }
        QVERIFY2(worst < 1e-3f, qPrintable(QString::number(worst)));
        QCOMPARE(panel->list()->topLevelItem(0)->text(1), QStringLiteral("1.00"));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            doc->selection()->setBone(forearm);
            window.action(QStringLiteral("frameSelected"))->trigger();
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/correction-bent.png"));
        }

        // The heat map colours the sculpted vertices (red at the most moved) and nothing else.
        panel->heatMapBox()->setChecked(true);
        window.action(QStringLiteral("frameAll"))->trigger();
        const QRect area(window.viewport()->mapTo(&window, QPoint(0, 0)), window.viewport()->size());
        QImage heat;
        const auto hotPixels = [&] {  // the renderer may take a few frames on a loaded machine
            heat = window.screen()->grabWindow(window.winId()).toImage();
            int hot = 0;
            for (int y = area.top(); y < area.bottom(); y += 2) {
                for (int x = area.left(); x < area.right(); x += 2) {
                    const QRgb c = heat.pixel(x, y);
                    hot += qRed(c) > 150 && qGreen(c) < 110 && qBlue(c) < 90;
                }
            }
            return hot;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hotPixels() > 10, 10000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            heat.save(shots + QStringLiteral("/correction-heat.png"));
        }
        panel->heatMapBox()->setChecked(false);

        // Muted (the list's check box): the plain skin.
        panel->list()->topLevelItem(0)->setCheckState(3, Qt::Checked);
        QCOMPARE(doc->correctionsModel()->states()[0].weight, 0.0f);
        QVERIFY(glm::length(doc->meshes().output(0).positions[doc->corrections()->corrections[0].sculptVertices[0]]
                            - before[doc->corrections()->corrections[0].sculptVertices[0]]) < 1e-4f);
        doc->undoStack()->undo();  // unmute
        QVERIFY(doc->correctionsModel()->states()[0].weight > 0.999f);

        // Straightening the arm fades the fix out.
        float previous = 1.0f;
        for (float degrees : {70.0f, 40.0f, 0.0f}) {
            doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, degrees));
            const float w = doc->correctionsModel()->states()[0].weight;
            QVERIFY2(w < previous, qPrintable(QStringLiteral("%1 deg: %2").arg(degrees).arg(w)));
            previous = w;
        }
        QVERIFY2(previous < 0.05f, qPrintable(QString::number(previous)));
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            QTest::qWait(300);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/correction-straight.png"));
        }

        // Driven directly by the forearm instead: chosen in the dock with the forearm selected at
        // the bent pose, the weight is the forearm's turn now over its turn then.
        doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 100.0f));
        doc->selection()->setBone(forearm);
        QComboBox* drive = panel->driveBox();
        QCOMPARE(drive->currentIndex(), 0);
        drive->setFocus();
        QTest::keyClick(drive, Qt::Key_End);
        QCOMPARE(doc->corrections()->corrections[0].drive, CorrectionDrive::Bone);
        const CorrectionBoneDriver driver = doc->corrections()->corrections[0].driver;
        QCOMPARE(QString::fromStdString(driver.bone), QStringLiteral("_0Base{BD}#L_Forearm"));
        QVERIFY(std::abs(doc->correctionsModel()->states()[0].weight - 1.0f) < 1e-4f);
        doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 40.0f));
        const float expected = CorrectionSet::boneTurnDegrees(*doc->framework(), doc->world(), forearm, driver.axis) / driver.to;
        QVERIFY2(expected > 0.05f && expected < 0.95f && std::abs(doc->correctionsModel()->states()[0].weight - expected) < 1e-4f,
                 qPrintable(QStringLiteral("%1 vs %2").arg(doc->correctionsModel()->states()[0].weight).arg(expected)));
        doc->undoStack()->undo();  // the pose edit
        doc->undoStack()->undo();  // the driver: pose space again
        QCOMPARE(doc->corrections()->corrections[0].drive, CorrectionDrive::PoseSpace);
        QCOMPARE(drive->currentIndex(), 0);
        doc->posing()->editPose(forearm, glm::vec3(0.0f));

        // Saved beside the manifest, named in it, and back on reopening.
        QVERIFY(doc->saver()->unsavedChanges().contains(QStringLiteral("sculpt corrections")));
        QVERIFY(window.saveRig());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("walker.Corrections.xml"))));
        QFile m(manifest);
        QVERIFY(m.open(QIODevice::ReadOnly) && m.readAll().contains("<Corrections file=\"walker.Corrections.xml\"/>"));
        doc->saver()->forgetUnsavedChanges();
        QVERIFY(doc->open(manifest));
        QVERIFY(doc->corrections() && doc->corrections()->corrections.size() == 1);
        QCOMPARE(int(doc->corrections()->corrections[0].sculptVertices.size()), moved);
        QCOMPARE(panel->list()->topLevelItemCount(), 1);

        // A sculpt with another vertex count is refused with the reason, and nothing changes.
        {
            QFile f(sculptPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
        }
        QString error;
        QVERIFY(!doc->correctionsModel()->importCorrectedShape(0, sculptPath, &error));
        QVERIFY2(error.contains(QStringLiteral("3 vertices")), qPrintable(error));
        QVERIFY(!doc->saver()->hasUnsavedChanges());

        // After a crash the autosaved corrections come back, unsaved (here over a removal).
        doc->correctionsModel()->remove(0);
        QVERIFY(doc->corrections()->corrections.empty());
        QVERIFY(doc->saver()->recover(QJsonDocument::fromJson(recovery).object(), &error));
        QCOMPARE(int(doc->corrections()->corrections.size()), 1);
        QCOMPARE(int(doc->corrections()->corrections[0].sculptVertices.size()), moved);
        QVERIFY(doc->saver()->unsavedChanges().contains(QStringLiteral("sculpt corrections")));
        QCOMPARE(panel->list()->topLevelItemCount(), 1);
        doc->saver()->forgetUnsavedChanges();
    }

    void driverCurveIsEditedInTheCurveEditor()
    {
        // A correction driven by the forearm (captured and chosen at a 100-degree bend) shows its
        // ramp as two linear keys, (0, 0) and (turn, 1), in the dock's curve editor. Dragging the
        // first key up to weight 0.5 is one undo step: at a 40-degree bend the weight becomes
        // y0 + (1 - y0) (t - x0) / (turn - x0); undo restores t / turn. Flat tangents on both keys
        // make x(u) linear (handles at the thirds), so the weight is y0 + (1 - y0) (3u^2 - 2u^3).
        QTemporaryDir dir;
        MainWindow window;
        const QString manifest = openPausedCopy(window, dir, QSize(1280, 900));
        QVERIFY(!manifest.isEmpty());
        Document* doc = window.document();
        doc->stages()->setStageEnabled(StageKind::Ik, false);
        CorrectionsPanel* panel = window.correctionsPanel();
        window.findChild<QDockWidget*>(QStringLiteral("correctionsDock"))->raise();
        const int forearm = doc->framework()->findBone("_0Base{BD}#L_Forearm");
        doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 100.0f));
        QTest::mouseClick(panel->captureButton(), Qt::LeftButton);
        ReactionCurveEditor* editor = panel->curveEditor();
        const int mine = panel->list()->topLevelItemCount() - 1;  // the sample may hold corrections of its own
        QCOMPARE(QString::fromStdString(doc->corrections()->corrections.back().name), panel->list()->topLevelItem(mine)->text(0));
        {  // chosen in the list with the mouse
            QTreeWidget* list = panel->list();
            list->setCurrentItem(nullptr);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(list->topLevelItem(mine)).center());
            QCOMPARE(panel->current(), mine);
        }
        QVERIFY(!editor->isVisibleTo(panel));  // pose space: no curve
        doc->selection()->setBone(forearm);
        panel->driveBox()->setFocus();
        QTest::keyClick(panel->driveBox(), Qt::Key_End);
        QCOMPARE(doc->corrections()->corrections[std::size_t(mine)].drive, CorrectionDrive::Bone);
        QTRY_VERIFY(editor->isVisible() && editor->height() > 100);
        const CorrectionBoneDriver driver = doc->corrections()->corrections[std::size_t(mine)].driver;
        QVERIFY(driver.keys.empty() && driver.to > 90.0f);
        QCOMPARE(int(editor->curves().size()), 1);
        QCOMPARE(int(editor->curves()[0].points.size()), 2);
        QVERIFY(editor->curves()[0].points[1].position == glm::vec2(driver.to, 1.0f));

        doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 40.0f));
        const float t = CorrectionSet::boneTurnDegrees(*doc->framework(), doc->world(), forearm, driver.axis);
        const float ramp = t / driver.to;
        const auto weight = [&] { return doc->correctionsModel()->states()[std::size_t(mine)].weight; };
        QVERIFY2(std::abs(weight() - ramp) < 1e-4f, qPrintable(QStringLiteral("%1 vs %2").arg(weight()).arg(ramp)));

        const int steps = doc->undoStack()->count();
        const QPoint from = editor->toScreen({0.0f, 0.0f}).toPoint();
        const QPoint to = editor->toScreen({0.0f, 0.5f}).toPoint();
        QTest::mousePress(editor, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(editor, (from + to) / 2);
        QTest::mouseMove(editor, to);
        QTest::mouseRelease(editor, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        const std::vector<CurvePoint>& keys = doc->corrections()->corrections[std::size_t(mine)].driver.keys;
        QCOMPARE(int(keys.size()), 2);
        const glm::vec2 k0 = keys[0].position;
        const float pixel = (editor->toCurve(QPointF(0, 0)).y - editor->toCurve(QPointF(0, 1)).y) * 1.5f;
        QVERIFY2(std::abs(k0.y - 0.5f) < pixel && std::abs(k0.x) < 1.0f, qPrintable(QStringLiteral("%1 %2").arg(k0.x).arg(k0.y)));
        QVERIFY(keys[1].position == glm::vec2(driver.to, 1.0f) && keys[0].corner && keys[1].corner);
        const float linear = k0.y + (1.0f - k0.y) * (t - k0.x) / (driver.to - k0.x);
        QVERIFY2(std::abs(weight() - linear) < 1e-4f, qPrintable(QStringLiteral("%1 vs %2").arg(weight()).arg(linear)));
        QVERIFY(std::abs(weight() - ramp) > 0.2f);

        doc->undoStack()->undo();
        QVERIFY(doc->corrections()->corrections[std::size_t(mine)].driver.keys.empty());
        QVERIFY2(std::abs(weight() - ramp) < 1e-4f, qPrintable(QString::number(weight())));
        QCOMPARE(editor->curves()[0].points[0].position, glm::vec2(0.0f));
        doc->undoStack()->redo();
        QVERIFY(std::abs(weight() - linear) < 1e-4f);

        // Flat tangents, one undo step each, chosen for the selected key.
        for (const glm::vec2& key : {k0, glm::vec2(driver.to, 1.0f)}) {
            const QPoint at = editor->toScreen(key).toPoint();
            QTest::mouseClick(editor, Qt::LeftButton, Qt::NoModifier, at);
            QVERIFY(panel->tangentBox()->isEnabled());
            QCOMPARE(panel->tangentBox()->currentIndex(), int(CurveTangent::Linear));
            panel->tangentBox()->setFocus();
            QTest::keyClick(panel->tangentBox(), Qt::Key_Home);  // Flat
        }
        QCOMPARE(doc->undoStack()->count(), steps + 3);
        QCOMPARE(tangentOf(doc->corrections()->corrections[std::size_t(mine)].driver.keys[0]), CurveTangent::Flat);
        QCOMPARE(tangentOf(doc->corrections()->corrections[std::size_t(mine)].driver.keys[1]), CurveTangent::Flat);
        const float u = (t - k0.x) / (driver.to - k0.x);
        const float eased = k0.y + (1.0f - k0.y) * (3.0f * u * u - 2.0f * u * u * u);
        QVERIFY2(std::abs(weight() - eased) < 1e-4f, qPrintable(QStringLiteral("%1 vs %2").arg(weight()).arg(eased)));

        // Saved with the keys' tangents.
        QVERIFY(window.saveRig());
        Diagnostics d;
        const auto saved = loadCorrectionXml(doc->corrections()->file, d);
        QVERIFY(saved && saved->corrections.size() == doc->corrections()->corrections.size());
        QVERIFY(saved->corrections[std::size_t(mine)].driver.keys == doc->corrections()->corrections[std::size_t(mine)].driver.keys);
        doc->saver()->forgetUnsavedChanges();
    }

    void zoneIsPaintedOnTheMesh()
    {
        // Paint Zone on a new correction: a drag across the body in the 3D view adds exactly the
        // vertices facing the camera, and not hidden behind another part of the mesh, whose screen
        // position lies within the brush radius of a point the stroke passed (moves half a radius
        // apart: the brush dabs at each); one undo step. A
        // Ctrl-drag removes the vertices under it; undo brings them back, and undo again empties it.
        QTemporaryDir dir;
        MainWindow window;
        const QString manifest = openPausedCopy(window, dir, QSize(1280, 900));
        QVERIFY(!manifest.isEmpty());
        Document* doc = window.document();
        CorrectionsPanel* panel = window.correctionsPanel();
        QDockWidget* dock = window.findChild<QDockWidget*>(QStringLiteral("correctionsDock"));
        const int mine = captureAndChoose(window);
        QCOMPARE(panel->current(), mine);
        QVERIFY(doc->corrections()->corrections[std::size_t(mine)].zone.empty());
        const int mesh = doc->correctionsModel()->meshOf(mine);
        QVERIFY(mesh >= 0);
        window.action(QStringLiteral("frameAll"))->trigger();
        QTest::qWait(200);
        panel->brushBox()->setValue(24);
        QTest::mouseClick(panel->paintZoneButton(), Qt::LeftButton);
        QVERIFY(panel->paintingZone());

        ViewportWidget* viewport = window.viewport();
        const SkinOutput& skinned = doc->meshes().output(mesh);
        const CameraSpec camera = viewport->cameraSpec();
        const auto facing = [&](std::size_t v) { return glm::dot(skinned.normals[v], camera.position - skinned.positions[v]) > 0.0f; };
        // Start on the facing vertex drawn nearest the middle of the view (the chest).
        const QPointF middle(viewport->stage()->width() / 2.0, viewport->stage()->height() / 2.0);
        QPointF start;
        double nearest = 1e30;
        for (std::size_t v = 0; v < skinned.positions.size(); ++v) {
            const auto s = viewport->screenPosition(skinned.positions[v]);
            if (s && facing(v) && QLineF(*s, middle).length() < nearest) {
                nearest = QLineF(*s, middle).length();
                start = *s;
            }
        }
        QVERIFY(nearest < 100.0);
        const QPoint p0 = start.toPoint();
        std::vector<QPoint> points{p0};
        for (int i = 1; i <= 6; ++i) {
            points.push_back(p0 + QPoint(10 * i, 3 * i));  // 10.4 px apart: under half the 24 px radius
        }
        const auto under = [&](const std::vector<QPoint>& dabs) {
            std::vector<std::uint32_t> out;
            for (std::size_t v = 0; v < skinned.positions.size(); ++v) {
                const auto s = viewport->screenPosition(skinned.positions[v]);
                bool hit = false;
                for (const QPoint& d : dabs) {
                    hit = hit || (s && QLineF(*s, QPointF(d)).length() <= 24.0);
                }
                if (hit && facing(v) && !hiddenFromCamera(camera, skinned, doc->meshes().mesh(mesh), v)) {
                    out.push_back(std::uint32_t(v));
                }
            }
            return out;
        };
        const std::vector<std::uint32_t> expected = under(points);
        QVERIFY2(expected.size() > 20, qPrintable(QString::number(expected.size())));
        const int selectedBefore = doc->selection()->bone();
        const int steps = doc->undoStack()->count();
        QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::NoModifier, points.front());
        for (std::size_t i = 1; i < points.size(); ++i) {
            QTest::mouseMove(viewport->stage(), points[i]);
        }
        QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::NoModifier, points.back());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->corrections()->corrections[std::size_t(mine)].zone, expected);
        QCOMPARE(doc->selection()->bone(), selectedBefore);  // the stroke selected nothing

        // Drawn on the mesh: the zone's vertices red (the heat colours), the rest blue.
        const std::vector<float> colours = window.correctionsDock()->heat(mesh);
        QCOMPARE(int(std::count(colours.begin(), colours.end(), 1.0f)), int(expected.size()));
        const QRect area(viewport->mapTo(&window, QPoint(0, 0)), viewport->size());
        QImage shot;
        const auto redPixels = [&] {
            shot = window.screen()->grabWindow(window.winId()).toImage();
            int red = 0;
            for (int y = area.top(); y < area.bottom(); y += 2) {
                for (int x = area.left(); x < area.right(); x += 2) {
                    const QRgb c = shot.pixel(x, y);
                    red += qRed(c) > 150 && qGreen(c) < 110 && qBlue(c) < 90;
                }
            }
            return red;
        };
        QTRY_VERIFY_WITH_TIMEOUT(redPixels() > 30, 10000);
        if (const QString shots = qEnvironmentVariable("RIGSTAGE_SCREENSHOT_DIR"); !shots.isEmpty()) {
            for (QWidget* w = panel->parentWidget(); w; w = w->parentWidget()) {
                if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
                    scroll->ensureWidgetVisible(panel->paintZoneButton());
                }
            }
            QTest::qWait(200);
            window.screen()->grabWindow(window.winId()).save(shots + QStringLiteral("/corrections-paint-zone.png"));
        }

        // Ctrl-drag erases: a dab at the start and one 12 px on.
        const std::vector<QPoint> erase{p0, p0 + QPoint(12, 0)};
        const std::vector<std::uint32_t> erased = under(erase);
        std::vector<std::uint32_t> left;
        std::set_difference(expected.begin(), expected.end(), erased.begin(), erased.end(), std::back_inserter(left));
        QVERIFY(!erased.empty() && left.size() < expected.size() && !left.empty());
        QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::ControlModifier, erase[0]);
        QTest::mouseMove(viewport->stage(), erase[1]);
        QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::ControlModifier, erase[1]);
        QCOMPARE(doc->undoStack()->count(), steps + 2);
        QCOMPARE(doc->corrections()->corrections[std::size_t(mine)].zone, left);
        doc->undoStack()->undo();
        QCOMPARE(doc->corrections()->corrections[std::size_t(mine)].zone, expected);

        // Saved with the correction.
        QVERIFY(window.saveRig());
        Diagnostics d;
        const auto saved = loadCorrectionXml(doc->corrections()->file, d);
        QVERIFY(saved && saved->corrections[std::size_t(mine)].zone == expected);
        doc->undoStack()->undo();
        QVERIFY(doc->corrections()->corrections[std::size_t(mine)].zone.empty());
        // With the dock tabbed away, or Paint Zone off, a drag is the view's again (no zone edit).
        const int stepsOff = doc->undoStack()->count();
        const auto drag = [&] {
            QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::NoModifier, points.front());
            QTest::mouseMove(viewport->stage(), points[2]);
            QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::NoModifier, points[2]);
        };
        QDockWidget* other = window.findChild<QDockWidget*>(QStringLiteral("dependenciesDock"));
        other->raise();
        QTRY_VERIFY(!panel->paintingZone());
        QVERIFY(window.correctionsDock()->heat(mesh).empty());
        drag();
        QCOMPARE(doc->undoStack()->count(), stepsOff);
        dock->raise();
        QTRY_VERIFY(panel->paintingZone());
        QTest::mouseClick(panel->paintZoneButton(), Qt::LeftButton);
        QVERIFY(!panel->paintingZone());
        drag();
        QCOMPARE(doc->undoStack()->count(), stepsOff);
        doc->saver()->forgetUnsavedChanges();
    }

    void theBrushPaintsOnlyWhatIsSeen()
    {
        // From the character's left side the left hand hangs in front of the hip. A dab on the
        // hand reaches, among the vertices facing the camera within its radius, some of the hip
        // that the hand hides; the zone takes only what is seen.
        QTemporaryDir dir;
        MainWindow window;
        const QString manifest = openPausedCopy(window, dir, QSize(1280, 900));
        QVERIFY(!manifest.isEmpty());
        Document* doc = window.document();
        CorrectionsPanel* panel = window.correctionsPanel();
        const int mine = captureAndChoose(window);
        QCOMPARE(panel->current(), mine);
        const int mesh = doc->correctionsModel()->meshOf(mine);
        QVERIFY(mesh >= 0);
        ViewportWidget* viewport = window.viewport();
        viewport->viewFrom("left");
        QTest::qWait(200);
        panel->brushBox()->setValue(8);
        QTest::mouseClick(panel->paintZoneButton(), Qt::LeftButton);
        QVERIFY(panel->paintingZone());

        const SkinOutput& skinned = doc->meshes().output(mesh);
        const SkinnedMesh& source = doc->meshes().mesh(mesh);
        const CameraSpec camera = viewport->cameraSpec();
        const auto movedMostBy = [&](std::size_t v, std::initializer_list<const char*> parts) {
            const std::string name = source.paletteBones[source.joints[v][0]];
            return std::any_of(parts.begin(), parts.end(), [&](const char* part) { return name.find(part) != std::string::npos; });
        };
        const auto onHandOrForearm = [&](std::size_t v) {
            return movedMostBy(v, {"L_Forearm", "L_Hand", "L_Thumb", "L_Index", "L_Middle", "L_Ring", "L_Pinky"});
        };
        const auto facing = [&](std::size_t v) { return glm::dot(skinned.normals[v], camera.position - camera.target) > 0.0f; };
        // The brush on the middle of the hand as drawn (its facing vertices' mean), small enough to
        // stay on it: whatever lies under the brush behind the hand is hidden by it.
        QPointF centre;
        int handVertices = 0;
        for (std::size_t v = 0; v < skinned.positions.size(); ++v) {
            const auto s = viewport->screenPosition(skinned.positions[v]);
            if (s && facing(v) && movedMostBy(v, {"L_Hand"})) {
                centre += *s;
                ++handVertices;
            }
        }
        QVERIFY(handVertices > 10);
        const QPoint dab = (centre / handVertices).toPoint();
        QVERIFY(camera.orthographic);  // a side view
        const auto hidden = [&](std::size_t v) { return hiddenFromCamera(camera, skinned, source, v); };
        std::vector<std::uint32_t> seen, behindTheHand;
        for (std::size_t v = 0; v < skinned.positions.size(); ++v) {
            const auto s = viewport->screenPosition(skinned.positions[v]);
            if (s && facing(v) && QLineF(*s, QPointF(dab)).length() <= 8.0) {
                (hidden(v) ? behindTheHand : seen).push_back(std::uint32_t(v));
            }
        }
        // The test means something: the brush reaches vertices the hand hides, all off the arm.
        QVERIFY2(behindTheHand.size() > 5 && !seen.empty(),
                 qPrintable(QStringLiteral("seen %1, hidden %2").arg(seen.size()).arg(behindTheHand.size())));
        QVERIFY(std::none_of(behindTheHand.begin(), behindTheHand.end(), onHandOrForearm));

        QTest::mousePress(viewport->stage(), Qt::LeftButton, Qt::NoModifier, dab);
        QTest::mouseRelease(viewport->stage(), Qt::LeftButton, Qt::NoModifier, dab);
        const std::vector<std::uint32_t>& zone = doc->corrections()->corrections[std::size_t(mine)].zone;
        // The zone is what the rays see (a vertex within a rounding of a triangle's edge may fall
        // either way), and nothing the hand hides.
        std::vector<std::uint32_t> zoneSorted = zone, painted;
        std::sort(zoneSorted.begin(), zoneSorted.end());
        std::set_intersection(zoneSorted.begin(), zoneSorted.end(), seen.begin(), seen.end(), std::back_inserter(painted));
        QVERIFY2(painted.size() + 2 >= seen.size() && zoneSorted.size() <= seen.size(),
                 qPrintable(QStringLiteral("zone %1, seen %2, both %3").arg(zoneSorted.size()).arg(seen.size()).arg(painted.size())));
        for (std::uint32_t v : behindTheHand) {
            QVERIFY2(!std::binary_search(zoneSorted.begin(), zoneSorted.end(), v),
                     qPrintable(QStringLiteral("vertex %1 (%2) painted through the hand")
                                    .arg(v)
                                    .arg(QString::fromStdString(source.paletteBones[source.joints[v][0]]))));
        }
    }

    void aRowSaysWhyItCannotActAtItsPose()
    {
        // Two corrections captured at one bent pose, both sculpted: each row says it shares its
        // pose with the other (weight 0.50 each), under the list and on the row; before a sculpt
        // the note says there is none yet; with the other removed, nothing is said and it reads 1.
        QTemporaryDir dir;
        MainWindow window;
        const QString manifest = openPausedCopy(window, dir, QSize(1280, 800));
        QVERIFY(!manifest.isEmpty());
        Document* doc = window.document();
        doc->stages()->setStageEnabled(StageKind::Ik, false);
        CorrectionsPanel* panel = window.correctionsPanel();
        const int forearm = doc->framework()->findBone("_0Base{BD}#L_Forearm");
        doc->posing()->editPose(forearm, glm::vec3(0.0f, 0.0f, 100.0f));
        QTest::mouseClick(panel->captureButton(), Qt::LeftButton);
        QCOMPARE(panel->noteLabel()->text(), QStringLiteral("No sculpt yet: export the reference, sculpt it, import it."));
        QVERIFY(panel->noteLabel()->isVisibleTo(panel));
        QCOMPARE(panel->list()->topLevelItem(0)->text(1), QStringLiteral("0.00"));
        const QString reference = dir.filePath(QStringLiteral("reference.obj"));
        QVERIFY(window.correctionsDock()->exportReferenceShape(0, reference));
        int moved = 0;
        const QString sculptPath = dir.filePath(QStringLiteral("sculpt.obj"));
        {
            QFile f(sculptPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(sculptObj(reference, glm::vec3(doc->world()[std::size_t(forearm)][3]), 7.0f, 1.5f, &moved));
        }
        QVERIFY(window.correctionsDock()->importCorrectedShape(0, sculptPath));
        QVERIFY(!panel->noteLabel()->isVisibleTo(panel));
        QCOMPARE(panel->list()->topLevelItem(0)->text(1), QStringLiteral("1.00"));

        QTest::mouseClick(panel->captureButton(), Qt::LeftButton);
        QVERIFY(window.correctionsDock()->importCorrectedShape(1, sculptPath));
        panel->setCurrent(1);
        const QString why = QStringLiteral("Shares its pose with 'Correction 1' (the same reference shape): pose space gives each half the "
                                           "weight there. Capture one of them at another pose, or put both sculpts in one.");
        QCOMPARE(panel->noteLabel()->text(), why);
        QVERIFY(panel->noteLabel()->isVisibleTo(panel));
        for (int row : {0, 1}) {
            QTreeWidgetItem* item = panel->list()->topLevelItem(row);
            QCOMPARE(item->text(1), QStringLiteral("0.50"));
            QVERIFY(!item->icon(0).isNull());
            QVERIFY2(item->toolTip(1).startsWith(QStringLiteral("Shares its pose with 'Correction %1'").arg(2 - row)), qPrintable(item->toolTip(1)));
            QVERIFY(item->toolTip(0).contains(item->toolTip(1)));
        }
        panel->setCurrent(0);
        QVERIFY(panel->noteLabel()->text().startsWith(QStringLiteral("Shares its pose with 'Correction 2'")));

        doc->correctionsModel()->remove(1);
        QCOMPARE(panel->list()->topLevelItemCount(), 1);
        QVERIFY(!panel->noteLabel()->isVisibleTo(panel));
        QVERIFY(panel->list()->topLevelItem(0)->icon(0).isNull());
        QCOMPARE(panel->list()->topLevelItem(0)->text(1), QStringLiteral("1.00"));
        doc->saver()->forgetUnsavedChanges();
    }
};

QTEST_MAIN(TestCorrectionsDock)
#include "test_corrections_dock.moc"
