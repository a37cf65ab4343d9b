#pragma once
// The document's messages: every line since the window opened (file, line and bones in full), in
// groups, one per load or reload, each with what started it and when, so that after F5 the old
// findings read as old.

#include <QDateTime>
#include <QObject>
#include <QStringList>

#include <vector>

namespace rigstage {

class MessageLog : public QObject {
    Q_OBJECT
public:
    explicit MessageLog(QObject* parent = nullptr);

    struct Group {
        qsizetype firstLine = 0;  // index into lines() of the group's first line
        QString title;            // "Opened /path/walker.character.xml", "Reloaded ..."
        QDateTime when;
    };

    /// The most lines kept: a window left open through many reloads drops its oldest lines first
    /// (the Messages dock keeps as many).
    static constexpr qsizetype kMaxLines = 5000;

    const QStringList& lines() const { return lines_; }
    /// The groups whose lines are still kept, oldest first.
    const std::vector<Group>& groups() const { return groups_; }
    /// The lines of the newest group (all lines when none was started).
    QStringList currentGroupLines() const;

    void add(const QString& line);
    void add(const QStringList& lines);
    /// Starts a group: the lines added from now on belong to it; groupStarted() follows.
    void beginGroup(const QString& title, const QDateTime& when = QDateTime::currentDateTime());

    /// A group's heading as the Messages dock shows it: its time, then its title.
    static QString heading(const Group& group);

Q_SIGNALS:
    void added(const QStringList& lines);
    void groupStarted(const QString& heading);

private:
    QStringList lines_;
    std::vector<Group> groups_;
};

}  // namespace rigstage
