# Runs inside Blender (blender -b --factory-startup --python THIS -- OUT_DIR EXPORTER_DIR): builds a
# rig with every constraint and driver kind the exporter maps, exports it with
# resources/exporters/blender/rigstage_exporter.py, and writes Blender's own evaluated bone world
# matrices (centimetres) at several frames to OUT_DIR/blender_pose.json for the comparison.
import json
import math
import os
import sys

import bpy

out_dir, exporter_dir = sys.argv[sys.argv.index("--") + 1:][:2]
sys.path.insert(0, exporter_dir)
import rigstage_exporter  # noqa: E402

FRAMES = [1, 4, 8, 11]

bpy.ops.wm.read_factory_settings(use_empty=True)
scene = bpy.context.scene
scene.render.fps = 24
scene.frame_start, scene.frame_end = 1, 11

arm_data = bpy.data.armatures.new("Rig")
rig = bpy.data.objects.new("Rig", arm_data)
scene.collection.objects.link(rig)
rig.location = (0.05, -0.02, 0.0)  # the object's transform goes into the roots
bpy.context.view_layer.objects.active = rig
bpy.ops.object.mode_set(mode="EDIT")

# (name, parent, head, tail, connected): metres, Z up; the knee bends forward (-Y).
BONES = [
    ("Root", None, (0, 0, 0), (0, 0.2, 0), False),
    ("Pelvis", "Root", (0, 0, 1.0), (0, 0, 1.2), False),
    ("Spine", "Pelvis", (0, 0, 1.2), (0, 0, 1.5), True),
    ("Neck", "Spine", (0, 0, 1.5), (0, 0, 1.6), True),
    ("Thigh_L", "Pelvis", (0.1, 0, 1.0), (0.1, -0.03, 0.55), False),
    ("Shin_L", "Thigh_L", (0.1, -0.03, 0.55), (0.1, 0, 0.1), True),
    ("Foot_L", "Shin_L", (0.1, 0, 0.1), (0.1, -0.12, 0.03), True),
    ("IK_Foot_L", "Root", (0.1, -0.05, 0.2), (0.1, -0.15, 0.2), False),
    ("Pole_L", "Root", (0.1, -0.6, 0.55), (0.1, -0.6, 0.65), False),
    ("Slider", "Root", (0.5, 0, 0), (0.5, 0.1, 0), False),
    ("LocHelper", "Pelvis", (0, 0.2, 1.1), (0, 0.3, 1.1), False),
    ("RotHelper", "Pelvis", (-0.2, 0, 1.1), (-0.2, 0.1, 1.1), False),
    ("TrackHelper", "Spine", (0, 0.2, 1.4), (0, 0.3, 1.4), False),
    ("DampedHelper", "Spine", (0, -0.2, 1.4), (0, -0.3, 1.4), False),
    ("DriverRot", "Pelvis", (0.2, 0.2, 1.1), (0.2, 0.3, 1.1), False),
    ("DriverLoc", "Root", (-0.5, 0, 0), (-0.5, 0.1, 0), False),
    ("DriverScale", "Root", (-0.7, 0, 0), (-0.7, 0.1, 0), False),
]
for name, parent, head, tail, connected in BONES:
    b = arm_data.edit_bones.new(name)
    b.head, b.tail, b.roll = head, tail, 0.0
    if parent:
        b.parent = arm_data.edit_bones[parent]
        b.use_connect = connected
bpy.ops.object.mode_set(mode="POSE")
pose = rig.pose.bones
for pb in pose:
    pb.rotation_mode = "XYZ"


def target(con, bone):
    con.target = rig
    con.subtarget = bone
    con.owner_space = con.target_space = "WORLD"


# The constraints read FK bones: Blender's IK result is only within its solver's tolerance (below).
c = pose["LocHelper"].constraints.new("COPY_LOCATION")
target(c, "Neck")
c = pose["LocHelper"].constraints.new("COPY_LOCATION")
target(c, "Spine")
c.influence = 0.4  # 0.6 neck + 0.4 spine: weights 100 and 66.7
c = pose["RotHelper"].constraints.new("COPY_ROTATION")
target(c, "Neck")
c = pose["TrackHelper"].constraints.new("TRACK_TO")
target(c, "IK_Foot_L")
c.track_axis, c.up_axis = "TRACK_Y", "UP_Z"
c = pose["DampedHelper"].constraints.new("DAMPED_TRACK")
target(c, "IK_Foot_L")
c.track_axis = "TRACK_Y"
c = pose["Shin_L"].constraints.new("IK")
c.target, c.subtarget = rig, "IK_Foot_L"
c.pole_target, c.pole_subtarget = rig, "Pole_L"
c.pole_angle = math.radians(-90)
c.chain_count = 2
c.iterations = 500
# A constraint Rigstage does not replicate, wide enough never to act: the report lists it.
c = pose["Neck"].constraints.new("LIMIT_ROTATION")
c.use_limit_x = True
c.min_x, c.max_x = -3.0, 3.0


def add_var(driver, name, bone, channel, space="LOCAL_SPACE"):
    v = driver.variables.new()
    v.name, v.type = name, "TRANSFORMS"
    v.targets[0].id = rig
    v.targets[0].bone_target = bone
    v.targets[0].transform_type = channel
    v.targets[0].transform_space = space
    return v


