#include "gui/authoring/rig_authoring.h"

#include <QUndoCommand>

#include <functional>

#include "character/character_instance.h"
#include "gui/document.h"
#include "gui/rig_edits/rig_edits.h"
#include "gui/saving/document_saver.h"
#include "io/helper_joint_setting_xml.h"
#include "math/euler.h"
#include "skeleton/bone_name.h"

namespace rigstage {

/// One authoring change as an undo step: the layer's bones before and after, and the setting's
/// tree edit (undone and replayed on the same nodes).
class RigAuthoring::Step : public QUndoCommand {
public:
    Step(RigAuthoring& owner, const QString& text, int layer, RawLayer before, RawLayer after, int setting,
         std::unique_ptr<XmlTreeEdit> edit)
        : QUndoCommand(text), owner_(owner), layer_(layer), before_(std::move(before)), after_(std::move(after)),
          setting_(setting), edit_(std::move(edit))
    {
    }
    void redo() override
    {
        if (first_) {  // made already when it was checked
            first_ = false;
            return;
        }
        go(after_, +1);
    }
    void undo() override { go(before_, -1); }

private:
    void go(const RawLayer& bones, int direction)
    {
        const bool bonesChanged = layer_ >= 0 && before_ != after_;
        if (bonesChanged) {
            *owner_.files_.layerById(layer_) = bones;
        }
        if (edit_ && !edit_->empty()) {
            direction > 0 ? edit_->redo() : edit_->undo();
            if (const int index = owner_.files_.characterSettingIndex(setting_); index >= 0) {
                owner_.document_.rigEdits()->countStructuralEdit(index, direction);
            }
        }
        owner_.showRebuilt(bonesChanged);
    }

