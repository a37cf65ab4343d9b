#!/usr/bin/env python3
"""Generates the bundled sample character "Walker" (resources/samples/walker/).

A 62-bone humanoid base layer (60 bones and two hand IK targets) named by the convention _0Base{flags}#Name, standing at the
origin, Z up, in centimetres, about 180 cm tall, facing -Y (3ds Max's front view), with a
32-frame walk-in-place clip at 30 fps. Bones carry 3ds Max Biped-like frames: local X points
along the bone towards its child, local Z is the main bend axis.

Run it again after changing it; the outputs are committed so the build does not need Python.
"""
import math
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "resources", "samples", "walker")

import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rig_gen import (add, sub, scale, dot, cross, norm, qmul, qconj, qaxis, qrot, qfrom_axes,  # noqa: E402,F401
                     fmt, rad, frame_bones, hand_targets_follow, target, xyz, helper_element, deltoid_body,
                     volume_body, biceps_body, orientation_body, twist_list_body, offset_follow_body)
import rig_gen  # noqa: E402

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
rig_gen.limbs(bone, "Spine3")

# Hand IK targets (game rigs' ik_hand bones): non-deformable children of the root, baked by the walk
# to where the hands are, so the hand IK reproduces the clip until a user drags its gizmo.
for side, sx in (("L", 1.0), ("R", -1.0)):
    c = math.cos(math.radians(45))
    bone(f"IK_Hand_{side}", "Root", add((sx * 17, 0, 145), scale((sx * c, 0.0, -c), 53)), flags="B")

assert len(bones) == 62, len(bones)
by_name = {b["name"]: b for b in bones}
frame_bones(bones, by_name)

def full(name):
    b = by_name[name]
    return f"_0Base{{{b['flags']}}}#{name}"

def bind_local(b):
    return rig_gen.bind_local(b, by_name)

# ---------------------------------------------------------------- walk cycle
FRAMES = 32

IDLE_FRAMES = 48

def pose_at(f, walk=1.0, frames=FRAMES):
    """Returns {name: (local translation, local rotation)} for the bones the walk moves; walk=0 is
    the idle: the same stance with the stride and swings gone, breathing instead."""
    p = 2 * math.pi * f / frames
    breath = (1.0 - walk) * math.sin(p)
    out = {}
    def rotate(name, axis, degrees, extra=None):
        t, q = bind_local(by_name[name])
        q = qmul(q, qaxis(axis, degrees))
        if extra:
            q = qmul(q, qaxis(*extra))
        out[name] = (t, q)
    pel_t, pel_q = bind_local(by_name["Pelvis"])
    pel_t = (walk * 2.0 * math.sin(p), 0.0, 98.0 - 1.5 + walk * 1.5 * math.cos(2 * p) + 0.3 * breath)
    pel_q = qmul(qaxis((0, 0, 1), walk * 5.0 * math.sin(p)), qaxis((0, 1, 0), walk * 2.0 * math.sin(p)))
    out["Pelvis"] = (pel_t, pel_q)
    rotate("Spine", (1, 0, 0), -3.0 * walk * math.sin(p), ((0, 0, 1), 4.0 + 1.5 * breath))
    rotate("Spine1", (1, 0, 0), -2.0 * walk * math.sin(p))
    rotate("Spine2", (1, 0, 0), -2.0 * walk * math.sin(p) + 1.0 * breath)
    rotate("Neck", (1, 0, 0), 3.0 * walk * math.sin(p), ((0, 0, 1), -3.0))
    rotate("Head", (0, 0, 1), -1.0 + 1.5 * walk * math.cos(2 * p) - 1.0 * breath)
    for side, phase, sx in (("L", 0.0, 1.0), ("R", math.pi, -1.0)):
        s = walk * math.sin(p + phase)
        swing = walk * (1 - math.cos(p + phase + 0.6)) / 2  # 0..1, largest while the leg swings forward
        rotate(f"{side}_Thigh", (0, 0, 1), -25.0 * s - 5.0 * swing)
        rotate(f"{side}_Calf", (0, 0, 1), 5.0 + 50.0 * swing * swing)
        rotate(f"{side}_Foot", (0, 0, 1), 20.0 * s - 15.0 * swing * swing)
        rotate(f"{side}_Toe0", (0, 0, 1), 10.0 * max(0.0, -s))
        # Arms: both bone frames have local Z = world +Y, so +Y turns an arm forward (-Y) and +Z lowers
        # the left arm but raises the right one. Arms swing against the leg of their side.
        rotate(f"{side}_UpperArm", (0, 0, 1), sx * 35.0, ((0, 1, 0), -18.0 * s))
        rotate(f"{side}_Forearm", (0, 1, 0), 15.0 + 12.0 * (1 - s) / 2)
        rotate(f"{side}_Hand", (0, 1, 0), 5.0 * s)
        rotate(f"{side}_Clavicle", (0, 1, 0), 3.0 * s)
        for finger in ("Index", "Middle", "Ring", "Pinky"):
            for seg in (1, 2, 3):
                rotate(f"{side}_{finger}{seg}", (0, 1, 0), 12.0 + 4.0 * s)
    # The hand IK targets follow the hands: their world positions by forward kinematics.
    hand_targets_follow(out, bones, by_name)
    return out

