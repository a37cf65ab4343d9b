#pragma once
// A deliberately plain evaluator of Max-style helper rigs in double precision: a second reading of
// docs/controllers.md and MAX-SEMANTICS 1.0-1.4 / 1.11, written without core/helpers. No caches,
// no batching: every world transform is composed from the locals when it is asked for, every
// bind-pose base (Keep Initial Offset, constraint bases inside lists) is worked out again from the
// plain bind pose each time, and a helper is evaluated the first time something reads it in a
// frame. test_random_rigs compares Rigstage with it on generated rigs.
//
// Only helpers nothing reads carry scale (a leaf, no target, goal or master): world transforms stay
// rigid. Rotations are glm column-vector quaternions (w first), angles radians.

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <glm/glm.hpp>
#include <glm/gtc/constants.hpp>
#include <glm/gtc/quaternion.hpp>

namespace rigstage::test::reference {

using glm::dquat;
using glm::dvec3;

// ------------------------------------------------------------------------------------------ rig

enum class Kind {
    PositionXyz,
    PositionConstraint,
    PositionList,
    PositionReaction,
    EulerXyz,
    OrientationConstraint,
    LookAtConstraint,
    RotationList,
    RotationReaction,
    ScaleXyz,
    ScaleList,
    ScaleReaction,
};

/// What a bone value is measured against (docs/format.md, Input@reference); otherwise a bone.
constexpr int kParentReference = -2, kWorldReference = -1;

enum class ValueKind { Position, Rotation, Distance };

/// A scalar bone value, as a reaction's Input or an expression's Variable reads it (docs/format.md):
/// a position axis or an Euler angle (radians) local to the reference, or in the world; or the
/// distance to the reference's origin (the world's: the origin).
struct BoneValue {
    int bone = -1;
    ValueKind kind = ValueKind::Position;
    bool worldSpace = false;
    int reference = kParentReference;
    int axis = 0;
    int eulerOrder = 0;  ///< rotations
    bool exposed = false;  ///< written as an Expose TM's value (the same value: only the file differs)
};

/// A float controller's expression, kept as data: the generator writes it as text, the reference
/// computes it directly. a and b are the variables' values, k the constants; sin takes degrees.
enum class Formula {
    Linear,   ///< k0 * a + k2
    Product,  ///< k0 * a * b + k2
    Sine,     ///< k0 * sin(k1 * a) + k2
    Sum,      ///< k0 * a + k1 * b + k2
};

inline int variableCount(Formula f) { return f == Formula::Product || f == Formula::Sum ? 2 : 1; }

inline double formulaValue(Formula f, const std::array<double, 3>& k, double a, double b)
{
    switch (f) {
    case Formula::Linear:
        return k[0] * a + k[2];
    case Formula::Product:
        return k[0] * a * b + k[2];
    case Formula::Sine:
        return k[0] * std::sin(glm::radians(k[1] * a)) + k[2];
    case Formula::Sum:
        return k[0] * a + k[1] * b + k[2];
    }
    return 0.0;
}

/// A reaction on a float master through curves of corner points (x increasing): straight between
/// the points, constant outside them. One curve per output component; an empty one (not written)
/// gives the component's default.
struct Reaction {
    BoneValue master;
    std::vector<std::vector<glm::dvec2>> curves;
};

/// A value of a corner-point curve (docs/controllers.md, Reactions).
inline double curveValue(const std::vector<glm::dvec2>& points, double x, double fallback)
{
    if (points.empty()) {
        return fallback;
    }
    if (x <= points.front().x) {
        return points.front().y;
    }
    for (std::size_t i = 1; i < points.size(); ++i) {
        if (x < points[i].x) {
            const glm::dvec2 a = points[i - 1], b = points[i];
            return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x);
        }
    }
    return points.back().y;
}

enum class FloatKind { Constant, Reaction, Expression, Wire };

/// A float controller in a channel of Position / Euler / Scale XYZ.
struct FloatController {
    FloatKind kind = FloatKind::Constant;
    double value = 0.0;  ///< Constant
    Reaction reaction;   ///< one curve
    Formula formula = Formula::Linear;  ///< Expression and Wire (a Wire's formula has one variable)
    std::array<double, 3> k{};
    std::vector<BoneValue> variables;  ///< a, then b
};