    RigAuthoring& owner_;
    int layer_;
    RawLayer before_, after_;
    int setting_;
    std::unique_ptr<XmlTreeEdit> edit_;
    bool first_ = true;
};

RigAuthoring::RigAuthoring(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
    , files_(document)
    , reexport_(document, files_, *this)
{
}

std::vector<int> RigAuthoring::authorableLayers() const
{
    std::vector<int> out;
    const CharacterData* data = document_.data();
    for (std::size_t l = 0; data && l < data->layers.size(); ++l) {
        if (data->layers[l].level >= 1 && files_.settingOfLayer(int(l)) >= 0) {
            out.push_back(int(l));
        }
    }
    for (int c : document_.costumes()) {  // a worn costume with helper joints: its template
        if (data->costumes[std::size_t(c)].helpers) {
            out.push_back(int(data->layers.size()) + c);
        }
    }
    return out;
}

QString RigAuthoring::layerName(int layer) const
{
    const CharacterData* data = document_.data();
    const QString name = QString::fromStdString(files_.layerById(layer)->name);
    const int costume = layer - int(data->layers.size());
    return costume < 0 ? name : tr("%1 (costume %2)").arg(name, QString::fromStdString(data->costumes[std::size_t(costume)].name));
}

int RigAuthoring::layerOfBone(int bone) const
{
    const Framework* fw = document_.framework();
    if (!fw || bone < 0 || bone >= int(fw->boneCount())) {
        return -1;
    }
    const std::string name = fw->boneName(bone);
    const CharacterData* data = document_.data();
    for (std::size_t l = 0; l < data->layers.size(); ++l) {
        for (const RawBone& b : data->layers[l].bones) {
            if (b.name == name) {
                return int(l);
            }
        }
    }
    for (int c : document_.costumes()) {
        for (const RawBone& b : data->costumes[std::size_t(c)].layer.bones) {
            if (b.name == name) {
                return int(data->layers.size()) + c;
            }
        }
    }
    return -1;
}

QString RigAuthoring::nameProblem(int layer, const QString& name) const
{
    const CharacterData* data = document_.data();
    const RawLayer* target = files_.layerById(layer);
    if (!data || !target || !document_.framework()) {
        return tr("No layer to add to.");
    }
    const std::string problem = newBoneNameProblem(*target, *document_.framework(), name.toStdString());
    return QString::fromStdString(problem);
}

bool RigAuthoring::compiles(QString* why) const
{
    const CharacterData* data = document_.data();
    Diagnostics d;
    const std::vector<int> costumes = document_.costumes();
    std::shared_ptr<const Framework> fw = buildFramework(*data, costumes, d);
    if (fw && buildHelperJoints(*data, fw, costumes, d)) {
        return true;
    }
    if (why) {
        QStringList problems;
        for (const Diagnostic& p : d.items()) {
            if (p.severity == Severity::Error) {
                QString line = QString::fromStdString(p.message);
                if (p.code == "helper.cycle" && !p.bones.empty()) {
                    QStringList path;
                    for (const std::string& b : p.bones) {
                        path << QString::fromStdString(b);
                    }
                    line += QStringLiteral(" (") + path.join(QStringLiteral(" -> ")) + QStringLiteral(")");
                }
                problems << line;
            }
        }
        *why = problems.join(QStringLiteral("; "));
    }
    return false;
}

void RigAuthoring::showRebuilt(bool bonesChanged)
{
    CharacterData* data = document_.editableData();
    if (bonesChanged) {
        Diagnostics d;
        data->framework = buildFramework(*data, {}, d);
    }
    document_.setCostumes(document_.costumes());
    document_.saver()->markEdited(false);
}

bool RigAuthoring::apply(const QString& text, int layer, int setting,
                         const std::function<bool(RawLayer*, XmlTreeEdit*, std::string*)>& change, QString* why)
{
    CharacterData* data = document_.editableData();
    if (!data || !document_.instance() || setting < 0) {
        if (why) {
            *why = tr("The layer has no HelperJointSetting file to hold helper joints.");
        }
        return false;
    }
    files_.noteBeforeChange(layer, setting);
    RawLayer* bones = files_.layerById(layer);
    HelperJointSetting& target = *files_.settingById(setting);
    const RawLayer before = bones ? *bones : RawLayer{};
    auto edit = std::make_unique<XmlTreeEdit>(*target.document);
    std::string problem;
    const bool made = change(bones, edit.get(), &problem);
    const bool bonesChanged = bones && *bones != before;
    if (bonesChanged) {
        Diagnostics d;
        data->framework = buildFramework(*data, {}, d);
    }
    QString rejected;
    if (!made || !compiles(&rejected)) {
        edit->undo();
        if (bones) {
            *bones = before;
        }
        if (bonesChanged) {
            Diagnostics d;
            data->framework = buildFramework(*data, {}, d);
        }
        if (why) {
            *why = made ? rejected : QString::fromStdString(problem);
        }
        return false;
    }
    if (const int index = files_.characterSettingIndex(setting); index >= 0 && !edit->empty()) {
        document_.rigEdits()->countStructuralEdit(index, +1);
    }
    const RawLayer after = bones ? *bones : RawLayer{};
    showRebuilt(bonesChanged);
    document_.undoStack()->push(new Step(*this, text, bonesChanged ? layer : -1, before, after, setting, std::move(edit)));
    return true;
}

bool RigAuthoring::addHelperBone(int layer, const QString& name, int parent, BindPlacement placement, int first, int second,
                                 QString* why)
{
    const Framework* fw = document_.framework();
    const QString problem = nameProblem(layer, name);
    if (!problem.isEmpty() || !fw || parent < 0 || parent >= int(fw->boneCount())) {
        if (why) {
            *why = !problem.isEmpty() ? problem : tr("Pick the new bone's parent.");
        }
        return false;
    }
    const Srt bind = placedBindLocal(*fw, parent, placement, first, second);
    const std::string parentName = fw->boneName(parent);
    const std::string bone = name.toStdString();
    return apply(tr("Add Helper Bone %1").arg(name), layer, files_.settingOfLayer(layer), [&](RawLayer* bones, XmlTreeEdit*, std::string*) {
        bones->bones.push_back({bone, parentName, bind, kBoneFlagDeformable, false, 0});
        if (const auto parsed = parseBoneName(bone)) {
            bones->bones.back().flags = parsed->flags;
        }
        return true;
    }, why);
}

QStringList RigAuthoring::dependents(int bone) const
{
    QStringList out;
    const Framework* fw = document_.framework();
    if (!fw || bone < 0 || bone >= int(fw->boneCount())) {
        return out;
    }
    for (const BoneDependent& d : dependentsOf(*document_.data(), fw->boneName(bone))) {
        QString line = QString::fromStdString(d.what);
        if (!d.file.empty()) {
            line += QStringLiteral(" (%1:%2)").arg(QString::fromStdString(d.file)).arg(d.line);
        }
        out << (d.own ? tr("%1, deleted with it").arg(line) : line);
    }
    return out;
}

bool RigAuthoring::renameBone(int bone, const QString& name, QString* why)
{
    const int layer = layerOfBone(bone);
    const std::vector<int> layers = authorableLayers();
    if (layer < 0 || std::find(layers.begin(), layers.end(), layer) == layers.end()) {
        if (why) {
            *why = tr("Only helper bones of a layer with a HelperJointSetting file can be renamed here.");
        }
        return false;
    }
    const QString problem = nameProblem(layer, name);
    if (!problem.isEmpty()) {
        if (why) {
            *why = problem;
        }
        return false;
    }
    const std::string from = document_.framework()->boneName(bone);
    const std::string to = name.toStdString();
    const int setting = files_.settingOfLayer(layer);
    const std::string ownFiles[] = {files_.layerFile(layer), files_.settingById(setting)->file};
    QStringList elsewhere;
    for (const BoneDependent& d : dependentsOf(*document_.data(), from)) {
        if (!d.own && std::find(std::begin(ownFiles), std::end(ownFiles), d.file) == std::end(ownFiles)) {
            elsewhere << QString::fromStdString(d.what) +
                             (d.file.empty() ? QString() : QStringLiteral(" (%1:%2)").arg(QString::fromStdString(d.file)).arg(d.line));
        }
    }
    if (!elsewhere.isEmpty()) {
        if (why) {
            *why = tr("%1 is also named by: %2. Rename it there too, or in the DCC.").arg(QString::fromStdString(from), elsewhere.join(QStringLiteral("; ")));
        }
        return false;
    }
    return apply(tr("Rename %1 to %2").arg(QString::fromStdString(from), name), layer, setting,
                 [&](RawLayer* bones, XmlTreeEdit* edit, std::string*) {
                     renameInLayer(*bones, from, to);
                     renameInSetting(*edit, from, to);
                     return true;
                 },
                 why);
}

bool RigAuthoring::deleteBone(int bone, QString* why)
{
    const int layer = layerOfBone(bone);
    const std::vector<int> layers = authorableLayers();
    if (layer < 0 || std::find(layers.begin(), layers.end(), layer) == layers.end()) {
        if (why) {
            *why = tr("Only helper bones of a layer with a HelperJointSetting file can be deleted here.");
        }
        return false;
    }
    const std::string name = document_.framework()->boneName(bone);
    QStringList blocking;
    for (const BoneDependent& d : dependentsOf(*document_.data(), name)) {
        if (!d.own) {
            blocking << QString::fromStdString(d.what) +
                            (d.file.empty() ? QString() : QStringLiteral(" (%1:%2)").arg(QString::fromStdString(d.file)).arg(d.line));
        }
    }
    if (!blocking.isEmpty()) {
        if (why) {
            *why = tr("%1 is still named by: %2. Remove those first.").arg(QString::fromStdString(name), blocking.join(QStringLiteral("; ")));
        }
        return false;
    }
    const int setting = files_.settingOfLayer(layer);
    const HelperJointSetting& s = *files_.settingById(setting);
    return apply(tr("Delete Bone %1").arg(QString::fromStdString(name)), layer, setting,
                 [&](RawLayer* bones, XmlTreeEdit* edit, std::string*) {
                     std::erase_if(bones->bones, [&](const RawBone& b) { return b.name == name; });
                     if (tinyxml2::XMLElement* own = helperElementOf(s, name)) {
                         edit->remove(own);
                     }
                     return true;
                 },
                 why);
}

namespace {

std::vector<TargetChoice> targetChoices(const Framework& fw, const std::vector<std::pair<int, float>>& targets)
{
    std::vector<TargetChoice> out;
    for (const auto& [bone, weight] : targets) {
        if (bone >= 0 && bone < int(fw.boneCount())) {
            out.push_back({fw.boneName(bone), weight});
        }
    }
    return out;
}

const char* slotTitle(HelperSlot slot)
{
    return slot == HelperSlot::Position ? "Position" : slot == HelperSlot::Rotation ? "Rotation" : "Scale";
}

}  // namespace

bool RigAuthoring::assignController(int bone, HelperSlot slot, const QString& kind, const std::vector<std::pair<int, float>>& targets,
                                    QString* why)
{
    const int layer = layerOfBone(bone);
    const int setting = files_.settingOfLayer(layer);
    if (setting < 0) {
        if (why) {
            *why = tr("Controllers go on the helper bones of a layer with a HelperJointSetting file.");
        }
        return false;
    }
    const Framework& fw = *document_.framework();
    const std::string name = fw.boneName(bone);
    const Srt bind = fw.bindLocal(bone);
    const HelperJointSetting& s = *files_.settingById(setting);
    return apply(tr("Assign %1 to %2").arg(kind, QString::fromStdString(std::string(shortNameOf(name)))), -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string* problem) {
                     return rigstage::assignController(*edit, s, name, slot, kind.toStdString(), targetChoices(fw, targets), bind,
                                                       problem) != nullptr;
                 },
                 why);
}

bool RigAuthoring::addListEntry(int bone, HelperSlot slot, const QString& kind, const std::vector<std::pair<int, float>>& targets,
                                QString* why)
{
    const int setting = files_.settingOfLayer(layerOfBone(bone));
    const Framework& fw = *document_.framework();
    const std::string name = fw.boneName(bone);
    tinyxml2::XMLElement* list = setting >= 0 ? slotController(helperElementOf(*files_.settingById(setting), name), slot)
                                              : nullptr;
    if (!list || !std::string_view(list->Name()).ends_with("List")) {
        if (why) {
            *why = tr("The %1 of %2 holds no list.").arg(QLatin1String(slotTitle(slot)), QString::fromStdString(name));
        }
        return false;
    }
    const Srt bind = fw.bindLocal(bone);
    return apply(tr("Add %1 to the list of %2").arg(kind, QString::fromStdString(std::string(shortNameOf(name)))), -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string* problem) {
                     return rigstage::addListEntry(*edit, list, slot, kind.toStdString(), targetChoices(fw, targets), bind, problem) !=
                            nullptr;
                 },
                 why);
}

