// The Compare dock: load a DCC's reference picture with its camera, put the character at the
// reference's frame, render it from that camera (as the viewport draws it, and as a flat silhouette
// for the masks) and hand both to the panel; and a DCC's pose dump compared frame by frame.
#include "gui/compare/compare_dock_controller.h"
#include "gui/playback/playback_model.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>

#include <cmath>
#include <optional>

#include "anim/clip.h"
#include "gui/document.h"
#include "gui/selection/selection_model.h"
#include "gui/visibility/visibility_model.h"
#include "gui/reference_compare_panel.h"
#include "validate/pose_compare.h"
#include "viewport/capped_file.h"
#include "viewport/pose_dump.h"
#include "viewport/mesh_scene.h"
#include "viewport/skeleton_styles.h"
#include "viewport/stage_window.h"
#include "viewport/viewport_widget.h"
#include "widgets/timeline_widget.h"

namespace rigstage {

CompareDockController::CompareDockController(Document& document, ReferenceComparePanel* panel, TimelineWidget* timeline,
                                             QAction* showMesh, QPlainTextEdit* messages, QWidget* window)
    : QObject(window)
    , document_(document)
    , panel_(panel)
    , timeline_(timeline)
    , showMesh_(showMesh)
    , messages_(messages)
    , window_(window)
{
    connect(panel_, &ReferenceComparePanel::loadRequested, this, [this] {
        const QString image = chooseFile(tr("Reference Picture"), QString(), tr("Images (*.png *.jpg *.jpeg)"));
        if (image.isEmpty()) {
            panel_->setNote(tr("No reference picture was chosen: nothing was loaded."));
            return;
        }
        QString camera = QFileInfo(image).dir().filePath(QFileInfo(image).completeBaseName() + QStringLiteral(".json"));
        if (!QFileInfo(camera).isFile()) {
            // Cancelled: the current view's camera stands in, and the dock says so.
            camera = chooseFile(tr("Camera of %1 (Cancel: the current view)").arg(QFileInfo(image).fileName()),
                                QFileInfo(image).path(), tr("Rigstage camera (*.json)"));
        }
        QString error;
        if (!loadReference(image, camera, &error)) {
            panel_->clear(error);
            messages_->appendPlainText(error);
        }
    });
    connect(panel_, &ReferenceComparePanel::renderRequested, this, [this] {
        QString error;
        if (!renderReferenceComparison(&error)) {
            panel_->clear(error);
        }
    });
    connect(panel_, &ReferenceComparePanel::poseDumpRequested, this, [this] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("Pose Dump"), QString(), tr("Pose dump (*.json)"));
        if (path.isEmpty()) {
            return;
        }
        QString error;
        bool ok = false;
        comparePoseDump(path, &error, &ok);
        if (!ok) {
            messages_->appendPlainText(error);
        }
    });
    connect(&document_, &Document::loaded, this, [this] {
        image_ = QImage();
        panel_->clear(tr("Load a reference picture to compare the character with it."));
    });
}

QString CompareDockController::chooseFile(const QString& title, const QString& folder, const QString& filter)
{
    return chooser_ ? chooser_(title, folder, filter) : QFileDialog::getOpenFileName(window_, title, folder, filter);
}

std::optional<CameraSpec> CompareDockController::currentViewCamera() const
{
    if (viewCamera_) {
        return viewCamera_();
    }
    if (const auto* view = window_ ? window_->findChild<ViewportWidget*>() : nullptr) {
        return view->cameraSpec();
    }
    return std::nullopt;
}

