#!/usr/bin/env python3
"""Generates the sample walker's skinned body (resources/samples/walker/Walker.Body.gltf + .bin)
and the costume templates' cloth meshes (resources/templates/*/<Layer>.Mesh.gltf + .bin).

About 20k vertices made of smooth tubes along the deform bones (torso and head, arms with mitten
hands, legs, feet), skinned with blended weights across each joint and Gaussian weights on the
Muscle layer's helper joints (deltoid, elbow, knee, biceps, twist, pelvis and neck helpers), so
the helpers visibly hold volume when the limbs bend.

The bind pose is read from the committed Framework files, so run this after
make_sample_walker.py. glTF is metres: positions are written in metres in the walker's own
Z-up frame (Rigstage scales glTF lengths to centimetres and does not rotate them).
Outputs are committed so the build does not need Python.
"""
import argparse
import json
import math
import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(__file__)
WALKER = os.path.join(HERE, "..", "resources", "samples", "walker")
MAX_INFLUENCES = 4
CORRECTIONS = "Walker.Body.Corrections.xml"

# ---------------------------------------------------------------- small vector / quaternion helpers

sys.path.insert(0, HERE)
from make_sample_walker import add, sub, scale, dot, cross, norm, qmul, qconj, qrot  # noqa: E402  (one set of helpers)


def length(a): return math.sqrt(dot(a, a))
def lerp(a, b, t): return add(a, scale(sub(b, a), t))

def smoothstep(t):
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)

# ---------------------------------------------------------------- the bind pose from the Framework files

def load_bind(framework_files):
    """Full bone name -> (world position cm, world rotation quaternion xyzw)."""
    local = {}
    order = []
    for path in framework_files:
        for el in ET.parse(path).getroot().iter("Bone"):
            t = tuple(float(x) for x in el.get("t", "0 0 0").split())
            r = tuple(float(x) for x in el.get("r", "0 0 0 1").split())
            local[el.get("name")] = (el.get("parent"), t, r)
            order.append(el.get("name"))
    world = {}

    def resolve(name):
        if name in world:
            return world[name]
        parent, t, r = local[name]
        if parent is None:
            world[name] = (t, r)
        else:
            pp, pr = resolve(parent)
            world[name] = (add(pp, qrot(pr, t)), qmul(pr, r))
        return world[name]

    for name in order:
        resolve(name)
    return world


def short(full):
    return full.split("#", 1)[1]

# ---------------------------------------------------------------- tubes along bone chains

