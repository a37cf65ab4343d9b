#!/usr/bin/env python3
"""Generates the bundled sample character "Walker" (resources/samples/walker/).

A 60-bone humanoid base layer named by the convention _0Base{flags}#Name, standing at the
origin, Z up, in centimetres, about 180 cm tall, facing -Y (3ds Max's front view), with a
32-frame walk-in-place clip at 30 fps. Bones carry 3ds Max Biped-like frames: local X points
along the bone towards its child, local Z is the main bend axis.

Run it again after changing it; the outputs are committed so the build does not need Python.
"""
import math
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "samples", "walker")

# ---------------------------------------------------------------- quaternions (x, y, z, w)
def qmul(a, b):
    ax, ay, az, aw = a
    bx, by, bz, bw = b
    return (aw * bx + ax * bw + ay * bz - az * by,
            aw * by - ax * bz + ay * bw + az * bx,
            aw * bz + ax * by - ay * bx + az * bw,
            aw * bw - ax * bx - ay * by - az * bz)

def qconj(q):
    return (-q[0], -q[1], -q[2], q[3])

def qaxis(axis, degrees):
    h = math.radians(degrees) / 2
    s = math.sin(h)
    return (axis[0] * s, axis[1] * s, axis[2] * s, math.cos(h))

def qrot(q, v):
    p = qmul(qmul(q, (v[0], v[1], v[2], 0.0)), qconj(q))
    return p[:3]

