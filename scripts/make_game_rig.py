#!/usr/bin/env python3
"""Generates the benchmark character "GameRig" (resources/samples/gamerig/): a rig shaped like a
game character, for the performance work of docs/performance.md.

190 bones: a 150-bone base layer (root, pelvis, a 5-bone spine, neck, head, arms with 15 finger
bones each, legs, and 5-bone chains for hair, a skirt, a cape and a tail) and a 40-bone helper layer
with the controller mix of a production rig: weighted position constraints, orientation constraints,
look-ats with and without an up node, two-bone IK Limb chains with poles, expression, wire and
reaction drivers (through Expose TM nodes too). A 60-frame clip at 30 fps moves every base bone but
the nubs and the two hand IK targets follow the hands.

Deterministic: no random numbers. Run it again after changing it; the outputs are committed so the
build does not need Python.
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_sample_walker import (add, sub, scale, dot, cross, norm, qmul, qconj, qaxis, qrot,  # noqa: E402
                                qfrom_axes, fmt, rad)

OUT = os.path.join(HERE, "..", "resources", "samples", "gamerig")
FRAMES = 60

# ---------------------------------------------------------------- base skeleton
bones = []
def bone(name, parent, pos, hint=(1, 0, 0), flags="BD"):
    bones.append({"name": name, "parent": parent, "pos": pos, "hint": hint, "flags": flags})

bone("Root", None, (0, 0, 0), flags="B")
bone("Pelvis", "Root", (0, 0, 98))
parent = "Pelvis"
for i in range(1, 6):
    bone(f"Spine{i}", parent, (0, 0, 98 + 8 * i))
    parent = f"Spine{i}"
bone("Neck1", "Spine5", (0, 0, 146))
bone("Neck2", "Neck1", (0, 0, 152))
bone("Head", "Neck2", (0, 0, 158))
bone("HeadNub", "Head", (0, 0, 180), flags="B")
bone("Jaw", "Head", (0, -4, 156))
bone("L_Eye", "Head", (3.2, -8, 168))
bone("R_Eye", "Head", (-3.2, -8, 168))
for side, sx in (("L", 1.0), ("R", -1.0)):
    c = math.cos(math.radians(45))
    arm = (sx * c, 0.0, -c)
    shoulder = (sx * 17, 0, 145)
    elbow = add(add(shoulder, scale(arm, 28)), (0, 2.5, 0))  # a slight bend: the IK's bend plane
    wrist = add(shoulder, scale(arm, 53))
    bone(f"{side}_Clavicle", "Spine5", (sx * 2, -2, 145), hint=(0, 1, 0))
    bone(f"{side}_UpperArm", f"{side}_Clavicle", shoulder, hint=(0, 1, 0))
    bone(f"{side}_Forearm", f"{side}_UpperArm", elbow, hint=(0, 1, 0))
    bone(f"{side}_Hand", f"{side}_Forearm", wrist, hint=(0, 1, 0))
    for fi, (finger, spread) in enumerate((("Thumb", -3.0), ("Index", -1.6), ("Middle", 0.0),
                                            ("Ring", 1.5), ("Pinky", 3.0))):
        pos = add(add(wrist, scale(arm, 8 if fi else 3)), (0, spread, 0))
        parent = f"{side}_Hand"
        for seg, length in enumerate((3.0, 2.5, 2.0)):
            name = f"{side}_{finger}{seg + 1}"
            bone(name, parent, pos, hint=(0, 1, 0), flags="BD" if seg < 2 else "B")
            parent = name
            pos = add(pos, scale(arm, length))
    bone(f"{side}_Thigh", "Pelvis", (sx * 9, 0, 94))
    bone(f"{side}_Calf", f"{side}_Thigh", (sx * 9, -2.5, 52))  # the knee bent forward a little
    bone(f"{side}_Foot", f"{side}_Calf", (sx * 9, 0, 9))
    bone(f"{side}_Toe0", f"{side}_Foot", (sx * 9, -12, 2))
    bone(f"{side}_Toe0Nub", f"{side}_Toe0", (sx * 9, -18, 2), flags="B")
for side, sx in (("L", 1.0), ("R", -1.0)):
    c = math.cos(math.radians(45))
    bone(f"IK_Hand_{side}", "Root", add((sx * 17, 0, 145), scale((sx * c, 0.0, -c), 53)), flags="B")
bone("Weapon", "R_Hand", add(bones[-1]["pos"], (0, -6, 0)), flags="B")

# 5-bone chains: hair from the head, a skirt from the pelvis, a cape from the chest, a tail.
CHAINS = []
def chain(prefix, parent, start, direction, length):
    names = []
    pos = start
    for i in range(1, 6):
        name = f"{prefix}{i}"
        bone(name, parent, pos, hint=(0, 1, 0) if abs(direction[1]) < 0.9 else (1, 0, 0))
        names.append(name)
        parent = name
        pos = add(pos, scale(direction, length))
    CHAINS.append(names)

for i, a in enumerate((45, 135, 225, 315)):
    d = (math.cos(math.radians(a)), math.sin(math.radians(a)))
    chain(f"Hair{i}_", "Head", (5 * d[0], 5 * d[1], 174), norm((0.3 * d[0], 0.3 * d[1], -1)), 4.0)
for i in range(8):
    a = math.radians(22.5 + 45 * i)
    d = (math.cos(a), math.sin(a))
    chain(f"Skirt{i}_", "Pelvis", (13 * d[0], 13 * d[1], 96), norm((0.25 * d[0], 0.25 * d[1], -1)), 9.0)
for i, x in enumerate((-9, -3, 3, 9)):
    chain(f"Cape{i}_", "Spine5", (x, 9, 142), (0, 0.15, -1), 12.0)
chain("Tail", "Pelvis", (0, 10, 94), norm((0, 1, -0.4)), 10.0)

assert len(bones) == 150, len(bones)
by_name = {b["name"]: b for b in bones}
assert len(by_name) == len(bones)
for b in bones:
    b["children"] = [c["name"] for c in bones if c["parent"] == b["name"]]

for b in bones:  # world frames: X towards the first child, Z from the hint
    if b["name"] in ("Root", "Pelvis"):
        b["wq"] = (0.0, 0.0, 0.0, 1.0)
        continue
    if b["children"]:
        x = norm(sub(by_name[b["children"][0]]["pos"], b["pos"]))
    elif b["name"] in ("Jaw", "L_Eye", "R_Eye"):
        x = (0.0, -1.0, 0.0)
    else:
        x = qrot(by_name[b["parent"]]["wq"], (1.0, 0.0, 0.0))
    hint = b["hint"]
    if abs(dot(hint, x)) > 0.99:
        hint = (0.0, 1.0, 0.0) if abs(x[1]) < 0.9 else (1.0, 0.0, 0.0)
    z = norm(sub(hint, scale(x, dot(hint, x))))
    b["wq"] = qfrom_axes(x, cross(z, x), z)

def full(name):
    return f"_0Base{{{by_name[name]['flags']}}}#{name}"

def bind_local(b):
    if b["parent"] is None:
        return b["pos"], b["wq"]
    p = by_name[b["parent"]]
    inv = qconj(p["wq"])
    return qrot(inv, sub(b["pos"], p["pos"])), qmul(inv, b["wq"])

# ---------------------------------------------------------------- the clip
def pose_at(f):
    """{name: (local t, local q)} of every animated base bone at frame f (a 60-frame loop)."""
    p = 2 * math.pi * f / FRAMES
    out = {}
    def rotate(name, axis, degrees, extra=None):
        t, q = bind_local(by_name[name])
        q = qmul(q, qaxis(axis, degrees))
        if extra:
            q = qmul(q, qaxis(*extra))
        out[name] = (t, q)
    out["Root"] = ((0.0, 0.0, 0.0), qaxis((0, 0, 1), 3.0 * math.sin(p)))
    out["Pelvis"] = ((2.0 * math.sin(p), 0.0, 97.0 + 1.5 * math.cos(2 * p)),
                     qmul(qaxis((0, 0, 1), 6.0 * math.sin(p)), qaxis((0, 1, 0), 2.0 * math.sin(p))))
    for i in range(1, 6):
        rotate(f"Spine{i}", (1, 0, 0), -2.0 * math.sin(p + 0.2 * i), ((0, 0, 1), 1.5 * math.cos(p)))
    rotate("Neck1", (1, 0, 0), 3.0 * math.sin(p))
    rotate("Neck2", (0, 0, 1), -2.0 * math.cos(p))
    rotate("Head", (0, 0, 1), 1.5 * math.cos(2 * p), ((1, 0, 0), 4.0 * math.sin(p)))
    rotate("Jaw", (0, 0, 1), 4.0 + 4.0 * math.sin(3 * p))
    for eye in ("L_Eye", "R_Eye"):
        rotate(eye, (0, 0, 1), 6.0 * math.sin(p))
    for side, phase, sx in (("L", 0.0, 1.0), ("R", math.pi, -1.0)):
        s = math.sin(p + phase)
        swing = (1 - math.cos(p + phase + 0.6)) / 2
        rotate(f"{side}_Thigh", (0, 0, 1), -30.0 * s - 5.0 * swing)
        rotate(f"{side}_Calf", (0, 0, 1), 8.0 + 55.0 * swing * swing)
        rotate(f"{side}_Foot", (0, 0, 1), 20.0 * s - 15.0 * swing * swing)
        rotate(f"{side}_Toe0", (0, 0, 1), 12.0 * max(0.0, -s))
        rotate(f"{side}_Clavicle", (0, 1, 0), 4.0 * s)
        rotate(f"{side}_UpperArm", (0, 0, 1), sx * 30.0, ((0, 1, 0), -25.0 * s))
        rotate(f"{side}_Forearm", (0, 1, 0), 20.0 + 25.0 * (1 - s) / 2, ((1, 0, 0), 30.0 * s))
        rotate(f"{side}_Hand", (0, 1, 0), 8.0 * s, ((1, 0, 0), -20.0 * s))
        for fi, finger in enumerate(("Thumb", "Index", "Middle", "Ring", "Pinky")):
            for seg in (1, 2, 3):
                rotate(f"{side}_{finger}{seg}", (0, 1, 0), 15.0 + 10.0 * math.sin(p + 0.3 * fi + 0.2 * seg))
    rotate("Weapon", (1, 0, 0), 10.0 * math.sin(p))
    for ci, names in enumerate(CHAINS):
        for k, name in enumerate(names):
            rotate(name, (0, 1, 0), 6.0 * math.sin(p - 0.5 * k + 0.7 * ci), ((0, 0, 1), 3.0 * math.cos(p - 0.4 * k)))
    # The hand IK targets follow the hands: their world positions by forward kinematics.
    world = {}
    for b in bones:
        t, q = out.get(b["name"], bind_local(b))
        if b["parent"] is None:
            world[b["name"]] = (t, q)
        else:
            pt, pq = world[b["parent"]]
            world[b["name"]] = (add(pt, qrot(pq, t)), qmul(pq, q))
    for side in ("L", "R"):
        root_t, root_q = world["Root"]
        _, bind_q = bind_local(by_name[f"IK_Hand_{side}"])
        out[f"IK_Hand_{side}"] = (qrot(qconj(root_q), sub(world[f"{side}_Hand"][0], root_t)), bind_q)
    return out

# ---------------------------------------------------------------- the helper layer
def hname(name):
    return f"_1Helper{{D}}#{name}"

helper_bones = []  # (name, parent full name, local t)
helpers = []       # Helper / IkLimb elements
exposes = []

def helper_bone(name, parent, world_pos, parent_is_helper=False):
    """A helper bone with the identity local rotation; helper chains keep their parent's frame."""
    if parent_is_helper:
        pq, ppos = hb_world[parent]
        pfull = hname(parent)
    else:
        pq, ppos = by_name[parent]["wq"], by_name[parent]["pos"]
        pfull = full(parent)
    t = qrot(qconj(pq), sub(world_pos, ppos))
    helper_bones.append((name, pfull, t))
    hb_world[name] = (pq, world_pos)
    return t

