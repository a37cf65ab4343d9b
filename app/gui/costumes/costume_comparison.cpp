#include "gui/costumes/costume_comparison.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <set>

#include <glm/gtx/intersect.hpp>

#include "anim/clip.h"
#include "character/crowd.h"
#include "gui/document.h"
#include "gui/playback/playback_model.h"
#include "gui/posing/posing_model.h"
#include "gui/stages/stages_model.h"
#include "viewport/mesh_scene.h"
#include "viewport/skeleton_styles.h"

namespace rigstage {

CostumeComparison::CostumeComparison(Document& document, QObject* parent)
    : QObject(parent)
    , document_(document)
{
    // Another character (or the same read again): the copies read the old one's data. The same
    // sets are compared again when they still exist.
    connect(&document_, &Document::loaded, this, [this] {
        if (!active()) {
            return;
        }
        std::vector<std::vector<int>> sets;
        for (const Set& s : sets_) {
            sets.push_back(s.costumes);
        }
        const Mode mode = mode_;
        stop();
        start(sets, mode);
    });
    // The shown character's bones moved (a costume swap): hand poses are found by name again.
    connect(&document_, &Document::stackChanged, this, [this] { mapBones(); });
}

CostumeComparison::~CostumeComparison() = default;

QString CostumeComparison::setName(int i) const
{
    const std::vector<int>& costumes = sets_[std::size_t(i)].costumes;
    if (costumes.empty()) {
        return QCoreApplication::translate("rigstage::CostumeComparison", "No costume");
    }
    QStringList names;
    const QStringList all = document_.costumeNames();
    for (int c : costumes) {
        names << (c >= 0 && c < all.size() ? all[c] : QString::number(c));
    }
    return names.join(QStringLiteral(" + "));
}

int CostumeComparison::setAt(const glm::vec3& origin, const glm::vec3& direction) const
{
    if (mode_ != Mode::SideBySide) {
        return -1;
    }
    int nearest = -1;
    float nearestDistance = std::numeric_limits<float>::max();
    for (std::size_t i = 0; i < sets_.size(); ++i) {
        const Set& s = sets_[i];
        if (s.copy < 0) {
            continue;
        }
        for (int m = 0; m < s.meshes.meshCount(); ++m) {
            const std::vector<glm::vec3>& p = s.meshes.output(m).positions;
            const std::vector<std::uint32_t>& triangles = s.meshes.mesh(m).indices;
            for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
                glm::vec2 onTriangle;
                float distance = 0.0f;
                if (triangles[t + 2] < p.size() && triangles[t] < p.size() && triangles[t + 1] < p.size()
                    && glm::intersectRayTriangle(origin, direction, p[triangles[t]], p[triangles[t + 1]], p[triangles[t + 2]],
                                                 onTriangle, distance)
                    && distance > 0.0f && distance < nearestDistance) {
                    nearestDistance = distance;
                    nearest = int(i);
                }
            }
        }
    }
    return nearest;
}

const CharacterInstance* CostumeComparison::copy(int i) const
{
    const int c = sets_[std::size_t(i)].copy;
    return c >= 0 && crowd_ ? &crowd_->instance(c) : nullptr;
}

