#include "cli/time_option.h"

#include <cmath>

#include "cli/cli_output.h"
#include "cli/cli_text.h"

namespace rigstage::cli {

QCommandLineOption fpsOption()
{
    return QCommandLineOption(QStringLiteral("fps"),
                              Cli::tr("The rate the frames given count at, e.g. 24 for a frame number read off a 24 fps "
                                      "timeline (default: the clip's own rate)."),
                              Cli::tr("rate"));
}

bool readFpsOption(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<double>& fps)
{
    if (!parser.isSet(option)) {
        return true;
    }
    bool ok = false;
    const double rate = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(rate) || rate <= 0.0 || rate > 1000.0) {
        writeErr(Cli::tr("--fps expects a frame rate above 0 and at most 1000; got '%1'").arg(parser.value(option)));
        return false;
    }
    fps = rate;
    return true;
}

}  // namespace rigstage::cli
