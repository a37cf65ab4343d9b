# Runs inside Blender (blender -b --factory-startup --python THIS -- OUT_DIR EXPORTER_DIR): builds a
# game rig the usual way (about 150 bones; 40 helpers driven by constraints and drivers; four
# two-bone IK limbs whose tip bones have no child: the hands and feet follow their IK controls; the
# arms rolled), exports it with resources/exporters/blender/rigstage_exporter.py, and writes
# Blender's evaluated bone world matrices (centimetres) and the tips' tails at every frame to
# OUT_DIR/blender_pose.json.
import json
import math
import os
import sys

import bpy

out_dir, exporter_dir = sys.argv[sys.argv.index("--") + 1:][:2]
sys.path.insert(0, exporter_dir)
import rigstage_exporter  # noqa: E402

bpy.ops.wm.read_factory_settings(use_empty=True)
scene = bpy.context.scene
scene.render.fps = 30
data = bpy.data.armatures.new("GameRig")
rig = bpy.data.objects.new("GameRig", data)
scene.collection.objects.link(rig)
bpy.context.view_layer.objects.active = rig
bpy.ops.object.mode_set(mode="EDIT")


def bone(name, parent, head, tail, roll=0.0, connected=False, deform=True):
    b = data.edit_bones.new(name)
    b.head, b.tail, b.roll = head, tail, roll
    b.use_deform = deform
    if parent:
        b.parent = data.edit_bones[parent]
        b.use_connect = connected
    return b


# Body (metres, Z up, facing -Y).
bone("Root", None, (0, 0, 0), (0, 0.3, 0), deform=False)
bone("Pelvis", "Root", (0, 0, 1.0), (0, 0, 1.1))
# The pelvis and the lower spine are upright (drivers read their local rotations); the chest leans.
bone("Spine1", "Pelvis", (0, 0, 1.1), (0, 0, 1.25), connected=True)
bone("Spine2", "Spine1", (0, 0, 1.25), (0, 0, 1.4), connected=True)
bone("Spine3", "Spine2", (0, 0, 1.4), (0, 0.01, 1.52), connected=True)
bone("Neck", "Spine3", (0, 0.01, 1.52), (0, -0.01, 1.62), connected=True)
bone("Head", "Neck", (0, -0.01, 1.62), (0, -0.01, 1.8), connected=True)
for name, head, tail in (("Jaw", (0, -0.03, 1.66), (0, -0.1, 1.62)), ("Eye_L", (0.03, -0.08, 1.71), (0.03, -0.1, 1.71)),
                         ("Eye_R", (-0.03, -0.08, 1.71), (-0.03, -0.1, 1.71)), ("Brow_L", (0.03, -0.09, 1.74), (0.05, -0.09, 1.74)),
                         ("Brow_R", (-0.03, -0.09, 1.74), (-0.05, -0.09, 1.74)), ("Cheek_L", (0.05, -0.08, 1.67), (0.05, -0.1, 1.67)),
                         ("Cheek_R", (-0.05, -0.08, 1.67), (-0.05, -0.1, 1.67)), ("Nose", (0, -0.1, 1.69), (0, -0.12, 1.68))):
    bone(name, "Head", head, tail)
for name, head, tail in (("Lip_U", (0, -0.1, 1.65), (0, -0.11, 1.65)), ("Lip_D", (0, -0.1, 1.63), (0, -0.11, 1.63)),
                         ("LipCorner_L", (0.02, -0.09, 1.64), (0.03, -0.1, 1.64)), ("LipCorner_R", (-0.02, -0.09, 1.64), (-0.03, -0.1, 1.64)),
                         ("Tongue", (0, -0.05, 1.64), (0, -0.08, 1.64))):
    bone(name, "Jaw", head, tail)
for side, s in (("L", 1.0), ("R", -1.0)):
    for name, head, tail in (("LidUp_", (0.03, -0.09, 1.72), (0.03, -0.1, 1.72)), ("LidDown_", (0.03, -0.09, 1.70), (0.03, -0.1, 1.70)),
                             ("Ear_", (0.08, 0.0, 1.7), (0.09, 0.0, 1.72)), ("CheekBone_", (0.06, -0.07, 1.69), (0.06, -0.09, 1.69)),
                             ("Teeth_", (0.01, -0.09, 1.645), (0.01, -0.1, 1.645))):
        bone(name + side, "Head", (s * head[0], head[1], head[2]), (s * tail[0], tail[1], tail[2]))

