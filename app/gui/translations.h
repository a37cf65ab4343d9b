#pragma once
// The interface language: Rigstage's own strings (embedded under :/i18n, or a folder of .qm files)
// and Qt's (its dialogs' buttons), both for one locale.

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace rigstage {

/// Installs Rigstage's and Qt's translations for locale on app (they live as long as app).
/// Returns false when Rigstage has no translation for it (English is the source language).
bool installTranslations(QCoreApplication& app, const QLocale& locale, const QString& folder = QStringLiteral(":/i18n"));

}  // namespace rigstage
