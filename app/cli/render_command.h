#pragma once
#include <QStringList>

namespace rigstage::cli {

/// The code of render's warning that the camera's near or far plane cuts the character away; a
/// comparison of such a render says so beside its IoU.
inline constexpr char kRenderClippedCode[] = "render.clipped";

/// rigstage-cli render MANIFEST [--camera CAM.json] [--frame F] [--clip NAME] [--size WxH] -o OUT.png:
/// the viewport's picture of the skeleton at a frame. Needs a QGuiApplication (see main_cli.cpp).
int runRender(const QStringList& arguments);

/// rigstage-cli render MANIFEST --serve: a render worker for a compare batch. It loads the character
/// with its first request and keeps it, and keeps the window (and GL context) its renders are drawn
/// in while their size and look (silhouette or not) stay the same; each line of standard input is one request, a JSON object
/// {"id", "camera", "frame" | "time", "fps", "clip", "loop", "size", "silhouette", "output", "facts"}
/// (the single render's options), and each is answered by one JSON line on standard output:
/// {"id", "ok", "exit", "stderr": [what the single render would print there], "facts", "windows":
/// the windows made so far}. A request draws the picture the single render draws, pixel for pixel.
/// Ends with 0 when standard input does.
int runRenderWorker(const QStringList& arguments);

}  // namespace rigstage::cli