bool RigAuthoring::removeController(int bone, HelperSlot slot, QString* why)
{
    const int setting = files_.settingOfLayer(layerOfBone(bone));
    const std::string name = document_.framework()->boneName(bone);
    tinyxml2::XMLElement* controller =
        setting >= 0 ? slotController(helperElementOf(*files_.settingById(setting), name), slot) : nullptr;
    if (!controller) {
        if (why) {
            *why = tr("The %1 of %2 holds no controller.").arg(QLatin1String(slotTitle(slot)), QString::fromStdString(name));
        }
        return false;
    }
    return apply(tr("Remove %1 from %2").arg(QString::fromUtf8(controller->Name()), QString::fromStdString(std::string(shortNameOf(name)))),
                 -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string*) {
                     rigstage::removeController(*edit, controller);
                     return true;
                 },
                 why);
}

bool RigAuthoring::moveListEntry(tinyxml2::XMLElement* entry, int direction, QString* why)
{
    const int setting = files_.layerOfElement(entry);
    if (setting < 0 || std::string_view(entry->Name()) != "Entry") {
        return false;
    }
    return apply(direction < 0 ? tr("Move List Entry Up") : tr("Move List Entry Down"), -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string* problem) {
                     if (!rigstage::moveListEntry(*edit, entry, direction)) {
                         *problem = direction < 0 ? "the entry is the list's first" : "the entry is the list's last";
                         return false;
                     }
                     return true;
                 },
                 why);
}

