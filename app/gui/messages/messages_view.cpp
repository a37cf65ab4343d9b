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
    // appendPlainText keeps a view that was at its end at its end once the line is laid out, so
    // the newest line shows whole; the new line takes the text colour, not the grey or the bold.
    text_->setCurrentCharFormat(QTextCharFormat());
    text_->appendPlainText(line);
}

void MessagesView::startGroup(const QString& heading)
{
    QTextCursor cursor(text_->document());
    // The earlier groups turn grey: read, but no longer the state of the files.
    cursor.select(QTextCursor::Document);
    QTextCharFormat old;
    old.setForeground(text_->palette().color(QPalette::Disabled, QPalette::Text));
    cursor.mergeCharFormat(old);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    text_->setCurrentCharFormat(bold);
    text_->appendPlainText(heading);
}

}  // namespace rigstage