class Body:
    def __init__(self, bind):
        self.bind = bind
        self.positions = []
        self.normals = []
        self.weights = []  # per vertex: {bone full name: weight}
        self.indices = []
        self.helpers = []  # (full name, sigma cm, max weight, limited to these bones' vertices)
        self.parts = {}  # part name -> range of its vertices (the sculpt corrections pick from them)

    def pos(self, name):
        return self.bind[name][0]

    def tube(self, path, bones, radius, rings, sides, side_hint, cap_start=True, cap_end=True):
        """A tube through the points of path (cm). Segment i is skinned to bones[i]; weights
        blend over blend cm around each inner point. radius(t) -> (rx, ry) for t in [0, 1] of the
        arc length, rx along side_hint, ry across it."""
        seg_len = [length(sub(path[i + 1], path[i])) for i in range(len(path) - 1)]
        total = sum(seg_len)
        joints_s = [0.0]
        for l in seg_len:
            joints_s.append(joints_s[-1] + l)
        first = len(self.positions)
        prev_side = None
        for k in range(rings):
            s = total * k / (rings - 1)
            i = 0
            while i < len(seg_len) - 1 and s > joints_s[i + 1]:
                i += 1
            a, b = path[i], path[i + 1]
            centre = lerp(a, b, (s - joints_s[i]) / seg_len[i])
            # Tangent smoothed across joints so rings do not fold at a bend.
            tangent = norm(sub(b, a))
            for j in (i, i + 1):
                if 0 < j < len(path) - 1:
                    d = s - joints_s[j]
                    w = 4.0
                    if abs(d) < w:
                        t_in = norm(sub(path[j], path[j - 1]))
                        t_out = norm(sub(path[j + 1], path[j]))
                        tangent = norm(lerp(t_in, t_out, smoothstep((d + w) / (2 * w))))
            side = side_hint if prev_side is None else prev_side
            side = norm(sub(side, scale(tangent, dot(side, tangent))))
            prev_side = side
            up = cross(tangent, side)
            rx, ry = radius(k / (rings - 1))
            # Bone weights: blend across the joints within 30 % of the shorter segment.
            ring_weights = {bones[i]: 1.0}
            for j in range(1, len(path) - 1):
                blend = 0.3 * min(seg_len[j - 1], seg_len[j])
                d = s - joints_s[j]
                if abs(d) < blend:
                    t = smoothstep((d + blend) / (2 * blend))
                    ring_weights = {bones[j - 1]: 1 - t, bones[j]: t}
            for n in range(sides):
                angle = 2 * math.pi * n / sides
                c, sn = math.cos(angle), math.sin(angle)
                offset = add(scale(side, rx * c), scale(up, ry * sn))
                normal = norm(add(scale(side, ry * c), scale(up, rx * sn)))
                self.add_vertex(add(centre, offset), normal, dict(ring_weights))
        for k in range(rings - 1):
            for n in range(sides):
                a = first + k * sides + n
                b = first + k * sides + (n + 1) % sides
                c = a + sides
                d = b + sides
                self.indices += [a, b, d, a, d, c]
        if cap_start:
            self.cap(first, sides, path[0], scale(norm(sub(path[1], path[0])), -1), bones[0], flip=True)
        if cap_end:
            self.cap(first + (rings - 1) * sides, sides, path[-1], norm(sub(path[-1], path[-2])), bones[-1], flip=False)
        return range(first, len(self.positions))

    def cap(self, ring_first, sides, centre, normal, bone, flip):
        pole = len(self.positions)
        self.add_vertex(centre, normal, {bone: 1.0})
        for n in range(sides):
            a = ring_first + n
            b = ring_first + (n + 1) % sides
            self.indices += [pole, b, a] if flip else [pole, a, b]

    def add_vertex(self, p, n, w):
        self.positions.append(p)
        self.normals.append(n)
        self.weights.append(w)

    def helper(self, name, sigma, max_weight, region_bones):
        self.helpers.append((name, sigma, max_weight, set(region_bones)))

    def finish_weights(self):
        """Adds the helper joints' Gaussian weights and keeps the 4 heaviest influences."""
        for v, p in enumerate(self.positions):
            w = self.weights[v]
            extra = {}
            for name, sigma, max_weight, region in self.helpers:
                if not region.intersection(w):
                    continue
                d = length(sub(p, self.pos(name)))
                h = max_weight * math.exp(-d * d / (2 * sigma * sigma))
                if h > 0.01:
                    extra[name] = h
            total_extra = sum(extra.values())
            if total_extra > 0.8:
                extra = {k: x * 0.8 / total_extra for k, x in extra.items()}
                total_extra = 0.8
            w = {k: x * (1 - total_extra) for k, x in w.items()}
            w.update(extra)
            best = sorted(w.items(), key=lambda kv: -kv[1])[:MAX_INFLUENCES]
            s = sum(x for _, x in best)
            self.weights[v] = [(k, x / s) for k, x in best]

# ---------------------------------------------------------------- the walker's body

def B(n): return f"_0Base{{BD}}#{n}"
def Bb(n): return f"_0Base{{B}}#{n}"
def M(n): return f"_1Muscle{{D}}#{n}"


