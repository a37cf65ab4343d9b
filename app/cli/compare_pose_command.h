#pragma once
#include <QStringList>

namespace rigstage::cli {

/// rigstage-cli compare-pose DUMP.json --rig MANIFEST [--tolerance-cm 0.01] [--tolerance-deg 0.01]
/// [--tolerance-scale 0.0001] [--clip NAME] [--no-procedural] [--dump-unit UNIT] [--format text|json|junit]:
/// a DCC's per-bone world matrices (eval's JSON) against the rig, naming the first diverging bone in
/// evaluation order, in the rig's units (the dump's converted from the unit it names; the report
/// says which). Exit 0 when every frame agrees, 1 when one diverges, 2 on bad input.
int runComparePose(const QStringList& arguments);

}  // namespace rigstage::cli
