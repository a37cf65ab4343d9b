#pragma once
// The Rig menu: authoring helper joints in the window. Add, Rename and Delete Helper Bone;
// Assign Position / Rotation / Scale Controller, grouped as 3ds Max groups them (a slot holding a
// list gets the new controller as an entry, as Max's list "Available" slot does); a constraint
// starts picking its targets: clicks on bones in the viewport or the Outliner add them (a second
// click removes one), Enter assigns, Esc cancels. Remove Controller; and the Reaction Manager's
// Set Reaction Master and Set Reaction Key, the key taken from the pose.

#include <QMap>
#include <QObject>
#include <QString>

#include <vector>

#include "authoring/controller_authoring.h"

class QAction;
class QMenu;
class QStatusBar;
class QWidget;

namespace rigstage {

class Document;

class AuthoringController : public QObject {
    Q_OBJECT
public:
    /// Fills menu; its actions are named addHelperBone, renameHelperBone, deleteHelperBone, finishPicking,
    /// cancelPicking, setReactionMaster and setReactionKey.
    AuthoringController(Document& document, QMenu* menu, QStatusBar* status, QWidget* window);
    const QMap<QString, QAction*>& actions() const { return actions_; }
    /// Starts taking clicked bones as targets while picking. Called once every other view follows
    /// the selection: a picked bone is shown by each before the selection goes back to the
    /// driven bone, so none is left showing the target.
    void followSelection();

    /// Assigns kind to the selected bone's slot; a constraint starts picking its targets first.
    void assign(HelperSlot slot, const QString& kind);
    bool isPicking() const { return picking_; }
    /// The targets picked so far (bone indices).
    const std::vector<int>& pickedTargets() const { return picked_; }
    /// Ends picking: assigns the constraint with the picked targets (equal weights of 50).
    bool finishPicking();
    void cancelPicking();

    /// The master of the next reaction keys: a bone's local rotation (Euler XYZ) or position channel.
    void setReactionMaster(int bone, bool rotation, int axis);
    /// Sets a key on slave's channel: master's value in the current pose, and the slave's value
    /// as posed by hand (its hand turn or move on its bind; its current value when it has none).
    /// The slave's hand pose is cleared, so the reaction drives it. False with the reason shown.
    bool setReactionKey(int slave, HelperSlot slot, int axis);
    /// The slave's value as posed by hand (see setReactionKey).
    float posedSlaveValue(int slave, HelperSlot slot, int axis) const;

private:
    void addHelperBone();
    void renameHelperBone();
    void deleteHelperBone();
    void pickBone(int bone);
    void showPicking();
    void report(const QString& text);

    Document& document_;
    QStatusBar* status_;
    QWidget* window_;
    QMap<QString, QAction*> actions_;
    bool picking_ = false;
    bool restoring_ = false;
    int pickFor_ = -1;
    HelperSlot pickSlot_ = HelperSlot::Rotation;
    QString pickKind_;
    std::vector<int> picked_;
    int masterBone_ = -1;
    bool masterRotation_ = true;
    int masterAxis_ = 0;
};

}  // namespace rigstage