struct Target {
    int bone = -1;
    double weight = 50.0;  ///< as written in the file (relative; negative counts as 0)
};

/// One controller as the file writes it; the fields a kind does not use keep their defaults.
struct Controller {
    Kind kind = Kind::PositionXyz;
    double entryWeight = 100.0;  ///< percent, when this controller is an entry of a list
    dvec3 xyz{0.0};              ///< Position XYZ offset, Euler XYZ angles (radians) or Scale XYZ factors
    std::array<std::optional<FloatController>, 3> channels;  ///< XYZ: a channel's controller replaces xyz's
    Reaction reaction;           ///< Position / Rotation (Euler XYZ, order XYZ) / Scale Reaction: 3 curves
    int eulerOrder = 0;          ///< Max's index: XYZ XZY YZX YXZ ZXY ZYX XYX YZY ZXZ
    std::vector<Target> targets;
    bool keepInitialOffset = false;
    bool localToLocal = false;  ///< Orientation Constraint: Local->Local, else World->World
    int aimAxis = 0;            ///< LookAt: 0 X, 1 Y, 2 Z
    bool aimFlip = false;
    int sourceAxis = 2;
    bool sourceFlip = false;
    int upnode = -1;  ///< LookAt's up node, -1 for the world
    bool upnodeLookAt = false;  ///< LookAt mode (towards the up node), else Axis Alignment
    int upnodeAxis = 2;
    bool average = false;  ///< lists
    std::vector<Controller> entries;
};

struct Bone {
    std::string name;
    int parent = -1;  ///< a bone earlier in Rig::bones
    dvec3 bindTranslation{0.0};
    dquat bindRotation{1.0, 0.0, 0.0, 0.0};
    bool muscle = false;  ///< in the helper layer
    std::optional<Controller> position, rotation, scale;
};

struct IkLimb {
    int root = -1, mid = -1, end = -1, goal = -1;
    int pole = -1;  ///< -1: none
};

struct Rig {
    std::vector<Bone> bones;
    std::vector<IkLimb> limbs;
};

// ------------------------------------------------------------------------------------ math

struct Rigid {
    dvec3 t{0.0};
    dquat r{1.0, 0.0, 0.0, 0.0};
};

inline Rigid compose(const Rigid& parent, const Rigid& local)
{
    return {parent.t + parent.r * local.t, glm::normalize(parent.r * local.r)};
}

inline dvec3 toLocal(const Rigid& frame, const dvec3& world) { return glm::inverse(frame.r) * (world - frame.t); }

inline dvec3 axisVector(int axis)
{
    dvec3 v(0.0);
    v[axis] = 1.0;
    return v;
}

/// Max's MakeClosest(identity) after normalising: the same rotation with w >= 0.
inline dquat canonical(const dquat& q)
{
    const dquat n = glm::normalize(q);
    return n.w < 0.0 ? -n : n;
}

/// Euler XYZ (docs/controllers.md, Euler orders): the first axis of the order turns first, about
/// the parent's axes. The six Tait-Bryan orders take each angle from its axis' track; XYX, YZY and
/// ZXZ take the tracks by position (x first, y second, z third).
inline dquat euler(int order, const dvec3& angles)
{
    static const char* const kOrders[9] = {"XYZ", "XZY", "YZX", "YXZ", "ZXY", "ZYX", "XYX", "YZY", "ZXZ"};
    dquat q(1.0, 0.0, 0.0, 0.0);
    for (int step = 0; step < 3; ++step) {
        const int axis = kOrders[order][step] - 'X';
        const double angle = order < 6 ? angles[axis] : angles[step];
        q = glm::angleAxis(angle, axisVector(axis)) * q;  // later turns on the left (column vectors)
    }
    return q;
}

/// The rotation taking unit vector a onto unit vector b by the shortest arc (a != -b).
inline dquat shortestArc(const dvec3& a, const dvec3& b)
{
    const dvec3 axis = glm::cross(a, b);
    return glm::normalize(dquat(1.0 + glm::dot(a, b), axis.x, axis.y, axis.z));
}

