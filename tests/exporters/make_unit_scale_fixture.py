# Runs inside Blender (blender -b --factory-startup --python THIS -- OUT_DIR [SCALINGS [APPLY_UNIT]]):
# builds a five-bone armature with a short clip and writes the pair compare-pose checks an FBX's
# units with: OUT_DIR/blender_unit_scale.fbx, exported by Blender's own FBX exporter with
# "Apply Scalings" SCALINGS (FBX_SCALE_NONE, "All Local", by default: the armature node gets the x100
# from metres to the file's centimetres) and "Apply Unit" APPLY_UNIT (off by default), and
# OUT_DIR/blender_unit_scale.pose.json, Blender's evaluated world matrix of every pose bone at every
# frame in Blender's units (metres: "unit": "m"), turned into the file's axes (the exporter's
# default -Z forward, Y up) and nothing else. tests/fixtures/models/blender_unit_scale.* were made
# with the defaults.
import json
import os
import sys

import bpy
from bpy_extras.io_utils import axis_conversion

args = sys.argv[sys.argv.index("--") + 1:]
out_dir = args[0]
scalings = args[1] if len(args) > 1 else "FBX_SCALE_NONE"
apply_unit = len(args) > 2 and args[2] == "on"

bpy.ops.wm.read_factory_settings(use_empty=True)
scene = bpy.context.scene
scene.render.fps = 30
scene.frame_start, scene.frame_end = 0, 4  # the file's time 0 is frame 0, as Rigstage numbers it

arm = bpy.data.armatures.new("Armature")
rig = bpy.data.objects.new("Armature", arm)
scene.collection.objects.link(rig)
bpy.context.view_layer.objects.active = rig
bpy.ops.object.mode_set(mode="EDIT")
# (name, parent, head, tail): metres, Z up.
BONES = [("Hips", None, (0, 0, 1.0), (0, 0, 1.2)),
         ("Spine", "Hips", (0, 0, 1.2), (0, 0, 1.5)),
         ("Head", "Spine", (0, 0, 1.5), (0, 0, 1.75)),
         ("Arm_L", "Spine", (0.15, 0, 1.45), (0.45, 0, 1.45)),
         ("Forearm_L", "Arm_L", (0.45, 0, 1.45), (0.7, -0.05, 1.45))]
for name, parent, head, tail in BONES:
    b = arm.edit_bones.new(name)
    b.head, b.tail = head, tail
    if parent:
        b.parent = arm.edit_bones[parent]
bpy.ops.object.mode_set(mode="POSE")
pose = rig.pose.bones
for pb in pose:
    pb.rotation_mode = "XYZ"
# The hips walk and bob, the spine bends, the forearm waves.
for frame, (hips, spine, forearm) in {0: ((0, 0, 0), 0.0, 0.0), 2: ((0.1, -0.2, 0.05), 0.3, 0.8),
                                      4: ((0.2, -0.4, 0.0), -0.2, 1.2)}.items():
    pose["Hips"].location = hips
    pose["Hips"].keyframe_insert("location", frame=frame)
    pose["Spine"].rotation_euler = (spine, 0.1, 0.0)
    pose["Spine"].keyframe_insert("rotation_euler", frame=frame)
    pose["Forearm_L"].rotation_euler = (0.0, 0.0, forearm)
    pose["Forearm_L"].keyframe_insert("rotation_euler", frame=frame)
rig.animation_data.action.name = "Wave"
bpy.ops.object.mode_set(mode="OBJECT")

to_file_axes = axis_conversion(to_forward="-Z", to_up="Y").to_4x4()
frames = []
for frame in range(scene.frame_start, scene.frame_end + 1):
    scene.frame_set(frame)
    world = []
    for pb in pose:
        m = to_file_axes @ rig.matrix_world @ pb.matrix
        world.append([round(m[r][c], 7) for c in range(4) for r in range(4)])  # column by column
    frames.append({"frame": frame, "world": world})
with open(os.path.join(out_dir, "blender_unit_scale.pose.json"), "w") as f:
    json.dump({"bones": [pb.name for pb in pose], "unit": "m", "frames": frames}, f, separators=(",", ":"))
    f.write("\n")

bpy.ops.export_scene.fbx(filepath=os.path.join(out_dir, "blender_unit_scale.fbx"), object_types={"ARMATURE"},
                         apply_scale_options=scalings, apply_unit_scale=apply_unit, add_leaf_bones=False,
                         bake_anim_use_all_actions=False, bake_anim_use_nla_strips=False,
                         bake_anim_force_startend_keying=False)
print("UNIT-SCALE-FIXTURE-DONE")