for side, s in (("L", 1.0), ("R", -1.0)):
    bone("Clavicle_" + side, "Spine3", (s * 0.03, -0.02, 1.48), (s * 0.17, 0.0, 1.5))
    # Rolled arms: the bend plane is horizontal, the bones' X axes turned 25 degrees out of it.
    bone("UpperArm_" + side, "Clavicle_" + side, (s * 0.18, 0.0, 1.5), (s * 0.45, 0.03, 1.48), roll=s * math.radians(25))
    bone("Forearm_" + side, "UpperArm_" + side, (s * 0.45, 0.03, 1.48), (s * 0.7, 0.0, 1.47), roll=s * math.radians(40), connected=True)
    bone("HandIK_" + side, "Root", (s * 0.72, 0.0, 1.47), (s * 0.8, 0.0, 1.47), deform=False)
    bone("Hand_" + side, "HandIK_" + side, (s * 0.72, 0.0, 1.47), (s * 0.8, 0.0, 1.47))  # follows its control
    for f, (dy, dz) in enumerate(((-0.03, -0.01), (-0.015, 0.0), (0.0, 0.0), (0.015, 0.0), (0.03, -0.005))):
        prev = "Hand_" + side
        for j in range(3):
            x0 = s * (0.8 + 0.025 * j)
            name = "Finger%d_%d_%s" % (f, j, side)
            bone(name, prev, (x0, dy, 1.47 + dz), (x0 + s * 0.025, dy, 1.47 + dz), connected=j > 0)
            prev = name
    bone("ArmPole_" + side, "Root", (s * 0.45, 0.5, 1.48), (s * 0.45, 0.55, 1.48), deform=False)
    bone("Thigh_" + side, "Pelvis", (s * 0.1, 0.0, 1.0), (s * 0.1, -0.03, 0.55))
    bone("Shin_" + side, "Thigh_" + side, (s * 0.1, -0.03, 0.55), (s * 0.1, 0.0, 0.1), connected=True)
    bone("FootIK_" + side, "Root", (s * 0.1, 0.0, 0.1), (s * 0.1, -0.1, 0.1), deform=False)
    bone("Foot_" + side, "FootIK_" + side, (s * 0.1, 0.0, 0.1), (s * 0.1, -0.12, 0.03))
    bone("Toe_" + side, "Foot_" + side, (s * 0.1, -0.12, 0.03), (s * 0.1, -0.18, 0.03), connected=True)
    bone("LegPole_" + side, "Root", (s * 0.1, -0.6, 0.55), (s * 0.1, -0.6, 0.65), deform=False)
    # Helpers (ten a side): the kinds a game rig drives its corrective joints with.
    bone("ShoulderFollow_" + side, "Spine3", (s * 0.17, 0.0, 1.5), (s * 0.17, 0.05, 1.5))                 # Copy Location
    bone("UpperTwist_" + side, "Clavicle_" + side, (s * 0.3, 0.0, 1.49), (s * 0.3, 0.05, 1.49))             # Copy Rotation
    bone("ElbowAim_" + side, "Spine3", (s * 0.3, 0.1, 1.49), (s * 0.3, 0.15, 1.49))                          # Track To
    bone("WristFollow_" + side, "Root", (s * 0.7, 0.0, 1.47), (s * 0.7, 0.05, 1.47))                        # Copy Location + Rotation
    bone("ClavicleDrv_" + side, "Spine3", (s * 0.1, -0.05, 1.49), (s * 0.1, 0.0, 1.49))                     # driver, scripted
    bone("KneeFollow_" + side, "Pelvis", (s * 0.1, -0.05, 0.55), (s * 0.1, 0.0, 0.55))                      # Copy Location (IK joint)
    bone("ThighTwist_" + side, "Pelvis", (s * 0.1, 0.0, 0.8), (s * 0.1, 0.05, 0.8))                         # Copy Rotation (IK bone)
    bone("HipDrv_" + side, "Pelvis", (s * 0.15, 0.05, 0.95), (s * 0.15, 0.1, 0.95))                         # driver, F-curve mapping
    bone("HipSlide_" + side, "Pelvis", (s * 0.15, 0.08, 0.9), (s * 0.15, 0.13, 0.9))                        # driver on a location
    bone("CalfAim_" + side, "Pelvis", (s * 0.1, 0.1, 0.4), (s * 0.1, 0.15, 0.4))                            # Track To the foot control
    bone("HandFollow_" + side, "Root", (s * 0.75, 0.05, 1.47), (s * 0.75, 0.1, 1.47))                       # Copy Location
    bone("FootFollow_" + side, "Root", (s * 0.15, 0.0, 0.1), (s * 0.15, 0.05, 0.1))                         # Copy Rotation
    bone("ToeFollow_" + side, "Pelvis", (s * 0.1, -0.15, 0.05), (s * 0.1, -0.1, 0.05))                      # Copy Location
    bone("ScapulaDrv_" + side, "Clavicle_" + side, (s * 0.1, 0.05, 1.45), (s * 0.1, 0.1, 1.45))             # driver reading the clavicle
    bone("KneeDrv_" + side, "Pelvis", (s * 0.1, -0.08, 0.6), (s * 0.1, -0.03, 0.6))                         # driver, scripted
