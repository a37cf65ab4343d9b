#include "cli/diagnostic_report.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

#include "cli/cli_output.h"
#include "cli/cli_text.h"

namespace rigstage::cli {

bool parseReportFormat(const QString& name, ReportFormat& format)
{
    if (name == QLatin1String("text")) {
        format = ReportFormat::Text;
    } else if (name == QLatin1String("json")) {
        format = ReportFormat::Json;
    } else if (name == QLatin1String("junit")) {
        format = ReportFormat::Junit;
    } else {
        return false;
    }
    return true;
}

namespace {

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QByteArray renderText(const Diagnostics& diagnostics, const QString& subject)
{
    QString out;
    for (const Diagnostic& d : diagnostics.folded()) {
        out += q(formatDiagnostic(d)) + QLatin1Char('\n');
    }
    out += Cli::tr("%1: %2 error(s), %3 warning(s)")
               .arg(subject)
               .arg(diagnostics.count(Severity::Error))
               .arg(diagnostics.count(Severity::Warning))
        + QLatin1Char('\n');
    return out.toUtf8();
}

QByteArray renderJson(const Diagnostics& diagnostics, const QString& subject)
{
    QJsonArray findings;
    for (const Diagnostic& d : diagnostics.folded()) {
        QJsonArray bones;
        for (const std::string& b : d.bones) {
            bones.append(q(b));
        }
        findings.append(QJsonObject{{QStringLiteral("severity"), QString::fromLatin1(severityName(d.severity))},
                                    {QStringLiteral("code"), q(d.code)},
                                    {QStringLiteral("file"), q(d.file)},
                                    {QStringLiteral("line"), d.line},
                                    {QStringLiteral("bones"), bones},
                                    {QStringLiteral("message"), q(d.message)},
                                    {QStringLiteral("fix"), q(d.fix)}});
    }
    const QJsonObject root{{QStringLiteral("subject"), subject},
                           {QStringLiteral("errors"), diagnostics.count(Severity::Error)},
                           {QStringLiteral("warnings"), diagnostics.count(Severity::Warning)},
                           {QStringLiteral("findings"), findings}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray renderJunit(const Diagnostics& diagnostics, const QString& subject)
{
    QByteArray bytes;
    QXmlStreamWriter w(&bytes);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    // One test case per finding shown (a folded group is one case), so the counts match the cases.
    const std::vector<Diagnostic> shown = diagnostics.folded();
    const int errors = static_cast<int>(std::count_if(shown.begin(), shown.end(), [](const Diagnostic& d) {
        return d.severity == Severity::Error;
    }));
    const int tests = std::max<int>(1, static_cast<int>(shown.size()));
    w.writeStartElement(QStringLiteral("testsuites"));
    w.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    w.writeAttribute(QStringLiteral("failures"), QString::number(errors));
    w.writeStartElement(QStringLiteral("testsuite"));
    w.writeAttribute(QStringLiteral("name"), QStringLiteral("rigstage-validate ") + subject);
    w.writeAttribute(QStringLiteral("tests"), QString::number(tests));
    w.writeAttribute(QStringLiteral("failures"), QString::number(errors));
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    if (diagnostics.empty()) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), subject);
        w.writeAttribute(QStringLiteral("name"), Cli::tr("all checks passed"));
        w.writeEndElement();
    }
    for (const Diagnostic& d : shown) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), d.file.empty() ? subject : q(d.file));
        QString name = q(d.code);
        if (d.line > 0) {
            name += QStringLiteral(" (line %1)").arg(d.line);
        }
        if (!d.bones.empty()) {
            name += QLatin1Char(' ') + q(d.bones.front());
        }
        w.writeAttribute(QStringLiteral("name"), name);
        if (d.severity == Severity::Error) {
            w.writeStartElement(QStringLiteral("failure"));
            w.writeAttribute(QStringLiteral("message"), q(d.message));
            w.writeAttribute(QStringLiteral("type"), q(d.code));
            w.writeCharacters(q(formatDiagnostic(d)));
            w.writeEndElement();
        } else {
            w.writeTextElement(QStringLiteral("system-out"), q(formatDiagnostic(d)));
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    return bytes;
}

}  // namespace

QByteArray renderReport(const Diagnostics& diagnostics, const QString& subject, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Text: return renderText(diagnostics, subject);
    case ReportFormat::Json: return renderJson(diagnostics, subject);
    case ReportFormat::Junit: return renderJunit(diagnostics, subject);
    }
    return {};
}

int exitCodeFor(const Diagnostics& diagnostics)
{
    bool unreadable = false;
    for (const Diagnostic& d : diagnostics.items()) {
        // Files that could not be read at all: unreadable, malformed XML, a model the importer
        // could not read (or that crashed it in its bounded child).
        if (d.severity == Severity::Error
            && (d.code.rfind("io.", 0) == 0 || d.code.rfind("xml.", 0) == 0 || d.code == "import.failed"
                || d.code == "import.crashed" || d.code == "import.timeout")) {
            unreadable = true;
        }
    }
    if (unreadable) {
        return kExitBadInput;
    }
    return diagnostics.hasErrors() ? kExitCheckFailed : kExitOk;
}

void printDiagnostics(const Diagnostics& diagnostics)
{
    for (const Diagnostic& d : diagnostics.folded()) {
        writeErr(q(formatDiagnostic(d)));
    }
}

}  // namespace rigstage::cli
