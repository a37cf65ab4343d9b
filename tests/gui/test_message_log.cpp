// Messages in groups: every load and reload starts a group with what started it and its time;
// the group's lines follow it; in the Messages dock's text the heading is bold and the lines of
// earlier groups turn grey while the newest stay in the text colour.
#include <QApplication>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

#include "gui/document.h"
#include "gui/messages/message_log.h"
#include "gui/messages/messages_view.h"

using namespace rigstage;

namespace {

const QString kManifest = QStringLiteral(RIGSTAGE_SAMPLES "/walker/walker.character.xml");

/// The block holding text, or an invalid block.
QTextBlock blockWith(const QPlainTextEdit& edit, const QString& text)
{
    for (QTextBlock b = edit.document()->begin(); b.isValid(); b = b.next()) {
        if (b.text().contains(text)) {
            return b;
        }
    }
    return {};
}

QTextCharFormat formatOf(const QTextBlock& block)
{
    return block.begin().fragment().charFormat();
}

}  // namespace

class TestMessageLog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void groupsHoldTheirOwnLines()
    {
        MessageLog log;
        QSignalSpy started(&log, &MessageLog::groupStarted);
        log.add(QStringLiteral("before any group"));
        QCOMPARE(log.currentGroupLines(), QStringList{QStringLiteral("before any group")});
        const QDateTime when(QDate(2026, 3, 4), QTime(9, 5, 7));
        log.beginGroup(QStringLiteral("Opening a.xml"), when);
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(0).toString(), QStringLiteral("09:05:07  Opening a.xml"));
        QVERIFY(log.currentGroupLines().isEmpty());
        log.add(QStringList{QStringLiteral("one"), QStringLiteral("two")});
        log.add(QStringList{});  // nothing: no signal, no line
        QCOMPARE(log.currentGroupLines(), (QStringList{QStringLiteral("one"), QStringLiteral("two")}));
        QCOMPARE(log.lines().size(), 3);
        QCOMPARE(log.groups().size(), std::size_t(1));
        QCOMPARE(log.groups()[0].firstLine, 1);
    }

    void theLastLineStaysInView()
    {
        // A short Messages dock with many lines shows the newest one whole: scrolled to the end.
        MessageLog log;
        QPlainTextEdit text;
        text.resize(400, 90);
        text.show();
        QVERIFY(QTest::qWaitForWindowExposed(&text));
        MessagesView view(log, &text);
        log.beginGroup(QStringLiteral("Opening a.xml"));
        for (int i = 0; i < 40; ++i) {
            log.add(QStringLiteral("line %1").arg(i));
        }
        QApplication::processEvents();
        QScrollBar* bar = text.verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());
        const QTextBlock last = text.document()->lastBlock();
        QCOMPARE(last.text(), QStringLiteral("line 39"));
        QTextCursor end(text.document());
        end.movePosition(QTextCursor::End);
        const QRect box = text.cursorRect(end);  // the last line's place in the viewport
        QVERIFY2(box.top() >= 0 && box.bottom() <= text.viewport()->height(),
                 qPrintable(QStringLiteral("%1..%2 of %3").arg(box.top()).arg(box.bottom()).arg(text.viewport()->height())));
    }

    void theOldestLinesGoFirst()
    {
        // Past kMaxLines the oldest lines go, and a group with none of its lines left goes with them.
        MessageLog log;
        log.beginGroup(QStringLiteral("first"));
        for (qsizetype i = 0; i < MessageLog::kMaxLines - 10; ++i) {
            log.add(QStringLiteral("a%1").arg(i));
        }
        log.beginGroup(QStringLiteral("second"));
        for (int i = 0; i < 20; ++i) {
            log.add(QStringLiteral("b%1").arg(i));
        }
        // 4990 + 20 lines: the 10 oldest went; "first" keeps 4980 lines from index 0.
        QCOMPARE(log.lines().size(), MessageLog::kMaxLines);
        QCOMPARE(log.lines().front(), QStringLiteral("a10"));
        QCOMPARE(log.groups().size(), std::size_t(2));
        QCOMPARE(log.groups()[0].firstLine, 0);
        QCOMPARE(log.groups()[1].firstLine, MessageLog::kMaxLines - 20);
        QCOMPARE(log.currentGroupLines().size(), 20);
        log.beginGroup(QStringLiteral("third"));
        log.add(QStringList(int(MessageLog::kMaxLines) - 5, QStringLiteral("c")));
        // 5 lines of "second" remain: it now starts at 0 and "first" is gone.
        QCOMPARE(log.groups().size(), std::size_t(2));
        QCOMPARE(log.groups()[0].title, QStringLiteral("second"));
        QCOMPARE(log.groups()[0].firstLine, 0);
        QCOMPARE(log.lines().front(), QStringLiteral("b15"));
        QCOMPARE(log.groups()[1].firstLine, 5);
    }

    void aReloadStartsAGroupAndGreysTheOldOne()
    {
        Document document;
        QPlainTextEdit text;
        MessagesView view(*document.messageLog(), &text);
        QVERIFY(document.open(kManifest));
        const MessageLog& log = *document.messageLog();
        QCOMPARE(log.groups().size(), std::size_t(1));
        QCOMPARE(log.groups()[0].title, QStringLiteral("Opening ") + kManifest);
        QVERIFY(log.currentGroupLines().join(QLatin1Char('\n')).contains(QStringLiteral("Opened ")));

        QVERIFY(document.reload());
        QCOMPARE(log.groups().size(), std::size_t(2));
        QCOMPARE(log.groups()[1].title, QStringLiteral("Reloading ") + kManifest);
        const QString current = log.currentGroupLines().join(QLatin1Char('\n'));
        QVERIFY2(current.contains(QStringLiteral("Reloaded ")), qPrintable(current));

        // The dock's text: two bold headings; the first load's lines grey, the reload's not.
        const QTextBlock heading = blockWith(text, QStringLiteral("Reloading "));
        QVERIFY(heading.isValid());
        QCOMPARE(formatOf(heading).fontWeight(), int(QFont::Bold));
        const QColor grey = text.palette().color(QPalette::Disabled, QPalette::Text);
        const QTextBlock opened = blockWith(text, QStringLiteral("Opened "));  // the first: the first load's
        QVERIFY(opened.isValid());
        QCOMPARE(formatOf(opened).foreground().color(), grey);
        const QTextBlock reloaded = blockWith(text, QStringLiteral("Reloaded "));
        QVERIFY(reloaded.isValid());
        QVERIFY(formatOf(reloaded).foreground().style() == Qt::NoBrush);  // the text colour
        QVERIFY(opened.blockNumber() < heading.blockNumber() && heading.blockNumber() < reloaded.blockNumber());
    }
};

QTEST_MAIN(TestMessageLog)
#include "test_message_log.moc"