def build(bind):
    body = Body(bind)
    p = body.pos

    # Torso from below the pelvis to the top of the head: elliptical rings, wider across (X).
    torso_z = [(80, 9, 7), (90, 15, 10.5), (98, 16, 11), (108, 14, 10), (120, 14.5, 10), (132, 17, 11), (142, 16, 10),
               (148, 7, 7), (152, 5.5, 5.5), (158, 6, 6.5), (163, 9, 10), (172, 9.5, 10.5), (179, 7, 8), (181, 2, 2)]

    def torso_radius(t):
        z = 80 + t * (181 - 80)
        for (z0, rx0, ry0), (z1, rx1, ry1) in zip(torso_z, torso_z[1:]):
            if z <= z1:
                u = smoothstep((z - z0) / (z1 - z0))
                return (rx0 + (rx1 - rx0) * u, ry0 + (ry1 - ry0) * u)
        return torso_z[-1][1:]

    torso_bones = ["Pelvis", "Spine", "Spine1", "Spine2", "Spine3", "Neck", "Head"]
    path = [(0, 0, 80)] + [p(B(n)) for n in torso_bones[1:]] + [p(Bb("HeadNub"))]
    path[-1] = (path[-1][0], path[-1][1], 181)
    body.tube(path, [B(n) for n in torso_bones], torso_radius, rings=140, sides=48, side_hint=(1, 0, 0))

    for side in ("L", "R"):
        s = 1 if side == "L" else -1
        # Arm: from inside the shoulder through the elbow and wrist to the end of a mitten hand.
        shoulder = p(B(f"{side}_UpperArm"))
        elbow = p(B(f"{side}_Forearm"))
        wrist = p(B(f"{side}_Hand"))
        tip = add(wrist, scale(norm(sub(wrist, elbow)), 17))
        inner = add(shoulder, (-s * 6, 0, 0))
        arm_profile = [(0.0, 6.5, 6.5), (0.08, 6.2, 6.0), (0.25, 5.0, 4.8), (0.37, 4.2, 4.0), (0.5, 4.6, 4.2),
                       (0.68, 3.2, 2.8), (0.8, 4.2, 2.0), (0.95, 3.2, 1.5), (1.0, 1.5, 0.8)]

        def arm_radius(t, profile=arm_profile):
            for (t0, a0, b0), (t1, a1, b1) in zip(profile, profile[1:]):
                if t <= t1:
                    u = smoothstep((t - t0) / (t1 - t0))
                    return (a0 + (a1 - a0) * u, b0 + (b1 - b0) * u)
            return profile[-1][1:]

        body.parts[f"{side}_Arm"] = body.tube([inner, shoulder, elbow, wrist, tip],
                  [B(f"{side}_Clavicle"), B(f"{side}_UpperArm"), B(f"{side}_Forearm"), B(f"{side}_Hand")],
                  arm_radius, rings=110, sides=32, side_hint=(0, 0, 1))

        # Leg: hip to ankle, then the foot from the ankle to the toes.
        hip = p(B(f"{side}_Thigh"))
        knee = p(B(f"{side}_Calf"))
        ankle = p(B(f"{side}_Foot"))
        leg_profile = [(0.0, 8.0, 8.0), (0.15, 8.2, 8.2), (0.42, 5.6, 5.6), (0.5, 5.4, 5.4), (0.62, 6.0, 6.2),
                       (0.95, 3.8, 3.8), (1.0, 3.6, 3.6)]
        body.parts[f"{side}_Leg"] = body.tube([add(hip, (-s * 2, 0, 5)), knee, ankle], [B(f"{side}_Thigh"), B(f"{side}_Calf")],
                  lambda t, profile=leg_profile: arm_radius(t, profile), rings=120, sides=32, side_hint=(1, 0, 0))
        toe = p(B(f"{side}_Toe0"))
        nub = p(Bb(f"{side}_Toe0Nub"))
        foot_profile = [(0.0, 4.0, 4.0), (0.5, 4.4, 3.2), (0.8, 4.2, 2.4), (1.0, 2.0, 1.2)]
        body.tube([ankle, toe, nub], [B(f"{side}_Foot"), B(f"{side}_Toe0")],
                  lambda t, profile=foot_profile: arm_radius(t, profile), rings=28, sides=24, side_hint=(1, 0, 0))

        arm = {B(f"{side}_Clavicle"), B(f"{side}_UpperArm"), B(f"{side}_Forearm"), B(f"{side}_Hand")}
        leg = {B(f"{side}_Thigh"), B(f"{side}_Calf")}
        body.helper(M(f"{side}_Deltoid"), 6.0, 0.6, arm)
        body.helper(M(f"{side}_BicepsBulge"), 5.0, 0.35, arm)
        body.helper(M(f"{side}_ElbowVolume"), 3.5, 0.6, arm)
        body.helper(M(f"{side}_UpperArmTwist"), 6.0, 0.35, arm)
        body.helper(M(f"{side}_ForeTwist"), 7.0, 0.5, arm)
        body.helper(M(f"{side}_KneeVolume"), 5.0, 0.6, leg)
        body.helper(M(f"{side}_ThighTwist"), 9.0, 0.4, leg)
    body.helper(M("Pelvis_Helper"), 8.0, 0.4, {B("Pelvis"), B("L_Thigh"), B("R_Thigh")})
    body.helper(M("Neck_Helper"), 4.0, 0.4, {B("Neck"), B("Spine3")})
    body.finish_weights()
    return body

# ---------------------------------------------------------------- glTF writer

def mat4_inverse_rigid(position, rotation):
    """Column-major inverse of the rigid bind transform (metres)."""
    x = qrot(rotation, (1, 0, 0))
    y = qrot(rotation, (0, 1, 0))
    z = qrot(rotation, (0, 0, 1))
    p = scale(position, 0.01)
    # Inverse rotation = transpose: rows x, y, z; translation -R^T p.
    cols = [(x[0], y[0], z[0], 0.0), (x[1], y[1], z[1], 0.0), (x[2], y[2], z[2], 0.0),
            (-dot(x, p), -dot(y, p), -dot(z, p), 1.0)]
    return [v for c in cols for v in c]


