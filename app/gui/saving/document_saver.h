#pragma once
// What of the open character is unsaved, and saving it: the rig edits (each HelperJointSetting
// file and the corrections, atomically, with only the edited text changed), the view state next
// to the manifest, and the autosave's recovery data. Undo back to the state last loaded or saved
// leaves nothing unsaved.

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <string>

namespace rigstage {

class Document;

class DocumentSaver : public QObject {
    Q_OBJECT
public:
    explicit DocumentSaver(Document& document, QObject* parent = nullptr);

    /// True when a HelperJointSetting or the corrections have edits not saved yet.
    bool isRigModified() const;
    /// True when hidden bones or layers changed since the view state was read or saved.
    bool isViewStateModified() const { return viewModified_; }
    bool hasUnsavedChanges() const { return isRigModified() || viewModified_; }
    /// What is unsaved, one line each ("rig edits in Walker.Muscle.HelperJointSetting.xml", ...).
    QStringList unsavedChanges() const;
    /// Drops the unsaved state (a new character, or the user chose Discard): nothing is written,
    /// nothing is asked again.
    void forgetUnsavedChanges();
    /// Counts an edit (view: of the view state) and says so (the document's modifiedChanged()).
    void markEdited(bool view);
    /// Counts an edit of the corrections.
    void markCorrectionsEdited();
    /// Marks the view state edited without counting an edit (a reload keeping unsaved view edits).
    void setViewStateModified(bool modified) { viewModified_ = modified; }
    /// Counts edits and saves, so an autosave knows whether anything changed since it last wrote.
    quint64 generation() const { return generation_; }

    /// Writes every edited HelperJointSetting file, atomically, with only the edited text changed,
    /// then the corrections (File > Save). Returns false and sets error on failure; what was
    /// written stays saved.
    bool saveRig(QString* error);
    /// Saves the view state (hidden bones and layers, camera) next to the manifest as
    /// <manifest>.view.json, atomically (File > Save View State).
    bool saveViewState(QString* error);
    /// Both: the rig edits, then the view state when it changed.
    bool save(QString* error);
    /// The view state as saved, without the camera (which a look around does not count as an edit).
    QJsonObject viewStateJson() const;
    /// Where saveViewState() writes.
    QString viewStatePath() const;
    /// Reads the view state saved next to the manifest into the models (a load); problems go to
    /// the messages.
    void readViewState();
    /// Takes the view state and the corrections as they are now as the saved ones (a load).
    void rememberSavedState();

    /// The unsaved edits as JSON for the autosave's recovery file (empty when nothing is unsaved):
    /// the manifest, each edited setting's text as Save would write it, the corrections, the
    /// hidden bones and hand poses.
    QByteArray recoveryData() const;
    /// Applies recovery data to the open character (the same manifest): the settings' texts become
    /// the documents (unsaved, so Save writes them), the hidden bones come back. False and error
    /// when they belong to another character or do not compile (nothing changes then).
    bool recover(const QJsonObject& recovery, QString* error);

Q_SIGNALS:
    /// Files of the character were written (Save): a watcher takes their new state as its own.
    void filesWritten(const QStringList& paths);

private:
    /// The undo stack came back to its clean state: drops what reads as on disk again from the
    /// unsaved edits.
    void settleCleanState();
    /// The corrections as Save writes them (empty when there are none).
    std::string correctionsText() const;
    /// Writes the corrections (and names them in the manifest the first time), adding the files
    /// written to written. False and error.
    bool saveCorrections(QString* error, QStringList* written);

    Document& document_;
    bool correctionsModified_ = false;
    bool viewModified_ = false;
    quint64 generation_ = 0;
    QJsonObject savedView_;        // the view state as last read or saved, for the clean state
    std::string savedCorrections_;  // the corrections as last read or saved
    bool recovering_ = false;  // recovered edits count as unsaved: the clean state leaves them
};

}  // namespace rigstage
