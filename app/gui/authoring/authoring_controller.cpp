#include "gui/authoring/authoring_controller.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include "character/character_instance.h"
#include "gui/authoring/add_helper_bone_dialog.h"
#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "gui/named_actions.h"
#include "gui/posing/posing_model.h"
#include "gui/selection/selection_model.h"
#include "math/euler.h"
#include "skeleton/bone_name.h"

namespace rigstage {

namespace {

QString slotLabel(HelperSlot slot)
{
    return slot == HelperSlot::Position ? AuthoringController::tr("Position")
           : slot == HelperSlot::Rotation ? AuthoringController::tr("Rotation")
                                          : AuthoringController::tr("Scale");
}

QString groupLabel(const std::string& group)
{
    if (group == "Constraints") {
        return AuthoringController::tr("Constraints");
    }
    if (group == "Lists") {
        return AuthoringController::tr("Lists");
    }
    if (group == "XYZ") {
        return AuthoringController::tr("XYZ");
    }
    return AuthoringController::tr("Expressions");
}

QString shortName(const Framework& fw, int bone)
{
    return QString::fromStdString(std::string(shortNameOf(fw.boneName(bone))));
}

}  // namespace

AuthoringController::AuthoringController(Document& document, QMenu* menu, QStatusBar* status, QWidget* window)
    : QObject(window)
    , document_(document)
    , status_(status)
    , window_(window)
{
    menu->addAction(addNamedAction(actions_, window, this, QStringLiteral("addHelperBone"), tr("&Add Helper Bone..."),
                                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B), [this] { addHelperBone(); }));
    menu->addAction(addNamedAction(actions_, window, this, QStringLiteral("renameHelperBone"), tr("&Rename Helper Bone..."),
                                   QKeySequence(), [this] { renameHelperBone(); }));
    menu->addAction(addNamedAction(actions_, window, this, QStringLiteral("deleteHelperBone"), tr("&Delete Helper Bone..."),
                                   QKeySequence(), [this] { deleteHelperBone(); }));
    menu->addSeparator();
    for (HelperSlot slot : {HelperSlot::Position, HelperSlot::Rotation, HelperSlot::Scale}) {
        QMenu* slotMenu = menu->addMenu(tr("Assign %1 Controller").arg(slotLabel(slot)));
        std::string group;
        for (const ControllerChoice& choice : controllerChoices(slot)) {
            if (choice.group != group) {
                slotMenu->addSection(groupLabel(choice.group));
                group = choice.group;
            }
            const QString kind = QString::fromStdString(choice.element);
            QAction* a = slotMenu->addAction(kind);
            a->setObjectName(QStringLiteral("assign-") + kind);
            actions_.insert(a->objectName(), a);
            connect(a, &QAction::triggered, this, [this, slot, kind] { assign(slot, kind); });
        }
    }
    QMenu* remove = menu->addMenu(tr("Remove Controller"));
    for (HelperSlot slot : {HelperSlot::Position, HelperSlot::Rotation, HelperSlot::Scale}) {
        connect(remove->addAction(slotLabel(slot)), &QAction::triggered, this, [this, slot] {
            QString why;
            if (!document_.authoring()->removeController(document_.selection()->bone(), slot, &why)) {
                report(why);
            }
        });
    }
    QAction* finish = addNamedAction(actions_, window, this, QStringLiteral("finishPicking"), tr("Finish Picking Targets"),
                                     QKeySequence(Qt::Key_Return), [this] { finishPicking(); });
    QAction* cancel = addNamedAction(actions_, window, this, QStringLiteral("cancelPicking"), tr("Cancel Picking Targets"),
                                     QKeySequence(Qt::Key_Escape), [this] { cancelPicking(); });
    finish->setEnabled(false);
    cancel->setEnabled(false);
    menu->addAction(finish);
    menu->addAction(cancel);
    menu->addSeparator();
    menu->addAction(addNamedAction(actions_, window, this, QStringLiteral("setReactionMaster"), tr("Set Reaction &Master..."),
                                   QKeySequence(), [this] {
                                       const int bone = document_.selection()->bone();
                                       const QStringList channels{tr("Rotation X"), tr("Rotation Y"), tr("Rotation Z"),
                                                                  tr("Position X"), tr("Position Y"), tr("Position Z")};
                                       bool ok = false;
                                       const QString c = QInputDialog::getItem(window_, tr("Reaction Master"), tr("Channel:"), channels, 0, false, &ok);
                                       if (ok && bone >= 0) {
                                           const int i = int(channels.indexOf(c));
                                           setReactionMaster(bone, i < 3, i % 3);
                                       }
                                   }));
    menu->addAction(addNamedAction(actions_, window, this, QStringLiteral("setReactionKey"), tr("Set Reaction &Key..."),
                                   QKeySequence(), [this] {
                                       const QStringList channels{tr("Rotation X"), tr("Rotation Y"), tr("Rotation Z"),
                                                                  tr("Position X"), tr("Position Y"), tr("Position Z")};
                                       bool ok = false;
                                       const QString c = QInputDialog::getItem(window_, tr("Reaction Key"), tr("Slave channel:"), channels, 0, false, &ok);
                                       if (ok) {
                                           const int i = int(channels.indexOf(c));
                                           setReactionKey(document_.selection()->bone(), i < 3 ? HelperSlot::Rotation : HelperSlot::Position, i % 3);
                                       }
                                   }));
    connect(&document_, &Document::loaded, this, &AuthoringController::cancelPicking);
}