# Scripted expressions (with a trig function: Max's take degrees), an F-curve mapping, a single
# variable passed through, location and scale channels.
fc = pose["DriverRot"].driver_add("rotation_euler", 2)
fc.driver.type = "SCRIPTED"
add_var(fc.driver, "twist", "Neck", "ROT_Z")
fc.driver.expression = "0.5 * twist + sin(twist)"
fc = pose["DriverRot"].driver_add("rotation_euler", 0)
fc.driver.type = "AVERAGE"
add_var(fc.driver, "twist", "Neck", "ROT_Z")
for mod in list(fc.modifiers):
    fc.modifiers.remove(mod)
for x, y in ((-0.5, -0.2), (0.0, 0.0), (0.7, 0.9)):
    k = fc.keyframe_points.insert(x, y)
    k.interpolation = "BEZIER"
fc.update()
fc = pose["DriverLoc"].driver_add("location", 0)
fc.driver.type = "SCRIPTED"
add_var(fc.driver, "slide", "Slider", "LOC_X")
fc.driver.expression = "slide * 2 - 0.05"
fc = pose["DriverLoc"].driver_add("location", 2)
fc.driver.type = "AVERAGE"
add_var(fc.driver, "slide", "Slider", "LOC_X")
fc = pose["DriverScale"].driver_add("scale", 1)
fc.driver.type = "SCRIPTED"
add_var(fc.driver, "slide", "Slider", "LOC_X")
fc.driver.expression = "1 + slide"

# The action: the pelvis bobs and turns, the spine bends, the neck twists (the drivers' input), the
# slider slides, the foot's IK target steps.
action = bpy.data.actions.new("Walk")
rig.animation_data_create().action = action


def key(bone, path, frame, value):
    pb = pose[bone]
    setattr(pb, path, value)
    pb.keyframe_insert(path, frame=frame)


for f, z, turn, bend, twist, slide, step in (
        (1, 0.0, 0.0, 0.0, 0.0, 0.0, (0, 0, 0)),
        (6, 0.03, 0.3, 0.2, 0.6, 0.1, (0, -0.15, 0.12)),
        (11, -0.02, -0.2, -0.1, -0.3, 0.05, (0, -0.25, 0.0))):
    key("Pelvis", "location", f, (0.0, z, 0.0))
    key("Pelvis", "rotation_euler", f, (0.0, turn, 0.1 * turn))
    key("Spine", "rotation_euler", f, (bend, 0.0, 0.5 * bend))
    key("Neck", "rotation_euler", f, (0.0, 0.0, twist))
    key("Slider", "location", f, (slide, 0.0, 0.0))
    key("IK_Foot_L", "location", f, step)
action.frame_range = (1, 11)

# A second action (a clip of its own): the pelvis sways, the neck turns the other way.
idle = bpy.data.actions.new("Idle")
rig.animation_data.action = idle
for f, sway, twist in ((1, 0.0, 0.0), (9, 0.15, -0.4)):
    key("Pelvis", "rotation_euler", f, (sway, 0.0, 0.0))
    key("Neck", "rotation_euler", f, (0.0, 0.0, twist))
idle.frame_range = (1, 9)
rig.animation_data.action = action
for pb in pose:  # the keys above left their last values in the channels
    pb.location, pb.rotation_euler = (0, 0, 0), (0, 0, 0)

# Two skinned boxes: the chest on the spine, a shin guard on the IK-driven shin.
bpy.ops.object.mode_set(mode="OBJECT")
for name, bone, centre, size in (("Chest", "Spine", (0, 0, 1.35), (0.16, 0.1, 0.14)), ("Guard", "Shin_L", (0.1, -0.04, 0.33), (0.05, 0.05, 0.18))):
    bpy.ops.mesh.primitive_cube_add(location=centre)
    box = bpy.context.active_object
    box.name = name
    box.scale = size
    bpy.ops.object.transform_apply(scale=True, location=True)
    group = box.vertex_groups.new(name=bone)
    group.add(list(range(len(box.data.vertices))), 1.0, "REPLACE")
    box.modifiers.new("Armature", "ARMATURE").object = rig
    box.parent = rig

reports = {}
notes = {}
limited = {}


def export(obj, folder, name, meshes, naming="NONE"):
    """Exports with the add-on and keeps its report by bone (what the comparison exempts), its
    notes, and the parts of each bone its Limits change at some frame."""
    exporter = rigstage_exporter.CharacterExport(obj, rigstage_exporter.manifest_name(name), naming)
    exporter.export(folder, meshes=meshes)
    reports[exporter.name] = exporter.report.bones
    notes[exporter.name] = exporter.report.notes
    limited[exporter.name] = {b: sorted(parts) for b, parts in exporter.limit_differs.items() if parts}
    return exporter


export(rig, out_dir, "BlenderRig", True)
# The same rig with the project's naming convention chosen: its ordinary names are reported.
export(rig, os.path.join(out_dir, "named"), "Named", False, naming="PROJECT")