bool CostumeComparison::start(const std::vector<std::vector<int>>& sets, Mode mode, QString* error)
{
    stop();
    auto fail = [error](const QString& why) {
        if (error) {
            *error = why;
        }
        return false;
    };
    const CharacterData* data = document_.data();
    if (!data || !document_.instance()) {
        return fail(tr("Open a character first."));
    }
    if (mode == Mode::Off || sets.empty()) {
        return fail(tr("Choose at least one costume set."));
    }
    if (mode == Mode::Wipe && sets.size() != 2) {
        return fail(tr("A wipe compares exactly two costume sets; %1 are chosen.").arg(sets.size()));
    }
    for (const std::vector<int>& set : sets) {
        for (int c : set) {
            if (c < 0 || std::size_t(c) >= data->costumes.size()) {
                return fail(tr("The character has no costume %1.").arg(c));
            }
        }
    }

    // Each set on its own first: one that does not stack is listed with why, the others still show.
    std::vector<std::vector<int>> stacking;
    sets_.clear();
    for (const std::vector<int>& costumes : sets) {
        Set s;
        s.costumes = costumes;
        for (int c : costumes) {
            if (std::size_t(c) < document_.costumeFindings().size()) {
                s.findings.append(document_.costumeFindings()[std::size_t(c)]);
            }
        }
        Diagnostics built;
        if (CharacterInstance::create(*data, built, costumes)) {
            s.copy = int(stacking.size());
            stacking.push_back(costumes);
        } else {
            // Why it does not stack, less what the costumes' own validation already said.
            std::set<std::string> known;
            for (const Diagnostic& d : s.findings.items()) {
                known.insert(formatDiagnostic(d));
            }
            for (const Diagnostic& d : built.items()) {
                if (known.insert(formatDiagnostic(d)).second) {
                    s.findings.add(d.severity, d.code, d.file, d.line, d.message, d.bones, d.fix);
                }
            }
        }
        sets_.push_back(std::move(s));
    }
    clip_ = document_.playback()->clip();
    if (!stacking.empty()) {
        // No offset in the clip: every copy at the character's frame.
        Diagnostics d;
        crowd_ = Crowd::create(*data, int(stacking.size()), clip_, 0.0f, d, stacking);
        if (!crowd_) {
            document_.addMessages(d);
            sets_.clear();
            return fail(tr("The costume sets could not be built; see Messages."));
        }
    }
    const float spacing = characterSize(*data->framework, document_.zUp());
    int beside = 0;
    for (Set& s : sets_) {
        if (s.copy < 0) {
            continue;
        }
        CharacterInstance& copy = crowd_->instance(s.copy);
        Diagnostics bound;
        s.meshes.bind(*data, copy.framework(), bound, s.costumes);
        s.findings.append(bound);
        s.layers = rigstage::meshLayers(*data, s.costumes);
        s.offset = mode == Mode::SideBySide ? glm::vec3(spacing * float(++beside), 0.0f, 0.0f) : glm::vec3(0.0f);
    }
    mode_ = mode;
    lastFrame_ = document_.playback()->frame();
    mapBones();
    Q_EMIT changed();
    evaluate();
    return true;
}

void CostumeComparison::stop()
{
    const bool was = active() || !sets_.empty();
    mode_ = Mode::Off;
    sets_.clear();
    crowd_.reset();
    if (was) {
        Q_EMIT changed();
    }
}

void CostumeComparison::setWipePosition(double fraction)
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    if (fraction != wipe_) {
        wipe_ = fraction;
        Q_EMIT wipeMoved(wipe_);
    }
}

void CostumeComparison::mapBones()
{
    const Framework* shown = document_.framework();
    for (Set& s : sets_) {
        s.shownBone.clear();
        if (s.copy < 0 || !shown) {
            continue;
        }
        const Framework& fw = crowd_->instance(s.copy).framework();
        for (int b = 0; b < fw.boneCount(); ++b) {
            s.shownBone.push_back(shown->findBone(fw.boneName(b)));
        }
    }
}

void CostumeComparison::evaluate()
{
    CharacterInstance* shown = document_.instance();
    if (!active() || !crowd_ || !shown) {
        return;
    }
    if (clip_ != document_.playback()->clip()) {
        clip_ = document_.playback()->clip();
        Diagnostics d;
        for (int i = 0; i < crowd_->size(); ++i) {
            crowd_->instance(i).setClip(clip_, d);
        }
    }
    // The character's set-up: ground, stage switches, hand poses (by bone name) and IK targets.
    for (const Set& s : sets_) {
        if (s.copy < 0) {
            continue;
        }
        CharacterInstance& copy = crowd_->instance(s.copy);
        document_.stages()->applyTo(copy, false);
        for (std::size_t b = 0; b < s.shownBone.size(); ++b) {
            copy.setPoseEdit(int(b), s.shownBone[b] >= 0 ? shown->poseEdit(s.shownBone[b]) : std::nullopt);
        }
        for (const auto& [name, target] : document_.posing()->ikTargets()) {
            copy.setIkTarget(name, document_.posing()->ikOverride(name));
        }
    }
    // The time played as the playback model counts it: a step forward of under a quarter second
    // advances the springs, a jump (scrubbing, a loop) snaps them to rest.
    const double frame = document_.playback()->frame();
    const double rate = shown->clip() ? shown->clip()->frameRate : 30.0;
    const double step = frame - lastFrame_;
    const float dt = step > 0.0 && step < 0.25 * rate ? float(step / rate) : 0.0f;
    lastFrame_ = frame;
    crowd_->evaluate(float(frame), dt, document_.playback()->loopsPastEnd());

    const Clip* clip = shown->clip();
    const float fromStart = clip ? clipFrame(*clip, float(frame), document_.playback()->loopsPastEnd()) - clip->startFrame : 0.0f;
    for (Set& s : sets_) {
        if (s.copy < 0) {
            s.world.clear();
            continue;
        }
        s.world = crowd_->instance(s.copy).pose().allWorld();
        for (glm::mat4& m : s.world) {
            m[3] += glm::vec4(s.offset, 0.0f);
        }
        s.meshes.deform(s.world, document_.skinningMethod(), clip, fromStart);
    }
    Q_EMIT evaluated();
}

}  // namespace rigstage
