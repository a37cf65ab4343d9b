#include "gui/messages/messages_view.h"

#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextCursor>

#include "gui/messages/message_log.h"

namespace rigstage {

MessagesView::MessagesView(MessageLog& log, QPlainTextEdit* text, QObject* parent)
    : QObject(parent)
    , text_(text)
{
    connect(&log, &MessageLog::added, this, [this](const QStringList& lines) {
        for (const QString& line : lines) {
            append(line);
        }
    });
    connect(&log, &MessageLog::groupStarted, this, &MessagesView::startGroup);
}

void MessagesView::append(const QString& line)
{
    QTextCursor cursor(text_->document());
    cursor.movePosition(QTextCursor::End);
    if (!text_->document()->isEmpty()) {
        cursor.insertBlock();
    }
    cursor.insertText(line, QTextCharFormat());
    text_->moveCursor(QTextCursor::End);
    text_->ensureCursorVisible();
}

void MessagesView::startGroup(const QString& heading)
{
    QTextCursor cursor(text_->document());
    // The earlier groups turn grey: read, but no longer the state of the files.
    cursor.select(QTextCursor::Document);
    QTextCharFormat old;
    old.setForeground(text_->palette().color(QPalette::Disabled, QPalette::Text));
    cursor.mergeCharFormat(old);
    cursor.movePosition(QTextCursor::End);
    if (!text_->document()->isEmpty()) {
        cursor.insertBlock();
    }
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    cursor.insertText(heading, bold);
    text_->moveCursor(QTextCursor::End);
}

}  // namespace rigstage