hb_world = {}

def along(a, b, k):
    pa, pb = by_name[a]["pos"], by_name[b]["pos"]
    return add(pa, scale(sub(pb, pa), k))

def target(name, weight=50):
    return f'<Target bone="{full(name)}" weight="{weight:g}"/>'

def xyz(t):
    return f'x="{fmt([t[0]], 4)}" y="{fmt([t[1]], 4)}" z="{fmt([t[2]], 4)}"'

def helper(name, body):
    helpers.append(f'    <Helper bone="{hname(name)}">\n{body}\n    </Helper>')

for side in ("L", "R"):
    def S(n):
        return f"{side}_{n}"
    # Two forearm twists: 25 % and 75 % of the way from the forearm's orientation to the hand's.
    for k, (w_fore, w_hand) in enumerate(((75, 25), (25, 75))):
        helper_bone(S(f"ForeTwist{k + 1}"), S("Forearm"), along(S("Forearm"), S("Hand"), 0.3 + 0.4 * k))
        helper(S(f"ForeTwist{k + 1}"), f"""        <Rotation>
            <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                {target(S("Forearm"), w_fore)}
                {target(S("Hand"), w_hand)}
            </OrientationConstraint>
        </Rotation>""")
    # Upper-arm twist: a look-at with an up node.
    helper_bone(S("UpperArmTwist"), S("UpperArm"), along(S("UpperArm"), S("Forearm"), 0.33))
    helper(S("UpperArmTwist"), f"""        <Rotation>
            <LookAtConstraint aimAxis="X" upnode="{full(S("Clavicle"))}" upnodeControl="axisAlignment" upnodeAxis="Z" sourceAxis="Z" keepInitialOffset="true">
                {target(S("Forearm"))}
            </LookAtConstraint>
        </Rotation>""")
    # Shoulder pad: a look-at with the world as up node.
    helper_bone(S("ShoulderPad"), S("Clavicle"), add(by_name[S("UpperArm")]["pos"], (0, 0, 5)))
    helper(S("ShoulderPad"), f"""        <Rotation>
            <LookAtConstraint aimAxis="X" upnode="world" keepInitialOffset="true">
                {target(S("Forearm"))}
            </LookAtConstraint>
        </Rotation>""")
    # Deltoid: a reaction on the arm's swing read through an Expose TM.
    exposes.append(f'    <ExposeTm name="{S("ArmSwing")}" bone="{full(S("UpperArm"))}" reference="parent" eulerOrder="XYZ"/>')
    t = helper_bone(S("Deltoid"), S("Clavicle"), add(by_name[S("UpperArm")]["pos"], (0, -2.0, 4.0)))
    helper(S("Deltoid"), f"""        <Position>
            <PositionList>
                <Entry weight="100"><PositionXYZ {xyz(t)}/></Entry>
                <Entry weight="100">
                    <PositionReaction>
                        <Input expose="{S("ArmSwing")}" value="localEulerY"/>
                        <Curve component="y">
                            <Point x="{rad(-60)}" y="2.5" outX="{rad(20)}" outY="0"/>
                            <Point x="0" y="0" inX="{rad(-20)}" inY="0.8" outX="{rad(20)}" outY="-0.8"/>
                            <Point x="{rad(60)}" y="-2.5" inX="{rad(-20)}" inY="0"/>
                        </Curve>
                    </PositionReaction>
                </Entry>
            </PositionList>
        </Position>
        <Rotation>
            <EulerXYZ>
                <Z>
                    <FloatReaction>
                        <Input expose="{S("ArmSwing")}" value="localEulerZ"/>
                        <Curve><Point x="{rad(-45)}" y="{rad(-20)}"/><Point x="0" y="0"/><Point x="{rad(45)}" y="{rad(15)}"/></Curve>
                    </FloatReaction>
                </Z>
            </EulerXYZ>
        </Rotation>""")
    # Elbow volume: a position reaction on the elbow's bend.
    t = helper_bone(S("ElbowVolume"), S("UpperArm"), by_name[S("Forearm")]["pos"])
    helper(S("ElbowVolume"), f"""        <Position>
            <PositionList>
                <Entry><PositionXYZ {xyz(t)}/></Entry>
                <Entry>
                    <PositionReaction>
                        <Input bone="{full(S("Forearm"))}" kind="rotation" axis="Y"/>
                        <Curve component="z"><Point x="0" y="0"/><Point x="{rad(120)}" y="3"/></Curve>
                    </PositionReaction>
                </Entry>
            </PositionList>
        </Position>""")
    # Biceps: scaled by expressions of the elbow's bend.
    helper_bone(S("Biceps"), S("UpperArm"), along(S("UpperArm"), S("Forearm"), 0.55))
    helper(S("Biceps"), f"""        <Scale>
            <ScaleXYZ>
                <Y><FloatExpression expression="1 + 0.3 * (1 - cos(radToDeg(bend)))"><Variable name="bend" bone="{full(S("Forearm"))}" kind="rotation" axis="Y"/></FloatExpression></Y>
                <Z><FloatExpression expression="1 + 0.2 * (1 - cos(radToDeg(bend)))"><Variable name="bend" bone="{full(S("Forearm"))}" kind="rotation" axis="Y"/></FloatExpression></Z>
            </ScaleXYZ>
        </Scale>""")
    # Armpit: a position constraint over three bones.
    helper_bone(S("Armpit"), S("Clavicle"), add(by_name[S("UpperArm")]["pos"], (0, 0, -6)))
    helper(S("Armpit"), f"""        <Position>
            <PositionConstraint keepInitialOffset="true">
                {target(S("Clavicle"), 50)}
                {target(S("UpperArm"), 30)}
                {target("Spine4", 20)}
            </PositionConstraint>
        </Position>""")
    # Thigh twist: 40 % of the pelvis's orientation in a rotation list.
    helper_bone(S("ThighTwist"), S("Thigh"), along(S("Thigh"), S("Calf"), 0.4))
    helper(S("ThighTwist"), f"""        <Rotation>
            <RotationList>
                <Entry weight="100"><EulerXYZ/></Entry>
                <Entry weight="40">
                    <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                        {target("Pelvis")}
                    </OrientationConstraint>
                </Entry>
            </RotationList>
        </Rotation>""")
    # Knee volume: a position reaction and a wire on the knee's bend.
    t = helper_bone(S("KneeVolume"), S("Thigh"), by_name[S("Calf")]["pos"])
    helper(S("KneeVolume"), f"""        <Position>
            <PositionList>
                <Entry><PositionXYZ {xyz(t)}/></Entry>
                <Entry>
                    <PositionReaction>
                        <Input bone="{full(S("Calf"))}" kind="rotation" axis="Z"/>
                        <Curve component="y"><Point x="0" y="0"/><Point x="{rad(90)}" y="-4"/></Curve>
                    </PositionReaction>
                </Entry>
            </PositionList>
        </Position>
        <Rotation>
            <EulerXYZ>
                <Z><FloatWire expression="Z_Rotation / 2"><Variable name="Z_Rotation" bone="{full(S("Calf"))}" kind="rotation" axis="Z"/></FloatWire></Z>
            </EulerXYZ>
        </Rotation>""")
    # Calf twist: half way between the calf and the foot.
    helper_bone(S("CalfTwist"), S("Calf"), along(S("Calf"), S("Foot"), 0.6))
    helper(S("CalfTwist"), f"""        <Rotation>
            <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                {target(S("Calf"))}
                {target(S("Foot"))}
            </OrientationConstraint>
        </Rotation>""")
    # Buttock: between the pelvis and the thigh.
    helper_bone(S("Buttock"), "Pelvis", add(by_name[S("Thigh")]["pos"], (0, 8, 2)))
    helper(S("Buttock"), f"""        <Position>
            <PositionConstraint keepInitialOffset="true">
                {target("Pelvis", 60)}
                {target(S("Thigh"), 40)}
            </PositionConstraint>
        </Position>""")
    # Two-bone IK chains with poles: a leg and an arm of helper bones reaching the base's foot and hand.
    for limb, (a, b, c, root_parent, pole) in (("Leg", ("Thigh", "Calf", "Foot", "Pelvis", S("Toe0Nub"))),
                                                ("Arm", ("UpperArm", "Forearm", "Hand", S("Clavicle"), "Spine2"))):
        n0, n1, n2 = S(f"{limb}IK_{a}"), S(f"{limb}IK_{b}"), S(f"{limb}IK_{c}")
        helper_bone(n0, root_parent, by_name[S(a)]["pos"])
        helper_bone(n1, n0, by_name[S(b)]["pos"], parent_is_helper=True)
        helper_bone(n2, n1, by_name[S(c)]["pos"], parent_is_helper=True)
        helpers.append(f'    <IkLimb root="{hname(n0)}" mid="{hname(n1)}" end="{hname(n2)}" '
                       f'goal="{full(S(c))}" pole="{full(pole)}"/>')

