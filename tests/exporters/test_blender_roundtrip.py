#!/usr/bin/env python3
"""The Blender exporter's round trip: Blender builds rigs with each constraint and driver kind
(blender_roundtrip_scene.py: a rig of the kinds the exporter maps, one following the naming
convention, and a guard rig with every Blender constraint type, every driver variable type and
space, every IK variant), exports them, and writes its own evaluated bone matrices at every frame
of every clip; `rigstage-cli eval` evaluates each export. The rule checked: every bone is exact (to
1e-4 cm and 1e-3 degrees of Blender's pose, at every frame) or named in the export report. Baked
bones are named and must match too (the clip holds their pose); approximate and left-out bones,
and the bones under them, are exempt (an IK Limb is still checked against Blender's solver
tolerance). Skipped (exit 77) where Blender is not installed.

Usage: test_blender_roundtrip.py RIGSTAGE_CLI
"""
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXPORTER = os.path.join(HERE, "..", "..", "resources", "exporters", "blender")
POSITION_CM = 1e-4
ANGLE_DEGREES = 1e-3
IK_ANGLE_DEGREES = 1e-2  # an IK Limb against Blender's iterative solver (below)
# Flat, unaliased silhouettes from the same camera: both cover a pixel when its centre is inside, so
# they agree pixel for pixel (IoU 1 with Blender 3.4 on Mesa); the margin is for a centre lying within
# the poses' 1e-4 cm of an edge. A mask grown by a quarter pixel at its edges gives about 0.987.
MIN_IOU = 0.999


# Blender's IK solver is iterative and stops a few hundredths of a millimetre from its target
# (measured each frame as the distance from the foot to the IK target); Max's IK Limb, and Rigstage,
# land on it. The chain's rotations are compared to the full tolerance; a joint's position may then
# be off by what that tolerance allows along the bones above it in the chain (lever x 0.01 degrees).
# The exporter measures the miss and names the chain in the report as approximate.
IK_CHAIN = ["Thigh_L", "Shin_L", "Foot_L"]
IK_END, IK_TARGET = "Foot_L", "IK_Foot_L"


def skip(reason):
    print("SKIPPED: " + reason)
    sys.exit(77)


def rotation_degrees(a, b):
    """The angle between the rotations of two 4x4 row lists (scale taken out of each column)."""
    def columns(m):
        cols = []
        for c in range(3):
            v = [m[r][c] for r in range(3)]
            n = math.sqrt(sum(x * x for x in v))
            cols.append([x / n for x in v])
        return cols
    ca, cb = columns(a), columns(b)
    # trace(Ra^T Rb) = 1 + 2 cos(angle)
    trace = sum(sum(ca[c][r] * cb[c][r] for r in range(3)) for c in range(3))
    return math.degrees(math.acos(max(-1.0, min(1.0, (trace - 1.0) / 2.0))))


def scales(m):
    return [math.sqrt(sum(m[r][c] ** 2 for r in range(3))) for c in range(3)]


def run_blender_scene(blender, script, out):
    """Runs a scene script of this folder in Blender (background, factory settings) with the
    output folder and the exporter's folder as its arguments."""
    # Blender's embedded Python finds its standard library through the python3 on PATH: a
    # Python other than the system's (pyenv, a virtualenv running this script) would hide
    # Debian's numpy, which Blender's glTF exporter needs.
    env = dict(os.environ)
    own = os.path.dirname(os.path.dirname(os.path.realpath(sys.executable)))
    if own not in ("/usr", "/usr/local"):
        env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if not p.startswith(own))
    env.pop("VIRTUAL_ENV", None)
    return subprocess.run([blender, "-b", "--factory-startup", "--python", os.path.join(HERE, script), "--", out, EXPORTER],
                          capture_output=True, text=True, timeout=240, env=env)