for name, parent, head, tail in (("Breath", "Spine3", (0, -0.1, 1.4), (0, -0.15, 1.4)), ("NeckFollow", "Spine2", (0, 0.05, 1.55), (0, 0.1, 1.55)),
                                 ("HeadAim", "Spine3", (0, -0.2, 1.7), (0, -0.25, 1.7)), ("JawDrv", "Head", (0, 0.02, 1.66), (0, 0.06, 1.66)),
                                 ("BellyDrv", "Pelvis", (0, -0.1, 1.15), (0, -0.15, 1.15)), ("SpineAvg", "Pelvis", (0, 0.1, 1.3), (0, 0.15, 1.3)),
                                 ("PelvisFollow", "Root", (0, 0.15, 1.0), (0, 0.2, 1.0)), ("BackDrv", "Spine1", (0, 0.1, 1.2), (0, 0.15, 1.2)),
                                 ("NeckDrv", "Spine3", (0, 0.08, 1.6), (0, 0.13, 1.6)), ("TurnedDrv", "Spine3", (0, 0.1, 1.45), (0, 0.1, 1.5))):
    bone(name, parent, head, tail)
# A cape (an FK chain) and props.
prev = "Spine3"
for i in range(6):
    name = "Cape_%d" % i
    bone(name, prev, (0, 0.12 + 0.01 * i, 1.45 - 0.08 * i), (0, 0.13 + 0.01 * i, 1.37 - 0.08 * i), connected=i > 0)
    prev = name
for name, parent, head, tail in (("Weapon", "Hand_R", (-0.82, 0.0, 1.47), (-0.82, -0.4, 1.47)), ("Shield", "Forearm_L", (0.6, 0.05, 1.47), (0.6, 0.1, 1.47)),
                                 ("Holster", "Pelvis", (-0.18, 0.0, 0.95), (-0.18, 0.0, 0.85)), ("Pouch", "Pelvis", (0.18, 0.0, 0.95), (0.18, 0.0, 0.85)),
                                 ("Quiver", "Spine2", (0.0, 0.15, 1.35), (0.0, 0.15, 1.6)), ("HairTie", "Head", (0, 0.1, 1.75), (0, 0.15, 1.7)),
                                 ("BeltFront", "Pelvis", (0, -0.12, 1.0), (0, -0.12, 0.9)), ("BeltBack", "Pelvis", (0, 0.12, 1.0), (0, 0.12, 0.9)),
                                 ("BeltBuckle", "BeltFront", (0, -0.13, 0.98), (0, -0.15, 0.98)), ("Knife", "BeltBack", (0.05, 0.13, 0.95), (0.05, 0.13, 0.8))):
    bone(name, parent, head, tail)
for i in range(10):
    turn = 2.0 * math.pi * i / 10.0
    bone("Belt_%d" % i, "Pelvis", (0.14 * math.sin(turn), 0.1 * math.cos(turn), 0.97), (0.14 * math.sin(turn), 0.1 * math.cos(turn), 0.9))
bpy.ops.object.mode_set(mode="POSE")
pose = rig.pose.bones
for pb in pose:
    pb.rotation_mode = "XYZ"


def con(owner, kind, sub, influence=1.0):
    c = pose[owner].constraints.new(kind)
    c.target, c.subtarget, c.influence = rig, sub, influence
    if hasattr(c, "owner_space"):
        c.owner_space = c.target_space = "WORLD"
    return c


def var(driver, name, sub, channel, space="LOCAL_SPACE"):
    v = driver.variables.new()
    v.name, v.type = name, "TRANSFORMS"
    v.targets[0].id, v.targets[0].bone_target = rig, sub
    v.targets[0].transform_type, v.targets[0].transform_space = channel, space


