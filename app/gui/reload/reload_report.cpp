#include "gui/reload/reload_report.h"

#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

/// The short form of a full bone name (the part after '#') for messages.
QString shortName(const std::string& name)
{
    return QString::fromStdString(std::string(shortNameOf(name)));
}

/// "N what (a, b, c and 2 more)", or nothing when the list is empty.
QString counted(const std::vector<std::string>& names, const QString& what, bool bones)
{
    if (names.empty()) {
        return {};
    }
    QStringList shown;
    for (std::size_t i = 0; i < names.size() && i < 4; ++i) {
        shown << (bones ? shortName(names[i]) : QString::fromStdString(names[i]));
    }
    QString list = shown.join(QStringLiteral(", "));
    if (names.size() > 4) {
        list = ReloadReport::tr("%1 and %2 more").arg(list).arg(names.size() - 4);
    }
    return QStringLiteral("%1 %2 (%3)").arg(names.size()).arg(what, list);
}

}  // namespace

QStringList ReloadReport::describe(const CharacterChanges& c)
{
    QStringList lines;
    const auto line = [&](const QString& kind, std::initializer_list<QString> parts) {
        QStringList kept;
        for (const QString& p : parts) {
            if (!p.isEmpty()) {
                kept << p;
            }
        }
        if (!kept.isEmpty()) {
            lines << kind + QStringLiteral(": ") + kept.join(QStringLiteral(", "));
        }
    };
    line(tr("bones"), {counted(c.bonesAdded, tr("added"), true), counted(c.bonesRemoved, tr("removed"), true),
                       counted(c.bonesMoved, tr("moved"), true)});
    line(tr("controllers"), {counted(c.controllersAdded, tr("added"), true), counted(c.controllersRemoved, tr("removed"), true),
                             counted(c.controllersChanged, tr("changed"), true)});
    line(tr("clips"), {counted(c.clipsAdded, tr("added"), false), counted(c.clipsRemoved, tr("removed"), false),
                       counted(c.clipsChanged, tr("changed"), false)});
    line(tr("costumes"), {counted(c.costumesAdded, tr("added"), false), counted(c.costumesRemoved, tr("removed"), false)});
    if (c.modulesChanged) {
        lines << tr("the manifest's modules (IK, locomotion, slope, physics, pipeline) changed");
    }
    if (c.meshesChanged) {
        lines << tr("the meshes changed");
    }
    return lines;
}

}  // namespace rigstage
