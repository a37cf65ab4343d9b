// The HelperJointSetting document: parsed (a version-1 file upgraded in memory, with a warning),
// loaded and written back as it was read. Compiling its controllers is
// helper_joint_setting_xml_compile.cpp.

#include "io/helper_joint_setting_xml.h"

#include "io/helper_setting_upgrade.h"
#include "io/xml_support.h"

namespace rigstage {

using tinyxml2::XMLElement;

std::optional<HelperJointSetting> parseHelperJointSettingXml(std::string_view text, const std::string& file,
                                                             Diagnostics& diagnostics)
{
    const std::size_t mark = diagnostics.size();
    auto doc = std::make_shared<tinyxml2::XMLDocument>();
    if (!xml::parse(text, file, *doc, diagnostics)) {
        return std::nullopt;
    }
    const XMLElement* root = xml::checkRoot(*doc, "HelperJointSetting", file, diagnostics, kHelperJointSettingVersion, 1);
    if (!root) {
        return std::nullopt;
    }
    const int rootLine = root->GetLineNum();
    std::vector<UnconvertedAngle> unconverted;
    std::vector<const XMLElement*> upgraded = upgradeHelperJointSetting(*doc, &unconverted);
    if (!upgraded.empty()) {
        diagnostics.warning("helper.old-version", file, rootLine,
                            "version 1 file: its angles in degrees (Euler constants, rotation-reaction outputs, Float "
                            "Reactions on Euler channels, angle masters of curves and states) were converted to radians "
                            "(version 2)",
                            {}, "Save it (File > Save) or run 'rigstage-cli upgrade FILE' to write version 2.");
    }
    xml::checkAttributes(root, {"version", "layer"}, file, diagnostics);
    HelperJointSetting setting;
    setting.file = file;
    if (auto layer = xml::requiredString(root, "layer", file, diagnostics)) {
        setting.layer = *layer;
    }
    if (diagnostics.hasErrorsSince(mark)) {
        return std::nullopt;
    }
    setting.document = std::move(doc);
    setting.upgraded = std::move(upgraded);
    setting.unconvertedAngles = std::move(unconverted);
    return setting;
}

std::optional<HelperJointSetting> loadHelperJointSettingXml(const std::string& path, Diagnostics& diagnostics)
{
    const auto text = xml::readFile(path, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    return parseHelperJointSettingXml(*text, path, diagnostics);
}

std::string writeHelperJointSettingXml(const HelperJointSetting& setting)
{
    tinyxml2::XMLPrinter printer;
    setting.document->Print(&printer);
    return printer.CStr();
}

}  // namespace rigstage