/// The rotation taking the orthonormal pair (x0, y0) onto (x1, y1).
inline dquat frameRotation(const dvec3& x0, const dvec3& y0, const dvec3& x1, const dvec3& y1)
{
    const glm::dmat3 from(x0, y0, glm::cross(x0, y0));
    const glm::dmat3 to(x1, y1, glm::cross(x1, y1));
    return glm::normalize(glm::quat_cast(to * glm::transpose(from)));
}

/// The angle in degrees between two rotations (q and -q are the same rotation).
inline double angleBetweenDegrees(const dquat& a, const dquat& b)
{
    const dquat d = glm::inverse(glm::normalize(a)) * glm::normalize(b);
    return glm::degrees(2.0 * std::atan2(glm::length(dvec3(d.x, d.y, d.z)), std::abs(d.w)));
}

/// One Euler angle of q in the order (channel 0 x, 1 y, 2 z; euler() inverted), as math/euler.h
/// promises it: the middle turn in [-pi/2, pi/2] (Tait-Bryan orders) or [0, pi] (XYX, YZY, ZXZ),
/// the others in [-pi, pi]. steep: whether the angle is too near a jump for float and double to
/// agree: an outer angle within kWrapMargin of +-pi, or near gimbal lock, where it turns as
/// 1 / `unlocked` (at the lock itself the outer turns share one axis: any split gives q back).
inline double eulerAngle(const dquat& q, int order, int channel, bool& steep)
{
    static const char* const kOrders[9] = {"XYZ", "XZY", "YZX", "YXZ", "ZXY", "ZYX", "XYX", "YZY", "ZXZ"};
    constexpr double kWrapMargin = 1e-3, kMinCos = 0.1;
    const glm::dmat3 m = glm::mat3_cast(q);
    const auto M = [&](int row, int column) { return m[column][row]; };
    const int i = kOrders[order][0] - 'X', j = kOrders[order][1] - 'X';
    const int k = 3 - i - j;  // the Tait-Bryan orders' third axis; the repeating orders' unused one
    dvec3 a;                  // first, middle and last turn: q = R_last * R_middle * R_first
    double unlocked = 0.0;    // the middle turn's cos (Tait-Bryan) or sin (repeating): 0 at gimbal lock
    if (order < 6) {
        const double s = (j - i + 3) % 3 == 1 ? 1.0 : -1.0;  // XYZ, YZX, ZXY: an even permutation
        unlocked = std::sqrt(M(k, j) * M(k, j) + M(k, k) * M(k, k));
        a = {std::atan2(s * M(k, j), M(k, k)), std::atan2(-s * M(k, i), unlocked), std::atan2(s * M(j, i), M(i, i))};
    } else {  // XYX, YZY, ZXZ are even permutations (i, j, k)
        unlocked = std::sqrt(M(i, j) * M(i, j) + M(i, k) * M(i, k));
        a = {std::atan2(M(i, j), M(i, k)), std::atan2(unlocked, M(i, i)), std::atan2(M(j, i), -M(k, i))};
    }
    dvec3 channels;  // Tait-Bryan orders: each turn on its axis' channel; repeating: by position
    const int turnChannel[3] = {order < 6 ? i : 0, order < 6 ? j : 1, order < 6 ? k : 2};
    for (int t = 0; t < 3; ++t) {
        channels[turnChannel[t]] = a[t];
    }
    if (unlocked > 1e-6 && angleBetweenDegrees(euler(order, channels), q) > 1e-6) {
        throw std::logic_error(std::string("Euler angles of order ") + kOrders[order] + " do not give the rotation back");
    }
    const bool outer = channel != turnChannel[1];
    steep = outer && (unlocked < kMinCos || std::abs(channels[channel]) > glm::pi<double>() - kWrapMargin);
    return channels[channel];
}

// ------------------------------------------------------------------------------------ evaluator

