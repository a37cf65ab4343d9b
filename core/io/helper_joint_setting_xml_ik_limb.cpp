// The IK Limb: two helper joints (a chain's root and middle bone) sharing one two-bone solver.

#include "io/helper_joint_setting_xml_controllers.h"

#include "helpers/ik_limb.h"
#include "io/xml_support.h"

namespace rigstage::helper_xml {

void readIkLimb(ElementReader& r, const XMLElement* el, std::vector<HelperJoint>& out)
{
    const Framework& fw = r.framework;
    r.bone.clear();
    try {
        r.leaf(el);
        r.attributes(el, {"root", "mid", "end", "goal", "pole", "swivel", "weight"});
        auto solver = std::make_shared<IkLimbSolver>();
        TwoBoneIkJob& job = solver->job;
        job.root = r.boneRef(el, "root");
        r.bone = fw.boneName(job.root);
        job.mid = r.boneRef(el, "mid");
        job.end = r.boneRef(el, "end");
        solver->goal = r.boneRef(el, "goal");
        solver->pole = el->Attribute("pole") ? r.boneRef(el, "pole") : -1;
        job.swivel = r.number(el, "swivel", 0.0f);  // radians
        job.weight = r.number(el, "weight", 1.0f);
        job.reachRatio = 1.0f;  // Max clamps the reach to exactly [|L1 - L2|, L1 + L2]
        if (fw.parent(job.mid) != job.root || fw.parent(job.end) != job.mid) {
            r.invalid(el, "helper.bad-chain",
                      "<IkLimb> " + r.bone + " -> " + fw.boneName(job.mid) + " -> " + fw.boneName(job.end)
                          + " is not a parent -> child -> grandchild chain",
                      "Name three bones that follow each other in the hierarchy.");
        }
        for (int b : {job.root, job.mid}) {
            if (fw.layerOf(b) != r.layer) {
                r.invalid(el, "helper.foreign-bone",
                          "bone '" + fw.boneName(b) + "' of the IK Limb belongs to layer '"
                              + fw.layers()[fw.layerOf(b)].name + "', not to this setting's layer '" + r.setting.layer
                              + "'",
                          "Put the IK Limb in the setting of its chain's layer.");
            }
        }
        if (job.weight < 0.0f || job.weight > 1.0f) {
            r.invalid(el, "helper.bad-option", "weight must be between 0 and 1, not " + xml::formatFloat(job.weight),
                      "Write a weight from 0 (off) to 1 (full IK).");
        }
        job.hingeLocal = hingeFromBindPose(fw, job.root, job.mid, job.end);
        for (int b : {job.root, job.mid}) {
            HelperJoint joint;
            joint.bone = b;
            joint.file = r.file;
            joint.line = el->GetLineNum();
            joint.solverDriven = true;
            if (b == job.root) {
                joint.rotation = std::make_unique<IkLimbRootRotation>(solver);
            } else {
                joint.rotation = std::make_unique<IkLimbMidRotation>(solver);
            }
            out.push_back(std::move(joint));
        }
    } catch (const Invalid&) {
    }
    r.bone.clear();
}

}  // namespace rigstage::helper_xml
