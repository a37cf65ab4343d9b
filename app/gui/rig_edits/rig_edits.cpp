#include "gui/rig_edits/rig_edits.h"

#include "gui/attribute_edit_command.h"
#include "gui/curve_edit_command.h"
#include "gui/document.h"
#include "gui/saving/document_saver.h"
#include "helpers/pose_source.h"
#include "io/helper_joint_setting_xml.h"
#include "viewport/capped_file.h"

namespace rigstage {

RigEdits::RigEdits(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
}

void RigEdits::findCurves()
{
    const CharacterData* data = document_.data();
    curves_ = findReactionCurves(data->helperSettings);
    curveInputs_.clear();
    for (const HelperJointSetting& s : data->helperSettings) {
        curveInputs_.push_back(reactionInputs(s, document_.instance()->framework()));
    }
}

void RigEdits::takeUpgrades()
{
    const CharacterData* data = document_.data();
    for (std::size_t s = 0; s < data->helperSettings.size(); ++s) {
        const auto& upgraded = data->helperSettings[s].upgraded;
        if (!upgraded.empty()) {
            modified_.insert(int(s));
            editedElements_[int(s)].insert(upgraded.begin(), upgraded.end());
        }
    }
}

std::vector<CurvePoint> RigEdits::curvePoints(int curve) const
{
    if (curve < 0 || curve >= int(curves_.size())) {
        return {};
    }
    return readCurvePoints(curves_[std::size_t(curve)].curve);
}

bool RigEdits::curveMasterIsAngle(int curve) const
{
    if (curve < 0 || curve >= int(curves_.size())) {
        return false;
    }
    const ReactionCurveRef& ref = curves_[std::size_t(curve)];
    const auto& inputs = curveInputs_[std::size_t(ref.setting)];
    const auto it = inputs.find(ref.reaction);
    return it != inputs.end() && it->second.isAngle();
}

std::optional<float> RigEdits::curveMasterValue(int curve) const
{
    if (!document_.instance() || curve < 0 || curve >= int(curves_.size())) {
        return std::nullopt;
    }
    const ReactionCurveRef& ref = curves_[std::size_t(curve)];
    const auto& inputs = curveInputs_[std::size_t(ref.setting)];
    const auto it = inputs.find(ref.reaction);
    if (it == inputs.end() || it->second.bone < 0) {
        return std::nullopt;
    }
    DirectPoseSource source(document_.instance()->pose());
    const float value = it->second.evaluate(source);
    return value;  // radians for angles: the curve's x is the driver's raw value, as in Max
}

void RigEdits::setCurvePoints(int curve, const std::vector<CurvePoint>& points)
{
    CharacterInstance* instance = document_.instance();
    if (!instance || curve < 0 || curve >= int(curves_.size()) || points.empty()) {
        return;
    }
    const ReactionCurveRef ref = curves_[std::size_t(curve)];
    writeCurvePoints(ref.curve, points);
    modified_.insert(ref.setting);
    editedCurves_[ref.setting].insert(ref.curve);
    document_.saver()->markEdited(false);
    // Recompile the helper joints from the edited documents (a costume swap's work: ~0.3 ms).
    Diagnostics d;
    if (!instance->setCostumes(instance->costumes(), d)) {
        document_.addMessages(d);
    }
    // The curve list and the masters' inputs stay valid: only Point elements changed, and the
    // stack is the same. (Finding them again would compile the setting a second time per drag step.)
    document_.evaluate();
    Q_EMIT curveChanged(curve);
}

void RigEdits::editCurve(int curve, const std::vector<CurvePoint>& before, const std::vector<CurvePoint>& after)
{
    document_.undoStack()->push(new CurveEditCommand(this, curve, before, after));
}

tinyxml2::XMLElement* RigEdits::helperElement(int bone, int* setting) const
{
    const CharacterInstance* instance = document_.instance();
    if (!instance || bone < 0) {
        return nullptr;
    }
    const std::string name = instance->framework().boneName(bone);
    const CharacterData* data = document_.data();
    for (std::size_t s = 0; s < data->helperSettings.size(); ++s) {
        tinyxml2::XMLElement* root = data->helperSettings[s].document->RootElement();
        for (tinyxml2::XMLElement* h = root ? root->FirstChildElement("Helper") : nullptr; h; h = h->NextSiblingElement("Helper")) {
            if (h->Attribute("bone") && name == h->Attribute("bone")) {
                if (setting) {
                    *setting = int(s);
                }
                return h;
            }
        }
    }
    return nullptr;
}

bool RigEdits::setAttribute(int setting, tinyxml2::XMLElement* element, const QString& attribute, const QString& value,
                            QString* error)
{
    CharacterInstance* instance = document_.instance();
    if (!instance || !element || setting < 0 || setting >= int(document_.data()->helperSettings.size())) {
        return false;
    }
    const QByteArray name = attribute.toUtf8();
    const char* old = element->Attribute(name.constData());
    const std::string before = old ? old : "";
    element->SetAttribute(name.constData(), value.toUtf8().constData());
    Diagnostics d;
    if (!instance->setCostumes(instance->costumes(), d)) {
        // Rejected: put the old text back; the compiled rig never changed.
        element->SetAttribute(name.constData(), before.c_str());
        if (error) {
            QStringList problems;
            for (const Diagnostic& p : d.items()) {
                if (p.severity == Severity::Error) {
                    problems << QString::fromStdString(p.message);
                }
            }
            *error = problems.join(QStringLiteral("; "));
        }
        return false;
    }
    modified_.insert(setting);
    editedElements_[setting].insert(element);
    document_.saver()->markEdited(false);
    findCurves();
    document_.evaluate();
    return true;
}

bool RigEdits::editAttribute(int setting, tinyxml2::XMLElement* element, const QString& attribute, const QString& before,
                             const QString& after, QString* error)
{
    if (!setAttribute(setting, element, attribute, after, error)) {
        return false;
    }
    document_.undoStack()->push(new AttributeEditCommand(this, setting, element, attribute, before, after));  // redo re-applies: same result
    return true;
}

std::optional<std::string> RigEdits::textToSave(int s, bool* wholeDocument) const
{
    const HelperJointSetting& setting = document_.data()->helperSettings[std::size_t(s)];
    // Patch the edited curves and options into the text the document was read from (the file, or
    // recovered text), so every other byte stays as it was; when that text no longer matches (the
    // file changed on disk since it was read), the whole document is written instead.
    std::optional<std::string> base;
    if (const auto it = baseText_.find(s); it != baseText_.end()) {
        base = it->second;
    } else {
        QString why;
        if (const auto current = readCappedFile(QString::fromStdString(setting.file), file_limits::kRigFile, tr("rig file"), why)) {
            base = current->toStdString();
        }
    }
    std::optional<std::string> patched;
    if (const auto it = structural_.find(s); it != structural_.end() && it->second != 0) {
        if (wholeDocument) {
            *wholeDocument = false;  // written whole by choice, not because the file changed
        }
        return writeHelperJointSettingXml(setting);
    }
    if (base) {
        const auto curves = editedCurves_.find(s);
        patched = curves == editedCurves_.end()
                      ? base
                      : patchCurvesInText(*base, std::vector<const tinyxml2::XMLElement*>(curves->second.begin(), curves->second.end()));
        const auto elements = editedElements_.find(s);
        if (patched && elements != editedElements_.end() && !elements->second.empty()) {
            patched = patchStartTagsInText(*patched, std::vector<const tinyxml2::XMLElement*>(elements->second.begin(), elements->second.end()));
        }
    }
    if (wholeDocument) {
        *wholeDocument = !patched;
    }
    return patched ? patched : std::optional<std::string>(writeHelperJointSettingXml(setting));
}

void RigEdits::takeRecoveredText(int setting, std::string text)
{
    modified_.insert(setting);
    editedCurves_.erase(setting);
    editedElements_.erase(setting);
    baseText_[setting] = std::move(text);
}

void RigEdits::countStructuralEdit(int setting, int delta)
{
    structural_[setting] += delta;
    modified_.insert(setting);
}

void RigEdits::settle(int setting)
{
    modified_.erase(setting);
    structural_.erase(setting);
    editedCurves_.erase(setting);
    editedElements_.erase(setting);
    baseText_.erase(setting);
}

void RigEdits::forget()
{
    modified_.clear();
    structural_.clear();
    editedCurves_.clear();
    editedElements_.clear();
    baseText_.clear();
}

}  // namespace rigstage