/// Evaluates a Rig frame by frame. The locals persist between frames, as in a Pose: a helper
/// channel without a controller keeps its bind value, and an IK Limb without a pole turns its
/// root from where the last frame left it.
class Evaluator {
public:
    explicit Evaluator(const Rig& rig)
        : rig_(&rig), locals_(rig.bones.size()), scales_(rig.bones.size(), dvec3(1.0)), state_(rig.bones.size(), State::Done)
    {
        for (std::size_t b = 0; b < rig.bones.size(); ++b) {
            locals_[b] = {rig.bones[b].bindTranslation, rig.bones[b].bindRotation};
        }
    }

    /// Sets a base bone's local transform for the next evaluate().
    void setLocal(int bone, const dvec3& t, const dquat& r) { locals_[std::size_t(bone)] = {t, glm::normalize(r)}; }

    /// Evaluates every helper. Returns false when some controller met a configuration too close to
    /// a singularity for float and double to agree (see the conditioning limits below): the caller
    /// then draws another pose.
    bool evaluate()
    {
        wellConditioned_ = true;
        std::fill(state_.begin(), state_.end(), State::Pending);
        for (std::size_t b = 0; b < locals_.size(); ++b) {
            ensure(int(b));
        }
        return wellConditioned_;
    }

    Rigid world(int bone) { return world(View::Live, bone); }
    const Rigid& local(int bone) const { return locals_[std::size_t(bone)]; }
    const dvec3& scale(int bone) const { return scales_[std::size_t(bone)]; }

    // Conditioning limits. Rigstage rounds in float: its positions carry errors up to a few 1e-4
    // units on bones 100 from the origin. Near a singularity such an error turns a result by more
    // than the comparison's tolerance (a short aim, up or pole vector, an up reference almost along
    // the aim, a hemisphere chosen by a dot product of almost 0, an elbow angle where acos is steep,
    // a shortest arc of almost a half turn), so evaluate() reports those configurations instead.
    static constexpr double kMinLength = 3.0;     ///< aim, up, goal and pole-side vectors (units)
    static constexpr double kMinSine = 0.1;       ///< aim against the up reference
    static constexpr double kMinDot = 1e-3;       ///< |dot| of quaternions whose hemisphere is chosen
    static constexpr double kReachMargin = 1e-2;  ///< |cos| of the elbow within this of 1, unclamped
    static constexpr double kArcMargin = 0.2;     ///< 1 + cos of a shortest arc (errors grow as 1 / it)

private:
    enum class View { Bind, Live };  ///< the plain bind pose (no helper evaluated), or this frame
    enum class State { Pending, Running, Done };

    /// Where a controller runs: its bone, the pose it reads and the bone's translation so far.
    struct Slot {
        int bone;
        View view;
        dvec3 translation;
    };

    /// A constraint's base: the value of the controller it was assigned over, under the matrix of
    /// its first evaluation (the bind pose). At the top of a bone, and as a list's first entry (a
    /// Max list keeps the controller it replaced as its first entry), the bind local value; as a
    /// later entry of a list the "Available" slot's zero / identity on the list's running value.
    struct Base {
        dvec3 point;   ///< Position Constraint: the base point under the parent
        dquat local;   ///< Orientation Constraint: the base rotation (baseRotQuatLocal)
        dquat running; ///< the rotation under the parent the world base is made of
    };

    const Bone& bone(int b) const { return rig_->bones[std::size_t(b)]; }
    Slot atBind(const Slot& s) const { return {s.bone, View::Bind, bone(s.bone).bindTranslation}; }
    void require(bool wellConditioned) { wellConditioned_ = wellConditioned_ && wellConditioned; }

    const IkLimb* limbDriving(int b) const
    {
        for (const IkLimb& limb : rig_->limbs) {
            if (limb.root == b || limb.mid == b) {
                return &limb;
            }
        }
        return nullptr;
    }

    /// Evaluates bone b's helper (or its IK Limb) once this frame, the first time it is read.
    void ensure(int b)
    {
        State& state = state_[std::size_t(b)];
        if (state == State::Done) {
            return;
        }
        if (state == State::Running) {
            throw std::logic_error("cycle through " + bone(b).name);
        }
        if (const IkLimb* limb = limbDriving(b)) {
            state_[std::size_t(limb->root)] = state_[std::size_t(limb->mid)] = State::Running;
            solve(*limb);
            state_[std::size_t(limb->root)] = state_[std::size_t(limb->mid)] = State::Done;
            return;
        }
        state = State::Running;
        evaluateHelper(b);
        state = State::Done;
    }