# Centre: the pelvis between both thighs, the neck, the chest's breathing, the spine's twist.
helper_bone("PelvisHelper", "Pelvis", add(by_name["Pelvis"]["pos"], (0, 6, -6)))
helper("PelvisHelper", f"""        <Rotation>
            <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                {target("L_Thigh")}
                {target("R_Thigh")}
            </OrientationConstraint>
        </Rotation>""")
t = helper_bone("NeckHelper", "Spine5", add(by_name["Neck1"]["pos"], (0, 3, 0)))
helper("NeckHelper", f"""        <Position>
            <PositionList>
                <Entry weight="100"><PositionXYZ {xyz(t)}/></Entry>
                <Entry weight="30"><PositionConstraint keepInitialOffset="true">{target("Head")}</PositionConstraint></Entry>
            </PositionList>
        </Position>""")
helper_bone("ChestBreath", "Spine4", add(by_name["Spine4"]["pos"], (0, -10, 0)))
helper("ChestBreath", f"""        <Scale>
            <ScaleXYZ>
                <X><FloatExpression expression="1 + 0.05 * sin(radToDeg(lean) * 8)"><Variable name="lean" bone="{full("Spine3")}" kind="rotation" axis="X"/></FloatExpression></X>
            </ScaleXYZ>
        </Scale>""")
