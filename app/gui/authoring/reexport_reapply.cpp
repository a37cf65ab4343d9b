#include "gui/authoring/reexport_reapply.h"

#include "gui/authoring/authored_files.h"
#include "gui/authoring/rig_authoring.h"
#include "gui/document.h"
#include "gui/rig_edits/rig_edits.h"
#include "io/framework_xml.h"
#include "io/helper_joint_setting_xml.h"

namespace rigstage {

void ReexportReapply::takeSaved()
{
    const CharacterData* data = document_.data();
    base_ = data ? boneVersions(*data, allBoneNames(*data)) : std::map<std::string, BoneVersion>{};
}

void ReexportReapply::prepareReapply()
{
    pending_.clear();
    const CharacterData* data = document_.data();
    if (!data) {
        return;
    }
    std::set<std::string> names = allBoneNames(*data);
    for (const auto& [name, version] : base_) {
        names.insert(name);
    }
    for (auto& [name, now] : boneVersions(*data, names)) {
        const auto base = base_.find(name);
        if (base != base_.end() && now.sameAs(base->second)) {
            continue;
        }
        if (base != base_.end() && now.layerFile.empty()) {  // deleted in the window: where it was
            now.layerFile = base->second.layerFile;
            now.settingFile = base->second.settingFile;
        }
        pending_[name] = now;
    }
    for (const auto& [name, base] : base_) {  // a bone the window deleted has no version now
        if (!pending_.count(name) && !boneVersions(*data, {name}).count(name)) {
            pending_[name] = BoneVersion{std::nullopt, base.layerFile, std::nullopt, base.settingFile};
        }
    }
    pendingBase_ = base_;
}

bool ReexportReapply::reapply(QStringList* conflicts, QStringList* skipped, QString* why)
{
    CharacterData* data = document_.editableData();
    const std::map<std::string, BoneVersion> versions = std::move(pending_);
    pending_.clear();
    if (!data || versions.empty()) {
        return true;
    }
    std::set<std::string> names;
    for (const auto& [name, version] : versions) {
        names.insert(name);
    }
    const std::map<std::string, BoneVersion> dcc = boneVersions(*data, names);
    for (const auto& [name, mine] : versions) {
        const auto theirs = dcc.find(name);
        const auto base = pendingBase_.find(name);
        const BoneVersion none{std::nullopt, {}, std::nullopt, {}};
        const BoneVersion& was = base == pendingBase_.end() ? none : base->second;
        const BoneVersion& now = theirs == dcc.end() ? none : theirs->second;
        if (!now.sameAs(was) && !now.sameAs(mine) && conflicts) {
            *conflicts << QString::fromStdString(name);
        }
    }
    // What the DCC's files hold, to count the re-applied bones as unsaved and to go back.
    const int count = int(data->layers.size() + data->costumes.size());
    std::map<int, RawLayer> layersBefore;
    std::map<int, std::string> settingsBefore;
    for (int layer = 0; layer < count; ++layer) {
        layersBefore[layer] = *files_.layerById(layer);
        if (const HelperJointSetting* s = files_.settingById(layer)) {
            settingsBefore[layer] = writeHelperJointSettingXml(*s);
        }
    }
    std::vector<std::string> left;
    const std::set<std::string> files = putBoneVersions(*data, versions, left);
    for (const std::string& name : left) {
        if (skipped) {
            *skipped << QString::fromStdString(name);
        }
    }
    Diagnostics d;
    data->framework = buildFramework(*data, {}, d);
    QString rejected;
    if (!data->framework || !authoring_.compiles(&rejected)) {
        for (auto& [layer, bones] : layersBefore) {
            *files_.layerById(layer) = bones;
        }
        for (auto& [layer, text] : settingsBefore) {
            Diagnostics ignored;
            if (auto setting = parseHelperJointSettingXml(text, files_.settingById(layer)->file, ignored)) {
                *files_.settingById(layer) = std::move(*setting);
            }
        }
        data->framework = buildFramework(*data, {}, d);
        if (why) {
            // Nothing of the window's is lost: its versions of the bones are given as text, to put
            // back by hand into the files named.
            QStringList kept;
            for (const auto& [name, mine] : versions) {
                QString text = QStringLiteral("%1 (%2)").arg(QString::fromStdString(name), QString::fromStdString(mine.layerFile));
                if (mine.bone) {
                    RawLayer one;
                    one.bones.push_back(*mine.bone);
                    const QString xml = QString::fromStdString(writeFrameworkXml(one));
                    const qsizetype at = xml.indexOf(QStringLiteral("<Bone "));
                    text += QLatin1Char('\n') + xml.mid(at, xml.indexOf(QLatin1Char('\n'), at) - at).trimmed();
                } else {
                    text += QStringLiteral("\n(deleted)");
                }
                if (mine.helper) {
                    text += QLatin1Char('\n') + QString::fromStdString(*mine.helper);
                }
                kept << text;
            }
            *why = rejected + QStringLiteral("\n") + kept.join(QStringLiteral("\n"));
        }
        return false;
    }
    for (int layer = 0; layer < count; ++layer) {
        if (files.count(files_.layerById(layer)->file) && *files_.layerById(layer) != layersBefore[layer]) {
            files_.markLayerUnsaved(layer, layersBefore[layer]);
        }
        const HelperJointSetting* s = files_.settingById(layer);
        if (!s || !files.count(s->file) || writeHelperJointSettingXml(*s) == settingsBefore[layer]) {
            continue;
        }
        if (const int index = files_.characterSettingIndex(layer); index >= 0) {
            document_.rigEdits()->countStructuralEdit(index, +1);
        } else {
            files_.markTemplateSettingUnsaved(layer, settingsBefore[layer]);
        }
    }
    authoring_.showRebuilt(false);
    document_.rigEdits()->findCurves();
    return true;
}

}  // namespace rigstage
