// Every diagnostic code the code base can emit is documented in docs/diagnostics.md with what it
// means and how to fix it, and every code documented there is still emitted. The codes are read
// off the sources as string literals of the form "family.name" (file names and #include lines
// left aside), so a new finding cannot reach users without its row.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

namespace {

const QString kRoot = QStringLiteral(QT_TESTCASE_SOURCEDIR "/..");

QString readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", qPrintable(path));
    }
    return QString::fromUtf8(file.readAll());
}

/// Each code the sources hold, with the first file that holds it.
std::map<QString, QString> emittedCodes()
{
    static const QRegularExpression literal(QStringLiteral(R"re("([a-z]+\.[a-z][a-z-]*)")re"));
    static const QRegularExpression fileName(QStringLiteral(R"re(\.(h|cpp|png|bmp|jpg|xml|json|glb|gltf|bin|fbx|obj|txt|md|ts|qm|html)$)re"));
    std::map<QString, QString> codes;
    for (const char* folder : {"core", "app", "viewport", "widgets"}) {
        QDirIterator it(kRoot + '/' + QLatin1String(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QStringList lines = readAll(path).split('\n');
            for (const QString& line : lines) {
                if (line.trimmed().startsWith(QStringLiteral("#include"))) {
                    continue;
                }
                for (auto m = literal.globalMatch(line); m.hasNext();) {
                    const QString code = m.next().captured(1);
                    if (!fileName.match(code).hasMatch()) {
                        codes.emplace(code, QDir(kRoot).relativeFilePath(path));
                    }
                }
            }
        }
    }
    return codes;
}

struct Row {
    QString severity, meaning, fix;
};

/// The rows of docs/diagnostics.md: | `code` | severity | says / means | fix |.
std::map<QString, Row> documentedCodes()
{
    static const QRegularExpression row(QStringLiteral(R"re(^\| `([^`]+)` \| ([a-z]+) \| (.*) \| (.*) \|$)re"));
    std::map<QString, Row> rows;
    for (const QString& line : readAll(kRoot + QStringLiteral("/docs/diagnostics.md")).split('\n')) {
        if (const auto m = row.match(line); m.hasMatch()) {
            rows[m.captured(1)] = {m.captured(2), m.captured(3).trimmed(), m.captured(4).trimmed()};
        }
    }
    return rows;
}

}  // namespace

class TestDiagnosticCodes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyEmittedCodeIsDocumented()
    {
        const auto emitted = emittedCodes();
        const auto documented = documentedCodes();
        QVERIFY2(emitted.size() > 100, qPrintable(QString::number(emitted.size())));  // the scan found the sources
        QStringList missing;
        for (const auto& [code, file] : emitted) {
            if (!documented.count(code)) {
                missing << code + QStringLiteral(" (") + file + ')';
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in docs/diagnostics.md: ") + missing.join(QStringLiteral(", "))));
    }

    void everyDocumentedCodeIsEmittedAndExplained()
    {
        const auto emitted = emittedCodes();
        const std::set<QString> severities = {QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("info")};
        for (const auto& [code, row] : documentedCodes()) {
            QVERIFY2(emitted.count(code), qPrintable(code + QStringLiteral(" is documented but no longer emitted")));
            QVERIFY2(severities.count(row.severity), qPrintable(code + QStringLiteral(": severity ") + row.severity));
            QVERIFY2(!row.meaning.isEmpty(), qPrintable(code + QStringLiteral(" says nothing")));
            // Only a note (info) may go without a fix: an error or a warning always says what to do.
            QVERIFY2(row.severity == QStringLiteral("info") || !row.fix.isEmpty(), qPrintable(code + QStringLiteral(" has no fix")));
        }
    }
};

QTEST_APPLESS_MAIN(TestDiagnosticCodes)
#include "test_diagnostic_codes.moc"