def write_framework(path):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Generated by scripts/make_sample_walker.py: 62-bone base layer, Z up, centimetres. -->',
             '<Framework version="1" layer="Base" level="0">']
    lines += rig_gen.bone_lines(bones, full, bind_local)
    lines.append("</Framework>")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")

def write_walk(path, walk=1.0, frames=FRAMES, name="Walk", what="walk in place"):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<!-- Generated by scripts/make_sample_walker.py: {what}, {frames} frames at 30 fps, looping. -->',
             f'<Animation version="1" name="{name}" layer="Base" frameRate="30" start="0" end="{frames}">']
    lines += rig_gen.track_lines(bones, [pose_at(f, walk, frames) for f in range(frames + 1)], full)
    lines.append("</Animation>")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")

# ---------------------------------------------------------------- muscle layer (helper joints)
def mname(name):
    return f"_1Muscle{{D}}#{name}"

muscle = []  # (name, parent full name, local t)

def muscle_bone(name, parent, world_pos):
    p = by_name[parent]
    t = qrot(qconj(p["wq"]), sub(world_pos, p["pos"]))
    muscle.append((name, full(parent), t))
    return t

def along(parent, child, k):
    a, b = by_name[parent]["pos"], by_name[child]["pos"]
    return add(a, scale(sub(b, a), k))

helpers = []  # XML of each Helper element

for side in ("L", "R"):
    def S(n):
        return full(f"{side}_{n}")
    def H(name, body):
        helpers.append(helper_element(mname(f"{side}_{name}"), body))
    # Forearm twist: half way between the forearm's and the hand's rotation (World->World blend).
    muscle_bone(f"{side}_ForeTwist", f"{side}_Forearm", along(f"{side}_Forearm", f"{side}_Hand", 0.5))
    H("ForeTwist", orientation_body([(S("Forearm"), 50), (S("Hand"), 50)]))
    # Upper-arm twist: aims at the elbow without the arm's roll, up from the clavicle.
    muscle_bone(f"{side}_UpperArmTwist", f"{side}_UpperArm", along(f"{side}_UpperArm", f"{side}_Forearm", 0.33))
    H("UpperArmTwist", f"""        <Rotation>
            <LookAtConstraint aimAxis="X" upnode="{S("Clavicle")}" upnodeControl="axisAlignment" upnodeAxis="Z" sourceAxis="Z" keepInitialOffset="true">
                {target(S("Forearm"))}
            </LookAtConstraint>
        </Rotation>""")
    # Deltoid: slides and rolls with the arm's swing, read through an Expose TM, by reaction curves.
    sh = by_name[f"{side}_UpperArm"]["pos"]
    t = muscle_bone(f"{side}_Deltoid", f"{side}_Clavicle", add(sh, (0, -2.0, 4.0)))
    H("Deltoid", deltoid_body(t, f"{side}_ArmSwing"))
    # Elbow and knee volume: pushed out as the joint bends (reaction on the bend angle, radians).
    t = muscle_bone(f"{side}_ElbowVolume", f"{side}_UpperArm", by_name[f"{side}_Forearm"]["pos"])
    H("ElbowVolume", volume_body(t, S("Forearm"), "Y", "z", 120, 3))
    t = muscle_bone(f"{side}_KneeVolume", f"{side}_Thigh", by_name[f"{side}_Calf"]["pos"])
    H("KneeVolume", volume_body(t, S("Calf"), "Z", "y", 90, -4, half_wire=True))
    # Biceps bulge: an expression of the elbow bend (radians on the track, degrees in cos()).
    muscle_bone(f"{side}_BicepsBulge", f"{side}_UpperArm", along(f"{side}_UpperArm", f"{side}_Forearm", 0.55))
    H("BicepsBulge", biceps_body(S("Forearm")))
    # Thigh twist: keeps 40 % of the pelvis's orientation against the thigh's own.
    muscle_bone(f"{side}_ThighTwist", f"{side}_Thigh", along(f"{side}_Thigh", f"{side}_Calf", 0.4))
    H("ThighTwist", twist_list_body(full("Pelvis"), 40))

# Pelvis helper: turned half way between both thighs.
muscle_bone("Pelvis_Helper", "Pelvis", add(by_name["Pelvis"]["pos"], (0, 6, -6)))
helpers.append(helper_element(mname("Pelvis_Helper"), orientation_body([(full("L_Thigh"), 50), (full("R_Thigh"), 50)])))
# Neck helper: a list mixing an offset with a position constraint towards the head.
t = muscle_bone("Neck_Helper", "Spine3", add(by_name["Neck"]["pos"], (0, 3, 0)))
helpers.append(helper_element(mname("Neck_Helper"), offset_follow_body(t, full("Head"), 30)))