bool RigAuthoring::removeElement(tinyxml2::XMLElement* element, QString* why)
{
    const int setting = files_.layerOfElement(element);
    const std::string_view name = element ? element->Name() : "";
    if (setting < 0 || (name != "Entry" && name != "Target")) {
        return false;
    }
    return apply(name == "Entry" ? tr("Remove List Entry") : tr("Remove Target"), -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string*) {
                     edit->remove(element);
                     return true;
                 },
                 why);
}

tinyxml2::XMLElement* RigAuthoring::templateHelperOf(int bone) const
{
    const int layer = layerOfBone(bone);
    const HelperJointSetting* s = files_.isTemplate(layer) ? files_.settingById(layer) : nullptr;
    return s ? helperElementOf(*s, document_.framework()->boneName(bone)) : nullptr;
}

bool RigAuthoring::editTemplateAttribute(tinyxml2::XMLElement* element, const QString& attribute, const QString& value, QString* why)
{
    const int setting = files_.layerOfElement(element);
    if (!files_.isTemplate(setting)) {
        return false;
    }
    return apply(tr("Set %1").arg(attribute), -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string*) {
                     edit->setAttribute(element, attribute.toStdString(), value.toStdString());
                     return true;
                 },
                 why);
}

QString RigAuthoring::controllerIn(int bone, HelperSlot slot) const
{
    const int setting = files_.settingOfLayer(layerOfBone(bone));
    if (setting < 0) {
        return {};
    }
    const tinyxml2::XMLElement* c =
        slotController(helperElementOf(*files_.settingById(setting), document_.framework()->boneName(bone)), slot);
    return c ? QString::fromUtf8(c->Name()) : QString();
}