helper_bone("SpineTwist", "Spine2", along("Spine2", "Spine3", 0.5))
helper("SpineTwist", f"""        <Rotation>
            <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                {target("Spine1", 30)}
                {target("Spine4", 70)}
            </OrientationConstraint>
        </Rotation>""")
assert len(helper_bones) == 40, len(helper_bones)

# ---------------------------------------------------------------- files
HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generated by scripts/make_game_rig.py: {what}. -->\n'

def write(path, what, body):
    with open(os.path.join(OUT, path), "w") as f:
        f.write(HEADER.format(what=what) + body)

def main():
    os.makedirs(OUT, exist_ok=True)
    lines = ['<Framework version="1" layer="Base" level="0">']
    for b in bones:
        t, q = bind_local(b)
        parent = f' parent="{full(b["parent"])}"' if b["parent"] else ""
        lines.append(f'    <Bone name="{full(b["name"])}"{parent} t="{fmt(t, 4)}" r="{fmt(q)}"/>')
    lines.append("</Framework>")
    write("GameRig.Base.Framework.xml", "150-bone base layer, Z up, centimetres", "\n".join(lines) + "\n")

    samples = [pose_at(f) for f in range(FRAMES + 1)]
    lines = [f'<Animation version="1" name="Move" layer="Base" frameRate="30" start="0" end="{FRAMES}">']
    for b in bones:
        if b["name"] not in samples[0]:
            continue
        lines.append(f'    <Track bone="{full(b["name"])}">')
        for f, s in enumerate(samples):
            t, q = s[b["name"]]
            lines.append(f'        <Key f="{f}" t="{fmt(t, 4)}" r="{fmt(q)}"/>')
        lines.append("    </Track>")
    lines.append("</Animation>")
    write("GameRig.Base.Animation.Move.xml", f"every base bone but the nubs, {FRAMES} frames at 30 fps, looping",
          "\n".join(lines) + "\n")

    lines = ['<Framework version="1" layer="Helper" level="1">']
    for name, parent, t in helper_bones:
        lines.append(f'    <Bone name="{hname(name)}" parent="{parent}" t="{fmt(t, 4)}" r="0 0 0 1"/>')
    lines.append("</Framework>")
    write("GameRig.Helper.Framework.xml", "40 helper bones over the base layer", "\n".join(lines) + "\n")
    lines = ['<HelperJointSetting version="2" layer="Helper">'] + exposes + helpers + ["</HelperJointSetting>"]
    write("GameRig.Helper.HelperJointSetting.xml", "the helper layer's controllers", "\n".join(lines) + "\n")

    write("gamerig.character.xml", "the performance benchmark's character (docs/performance.md)",
          '<Character version="1" name="GameRig" upAxis="Z" unit="cm">\n'
          '    <Layer framework="GameRig.Base.Framework.xml"/>\n'
          '    <Layer framework="GameRig.Helper.Framework.xml" helperJoints="GameRig.Helper.HelperJointSetting.xml"/>\n'
          f'    <TwoBoneIk name="LeftHand" root="{full("L_UpperArm")}" mid="{full("L_Forearm")}" end="{full("L_Hand")}" targetBone="{full("IK_Hand_L")}" pole="{full("Spine2")}"/>\n'
          f'    <TwoBoneIk name="RightHand" root="{full("R_UpperArm")}" mid="{full("R_Forearm")}" end="{full("R_Hand")}" targetBone="{full("IK_Hand_R")}" pole="{full("Spine2")}"/>\n'
          '    <Clip file="GameRig.Base.Animation.Move.xml"/>\n'
          '</Character>\n')
    print("wrote", os.path.normpath(OUT), len(bones) + len(helper_bones), "bones")

if __name__ == "__main__":
    main()
