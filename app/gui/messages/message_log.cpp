#include "gui/messages/message_log.h"

namespace rigstage {

MessageLog::MessageLog(QObject* parent)
    : QObject(parent)
{
}

QStringList MessageLog::currentGroupLines() const
{
    return groups_.empty() ? lines_ : lines_.mid(groups_.back().firstLine);
}

void MessageLog::add(const QString& line)
{
    add(QStringList{line});
}

void MessageLog::add(const QStringList& lines)
{
    if (lines.isEmpty()) {
        return;
    }
    lines_ += lines;
    if (const qsizetype over = lines_.size() - kMaxLines; over > 0) {
        lines_.remove(0, over);
        for (Group& g : groups_) {
            g.firstLine -= over;
        }
        // A group whose first lines went keeps its place at the start while any of its lines remain.
        while (groups_.size() > 1 && groups_[1].firstLine <= 0) {
            groups_.erase(groups_.begin());
        }
        if (!groups_.empty() && groups_.front().firstLine < 0) {
            groups_.front().firstLine = 0;
        }
    }
    Q_EMIT added(lines);
}

void MessageLog::beginGroup(const QString& title, const QDateTime& when)
{
    groups_.push_back({lines_.size(), title, when});
    Q_EMIT groupStarted(heading(groups_.back()));
}

QString MessageLog::heading(const Group& group)
{
    return tr("%1  %2").arg(QLocale().toString(group.when.time(), QStringLiteral("HH:mm:ss")), group.title);
}

}  // namespace rigstage
