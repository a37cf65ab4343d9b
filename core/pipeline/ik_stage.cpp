#include "pipeline/ik_stage.h"

#include <algorithm>

#include "procedural/terrain.h"

namespace rigstage {

void IkStage::run(FrameContext& context)
{
    Pose& pose = context.pose;
    for (IkModule& ik : modules_) {
        const glm::vec3 end(pose.world(ik.job.end)[3]);
        if (ik.override) {
            ik.job.target = *ik.override;
        } else if (ik.targetBone >= 0) {
            ik.job.target = glm::vec3(pose.world(ik.targetBone)[3]);
        } else {
            // Foot IK: only when the end is below its bind height above the ground.
            const float ground = ik.groundHeight + (context.terrain ? context.terrain->heightAt(end) : 0.0f);
            const float floor = ground + ik.endBindHeight;
            ik.job.target = end;  // also where its gizmo shows while it has nothing to do
            if (end[up_] >= floor) {
                continue;
            }
            ik.job.target[up_] = floor;
        }
        ik.job.pole = ik.poleBone >= 0 ? std::optional<glm::vec3>(glm::vec3(pose.world(ik.poleBone)[3])) : std::nullopt;
        ik.job.run(pose);
    }
}

void IkStage::runLanes(PoseLanes& block, const Terrain* terrain, IkStage* const* laneStages) const
{
    for (std::size_t m = 0; m < modules_.size(); ++m) {
        const IkModule& ik = modules_[m];
        // What run() leaves in lane k's module: its target (the end where foot IK has nothing to
        // do) and its pole wherever run() gets that far (it sets the pole before the solve's own
        // checks). Written to the lanes' modules once every lane has read this one's.
        glm::vec3 keptTargets[kPoseLanes];
        std::optional<glm::vec3> keptPoles[kPoseLanes];
        bool poleKept[kPoseLanes] = {};
        const auto keep = [&](int k, const TwoBoneIkJob& job, bool pole) {
            keptTargets[k] = job.target;
            keptPoles[k] = job.pole;
            poleKept[k] = pole;
        };
        // run()'s choices for each character, on copies of the job; every lane's chain gathered
        // before any lane writes (a write dirties the chain in every lane), then solved four at a
        // time (solveTwoBoneIkBatch: solve()'s bits) and written.
        TwoBoneIkJob jobs[kPoseLanes];
        TwoBoneIkChain chains[kPoseLanes];
        int lanes[kPoseLanes];
        int count = 0;
        for (int k = 0; k < kPoseLanes; ++k) {
            TwoBoneIkJob& job = jobs[count];
            job = ik.job;
            const glm::vec3 end = block.worldTranslation(k, job.end);
            if (ik.override) {
                job.target = *ik.override;
            } else if (ik.targetBone >= 0) {
                job.target = block.worldTranslation(k, ik.targetBone);
            } else {
                const float ground = ik.groundHeight + (terrain ? terrain->heightAt(end) : 0.0f);
                const float floor = ground + ik.endBindHeight;
                job.target = end;
                if (end[up_] >= floor) {
                    keep(k, job, false);
                    continue;
                }
                job.target[up_] = floor;
            }
            job.pole = ik.poleBone >= 0 ? std::optional<glm::vec3>(block.worldTranslation(k, ik.poleBone)) : std::nullopt;
            keep(k, job, true);
            if (!job.validate(block.framework()) || job.weight <= 0.0f) {
                continue;  // a target or pole not finite; no weight: nothing to write
            }
            job.gather(PoseLane{block, k}, chains[count]);
            lanes[count++] = k;
        }
        for (int k = 0; laneStages && k < kPoseLanes; ++k) {
            TwoBoneIkJob& kept = laneStages[k]->modules_[m].job;
            kept.target = keptTargets[k];
            if (poleKept[k]) {
                kept.pole = keptPoles[k];
            }
        }
        for (int first = 0; first < count; first += 4) {
            const int n = std::min(4, count - first);
            const TwoBoneIkJob* batch[4];
            for (int i = 0; i < n; ++i) {
                batch[i] = &jobs[first + i];
            }
            TwoBoneIkResult results[4];
            const int solved = solveTwoBoneIkBatch(batch, chains + first, n, results);
            for (int i = 0; i < n; ++i) {
                if (solved >> i & 1) {
                    jobs[first + i].write(PoseLane{block, lanes[first + i]}, results[i]);
                }
            }
        }
    }
}

bool IkStage::runsAlike(const IkStage& other) const
{
    if (up_ != other.up_ || modules_.size() != other.modules_.size()) {
        return false;
    }
    for (std::size_t m = 0; m < modules_.size(); ++m) {
        const IkModule& a = modules_[m];
        const IkModule& b = other.modules_[m];
        const TwoBoneIkJob& j = a.job;
        const TwoBoneIkJob& k = b.job;
        if (a.targetBone != b.targetBone || a.poleBone != b.poleBone || a.ground != b.ground
            || a.groundHeight != b.groundHeight || a.endBindHeight != b.endBindHeight || a.override != b.override
            || j.root != k.root || j.mid != k.mid || j.end != k.end || j.hingeLocal != k.hingeLocal
            || j.weight != k.weight || j.reachRatio != k.reachRatio || j.maxStretch != k.maxStretch
            || j.swivel != k.swivel) {
            return false;
        }
    }
    return true;
}

}  // namespace rigstage