def write_gltf(body, bind, stem, generator_note):
    joints = sorted({k for w in body.weights for k, _ in w})
    joint_index = {name: i for i, name in enumerate(joints)}
    blob = bytearray()
    views = []
    accessors = []

    def add_view(data, target=None):
        while len(blob) % 4:
            blob.append(0)
        view = {"buffer": 0, "byteOffset": len(blob), "byteLength": len(data)}
        if target:
            view["target"] = target
        blob.extend(data)
        views.append(view)
        return len(views) - 1

    def add_accessor(data, component, count, kind, target=None, bounds=None):
        acc = {"bufferView": add_view(data, target), "componentType": component, "count": count, "type": kind}
        if bounds:
            acc["min"], acc["max"] = bounds
        accessors.append(acc)
        return len(accessors) - 1

    positions = [scale(p, 0.01) for p in body.positions]
    lo = [min(p[i] for p in positions) for i in range(3)]
    hi = [max(p[i] for p in positions) for i in range(3)]
    pos_acc = add_accessor(b"".join(struct.pack("<3f", *p) for p in positions), 5126, len(positions), "VEC3",
                           34962, (lo, hi))
    nrm_acc = add_accessor(b"".join(struct.pack("<3f", *n) for n in body.normals), 5126, len(positions), "VEC3", 34962)
    jnt = bytearray()
    wgt = bytearray()
    for w in body.weights:
        slots = w + [(None, 0.0)] * (MAX_INFLUENCES - len(w))
        jnt += struct.pack("<4H", *[joint_index[k] if k else 0 for k, _ in slots])
        wgt += struct.pack("<4f", *[x for _, x in slots])
    jnt_acc = add_accessor(bytes(jnt), 5123, len(positions), "VEC4", 34962)
    wgt_acc = add_accessor(bytes(wgt), 5126, len(positions), "VEC4", 34962)
    idx_acc = add_accessor(struct.pack(f"<{len(body.indices)}I", *body.indices), 5125, len(body.indices), "SCALAR", 34963)
    ibm = b"".join(struct.pack("<16f", *mat4_inverse_rigid(*bind[name])) for name in joints)
    ibm_acc = add_accessor(ibm, 5126, len(joints), "MAT4")

    # Joint nodes sit flat under an armature node at their world bind transforms; Rigstage binds
    # the skin to its own rig by bone name, so only names and inverse bind matrices matter.
    nodes = [{"name": "Body", "mesh": 0, "skin": 0}, {"name": "Armature", "children": []}]
    for name in joints:
        position, rotation = bind[name]
        nodes[1]["children"].append(len(nodes))
        nodes.append({"name": name, "translation": list(scale(position, 0.01)), "rotation": list(rotation)})
    gltf = {
        "asset": {"version": "2.0", "generator": generator_note},
        "scene": 0,
        "scenes": [{"nodes": [0, 1]}],
        "nodes": nodes,
        "meshes": [{"name": stem, "primitives": [{"attributes": {"POSITION": pos_acc, "NORMAL": nrm_acc,
                                                                  "JOINTS_0": jnt_acc, "WEIGHTS_0": wgt_acc},
                                                   "indices": idx_acc}]}],
        "skins": [{"joints": [2 + i for i in range(len(joints))], "inverseBindMatrices": ibm_acc}],
        "buffers": [{"uri": f"{stem}.bin", "byteLength": len(blob)}],
        "bufferViews": views,
        "accessors": accessors,
    }
    return gltf, bytes(blob)


def save(folder, stem, gltf, blob):
    with open(os.path.join(folder, f"{stem}.gltf"), "w") as f:
        json.dump(gltf, f, indent=1)
        f.write("\n")
    with open(os.path.join(folder, f"{stem}.bin"), "wb") as f:
        f.write(blob)


# ---------------------------------------------------------------- costume meshes

TEMPLATES = os.path.join(HERE, "..", "resources", "templates")
COSTUMES = [("long_skirt", "LongSkirt", True), ("short_skirt", "ShortSkirt", True), ("robe", "Robe", True),
            ("mantle", "Mantle", False)]


def chains_of(bind, layer):
    """The costume's bone chains (Skirt_F_01, _02, ... -> one chain), each as its bones in order."""
    chains = {}
    for name in bind:
        if name.startswith(f"_2{layer}{{") and name[-3] == "_" and name[-2:].isdigit():
            chains.setdefault(short(name)[:-3], []).append(name)
    return [sorted(bones) for bones in chains.values()]