void AuthoringController::followSelection()
{
    connect(document_.selection(), &SelectionModel::changed, this, &AuthoringController::pickBone);
}

void AuthoringController::report(const QString& text)
{
    document_.addMessage(text);
    status_->showMessage(text, 8000);
}

void AuthoringController::addHelperBone()
{
    auto* dialog = new AddHelperBoneDialog(document_, document_.selection()->bone(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void AuthoringController::renameHelperBone()
{
    const int bone = document_.selection()->bone();
    const Framework* fw = document_.framework();
    if (!fw || bone < 0) {
        report(tr("Select the helper bone to rename."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getText(window_, tr("Rename Helper Bone"), tr("New name:"), QLineEdit::Normal,
                                               QString::fromStdString(fw->boneName(bone)), &ok);
    QString why;
    if (ok && !document_.authoring()->renameBone(bone, name, &why)) {
        report(why);
    }
}

void AuthoringController::deleteHelperBone()
{
    const int bone = document_.selection()->bone();
    const Framework* fw = document_.framework();
    if (!fw || bone < 0) {
        report(tr("Select the helper bone to delete."));
        return;
    }
    const QStringList names = document_.authoring()->dependents(bone);
    const QString name = QString::fromStdString(fw->boneName(bone));
    const auto answer = QMessageBox::question(window_, tr("Delete Helper Bone"),
                                              names.isEmpty() ? tr("Delete %1?").arg(name)
                                                              : tr("Delete %1? It is named by:\n%2").arg(name, names.join(QLatin1Char('\n'))));
    QString why;
    if (answer == QMessageBox::Yes && !document_.authoring()->deleteBone(bone, &why)) {
        report(why);
    }
}

void AuthoringController::assign(HelperSlot slot, const QString& kind)
{
    const int bone = document_.selection()->bone();
    if (bone < 0) {
        report(tr("Select the helper bone to assign %1 to.").arg(kind));
        return;
    }
    RigAuthoring& authoring = *document_.authoring();
    const bool intoList = authoring.controllerIn(bone, slot).endsWith(QStringLiteral("List")) && !kind.endsWith(QStringLiteral("List"));
    bool needsTargets = false;
    for (const ControllerChoice& c : controllerChoices(slot)) {
        needsTargets = needsTargets || (c.element == kind.toStdString() && c.needsTargets);
    }
    if (needsTargets) {
        picking_ = true;
        pickFor_ = bone;
        pickSlot_ = slot;
        pickKind_ = kind;
        picked_.clear();
        actions_[QStringLiteral("finishPicking")]->setEnabled(true);
        actions_[QStringLiteral("cancelPicking")]->setEnabled(true);
        showPicking();
        return;
    }
    QString why;
    const bool ok = intoList ? authoring.addListEntry(bone, slot, kind, {}, &why) : authoring.assignController(bone, slot, kind, {}, &why);
    if (!ok) {
        report(why);
    }
}

void AuthoringController::showPicking()
{
    const Framework* fw = document_.framework();
    QStringList names;
    for (int b : picked_) {
        names << shortName(*fw, b);
    }
    status_->showMessage(tr("%1 for %2: click the target bones (%3); Enter assigns, Esc cancels.")
                             .arg(pickKind_, shortName(*fw, pickFor_), names.isEmpty() ? tr("none yet") : names.join(QStringLiteral(", "))));
}

void AuthoringController::pickBone(int bone)
{
    if (!picking_ || restoring_ || bone < 0 || bone == pickFor_) {
        return;
    }
    if (const auto it = std::find(picked_.begin(), picked_.end(), bone); it != picked_.end()) {
        picked_.erase(it);
    } else {
        picked_.push_back(bone);
    }
    // The driven bone stays the one selected (the Inspector keeps showing it), as Max's pick mode
    // leaves the selection alone.
    restoring_ = true;
    document_.selection()->setBone(pickFor_);
    restoring_ = false;
    showPicking();
}

bool AuthoringController::finishPicking()
{
    if (!picking_) {
        return false;
    }
    picking_ = false;
    actions_[QStringLiteral("finishPicking")]->setEnabled(false);
    actions_[QStringLiteral("cancelPicking")]->setEnabled(false);
    std::vector<std::pair<int, float>> targets;
    for (int b : picked_) {
        targets.emplace_back(b, 50.0f);
    }
    RigAuthoring& authoring = *document_.authoring();
    const bool intoList = authoring.controllerIn(pickFor_, pickSlot_).endsWith(QStringLiteral("List"));
    QString why;
    const bool ok = intoList ? authoring.addListEntry(pickFor_, pickSlot_, pickKind_, targets, &why)
                             : authoring.assignController(pickFor_, pickSlot_, pickKind_, targets, &why);
    status_->clearMessage();
    if (!ok) {
        report(why);
    }
    return ok;
}

void AuthoringController::cancelPicking()
{
    if (picking_) {
        status_->clearMessage();
    }
    picking_ = false;
    picked_.clear();
    actions_[QStringLiteral("finishPicking")]->setEnabled(false);
    actions_[QStringLiteral("cancelPicking")]->setEnabled(false);
}

void AuthoringController::setReactionMaster(int bone, bool rotation, int axis)
{
    masterBone_ = bone;
    masterRotation_ = rotation;
    masterAxis_ = axis;
    if (const Framework* fw = document_.framework(); fw && bone >= 0) {
        status_->showMessage(tr("Reaction master: %1 %2 %3").arg(shortName(*fw, bone), rotation ? tr("rotation") : tr("position"),
                                                                 QString(QChar(u'X' + axis))),
                             8000);
    }
}

float AuthoringController::posedSlaveValue(int slave, HelperSlot slot, int axis) const
{
    CharacterInstance* instance = document_.instance();
    const std::optional<Srt> edit = instance->poseEdit(slave);
    if (!edit) {
        return document_.authoring()->channelValue(slave, slot == HelperSlot::Rotation, axis);
    }
    const Srt& bind = instance->framework().bindLocal(slave);
    return slot == HelperSlot::Rotation ? quatToEuler(bind.rotation * edit->rotation, EulerOrder::XYZ)[axis]
                                        : bind.translation[axis] + edit->translation[axis];
}

bool AuthoringController::setReactionKey(int slave, HelperSlot slot, int axis)
{
    if (slave < 0) {
        report(tr("Select the slave bone to key."));
        return false;
    }
    const float value = posedSlaveValue(slave, slot, axis);
    QString why;
    if (!document_.authoring()->setReactionKey(slave, slot, axis, masterBone_, masterRotation_, masterAxis_, value, &why)) {
        report(why);
        return false;
    }
    document_.posing()->setPoseEdit(slave, glm::vec3(0.0f));  // the reaction drives it now
    document_.posing()->setPoseMove(slave, glm::vec3(0.0f));
    return true;
}

}  // namespace rigstage
