#pragma once
// The files authoring writes: the character's layers and the worn costumes' templates, numbered
// as one list (the character's layers by index, then each costume after them: the number of
// layers plus the costume's index), with their Framework and HelperJointSetting files; which of
// them changed since read or saved (the bones of any layer, a template's setting: the
// character's own settings are RigEdits' to save), their texts for Save and the crash-recovery
// file, and a saved template checked on the characters wearing it.

#include <QCoreApplication>
#include <QJsonObject>

#include <map>
#include <optional>
#include <set>
#include <string>

#include "io/character_loader.h"

namespace tinyxml2 {
class XMLElement;
}

namespace rigstage {

class Document;

class AuthoredFiles {
    Q_DECLARE_TR_FUNCTIONS(AuthoredFiles)
public:
    explicit AuthoredFiles(Document& document) : document_(document) {}

    /// The layer's bones, or null.
    RawLayer* layerById(int layer) const;
    /// The layer's HelperJointSetting, or null.
    HelperJointSetting* settingById(int layer) const;
    /// The index into the character's helperSettings of a character layer's setting; -1 for a template.
    int characterSettingIndex(int layer) const;
    /// layer when it has a HelperJointSetting, else -1.
    int settingOfLayer(int layer) const;
    /// The layer whose HelperJointSetting holds element; -1 for none.
    int layerOfElement(const tinyxml2::XMLElement* element) const;
    /// The layer whose Framework (or, with setting, HelperJointSetting) file is file; -1 for none.
    int layerOfFile(const std::string& file, bool setting) const;
    /// Whether the layer is a costume template's.
    bool isTemplate(int layer) const;
    std::string layerFile(int layer) const;
    std::string settingFile(int layer) const;

    /// A change to the layer's bones and its setting is about to be made: what they hold now is
    /// what their files hold, unless an earlier change said so already.
    void noteBeforeChange(int layer, int setting);
    /// The layers whose bones changed since they were read or saved.
    std::set<int> modifiedLayers() const;
    /// The templates whose HelperJointSetting changed since read or saved.
    std::set<int> modifiedTemplateSettings() const;
    /// The Framework text Save writes for a layer, and the HelperJointSetting text for a template.
    std::string frameworkText(int layer) const;
    std::string templateSettingText(int layer) const;
    /// The layer's text was written: it is the one on disk now.
    void settleLayer(int layer);
    void settleTemplateSetting(int layer);
    /// What the files hold, where it is not what the window holds (a re-export with the window's
    /// edits put on top): the layer's bones, a template setting's text.
    void markLayerUnsaved(int layer, RawLayer onDisk) { onDisk_[layer] = std::move(onDisk); }
    void markTemplateSettingUnsaved(int layer, std::string onDisk) { settingOnDisk_[layer] = std::move(onDisk); }
    /// A character was loaded (or the edits were discarded): what is on disk is what is held.
    void takeLoaded();

    /// Authored files in a crash-recovery file: layers' bones ("frameworks") and templates'
    /// settings ("templateSettings"), by layer.
    struct RecoveredFiles {
        std::map<int, RawLayer> layers;
        std::map<int, HelperJointSetting> settings;
    };
    /// Reads them (null, with the problems, when one cannot be read or names a file the
    /// character does not have).
    std::optional<RecoveredFiles> readRecovered(const QJsonObject& recovery, Diagnostics& diagnostics) const;
    /// Swaps them with what the character holds (a second swap puts everything back).
    void swapRecovered(RecoveredFiles& files);
    /// After a swap that stays: files holds what the files on disk hold, so the recovered ones
    /// count as unsaved.
    void takeRecovered(const RecoveredFiles& files);
    /// A template was saved: checks it on every character wearing it (manifests near the
    /// template and the open character) and says what was found in the messages.
    void validateWearers(int layer);

private:
    Document& document_;
    std::map<int, RawLayer> onDisk_;            // per layer: the layer as read or last saved
    std::map<int, std::string> settingOnDisk_;  // per template: its setting's text as read or last saved
};

}  // namespace rigstage
