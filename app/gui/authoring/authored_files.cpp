#include "gui/authoring/authored_files.h"

#include <QFileInfo>
#include <QJsonArray>

#include "gui/document.h"
#include "io/framework_xml.h"
#include "io/helper_joint_setting_xml.h"
#include "validate/character_checks.h"
#include "validate/template_wearers.h"

namespace rigstage {

RawLayer* AuthoredFiles::layerById(int layer) const
{
    CharacterData* data = document_.editableData();
    if (!data || layer < 0) {
        return nullptr;
    }
    if (layer < int(data->layers.size())) {
        return &data->layers[std::size_t(layer)];
    }
    const std::size_t costume = std::size_t(layer) - data->layers.size();
    return costume < data->costumes.size() ? &data->costumes[costume].layer : nullptr;
}

HelperJointSetting* AuthoredFiles::settingById(int layer) const
{
    CharacterData* data = document_.editableData();
    if (const int index = characterSettingIndex(layer); index >= 0) {
        return &data->helperSettings[std::size_t(index)];
    }
    if (!data || layer < int(data->layers.size())) {
        return nullptr;
    }
    const std::size_t costume = std::size_t(layer) - data->layers.size();
    return costume < data->costumes.size() && data->costumes[costume].helpers ? &*data->costumes[costume].helpers : nullptr;
}

int AuthoredFiles::characterSettingIndex(int layer) const
{
    const CharacterData* data = document_.data();
    if (!data || layer < 0 || layer >= int(data->layers.size())) {
        return -1;
    }
    for (std::size_t s = 0; s < data->helperSettings.size(); ++s) {
        if (data->helperSettings[s].layer == data->layers[std::size_t(layer)].name) {
            return int(s);
        }
    }
    return -1;
}

int AuthoredFiles::settingOfLayer(int layer) const
{
    return settingById(layer) ? layer : -1;
}

int AuthoredFiles::layerOfElement(const tinyxml2::XMLElement* element) const
{
    const CharacterData* data = document_.data();
    const int count = data ? int(data->layers.size() + data->costumes.size()) : 0;
    for (int layer = 0; element && layer < count; ++layer) {
        if (const HelperJointSetting* s = settingById(layer); s && s->document.get() == element->GetDocument()) {
            return layer;
        }
    }
    return -1;
}

std::set<int> AuthoredFiles::modifiedLayers() const
{
    std::set<int> out;
    for (const auto& [layer, disk] : onDisk_) {
        if (const RawLayer* now = layerById(layer); now && *now != disk) {
            out.insert(layer);
        }
    }
    return out;
}

std::set<int> AuthoredFiles::modifiedTemplateSettings() const
{
    std::set<int> out;
    for (const auto& [layer, disk] : settingOnDisk_) {
        if (const HelperJointSetting* now = settingById(layer); now && writeHelperJointSettingXml(*now) != disk) {
            out.insert(layer);
        }
    }
    return out;
}

std::string AuthoredFiles::frameworkText(int layer) const
{
    return writeFrameworkXml(*layerById(layer));
}

std::string AuthoredFiles::templateSettingText(int layer) const
{
    return writeHelperJointSettingXml(*settingById(layer));
}

std::string AuthoredFiles::layerFile(int layer) const
{
    return layerById(layer)->file;
}

std::string AuthoredFiles::settingFile(int layer) const
{
    return settingById(layer)->file;
}

int AuthoredFiles::layerOfFile(const std::string& file, bool setting) const
{
    const CharacterData* data = document_.data();
    const int count = data ? int(data->layers.size() + data->costumes.size()) : 0;
    for (int layer = 0; layer < count; ++layer) {
        const HelperJointSetting* s = setting ? settingById(layer) : nullptr;
        const std::string path = setting ? (s ? s->file : std::string()) : layerById(layer)->file;
        if (!path.empty() && QFileInfo(QString::fromStdString(path)) == QFileInfo(QString::fromStdString(file))) {
            return layer;
        }
    }
    return -1;
}

bool AuthoredFiles::isTemplate(int layer) const
{
    return document_.data() && layer >= int(document_.data()->layers.size());
}

void AuthoredFiles::settleLayer(int layer)
{
    onDisk_[layer] = *layerById(layer);
}

void AuthoredFiles::settleTemplateSetting(int layer)
{
    settingOnDisk_[layer] = templateSettingText(layer);
}

std::optional<AuthoredFiles::RecoveredFiles> AuthoredFiles::readRecovered(const QJsonObject& recovery, Diagnostics& diagnostics) const
{
    RecoveredFiles files;
    for (const bool setting : {false, true}) {
        for (const QJsonValue v : recovery.value(setting ? QStringLiteral("templateSettings") : QStringLiteral("frameworks")).toArray()) {
            const std::string file = v.toObject().value(QStringLiteral("file")).toString().toStdString();
            const std::string text = v.toObject().value(QStringLiteral("text")).toString().toStdString();
            const int layer = layerOfFile(file, setting);
            if (layer < 0) {
                diagnostics.error("recovery.unknown-file", file, 0, "the recovered edits name a file this character does not read", {},
                                  "Open the character the edits were made on.");
                return std::nullopt;
            }
            if (setting) {
                auto parsed = parseHelperJointSettingXml(text, file, diagnostics);
                if (!parsed) {
                    return std::nullopt;
                }
                files.settings.emplace(layer, std::move(*parsed));
            } else {
                auto parsed = parseFrameworkXml(text, file, diagnostics);
                if (!parsed) {
                    return std::nullopt;
                }
                files.layers.emplace(layer, std::move(*parsed));
            }
        }
    }
    return files;
}

void AuthoredFiles::swapRecovered(RecoveredFiles& files)
{
    for (auto& [layer, bones] : files.layers) {
        std::swap(*layerById(layer), bones);
    }
    for (auto& [layer, setting] : files.settings) {
        std::swap(*settingById(layer), setting);
    }
}

void AuthoredFiles::takeRecovered(const RecoveredFiles& files)
{
    for (const auto& [layer, bones] : files.layers) {
        onDisk_[layer] = bones;
    }
    for (const auto& [layer, setting] : files.settings) {
        settingOnDisk_[layer] = writeHelperJointSettingXml(setting);
    }
}

void AuthoredFiles::validateWearers(int layer)
{
    const CharacterData* data = document_.data();
    const std::size_t costume = std::size_t(layer) - data->layers.size();
    if (!isTemplate(layer) || costume >= data->costumes.size()) {
        return;
    }
    document_.revalidate();
    const std::string file = layerFile(layer);
    std::vector<std::string> unreadable;
    const std::vector<TemplateWearer> wearers = findTemplateWearers(file, commonFolder(data->manifest.file, file), 4, 5000, &unreadable);
    for (const std::string& manifest : unreadable) {
        document_.addMessage(tr("%1 could not be read, so whether it wears %2 is not known; it was not checked.")
                                 .arg(QString::fromStdString(manifest), QFileInfo(QString::fromStdString(file)).fileName()));
    }
    for (const TemplateWearer& wearer : wearers) {
        Diagnostics d;
        const std::optional<CharacterData> other = loadCharacter(wearer.manifest, d);
        const int index = other ? other->findCostume(wearer.costume) : -1;
        if (index < 0) {
            document_.addMessage(tr("%1: the costume %2 does not load with the saved template.")
                                     .arg(QString::fromStdString(wearer.manifest), QString::fromStdString(wearer.costume)));
            document_.addMessages(d);
            continue;
        }
        const Diagnostics findings = validateCostume(*other, other->costumes[std::size_t(index)]);
        document_.addMessage(tr("%1 checked on %2 (costume %3): %n finding(s).", nullptr, int(findings.items().size()))
                                 .arg(QFileInfo(QString::fromStdString(file)).fileName(), QString::fromStdString(wearer.manifest),
                                      QString::fromStdString(wearer.costume)));
        document_.addMessages(findings);
    }
}

void AuthoredFiles::noteBeforeChange(int layer, int setting)
{
    if (const RawLayer* bones = layerById(layer); bones && !onDisk_.count(layer)) {
        onDisk_[layer] = *bones;
    }
    if (const HelperJointSetting* s = settingById(setting); s && characterSettingIndex(setting) < 0 && !settingOnDisk_.count(setting)) {
        settingOnDisk_[setting] = writeHelperJointSettingXml(*s);  // a template's: compared whole
    }
}

void AuthoredFiles::takeLoaded()
{
    onDisk_.clear();
    settingOnDisk_.clear();
}

}  // namespace rigstage
