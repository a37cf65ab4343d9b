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
from rig_gen import (add, sub, scale, norm, qmul, qconj, qaxis, qrot, fmt, rad, frame_bones,  # noqa: E402
                     hand_targets_follow, target as full_target, helper_element, deltoid_body, volume_body,
                     biceps_body, orientation_body, twist_list_body, offset_follow_body)
import rig_gen  # noqa: E402

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
rig_gen.limbs(bone, "Spine5", elbow_bend=2.5, knee_bend=2.5)  # bent a little: the IK chains' bend planes
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
frame_bones(bones, by_name)

def full(name):
    return f"_0Base{{{by_name[name]['flags']}}}#{name}"

def bind_local(b):
    return rig_gen.bind_local(b, by_name)

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
    hand_targets_follow(out, bones, by_name)  # the hand IK targets follow the hands
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
    return full_target(full(name), weight)

def helper(name, body):
    helpers.append(helper_element(hname(name), body))

for side in ("L", "R"):
    def S(n):
        return f"{side}_{n}"
    # Two forearm twists: 25 % and 75 % of the way from the forearm's orientation to the hand's.
    for k, (w_fore, w_hand) in enumerate(((75, 25), (25, 75))):
        helper_bone(S(f"ForeTwist{k + 1}"), S("Forearm"), along(S("Forearm"), S("Hand"), 0.3 + 0.4 * k))
        helper(S(f"ForeTwist{k + 1}"), orientation_body([(full(S("Forearm")), w_fore), (full(S("Hand")), w_hand)]))
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
    helper(S("Deltoid"), deltoid_body(t, S("ArmSwing")))
    # Elbow volume: a position reaction on the elbow's bend.
    t = helper_bone(S("ElbowVolume"), S("UpperArm"), by_name[S("Forearm")]["pos"])
    helper(S("ElbowVolume"), volume_body(t, full(S("Forearm")), "Y", "z", 120, 3))
    # Biceps: scaled by expressions of the elbow's bend.
    helper_bone(S("Biceps"), S("UpperArm"), along(S("UpperArm"), S("Forearm"), 0.55))
    helper(S("Biceps"), biceps_body(full(S("Forearm"))))
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
    helper(S("ThighTwist"), twist_list_body(full("Pelvis"), 40))
    # Knee volume: a position reaction and a wire on the knee's bend.
    t = helper_bone(S("KneeVolume"), S("Thigh"), by_name[S("Calf")]["pos"])
    helper(S("KneeVolume"), volume_body(t, full(S("Calf")), "Z", "y", 90, -4, half_wire=True))
    # Calf twist: half way between the calf and the foot.
    helper_bone(S("CalfTwist"), S("Calf"), along(S("Calf"), S("Foot"), 0.6))
    helper(S("CalfTwist"), orientation_body([(full(S("Calf")), 50), (full(S("Foot")), 50)]))
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
helper("PelvisHelper", orientation_body([(full("L_Thigh"), 50), (full("R_Thigh"), 50)]))
t = helper_bone("NeckHelper", "Spine5", add(by_name["Neck1"]["pos"], (0, 3, 0)))
helper("NeckHelper", offset_follow_body(t, full("Head"), 30))
helper_bone("ChestBreath", "Spine4", add(by_name["Spine4"]["pos"], (0, -10, 0)))
helper("ChestBreath", f"""        <Scale>
            <ScaleXYZ>
                <X><FloatExpression expression="1 + 0.05 * sin(radToDeg(lean) * 8)"><Variable name="lean" bone="{full("Spine3")}" kind="rotation" axis="X"/></FloatExpression></X>
            </ScaleXYZ>
        </Scale>""")
helper_bone("SpineTwist", "Spine2", along("Spine2", "Spine3", 0.5))
helper("SpineTwist", orientation_body([(full("Spine1"), 30), (full("Spine4"), 70)]))
assert len(helper_bones) == 40, len(helper_bones)

# ---------------------------------------------------------------- files
HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generated by scripts/make_game_rig.py: {what}. -->\n'

def write(path, what, body):
    with open(os.path.join(OUT, path), "w") as f:
        f.write(HEADER.format(what=what) + body)

def main():
    os.makedirs(OUT, exist_ok=True)
    lines = ['<Framework version="1" layer="Base" level="0">']
    lines += rig_gen.bone_lines(bones, full, bind_local)
    lines.append("</Framework>")
    write("GameRig.Base.Framework.xml", "150-bone base layer, Z up, centimetres", "\n".join(lines) + "\n")

    lines = [f'<Animation version="1" name="Move" layer="Base" frameRate="30" start="0" end="{FRAMES}">']
    lines += rig_gen.track_lines(bones, [pose_at(f) for f in range(FRAMES + 1)], full)
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