    Rigid world(View view, int b)
    {
        if (b < 0) {
            return {};
        }
        const Rigid parent = world(view, bone(b).parent);
        if (view == View::Bind) {
            return compose(parent, {bone(b).bindTranslation, bone(b).bindRotation});
        }
        ensure(b);
        return compose(parent, locals_[std::size_t(b)]);
    }

    dquat localRotation(View view, int b)
    {
        if (view == View::Bind) {
            return bone(b).bindRotation;
        }
        ensure(b);
        return locals_[std::size_t(b)].r;
    }

    Rigid parentWorld(const Slot& s) { return world(s.view, bone(s.bone).parent); }

    /// Position, then rotation, then scale, each starting from zero / identity / one at the top of the bone.
    void evaluateHelper(int b)
    {
        const Bone& h = bone(b);
        Rigid& local = locals_[std::size_t(b)];
        Slot slot{b, View::Live, local.t};
        const Base top{h.bindTranslation, h.bindRotation, h.bindRotation};
        if (h.position) {
            local.t = position(*h.position, dvec3(0.0), slot, top);
            slot.translation = local.t;
        }
        if (h.rotation) {
            local.r = canonical(rotation(*h.rotation, dquat(1.0, 0.0, 0.0, 0.0), slot, top));
        }
        if (h.scale) {
            scales_[std::size_t(b)] = scale(*h.scale, dvec3(1.0), View::Live);
        }
    }

    // ---------------------------------------------------------------------------- float values

    /// A bone value (docs/format.md, Input): what it reads, in the pose the controller reads.
    double boneValue(const BoneValue& v, View view)
    {
        const Rigid w = world(view, v.bone);
        const int reference = v.reference == kParentReference ? bone(v.bone).parent : v.reference;
        const Rigid frame = v.worldSpace || reference < 0 ? Rigid{} : world(view, reference);
        switch (v.kind) {
        case ValueKind::Position:
            return toLocal(frame, w.t)[v.axis];
        case ValueKind::Rotation: {
            bool steep = false;
            const double angle = eulerAngle(glm::inverse(frame.r) * w.r, v.eulerOrder, v.axis, steep);
            require(!steep);
            return angle;
        }
        case ValueKind::Distance:  // the space does not matter
            return glm::length(w.t - (reference < 0 ? dvec3(0.0) : world(view, reference).t));
        }
        return 0.0;
    }

    /// Each component's curve at the master's value; `fallback` for a component without one.
    dvec3 reactionValue(const Reaction& r, View view, double fallback)
    {
        const double master = boneValue(r.master, view);
        dvec3 out(fallback);
        for (std::size_t c = 0; c < r.curves.size(); ++c) {
            out[int(c)] = curveValue(r.curves[c], master, fallback);
        }
        return out;
    }

    double floatValue(const FloatController& f, View view)
    {
        switch (f.kind) {
        case FloatKind::Constant:
            return f.value;
        case FloatKind::Reaction:
            return reactionValue(f.reaction, view, 0.0).x;
        case FloatKind::Expression:
        case FloatKind::Wire: {
            const double a = boneValue(f.variables[0], view);
            const double b = f.variables.size() > 1 ? boneValue(f.variables[1], view) : 0.0;
            return formulaValue(f.formula, f.k, a, b);
        }
        }
        return 0.0;
    }

    /// An XYZ controller's three values: its constants, or its channels' controllers.
    dvec3 channelValues(const Controller& c, View view)
    {
        dvec3 v = c.xyz;
        for (int i = 0; i < 3; ++i) {
            if (c.channels[std::size_t(i)]) {
                v[i] = floatValue(*c.channels[std::size_t(i)], view);
            }
        }
        return v;
    }

    // ---------------------------------------------------------------------------- position

    dvec3 position(const Controller& c, const dvec3& running, const Slot& s, const Base& base)
    {
        switch (c.kind) {
        case Kind::PositionXyz:
            return running + channelValues(c, s.view);
        case Kind::PositionReaction:
            return running + reactionValue(c.reaction, s.view, 0.0);
        case Kind::PositionConstraint:
            return positionConstraint(c, s, base.point);
        case Kind::PositionList:
            return positionList(c, s, c.entries.size(), base);
        default:
            throw std::logic_error("not a position controller");
        }
    }

