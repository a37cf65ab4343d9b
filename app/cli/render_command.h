#pragma once
#include <QStringList>

namespace rigstage::cli {

/// The code of render's warning that the camera's near or far plane cuts the character away; a
/// comparison of such a render says so beside its IoU.
inline constexpr char kRenderClippedCode[] = "render.clipped";

/// rigstage-cli render MANIFEST [--camera CAM.json] [--frame F] [--clip NAME] [--size WxH] -o OUT.png:
/// the viewport's picture of the skeleton at a frame. Needs a QGuiApplication (see main_cli.cpp).
int runRender(const QStringList& arguments);

}  // namespace rigstage::cli
