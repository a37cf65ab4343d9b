#include "cli/compare_images.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>

#include <algorithm>

#include "cli/cli_text.h"
#include "cli/render_command.h"

namespace rigstage::cli {

namespace {

bool savePng(const QImage& image, const QString& path, const char* format, QString& error)
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || !image.save(&out, format) || !out.commit()) {
        error = Cli::tr("cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

}  // namespace

std::optional<ImageComparison> compareImages(const QImage& a, const QImage& b, const ImageComparisonRequest& request, QString& error)
{
    const QImage* images[2] = {&a, &b};
    QImage masks[2];
    for (int i = 0; i < 2; ++i) {
        masks[i] = silhouetteMask(*images[i], request.threshold);
        if (request.fit) {
            masks[i] = fittedMask(masks[i]);
        }
    }
    if (masks[0].size() != masks[1].size()) {
        error = Cli::tr("the images differ in size (%1x%2 and %3x%4); use --fit to compare them")
                    .arg(masks[0].width()).arg(masks[0].height()).arg(masks[1].width()).arg(masks[1].height());
        return std::nullopt;
    }
    if (!request.masksFolder.isEmpty()) {
        const QString folder = request.masksFolder;
        if (!QDir().mkpath(folder)) {
            error = Cli::tr("cannot write the masks into %1: it is not a folder and cannot be made one").arg(folder);
            return std::nullopt;
        }
        if (!savePng(masks[0], QDir(folder).filePath(QStringLiteral("mask-a.png")), "PNG", error)
            || !savePng(masks[1], QDir(folder).filePath(QStringLiteral("mask-b.png")), "PNG", error)
            // the render the masks were made from, for a report to show
            || (request.withRig && !savePng(b, QDir(folder).filePath(QStringLiteral("render.png")), "PNG", error))) {
            return std::nullopt;
        }
    }
    if (!request.diffPath.isEmpty() && !savePng(maskDifference(masks[0], masks[1]), request.diffPath, "PNG", error)) {
        return std::nullopt;
    }
    ImageComparison result;
    const MaskComparison& c = result.overlap = compareMasks(masks[0], masks[1]);
    result.pass = c.iou >= request.minIou;
    result.accepted = !request.acceptInto.isEmpty();
    if (result.accepted) {
        // The rig's render becomes the reference (its camera file stays): written whole or not at all.
        if (!savePng(b, request.acceptInto, QFileInfo(request.acceptInto).suffix().toLatin1().toUpper().constData(), error)) {
            return std::nullopt;
        }
        result.pass = true;
    }
    result.warned = result.pass && !result.accepted && c.iou < request.warnBelow;
    // An IoU of a render the camera's planes cut is marked as such: it measures part of the character.
    result.clipped = std::any_of(request.warnings.begin(), request.warnings.end(), [](const QString& w) {
        return w.contains(QStringLiteral("[%1]").arg(QLatin1String(kRenderClippedCode)));
    });
    result.json = QJsonObject{{QStringLiteral("iou"), c.iou},
                              {QStringLiteral("onlyFirst"), double(c.onlyA)},
                              {QStringLiteral("onlySecond"), double(c.onlyB)},
                              {QStringLiteral("both"), double(c.both)},
                              {QStringLiteral("boxOffsetPixels"), QJsonArray{c.centreOffset.x(), c.centreOffset.y()}},
                              {QStringLiteral("minIou"), request.minIou},
                              {QStringLiteral("pass"), result.pass},
                              {QStringLiteral("accepted"), result.accepted},
                              {QStringLiteral("warned"), result.warned},
                              {QStringLiteral("clippedRender"), result.clipped},
                              {QStringLiteral("warnings"), QJsonArray::fromStringList(request.warnings)}};
    for (auto it = request.drawn.begin(); it != request.drawn.end(); ++it) {
        result.json.insert(it.key(), it.value());  // frame, time, fps, clip, camera
    }
    return result;
}

}  // namespace rigstage::cli
