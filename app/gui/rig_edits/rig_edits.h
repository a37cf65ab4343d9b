#pragma once
// The edits of the character's HelperJointSetting files made in the window: reaction curves'
// points and controller attributes. The documents are changed in place and the helper joints
// recompiled; what Save must patch into each file's text (the settings, start tags and curves
// edited, or a recovered text to patch instead of the file) is kept here.

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "io/reaction_curve_edit.h"

namespace tinyxml2 {
class XMLElement;
}

namespace rigstage {

class Document;

class RigEdits : public QObject {
    Q_OBJECT
public:
    explicit RigEdits(Document& document, QObject* parent = nullptr);

    /// The reaction curves of the character's HelperJointSetting files (not the costumes').
    const std::vector<ReactionCurveRef>& reactionCurves() const { return curves_; }
    std::vector<CurvePoint> curvePoints(int curve) const;
    /// The curve's master value at the current frame, in its units (radians for angles).
    std::optional<float> curveMasterValue(int curve) const;
    /// Whether the curve's master is an angle (radians).
    bool curveMasterIsAngle(int curve) const;
    /// Writes the points into the setting, recompiles the helper joints and re-evaluates (no undo:
    /// for a drag in progress and for the undo command).
    void setCurvePoints(int curve, const std::vector<CurvePoint>& points);
    /// The undoable edit: pushes a command going from before to after.
    void editCurve(int curve, const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after);

    /// The Helper element driving a bone in the character's HelperJointSetting files (and which
    /// setting), or null.
    tinyxml2::XMLElement* helperElement(int bone, int* setting) const;
    /// Sets a controller option: writes the attribute, recompiles the helper joints and
    /// re-evaluates. When the rig rejects the value the attribute goes back, nothing changes and
    /// error (if given) says why; returns false then.
    bool setAttribute(int setting, tinyxml2::XMLElement* element, const QString& attribute, const QString& value, QString* error);
    /// The undoable form: checks the value first; false (and error) when the rig rejects it.
    bool editAttribute(int setting, tinyxml2::XMLElement* element, const QString& attribute, const QString& before,
                       const QString& after, QString* error);

    /// Finds the curves and their masters' inputs again (a load, a costume swap, recovered text).
    void findCurves();
    /// A character was loaded: a version-1 HelperJointSetting upgraded to version 2 in memory
    /// counts as edited, so Save writes the converted start tags (and the new version) into its text.
    void takeUpgrades();

    /// True when a setting has edits not saved yet.
    bool isModified() const { return !modified_.empty(); }
    /// The settings (indices into the character's helperSettings) with edits not saved yet.
    const std::set<int>& modifiedSettings() const { return modified_; }
    /// The text Save writes for a setting: the edits patched into the text it was read from (the
    /// file, or recovered text); wholeDocument says that text no longer matched and the whole
    /// document is written instead.
    std::optional<std::string> textToSave(int setting, bool* wholeDocument) const;
    /// Whether the setting's text to patch is recovered text rather than its file.
    bool hasRecoveredText(int setting) const { return baseText_.count(setting) > 0; }
    /// A structural edit of the setting (an element added, removed or moved: authoring) was made
    /// (+1) or undone (-1). While the count since the last save is not 0, Save writes the whole
    /// document (patching start tags cannot add or remove elements); back at 0 the edits are
    /// patched into the file's text again, so undoing every step leaves the file's bytes.
    void countStructuralEdit(int setting, int delta);
    /// The setting's text became the recovered text (unsaved: Save writes it, further edits
    /// patched into it).
    void takeRecoveredText(int setting, std::string text);
    /// The setting is as on disk (saved, or back to it by undo): nothing of it is pending.
    void settle(int setting);
    /// Nothing is pending (a new character, or the user discarded the edits).
    void forget();

Q_SIGNALS:
    /// A reaction curve's points changed (edit, undo or redo); -1: any of them.
    void curveChanged(int curve);

private:
    Document& document_;
    std::vector<ReactionCurveRef> curves_;
    std::vector<std::unordered_map<const tinyxml2::XMLElement*, BoneValueInput>> curveInputs_;  // per setting
    std::set<int> modified_;
    std::map<int, std::string> baseText_;  // per setting: recovered text that Save patches instead of the file
    std::map<int, std::set<const tinyxml2::XMLElement*>> editedElements_;  // per setting: start tags to patch
    std::map<int, std::set<const tinyxml2::XMLElement*>> editedCurves_;  // per setting
    std::map<int, int> structural_;  // per setting: structural edits made minus undone since the last save
};

}  // namespace rigstage