bool CompareDockController::loadReference(const QString& imagePath, const QString& cameraPath, QString* error)
{
    QString why;
    const QImage image = readCappedImage(imagePath, why);
    if (image.isNull()) {
        *error = tr("Cannot read the reference %1: %2").arg(imagePath, why);
        return false;
    }
    const bool fromView = cameraPath.isEmpty();
    QByteArray json;  // the camera file's: empty from the view (no frame, time or clip: as shown)
    std::optional<CameraSpec> camera;
    if (fromView) {
        camera = currentViewCamera();
        if (!camera) {
            *error = tr("%1 has no camera file, and there is no view whose camera could stand in.").arg(QFileInfo(imagePath).fileName());
            return false;
        }
    } else {
        const std::optional<QByteArray> cameraJson = readCappedFile(cameraPath, file_limits::kCamera, tr("camera file"), why);
        if (!cameraJson) {
            *error = tr("Cannot read the camera %1: %2").arg(cameraPath, why);
            return false;
        }
        json = *cameraJson;
        camera = CameraSpec::fromJson(json, &why);
        if (!camera) {
            *error = tr("The camera %1: %2").arg(cameraPath, why);
            return false;
        }
    }
    // When the DCC rendered, as rigstage-cli compare reads it: "time" in seconds, else "frame" at
    // its "fps" (else the clip's own rate); checked before anything changes.
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    std::optional<double> when;
    std::optional<double> whenRate;
    for (const char* key : {"time", "frame", "fps"}) {
        const QString name = QLatin1String(key);
        if (!o.contains(name)) {
            continue;
        }
        const double value = o.value(name).toDouble(std::nan(""));
        if (!std::isfinite(value) || (name == QLatin1String("fps") && (value <= 0.0 || value > 1000.0))) {
            *error = name == QLatin1String("fps") ? tr("The camera %1: \"fps\" must be a frame rate above 0 and at most 1000").arg(cameraPath)
                                                  : tr("The camera %1: \"%2\" must be a number").arg(cameraPath, name);
            return false;
        }
        if (name == QLatin1String("time")) {
            when = value;
            whenRate = 1.0;  // a time in seconds is a frame at 1 fps
        } else if (name == QLatin1String("frame") && !when) {
            when = value;
        } else if (name == QLatin1String("fps") && when && !whenRate) {
            whenRate = value;
        }
    }
    int clip = document_.playback()->clip();
    const QString clipName = o.value(QStringLiteral("clip")).toString();
    if (!clipName.isEmpty()) {
        clip = int(document_.playback()->clipNames().indexOf(clipName));
        if (clip < 0) {
            *error = tr("The camera %1 shows the clip \"%2\", which the character does not have").arg(cameraPath, clipName);
            return false;
        }
    }
    std::optional<float> frame;
    if (when) {
        const CharacterData* data = document_.data();
        const Clip* shown = data && clip >= 0 && clip < int(data->clips.size()) ? &data->clips[std::size_t(clip)] : nullptr;
        frame = toClipFrame(*when, whenRate, shown ? shown->frameRate : 30.0);
        if (!frame) {
            *error = tr("The camera %1: its time lies beyond frame %2 of the clip").arg(cameraPath).arg(kMaxFrameMagnitude);
            return false;
        }
        if (shown) {
            frame = clipFrame(*shown, *frame, document_.playback()->loopsPastEnd());  // the playback rule: held, or wrapped when looping
        }
    }
    image_ = image;
    camera_ = *camera;
    name_ = QFileInfo(imagePath).fileName();
    if (clip != document_.playback()->clip()) {
        Q_EMIT clipRequested(clip);
    }
    if (frame) {
        timeline_->pause();
        timeline_->setFrame(*frame);  // the document follows the timeline
    }
    if (!renderReferenceComparison(error)) {
        return false;
    }
    if (fromView) {
        const auto point = [](const glm::vec3& v) {
            return QStringLiteral("%1, %2, %3").arg(double(v.x), 0, 'f', 1).arg(double(v.y), 0, 'f', 1).arg(double(v.z), 0, 'f', 1);
        };
        const QString note = tr("Compared from the current view: %1 has no camera file, so the viewport's camera stands in "
                                "(at %2, looking at %3, %4), at frame %5. A camera file (%6 beside the picture) gives the DCC's.")
                                 .arg(name_, point(camera_.position), point(camera_.target))
                                 .arg(camera_.orthographic ? tr("orthographic") : tr("%1 deg field of view").arg(double(camera_.fovDegrees)))
                                 .arg(document_.playback()->frame(), 0, 'f', 1)
                                 .arg(QFileInfo(imagePath).completeBaseName() + QStringLiteral(".json"));
        panel_->setNote(note);
        messages_->appendPlainText(note);
    } else {
        panel_->setNote(tr("Compared from the camera %1.").arg(QFileInfo(cameraPath).fileName()));
    }
    return true;
}

bool CompareDockController::renderReferenceComparison(QString* error)
{
    const Framework* fw = document_.framework();
    if (image_.isNull() || !fw) {
        *error = tr("Open a character and load a reference first.");
        return false;
    }
    std::vector<RenderMesh> meshes;
    const MeshDeformer& deformer = document_.meshes();
    if (showMesh_->isChecked()) {
        for (int m = 0; m < deformer.meshCount(); ++m) {
            const SkinOutput& out = deformer.output(m);
            meshes.push_back({deformer.mesh(m).indices, interleaveMeshVertices(out.positions, out.normals, nullptr)});
        }
    }
    const std::vector<BoneStyle> styles = boneStyles(*fw, document_.instance()->helpers(), document_.visibility()->bonesNotDrawn());
    SkeletonMeshOptions options;
    options.characterSize = characterSize(*fw, document_.zUp());
    options.showBones = options.showHelpers = meshes.empty();  // bones for a character without a mesh
    const QSize size = image_.size();
    QString why;
    const QImage shaded = renderSkeletonImage(styles, document_.world(), options, document_.zUp(), camera_, size, &why,
                                              20000, meshes, document_.instance()->terrain());
    RenderLook flat;
    flat.background = Qt::black;
    flat.flatColour = Qt::white;
    flat.antialias = false;
    const QImage silhouette = shaded.isNull() ? QImage()
                                              : renderSkeletonImage(styles, document_.world(), options, document_.zUp(), camera_,
                                                                    size, &why, 20000, meshes, document_.instance()->terrain(), flat);
    if (shaded.isNull() || silhouette.isNull()) {
        *error = tr("Rendering the comparison failed: %1").arg(why);
        return false;
    }
    panel_->setImages(image_, shaded, silhouette,
                        tr("%1 at frame %2").arg(name_).arg(document_.playback()->frame(), 0, 'f', 1));
    return true;
}

