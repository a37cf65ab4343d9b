#include "gui/posing/posing_model.h"

#include <QJsonArray>
#include <QStringList>
#include <QUndoStack>

#include <cmath>
#include <set>

#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "gui/edit_command.h"
#include "skeleton/bone_name.h"

namespace rigstage {

PosingModel::PosingModel(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

const Framework* PosingModel::framework() const
{
    return document_.framework();
}

glm::vec3 PosingModel::poseEditDegrees(int bone) const
{
    const auto it = degrees_.find(bone);
    return it == degrees_.end() ? glm::vec3(0.0f) : it->second;
}

glm::vec3 PosingModel::poseEditMove(int bone) const
{
    const auto it = moves_.find(bone);
    return it == moves_.end() ? glm::vec3(0.0f) : it->second;
}

void PosingModel::setPoseEdit(int bone, const glm::vec3& degrees)
{
    if (applyPoseEdit(bone, degrees)) {
        document_.saver()->markEdited(true);  // hand poses are part of the view state: saved with it, asked about
    }
}

void PosingModel::setPoseMove(int bone, const glm::vec3& move)
{
    if (applyPoseMove(bone, move)) {
        document_.saver()->markEdited(true);
    }
}

bool PosingModel::applyPoseEdit(int bone, const glm::vec3& degrees)
{
    if (!document_.instance() || bone < 0 || bone >= framework()->boneCount()) {
        return false;
    }
    if (degrees == glm::vec3(0.0f)) {
        degrees_.erase(bone);
    } else {
        degrees_[bone] = degrees;
    }
    pushPoseEdit(bone);
    return true;
}

bool PosingModel::applyPoseMove(int bone, const glm::vec3& move)
{
    if (!document_.instance() || bone < 0 || bone >= framework()->boneCount()) {
        return false;
    }
    if (move == glm::vec3(0.0f)) {
        moves_.erase(bone);
    } else {
        moves_[bone] = move;
    }
    pushPoseEdit(bone);
    return true;
}

void PosingModel::pushPoseEdit(int bone, bool evaluate)
{
    // The instance's edit: the turn (after the clip's rotation, in the bone's frame) and the move
    // (added to its local translation, in the parent's frame).
    const glm::vec3 degrees = poseEditDegrees(bone);
    const glm::vec3 move = poseEditMove(bone);
    if (degrees == glm::vec3(0.0f) && move == glm::vec3(0.0f)) {
        document_.instance()->setPoseEdit(bone, std::nullopt);
    } else {
        Srt edit;
        const glm::vec3 r = glm::radians(degrees);
        edit.rotation = glm::angleAxis(r.x, glm::vec3(1, 0, 0)) * glm::angleAxis(r.y, glm::vec3(0, 1, 0)) * glm::angleAxis(r.z, glm::vec3(0, 0, 1));
        edit.translation = move;
        document_.instance()->setPoseEdit(bone, edit);
    }
    if (evaluate) {
        document_.evaluate();
        Q_EMIT poseEditsChanged();
    }
}

void PosingModel::editPose(int bone, const glm::vec3& degrees, bool mergeWithLast)
{
    if (!document_.instance() || bone < 0 || bone >= framework()->boneCount()) {
        return;
    }
    const glm::vec3 before = poseEditDegrees(bone);
    const std::string name = framework()->boneName(bone);
    // By name, so the step survives a costume swap that moves bone indices.
    auto apply = [this, name](const glm::vec3& d) {
        if (document_.instance()) {
            setPoseEdit(framework()->findBone(name), d);
        }
    };
    setPoseEdit(bone, degrees);
    document_.undoStack()->push(new EditCommand(tr("Pose %1 by hand").arg(QString::fromStdString(name)), [apply, degrees] { apply(degrees); },
                                                [apply, before] { apply(before); },
                                                mergeWithLast ? QStringLiteral("pose:") + QString::fromStdString(name) : QString(), true));
}

void PosingModel::editPoseMove(int bone, const glm::vec3& move, bool mergeWithLast)
{
    if (!document_.instance() || bone < 0 || bone >= framework()->boneCount()) {
        return;
    }
    const glm::vec3 before = poseEditMove(bone);
    const std::string name = framework()->boneName(bone);
    auto apply = [this, name](const glm::vec3& m) {
        if (document_.instance()) {
            setPoseMove(framework()->findBone(name), m);
        }
    };
    setPoseMove(bone, move);
    document_.undoStack()->push(new EditCommand(tr("Move %1 by hand").arg(QString::fromStdString(name)), [apply, move] { apply(move); },
                                                [apply, before] { apply(before); },
                                                mergeWithLast ? QStringLiteral("move:") + QString::fromStdString(name) : QString(), true));
}

int PosingModel::resetAllPoseEdits()
{
    std::set<int> bones;
    for (const auto& [bone, degrees] : degrees_) {
        bones.insert(bone);
    }
    for (const auto& [bone, move] : moves_) {
        bones.insert(bone);
    }
    if (bones.empty()) {
        return 0;
    }
    QUndoStack* undo = document_.undoStack();
    undo->beginMacro(tr("Reset All Hand Poses"));
    for (int bone : bones) {
        editPose(bone, glm::vec3(0.0f), false);
        editPoseMove(bone, glm::vec3(0.0f), false);
    }
    undo->endMacro();
    return int(bones.size());
}

std::vector<PosingModel::HandPose> PosingModel::handPoses(const std::vector<int>& bones) const
{
    std::vector<HandPose> poses;
    const Framework* fw = framework();
    for (int bone : bones) {
        if (fw && bone >= 0 && bone < fw->boneCount()) {
            poses.push_back({fw->boneName(bone), poseEditDegrees(bone), poseEditMove(bone)});
        }
    }
    return poses;
}

void PosingModel::setHandPoses(const std::vector<HandPose>& poses)
{
    const Framework* fw = framework();
    if (!document_.instance() || !fw) {
        return;
    }
    bool any = false;
    for (const HandPose& p : poses) {
        const int bone = fw->findBone(p.bone);
        if (bone < 0) {
            continue;
        }
        for (auto [edits, value] : {std::pair{&degrees_, p.degrees}, std::pair{&moves_, p.move}}) {
            if (value == glm::vec3(0.0f)) {
                edits->erase(bone);
            } else {
                (*edits)[bone] = value;
            }
        }
        pushPoseEdit(bone, false);
        any = true;
    }
    if (any) {
        document_.evaluate();  // once for every bone
        document_.saver()->markEdited(true);
        Q_EMIT poseEditsChanged();
    }
}

void PosingModel::editHandPoses(const QString& text, const std::vector<HandPose>& before, const std::vector<HandPose>& after, bool applied,
                                const QString& mergeKey)
{
    if (!document_.instance() || after.empty()) {
        return;
    }
    // By name, so the step survives a costume swap that moves bone indices.
    document_.undoStack()->push(new EditCommand(text, [this, after] { setHandPoses(after); }, [this, before] { setHandPoses(before); },
                                                mergeKey, applied));
}

int PosingModel::resetPoseEdits(const std::vector<int>& bones, const QString& text)
{
    std::vector<int> edited;
    for (int bone : bones) {
        if (poseEditDegrees(bone) != glm::vec3(0.0f) || poseEditMove(bone) != glm::vec3(0.0f)) {
            edited.push_back(bone);
        }
    }
    std::vector<HandPose> before = handPoses(edited), after = before;
    for (HandPose& p : after) {
        p.degrees = p.move = glm::vec3(0.0f);
    }
    editHandPoses(text, before, after, false);
    return int(before.size());
}

std::vector<std::pair<std::string, glm::vec3>> PosingModel::ikTargets() const
{
    std::vector<std::pair<std::string, glm::vec3>> out;
    if (CharacterInstance* instance = document_.instance()) {
        for (const CharacterInstance::Ik& ik : instance->iks()) {
            out.emplace_back(ik.name, ik.override ? *ik.override : ik.job.target);
        }
    }
    return out;
}

bool PosingModel::setIkTarget(const std::string& name, const glm::vec3& target)
{
    return setIkOverride(name, target);
}

std::optional<glm::vec3> PosingModel::ikOverride(const std::string& name) const
{
    if (CharacterInstance* instance = document_.instance()) {
        for (const CharacterInstance::Ik& ik : instance->iks()) {
            if (ik.name == name) {
                return ik.override;
            }
        }
    }
    return std::nullopt;
}

bool PosingModel::setIkOverride(const std::string& name, std::optional<glm::vec3> target)
{
    CharacterInstance* instance = document_.instance();
    if (!instance || !instance->setIkTarget(name, target)) {
        return false;
    }
    document_.evaluate();
    return true;
}

void PosingModel::editIkTarget(const std::string& name, std::optional<glm::vec3> before, std::optional<glm::vec3> after)
{
    if (before == after) {
        return;
    }
    const auto apply = [this, name](std::optional<glm::vec3> target) {
        setIkOverride(name, target);
        Q_EMIT ikTargetsChanged();
    };
    document_.undoStack()->push(new EditCommand(tr("Move IK target %1").arg(QString::fromStdString(name)), [apply, after] { apply(after); },
                                                [apply, before] { apply(before); }, {}, true));
}

PosingModel::ByName PosingModel::byName() const
{
    ByName carried;
    const Framework* fw = framework();
    if (!fw) {
        return carried;
    }
    for (const auto& [bone, degrees] : degrees_) {
        carried.turns.emplace_back(fw->boneName(bone), degrees);
    }
    for (const auto& [bone, move] : moves_) {
        carried.moves.emplace_back(fw->boneName(bone), move);
    }
    for (const CharacterInstance::Ik& ik : document_.instance()->iks()) {
        if (ik.override) {
            carried.ikTargets.emplace_back(ik.name, *ik.override);
        }
    }
    return carried;
}

void PosingModel::rebind(const ByName& carried)
{
    const Framework* fw = framework();
    degrees_.clear();
    moves_.clear();
    for (const auto& [name, degrees] : carried.turns) {
        if (const int b = fw->findBone(name); b >= 0) {
            degrees_[b] = degrees;  // the instance carried the edit itself
        }
    }
    for (const auto& [name, move] : carried.moves) {
        if (const int b = fw->findBone(name); b >= 0) {
            moves_[b] = move;
        }
    }
}

void PosingModel::restore(const ByName& carried, bool poses, QStringList& lost)
{
    const Framework* fw = framework();
    if (poses) {
        // Hand poses are view state too: the unsaved ones replace what the file says.
        for (const auto& [bone, degrees] : std::map<int, glm::vec3>(degrees_)) {
            applyPoseEdit(bone, glm::vec3(0.0f));
        }
        for (const auto& [bone, move] : std::map<int, glm::vec3>(moves_)) {
            applyPoseMove(bone, glm::vec3(0.0f));
        }
        const auto shortName = [](const std::string& name) { return QString::fromStdString(std::string(shortNameOf(name))); };
        for (const auto& [name, degrees] : carried.turns) {
            if (const int b = fw->findBone(name); b >= 0) {
                applyPoseEdit(b, degrees);
            } else {
                lost << tr("the hand edit of %1").arg(shortName(name));
            }
        }
        for (const auto& [name, move] : carried.moves) {
            if (const int b = fw->findBone(name); b >= 0) {
                applyPoseMove(b, move);
            } else {
                lost << tr("the hand edit of %1").arg(shortName(name));
            }
        }
    }
    for (const auto& [name, target] : carried.ikTargets) {
        if (!document_.instance()->setIkTarget(name, target)) {
            lost << tr("the IK target of %1").arg(QString::fromStdString(name));
        }
    }
    Q_EMIT poseEditsChanged();
    Q_EMIT ikTargetsChanged();
}

void PosingModel::restart()
{
    degrees_.clear();
    moves_.clear();
    if (!pending_.isEmpty()) {  // the saved hand poses
        applyJson(pending_, pendingFrom_);
        pending_ = {};
    }
}

void PosingModel::writeJson(QJsonObject& view) const
{
    QJsonObject turns, moves;
    for (const auto& [bone, degrees] : degrees_) {
        turns.insert(QString::fromStdString(framework()->boneName(bone)), QJsonArray{degrees.x, degrees.y, degrees.z});
    }
    for (const auto& [bone, move] : moves_) {
        moves.insert(QString::fromStdString(framework()->boneName(bone)), QJsonArray{move.x, move.y, move.z});
    }
    if (!turns.isEmpty()) {
        view.insert(QStringLiteral("poseEdits"), turns);
    }
    if (!moves.isEmpty()) {
        view.insert(QStringLiteral("poseMoves"), moves);
    }
}

void PosingModel::readJson(const QJsonObject& view, const QString& file)
{
    pending_ = {};
    for (const char* key : {"poseEdits", "poseMoves"}) {
        const QJsonObject part = view.value(QLatin1String(key)).toObject();
        if (!part.isEmpty()) {
            pending_.insert(QLatin1String(key), part);
        }
    }
    pendingFrom_ = file;
}

void PosingModel::applyJson(const QJsonObject& view, const QString& from)
{
    // Turns beyond a few full turns, or moves beyond a kilometre, are not a pose anyone made:
    // refused like a bad number.
    const auto read = [&](const QJsonObject& edits, float limit, const QString& what, auto apply) {
        for (auto it = edits.begin(); it != edits.end(); ++it) {
            const QJsonArray a = it.value().toArray();
            const int bone = framework()->findBone(it.key().toStdString());
            const glm::vec3 v(float(a.at(0).toDouble(NAN)), float(a.at(1).toDouble(NAN)), float(a.at(2).toDouble(NAN)));
            const bool ok = a.size() == 3 && std::abs(v.x) <= limit && std::abs(v.y) <= limit && std::abs(v.z) <= limit;
            if (bone < 0 || !ok) {
                document_.addMessage(bone < 0 ? tr("%1: the hand pose of bone '%2' is ignored: no such bone.").arg(from, it.key())
                                              : tr("%1: the hand pose of bone '%2' is ignored: it needs three %3.").arg(from, it.key(), what));
                continue;
            }
            apply(bone, v);
        }
    };
    read(view.value(QStringLiteral("poseEdits")).toObject(), 3600.0f, tr("angles in degrees"),
         [this](int bone, const glm::vec3& v) { applyPoseEdit(bone, v); });
    read(view.value(QStringLiteral("poseMoves")).toObject(), 1e5f, tr("distances in the rig's units"),
         [this](int bone, const glm::vec3& v) { applyPoseMove(bone, v); });
}

}  // namespace rigstage
