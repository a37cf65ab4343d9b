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