def cloth_sheet(body, chains, closed, subdivisions, rows, offset):
    """A sheet through the chains (a ring when closed): rows along each chain from its root to one
    segment past its last bone, columns between neighbouring chains. Skinned to the two nearest
    bones of the two nearest chains."""
    paths = []
    for bones in chains:
        points = [body.pos(b) for b in bones]
        points.append(add(points[-1], sub(points[-1], points[-2])) if len(points) > 1 else add(points[-1], (0, 0, -15)))
        paths.append((points, bones))
    centre = scale(tuple(sum(p[0][i] for p, _ in paths) for i in range(3)), 1.0 / len(paths))
    if closed:
        paths.sort(key=lambda pb: math.atan2(pb[0][0][1] - centre[1], pb[0][0][0] - centre[0]))
    else:
        paths.sort(key=lambda pb: pb[0][0][0])

    def sample(points, bones, t):
        """Position and (bone, weight) pairs at t in [0, 1] of a chain's length."""
        lengths = [length(sub(points[i + 1], points[i])) for i in range(len(points) - 1)]
        s = t * sum(lengths)
        i = 0
        while i < len(lengths) - 1 and s > lengths[i]:
            s -= lengths[i]
            i += 1
        u = min(1.0, s / lengths[i])
        weights = {bones[min(i, len(bones) - 1)]: 1.0}
        if 0 < i < len(bones) and u < 0.3:  # blend with the bone above near the joint
            k = smoothstep(0.5 + u / 0.6)
            weights = {bones[i - 1]: 1 - k, bones[i]: k}
        return lerp(points[i], points[i + 1], u), weights

    columns = len(paths) * subdivisions if closed else (len(paths) - 1) * subdivisions + 1
    first = len(body.positions)
    for r in range(rows):
        t = r / (rows - 1)
        for c in range(columns):
            a = (c // subdivisions) % len(paths)
            b = (a + 1) % len(paths)
            f = (c % subdivisions) / subdivisions
            if not closed and a == len(paths) - 1:
                b, f = a, 0.0
            pa, wa = sample(*paths[a], t)
            pb, wb = sample(*paths[b], t)
            if closed:
                # Around the centre in cylindrical terms, so a ring of 8 chains stays round.
                ra = math.hypot(pa[0] - centre[0], pa[1] - centre[1])
                rb = math.hypot(pb[0] - centre[0], pb[1] - centre[1])
                aa = math.atan2(pa[1] - centre[1], pa[0] - centre[0])
                ab = math.atan2(pb[1] - centre[1], pb[0] - centre[0])
                if ab < aa:
                    ab += 2 * math.pi
                angle = aa + (ab - aa) * f
                radius = ra + (rb - ra) * f + offset
                p = (centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle), pa[2] + (pb[2] - pa[2]) * f)
                n = (math.cos(angle), math.sin(angle), 0.0)
            else:
                p = add(lerp(pa, pb, f), (0, offset, 0))
                n = (0.0, 1.0, 0.0)
            weights = {}
            for w, k in ((wa, 1 - f), (wb, f)):
                for bone, x in w.items():
                    weights[bone] = weights.get(bone, 0.0) + x * k
            body.add_vertex(p, n, weights)
    ring = columns
    for r in range(rows - 1):
        for c in range(columns if closed else columns - 1):
            a = first + r * ring + c
            b = first + r * ring + (c + 1) % columns
            body.indices += [a, b, b + ring, a, b + ring, a + ring]


def build_costume(bind, folder, layer, closed):
    body = Body(bind)
    chains = chains_of(bind, layer)
    cloth_sheet(body, chains, closed, subdivisions=10 if closed else 14, rows=36, offset=0.8)
    if layer == "Robe":
        # The robe's upper part: a loose tube over the torso, collars at the top.
        profile = [(0.0, 17.5, 13.0), (0.5, 16.0, 12.0), (0.8, 18.5, 12.5), (1.0, 15.0, 11.0)]

        def radius(t):
            for (t0, a0, b0), (t1, a1, b1) in zip(profile, profile[1:]):
                if t <= t1:
                    u = smoothstep((t - t0) / (t1 - t0))
                    return (a0 + (a1 - a0) * u, b0 + (b1 - b0) * u)
            return profile[-1][1:]
        path = [body.pos(B(n)) for n in ("Pelvis", "Spine", "Spine1", "Spine2", "Spine3")]
        path.append(add(path[-1], (0, 0, 8)))
        body.tube(path, [B(n) for n in ("Pelvis", "Spine", "Spine1", "Spine2", "Spine3")], radius, rings=60, sides=48,
                  side_hint=(1, 0, 0), cap_start=False, cap_end=False)
        body.helper(f"_2Robe{{D}}#Collar_L", 6.0, 0.5, {B("Spine3")})
        body.helper(f"_2Robe{{D}}#Collar_R", 6.0, 0.5, {B("Spine3")})
    body.finish_weights()
    stem = f"{layer}.Mesh"
    gltf, blob = write_gltf(body, bind, stem, "scripts/make_sample_walker_body.py")
    save(folder, stem, gltf, blob)
    print(f"{stem}: {len(body.positions)} vertices, {len(body.indices) // 3} triangles")