    /// The weighted sum of the targets' world positions and the sum of the weights (negative = 0).
    std::pair<dvec3, double> weightedPositions(const std::vector<Target>& targets, View view)
    {
        dvec3 sum(0.0);
        double total = 0.0;
        for (const Target& t : targets) {
            const double w = std::max(0.0, t.weight);
            sum += w * world(view, t.bone).t;
            total += w;
        }
        return {sum, total};
    }

    dvec3 positionConstraint(const Controller& c, const Slot& s, const dvec3& basePoint)
    {
        const dvec3 basePointWorld = compose(parentWorld(atBind(s)), {basePoint, {}}).t;
        const auto [sum, total] = weightedPositions(c.targets, s.view);
        dvec3 point = basePointWorld;  // no weight: the original position, fixed in the world
        if (total > 1e-7) {
            point = sum / total;
            if (c.keepInitialOffset) {
                const auto [bindSum, bindTotal] = weightedPositions(c.targets, View::Bind);
                point += basePointWorld - bindSum / bindTotal;  // a world vector
            }
        }
        return toLocal(parentWorld(s), point);
    }

    /// The list's value after its first `count` entries; top: the base of the list's own slot.
    dvec3 positionList(const Controller& list, const Slot& s, std::size_t count, const Base& top)
    {
        double sum = 0.0;
        for (const Controller& e : list.entries) {
            sum += e.entryWeight / 100.0;
        }
        const dquat identity(1.0, 0.0, 0.0, 0.0);
        dvec3 v(0.0);
        for (std::size_t k = 0; k < count; ++k) {
            const Controller& e = list.entries[k];
            double w = e.entryWeight / 100.0;
            if (std::abs(w) < FLT_EPSILON) {
                continue;
            }
            if (list.average) {
                w /= sum;
            }
            const Base base = k == 0 ? top : Base{positionList(list, atBind(s), k, top), identity, identity};
            v += (position(e, v, s, base) - v) * w;
        }
        return v;
    }

    // ---------------------------------------------------------------------------- rotation

    dquat rotation(const Controller& c, const dquat& running, const Slot& s, const Base& base)
    {
        switch (c.kind) {
        case Kind::EulerXyz:
            return running * euler(c.eulerOrder, channelValues(c, s.view));
        case Kind::RotationReaction:
            return running * euler(0, reactionValue(c.reaction, s.view, 0.0));  // Euler XYZ
        case Kind::OrientationConstraint:
            return orientationConstraint(c, running, s, base);
        case Kind::LookAtConstraint:
            return lookAtConstraint(c, s, base);
        case Kind::RotationList:
            return rotationList(c, s, c.entries.size(), base);
        default:
            throw std::logic_error("not a rotation controller");
        }
    }

    /// Max's sequential slerp with running weights; W is the sum of the weights blended.
    dquat blend(const Controller& c, View view, double& W)
    {
        const auto rotationOf = [&](const Target& t) {
            return c.localToLocal ? localRotation(view, t.bone) : world(view, t.bone).r;
        };
        dquat q = rotationOf(c.targets[0]);
        W = std::max(0.0, c.targets[0].weight);
        for (std::size_t i = 1; i < c.targets.size(); ++i) {
            const double w = c.targets[i].weight;
            if (w <= 0.0) {
                continue;
            }
            dquat qi = rotationOf(c.targets[i]);
            const double t = w / (W + w);
            require(t >= 1.0 || std::abs(glm::dot(q, qi)) > kMinDot);
            if (glm::dot(q, qi) < 0.0) {
                qi = -qi;
            }
            q = glm::normalize(glm::slerp(q, qi, t));
            W += w;
        }
        return q;
    }

