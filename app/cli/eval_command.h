#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli eval MANIFEST [--clip NAME] [--frames 0,10,20] [--no-loop]: world transforms of
/// every bone for the given frames, as JSON on standard output.
int runEval(const QStringList& arguments);

}  // namespace rigstage::cli
