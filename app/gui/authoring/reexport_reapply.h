#pragma once
// A re-export read with the window's edits kept on top: each bone the window changed since the
// files were read or saved (its Framework entry and its Helper element, authored or edited) is
// remembered before the DCC's files are read, then put back on them as unsaved edits; the bones
// the DCC changed too are listed, the window's version kept.

#include <QStringList>

#include <map>
#include <string>

#include "authoring/bone_versions.h"

namespace rigstage {

class AuthoredFiles;
class Document;
class RigAuthoring;

class ReexportReapply {
public:
    ReexportReapply(Document& document, AuthoredFiles& files, RigAuthoring& authoring)
        : document_(document), files_(files), authoring_(authoring)
    {
    }

    /// The files were read or saved: what they hold now is what a re-export is compared with.
    void takeSaved();
    /// Before a re-export is read: remembers the bones the window changed, as the window has them.
    void prepareReapply();
    bool hasPendingReapply() const { return !pending_.empty(); }
    /// After the re-export was read: puts the remembered bones back on top of the DCC's files, as
    /// unsaved edits. conflicts gets the bones the DCC changed too (the window's version is kept),
    /// skipped those whose files the character no longer reads. False when the result does not
    /// compile: the DCC's files stay as read, and why says what the rig refused followed by the
    /// window's version of each bone as text (its Framework line, its Helper element), so none is lost.
    bool reapply(QStringList* conflicts, QStringList* skipped, QString* why);

private:
    Document& document_;
    AuthoredFiles& files_;
    RigAuthoring& authoring_;
    std::map<std::string, BoneVersion> base_;         // every bone as read or last saved
    std::map<std::string, BoneVersion> pending_;      // the window's changed bones, kept for a re-export
    std::map<std::string, BoneVersion> pendingBase_;  // and the base they changed
};

}  // namespace rigstage