    dquat orientationConstraint(const Controller& c, const dquat& running, const Slot& s, const Base& base)
    {
        double W = 0.0;
        dquat result = blend(c, s.view, W);
        if (W <= 0.0) {
            result = base.local;
        } else if (c.keepInitialOffset) {
            double bindW = 0.0;
            const dquat bindBlend = blend(c, View::Bind, bindW);
            const dquat baseRotation = c.localToLocal ? base.local : parentWorld(atBind(s)).r * base.running;
            result = result * glm::inverse(bindBlend) * baseRotation;
        }
        const dquat local = c.localToLocal ? running * result : glm::inverse(parentWorld(s).r) * result;
        return canonical(local);
    }

    dquat lookAtConstraint(const Controller& c, const Slot& s, const Base& base)
    {
        dquat look = lookAtWorld(c, s);
        if (c.keepInitialOffset) {
            const dquat baseWorld = parentWorld(atBind(s)).r * base.running;
            look = look * glm::inverse(lookAtWorld(c, atBind(s))) * baseWorld;
        }
        return canonical(glm::inverse(parentWorld(s).r) * look);
    }

    /// The world rotation a LookAt gives (docs/controllers.md, MAX-SEMANTICS 1.1 / 1.11).
    dquat lookAtWorld(const Controller& c, const Slot& s)
    {
        const dvec3 source = compose(parentWorld(s), {s.translation, {}}).t;
        auto [point, total] = weightedPositions(c.targets, s.view);
        if (total > 1e-7) {
            point /= total;  // undivided below: all-zero weights aim at the world origin
        }
        const dvec3 toTarget = point - source;
        require(glm::length(toTarget) > kMinLength);
        const dvec3 aim = glm::normalize(toTarget);

        const bool upWorld = c.upnode < 0 || (c.upnodeLookAt && c.targets.size() == 1 && c.targets[0].bone == c.upnode);
        dvec3 up;
        if (c.upnodeLookAt) {
            up = (upWorld ? dvec3(0.0) : world(s.view, c.upnode).t) - source;
            require(glm::length(up) > kMinLength);
        } else {
            up = upWorld ? axisVector(c.upnodeAxis) : world(s.view, c.upnode).r * axisVector(c.upnodeAxis);
        }
        up = glm::normalize(up);
        require(glm::length(glm::cross(aim, up)) > kMinSine);
        const dvec3 side = glm::normalize(up - aim * glm::dot(up, aim));  // up projected across the aim

        dvec3 axes[3];
        axes[c.aimAxis] = c.aimFlip ? -aim : aim;
        axes[c.sourceAxis] = c.sourceFlip ? -side : side;
        const int third = 3 - c.aimAxis - c.sourceAxis;
        axes[third] = glm::cross(axes[(third + 1) % 3], axes[(third + 2) % 3]);  // right-handed
        return canonical(glm::quat_cast(glm::dmat3(axes[0], axes[1], axes[2])));
    }

    /// The list's running rotation after its first `count` entries; top: the base of its own slot.
    dquat rotationList(const Controller& list, const Slot& s, std::size_t count, const Base& top)
    {
        const dquat identity(1.0, 0.0, 0.0, 0.0);
        dquat q = identity;     // the running value
        dquat last = identity;  // Average ("pose to pose"): the chained result
        for (std::size_t k = 0; k < count; ++k) {
            const Controller& e = list.entries[k];
            const double w = e.entryWeight / 100.0;
            if (std::abs(w) < FLT_EPSILON) {
                continue;
            }
            const Base base = k == 0 ? top : Base{dvec3(0.0), identity, rotationList(list, atBind(s), k, top)};
            dquat delta = glm::normalize(glm::inverse(q) * rotation(e, q, s, base));
            const double t = std::clamp(w, 0.0, 1.0);
            const dquat& from = list.average ? last : identity;
            require(t <= 0.0 || t >= 1.0 || std::abs(glm::dot(from, delta)) > kMinDot);
            if (glm::dot(from, delta) < 0.0) {
                delta = -delta;
            }
            if (list.average) {
                last = glm::normalize(glm::slerp(last, delta, t));
                q = last;  // incoming (identity at the top of the bone) * last
            } else {
                q = glm::normalize(q * glm::slerp(identity, delta, t));
            }
        }
        return q;
    }

    // ---------------------------------------------------------------------------- scale