int CompareDockController::comparePoseDump(const QString& path, QString* error, bool* ok)
{
    *ok = false;
    PoseDump dump;
    if (!readPoseDump(path, dump, *error)) {
        return -1;
    }
    const Framework* fw = document_.framework();
    if (!fw) {
        *error = tr("Open a character first.");
        return -1;
    }
    std::vector<int> rigIndex;
    int known = 0;
    for (const QString& name : dump.bones) {
        rigIndex.push_back(fw->findBone(name.toStdString()));
        known += rigIndex.back() >= 0;
    }
    if (known == 0) {
        *error = tr("No bone of %1 is in this character.").arg(QFileInfo(path).fileName());
        return -1;
    }
    // The dump's clip, as compare-pose plays it.
    if (!dump.clip.isEmpty()) {
        const int clip = int(document_.playback()->clipNames().indexOf(dump.clip));
        if (clip < 0) {
            *error = tr("%1 is a pose dump of the clip \"%2\", which the character does not have.").arg(QFileInfo(path).fileName(), dump.clip);
            return -1;
        }
        if (clip != document_.playback()->clip()) {
            Q_EMIT clipRequested(clip);
        }
    }
    *ok = true;
    timeline_->pause();
    const auto dumpByRigBone = [&](const PoseDumpFrame& frame) {
        std::vector<std::optional<glm::mat4>> reference(static_cast<std::size_t>(fw->boneCount()));
        for (std::size_t i = 0; i < rigIndex.size(); ++i) {
            if (rigIndex[i] >= 0) {
                reference[std::size_t(rigIndex[i])] = frame.world[i];
            }
        }
        return reference;
    };
    // Units as compare-pose takes them: the dump's "unit", else the rig's.
    const double rigCm = centimetresPerUnit(QString::fromStdString(document_.data()->manifest.unit)).value_or(1.0);
    const double dumpCm = dump.centimetresPerUnit > 0.0 ? dump.centimetresPerUnit : rigCm;
    const float axisFactor = modelAxisFactor(dumpCm, rigCm, document_.data()->modelCentimetresPerUnit);
    if (axisFactor != 1.0f) {
        timeline_->setFrame(dump.frames.front().frame);
    }
    const PoseTolerance tolerance;
    const DumpUnits units = chooseDumpUnits(dumpCm, rigCm, axisFactor, document_.world(), dumpByRigBone(dump.frames.front()), tolerance);
    const QString rigUnit = lengthUnitName(rigCm);
    if (units.position != 1.0f || units.axes != 1.0f) {
        messages_->appendPlainText(tr("%1: its matrices are in %2, compared in %3 (the character's): positions x%4, bone axes x%5.")
                                       .arg(QFileInfo(path).fileName(), lengthUnitName(dumpCm), rigUnit)
                                       .arg(double(units.position), 0, 'g', 6).arg(double(units.axes), 0, 'g', 6));
    }
    for (const PoseDumpFrame& frame : dump.frames) {
        timeline_->setFrame(frame.frame);  // the document evaluates it as the window shows it
        std::vector<std::optional<glm::mat4>> reference = dumpByRigBone(frame);
        for (std::optional<glm::mat4>& m : reference) {
            if (m) {
                m = toRigUnits(*m, units);
            }
        }
        const PoseComparison c = comparePose(*fw, document_.instance()->helpers(), document_.world(), reference, tolerance);
        if (c.culprit >= 0) {
            const BoneDivergence& d = c.diverging[std::size_t(c.culprit)];
            document_.selection()->setBone(d.bone);
            const QString text = tr("%1, frame %2: %3 of %4 bones diverge; the first in evaluation order is %5 (%6 %8, %7 deg), selected.")
                                     .arg(QFileInfo(path).fileName()).arg(double(frame.frame)).arg(c.diverging.size()).arg(c.compared)
                                     .arg(QString::fromStdString(fw->boneName(d.bone)))
                                     .arg(double(d.distance), 0, 'g', 4).arg(double(d.degrees), 0, 'g', 4).arg(rigUnit);
            messages_->appendPlainText(text);
            panel_->metrics()->setText(text);
            return d.bone;
        }
    }
    const QString text = tr("%1: all %2 frames agree within %3 %4 and %5 deg.")
                             .arg(QFileInfo(path).fileName()).arg(dump.frames.size())
                             .arg(double(tolerance.distance)).arg(rigUnit).arg(double(tolerance.degrees));
    messages_->appendPlainText(text);
    panel_->metrics()->setText(text);
    return -1;
}

}  // namespace rigstage
