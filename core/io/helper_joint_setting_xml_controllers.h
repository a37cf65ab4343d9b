#pragma once
// Private to the HelperJointSetting compiler: the reader of each controller family, one source
// file per family, and the dispatch by element name that they call back for the controllers they
// hold (an Entry of a list, a channel of an XYZ controller). Each reads one element with its
// children, reports what is wrong through the ElementReader, and throws Invalid where the element
// cannot be used (docs/format.md gives every element and attribute).

#include <memory>
#include <vector>

#include "helpers/bone_value_input.h"
#include "helpers/controller.h"
#include "helpers/helper_joint.h"
#include "io/helper_joint_setting_xml_element_reader.h"

namespace rigstage::helper_xml {

// ---- Dispatch by element name (helper_joint_setting_xml_compile.cpp): every controller a slot may hold.
std::unique_ptr<PositionController> readPositionController(ElementReader& r, const XMLElement* el);
std::unique_ptr<RotationController> readRotationController(ElementReader& r, const XMLElement* el);
std::unique_ptr<ScaleController> readScaleController(ElementReader& r, const XMLElement* el);
std::unique_ptr<FloatController> readFloatController(ElementReader& r, const XMLElement* el);

// ---- Constraints with weighted Target bones (helper_joint_setting_xml_constraints.cpp).
std::unique_ptr<PositionController> readPositionConstraint(ElementReader& r, const XMLElement* el);
std::unique_ptr<RotationController> readLookAtConstraint(ElementReader& r, const XMLElement* el);
std::unique_ptr<RotationController> readOrientationConstraint(ElementReader& r, const XMLElement* el);

// ---- Lists of weighted Entries (helper_joint_setting_xml_lists.cpp).
std::unique_ptr<PositionController> readPositionList(ElementReader& r, const XMLElement* el);
std::unique_ptr<RotationController> readRotationList(ElementReader& r, const XMLElement* el);
std::unique_ptr<ScaleController> readScaleList(ElementReader& r, const XMLElement* el);

// ---- XYZ controllers of three float channels, and the float constant (helper_joint_setting_xml_xyz.cpp).
std::unique_ptr<PositionController> readPositionXyz(ElementReader& r, const XMLElement* el);
std::unique_ptr<RotationController> readEulerXyz(ElementReader& r, const XMLElement* el);
std::unique_ptr<ScaleController> readScaleXyz(ElementReader& r, const XMLElement* el);
std::unique_ptr<FloatController> readFloatConstant(ElementReader& r, const XMLElement* el);

// ---- Reactions: a master, then curves or states (helper_joint_setting_xml_reactions.cpp).
std::unique_ptr<PositionController> readPositionReaction(ElementReader& r, const XMLElement* el);
std::unique_ptr<RotationController> readRotationReaction(ElementReader& r, const XMLElement* el);
std::unique_ptr<ScaleController> readScaleReaction(ElementReader& r, const XMLElement* el);
std::unique_ptr<FloatController> readFloatReaction(ElementReader& r, const XMLElement* el);

// ---- Expressions and wires over bound Variables (helper_joint_setting_xml_expressions.cpp).
std::unique_ptr<PositionController> readPositionExpression(ElementReader& r, const XMLElement* el);
std::unique_ptr<ScaleController> readScaleExpression(ElementReader& r, const XMLElement* el);
std::unique_ptr<FloatController> readFloatExpression(ElementReader& r, const XMLElement* el);
std::unique_ptr<FloatController> readFloatWire(ElementReader& r, const XMLElement* el);

// ---- Bone values and the ExposeTm elements they may read (helper_joint_setting_xml_inputs.cpp).
/// Records a top-level <ExposeTm> in r.exposers.
void readExposeTm(ElementReader& r, const XMLElement* el);
/// Reads a bone value from bone / kind / space / reference / axis / eulerOrder, or expose / value.
BoneValueInput readBoneValue(ElementReader& r, const XMLElement* el);

// ---- IK limbs (helper_joint_setting_xml_ik_limb.cpp).
/// Reads a top-level <IkLimb> into two solver-driven helper joints appended to out; a limb with
/// errors is reported and appends nothing.
void readIkLimb(ElementReader& r, const XMLElement* el, std::vector<HelperJoint>& out);

}  // namespace rigstage::helper_xml