    /// Scale controllers multiply the running value; the list lerps like the position list.
    dvec3 scale(const Controller& c, const dvec3& running, View view)
    {
        switch (c.kind) {
        case Kind::ScaleXyz:
            return running * channelValues(c, view);
        case Kind::ScaleReaction:
            return running * reactionValue(c.reaction, view, 1.0);
        case Kind::ScaleList:
            return scaleList(c, running, view);
        default:
            throw std::logic_error("not a scale controller");
        }
    }

    dvec3 scaleList(const Controller& list, const dvec3& running, View view)
    {
        double sum = 0.0;
        for (const Controller& e : list.entries) {
            sum += e.entryWeight / 100.0;
        }
        dvec3 v = running;
        for (const Controller& e : list.entries) {
            double w = e.entryWeight / 100.0;
            if (std::abs(w) < FLT_EPSILON) {
                continue;
            }
            if (list.average) {
                w /= sum;
            }
            v += (scale(e, v, view) - v) * w;
        }
        return v;
    }

    // ---------------------------------------------------------------------------- IK Limb

    /// The hinge-preserving two-bone solve: the elbow turns about the bind bend plane's normal
    /// (fixed in the root's frame) to the angle the law of cosines gives for the clamped reach,
    /// then the root turns the reach vector onto the goal line: facing the pole (the hinge becomes
    /// poleSide x dir) or, without one, by the shortest arc from where it is.
    void solve(const IkLimb& limb)
    {
        const Bone& mid = bone(limb.mid);
        const Rigid parent = world(View::Live, bone(limb.root).parent);
        Rigid& rootLocal = locals_[std::size_t(limb.root)];
        const dvec3 rootPos = compose(parent, {rootLocal.t, {}}).t;

        const dvec3 upper = mid.bindTranslation;                                // in the root's frame
        const dvec3 lower = mid.bindRotation * bone(limb.end).bindTranslation;  // likewise, at the bind
        const double l1 = glm::length(upper), l2 = glm::length(lower);
        const dvec3 hinge = glm::normalize(glm::cross(upper, lower));

        const dvec3 toGoal = world(View::Live, limb.goal).t - rootPos;
        const double distance = glm::length(toGoal);
        require(distance > kMinLength);
        const dvec3 dir = toGoal / distance;
        const double rawCos = (distance * distance - l1 * l1 - l2 * l2) / (2.0 * l1 * l2);
        require(std::abs(std::abs(rawCos) - 1.0) > kReachMargin);
        const double reach = std::clamp(distance, std::abs(l1 - l2), l1 + l2);
        const double bend = std::acos(std::clamp((reach * reach - l1 * l1 - l2 * l2) / (2.0 * l1 * l2), -1.0, 1.0));
        const double bindBend = std::atan2(glm::dot(glm::cross(upper, lower), hinge), glm::dot(upper, lower));
        const dquat elbow = glm::angleAxis(bend - bindBend, hinge);
        const dvec3 reachDir = glm::normalize(upper + elbow * lower);

        bool facesPole = false;
        dvec3 poleSide(0.0);
        if (limb.pole >= 0) {
            const dvec3 toPole = world(View::Live, limb.pole).t - rootPos;
            poleSide = toPole - dir * glm::dot(toPole, dir);
            require(glm::length(poleSide) > kMinLength);
            facesPole = glm::length(poleSide) > 1e-6 * glm::length(toPole);  // else on the goal line: no plane
        }
        dquat rootWorld;
        if (facesPole) {
            rootWorld = frameRotation(reachDir, hinge, dir, glm::normalize(glm::cross(poleSide, dir)));
        } else {
            const dquat current = parent.r * rootLocal.r;
            const dvec3 from = current * reachDir;
            require(1.0 + glm::dot(from, dir) > kArcMargin);
            rootWorld = shortestArc(from, dir) * current;
        }
        rootLocal.r = canonical(glm::inverse(parent.r) * rootWorld);
        locals_[std::size_t(limb.mid)].r = canonical(elbow * mid.bindRotation);
    }

    const Rig* rig_;
    std::vector<Rigid> locals_;
    std::vector<dvec3> scales_;
    std::vector<State> state_;
    bool wellConditioned_ = true;
};

}  // namespace rigstage::test::reference
