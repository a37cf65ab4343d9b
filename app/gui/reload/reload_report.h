#pragma once
// What a reload changed, in words for Messages: one line per kind of change, e.g.
// "bones: 1 added (Antenna), 1 moved (Spine2)".

#include <QCoreApplication>
#include <QStringList>

#include "io/character_changes.h"

namespace rigstage {

class ReloadReport {
    Q_DECLARE_TR_FUNCTIONS(ReloadReport)
public:
    /// Nothing when nothing changed; bones and controllers by their short names, at most four
    /// named per list ("a, b, c, d and 2 more").
    static QStringList describe(const CharacterChanges& changes);
};

}  // namespace rigstage