for side in ("L", "R"):
    for owner, tip_target, pole in (("Forearm_" + side, "HandIK_" + side, "ArmPole_" + side), ("Shin_" + side, "FootIK_" + side, "LegPole_" + side)):
        c = pose[owner].constraints.new("IK")
        c.target, c.subtarget = rig, tip_target
        c.pole_target, c.pole_subtarget = rig, pole
        c.pole_angle = math.radians(-90 if owner.startswith("Shin") else 30)
        c.chain_count, c.iterations = 2, 500
    con("ShoulderFollow_" + side, "COPY_LOCATION", "Clavicle_" + side)
    con("UpperTwist_" + side, "COPY_ROTATION", "Clavicle_" + side)
    c = con("ElbowAim_" + side, "TRACK_TO", "HandIK_" + side)
    c.track_axis, c.up_axis = "TRACK_Y", "UP_Z"
    con("WristFollow_" + side, "COPY_LOCATION", "HandIK_" + side)
    con("WristFollow_" + side, "COPY_ROTATION", "HandIK_" + side)
    con("KneeFollow_" + side, "COPY_LOCATION", "Shin_" + side)
    con("ThighTwist_" + side, "COPY_ROTATION", "Thigh_" + side)
    c = con("CalfAim_" + side, "TRACK_TO", "FootIK_" + side)
    c.track_axis, c.up_axis = "TRACK_Y", "UP_Z"
    con("HandFollow_" + side, "COPY_LOCATION", "Hand_" + side)
    con("FootFollow_" + side, "COPY_ROTATION", "Foot_" + side)
    con("ToeFollow_" + side, "COPY_LOCATION", "Toe_" + side)
    fc = pose["ScapulaDrv_" + side].driver_add("rotation_euler", 0)
    var(fc.driver, "lift", "Clavicle_" + side, "ROT_Z")
    fc.driver.expression = "0.5 * lift"
    fc = pose["KneeDrv_" + side].driver_add("rotation_euler", 0)
    var(fc.driver, "bend", "Spine1", "ROT_X")
    fc.driver.expression = "min(bend, 0.2) * 2"
    fc = pose["ClavicleDrv_" + side].driver_add("rotation_euler", 2)
    var(fc.driver, "twist", "Spine3", "ROT_Z")
    fc.driver.expression = "0.5 * twist + 0.1 * sin(twist)"
    fc = pose["HipDrv_" + side].driver_add("rotation_euler", 0)
    fc.driver.type = "AVERAGE"
    var(fc.driver, "bend", "Spine1", "ROT_X")
    for mod in list(fc.modifiers):
        fc.modifiers.remove(mod)
    for x, y in ((-0.5, -0.3), (0.0, 0.0), (0.5, 0.6)):
        fc.keyframe_points.insert(x, y).interpolation = "BEZIER"
    fc.update()
    fc = pose["HipSlide_" + side].driver_add("location", 2)
    var(fc.driver, "bend", "Spine1", "ROT_X")
    fc.driver.expression = "0.05 * bend"
con("NeckFollow", "COPY_LOCATION", "Neck")
con("NeckFollow", "COPY_LOCATION", "Head", 0.5)
c = con("HeadAim", "TRACK_TO", "Head")
c.track_axis, c.up_axis = "TRACK_NEGATIVE_Y", "UP_Z"
con("SpineAvg", "COPY_ROTATION", "Spine1")
con("SpineAvg", "COPY_ROTATION", "Spine3", 0.5)
con("PelvisFollow", "COPY_LOCATION", "Pelvis")
con("PelvisFollow", "COPY_ROTATION", "Pelvis")
for owner, expression, sub, channel in (("Breath", "1 + 0.2 * max(bend, 0)", "Spine2", "ROT_X"), ("JawDrv", "clamp(2 * bend, -0.3, 0.3)", "Spine2", "ROT_X"),
                                        ("BellyDrv", "bend * 0.3 if bend > 0 else bend * 0.1", "Spine1", "ROT_X"), ("BackDrv", "-0.5 * bend", "Spine2", "ROT_X"),
                                        ("NeckDrv", "0.4 * bend", "Neck", "ROT_Z"), ("TurnedDrv", "0.5 * bend", "Spine3", "ROT_Z")):
    fc = pose[owner].driver_add("scale" if owner == "Breath" else "rotation_euler", 1 if owner == "Breath" else 0)
    var(fc.driver, "bend", sub, channel)
    fc.driver.expression = expression

# One clip: the body walks, the arms reach past their length and fold, the fingers curl.
action = bpy.data.actions.new("Move")
rig.animation_data_create().action = action


def key(name, path, frame, value):
    setattr(pose[name], path, value)
    pose[name].keyframe_insert(path, frame=frame)