# A second armature whose bones follow the naming convention: two layers from the names, a
# muscle helper copying the head's rotation and one copying its location.
conv_data = bpy.data.armatures.new("Conv")
conv = bpy.data.objects.new("Conv", conv_data)
scene.collection.objects.link(conv)
conv.location = (3.0, 0.0, 0.0)
bpy.context.view_layer.objects.active = conv
bpy.ops.object.mode_set(mode="EDIT")
for name, parent, head, tail, connected in (
        ("_0Base{B}#Root", None, (0, 0, 0), (0, 0.2, 0), False),
        ("_0Base{BD}#Spine", "_0Base{B}#Root", (0, 0, 1.0), (0, 0, 1.4), False),
        ("_0Base{BD}#Head", "_0Base{BD}#Spine", (0, 0, 1.4), (0, 0, 1.6), True),
        ("_1Muscle{D}#Twist", "_0Base{BD}#Spine", (0.1, 0, 1.2), (0.1, 0.1, 1.2), False),
        ("_1Muscle{D}#Follow", "_0Base{B}#Root", (0.3, 0, 0.5), (0.3, 0.1, 0.5), False)):
    b = conv_data.edit_bones.new(name)
    b.head, b.tail, b.roll = head, tail, 0.0
    if parent:
        b.parent = conv_data.edit_bones[parent]
        b.use_connect = connected
bpy.ops.object.mode_set(mode="POSE")
for pb in conv.pose.bones:
    pb.rotation_mode = "XYZ"
c = conv.pose.bones["_1Muscle{D}#Twist"].constraints.new("COPY_ROTATION")
c.target, c.subtarget, c.owner_space, c.target_space = conv, "_0Base{BD}#Head", "WORLD", "WORLD"
c = conv.pose.bones["_1Muscle{D}#Follow"].constraints.new("COPY_LOCATION")
c.target, c.subtarget, c.owner_space, c.target_space = conv, "_0Base{BD}#Head", "WORLD", "WORLD"
nod = bpy.data.actions.new("Nod")
conv.animation_data_create().action = nod
for f, bend, turn in ((1, 0.0, 0.0), (5, 0.3, 0.5), (9, -0.2, 0.1)):
    for bone, value in (("_0Base{BD}#Spine", (bend, 0.0, 0.0)), ("_0Base{BD}#Head", (0.0, bend, turn))):
        conv.pose.bones[bone].rotation_euler = value
        conv.pose.bones[bone].keyframe_insert("rotation_euler", frame=f)
nod.frame_range = (1, 9)
bpy.ops.object.mode_set(mode="OBJECT")
export(conv, os.path.join(out_dir, "conv"), "ConvRig", False)

# A reference picture and its camera at frame 6, rendered as a flat white silhouette on black (what
# Rigstage's compare expects from a DCC), with the camera file the add-on's menu entry writes.
cam = bpy.data.objects.new("Camera", bpy.data.cameras.new("Camera"))
scene.collection.objects.link(cam)
cam.location = (2.2, -3.3, 1.2)
cam.rotation_euler = (math.radians(85), 0, math.radians(34))
cam.data.sensor_fit = "AUTO"
scene.camera = cam
scene.world = bpy.data.worlds.new("Black")
scene.world.color = (0, 0, 0)
scene.render.engine = "BLENDER_WORKBENCH"
scene.display.render_aa = "OFF"
scene.display.shading.light = "FLAT"
scene.display.shading.color_type = "SINGLE"
scene.display.shading.single_color = (1, 1, 1)
scene.view_settings.view_transform = "Standard"
scene.render.resolution_x, scene.render.resolution_y, scene.render.resolution_percentage = 320, 240, 100
rig.hide_render = True
scene.frame_set(6)
rigstage_exporter.write_camera(scene, cam, os.path.join(out_dir, "reference.json"), os.path.join(out_dir, "reference.png"), action)



def evaluated(obj, clip, frames):
    """Blender's own world matrices (centimetres) of every bone with clip playing, by clip frame
    (the clip's frame 0 is the action's first)."""
    obj.animation_data.action = clip
    out = {}
    for f in frames:
        scene.frame_set(f)
        out[str(f - int(clip.frame_range[0]))] = {
            pb.name: [[(obj.matrix_world @ pb.matrix)[r][c] * (100.0 if c == 3 and r < 3 else 1.0) for c in range(4)] for r in range(4)]
            for pb in obj.pose.bones}
    return out


expected = {
    "version": bpy.app.version_string,
    "rigs": [
        {"manifest": "BlenderRig.character.xml", "names": "BlenderRig.names.json", "clip": "Walk", "frames": evaluated(rig, action, range(1, 12)),
         "report": reports["BlenderRig"]},
        {"manifest": "BlenderRig.character.xml", "names": "BlenderRig.names.json", "clip": "Idle", "frames": evaluated(rig, idle, range(1, 10)),
         "report": reports["BlenderRig"]},
        {"manifest": "conv/ConvRig.character.xml", "names": None, "clip": "Nod", "frames": evaluated(conv, nod, range(1, 10)),
         "report": reports["ConvRig"]},
    ],
}
rig.animation_data.action = action
with open(os.path.join(out_dir, "blender_pose.json"), "w") as f:
    json.dump(expected, f)
print("ROUNDTRIP-SCENE-DONE")


