#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli render MANIFEST [--camera CAM.json] [--frame F] [--clip NAME] [--size WxH] -o OUT.png:
/// the viewport's picture of the skeleton at a frame. Needs a QGuiApplication (see main_cli.cpp).
int runRender(const QStringList& arguments);

}  // namespace rigstage::cli
