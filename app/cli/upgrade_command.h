#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli upgrade FILE... [--dry-run]: rewrites version-1 HelperJointSetting files as
/// version 2 (every angle in radians: docs/format.md, "Units"). A manifest stands for every
/// HelperJointSetting it names (layers and costumes). Only the converted start tags change in each
/// file's text; each file is written atomically. Exit 2 when a file cannot be read or parsed.
int runUpgrade(const QStringList& arguments);

}  // namespace rigstage::cli