float RigAuthoring::channelValue(int bone, bool rotation, int axis) const
{
    const Srt& local = document_.instance()->pose().local(bone);
    return rotation ? quatToEuler(local.rotation, EulerOrder::XYZ)[axis] : local.translation[axis];
}

bool RigAuthoring::setReactionKey(int slave, HelperSlot slot, int axis, int master, bool masterRotation, int masterAxis,
                                  float slaveValue, QString* why)
{
    const int setting = files_.settingOfLayer(layerOfBone(slave));
    const Framework& fw = *document_.framework();
    if (setting < 0 || master < 0 || master >= int(fw.boneCount())) {
        if (why) {
            *why = setting < 0 ? tr("Reactions drive the helper bones of a layer with a HelperJointSetting file.") : tr("Choose the master first.");
        }
        return false;
    }
    const std::string name = fw.boneName(slave);
    const float masterValue = channelValue(master, masterRotation, masterAxis);
    const HelperJointSetting& s = *files_.settingById(setting);
    const Srt bind = fw.bindLocal(slave);
    return apply(tr("Set Reaction Key on %1").arg(QString::fromStdString(std::string(shortNameOf(name)))), -1, setting,
                 [&](RawLayer*, XmlTreeEdit* edit, std::string* problem) {
                     return rigstage::setReactionKey(*edit, s, name, slot, axis, {fw.boneName(master), masterRotation, masterAxis},
                                                     masterValue, slaveValue, bind, problem) != nullptr;
                 },
                 why);
}

void RigAuthoring::takeLoadedLayers()
{
    files_.takeLoaded();
    reexport_.takeSaved();
}

}  // namespace rigstage