# -- The guard rig: every Blender constraint type, every driver variable type and space, every IK
# variant, and the cases an export once got wrong without a word. Blender's pose is compared with
# Rigstage's at every frame; a bone the report does not name must match.
def build_guard():
    data = bpy.data.armatures.new("Guard")
    obj = bpy.data.objects.new("Guard", data)
    scene.collection.objects.link(obj)
    obj.location = (0.0, 0.5, 0.0)
    bpy.context.view_layer.objects.active = obj
    bpy.ops.object.mode_set(mode="EDIT")
    made = []

    def bone(name, parent, head, tail, connected=False):
        b = data.edit_bones.new(name)
        b.head, b.tail, b.roll = head, tail, 0.0
        if parent:
            b.parent = data.edit_bones[parent]
            b.use_connect = connected
        made.append(name)
        return b

    bone("Base", None, (0, 0, 0), (0, 0.2, 0))
    bone("Ctrl", "Base", (0, 0, 1), (0, 0.1, 1))          # keyed: location and rotation
    bone("Ctrl2", "Base", (0.3, 0, 1), (0.3, 0.1, 1))     # keyed: location and rotation
    bone("CtrlC", "Base", (0.6, 0, 1), (0.6, 0.1, 1))     # keyed, and a Copy Rotation of Ctrl2 on top
    bone("Scaler", "Base", (0.9, 0, 1), (0.9, 0.1, 1))    # keyed: uniform scale and rotation
    x = [0]

    def slot():
        # A grid of 3 m by 3 m: farther out, single precision rounds near the tolerance.
        x[0] += 1
        return 1.2 + (x[0] % 12) * 0.2 - 1.4

    def row():
        return (x[0] // 12) * 0.25 - 1.5

    # Every constraint type on a bone of its own, aimed at Ctrl where it takes a target.
    kinds = [i.identifier for i in bpy.types.Constraint.bl_rna.properties["type"].enum_items]
    for kind in kinds:
        px = slot()
        bone("Con_" + kind, "Base", (px, row(), 1), (px, row() + 0.1, 1))
    # Stacks and combinations.
    for name in ("CR_DT", "CL_CR", "CL_TT", "TT_CL"):
        px = slot()
        bone(name, "Base", (px, row(), 1), (px, row() + 0.1, 1))
    px = slot()
    bone("NoInheritRot", "Ctrl", (px, 0, 1.2), (px, 0.1, 1.2))
    px = slot()
    bone("NoInheritScale", "Scaler", (px, 0, 1.2), (px, 0.1, 1.2))
    px = slot()
    bone("ConnParent", "Base", (px, 0, 1.0), (px, 0, 1.2))
    bone("ConnLoc", "ConnParent", (px, 0, 1.2), (px, 0, 1.4), connected=True)
    # Drivers: each variable type, space and channel drives the Z rotation of a bone of its own.
    drivers = []
    for target in ("Ctrl", "CtrlC"):
        for space in ("WORLD_SPACE", "TRANSFORM_SPACE", "LOCAL_SPACE"):
            for channel in ("LOC_X", "LOC_Z", "ROT_X", "ROT_Z", "SCALE_Y"):
                drivers.append(("TRANSFORMS", target, space, channel))
    for target in ("Ctrl", "CtrlC"):
        for path in ('location[0]', 'rotation_euler[1]'):
            drivers.append(("SINGLE_PROP", target, None, path))
    for space in ("WORLD_SPACE", "TRANSFORM_SPACE", "LOCAL_SPACE"):
        drivers.append(("LOC_DIFF", "Ctrl", space, None))
        drivers.append(("ROTATION_DIFF", "Ctrl", space, None))
    for i, d in enumerate(drivers):
        px = slot()
        bone("Drv_%d" % i, "Base", (px, row(), 1), (px, row() + 0.1, 1))
    expressions = ["max(a, b, c)", "min(a, b, c, 0.1)", "clamp(a, -0.2, 0.3)", "clamp(b)", "abs(a) + pow(b, 2) + sqrt(abs(c))",
                   "sin(a) + cos(b) * tan(c) + asin(0.5 * a) + acos(0.2) + atan(b)", "1 if a > b else -1", "(a < b) + (b <= c) + (a == a) + (a != b)",
                   "a if a > 0 and b < 0.5 else b", "a ** 2 - b % 0.3", "lerp(a, b, 0.25) + smoothstep(-0.5, 0.5, c)",
                   "log(2 + a) + exp(b) + floor(c * 3) + ceil(a) + degrees(a) * 0.01 + radians(b)", "round(a)", "atan2(a, b)",
                   "max(a)", "hypot(a, b) + fmod(c, 0.1) + log10(3 + a)", "e * a + pi * b + tau * c"]
    for i, _ in enumerate(expressions):
        px = slot()
        bone("Expr_%d" % i, "Base", (px, row(), 1), (px, row() + 0.1, 1))
    for kind in ("AVERAGE", "SUM", "MIN", "MAX"):
        px = slot()
        bone("DrvType_" + kind, "Base", (px, row(), 1), (px, row() + 0.1, 1))
    px = slot()
    bone("DrvKeyed", "Base", (px, row(), 1), (px, row() + 0.1, 1))
    # Partial influences (lists) and Limits in Local Space (the clip holds the limited channels).
    blends = ["CL_half", "CR_half", "CL_CL_half", "CR_CR_half", "CR_half_turned", "CR_half_keyed", "CL_half_keyed"]
    limits = ["LimLoc", "LimRot", "LimRotZYX", "LimScale", "LimRot_half", "LimRot_CR", "LimDrv", "LimRead", "DrvLimRead", "DrvLimReadT"]
    for name in blends + limits:
        px = slot()
        if name == "CR_half_turned":  # a rest turned against the parent, and a constant pose
            bone(name, "Base", (px, row(), 1), (px + 0.06, row() + 0.05, 1.04))
        else:
            bone(name, "Base", (px, row(), 1), (px, row() + 0.1, 1))
    # IK variants: three-bone legs (thigh, shin, foot) reaching for a goal of their own.
    legs = ["pole", "nopole", "chain1", "chain3", "stretch", "notail", "rotation", "copyrot_root", "copyrot_mid", "weight", "keyedfk", "noend", "endnoinherit"]
    for leg in legs:
        px = slot()
        py = 2.0 + row()
        bone("Hip_" + leg, "Base", (px, py, 1.5), (px, py, 1.6))
        bone("Thigh_" + leg, "Hip_" + leg, (px, py, 1.0), (px, py - 0.03, 0.55))
        bone("Shin_" + leg, "Thigh_" + leg, (px, py - 0.03, 0.55), (px, py, 0.1), connected=True)
        if leg != "noend":
            bone("Foot_" + leg, "Shin_" + leg, (px, py, 0.1), (px, py - 0.12, 0.03), connected=True)
        bone("Goal_" + leg, "Base", (px, py - 0.05, 0.2), (px, py - 0.15, 0.2))
        bone("Pole_" + leg, "Base", (px, py - 0.6, 0.55), (px, py - 0.6, 0.65))
    px = slot()
    bone("EditMoved", "Base", (px, 0, 1), (px, 0.1, 1))

    # Rests turned against the parent (slanted and rolled): a keyed control read by driver
    # variables in each space (through a joint at its rest), and bones whose driven channels the
    # rest turns (a rotation after it, a location turned into the parent's axes).
    def turned(name, parent="Base", connected=False):
        px = slot()
        b = bone(name, parent, (px, row(), 1), (px + 0.06, row() + 0.05, 1.04), connected)
        b.roll = 0.5
        return b

    turned_reads = [("TRANSFORMS", "LOCAL_SPACE", "LOC_X"), ("TRANSFORMS", "LOCAL_SPACE", "LOC_Y"), ("TRANSFORMS", "LOCAL_SPACE", "ROT_X"),
                    ("TRANSFORMS", "LOCAL_SPACE", "ROT_Z"), ("TRANSFORMS", "TRANSFORM_SPACE", "LOC_Z"), ("TRANSFORMS", "TRANSFORM_SPACE", "ROT_Y"),
                    ("SINGLE_PROP", None, "location[1]"), ("SINGLE_PROP", None, "rotation_euler[2]")]
    for name in ["CtrlT", "CtrlTNoLocal"] + ["TDrv_%d" % i for i in range(len(turned_reads))] + [
            "TDrvNoLocal_0", "TDrvNoLocal_1", "DrvLocT", "DrvLocTCurve1", "DrvLocTCurve2", "DrvLocTNoLocal"]:
        turned(name)
    px = slot()
    bone("ConnP2", "Base", (px, row(), 1), (px, row() + 0.1, 1))
    b = bone("DrvLocConn", "ConnP2", (px, row() + 0.1, 1), (px + 0.05, row() + 0.15, 1.02), connected=True)
    b.roll = 0.5
    bpy.ops.object.mode_set(mode="POSE")
    pose = obj.pose.bones
    for pb in pose:
        pb.rotation_mode = "XYZ"
    obj.data.bones["NoInheritRot"].use_inherit_rotation = False
    obj.data.bones["NoInheritScale"].inherit_scale = "NONE"

    def aim(con, sub="Ctrl"):
        if hasattr(con, "target"):
            con.target = obj
            if hasattr(con, "subtarget"):
                con.subtarget = sub
        if hasattr(con, "pole_target"):
            pass
        for attr in ("use_limit_x", "use_limit_y", "use_limit_z", "use_min_x", "use_max_x", "use_limit_min_x", "use_limit_max_x"):
            if hasattr(con, attr):
                setattr(con, attr, True)
        for attr in ("max_x", "max_y", "max_z"):
            if hasattr(con, attr):
                setattr(con, attr, 0.05)
        if con.type == "IK":
            con.chain_count = 1
        if con.type == "ARMATURE":
            t = con.targets.new()
            t.target, t.subtarget = obj, sub
        return con

    for kind in kinds:
        try:
            aim(pose["Con_" + kind].constraints.new(kind))
        except (TypeError, RuntimeError):
            pass
    c = aim(pose["CR_DT"].constraints.new("COPY_ROTATION"), "Ctrl2")
    c.owner_space = c.target_space = "WORLD"
    aim(pose["CR_DT"].constraints.new("DAMPED_TRACK"))
    c = aim(pose["CL_CR"].constraints.new("COPY_LOCATION"), "Ctrl2")
    c = aim(pose["CL_CR"].constraints.new("COPY_ROTATION"), "Ctrl")
    c = aim(pose["CL_TT"].constraints.new("COPY_LOCATION"), "Ctrl2")
    c = aim(pose["CL_TT"].constraints.new("TRACK_TO"), "Ctrl")
    c.track_axis, c.up_axis = "TRACK_Y", "UP_Z"
    c = aim(pose["TT_CL"].constraints.new("TRACK_TO"), "Ctrl")
    c.track_axis, c.up_axis = "TRACK_Y", "UP_Z"
    c = aim(pose["TT_CL"].constraints.new("COPY_LOCATION"), "Ctrl2")
    c = aim(pose["CtrlC"].constraints.new("COPY_ROTATION"), "Ctrl2")

    def driver(bone_name, index=2, expression="v * 0.5", kind="SCRIPTED"):
        fc = pose[bone_name].driver_add("rotation_euler", index)
        fc.driver.type = kind
        if kind == "SCRIPTED":
            fc.driver.expression = expression
        return fc.driver

    for i, (vtype, target, space, channel) in enumerate(drivers):
        d = driver("Drv_%d" % i)
        v = d.variables.new()
        v.name, v.type = "v", vtype
        if vtype == "TRANSFORMS":
            v.targets[0].id, v.targets[0].bone_target = obj, target
            v.targets[0].transform_type, v.targets[0].transform_space = channel, space
        elif vtype == "SINGLE_PROP":
            v.targets[0].id = obj
            v.targets[0].data_path = 'pose.bones["%s"].%s' % (target, channel)
        else:
            for t, sub in zip(v.targets, ("Ctrl", "Ctrl2")):
                t.id, t.bone_target, t.transform_space = obj, sub, space
    for i, text in enumerate(expressions):
        d = driver("Expr_%d" % i, expression=text)
        for name, sub, channel in (("a", "Ctrl", "ROT_X"), ("b", "Ctrl2", "ROT_Z"), ("c", "Ctrl", "LOC_X")):
            v = d.variables.new()
            v.name, v.type = name, "TRANSFORMS"
            v.targets[0].id, v.targets[0].bone_target = obj, sub
            v.targets[0].transform_type, v.targets[0].transform_space = channel, "LOCAL_SPACE"
    for kind in ("AVERAGE", "SUM", "MIN", "MAX"):
        d = driver("DrvType_" + kind, kind=kind)
        for name, sub, channel in (("a", "Ctrl", "ROT_X"), ("b", "Ctrl2", "ROT_Z")):
            v = d.variables.new()
            v.name, v.type = name, "TRANSFORMS"
            v.targets[0].id, v.targets[0].bone_target = obj, sub
            v.targets[0].transform_type, v.targets[0].transform_space = channel, "LOCAL_SPACE"
    for name, kind, sub, influence in (("CL_half", "COPY_LOCATION", "Ctrl2", 0.5), ("CR_half", "COPY_ROTATION", "Ctrl", 0.5),
                                       ("CL_CL_half", "COPY_LOCATION", "Ctrl", 0.5), ("CL_CL_half", "COPY_LOCATION", "Ctrl2", 0.3),
                                       ("CR_CR_half", "COPY_ROTATION", "Ctrl", 0.6), ("CR_CR_half", "COPY_ROTATION", "Ctrl2", 0.25),
                                       ("CR_half_turned", "COPY_ROTATION", "Ctrl2", 0.4), ("CR_half_keyed", "COPY_ROTATION", "Ctrl", 0.5),
                                       ("CL_half_keyed", "COPY_LOCATION", "Ctrl", 0.5), ("LimRot_CR", "COPY_ROTATION", "Ctrl", 1.0)):
        c = pose[name].constraints.new(kind)
        c.target, c.subtarget, c.influence = obj, sub, influence
        c.owner_space = c.target_space = "WORLD"
    for name, kind, influence in (("LimLoc", "LIMIT_LOCATION", 1.0), ("LimRot", "LIMIT_ROTATION", 1.0), ("LimRotZYX", "LIMIT_ROTATION", 1.0),
                                  ("LimScale", "LIMIT_SCALE", 1.0), ("LimRot_half", "LIMIT_ROTATION", 0.5), ("LimRot_CR", "LIMIT_ROTATION", 1.0),
                                  ("LimDrv", "LIMIT_ROTATION", 1.0), ("LimRead", "LIMIT_LOCATION", 1.0)):
        c = pose[name].constraints.new(kind)
        c.owner_space, c.influence = "LOCAL", influence
        if kind == "LIMIT_ROTATION":
            c.use_limit_x, c.min_x, c.max_x = True, -0.2, 0.3
            c.use_limit_z, c.min_z, c.max_z = True, -0.1, 0.25
        elif kind == "LIMIT_LOCATION":
            c.use_min_x, c.min_x, c.use_max_z, c.max_z = True, -0.02, True, 0.01
        else:
            c.use_min_x, c.min_x, c.use_max_y, c.max_y = True, 0.9, True, 1.1
    pose["LimRot_CR"].constraints.move(1, 0)  # the Limit first, then the Copy Rotation
    pose["LimRotZYX"].rotation_mode = "ZYX"
    d = driver("LimDrv", expression="v")
    v = d.variables.new()
    v.name, v.type = "v", "TRANSFORMS"
    v.targets[0].id, v.targets[0].bone_target = obj, "Ctrl"
    v.targets[0].transform_type, v.targets[0].transform_space = "ROT_Z", "LOCAL_SPACE"
    # Variables reading a limited bone's location property and Transform Space: Blender reads the
    # channel before the Limit, Rigstage the limited clip.
    for name, vtype in (("DrvLimRead", "SINGLE_PROP"), ("DrvLimReadT", "TRANSFORMS")):
        v = driver(name).variables.new()
        v.name, v.type = "v", vtype
        v.targets[0].id = obj
        if vtype == "SINGLE_PROP":
            v.targets[0].data_path = 'pose.bones["LimRead"].location[0]'
        else:
            v.targets[0].bone_target, v.targets[0].transform_type, v.targets[0].transform_space = "LimRead", "LOC_X", "TRANSFORM_SPACE"
    d = driver("DrvKeyed", expression="v")
    v = d.variables.new()
    v.name, v.type = "v", "TRANSFORMS"
    v.targets[0].id, v.targets[0].bone_target = obj, "Ctrl"
    v.targets[0].transform_type, v.targets[0].transform_space = "ROT_X", "LOCAL_SPACE"

    # Local Location off: Blender moves the bone in its parent's axes, not its rest's.
    for name in ("CtrlTNoLocal", "DrvLocTNoLocal"):
        obj.data.bones[name].use_local_location = False

    def variable(d, name, vtype, sub, space, channel):
        v = d.variables.new()
        v.name, v.type = name, vtype
        v.targets[0].id = obj
        if vtype == "SINGLE_PROP":
            v.targets[0].data_path = 'pose.bones["%s"].%s' % (sub, channel)
        else:
            v.targets[0].bone_target, v.targets[0].transform_type, v.targets[0].transform_space = sub, channel, space
        return v

    for i, (vtype, space, channel) in enumerate(turned_reads):
        variable(driver("TDrv_%d" % i), "v", vtype, "CtrlT", space, channel)
    # Local Space reads the location in the parent's axes (exact); Transform Space the channel,
    # which is not the bone's local position there (refused).
    variable(driver("TDrvNoLocal_0"), "v", "TRANSFORMS", "CtrlTNoLocal", "LOCAL_SPACE", "LOC_X")
    variable(driver("TDrvNoLocal_1"), "v", "TRANSFORMS", "CtrlTNoLocal", "TRANSFORM_SPACE", "LOC_Z")

    def loc_driver(bone_name, index, expression=None):
        fc = pose[bone_name].driver_add("location", index)
        fc.driver.type = "SCRIPTED" if expression else "AVERAGE"
        if expression:
            fc.driver.expression = expression
        return fc

    def mapped(fc):
        for mod in list(fc.modifiers):
            fc.modifiers.remove(mod)
        for x, y in ((-0.5, -0.03), (0.0, 0.0), (0.5, 0.05)):
            fc.keyframe_points.insert(x, y).interpolation = "BEZIER"
        fc.update()

    # Two drivers joined in each of the parent's axes (their variables named apart), the third
    # channel a constant.
    d = loc_driver("DrvLocT", 0, "0.05 * a + 0.5 * b").driver
    variable(d, "a", "TRANSFORMS", "Ctrl", "LOCAL_SPACE", "ROT_X")
    variable(d, "b", "TRANSFORMS", "CtrlT", "LOCAL_SPACE", "LOC_Y")
    variable(loc_driver("DrvLocT", 2, "0.03 * sin(a)").driver, "a", "TRANSFORMS", "Ctrl2", "LOCAL_SPACE", "ROT_Z")
    # An F-curve mapping alone (its curve turned into each axis), and beside another driven
    # channel, which the turn joins into one axis (a Float Reaction holds one curve: refused).
    fc = loc_driver("DrvLocTCurve1", 2)
    variable(fc.driver, "a", "TRANSFORMS", "Ctrl", "LOCAL_SPACE", "ROT_X")
    mapped(fc)
    fc = loc_driver("DrvLocTCurve2", 0)
    variable(fc.driver, "a", "TRANSFORMS", "Ctrl", "LOCAL_SPACE", "ROT_X")
    mapped(fc)
    variable(loc_driver("DrvLocTCurve2", 1, "0.1 * a").driver, "a", "TRANSFORMS", "Ctrl", "LOCAL_SPACE", "ROT_Z")
    for name in ("DrvLocTNoLocal", "DrvLocConn"):  # the parent's axes; a connected bone's location does nothing (refused)
        variable(loc_driver(name, 0, "0.05 * a").driver, "a", "TRANSFORMS", "Ctrl", "LOCAL_SPACE", "ROT_X")
        variable(loc_driver(name, 2, "0.02 * a").driver, "a", "TRANSFORMS", "Ctrl", "LOCAL_SPACE", "ROT_Z")

    for leg in legs:
        owner = "Shin_" + leg if leg not in ("chain3",) else "Foot_" + leg
        c = pose[owner].constraints.new("IK")
        c.target, c.subtarget = obj, "Goal_" + leg
        c.iterations = 500
        c.chain_count = {"chain1": 1, "chain3": 3}.get(leg, 2)
        if leg != "nopole":
            c.pole_target, c.pole_subtarget = obj, "Pole_" + leg
            c.pole_angle = math.radians(-90)
        if leg == "stretch":
            pose["Shin_" + leg].ik_stretch = pose["Thigh_" + leg].ik_stretch = 0.1
        if leg == "notail":
            c.use_tail = False
        if leg == "rotation":
            c.use_rotation = True
        if leg == "weight":
            c.weight = 0.5
        if leg == "endnoinherit":  # the end bone keeps its world rotation as the IK turns the shin
            obj.data.bones["Foot_" + leg].use_inherit_rotation = False
        if leg in ("copyrot_root", "copyrot_mid"):
            cr = pose[("Thigh_" if leg == "copyrot_root" else "Shin_") + leg].constraints.new("COPY_ROTATION")
            cr.target, cr.subtarget, cr.influence = obj, "Ctrl", 0.5
            cr.owner_space = cr.target_space = "LOCAL"

    action = bpy.data.actions.new("Guard")
    obj.animation_data_create().action = action

    def key(name, path, frame, value):
        setattr(pose[name], path, value)
        pose[name].keyframe_insert(path, frame=frame)

    for f, a, b in ((1, 0.0, 0.0), (4, 0.5, -0.3), (8, -0.4, 0.6), (11, 0.2, 0.1)):
        key("Ctrl", "location", f, (0.1 * a, 0.05 * b, 0.08 * a))
        key("Ctrl", "rotation_euler", f, (a, 0.5 * b, b))
        key("Ctrl2", "location", f, (0.05 * b, 0.1 * a, 0.0))
        key("Ctrl2", "rotation_euler", f, (0.3 * b, a, 0.7 * a))
        key("CtrlC", "location", f, (0.05 * a, 0.0, 0.02 * b))
        key("CtrlC", "rotation_euler", f, (b, 0.2 * a, a))
        key("Scaler", "scale", f, (1 + 0.3 * a,) * 3)
        key("Scaler", "rotation_euler", f, (0.0, 0.0, a))
        key("ConnLoc", "location", f, (0.02 * a, 0.0, 0.03 * b))
        key("DrvKeyed", "rotation_euler", f, (0.0, 0.4 * b, 0.0))
        # Past the Limits at some frames, within them at others.
        for name in ("LimLoc", "LimRead"):
            key(name, "location", f, (0.06 * a, 0.03 * b, 0.05 * b))
        for name in ("LimRot", "LimRotZYX", "LimRot_half", "LimRot_CR"):
            key(name, "rotation_euler", f, (a, 0.3 * b, b))
        key("LimDrv", "rotation_euler", f, (a, 0.0, 0.0))
        key("LimScale", "scale", f, (1 + 0.4 * a, 1 - 0.3 * b, 1 + 0.1 * a))
        key("CR_half_keyed", "rotation_euler", f, (0.5 * a, 0.0, b))
        key("CL_half_keyed", "location", f, (0.05 * a, 0.0, 0.03 * b))
        key("Thigh_keyedfk", "rotation_euler", f, (0.3 * a, 0.0, 0.2 * b))
        for name in ("CtrlT", "CtrlTNoLocal"):
            key(name, "location", f, (0.04 * a, 0.03 * b, -0.05 * a))
            key(name, "rotation_euler", f, (0.4 * a, 0.3 * b, 0.6 * b))
        for leg in legs:
            key("Goal_" + leg, "location", f, (0.05 * b, -0.1 * a, 0.1 * a))
    action.frame_range = (1, 11)
    for pb in pose:
        pb.location, pb.rotation_euler, pb.scale = (0, 0, 0), (0, 0, 0), (1, 1, 1)
    # Unkeyed, so the same at every frame: a constant first entry of their lists.
    pose["CR_half_turned"].rotation_euler = (0.2, -0.1, 0.3)
    pose["CL_CL_half"].location = (0.02, -0.01, 0.03)
    pose["DrvLocT"].location[1] = 0.02  # the undriven channel: a constant, turned like the others
    # Left in Edit Mode with a bone moved: the export must write the moved rest pose.
    bpy.ops.object.mode_set(mode="EDIT")
    data.edit_bones["EditMoved"].head.z += 0.3
    data.edit_bones["EditMoved"].tail.z += 0.3
    return obj, action


guard, guard_action = build_guard()
guard_dir = os.path.join(out_dir, "guard")
export(guard, guard_dir, "Guard.xml", False)  # typed with .xml: still Guard.character.xml
expected["rigs"].append({"manifest": "guard/Guard.character.xml", "names": "guard/Guard.names.json", "clip": "Guard",
                         "frames": evaluated(guard, guard_action, range(1, 12)), "report": reports["Guard"],
                         "mode_after": guard.mode, "rest_z": guard.data.bones["EditMoved"].head_local.z, "limited": limited["Guard"]})
expected["notes"] = notes
with open(os.path.join(out_dir, "blender_pose.json"), "w") as f:
    json.dump(expected, f)
print("GUARD-DONE")
