#!/usr/bin/env python3
"""The Blender exporter on a game rig built the usual way (blender_game_rig_scene.py: about 150
bones, 40 helpers driven by constraints and drivers, four two-bone IK limbs whose tip bones have
no child, the arms rolled against their bend plane). Checked: the four IK Limbs are exported (none
of their bones baked), each with an end joint at its tip bone's tail; `rigstage-cli eval` gives
every bone the report does not name, and every baked one, Blender's pose to 1e-4 cm and 1e-3
degrees at every frame; the IK chains (named approximate: Blender's solver stops short of its
target) agree to the solver's tolerance, including the rolled arms at every reach (a frame
stretches them past it), and the end joints land on Blender's tails; the scripted drivers on
helpers whose rests are turned against their parents (reading turned bones, driving a turned
location) are exported, none baked, the variables read against joints at the read bones' rests,
which follow Blender's rest frames at every frame; no bone that nothing acts on
is baked (Blender's matrices round a few parts in 1e7 of the distance from the origin), and the
report says nothing of the naming convention by default. Skipped (exit 77) where Blender is not
installed.

Usage: test_blender_game_rig.py RIGSTAGE_CLI
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from test_blender_roundtrip import ANGLE_DEGREES, IK_ANGLE_DEGREES, POSITION_CM, exported_scene, rotation_degrees, scales, skip  # noqa: E402


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    cli = sys.argv[1]
    blender = shutil.which("blender")
    if blender is None:
        skip("Blender is not installed (apt install blender python3-numpy); the game rig's export was not run")
    out = tempfile.mkdtemp(prefix="rigstage-blender-game-")
    try:
        if not exported_scene(blender, "blender_game_rig_scene.py", "GAME-RIG-DONE", out, "the game rig"):
            return 1
        expected = json.load(open(os.path.join(out, "blender_pose.json")))
        manifest = os.path.join(out, "GameRig.character.xml")
        failures = []
        validate = subprocess.run([cli, "validate", manifest], capture_output=True, text=True)
        if validate.returncode != 0 or " 0 warning(s)" not in validate.stdout:
            print(validate.stdout, validate.stderr)
            return 1
        helpers = open(os.path.join(out, "GameRig.Base.HelperJointSetting.xml")).read()
        report = expected["report"]
        names = expected["names"]
        if helpers.count("<IkLimb ") != 4 or sorted(expected["ik"]) != ["Forearm_L", "Forearm_R", "Shin_L", "Shin_R"]:
            failures.append("the four IK limbs are not all exported (%d IkLimb, chains %s)" % (helpers.count("<IkLimb "), sorted(expected["ik"])))
        chains = {b: tip for tip, chain in expected["ik"].items() for b in chain}
        for bone in chains:
            if report.get(bone, {}).get("what") == "baked":
                failures.append("IK bone %s is baked: %s" % (bone, report[bone]["why"]))
        # A bone nothing acts on is exact from its keys: the rounding of Blender's single-precision
        # matrices far from the origin is no reason to bake it.
        plain_baked = sorted(b for b in expected["plain"] if report.get(b, {}).get("what") == "baked")
        if len(expected["plain"]) < 80 or plain_baked:
            failures.append("bones nothing acts on are baked: %s (of %d)" % (", ".join(plain_baked), len(expected["plain"])))
        # Scripted drivers on helpers whose rests are turned: exact, not baked.
        turned = {"ClavicleDrv_L": "Spine3", "ClavicleDrv_R": "Spine3", "ScapulaDrv_L": "Clavicle_L", "ScapulaDrv_R": "Clavicle_R",
                  "NeckDrv": "Neck", "TurnedDrv": "Spine3", "HipSlide_L": None, "HipSlide_R": None}
        for bone, read in turned.items():
            if bone in report:
                failures.append("%s is reported: %s" % (bone, report[bone]["why"]))
            if read and 'reference="%s"' % expected["rest_joints"].get(read) not in expected["helpers"][bone]:
                failures.append("%s does not read %s against the joint at its rest" % (bone, read))
            if not read and "<PositionXYZ>" not in expected["helpers"][bone]:
                failures.append("%s's driven location is not exported" % bone)
        if any("naming convention" in n for n in expected["notes"]):
            failures.append("the report mentions the naming convention, which the default option does not ask for")
        frames = sorted(expected["frames"], key=int)
        evaluated = subprocess.run([cli, "eval", manifest, "--clip", "Move", "--frames", ",".join(frames)], capture_output=True, text=True)
        if evaluated.returncode != 0:
            print(evaluated.stdout[-2000:], evaluated.stderr[-2000:])
            return 1
        result = json.loads(evaluated.stdout)
        exempt = {b for b, e in report.items() if e["approximate"] or e["what"] == "left out"}
        compared, worst_cm, worst_deg, worst_ik_deg, worst_end = 0, 0.0, 0.0, 0.0, 0.0
        for entry in result["frames"]:
            frame = str(int(entry["frame"]))
            world = dict(zip(result["bones"], entry["world"]))
            blender_frame = expected["frames"][frame]
            for bone, blender_m in blender_frame.items():
                where = "frame %s: %s" % (frame, bone)
                flat = world.get(names[bone])
                if flat is None:
                    failures.append("%s is missing from the evaluation" % where)
                    continue
                compared += 1
                ours = [[flat[c * 4 + r] for c in range(4)] for r in range(4)]
                distance = math.sqrt(sum((ours[r][3] - blender_m[r][3]) ** 2 for r in range(3)))
                angle = rotation_degrees(ours, blender_m)
                scale = max(abs(a - b) for a, b in zip(scales(ours), scales(blender_m)))
                if bone in chains:
                    # Blender's solver stops short by up to 0.01 cm: the chain's rotations agree to its
                    # tolerance, a joint's position to that tolerance along the bones above it.
                    tip = chains[bone]
                    chain = expected["ik"][tip]
                    lever = sum(math.dist([blender_frame[a][r][3] for r in range(3)], [blender_frame[b][r][3] for r in range(3)])
                                for a, b in zip(chain, chain[1:chain.index(bone) + 1]))
                    # Past the reach, Blender's chain may stay bent by what the report measures.
                    allowed = IK_ANGLE_DEGREES + report.get(bone, {}).get("ik_degrees", 0.0)
                    worst_ik_deg = max(worst_ik_deg, angle)
                    if distance > POSITION_CM + lever * math.radians(allowed) or angle > allowed:
                        failures.append("%s (IK Limb) differs by %.6f cm, %.5f degrees" % (where, distance, angle))
                    continue
                if bone in exempt:
                    continue
                worst_cm, worst_deg = max(worst_cm, distance), max(worst_deg, angle)
                if distance > POSITION_CM or angle > ANGLE_DEGREES or scale > 2e-5:
                    state = report.get(bone, {}).get("what", "not in the report")
                    failures.append("%s (%s) differs by %.6f cm, %.5f degrees, scale %.2g" % (where, state, distance, angle, scale))
            for bone, joint in expected["rest_joints"].items():
                flat = world.get(joint)
                if flat is None:
                    failures.append("frame %s: the rest joint %s is missing" % (frame, joint))
                    continue
                ours = [[flat[c * 4 + r] for c in range(4)] for r in range(4)]
                theirs = expected["rest_frames"][frame][bone]
                distance = math.sqrt(sum((ours[r][3] - theirs[r][3]) ** 2 for r in range(3)))
                angle = rotation_degrees(ours, theirs)
                if distance > POSITION_CM or angle > ANGLE_DEGREES:
                    failures.append("frame %s: the rest joint %s is %.6f cm, %.5f degrees from %s's rest under its parent in Blender"
                                    % (frame, joint, distance, angle, bone))
            for tip, end in expected["ends"].items():
                flat = world.get(end)
                if flat is None:
                    failures.append("frame %s: the end joint %s is missing" % (frame, end))
                    continue
                miss = math.dist(flat[12:15], expected["tails"][frame][tip])
                worst_end = max(worst_end, miss)
                root = expected["ik"][tip][0]
                joints = [[blender_frame[root][r][3] for r in range(3)], [blender_frame[tip][r][3] for r in range(3)], expected["tails"][frame][tip]]
                lever = math.dist(joints[0], joints[1]) + math.dist(joints[1], joints[2])
                # The solver's miss (0.01 cm), or past the reach what its bend moves the tail by.
                if miss > 0.01 + lever * math.radians(report.get(tip, {}).get("ik_degrees", 0.0)):
                    failures.append("frame %s: the end joint %s is %.4f cm from %s's tail in Blender" % (frame, end, miss, tip))
        print("Blender %s: game rig of %d bones, %d bone matrices compared; largest difference of an exact or baked bone %.3g cm and "
              "%.3g degrees; IK chains within %.3g degrees, end joints within %.3g cm of Blender's tails" % (
                  expected["version"], expected["bones"], compared, worst_cm, worst_deg, worst_ik_deg, worst_end))
        print("reported: %d baked, %d approximate" % (sum(1 for e in report.values() if e["what"] == "baked"), len(exempt)))
        if failures:
            print("\n".join("FAIL: " + f for f in failures[:60]))
            return 1
        print("PASS")
        return 0
    finally:
        if os.environ.get("RIGSTAGE_KEEP_ROUNDTRIP"):
            print("kept " + out)
        else:
            shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
