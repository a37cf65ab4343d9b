#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli eval MANIFEST [--clip NAME] [--frames 0,10,20|all] [--loop] [--bind-pose]
/// [--no-procedural]: world transforms of every bone for the given frames, as JSON on standard
/// output. Frames outside the clip clamp unless --loop wraps them.
int runEval(const QStringList& arguments);

}  // namespace rigstage::cli