# ---------------------------------------------------------------- sculpt corrections (docs/corrections.md)
#
# Linear blend skinning loses volume where a limb bends: the vertices blended between two bones are
# pulled towards the joint (the inner elbow and the back of the knee fold in, their outer points flatten,
# a raised arm flattens the top of the shoulder). The helper joints hold some of it; a sculpt
# correction fixes the rest, the way a rigger does it: pose the limb bent, look at the skinned mesh,
# push the collapsed vertices back out, save that shape with the pose it was made at.
#
# The pose (every skin bone's world matrix, the Muscle layer's helper joints included) is the rig's
# own: the bent bone is set by a one-frame clip and `rigstage-cli eval` evaluates it, so the
# reference shape the script sculpts on is the mesh Rigstage skins at that pose, to float precision.
# The skinning itself (linear blend, as `render` draws by default) is done here.
#
# Drive: a Bone driver on the joint's bend angle. Each of these joints bends about one axis of its
# bone (Biped frames: the forearm about its Y, the calf and the upper arm about their Z), and the
# volume lost grows with that one angle, so weight = angle / sculpted angle (0 straight, 1 at the
# sculpt) is exactly what a rigger would key, reads off the Driver line, and holds on any clip, under
# IK and on slopes. Pose space (the seed's default) would blend the six by shape similarity: the
# left elbow's similarity also changes when the shoulder turns, and with one sculpt per joint there
# is nothing for the interpolator to blend between.

# (name, bent bone, local axis, degrees at the sculpt, the joint's upper and lower bone (the lower
#  one's origin is the joint's centre), the body part (tube) whose vertices it may move, smoothing
#  passes: the shoulder's blend across the clavicle is only 3.6 cm wide, so its push is spread further)
SCULPTS = []
for _side in ("L", "R"):
    _s = 1 if _side == "L" else -1
    SCULPTS += [
        (f"{_side}_Elbow", f"{_side}_Forearm", "Y", 90.0, f"{_side}_UpperArm", f"{_side}_Forearm", f"{_side}_Arm", 4),
        (f"{_side}_Knee", f"{_side}_Calf", "Z", 90.0, f"{_side}_Thigh", f"{_side}_Calf", f"{_side}_Leg", 4),
        # Raised 60 degrees from the bind pose's 45 degrees down: 15 degrees above level. The left
        # arm rises about -Z, the right one about +Z (their frames mirror).
        (f"{_side}_Shoulder", f"{_side}_UpperArm", "Z", -_s * 60.0, f"{_side}_Clavicle", f"{_side}_UpperArm", f"{_side}_Arm", 40),
    ]

# Where a collapsed vertex goes: back out along its normal, to where turning it about the joint
# would put it. Linear blending averages the two bones' positions of a vertex blended between them,
# and an average of two turned copies falls inside the arc between them (at a 90 degree bend, half
# and half, 29 % nearer the joint's centre): the collapse. Turning the vertex about the joint's
# centre by its weights' blend of the two bones' turns (what dual-quaternion skinning does) keeps its
# distance from the centre, the limb's modelled thickness. The push is that position's distance
# from the skinned reference along the vertex's normal turned the same way (its part along the
# surface would only slide vertices, which a sculpt leaves to the mesh's layout), measured on the
# reference as Rigstage skins it, helper joints included, so what the ElbowVolume / KneeVolume
# helpers already push out is not pushed twice. Vertices that gain less than MIN_PUSH_CM (half a millimetre: not visible at any
# zoom the viewport frames a limb at) are left out, which keeps the file to the region that needs it.
MIN_PUSH_CM = 0.05


def f32(x):
    """x as the nearest float32, written with the fewest digits that read back to it."""
    y = struct.unpack("<f", struct.pack("<f", x))[0]
    for digits in range(1, 10):
        text = f"{y:.{digits}g}"
        if struct.unpack("<f", struct.pack("<f", float(text)))[0] == y:
            break
    if "e" in text:  # 9e+01 reads as 90, and a plain decimal is easier to read where it is exact
        plain = f"{float(text):f}".rstrip("0").rstrip(".")
        if struct.unpack("<f", struct.pack("<f", float(plain)))[0] == y:
            text = plain
    return "0" if text in ("-0", "0.0", "-0.0") else text


def read_framework(path):
    """Bone full name -> (parent, local t, local r) as the Framework file writes them."""
    return {el.get("name"): (el.get("parent"), el.get("t", "0 0 0"), tuple(float(x) for x in el.get("r", "0 0 0 1").split()))
            for el in ET.parse(path).getroot().iter("Bone")}


