#include "cli/cli_output.h"

#include <QCommandLineParser>

#include "cli/cli_text.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace rigstage::cli {

void writeOut(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

void writeOut(const QString& text)
{
    writeOut(text.toUtf8());
}

void writeErr(const QString& line)
{
    const QByteArray bytes = (line + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

int parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, int positionalCount,
                     const QString& usageError)
{
    if (!parser.parse(arguments)) {
        writeErr(parser.errorText());
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        writeOut(parser.helpText());
        return kExitOk;
    }
    if (positionalCount >= 0 && parser.positionalArguments().size() != positionalCount) {
        writeErr(usageError);
        return kExitBadInput;
    }
    return -1;
}

double jsonNumber(float value)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf - 1, value);
    if (ec != std::errc()) {
        return static_cast<double>(value);
    }
    *end = '\0';
    return std::strtod(buf, nullptr);
}

}  // namespace rigstage::cli
