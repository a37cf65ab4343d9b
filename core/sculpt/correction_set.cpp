#include "sculpt/correction_set.h"

#include <algorithm>
#include <cmath>

#include <tbb/parallel_for.h>

#include "skeleton/bone_name.h"
#include "skeleton/framework.h"

namespace rigstage {

namespace {

/// Training poses closer than this (similarity units, 0 to 1 per correction) are one pose to the
/// interpolator: float rounding of a shape analysis stays below 1e-5, and poses a rigger tells
/// apart differ by far more than 1e-3.
constexpr double kIndistinctPoses = 1e-3;

const glm::mat4* findPose(const Correction& correction, const std::string& bone)
{
    for (const auto& [name, m] : correction.pose) {
        if (name == bone) {
            return &m;
        }
    }
    const std::string_view wanted = shortNameOf(bone);
    for (const auto& [name, m] : correction.pose) {
        if (shortNameOf(name) == wanted) {
            return &m;
        }
    }
    return nullptr;
}

glm::vec3 axisVector(char axis)
{
    return axis == 'X' ? glm::vec3(1, 0, 0) : axis == 'Y' ? glm::vec3(0, 1, 0) : glm::vec3(0, 0, 1);
}

/// Swing-twist: the angle (degrees) of turn's twist about axis.
float twistDegrees(const glm::quat& turn, const glm::vec3& axis)
{
    return glm::degrees(2.0f * std::atan2(glm::dot(glm::vec3(turn.x, turn.y, turn.z), axis), turn.w));
}

glm::quat rotationOf(const glm::mat4& m)
{
    return glm::normalize(glm::quat_cast(glm::mat3(glm::normalize(glm::vec3(m[0])), glm::normalize(glm::vec3(m[1])),
                                                   glm::normalize(glm::vec3(m[2])))));
}

}  // namespace

bool CorrectionSet::referenceShape(const Correction& correction, const SkinnedMesh& mesh, SkinningMethod method,
                                   SkinOutput& out, std::string& missingBone)
{
    std::vector<glm::mat4> skin(mesh.paletteBones.size(), glm::mat4(1.0f));
    for (std::size_t p = 0; p < mesh.paletteBones.size(); ++p) {
        const glm::mat4* m = findPose(correction, mesh.paletteBones[p]);
        if (!m) {
            missingBone = mesh.paletteBones[p];
            return false;
        }
        skin[p] = *m * mesh.inverseBind[p];
    }
    skinMesh(mesh, skin, method, out);
    return true;
}

void CorrectionSet::prepare(const CorrectionFile& file, const std::vector<const SkinnedMesh*>& meshes, const Framework* framework,
                            SkinningMethod method, Diagnostics& diagnostics)
{
    prepared_.clear();
    meshes_.assign(meshes.size(), MeshData{});
    states_.assign(file.corrections.size(), CorrectionState{});
    smoothingPasses_ = std::clamp(file.smoothingPasses, 0, 64);
    anySolo_ = false;
    std::vector<bool> topologyBuilt(meshes.size(), false);
    std::vector<std::vector<SkinOutput>> references(meshes.size());  // per mesh, per prepared correction of it
    for (std::size_t c = 0; c < file.corrections.size(); ++c) {
        const Correction& correction = file.corrections[c];
        auto fail = [&](const std::string& why, const std::string& fix) {
            diagnostics.error("correction.unusable", file.file, correction.line, "correction '" + correction.name + "': " + why, {}, fix);
        };
        int meshIndex = correction.mesh.empty() && !meshes.empty() ? 0 : -1;
        for (std::size_t m = 0; m < meshes.size() && meshIndex < 0; ++m) {
            if (meshes[m]->name == correction.mesh) {
                meshIndex = int(m);
            }
        }
        if (meshIndex < 0) {
            fail(meshes.empty() ? "the character has no mesh" : "no mesh is named '" + correction.mesh + "'",
                 "Name one of the character's meshes in the Correction's mesh attribute.");
            continue;
        }
        const SkinnedMesh& mesh = *meshes[std::size_t(meshIndex)];
        const std::size_t n = mesh.positions.size();
        bool inRange = correction.sculptVertices.size() == correction.sculptPositions.size();
        for (std::uint32_t v : correction.sculptVertices) {
            inRange = inRange && v < n;
        }
        for (std::uint32_t v : correction.zone) {
            inRange = inRange && v < n;
        }
        if (!inRange) {
            fail("a vertex index is past the mesh's " + std::to_string(n) + " vertices",
                 "Capture the correction again on this mesh; the mesh changed since it was made.");
            continue;
        }
        Prepared p;
        p.source = int(c);
        p.mesh = meshIndex;
        p.drive = correction.drive;
        p.muted = correction.muted;
        p.solo = correction.solo;
        if (correction.drive == CorrectionDrive::Bone) {
            p.driverBone = framework ? framework->findBone(correction.driver.bone) : -1;
            if (p.driverBone < 0) {
                fail("its driver bone '" + correction.driver.bone + "' is not in the character",
                     "Name a bone of the rig (full name) in the Driver element.");
                continue;
            }
            p.driverParent = framework->parent(p.driverBone);
            const glm::mat4 bindLocal = p.driverParent >= 0 ? glm::inverse(framework->bindWorld(p.driverParent)) * framework->bindWorld(p.driverBone)
                                                            : framework->bindWorld(p.driverBone);
            p.driverBindInverse = glm::inverse(rotationOf(bindLocal));
            p.driverAxis = axisVector(correction.driver.axis);
            p.from = correction.driver.from;
            p.to = correction.driver.to;
            p.keys = ReactionCurve(correction.driver.keys);
        }
        if (p.drive == CorrectionDrive::PoseSpace && meshes_[std::size_t(meshIndex)].poseSpace.size() == std::size_t(kMaxPoseSpacePerMesh)) {
            diagnostics.error("correction.too-many", file.file, correction.line,
                              "correction '" + correction.name + "': more than " + std::to_string(kMaxPoseSpacePerMesh)
                                  + " pose-space corrections on mesh '" + mesh.name + "'",
                              {}, "Merge similar corrections, or drive some by shape or by a bone: the interpolator's training grows with their square.");
            continue;
        }
        SkinOutput reference;
        std::string missing;
        if (!referenceShape(correction, mesh, method, reference, missing)) {
            fail("its pose has no matrix for the skin bone '" + missing + "'", "Capture the correction again with this mesh.");
            continue;
        }
        MeshData& md = meshes_[std::size_t(meshIndex)];
        if (!topologyBuilt[std::size_t(meshIndex)]) {
            md.topology = MeshTopology::of(mesh.positions, mesh.indices);
            topologyBuilt[std::size_t(meshIndex)] = true;
        }
        SmoothedNormals refNormals;
        refNormals.compute(md.topology, reference.positions, smoothingPasses_);
        std::vector<glm::vec3> corrected = reference.positions;
        for (std::size_t i = 0; i < correction.sculptVertices.size(); ++i) {
            corrected[correction.sculptVertices[i]] = correction.sculptPositions[i];
        }
        p.deltas = captureSculpt(md.topology, reference.positions, refNormals.normals(), corrected, file.method);
        std::vector<std::uint32_t> candidates = p.deltas.vertices;
        candidates.insert(candidates.end(), correction.zone.begin(), correction.zone.end());
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        p.analysis = ShapeAnalysis(candidates, reference.positions, refNormals.normals(), correction.analysis);
        anySolo_ = anySolo_ || p.solo;
        if (p.deltas.vertices.empty()) {
            states_[c].problem = CorrectionProblem::NoSculpt;
        } else if (p.drive == CorrectionDrive::Bone && p.keys.points().empty() && std::abs(p.to - p.from) < 1e-6f) {
            states_[c].problem = CorrectionProblem::ZeroDriverRange;
        }
        md.corrections.push_back(int(prepared_.size()));
        if (p.drive == CorrectionDrive::PoseSpace) {
            p.poseSpaceSlot = int(md.poseSpace.size());
            md.poseSpace.push_back(int(prepared_.size()));
            reference.normals = refNormals.normals();
            references[std::size_t(meshIndex)].push_back(std::move(reference));
        }
        prepared_.push_back(std::move(p));
    }
    // Each mesh's region of smoothed normals (moved and analysed vertices), and each correction's
    // vertices whose shading its sculpt changes (the moved ones and their umbrellas, all copies).
    for (std::size_t m = 0; m < meshes_.size(); ++m) {
        MeshData& md = meshes_[m];
        if (md.corrections.empty()) {
            continue;
        }
        std::vector<std::uint32_t> region;
        for (int index : md.corrections) {
            const Prepared& p = prepared_[std::size_t(index)];
            region.insert(region.end(), p.deltas.vertices.begin(), p.deltas.vertices.end());
            region.insert(region.end(), p.analysis.vertices().begin(), p.analysis.vertices().end());
        }
        std::sort(region.begin(), region.end());
        region.erase(std::unique(region.begin(), region.end()), region.end());
        md.regionNormals.build(md.topology, region, smoothingPasses_);
        std::vector<std::uint32_t> count(meshes[m]->positions.size() + 1, 0);
        for (int index : md.corrections) {
            for (std::uint32_t v : prepared_[std::size_t(index)].deltas.vertices) {
                ++count[v + 1];
            }
        }
        md.sculpted.clear();
        md.sculptBegin.assign(1, 0);
        for (std::size_t v = 0; v + 1 < count.size(); ++v) {
            if (count[v + 1] != 0) {
                md.sculpted.push_back(std::uint32_t(v));
                md.sculptBegin.push_back(md.sculptBegin.back() + count[v + 1]);
            }
            count[v + 1] += count[v];  // count[v]: where vertex v's entries start
        }
        md.sculptEntries.resize(md.sculptBegin.back());
        for (std::size_t k = 0; k < md.corrections.size(); ++k) {
            const SculptDeltas& deltas = prepared_[std::size_t(md.corrections[k])].deltas;
            for (std::size_t i = 0; i < deltas.vertices.size(); ++i) {
                md.sculptEntries[count[deltas.vertices[i]]++] = {std::uint32_t(k), std::uint32_t(i)};
            }
        }
        md.weights.assign(md.corrections.size(), 0.0f);
        md.listedActive.clear();
        md.stamp.assign(meshes[m]->positions.size(), 0);
        md.faceStamp.assign(md.topology.indices().size() / 3, 0);
        md.faceTurn.assign(md.topology.indices().size() / 3, glm::vec3(0.0f));
        md.faceBefore.assign(md.topology.indices().size() / 3, glm::vec3(0.0f));
        std::vector<std::uint8_t> near(meshes[m]->positions.size());
        for (int index : md.corrections) {
            Prepared& p = prepared_[std::size_t(index)];
            std::fill(near.begin(), near.end(), 0);
            for (std::uint32_t v : p.deltas.vertices) {
                const std::uint32_t w = md.topology.welded(int(v));
                near[w] = 1;
                for (std::uint32_t u : md.topology.umbrella(int(w))) {
                    near[u] = 1;
                }
            }
            for (std::size_t v = 0; v < near.size(); ++v) {
                if (near[md.topology.welded(int(v))]) {
                    p.normalRegion.push_back(std::uint32_t(v));
                }
            }
        }
    }
    // The pose-space interpolator of each mesh: training pose k is the similarity of reference k
    // to every pose-space correction; it wants its own correction at 1 and the others at 0. One
    // more training pose, the mesh as modelled (bind pose), wants every correction at 0, so a
    // correction fades out towards the pose the mesh was made in instead of lingering.
    for (std::size_t m = 0; m < meshes_.size(); ++m) {
        MeshData& md = meshes_[m];
        const std::size_t k = md.poseSpace.size();
        if (k == 0) {
            continue;
        }
        SmoothedNormals restNormals;
        restNormals.compute(md.topology, meshes[m]->positions, smoothingPasses_);
        std::vector<std::vector<double>> all(k + 1, std::vector<double>(k));
        // (k + 1) * k similarities, each independent: spread over the cores (the same numbers).
        tbb::parallel_for(std::size_t(0), k, [&](std::size_t j) {
            const SkinOutput& ref = references[m][j];
            for (std::size_t i = 0; i < k; ++i) {
                all[j][i] = prepared_[std::size_t(md.poseSpace[i])].analysis.similarity(ref.positions, ref.normals);
            }
        });
        for (std::size_t i = 0; i < k; ++i) {
            all[k][i] = prepared_[std::size_t(md.poseSpace[i])].analysis.similarity(meshes[m]->positions, restNormals.normals());
        }
        // Which corrections the interpolator can tell apart. One without two analysed vertices
        // has no shape to compare (its similarity is always 1). One whose reference has the bind
        // pose's shape (a region that does not deform, or a pose the mesh was modelled in) asks for
        // 1 and 0 at one point: solved, it would read 0.5 there, or, a hair apart, whatever the
        // rounding of the similarities makes of it at its own pose (0 as often as 1). Both are left
        // out (weight 0), and the dock says why. Leaving one out drops its coordinate, which can
        // bring another's reference nearer the bind pose: repeat until none is left out.
        std::vector<bool> use(k);
        for (std::size_t i = 0; i < k; ++i) {
            use[i] = prepared_[std::size_t(md.poseSpace[i])].analysis.vertices().size() >= 2;
            CorrectionState& state = states_[std::size_t(prepared_[std::size_t(md.poseSpace[i])].source)];
            if (!use[i] && state.problem == CorrectionProblem::None) {
                state.problem = CorrectionProblem::SameShapeAsBindPose;  // one vertex: no shape at all
            }
        }
        const auto gap = [&](const std::vector<double>& a, const std::vector<double>& b) {
            double s = 0.0;
            for (std::size_t i = 0; i < k; ++i) {
                s += use[i] ? (a[i] - b[i]) * (a[i] - b[i]) : 0.0;
            }
            return std::sqrt(s);
        };
        for (bool again = true; again;) {
            again = false;
            for (std::size_t j = 0; j < k; ++j) {
                if (use[j] && gap(all[j], all[k]) < kIndistinctPoses) {
                    use[j] = false;
                    again = true;
                    states_[std::size_t(prepared_[std::size_t(md.poseSpace[j])].source)].problem = CorrectionProblem::SameShapeAsBindPose;
                }
            }
        }
        std::vector<std::size_t> kept;
        for (std::size_t j = 0; j < k; ++j) {
            prepared_[std::size_t(md.poseSpace[j])].poseSpaceSlot = use[j] ? int(kept.size()) : -1;
            if (use[j]) {
                kept.push_back(j);
            }
        }
        std::vector<int> slots;
        for (std::size_t j : kept) {
            slots.push_back(md.poseSpace[j]);
        }
        md.poseSpace = slots;
        const std::size_t n = kept.size();
        if (n == 0) {
            continue;
        }
        std::vector<std::vector<double>> points(n + 1, std::vector<double>(n)), values(n + 1, std::vector<double>(n, 0.0));
        for (std::size_t a = 0; a <= n; ++a) {
            for (std::size_t i = 0; i < n; ++i) {
                points[a][i] = all[a < n ? kept[a] : k][kept[i]];
            }
            if (a < n) {
                values[a][a] = 1.0;
            }
        }
        // Two references of one shape: the same training point wanting each at 1 and the other
        // at 0. Made exactly equal, the least-squares solve gives each 0.5 there (not a blow-up
        // of two rows a rounding error apart).
        for (std::size_t b = 0; b < n; ++b) {
            for (std::size_t a = 0; a < b; ++a) {
                double s = 0.0;
                for (std::size_t i = 0; i < n; ++i) {
                    s += (points[a][i] - points[b][i]) * (points[a][i] - points[b][i]);
                }
                if (std::sqrt(s) < kIndistinctPoses) {
                    points[b] = points[a];
                    const int sa = prepared_[std::size_t(md.poseSpace[a])].source, sb = prepared_[std::size_t(md.poseSpace[b])].source;
                    for (const auto& [one, two] : {std::pair{sa, sb}, std::pair{sb, sa}}) {
                        if (states_[std::size_t(one)].problem == CorrectionProblem::None) {
                            states_[std::size_t(one)].problem = CorrectionProblem::SameShapeAsAnother;
                            states_[std::size_t(one)].other = two;
                        }
                    }
                    break;
                }
            }
        }
        if (!md.rbf.fit(points, values, file.kernel, file.rbfWidth)) {
            diagnostics.error("correction.unusable", file.file, 0, "the pose-space interpolator could not be solved",
                              {}, "Check the corrections' reference poses; two identical ones with different sculpts cannot be told apart.");
        }
    }
}

float CorrectionSet::boneTurnDegrees(const Framework& framework, const std::vector<glm::mat4>& world, int bone, char axis)
{
    if (bone < 0 || bone >= framework.boneCount() || std::size_t(bone) >= world.size()) {
        return 0.0f;
    }
    const int parent = framework.parent(bone);
    const glm::mat4 bindLocal = parent >= 0 ? glm::inverse(framework.bindWorld(parent)) * framework.bindWorld(bone) : framework.bindWorld(bone);
    const glm::mat4 local = parent >= 0 ? glm::inverse(world[std::size_t(parent)]) * world[std::size_t(bone)] : world[std::size_t(bone)];
    return twistDegrees(glm::inverse(rotationOf(bindLocal)) * rotationOf(local), axisVector(axis));
}

bool CorrectionSet::isPrepared(int correction) const
{
    return meshOf(correction) >= 0;
}

int CorrectionSet::meshOf(int correction) const
{
    for (const Prepared& p : prepared_) {
        if (p.source == correction) {
            return p.mesh;
        }
    }
    return -1;
}

float CorrectionSet::driverWeight(const Prepared& p, const std::vector<glm::mat4>& world) const
{
    if (std::size_t(p.driverBone) >= world.size() || (p.driverParent >= 0 && std::size_t(p.driverParent) >= world.size())) {
        return 0.0f;
    }
    const glm::mat4 local = p.driverParent >= 0 ? glm::inverse(world[std::size_t(p.driverParent)]) * world[std::size_t(p.driverBone)]
                                                : world[std::size_t(p.driverBone)];
    const float degrees = twistDegrees(p.driverBindInverse * rotationOf(local), p.driverAxis);
    if (!p.keys.points().empty()) {
        return p.keys.evaluate(degrees);
    }
    const float span = p.to - p.from;
    if (std::abs(span) < 1e-6f) {
        return degrees >= p.to ? 1.0f : 0.0f;
    }
    return std::clamp((degrees - p.from) / span, 0.0f, 1.0f);
}

void CorrectionSet::apply(int mesh, SkinOutput& out, const std::vector<glm::mat4>& world)
{
    if (std::size_t(mesh) >= meshes_.size() || meshes_[std::size_t(mesh)].corrections.empty()) {
        return;
    }
    MeshData& md = meshes_[std::size_t(mesh)];
    md.base = out.positions;
    md.regionNormals.compute(md.topology, md.base, md.normals);
    const std::vector<glm::vec3>& normals = md.normals;
    std::vector<double> coordinates(md.poseSpace.size());
    // Shape analyses are independent of each other: one task each.
    tbb::parallel_for(std::size_t(0), md.corrections.size(), [&](std::size_t k) {
        const Prepared& p = prepared_[std::size_t(md.corrections[k])];
        const float s = p.analysis.similarity(md.base, normals);
        states_[std::size_t(p.source)].similarity = s;
        if (p.poseSpaceSlot >= 0) {
            coordinates[std::size_t(p.poseSpaceSlot)] = s;
        }
    });
    const std::vector<double> blend = md.rbf.evaluate(coordinates);
    for (std::size_t k = 0; k < md.corrections.size(); ++k) {
        const Prepared& p = prepared_[std::size_t(md.corrections[k])];
        float w = 0.0f;
        switch (p.drive) {
        case CorrectionDrive::PoseSpace:
            // Left out of the interpolator (CorrectionProblem): it cannot be told from the bind pose.
            w = p.poseSpaceSlot >= 0 && std::size_t(p.poseSpaceSlot) < blend.size()
                    ? float(std::clamp(blend[std::size_t(p.poseSpaceSlot)], 0.0, 1.0))
                    : 0.0f;
            break;
        case CorrectionDrive::Shape:
            w = states_[std::size_t(p.source)].similarity;
            break;
        case CorrectionDrive::Bone:
            w = driverWeight(p, world);
            break;
        }
        if (p.muted || (anySolo_ && !p.solo) || !std::isfinite(w)) {
            w = 0.0f;
        }
        states_[std::size_t(p.source)].weight = w;
        md.weights[k] = w;
    }
    // The vertices whose normals change and their triangles, listed again only when a different
    // set of corrections moves the mesh (the listing is serial: one core idles meanwhile).
    bool sameActive = md.listedActive.size() == md.corrections.size();
    for (std::size_t k = 0; sameActive && k < md.corrections.size(); ++k) {
        sameActive = md.listedActive[k] == std::uint8_t(md.weights[k] != 0.0f);
    }
    const std::vector<std::uint32_t>& idx = md.topology.indices();
    if (!sameActive) {
        ++md.applyCount;
        md.touched.clear();
        md.listedActive.resize(md.corrections.size());
        for (std::size_t k = 0; k < md.corrections.size(); ++k) {
            md.listedActive[k] = std::uint8_t(md.weights[k] != 0.0f);
            if (md.weights[k] == 0.0f) {
                continue;
            }
            for (std::uint32_t v : prepared_[std::size_t(md.corrections[k])].normalRegion) {
                if (md.stamp[v] != md.applyCount) {
                    md.stamp[v] = md.applyCount;
                    md.touched.push_back(v);
                }
            }
        }
        md.touchedFaces.clear();
        for (std::uint32_t v : md.touched) {
            for (std::uint32_t t : md.topology.triangles(int(md.topology.welded(int(v))))) {
                if (md.faceStamp[t] != md.applyCount) {
                    md.faceStamp[t] = md.applyCount;
                    md.touchedFaces.push_back(t);
                }
            }
        }
    }
    // The sculpts restored on frames built on the skinned mesh (md.base), so each vertex only
    // writes itself: one pass over every sculpted vertex instead of one per correction. A vertex's
    // edge frames depend only on md.base: built once, shared by every correction moving it.
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, md.sculpted.size(), 512), [&](const tbb::blocked_range<std::size_t>& r) {
        UmbrellaFrames frames;
        for (std::size_t j = r.begin(); j < r.end(); ++j) {
            const std::uint32_t v = md.sculpted[j];
            glm::vec3& moved = out.positions[v];
            int built = 0;  // 0: not yet, 1: frames hold v's, -1: v's umbrella is too large for them
            for (std::uint32_t e = md.sculptBegin[j]; e < md.sculptBegin[j + 1]; ++e) {
                const auto [k, i] = md.sculptEntries[e];
                const float w = md.weights[k];
                if (w == 0.0f) {
                    continue;
                }
                const SculptDeltas& deltas = prepared_[std::size_t(md.corrections[k])].deltas;
                if (deltas.method == WrapMethod::MultipleDeltas && built == 0) {
                    built = frames.build(md.topology, v, md.base, normals) ? 1 : -1;
                }
                moved += w * (deltas.method == WrapMethod::MultipleDeltas && built == 1
                                  ? frames.restoredDelta(deltas, i)
                                  : restoredDelta(md.topology, deltas, i, md.base, normals));
            }
        }
    });
    // Shading: the skinned normal turned by how the sculpt turned the surface there, so the
    // corrected region meets the rest of the mesh without a seam. Each triangle's change is
    // computed once and shared by its three corners.
    const auto area = [&idx](const std::vector<glm::vec3>& p, std::uint32_t t) {
        const glm::vec3 a = p[idx[3 * t]];
        return glm::cross(p[idx[3 * t + 1]] - a, p[idx[3 * t + 2]] - a);
    };
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, md.touchedFaces.size(), 1024), [&](const tbb::blocked_range<std::size_t>& r) {
        for (std::size_t i = r.begin(); i < r.end(); ++i) {
            const std::uint32_t t = md.touchedFaces[i];
            md.faceBefore[t] = area(md.base, t);
            md.faceTurn[t] = area(out.positions, t) - md.faceBefore[t];
        }
    });
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, md.touched.size(), 512), [&](const tbb::blocked_range<std::size_t>& r) {
        for (std::size_t i = r.begin(); i < r.end(); ++i) {
            const std::uint32_t v = md.touched[i];
            glm::vec3 before(0.0f), turn(0.0f);
            for (std::uint32_t t : md.topology.triangles(int(md.topology.welded(int(v))))) {
                before += md.faceBefore[t];
                turn += md.faceTurn[t];
            }
            const float b = glm::length(before), a = glm::length(before + turn);
            if (b < 1e-20f || a < 1e-20f) {
                continue;
            }
            const glm::vec3 turned = out.normals[v] + (before + turn) / a - before / b;
            const float len = glm::length(turned);
            if (len > 1e-6f) {
                out.normals[v] = turned / len;
            }
        }
    });
    md.applied = true;
}

std::vector<float> CorrectionSet::displacement(int correction) const
{
    for (const Prepared& p : prepared_) {
        const MeshData& md = meshes_[std::size_t(p.mesh)];
        if (p.source != correction || !md.applied) {
            continue;
        }
        std::vector<float> heat(md.base.size(), 0.0f);
        for (std::size_t i = 0; i < p.deltas.vertices.size(); ++i) {
            heat[p.deltas.vertices[i]] = glm::length(restoredDelta(md.topology, p.deltas, i, md.base, md.normals));
        }
        return heat;
    }
    return {};
}

}  // namespace rigstage