def write_muscle(framework_path, setting_path):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<!-- Generated by scripts/make_sample_walker.py: helper joints over the base layer. -->',
             '<Framework version="1" layer="Muscle" level="1">']
    for name, parent, t in muscle:
        lines.append(f'    <Bone name="{mname(name)}" parent="{parent}" t="{fmt(t, 4)}" r="0 0 0 1"/>')
    lines.append("</Framework>")
    with open(framework_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<!-- Generated by scripts/make_sample_walker.py: the Muscle layer's controllers. -->",
             '<HelperJointSetting version="2" layer="Muscle">']
    for side in ("L", "R"):
        lines.append(f'    <ExposeTm name="{side}_ArmSwing" bone="{full(side + "_UpperArm")}" reference="parent" eulerOrder="XYZ"/>')
    lines += helpers
    lines.append("</HelperJointSetting>")
    with open(setting_path, "w") as f:
        f.write("\n".join(lines) + "\n")

def write_manifest(path):
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<Character version="1" name="Walker" upAxis="Z" unit="cm">\n'
                '    <Layer framework="Walker.Base.Framework.xml"/>\n'
                '    <Layer framework="Walker.Muscle.Framework.xml" helperJoints="Walker.Muscle.HelperJointSetting.xml"/>\n'
                '    <Mesh file="Walker.Body.gltf"/>\n'
                '    <Corrections file="Walker.Body.Corrections.xml"/>\n'
                '    <TwoBoneIk name="LeftFoot" root="_0Base{BD}#L_Thigh" mid="_0Base{BD}#L_Calf" end="_0Base{BD}#L_Foot" ground="true" pole="_0Base{B}#L_Toe0Nub"/>\n'
                '    <TwoBoneIk name="RightFoot" root="_0Base{BD}#R_Thigh" mid="_0Base{BD}#R_Calf" end="_0Base{BD}#R_Foot" ground="true" pole="_0Base{B}#R_Toe0Nub"/>\n'
                '    <TwoBoneIk name="LeftHand" root="_0Base{BD}#L_UpperArm" mid="_0Base{BD}#L_Forearm" end="_0Base{BD}#L_Hand" targetBone="_0Base{B}#IK_Hand_L"/>\n'
                '    <TwoBoneIk name="RightHand" root="_0Base{BD}#R_UpperArm" mid="_0Base{BD}#R_Forearm" end="_0Base{BD}#R_Hand" targetBone="_0Base{B}#IK_Hand_R"/>\n'
                '    <Locomotion root="_0Base{B}#Root" pelvis="_0Base{BD}#Pelvis" '
                'leftLeg="_0Base{BD}#L_Thigh _0Base{BD}#L_Calf _0Base{BD}#L_Foot" '
                'rightLeg="_0Base{BD}#R_Thigh _0Base{BD}#R_Calf _0Base{BD}#R_Foot"/>\n'
                '    <SlopeAdaptation spine="_0Base{BD}#Pelvis" carry="_0Base{B}#IK_Hand_L _0Base{B}#IK_Hand_R" forward="0 -1 0" alignment="-0.25">\n'
                '        <Leg chain="_0Base{BD}#L_Thigh _0Base{BD}#L_Calf _0Base{BD}#L_Foot"/>\n'
                '        <Leg chain="_0Base{BD}#R_Thigh _0Base{BD}#R_Calf _0Base{BD}#R_Foot"/>\n'
                '    </SlopeAdaptation>\n'
                '    <Costume name="Long skirt" framework="../../templates/long_skirt/LongSkirt.Framework.xml" helperJoints="../../templates/long_skirt/LongSkirt.HelperJointSetting.xml" mesh="../../templates/long_skirt/LongSkirt.Mesh.gltf"/>\n'
                '    <Costume name="Short skirt" framework="../../templates/short_skirt/ShortSkirt.Framework.xml" helperJoints="../../templates/short_skirt/ShortSkirt.HelperJointSetting.xml" mesh="../../templates/short_skirt/ShortSkirt.Mesh.gltf"/>\n'
                '    <Costume name="Robe" framework="../../templates/robe/Robe.Framework.xml" helperJoints="../../templates/robe/Robe.HelperJointSetting.xml" mesh="../../templates/robe/Robe.Mesh.gltf"/>\n'
                '    <Costume name="Mantle" framework="../../templates/mantle/Mantle.Framework.xml" helperJoints="../../templates/mantle/Mantle.HelperJointSetting.xml" mesh="../../templates/mantle/Mantle.Mesh.gltf"/>\n'
                '    <Clip file="Walker.Base.Animation.Walk.xml"/>\n'
                '    <Clip file="Walker.Base.Animation.Idle.xml"/>\n'
                '</Character>\n')

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write_framework(os.path.join(OUT, "Walker.Base.Framework.xml"))
    write_walk(os.path.join(OUT, "Walker.Base.Animation.Walk.xml"))
    write_walk(os.path.join(OUT, "Walker.Base.Animation.Idle.xml"), 0.0, IDLE_FRAMES, "Idle", "standing and breathing")
    write_muscle(os.path.join(OUT, "Walker.Muscle.Framework.xml"), os.path.join(OUT, "Walker.Muscle.HelperJointSetting.xml"))
    write_manifest(os.path.join(OUT, "walker.character.xml"))
    print("wrote", os.path.normpath(OUT))