def qfrom_axes(x, y, z):
    """Quaternion of the rotation whose matrix has columns x, y, z."""
    m00, m10, m20 = x
    m01, m11, m21 = y
    m02, m12, m22 = z
    tr = m00 + m11 + m22
    if tr > 0:
        s = math.sqrt(tr + 1.0) * 2
        return ((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, 0.25 * s)
    if m00 > m11 and m00 > m22:
        s = math.sqrt(1.0 + m00 - m11 - m22) * 2
        return (0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s)
    if m11 > m22:
        s = math.sqrt(1.0 + m11 - m00 - m22) * 2
        return ((m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s)
    s = math.sqrt(1.0 + m22 - m00 - m11) * 2
    return ((m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s)

def sub(a, b): return (a[0] - b[0], a[1] - b[1], a[2] - b[2])
def add(a, b): return (a[0] + b[0], a[1] + b[1], a[2] + b[2])
def scale(a, k): return (a[0] * k, a[1] * k, a[2] * k)
def dot(a, b): return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
def cross(a, b): return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
def norm(a):
    l = math.sqrt(dot(a, a))
    return scale(a, 1.0 / l)

# ---------------------------------------------------------------- skeleton
# (name, parent, world position, bend-axis hint, flags); the first child named sets the X direction.
bones = []
def bone(name, parent, pos, hint=(1, 0, 0), flags="BD"):
    bones.append({"name": name, "parent": parent, "pos": pos, "hint": hint, "flags": flags})

bone("Root", None, (0, 0, 0), flags="B")
bone("Pelvis", "Root", (0, 0, 98))
bone("Spine", "Pelvis", (0, 0, 106))
bone("Spine1", "Spine", (0, 0, 118))
bone("Spine2", "Spine1", (0, 0, 130))
bone("Spine3", "Spine2", (0, 0, 140))
bone("Neck", "Spine3", (0, 0, 150))
bone("Head", "Neck", (0, 0, 160))
bone("HeadNub", "Head", (0, 0, 180), flags="B")
bone("Jaw", "Head", (0, -4, 158))
bone("L_Eye", "Head", (3.2, -8, 168))
bone("R_Eye", "Head", (-3.2, -8, 168))
for side, sx in (("L", 1.0), ("R", -1.0)):
    c = math.cos(math.radians(45))
    arm = (sx * c, 0.0, -c)
    shoulder = (sx * 17, 0, 145)
    elbow = add(shoulder, scale(arm, 28))
    wrist = add(elbow, scale(arm, 25))
    bone(f"{side}_Clavicle", "Spine3", (sx * 2, -2, 145), hint=(0, 1, 0))
    bone(f"{side}_UpperArm", f"{side}_Clavicle", shoulder, hint=(0, 1, 0))
    bone(f"{side}_Forearm", f"{side}_UpperArm", elbow, hint=(0, 1, 0))
    bone(f"{side}_Hand", f"{side}_Forearm", wrist, hint=(0, 1, 0))
    for fi, (finger, spread) in enumerate((("Thumb", -3.0), ("Index", -1.6), ("Middle", 0.0),
                                            ("Ring", 1.5), ("Pinky", 3.0))):
        base = add(add(wrist, scale(arm, 8 if fi else 3)), (0, spread, 0))
        parent = f"{side}_Hand"
        pos = base
        for seg, length in enumerate((3.0, 2.5, 2.0)):
            name = f"{side}_{finger}{seg + 1}"
            bone(name, parent, pos, hint=(0, 1, 0), flags="BD" if seg < 2 else "B")
            parent = name
            pos = add(pos, scale(arm, length))
    hip = (sx * 9, 0, 94)
    bone(f"{side}_Thigh", "Pelvis", hip)
    bone(f"{side}_Calf", f"{side}_Thigh", (sx * 9, 0, 52))
    bone(f"{side}_Foot", f"{side}_Calf", (sx * 9, 0, 9))
    bone(f"{side}_Toe0", f"{side}_Foot", (sx * 9, -12, 2))
    bone(f"{side}_Toe0Nub", f"{side}_Toe0", (sx * 9, -18, 2), flags="B")

assert len(bones) == 60, len(bones)
by_name = {b["name"]: b for b in bones}
for b in bones:
    b["children"] = [c["name"] for c in bones if c["parent"] == b["name"]]

# World frames: X towards the first child (or the parent's X for leaves), Z = hint made orthogonal.
for b in bones:
    if b["name"] in ("Root", "Pelvis"):
        b["wq"] = (0.0, 0.0, 0.0, 1.0)
        continue
    if b["children"]:
        x = norm(sub(by_name[b["children"][0]]["pos"], b["pos"]))
    elif b["name"] in ("Jaw",):
        x = (0.0, -1.0, 0.0)
    elif b["name"].endswith("_Eye"):
        x = (0.0, -1.0, 0.0)
    else:
        x = qrot(by_name[b["parent"]]["wq"], (1.0, 0.0, 0.0))
    hint = b["hint"]
    if abs(dot(hint, x)) > 0.99:
        hint = (0.0, 1.0, 0.0)
    z = norm(sub(hint, scale(x, dot(hint, x))))
    y = cross(z, x)
    b["wq"] = qfrom_axes(x, y, z)

def full(name):
    b = by_name[name]
    return f"_0Base{{{b['flags']}}}#{name}"

def bind_local(b):
    if b["parent"] is None:
        return b["pos"], b["wq"]
    p = by_name[b["parent"]]
    inv = qconj(p["wq"])
    return qrot(inv, sub(b["pos"], p["pos"])), qmul(inv, b["wq"])

def fmt(v, digits=6):
    out = []
    for x in v:
        s = f"{round(x, digits):.{digits}f}".rstrip("0").rstrip(".")
        out.append("0" if s in ("-0", "") else s)
    return " ".join(out)

# ---------------------------------------------------------------- walk cycle
FRAMES = 32

def pose_at(f):
    """Returns {name: (local translation, local rotation)} for the bones the walk moves."""
    p = 2 * math.pi * f / FRAMES
    out = {}
    def rotate(name, axis, degrees, extra=None):
        t, q = bind_local(by_name[name])
        q = qmul(q, qaxis(axis, degrees))
        if extra:
            q = qmul(q, qaxis(*extra))
        out[name] = (t, q)
    pel_t, pel_q = bind_local(by_name["Pelvis"])
    pel_t = (2.0 * math.sin(p), 0.0, 98.0 - 1.5 + 1.5 * math.cos(2 * p))
    pel_q = qmul(qaxis((0, 0, 1), 5.0 * math.sin(p)), qaxis((0, 1, 0), 2.0 * math.sin(p)))
    out["Pelvis"] = (pel_t, pel_q)
    rotate("Spine", (1, 0, 0), -3.0 * math.sin(p), ((0, 0, 1), 4.0))
    rotate("Spine1", (1, 0, 0), -2.0 * math.sin(p))
    rotate("Spine2", (1, 0, 0), -2.0 * math.sin(p))
    rotate("Neck", (1, 0, 0), 3.0 * math.sin(p), ((0, 0, 1), -3.0))
    rotate("Head", (0, 0, 1), -1.0 + 1.5 * math.cos(2 * p))
    for side, phase, sx in (("L", 0.0, 1.0), ("R", math.pi, -1.0)):
        s = math.sin(p + phase)
        swing = (1 - math.cos(p + phase + 0.6)) / 2  # 0..1, largest while the leg swings forward
        rotate(f"{side}_Thigh", (0, 0, 1), -25.0 * s - 5.0 * swing)
        rotate(f"{side}_Calf", (0, 0, 1), 5.0 + 50.0 * swing * swing)
        rotate(f"{side}_Foot", (0, 0, 1), 20.0 * s - 15.0 * swing * swing)
        rotate(f"{side}_Toe0", (0, 0, 1), 10.0 * max(0.0, -s))
        rotate(f"{side}_UpperArm", (0, 1, 0), sx * -30.0 + sx * 18.0 * s, ((0, 0, 1), -10.0 * s))
        rotate(f"{side}_Forearm", (0, 0, 1), -15.0 - 12.0 * (1 + s) / 2)
        rotate(f"{side}_Hand", (0, 1, 0), 5.0 * s)
        rotate(f"{side}_Clavicle", (0, 1, 0), sx * 3.0 * s)
        for finger in ("Index", "Middle", "Ring", "Pinky"):
            for seg in (1, 2, 3):
                rotate(f"{side}_{finger}{seg}", (0, 1, 0), sx * (12.0 + 4.0 * s))
    return out

def write_framework(path):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Generated by scripts/make_sample_walker.py: 60-bone base layer, Z up, centimetres. -->',
             '<Framework version="1" layer="Base" level="0">']
    for b in bones:
        t, q = bind_local(b)
        parent = f' parent="{full(b["parent"])}"' if b["parent"] else ""
        lines.append(f'    <Bone name="{full(b["name"])}"{parent} t="{fmt(t, 4)}" r="{fmt(q)}"/>')
    lines.append("</Framework>")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")

def write_walk(path):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Generated by scripts/make_sample_walker.py: walk in place, 32 frames at 30 fps, looping. -->',
             f'<Animation version="1" name="Walk" layer="Base" frameRate="30" start="0" end="{FRAMES}">']
    samples = [pose_at(f) for f in range(FRAMES + 1)]
    for b in bones:
        if b["name"] not in samples[0]:
            continue
        lines.append(f'    <Track bone="{full(b["name"])}">')
        for f, s in enumerate(samples):
            t, q = s[b["name"]]
            lines.append(f'        <Key f="{f}" t="{fmt(t, 4)}" r="{fmt(q)}"/>')
        lines.append("    </Track>")
    lines.append("</Animation>")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")

def write_manifest(path):
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<Character version="1" name="Walker" upAxis="Z" unit="cm">\n'
                '    <Layer framework="Walker.Base.Framework.xml"/>\n'
                '    <Clip file="Walker.Base.Animation.Walk.xml"/>\n'
                '</Character>\n')

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write_framework(os.path.join(OUT, "Walker.Base.Framework.xml"))
    write_walk(os.path.join(OUT, "Walker.Base.Animation.Walk.xml"))
    write_manifest(os.path.join(OUT, "walker.character.xml"))
    print("wrote", os.path.normpath(OUT))