def evaluate_pose(cli, bone, axis, degrees):
    """World matrices (column-major, cm) of every bone with bone turned by degrees about its local
    axis from the bind pose, helper joints evaluated: Rigstage's own answer, from `rigstage-cli eval`."""
    base = os.path.abspath(os.path.join(WALKER, "Walker.Base.Framework.xml"))
    local = read_framework(base)
    _, t, r = local[B(bone)]
    turn = {"X": (1, 0, 0), "Y": (0, 1, 0), "Z": (0, 0, 1)}[axis]
    q = qmul(r, (turn[0] * math.sin(math.radians(degrees) / 2), turn[1] * math.sin(math.radians(degrees) / 2),
                 turn[2] * math.sin(math.radians(degrees) / 2), math.cos(math.radians(degrees) / 2)))
    with tempfile.TemporaryDirectory() as tmp:
        keys = "".join(f'        <Key f="{f}" t="{t}" r="{" ".join(f"{c:.9f}" for c in q)}"/>\n' for f in (0, 1))
        with open(os.path.join(tmp, "Pose.Animation.xml"), "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                    '<Animation version="1" name="Pose" layer="Base" frameRate="30" start="0" end="1">\n'
                    f'    <Track bone="{B(bone)}">\n{keys}    </Track>\n</Animation>\n')
        with open(os.path.join(tmp, "pose.character.xml"), "w") as f:
            muscle = os.path.abspath(os.path.join(WALKER, "Walker.Muscle.Framework.xml"))
            helpers = os.path.abspath(os.path.join(WALKER, "Walker.Muscle.HelperJointSetting.xml"))
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<Character version="1" name="Pose" upAxis="Z" unit="cm">\n'
                    f'    <Layer framework="{base}"/>\n    <Layer framework="{muscle}" helperJoints="{helpers}"/>\n'
                    '    <Clip file="Pose.Animation.xml"/>\n</Character>\n')
        run = subprocess.run([cli, "eval", os.path.join(tmp, "pose.character.xml"), "--frames", "0"],
                             capture_output=True, text=True, timeout=60)
        if run.returncode != 0:
            sys.exit(f"{cli} eval failed ({run.returncode}):\n{run.stderr}")
    out = json.loads(run.stdout)
    return dict(zip(out["bones"], out["frames"][0]["world"]))


def mat_point(m, p):
    return (m[0] * p[0] + m[4] * p[1] + m[8] * p[2] + m[12],
            m[1] * p[0] + m[5] * p[1] + m[9] * p[2] + m[13],
            m[2] * p[0] + m[6] * p[1] + m[10] * p[2] + m[14])


def skin(body, bind, world):
    """Linear blend skinning of body's bind positions (cm) with world matrices by bone name."""
    moves = {}
    for name in {k for w in body.weights for k, _ in w}:
        position, rotation = bind[name]
        inverse = list(mat4_inverse_rigid(position, rotation))
        inverse[12:15] = [x * 100.0 for x in inverse[12:15]]  # metres -> cm
        moves[name] = (world[name], inverse)
    out = []
    for p, w in zip(body.positions, body.weights):
        acc = (0.0, 0.0, 0.0)
        for name, x in w:
            m, inverse = moves[name]
            acc = add(acc, scale(mat_point(m, mat_point(inverse, p)), x))
        out.append(acc)
    return out


def quat_of_columns(x, y, z):
    """The unit quaternion (x y z w) of the rotation whose matrix has columns x, y, z."""
    trace = x[0] + y[1] + z[2]
    if trace > 0:
        k = 0.5 / math.sqrt(trace + 1.0)
        q = ((y[2] - z[1]) * k, (z[0] - x[2]) * k, (x[1] - y[0]) * k, 0.25 / k)
    elif x[0] > y[1] and x[0] > z[2]:
        k = 2.0 * math.sqrt(1.0 + x[0] - y[1] - z[2])
        q = (0.25 * k, (y[0] + x[1]) / k, (z[0] + x[2]) / k, (y[2] - z[1]) / k)
    elif y[1] > z[2]:
        k = 2.0 * math.sqrt(1.0 + y[1] - x[0] - z[2])
        q = ((y[0] + x[1]) / k, 0.25 * k, (z[1] + y[2]) / k, (z[0] - x[2]) / k)
    else:
        k = 2.0 * math.sqrt(1.0 + z[2] - x[0] - y[1])
        q = ((z[0] + x[2]) / k, (z[1] + y[2]) / k, 0.25 * k, (x[1] - y[0]) / k)
    n = math.sqrt(sum(c * c for c in q))
    return tuple(c / n for c in q)


def qslerp(a, b, t):
    d = sum(x * y for x, y in zip(a, b))
    if d < 0:
        b, d = tuple(-c for c in b), -d
    if d > 0.9995:
        q = tuple(x + (y - x) * t for x, y in zip(a, b))
    else:
        angle = math.acos(d)
        q = tuple((math.sin((1 - t) * angle) * x + math.sin(t * angle) * y) / math.sin(angle) for x, y in zip(a, b))
    n = math.sqrt(sum(c * c for c in q))
    return tuple(c / n for c in q)


def bone_point(world, name):
    return tuple(world[name][12:15])


