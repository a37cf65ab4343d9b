#pragma once
// Translation context for the command-line tool: every user-visible string goes through Cli::tr().

#include <QCoreApplication>

namespace rigstage::cli {

class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// Exit codes shared by every subcommand.
enum ExitCode { kExitOk = 0, kExitCheckFailed = 1, kExitBadInput = 2 };

}  // namespace rigstage::cli
