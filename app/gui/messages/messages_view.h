#pragma once
// The Messages dock's text: a message log's lines as they come, each group under a bold heading
// with its time; when a new group starts (a load, a reload) the earlier lines turn grey, so the
// findings that still hold are the ones in black.

#include <QObject>

class QPlainTextEdit;

namespace rigstage {

class MessageLog;

class MessagesView : public QObject {
    Q_OBJECT
public:
    MessagesView(MessageLog& log, QPlainTextEdit* text, QObject* parent = nullptr);

    /// Appends a line of the window's own (a dock's report) to the current group.
    void append(const QString& line);

private:
    void startGroup(const QString& heading);

    QPlainTextEdit* text_;
};

}  // namespace rigstage