def sculpt(body, bind, spec, cli):
    """One correction: (its XML lines, vertices moved, largest push in cm)."""
    name, bent, axis, degrees, upper, lower, part, smooth_passes = spec
    world = evaluate_pose(cli, bent, axis, degrees)
    joints = sorted({k for w in body.weights for k, _ in w})
    reference = skin(body, bind, world)
    centre, centre_bind = bone_point(world, B(lower)), bind[B(lower)][0]
    turns = {}
    for bone in (upper, lower):  # each bone's turn from its bind pose, as a quaternion
        m, (_, bind_rotation) = world[B(bone)], bind[B(bone)]
        turns[bone] = qmul(quat_of_columns(m[0:3], m[4:7], m[8:11]), qconj(bind_rotation))
    pushes, directions = {}, {}
    for v in body.parts[part]:
        w = dict(body.weights[v])
        wu, wl = w.get(B(upper), 0.0), w.get(B(lower), 0.0)
        if wu + wl <= 0.0:
            continue
        turn = qslerp(turns[upper], turns[lower], wl / (wu + wl))
        directions[v] = qrot(turn, body.normals[v])
        # Rigid on one bone (wu or wl is 0), it is where linear blending puts it, up to the helper
        # joints' share: the push is about 0 there.
        turned = add(centre, qrot(turn, sub(body.positions[v], centre_bind)))
        pushes[v] = max(0.0, dot(sub(turned, reference[v]), directions[v]))
    # The smooth brush: each pass sets a push to the mean of its own and its neighbours', so the
    # sculpt fades out over a few rings instead of stopping where the blending starts (a ridge).
    neighbours = {v: set() for v in pushes}
    for t in range(0, len(body.indices), 3):
        tri = body.indices[t:t + 3]
        for a in tri:
            if a in neighbours:
                neighbours[a].update(b for b in tri if b != a and b in pushes)
    for _ in range(smooth_passes):
        pushes = {v: (x + sum(pushes[u] for u in neighbours[v])) / (1 + len(neighbours[v])) for v, x in pushes.items()}
    moved = [(v, add(reference[v], scale(directions[v], x)), x) for v, x in sorted(pushes.items()) if x >= MIN_PUSH_CM]
    lines = [f'    <Correction name="{name}" mesh="Walker.Body" drive="bone">',
             f'        <Driver bone="{B(bent)}" axis="{axis}" from="0" to="{f32(degrees)}"/>',
             "        <Pose>"]
    lines += [f'            <Bone name="{j}" m="{" ".join(f32(x) for x in world[j])}"/>' for j in joints]
    lines.append("        </Pose>")
    lines += [f'        <Vertex i="{v}" p="{" ".join(f32(x) for x in p)}"/>' for v, p, _ in moved]
    lines.append("    </Correction>")
    return lines, len(moved), max((x for _, _, x in moved), default=0.0)


def write_corrections(body, bind, cli):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<!-- Generated by scripts/make_sample_walker_body.py: sculpt corrections of the walker's elbows, knees and shoulders. -->",
             '<Corrections version="1" method="multiple" smoothing="2">']
    for spec in SCULPTS:
        xml, count, largest = sculpt(body, bind, spec, cli)
        lines += xml
        print(f"  {spec[0]}: {count} vertices, pushed out by up to {largest:.2f} cm at {spec[3]:g} degrees")
    lines.append("</Corrections>")
    with open(os.path.join(WALKER, CORRECTIONS), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(HERE, "..", "build", "bin", "rigstage-cli"),
                        help="rigstage-cli, which evaluates the corrections' poses (default: build/bin/rigstage-cli)")
    args = parser.parse_args()
    if not os.access(args.cli, os.X_OK):
        sys.exit(f"{args.cli}: not found; build it (cmake --build build --target rigstage-cli) or pass --cli")
    walker_files = [os.path.join(WALKER, "Walker.Base.Framework.xml"), os.path.join(WALKER, "Walker.Muscle.Framework.xml")]
    bind = load_bind(walker_files)
    body = build(bind)
    gltf, blob = write_gltf(body, bind, "Walker.Body", "scripts/make_sample_walker_body.py")
    save(WALKER, "Walker.Body", gltf, blob)
    print(f"Walker.Body: {len(body.positions)} vertices, {len(body.indices) // 3} triangles, "
          f"{len(gltf['skins'][0]['joints'])} joints")
    print(f"{CORRECTIONS}:")
    write_corrections(body, bind, args.cli)
    for folder, layer, closed in COSTUMES:
        path = os.path.join(TEMPLATES, folder)
        build_costume(load_bind(walker_files + [os.path.join(path, f"{layer}.Framework.xml")]), path, layer, closed)


if __name__ == "__main__":
    main()
