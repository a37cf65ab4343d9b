#include "cli/batch_report.h"

#include <QSaveFile>
#include <QXmlStreamWriter>

#include "cli/cli_text.h"

namespace rigstage::cli {

BatchCounts countStatuses(const std::vector<CaseStatus>& statuses)
{
    BatchCounts n;
    for (const CaseStatus s : statuses) {
        if (s == CaseStatus::Error) {
            ++n.errors;
            continue;
        }
        ++n.compared;
        n.failed += s == CaseStatus::Fail;
        n.warned += s == CaseStatus::Warn;
    }
    n.passed = n.compared - n.failed;
    return n;
}

QString countsSummary(const BatchCounts& n, const QString& failedNote)
{
    return Cli::tr("%1 compared: %2 passed, %3 failed%4; %5 not compared (errors)")
        .arg(n.compared)
        .arg(n.passed)
        .arg(n.failed)
        .arg(failedNote)
        .arg(n.errors);
}

int exitCodeOf(const BatchCounts& n)
{
    return n.errors > 0 ? kExitBadInput : n.failed > 0 ? kExitCheckFailed : kExitOk;
}

QString statusLabel(CaseStatus s)
{
    switch (s) {
    case CaseStatus::Error: return Cli::tr("error");
    case CaseStatus::Fail: return Cli::tr("failed");
    case CaseStatus::Warn: return Cli::tr("warned");
    case CaseStatus::Pass: return Cli::tr("passed");
    }
    return {};
}

QByteArray junitSuite(const QString& suiteName, const std::vector<JunitCase>& cases)
{
    int failures = 0, errors = 0;
    double total = 0.0;
    for (const JunitCase& c : cases) {
        errors += !c.error.isEmpty();
        failures += c.error.isEmpty() && !c.failure.isEmpty();
        total += c.seconds;
    }
    QByteArray xml;
    QXmlStreamWriter w(&xml);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("testsuite"));
    w.writeAttribute(QStringLiteral("name"), suiteName);
    w.writeAttribute(QStringLiteral("tests"), QString::number(cases.size()));
    w.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    w.writeAttribute(QStringLiteral("errors"), QString::number(errors));
    w.writeAttribute(QStringLiteral("time"), QString::number(total, 'f', 3));
    for (const JunitCase& c : cases) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), c.classname);
        w.writeAttribute(QStringLiteral("name"), c.name);
        w.writeAttribute(QStringLiteral("time"), QString::number(c.seconds, 'f', 3));
        if (!c.error.isEmpty()) {
            w.writeStartElement(QStringLiteral("error"));
            w.writeAttribute(QStringLiteral("message"), c.error);
            w.writeEndElement();
        } else {
            if (!c.properties.empty()) {
                w.writeStartElement(QStringLiteral("properties"));
                for (const auto& [name, value] : c.properties) {
                    w.writeStartElement(QStringLiteral("property"));
                    w.writeAttribute(QStringLiteral("name"), name);
                    w.writeAttribute(QStringLiteral("value"), value);
                    w.writeEndElement();
                }
                w.writeEndElement();
            }
            if (!c.failure.isEmpty()) {
                w.writeStartElement(QStringLiteral("failure"));
                w.writeAttribute(QStringLiteral("message"), c.failure);
                w.writeEndElement();
            }
        }
        if (!c.notes.isEmpty()) {
            w.writeTextElement(QStringLiteral("system-out"), c.notes.join(QLatin1Char('\n')));
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return xml;
}

bool writeReportFile(const QString& path, const QByteArray& bytes, QString& error)
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        error = Cli::tr("cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

}  // namespace rigstage::cli
