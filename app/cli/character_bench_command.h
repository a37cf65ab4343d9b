#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli bench MANIFEST [--instances N] [--threads T] [--frames F] [--clip NAME] [--format text|json]:
/// what one character costs per frame (whole frame, stages, controllers, helpers, parallel efficiency).
int runCharacterBench(const QStringList& arguments);

}  // namespace rigstage::cli
