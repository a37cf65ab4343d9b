#include "gui/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace rigstage {

bool installTranslations(QCoreApplication& app, const QLocale& locale, const QString& folder)
{
    auto* own = new QTranslator(&app);
    const bool found = own->load(locale, QStringLiteral("rigstage"), QStringLiteral("_"), folder);
    if (found) {
        app.installTranslator(own);
    } else {
        delete own;
    }
    // Qt's own strings (dialog buttons such as Save, Discard, Cancel): Debian's qt6-translations-l10n.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app.installTranslator(qt);
    } else {
        delete qt;
    }
    return found;
}

}  // namespace rigstage