def exported_scene(blender, script, marker, out, what):
    """Runs a scene script that builds a rig and exports it into out; False (Blender's output
    printed) when the script did not print its marker."""
    run = run_blender_scene(blender, script, out)
    if marker not in run.stdout:
        print(run.stdout[-4000:], run.stderr[-4000:])
        print("FAIL: Blender did not build and export %s" % what)
        return False
    return True


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    cli = sys.argv[1]
    blender = shutil.which("blender")
    if blender is None:
        skip("Blender is not installed (apt install blender python3-numpy); the exporter's round trip was not run")
    out = tempfile.mkdtemp(prefix="rigstage-blender-")
    try:
        if not exported_scene(blender, "blender_roundtrip_scene.py", "ROUNDTRIP-SCENE-DONE", out, "the rig"):
            return 1
        expected = json.load(open(os.path.join(out, "blender_pose.json")))
        failures = []
        worst_cm, worst_deg, worst_miss, worst_deg_bone = 0.0, 0.0, 0.0, ""
        compared, exempt_seen = 0, {}
        for case in expected["rigs"]:
            manifest = os.path.join(out, case["manifest"])
            validate = subprocess.run([cli, "validate", manifest], capture_output=True, text=True)
            if validate.returncode != 0 or " 0 warning(s)" not in validate.stdout:
                print(validate.stdout, validate.stderr)
                failures.append("%s does not validate cleanly" % case["manifest"])
                continue
            frames = sorted(case["frames"], key=int)
            evaluated = subprocess.run([cli, "eval", manifest, "--clip", case["clip"], "--frames", ",".join(frames)],
                                       capture_output=True, text=True)
            if evaluated.returncode != 0:
                print(evaluated.stdout[-2000:], evaluated.stderr[-2000:])
                failures.append("rigstage-cli eval failed on %s" % case["manifest"])
                continue
            result = json.loads(evaluated.stdout)
            names = json.load(open(os.path.join(out, case["names"]))) if case["names"] else None
            report = case["report"]
            exempt = {b for b, e in report.items() if e["approximate"] or e["what"] == "left out"}
            for entry in result["frames"]:
                frame = str(int(entry["frame"]))
                world = dict(zip(result["bones"], entry["world"]))
                blender_frame = case["frames"][frame]
                if IK_END in blender_frame and IK_TARGET in blender_frame:
                    miss = math.sqrt(sum((blender_frame[IK_END][r][3] - blender_frame[IK_TARGET][r][3]) ** 2 for r in range(3)))
                    worst_miss = max(worst_miss, miss)
                    if miss > 0.01:
                        failures.append("frame %s: Blender's IK misses its target by %.4f cm, more than its solver should" % (frame, miss))
                for bone, blender_m in blender_frame.items():
                    where = "%s %s frame %s: %s" % (case["manifest"], case["clip"], frame, bone)
                    flat = world.get(names[bone] if names else bone)
                    if flat is None:
                        failures.append("%s is missing from the evaluation" % where)
                        continue
                    compared += 1
                    ours = [[flat[c * 4 + r] for c in range(4)] for r in range(4)]  # column-major -> rows
                    distance = math.sqrt(sum((ours[r][3] - blender_m[r][3]) ** 2 for r in range(3)))
                    angle = rotation_degrees(ours, blender_m)
                    scale = max(abs(a - b) for a, b in zip(scales(ours), scales(blender_m)))
                    if bone in exempt:
                        key = (case["manifest"], bone)
                        seen = exempt_seen.get(key, (0.0, 0.0))
                        exempt_seen[key] = (max(seen[0], distance), max(seen[1], angle))
                        if bone in IK_CHAIN:
                            joints = [[blender_frame[b][r][3] for r in range(3)] for b in IK_CHAIN[:IK_CHAIN.index(bone) + 1]]
                            lever = sum(math.dist(a, b) for a, b in zip(joints, joints[1:]))
                            if distance > POSITION_CM + lever * math.radians(IK_ANGLE_DEGREES) or angle > IK_ANGLE_DEGREES:
                                failures.append("%s (IK Limb) differs by %.6f cm, %.5f degrees" % (where, distance, angle))
                        continue
                    worst_cm = max(worst_cm, distance)
                    if angle > worst_deg:
                        worst_deg, worst_deg_bone = angle, bone
                    if distance > POSITION_CM or angle > ANGLE_DEGREES or scale > 2e-5:
                        state = report.get(bone, {}).get("what", "not in the report")
                        failures.append("%s (%s) differs by %.6f cm, %.5f degrees, scale %.2g" % (where, state, distance, angle, scale))
        guard = next(c for c in expected["rigs"] if c["manifest"].startswith("guard/"))
        # Cases an export once got wrong without a word: each is now named (baked) or exact.
        must_bake = {"CR_DT": "Copy Rotation then Damped Track", "NoInheritRot": "Inherit Rotation off",
                     "Foot_endnoinherit": "Inherit Rotation off",  # the end bone of an IK chain, approximate or not
                     "NoInheritScale": "Inherit Scale None",
                     "DrvKeyed": "a driver beside keyed channels", "Thigh_nopole": "IK without a pole",
                     "Shin_nopole": "IK without a pole", "Thigh_copyrot_root": "Copy Rotation on an IK chain",
                     "Shin_copyrot_root": "Copy Rotation on an IK chain", "TT_CL": "Copy Location after Track To",
                     "Con_DAMPED_TRACK": "Damped Track (a shortest arc from the bone's own direction)",
                     "CR_half_keyed": "Copy Rotation at influence 0.5 over keyed rotation",
                     "CL_half_keyed": "Copy Location at influence 0.5 over keyed location",
                     "LimRot_CR": "Limit Rotation before a Copy Rotation", "LimDrv": "Limit Rotation over a driven rotation",
                     "DrvLimRead": "a driver reading a limited bone's location property",
                     "DrvLimReadT": "a driver reading a limited bone's location in Transform Space",
                     "Con_LIMIT_LOCATION": "Limit Location in World Space", "Con_LIMIT_ROTATION": "Limit Rotation in World Space",
                     "Con_LIMIT_SCALE": "Limit Scale in World Space",
                     "DrvLocTCurve2": "an F-curve mapping the turned rest joins with another driven location channel",
                     "DrvLocConn": "a driven location on a connected bone (Blender ignores it)",
                     "TDrvNoLocal_1": "a variable reading in Transform Space a location that is not the bone's local position"}
        for bone, what in must_bake.items():
            if guard["report"].get(bone, {}).get("what") != "baked":
                failures.append("guard rig: %s (%s) is not reported as baked" % (bone, what))
        exact = ["Expr_%d" % i for i in range(12)] + ["Expr_15", "Expr_16", "CL_CR", "CL_TT", "DrvType_AVERAGE", "DrvType_SUM",
                                                      "DrvType_MIN", "DrvType_MAX", "EditMoved",
                                                      # partial influences as lists, Limits in Local Space on the clip
                                                      "CL_half", "CR_half", "CL_CL_half", "CR_CR_half", "CR_half_turned",
                                                      "LimLoc", "LimRot", "LimRotZYX", "LimScale", "LimRot_half", "LimRead",
                                                      # variables reading a turned rest, channels the rest turns
                                                      "CtrlT", "TDrvNoLocal_0", "DrvLocT", "DrvLocTCurve1", "DrvLocTNoLocal"] + [
                                                          "TDrv_%d" % i for i in range(8)]
        for bone in exact:
            if bone in guard["report"]:
                failures.append("guard rig: %s should be exported exactly, the report names it: %s" % (bone, guard["report"][bone]["why"]))
        # The Limits act (the clip holds channels they change), and the partial influences are lists.
        for bone, parts in (("LimLoc", ["location"]), ("LimRot", ["rotation"]), ("LimRotZYX", ["rotation"]), ("LimScale", ["scale"]),
                            ("LimRot_half", ["rotation"]), ("LimRead", ["location"])):
            if guard["limited"].get(bone) != parts:
                failures.append("guard rig: %s's Limit changes %s, not %s" % (bone, guard["limited"].get(bone), parts))
        guard_helpers = open(os.path.join(out, "guard", "Guard.Base.HelperJointSetting.xml")).read()
        guard_names = json.load(open(os.path.join(out, "guard", "Guard.names.json")))
        for bone, tag in (("CL_half", "PositionList"), ("CR_half", "RotationList"), ("CL_CL_half", "PositionList"),
                          ("CR_CR_half", "RotationList"), ("CR_half_turned", "RotationList")):
            block = re.search(r'<Helper bone="%s">(.*?)</Helper>' % re.escape(guard_names[bone]), guard_helpers, re.S)
            if block is None or "<%s " % tag not in block.group(1):
                failures.append("guard rig: %s has no %s" % (bone, tag))
        # A bone whose rest is turned is read against a joint at its rest; a driven location on a
        # turned rest is each parent axis of the channels turned by the rest (an F-curve mapping per
        # axis, two drivers joined in one expression with their variables named apart).
        def helper(bone):
            block = re.search(r'<Helper bone="%s">(.*?)</Helper>' % re.escape(guard_names[bone]), guard_helpers, re.S)
            return block.group(1) if block else ""
        guard_framework = open(os.path.join(out, "guard", "Guard.Base.Framework.xml")).read()
        rest_joint = re.search(r'<Bone name="([^"]*#CtrlT_rest)" parent="%s"' % re.escape(guard_names["Base"]), guard_framework)
        if rest_joint is None:
            failures.append("guard rig: no joint CtrlT_rest under Base")
        else:
            for i in range(8):
                if 'reference="%s"' % rest_joint.group(1) not in helper("TDrv_%d" % i):
                    failures.append("guard rig: TDrv_%d does not read CtrlT against its rest joint" % i)
        if "reference=" in helper("TDrvNoLocal_0"):
            failures.append("guard rig: TDrvNoLocal_0 reads a location with Local Location off against a joint, not its parent")
        if helper("DrvLocT").count("var_1") != 6 or helper("DrvLocT").count("<FloatExpression ") != 3:
            failures.append("guard rig: DrvLocT's axes do not each join both drivers")
        if helper("DrvLocTCurve1").count("<FloatReaction>") != 3:
            failures.append("guard rig: DrvLocTCurve1's F-curve mapping is not turned into each axis")
        if guard["mode_after"] == "EDIT" or abs(guard["rest_z"] - 1.3) > 1e-6:
            failures.append("the guard rig's moved rest pose was lost (mode %s, head z %.3f)" % (guard["mode_after"], guard["rest_z"]))
        if not os.path.exists(os.path.join(out, "guard", "Guard.character.xml")):
            failures.append("the name 'Guard.xml' did not give Guard.character.xml")
        report = open(os.path.join(out, "BlenderRig.export-report.txt")).read()
        for needed in ("Limit Rotation", "baked DampedHelper: Damped Track"):
            if needed not in report:
                failures.append("the report does not mention the %s" % needed)
        # The naming convention is reported only where the export's option asks for it.
        if "naming convention" in report:
            failures.append("the report mentions the naming convention, which the default option does not ask for")
        named = " ".join(expected["notes"]["Named"])
        if "naming convention" not in named or "Thigh_L" not in named:
            failures.append("with the project's naming convention chosen, the report does not name the bones that break it: %s" % named)
        conv = open(os.path.join(out, "conv", "ConvRig.character.xml")).read()
        if conv.count("<Layer ") != 2 or os.path.exists(os.path.join(out, "conv", "ConvRig.names.json")):
            failures.append("the conventional rig is not split into its two layers by name")
        # The camera file and reference picture the add-on wrote: Rigstage renders the skinned boxes
        # from that camera at that frame of the clip and they cover the same pixels.
        compare = subprocess.run([cli, "compare", os.path.join(out, "reference.png"), "--rig", os.path.join(out, "BlenderRig.character.xml"), "--format", "json",
                                  "--diff", os.path.join(out, "difference.png")], capture_output=True, text=True, timeout=240)
        try:
            iou = json.loads(compare.stdout)["iou"]
        except (ValueError, KeyError):
            iou = -1.0
            print(compare.stdout[-2000:], compare.stderr[-2000:])
        print("reference picture from Blender's camera against Rigstage's render: IoU %.4f" % iou)
        if iou < MIN_IOU:
            failures.append("the reference picture and Rigstage's render overlap only %.4f (at least %g)" % (iou, MIN_IOU))
        print("Blender %s: %d bone matrices compared (3 rigs, 4 clips, every frame); largest difference of an exact or baked bone "
              "%.3g cm and %.3g degrees (%s); Blender's IK missed its target by up to %.3g cm" % (
                  expected["version"], compared, worst_cm, worst_deg, worst_deg_bone, worst_miss))
        for (manifest, bone), (cm, deg) in sorted(exempt_seen.items()):
            print("approximate in the report: %s %s, up to %.3g cm and %.3g degrees" % (manifest, bone, cm, deg))
        if failures:
            print("\n".join("FAIL: " + f for f in failures))
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
