#pragma once
// The reaction curves of a character's HelperJointSetting documents, for the curve editor: found
// in the XML itself, read as points and written back in place (attributes of existing Point
// elements change; points added or deleted add or delete elements), so saving the document keeps
// everything that was not edited exactly as it was.

#include <optional>
#include <string>
#include <vector>

#include <tinyxml2.h>

#include "io/helper_joint_setting_xml.h"
#include "math/reaction_curve.h"

namespace rigstage {

struct ReactionCurveRef {
    int setting = -1;                       ///< Index into the settings searched.
    std::string helperBone;                 ///< The Helper's bone (the slave).
    std::string controller;                 ///< e.g. "FloatReaction", "PositionReaction".
    std::string component;                  ///< "x", "y" or "z"; empty for a float reaction.
    std::string master;                     ///< The Input element's attributes, e.g. "expose=L_ArmSwing value=localEulerZ".
    tinyxml2::XMLElement* reaction = nullptr;
    tinyxml2::XMLElement* curve = nullptr;
    int line = 0;                           ///< Line of the Curve element.
};

/// Every Curve under a float-master reaction of the settings, in document order.
std::vector<ReactionCurveRef> findReactionCurves(const std::vector<HelperJointSetting>& settings);

/// The points of a Curve element (as the compiler reads them).
std::vector<CurvePoint> readCurvePoints(const tinyxml2::XMLElement* curve);

/// Writes points into a Curve element: existing Point elements keep their place and any attribute
/// that does not change; extra points are appended, missing ones removed.
void writeCurvePoints(tinyxml2::XMLElement* curve, const std::vector<CurvePoint>& points);

/// The file text with the given (edited) Curve elements written back into it and nothing else
/// touched: each Point's tag is patched in place as patchStartTagsInText does (a number that reads
/// back to the same float keeps its text); when points were added or deleted the Curve's text is
/// rewritten in its own layout (one line, or one Point per line at the first Point's indentation),
/// a point equal to the next unused original Point keeping that Point's text. Curves are found by the line their element started on when the text was parsed.
/// Returns std::nullopt when a curve cannot be found in the text (the file changed on disk).
std::optional<std::string> patchCurvesInText(std::string text, const std::vector<const tinyxml2::XMLElement*>& curves);

/// The file text with the start tags of the given elements (attributes edited in place) patched
/// from the document and nothing else touched: each attribute keeps its place, quotes and spacing;
/// its text stays whenever it reads back to the document's value (numbers compared as floats, lists
/// of numbers number by number, anything else as text), so an edit set back changes no byte; a
/// changed number is written in the fewest digits that read back to the same float
/// (xml::formatFloat); removed attributes go, new ones follow the last. Elements are found by the line their start tag
/// began on when the text was parsed, as the n-th start tag of that name on the line. Nullopt when
/// one cannot be found (the file changed on disk).
std::optional<std::string> patchStartTagsInText(std::string text, const std::vector<const tinyxml2::XMLElement*>& elements);

}  // namespace rigstage