for f, a, b in ((1, 0.0, 0.0), (5, 0.6, -0.4), (9, -0.5, 0.7), (13, 0.3, 0.2), (17, 0.9, -0.8)):
    key("Pelvis", "location", f, (0.02 * a, 0.03 * b, 0.02 * b))
    key("Pelvis", "rotation_euler", f, (0.1 * b, 0.05 * a, 0.2 * a))
    key("Spine1", "rotation_euler", f, (0.3 * a, 0.1 * b, 0.2 * b))
    key("Spine2", "rotation_euler", f, (0.2 * b, 0.0, 0.1 * a))
    key("Spine3", "rotation_euler", f, (0.1 * a, 0.1 * b, 0.3 * b))
    key("Neck", "rotation_euler", f, (0.2 * b, 0.0, 0.4 * a))
    key("Head", "rotation_euler", f, (0.1 * a, 0.1 * b, 0.2 * a))
    key("Jaw", "rotation_euler", f, (0.2 * max(a, 0), 0.0, 0.0))
    for side, s in (("L", 1.0), ("R", -1.0)):
        key("Clavicle_" + side, "rotation_euler", f, (0.1 * a, 0.0, 0.1 * b))
        # Frame 17 stretches the arms 6 cm past their reach; frame 9 folds them.
        key("HandIK_" + side, "location", f, ((-0.2 * a if f != 17 else 0.06 * s), -0.15 * b, 0.1 * a))
        key("HandIK_" + side, "rotation_euler", f, (0.3 * a, 0.2 * b, 0.0))
        key("FootIK_" + side, "location", f, (0.03 * b, -0.15 * a, 0.12 * max(a, 0)))
        key("FootIK_" + side, "rotation_euler", f, (0.4 * a, 0.0, 0.0))
        for fi in range(5):
            for j in range(3):
                key("Finger%d_%d_%s" % (fi, j, side), "rotation_euler", f, (0.0, 0.0, -s * 0.4 * (a + 0.5)))
        key("Toe_" + side, "rotation_euler", f, (0.3 * b, 0.0, 0.0))
    for i in range(6):
        key("Cape_%d" % i, "rotation_euler", f, (0.05 * a * (i + 1) / 4, 0.0, 0.03 * b))
action.frame_range = (1, 17)
for pb in pose:
    pb.location, pb.rotation_euler, pb.scale = (0, 0, 0), (0, 0, 0), (1, 1, 1)
bpy.ops.object.mode_set(mode="OBJECT")

exporter = rigstage_exporter.CharacterExport(rig, "GameRig")
exporter.export(out_dir, meshes=False)
tips = {ik: limb["end"] for ik, limb in exporter.ik.items()}
# The joints at a bone's rest the export reads turned bones against: Blender's rest frame of the
# bone (its rest under its evaluated parent).
live = set(exporter.live_joints())
rests = {bone: joint for bone, joint in exporter.rest_joints.items() if joint in live}


def cm(m):
    return [[m[r][c] * (100.0 if c == 3 and r < 3 else 1.0) for c in range(4)] for r in range(4)]


frames = {}
tails = {}
rest_frames = {}
for f in range(1, 18):
    scene.frame_set(f)
    frames[str(f - 1)] = {pb.name: cm(rig.matrix_world @ pb.matrix) for pb in pose}
    tails[str(f - 1)] = {tip: list((rig.matrix_world @ pose[tip].tail) * 100.0) for tip in tips}
    rest_frames[str(f - 1)] = {bone: cm(rig.matrix_world @ pose[bone].parent.matrix @ exporter.rest_local(data.bones[bone])) for bone in rests}
# Bones nothing acts on (no constraint, driver or IK, full inheritance): their clip keys are exact.
driven = {fc.data_path.split('"')[1] for fc in rig.animation_data.drivers if fc.data_path.startswith("pose.bones[")}
in_ik = {b for limb_mid, limb in exporter.ik.items() for b in (limb_mid, limb["root"])}
plain = sorted(b.name for b in data.bones if not pose[b.name].constraints and b.name not in driven and b.name not in in_ik
               and b.use_inherit_rotation and b.inherit_scale == "FULL")
with open(os.path.join(out_dir, "blender_pose.json"), "w") as f:
    json.dump({"version": bpy.app.version_string, "bones": len(data.bones), "frames": frames, "tails": tails,
               "ends": {tip: exporter.full_name(end) for tip, end in tips.items()},
               "rest_joints": {bone: exporter.full_name(joint) for bone, joint in rests.items()}, "rest_frames": rest_frames,
               "helpers": {b.name: exporter.resolve("".join(exporter.slots[b.name].values())) for b in data.bones},
               "ik": {tip: [limb["root"], tip] for tip, limb in exporter.ik.items()},
               "report": exporter.report.bones, "notes": exporter.report.notes, "names": {b.name: exporter.full_name(b.name) for b in data.bones},
               "plain": plain}, f)
print("GAME-RIG-DONE")
