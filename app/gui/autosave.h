#pragma once
// Autosave: every few seconds the document's unsaved edits go to a recovery file (atomically,
// only when something changed); a clean save, discard or close removes it. At the next start,
// recovery files left by a crash are offered back.
//
// Where: $RIGSTAGE_RECOVERY_DIR, else the user's application data folder / recovery; one JSON
// file per manifest (named by a hash of its path). How often: $RIGSTAGE_AUTOSAVE_MS, else 5 s
// until setInterval (Edit > Preferences) says otherwise.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

class QWidget;

namespace rigstage {

class Document;

class Autosave : public QObject {
    Q_OBJECT
public:
    Autosave(Document& document, QObject* parent = nullptr);

    /// The folder of the recovery files.
    static QString directory();
    /// The recovery file of a manifest.
    static QString fileFor(const QString& manifestPath);
    /// Recovery files left behind (by a crash: a clean exit removes its own).
    static QStringList pendingFiles();
    /// True when $RIGSTAGE_AUTOSAVE_MS sets the interval (scripts and tests): it wins over a preference.
    static bool intervalFromEnvironment();

    /// Writes every ms milliseconds from now on; 0 stops writing on a timer (a save or a close
    /// still removes the recovery file).
    void setInterval(int ms);
    /// The timer's interval in milliseconds, 0 when it is stopped.
    int interval() const { return timer_.isActive() ? timer_.interval() : 0; }

    /// Writes the recovery file now if something changed since the last write; removes it when
    /// nothing is unsaved. (The timer calls it.)
    void update();
    /// Removes the recovery file of the open document (after a clean close).
    void clear();
    /// For each recovery file left behind: asks whether to restore its edits (opening its
    /// character) or discard them. Returns true when edits were restored.
    bool offerRecovery(QWidget* parent);

private:
    Document& document_;
    QTimer timer_;
    QString written_;           // the recovery file last written
    quint64 writtenGeneration_ = ~quint64(0);
};

}  // namespace rigstage
