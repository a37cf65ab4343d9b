#pragma once
// Never lose an edit: before the character is reloaded, replaced or closed, ask about what is
// unsaved, naming it, and save it when asked.

#include <QString>

class QWidget;

namespace rigstage {

class Document;

/// Asks whether to save the document's unsaved changes before doing what (e.g. "reloading"),
/// listing them. Save writes them (and stops, returning false, when that fails); Discard forgets
/// them; Cancel returns false. Returns true at once when nothing is unsaved.
bool confirmUnsavedChanges(QWidget* parent, Document& document, const QString& what);

}  // namespace rigstage
