// rigstage: the desktop application.

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QScreen>
#include <QTranslator>

#include "gui/main_window.h"
#include "gui/window_fit.h"
#include "gui/preferences/preferences.h"
#include "gui/translations.h"
#include "viewport/stage_window.h"

int main(int argc, char** argv)
{
    rigstage::preferOpenGlRenderer();  // before the first Qt3D window
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Rigstage"));
    QApplication::setApplicationName(QStringLiteral("Rigstage"));
    QApplication::setApplicationVersion(QStringLiteral(RIGSTAGE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Author and preview character rigs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"), QApplication::translate("main", "Interface language, e.g. ko."),
                                        QApplication::translate("main", "code"));
    parser.addOption(langOption);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Character manifest to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    rigstage::installTranslations(app, parser.isSet(langOption) ? QLocale(parser.value(langOption)) : rigstage::preferredLocale());

    rigstage::MainWindow window;
    rigstage::fitWindowToScreen(window, window.screen()->availableGeometry());
    window.show();
    // Edits a crash left unsaved come first; a file named on the command line opens otherwise.
    if (!window.offerRecovery() && !parser.positionalArguments().isEmpty()) {
        window.openFile(parser.positionalArguments().front());
    }
    return app.exec();
}
