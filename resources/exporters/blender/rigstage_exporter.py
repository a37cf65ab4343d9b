# Rigstage exporter for Blender: the active armature as a Rigstage character (docs/exporters.md).
#
# File > Export > Rigstage Character (.character.xml) writes, beside the manifest:
#   <Name>.<Layer>.Framework.xml            bones and bind pose, one file per layer
#   <Name>.<Layer>.HelperJointSetting.xml   constraints and drivers mapped to 3ds Max controllers
#   <Name>.<Layer>.Animation.<Action>.xml   each action of the armature, baked per frame
#   <Name>.Mesh.glb                         the skinned meshes (glTF), named by <Mesh>
#   <Name>.names.json                       Blender bone -> Rigstage bone, when names were generated
#   <Name>.export-report.txt                each bone baked, left out or approximate, and why
# File > Export > Rigstage Camera and Reference writes the scene camera as a Rigstage camera file
# and renders the reference picture beside it, for `rigstage-cli compare` and the Compare dock.
#
# Units: Blender metres become centimetres (the manifest says unit="cm"), angles stay radians.
# Every bone is exact or named in the report: a constraint or driver without an exact Rigstage
# equivalent is not exported and the bone is baked (the clip holds its evaluated pose, sampled at
# every frame); what Blender's solver does not reach exactly (an IK short of its target) is
# exported and named approximate. The sampling also catches what no controller maps (Inherit
# Rotation off, ...).
#
# Headless use (the round-trip test does this):
#   blender -b scene.blend --python-expr "import rigstage_exporter as r; r.export_character(...)"

bl_info = {
    "name": "Rigstage exporter",
    "author": "Rigstage",
    "version": (1, 0, 0),
    "blender": (3, 4, 0),
    "location": "File > Export > Rigstage Character / Rigstage Camera and Reference",
    "description": "Exports an armature, its constraints, drivers and actions as a Rigstage character",
    "category": "Import-Export",
}

import ast
import json
import math
import os
import re

import bpy
from mathutils import Euler, Matrix, Vector

CM = 100.0  # Blender metres -> Rigstage centimetres
CONVENTION = re.compile(r"^_(\d{1,2})([A-Za-z][A-Za-z0-9_]*)\{([BD]*)\}#(.+)$")
# The naming option: NONE takes Blender's names as they are (the layers come from them where every
# bone follows the project's convention, else one layer Base with generated names), PROJECT expects
# the convention and names every bone that breaks it in the report.
NAMING = ("NONE", "PROJECT")
AXES = "XYZ"


def num(value):
    """The shortest decimal text a float reads back from (C locale, no '-0')."""
    text = "%.9g" % float(value)
    return "0" if text in ("-0", "0") else text


def vec(values, scale=1.0):
    return " ".join(num(v * scale) for v in values)


def esc(text):
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"))


def quat_xyzw(matrix):
    q = matrix.to_quaternion().normalized()
    return vec((q.x, q.y, q.z, q.w))


def is_identity_rotation(matrix, tolerance=1e-6):
    rotation = matrix.to_3x3().normalized()
    return all(abs(rotation[i][j] - (1.0 if i == j else 0.0)) < tolerance for i in range(3) for j in range(3))


def sequential_weights(influences):
    """Weights (percent) of a Max weighted average equal to Blender's stack of constraints whose
    influences blend one after the other (each lerps or slerps from the result so far towards its
    target). None when the first influence is below 1: the bone's own value would stay in the blend."""
    if not influences or influences[0] < 1.0 - 1e-6:
        return None
    weights = [1.0]
    for b in influences[1:]:
        if b >= 1.0 - 1e-6:
            weights = [0.0] * len(weights) + [1.0]  # replaces everything before it
            continue
        total = sum(weights)
        weights.append(b * total / (1.0 - b))  # b = w / (total + w)
    return [w * 100.0 for w in weights]


class Report:
    """What the export could not carry over exactly, by bone. A bone is either exact (its
    controllers give Blender's evaluated pose on every frame of every clip) or named here with what
    was done: baked (its evaluated pose is written into the clip, its controllers are not),
    left out (a bone of a layer no clip drives: it keeps its bind pose) or approximate."""

    def __init__(self):
        self.bones = {}         # bone -> {"what": "baked" | "left out" | "approximate", "why": [...]}
        self.unmapped = []      # things that are not bones (a driver on an object property, ...)
        self.notes = []

    def bone(self, what, name, why):
        entry = self.bones.setdefault(name, {"what": what, "why": [], "approximate": False})
        if what != "approximate":
            entry["what"] = what  # baked or left out outranks approximate
        else:
            entry["approximate"] = True
        if why not in entry["why"]:
            entry["why"].append(why)

    def lines(self):
        out = []
        for what in ("baked", "left out", "approximate"):
            for name in sorted(self.bones):
                entry = self.bones[name]
                if entry["what"] == what:
                    out.append("%s %s: %s" % (what, name, "; ".join(entry["why"])))
        out += ["not exported: " + line for line in self.unmapped]
        out += self.notes
        return out


# -- Expressions: Blender's Python driver expressions as 3ds Max expressions ----------------------

class ExpressionError(Exception):
    pass


_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "^"}
_COMPARE = {ast.Lt: "<", ast.Gt: ">", ast.LtE: "<=", ast.GtE: ">=", ast.Eq: "="}
_SAME_NAME = {"abs": "abs", "fabs": "abs", "sqrt": "sqrt", "exp": "exp", "floor": "floor", "ceil": "ceil",
              "sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "log10": "log", "fmod": "mod"}
# Names the Max expression language gives a meaning of its own (constants, time): a Blender variable
# called so is renamed in the export.
_RESERVED = {"pi", "e", "tps", "t", "s", "f", "nt"}


def max_expression(text, names, wrap=None):
    """Rewrites a Python expression as a Max expression Rigstage's language accepts (core/expression:
    two-argument min / max, trig in degrees, comparisons giving 1 or 0, if(c, p, q)), or raises
    ExpressionError naming what has no exact equivalent. wrap maps a variable name to the text that
    replaces it (a renamed variable, unit conversions)."""
    wrap = wrap or {}

    def nested(f, args):
        out = args[0]
        for a in args[1:]:
            out = "%s(%s, %s)" % (f, out, a)
        return out

    def clamp(x, lo, hi):
        return "min(max(%s, %s), %s)" % (x, lo, hi)

    def boolean(node):
        """A node whose value is 0 or 1 in both languages (a comparison, not, and / or of them)."""
        return isinstance(node, ast.Compare) or (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)) or (
            isinstance(node, ast.BoolOp) and all(boolean(v) for v in node.values)) or (
            isinstance(node, ast.Constant) and isinstance(node.value, bool))

    def emit(node):
        if isinstance(node, ast.Expression):
            return emit(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, bool):
            return "1" if node.value else "0"
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return num(node.value)
        if isinstance(node, ast.Name):
            if node.id in names:
                return wrap.get(node.id, node.id)
            if node.id in ("pi", "e"):
                return node.id
            if node.id == "tau":
                return "(2 * pi)"
            if node.id in ("True", "False"):
                return "1" if node.id == "True" else "0"
            raise ExpressionError("unknown name '%s'" % node.id)
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, (ast.USub, ast.UAdd)):
                return ("-" if isinstance(node.op, ast.USub) else "+") + "(" + emit(node.operand) + ")"
            if isinstance(node.op, ast.Not):
                return "(%s = 0)" % emit(node.operand)
        if isinstance(node, ast.BinOp):
            if type(node.op) in _BINARY:
                return "(" + emit(node.left) + " " + _BINARY[type(node.op)] + " " + emit(node.right) + ")"
            if isinstance(node.op, ast.Mod):
                # Python's % takes the divisor's sign; Max's mod is C's fmod.
                a, b = emit(node.left), emit(node.right)
                return "mod(mod(%s, %s) + %s, %s)" % (a, b, b, b)
        if isinstance(node, ast.Compare):
            parts = []
            left = emit(node.left)
            for op, right_node in zip(node.ops, node.comparators):
                right = emit(right_node)
                if type(op) in _COMPARE:
                    parts.append("(%s %s %s)" % (left, _COMPARE[type(op)], right))
                elif isinstance(op, ast.NotEq):
                    parts.append("(1 - (%s = %s))" % (left, right))
                else:
                    raise ExpressionError("comparison '%s' has no Max equivalent" % type(op).__name__)
                left = right
            return parts[0] if len(parts) == 1 else "(" + " & ".join(parts) + ")"
        if isinstance(node, ast.BoolOp):
            # Python's and / or give one of their operands; only over 0 / 1 values is that Max's & / |.
            if not all(boolean(v) for v in node.values):
                raise ExpressionError("'and' / 'or' over values other than comparisons")
            joiner = " & " if isinstance(node.op, ast.And) else " | "
            return "(" + joiner.join(emit(v) for v in node.values) + ")"
        if isinstance(node, ast.IfExp):
            return "if(%s, %s, %s)" % (emit(node.test), emit(node.body), emit(node.orelse))
        if isinstance(node, ast.Call):
            f = node.func.id if isinstance(node.func, ast.Name) else (
                node.func.attr if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
                and node.func.value.id in ("math", "bl_math") else None)
            if f is None or node.keywords or any(isinstance(a, ast.Starred) for a in node.args):
                raise ExpressionError("a call other than a plain function with positional arguments")
            args = [emit(a) for a in node.args]
            n = len(args)
            if f in ("sin", "cos", "tan") and n == 1:
                return "%s(radToDeg(%s))" % (f, args[0])
            if f in ("asin", "acos", "atan") and n == 1:
                return "degToRad(%s(%s))" % (f, args[0])
            if f in ("radians", "degrees") and n == 1:
                return ("degToRad(%s)" if f == "radians" else "radToDeg(%s)") % args[0]
            if f == "pow" and n == 2:
                return "(%s ^ %s)" % tuple(args)
            if f in ("min", "max") and n >= 2:
                return nested(f, args)
            if f == "clamp" and 1 <= n <= 3:
                return clamp(args[0], args[1] if n > 1 else "0", args[2] if n > 2 else "1")
            if f == "lerp" and n == 3:
                return "(%s + (%s - %s) * %s)" % (args[0], args[1], args[0], args[2])
            if f == "smoothstep" and n == 3:
                t = clamp("((%s - %s) / (%s - %s))" % (args[2], args[0], args[1], args[0]), "0", "1")
                return "(%s * %s * (3 - 2 * %s))" % (t, t, t)
            if f == "log" and n in (1, 2):
                return "ln(%s)" % args[0] if n == 1 else "(ln(%s) / ln(%s))" % tuple(args)
            if f == "log2" and n == 1:
                return "(ln(%s) / ln(2))" % args[0]
            if f == "hypot" and n == 2:
                return "sqrt(%s ^ 2 + %s ^ 2)" % tuple(args)
            if f in _SAME_NAME and n == (2 if f == "fmod" else 1):
                return "%s(%s)" % (_SAME_NAME[f], ", ".join(args))
            raise ExpressionError("function '%s' with %d argument(s) has no Max equivalent" % (f, n))
        raise ExpressionError("'%s' has no Max equivalent" % type(node).__name__)

    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as e:
        raise ExpressionError("not a valid expression: %s" % e)
    return emit(tree)


def max_variable_name(name, used):
    """A name for a Blender driver variable in a Max expression: its own where Rigstage reads it as a
    variable (ASCII, not a constant or time name), else a new one."""
    if re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name) and name.lower() not in _RESERVED and name not in used:
        return name
    n = 1
    while "var_%d" % n in used:
        n += 1
    return "var_%d" % n


def manifest_name(path):
    """The character's name from a file name typed in the export dialog: 'Hero', 'Hero.xml' and
    'Hero.character.xml' all give 'Hero' (whose manifest is Hero.character.xml)."""
    base = os.path.basename(path.strip())
    for suffix in (".character.xml", ".character", ".xml"):
        if base.lower().endswith(suffix):
            base = base[:-len(suffix)]
            break
    return re.sub(r"[^A-Za-z0-9_.\-]", "_", base).strip(".")


# -- The exporter ---------------------------------------------------------------------------------

class Refusal(Exception):
    """Something the export cannot give exactly; the message says what and why."""


def _rotation_angle(a, b):
    """The angle (radians) between the rotations of two matrices."""
    angle = a.to_quaternion().rotation_difference(b.to_quaternion()).angle
    return min(angle, 2.0 * math.pi - angle)


FLT_EPSILON = 1.1920929e-07


def location_tolerance(distance):
    """The rounding allowed between two local positions (cm) of a bone distance metres from the
    armature's origin (_differences)."""
    return min(8e-5, max(5e-5, 4.0 * FLT_EPSILON * distance * CM))


def _differences(channels, evaluated, distance=0.0):
    """Which of location, rotation and scale differ between two local transforms by more than half
    the round trip's tolerance (5e-5 cm, 1e-5 radians, 1e-5 of scale), or, for the location, by more
    than the rounding of Blender's single-precision pose matrices: a local transform is taken from
    two of them (the parent's and the bone's), each rounded to a few parts in 1e7 of its distance
    from the armature's origin (distance, in metres; 4 float epsilons of it, 7.9e-5 cm at 1.65 m),
    whatever the bone's own offset from its parent; never more than 8e-5 cm, so that what passes
    stays within the round trip's 1e-4 cm however far the bone is."""
    ta, _, sa = channels.decompose()
    tb, _, sb = evaluated.decompose()
    out = set()
    if (ta - tb).length * CM > location_tolerance(distance):
        out.add("location")
    if _rotation_angle(channels, evaluated) > 1e-5:
        out.add("rotation")
    if (sa - sb).length > 1e-5:
        out.add("scale")
    return out


def _principal_euler(rotation, order):
    """The Euler angles of a rotation matrix with the middle angle within +-90 degrees (what
    Rigstage's bone values read, core/math/euler.cpp); Blender may pick the other solution."""
    e = rotation.to_euler(order)
    mid = AXES.index(order[1])
    if abs(e[mid]) <= math.pi / 2 + 1e-9:
        return e
    wrap = lambda a: math.atan2(math.sin(a), math.cos(a))
    out = [0.0, 0.0, 0.0]
    out[AXES.index(order[0])] = wrap(e[AXES.index(order[0])] + math.pi)
    out[mid] = wrap(math.pi - e[mid])
    out[AXES.index(order[2])] = wrap(e[AXES.index(order[2])] + math.pi)
    return out


LIMITS = {"LIMIT_LOCATION": "location", "LIMIT_ROTATION": "rotation", "LIMIT_SCALE": "scale"}


def _limit(con, basis, rotation_mode):
    """Blender's Limit Location / Rotation / Scale in Local Space on a bone's channels (the local
    matrix relative to its rest), at full influence: each enabled bound clamps its axis; a rotation
    is taken apart into Euler angles (the constraint's order, Auto: the bone's), clamped and put
    back together with the location and scale."""
    loc, _, size = basis.decompose()
    if con.type == "LIMIT_LOCATION":
        out = basis.copy()
        for i, a in enumerate("xyz"):
            if getattr(con, "use_min_" + a) and out[i][3] < getattr(con, "min_" + a):
                out[i][3] = getattr(con, "min_" + a)
            if getattr(con, "use_max_" + a) and out[i][3] > getattr(con, "max_" + a):
                out[i][3] = getattr(con, "max_" + a)
        return out
    if con.type == "LIMIT_SCALE":
        out = basis.copy()
        for i, a in enumerate("xyz"):
            value = size[i]
            if getattr(con, "use_min_" + a) and value < getattr(con, "min_" + a):
                value = getattr(con, "min_" + a)
            if getattr(con, "use_max_" + a) and value > getattr(con, "max_" + a):
                value = getattr(con, "max_" + a)
            if size[i] != 0.0:
                for r in range(3):
                    out[r][i] *= value / size[i]
        return out
    if not (con.use_limit_x or con.use_limit_y or con.use_limit_z):
        return basis.copy()
    order = getattr(con, "euler_order", "AUTO")
    if order == "AUTO":
        order = rotation_mode if rotation_mode in EULER_ORDERS else "XYZ"
    e = list(basis.to_3x3().normalized().to_euler(order))
    for i, a in enumerate("xyz"):
        if getattr(con, "use_limit_" + a):
            e[i] = min(max(e[i], getattr(con, "min_" + a)), getattr(con, "max_" + a))
    return Matrix.LocRotScale(loc, Euler(e, order), size)


def _limited(basis, cons, rotation_mode):
    """The channels after a stack of Local Space Limits, each blended by its influence as Blender
    blends a constraint's result (Matrix.lerp is its interpolation: polar decomposition)."""
    for con in cons:
        limited = _limit(con, basis, rotation_mode)
        basis = limited if con.influence >= 1.0 else basis.lerp(limited, con.influence)
    return basis


SLOT_PART = {"Position": "location", "Rotation": "rotation", "Scale": "scale"}
MAX_VARIABLES = 32  # Rigstage's limit on one expression's variables (helper.too-many-variables)
EULER_ORDERS = ("XYZ", "XZY", "YXZ", "YZX", "ZXY", "ZYX")


class CharacterExport:
    def __init__(self, armature, name, naming="NONE"):
        if armature is None or armature.type != "ARMATURE":
            raise ValueError("the active object is not an armature")
        if naming not in NAMING:
            raise ValueError("naming '%s' is not one of %s" % (naming, ", ".join(NAMING)))
        self.naming = naming
        self.obj = armature
        self.arm = armature.data
        self.name = name
        self.report = Report()
        self.base_matrix = armature.matrix_world.copy()  # folded into the roots' bind
        self.bones = list(self.arm.bones)  # parents come before children
        self.names = {}
        self.layer_of = {}
        self.level_of_layer = {}
        self.generated = False
        self.slots = {b.name: {} for b in self.bones}   # bone -> {"Position": xml, "Rotation": xml, "Scale": xml}
        self.ik = {}                                     # middle bone -> {"root", "end", "goal", "xml"}
        self.baked = set()
        self.samples = {}
        self.differs = {b.name: set() for b in self.bones}
        # Bones whose only constraints are Limits in Local Space: they limit the bone's own channels
        # and read nothing else, so the clip holds the limited channels (bone -> the Limits).
        self.folded = {}
        self.limit_differs = {b.name: set() for b in self.bones}  # parts the Limits change at some frame
        # Joints the export adds that Blender has no bone for (an IK Limb's end at a tip bone's
        # tail, a turned bone's rest that variables read it against): name -> {"parent", "matrix"
        # (rest local, metres), "layer", "full"}.
        self.extra = {}
        self.rest_joints = {}  # bone -> the joint at its rest under its parent (rest_joint)
        self._used_short = set()
        self._name_bones()
        self.base_layer = sorted(self.level_of_layer, key=lambda l: (self.level_of_layer[l], l))[0]

    # Names: the convention when every bone follows it, else one layer "Base" with generated names.
    def _name_bones(self):
        parsed = {b.name: CONVENTION.match(b.name) for b in self.bones}
        if self.bones and all(parsed.values()):
            for b in self.bones:
                m = parsed[b.name]
                self.names[b.name] = b.name
                self.layer_of[b.name] = m.group(2)
                self.level_of_layer[m.group(2)] = int(m.group(1))
            return
        self.generated = True
        self.level_of_layer = {"Base": 0}
        used = set()
        for b in self.bones:
            short = re.sub(r"[^A-Za-z0-9_.\-]", "_", b.name) or "Bone"
            candidate, n = short, 1
            while candidate in used:
                n += 1
                candidate = "%s_%d" % (short, n)
            used.add(candidate)
            self._used_short.add(candidate)
            self.layer_of[b.name] = "Base"
            self.names[b.name] = candidate  # flags are added once the controllers are known

    def full_name(self, bone_name):
        if bone_name in self.extra:
            return self.extra[bone_name]["full"]
        if not self.generated:
            return self.names[bone_name]
        flags = ("" if self.slots.get(bone_name) or self._ik_driven(bone_name) else "B") + (
            "D" if self.arm.bones[bone_name].use_deform else "")
        return "_0Base{%s}#%s" % (flags, self.names[bone_name])

    def add_joint(self, wanted, parent, matrix, layer):
        """A Framework joint of the export's own (no Blender bone, no mesh influence, no
        controllers; no clip track: it keeps its bind under its parent): returns its name, unique
        among the bones'."""
        taken = set(self.arm.bones.keys()) | set(self.extra)
        base = re.sub(r"[^A-Za-z0-9_.\-]", "_", wanted) or "Joint"
        name, n = base, 1
        while name in taken or (self.generated and name in self._used_short):
            n += 1
            name = "%s_%d" % (base, n)
        if self.generated:
            self._used_short.add(name)
            full = "_0Base{B}#%s" % name
        else:
            # Rigstage finds a bone by its full name or the part after '#': both stay unique.
            level = self.level_of_layer[layer]
            shorts = {f.split("#", 1)[1] for f in list(self.names.values()) + [e["full"] for e in self.extra.values()]}
            short, n = name, 1
            while short in shorts:
                n += 1
                short = "%s_%d" % (name, n)
            full = "_%d%s{B}#%s" % (level, layer, short)
        self.extra[name] = {"parent": parent, "matrix": matrix, "layer": layer, "full": full}
        self.layer_of[name] = layer
        return name

    def rest_joint(self, bone_name):
        """The joint <bone>_rest: a child of the bone's parent at the bone's rest (no clip track, so
        it keeps it). Read against it, a bone's transform is Blender's Local Space one: relative to
        its rest under its evaluated parent."""
        if bone_name not in self.rest_joints:
            b = self.arm.bones[bone_name]
            self.rest_joints[bone_name] = self.add_joint(bone_name + "_rest", b.parent.name if b.parent else None,
                                                         self.rest_local(b), self.layer_of[bone_name])
        return self.rest_joints[bone_name]

    def _ik_driven(self, bone_name):
        return any(bone_name in (mid, limb["root"]) for mid, limb in self.ik.items())

    def full_name_later(self, bone_name):
        # Flags depend on every bone's controllers: names are resolved when the files are written.
        return "\x00%s\x00" % bone_name

    # Transforms ------------------------------------------------------------------------------
    def rest_local(self, bone):
        """The bone's bind relative to its parent (the world for a root), in metres."""
        if bone.parent is None:
            return self.base_matrix @ bone.matrix_local
        return bone.parent.matrix_local.inverted() @ bone.matrix_local

    def srt_attributes(self, matrix):
        t, q, s = matrix.decompose()
        text = 't="%s" r="%s"' % (vec(t, CM), vec((q.x, q.y, q.z, q.w)))
        if (s - Vector((1, 1, 1))).length > 1e-6:
            text += ' s="%s"' % vec(s)
        return text

    # Blender's pose at every frame of every clip -------------------------------------------
    def sample(self):
        """Per action, per frame, per bone: the channels' local transform (the rest times the
        location / rotation / scale channels: what a clip key gives a bone without controllers),
        the evaluated local transform (after constraints, IK and the inheritance options, relative
        to the evaluated parent), the channel values and the evaluated armature-space matrix."""
        scene = bpy.context.scene
        data = self.obj.animation_data
        before = data.action if data else None
        frame = scene.frame_current
        runs = []
        for action in self.actions():
            start, end = int(math.floor(action.frame_range[0])), int(math.ceil(action.frame_range[1]))
            runs.append((action, list(range(start, end + 1))))
        if not runs:
            runs = [(None, [frame])]
        ordered = sorted(self.obj.pose.bones, key=lambda pb: len(pb.parent_recursive))  # parents first
        for action, frames in runs:
            if action is not None:
                data.action = action
            snaps = []
            for f in frames:
                scene.frame_set(f)
                world = self.obj.matrix_world.copy()
                snap = {}
                # Relative to the parent as a clip key rebuilds it (location, rotation, scale): an IK
                # solve leaves Blender's matrices a little sheared, which no key holds, and a child
                # taken relative to the sheared parent would carry that into Rigstage.
                rebuilt = {}
                for pb in ordered:
                    evaluated = world @ pb.matrix if pb.parent is None else rebuilt[pb.parent.name].inverted_safe() @ pb.matrix
                    t, q, sc = evaluated.decompose()
                    clean = Matrix.LocRotScale(t, q, sc)
                    rebuilt[pb.name] = (world.inverted_safe() @ clean) if pb.parent is None else rebuilt[pb.parent.name] @ clean
                    raw = self.rest_local(pb.bone) @ pb.matrix_basis
                    channels = self.rest_local(pb.bone) @ _limited(pb.matrix_basis, self.folded[pb.name], pb.rotation_mode) \
                        if pb.name in self.folded else raw
                    if pb.name in self.folded:
                        self.limit_differs[pb.name] |= _differences(raw, channels)
                    snap[pb.name] = {"channels": channels, "raw": raw, "evaluated": evaluated, "basis": pb.matrix_basis.copy(),
                                     "location": tuple(pb.location), "rotation_euler": tuple(pb.rotation_euler),
                                     "scale": tuple(pb.scale), "pose": pb.matrix.copy()}
                    distance = max(pb.matrix.translation.length, pb.parent.matrix.translation.length if pb.parent else 0.0)
                    self.differs[pb.name] |= _differences(channels, evaluated, distance)
                snaps.append(snap)
            self.samples[action] = (frames, snaps)
        if data:
            data.action = before
        scene.frame_set(frame)

    def each_sample(self, bone):
        for frames, snaps in self.samples.values():
            for snap in snaps:
                yield snap[bone]

    # Baking ------------------------------------------------------------------------------------
    def bake(self, name, why):
        """The bone gets no controllers: its evaluated pose goes into the clip (base layer), or it
        is left out (a higher layer, which no clip drives)."""
        if self.layer_of[name] == self.base_layer:
            self.report.bone("baked", name, why)
        else:
            self.report.bone("left out", name, why + " (a clip drives the %s layer only; the bone keeps its bind pose)" % self.base_layer)
        entry = self.report.bones[name]
        # Its controllers are gone, and with them what made it approximate.
        entry["why"] = [w for w in entry["why"] if not w.startswith("IK Limb:")]
        entry["approximate"] = False
        self.baked.add(name)
        self.slots[name] = {}
        for mid, limb in list(self.ik.items()):
            if name in (mid, limb["root"]):
                del self.ik[mid]
                for other in (limb["root"], mid):
                    if other != name:
                        self.bake(other, "its IK chain is baked with %s" % name)

    def _chain(self, pose_bone, count):
        chain, b = [], pose_bone
        while b is not None and (count == 0 or len(chain) < count):
            chain.append(b.name)
            b = b.parent
        return chain

    # Constraints -----------------------------------------------------------------------------
    def _bone_target(self, con):
        target = getattr(con, "target", None)
        sub = getattr(con, "subtarget", "")
        if target != self.obj or not sub or sub not in self.arm.bones:
            raise Refusal("%s '%s' targets %s, not a bone of this armature" % (con.type, con.name, target.name if target else "nothing"))
        if getattr(con, "head_tail", 0.0) != 0.0:
            raise Refusal("%s '%s' aims at a point along the bone (head/tail %.3g); Rigstage reads the head" % (con.type, con.name, con.head_tail))
        return sub

    def _targets_xml(self, cons):
        weights = sequential_weights([c.influence for c in cons])
        if weights is None:
            raise Refusal("%s '%s' has influence %.3g: the bone's own value stays in the blend (a Max constraint has no such term)"
                          % (cons[0].type, cons[0].name, cons[0].influence))
        return "".join('<Target bone="%s" weight="%s"/>' % (esc(self.full_name_later(self._bone_target(c))), num(w))
                       for c, w in zip(cons, weights))

    @staticmethod
    def _world_spaces(con):
        return con.owner_space == "WORLD" and con.target_space == "WORLD"

    @staticmethod
    def _stack(cons):
        return ", ".join("%s '%s'" % (c.type, c.name) for c in cons)

    def constrained_paths(self):
        """Bones whose constraints' settings an F-curve or a driver changes (influence, ...)."""
        found = set()
        curves = []
        if self.obj.animation_data:
            curves += list(self.obj.animation_data.drivers)
        for action in self.actions():
            curves += list(action.fcurves)
        for fc in curves:
            m = re.match(r'^pose\.bones\["(.+?)"\]\.constraints', fc.data_path or "")
            if m:
                found.add(m.group(1))
        return found

    def map_constraints(self, pose_bone, animated):
        name = pose_bone.name
        live = [c for c in pose_bone.constraints if c.enabled and (c.influence > 0.0 or name in animated)]
        if not live:
            return
        if name in self.folded:
            # Checked like any bone's channels (check_uncontrolled): the limited channels must give
            # Blender's evaluated pose at every frame, or the bone is baked.
            return
        try:
            if name in animated:
                raise Refusal("its constraints' settings are animated or driven (%s)" % self._stack(live))
            iks = [c for c in live if c.type == "IK"]
            if iks:
                if len(live) > 1:
                    raise Refusal("IK together with other constraints on one bone (%s)" % self._stack(live))
                self.map_ik(pose_bone, iks[0])
                return
            self._map_stack(pose_bone, live)
        except Refusal as r:
            self.bake(name, str(r))

    def _map_stack(self, pose_bone, live):
        """A stack of Copy Locations and Copy Rotations (which commute: one sets the world position,
        the other the world rotation), or Copy Locations then one Track To or Damped Track (the
        position first, as Rigstage evaluates). Any other stack is refused whole."""
        name = pose_bone.name
        damped = [c for c in live if c.type == "DAMPED_TRACK"]
        if damped:
            raise Refusal("Damped Track '%s': it turns the bone's own direction (before the constraint) onto the target by the "
                          "shortest arc, so its twist follows that direction; no Rigstage controller turns so (a LookAt takes "
                          "its twist from an up axis)" % damped[0].name)
        limits = [c for c in live if c.type in LIMITS]
        if limits:
            raise Refusal("%s together with %s: a Limit acts on the result of the constraints before it (no Rigstage "
                          "controller clamps another's result), or, in a space other than Local, on more than the bone's "
                          "own channels" % (self._stack(limits), self._stack([c for c in live if c not in limits]) or "nothing else")
                          if len(limits) < len(live) else "%s not in Local Space: it limits the bone in a space that its "
                          "parents move, which no Rigstage controller clamps" % self._stack(limits))
        locs = [c for c in live if c.type == "COPY_LOCATION"]
        rots = [c for c in live if c.type == "COPY_ROTATION"]
        tracks = [c for c in live if c.type == "TRACK_TO"]
        others = [c for c in live if c.type not in ("COPY_LOCATION", "COPY_ROTATION", "TRACK_TO")]
        if others:
            raise Refusal("%s: no Rigstage controller does what %s does" % (self._stack(live), self._stack(others)))
        if tracks and (len(tracks) > 1 or rots or live[-1] is not tracks[0]):
            raise Refusal("constraint stack %s: a Track To is exported only alone, last, after Copy Locations "
                          "(a Rigstage rotation controller cannot start from the result of another)" % self._stack(live))
        if locs:
            if not all(self._world_spaces(c) and c.use_x and c.use_y and c.use_z and not (c.invert_x or c.invert_y or c.invert_z)
                       and not c.use_offset for c in locs):
                raise Refusal("Copy Location needs World/World space, all axes, no invert and no offset")
            if locs[0].influence < 1.0 - 1e-6:
                self.slots[name]["Position"] = self._blend_list(name, "location", locs)
            else:
                self.slots[name]["Position"] = '<PositionConstraint keepInitialOffset="false">%s</PositionConstraint>' % self._targets_xml(locs)
        if rots:
            if not all(self._world_spaces(c) and c.use_x and c.use_y and c.use_z and not (c.invert_x or c.invert_y or c.invert_z)
                       and c.mix_mode == "REPLACE" for c in rots):
                raise Refusal("Copy Rotation needs World/World space, all axes, no invert and mix Replace")
            if rots[0].influence < 1.0 - 1e-6:
                self.slots[name]["Rotation"] = self._blend_list(name, "rotation", rots)
            else:
                self.slots[name]["Rotation"] = ('<OrientationConstraint transformRule="worldToWorld" keepInitialOffset="false">%s'
                                                '</OrientationConstraint>' % self._targets_xml(rots))
        if tracks:
            con = tracks[0]
            if con.influence < 1.0 - 1e-6 or not self._world_spaces(con):
                raise Refusal("Track To needs influence 1 in World space")
            sub = self._bone_target(con)
            axis = con.track_axis.replace("TRACK_", "")
            flip = axis.startswith("NEGATIVE_")
            aim = axis.replace("NEGATIVE_", "")
            source = con.up_axis.replace("UP_", "")
            if source == aim:
                raise Refusal("Track To aims and points up along the same axis")
            upnode = esc(self.full_name_later(sub)) if con.use_target_z else "world"
            self.slots[name]["Rotation"] = (
                '<LookAtConstraint aimAxis="%s" aimFlip="%s" upnode="%s" upnodeControl="axisAlignment" upnodeAxis="Z" '
                'sourceAxis="%s" sourceFlip="false" keepInitialOffset="false"><Target bone="%s" weight="100"/></LookAtConstraint>'
                % (aim, "true" if flip else "false", upnode, source, esc(self.full_name_later(sub))))

    def _blend_list(self, name, part, cons):
        """Copy Locations or Copy Rotations whose first influence is below 1: Blender blends each
        constraint's result with the pose so far by its influence (a lerp of the position, a slerp
        of the rotation, in world space, which for a parent without scale is the same in the
        parent's space). A Position or Rotation List does that: a constant first entry (the bone's
        own channels, which must hold one value over every clip: no list entry plays keys), then
        each constraint as an entry weighted by its influence. Checked against Blender's evaluated
        pose at every frame."""
        first = None
        for s in self.each_sample(name):
            m = s["channels"]
            if first is None:
                first = m
            elif (m.translation - first.translation).length > 1e-9 if part == "location" else _rotation_angle(m, first) > 1e-7:
                raise Refusal("%s at influence %.3g: Blender blends it with the bone's own keyed %s, which changes over the "
                              "clip, and no Rigstage list entry plays keys (only a constant)" % (self._stack(cons[:1]), cons[0].influence, part))
        if first is None:
            raise Refusal("%s at influence %.3g: the bone has no sampled pose" % (self._stack(cons[:1]), cons[0].influence))
        if part == "location" and not all(self._world_spaces(c) for c in cons):
            raise Refusal("Copy Location needs World/World space")
        targets = [self._bone_target(c) for c in cons]
        pb = self.obj.pose.bones[name]
        world = self.obj.matrix_world
        worst = 0.0
        for frames, snaps in self.samples.values():
            for snap in snaps:
                to_local = world if pb.parent is None else snap[pb.parent.name]["pose"].inverted_safe()
                evaluated = snap[name]["evaluated"]
                if part == "location":
                    v = first.translation.copy()
                    for c, t in zip(cons, targets):
                        v = v.lerp((to_local @ snap[t]["pose"]).translation, c.influence)
                    distance = max(snap[name]["pose"].translation.length, snap[pb.parent.name]["pose"].translation.length if pb.parent else 0.0)
                    off = (v - evaluated.translation).length * CM
                    if off > location_tolerance(distance):
                        worst = max(worst, off)
                else:
                    q = first.to_quaternion().normalized()
                    for c, t in zip(cons, targets):
                        q = q.slerp((to_local @ snap[t]["pose"]).to_3x3().normalized().to_quaternion(), c.influence)
                    off = q.rotation_difference(evaluated.to_quaternion()).angle
                    off = min(off, 2.0 * math.pi - off)
                    if off > 1e-5:
                        worst = max(worst, math.degrees(off))
        if worst > 0.0:
            raise Refusal("%s: a list blending the bone's rest %s with the constraints by their influences differs from Blender "
                          "by up to %.3g %s (a parent's scale, or a space other than World)" % (
                              self._stack(cons), part, worst, "cm" if part == "location" else "degrees"))
        if part == "location":
            entry = '<PositionXYZ x="%s" y="%s" z="%s"/>' % tuple(num(v * CM) for v in first.translation)
            items = '<PositionConstraint keepInitialOffset="false"><Target bone="%s" weight="100"/></PositionConstraint>'
            tag = "PositionList"
        else:
            e = first.to_3x3().normalized().to_euler("XYZ")
            entry = '<EulerXYZ order="XYZ" x="%s" y="%s" z="%s"/>' % (num(e.x), num(e.y), num(e.z))
            items = ('<OrientationConstraint transformRule="worldToWorld" keepInitialOffset="false"><Target bone="%s" weight="100"/>'
                     '</OrientationConstraint>')
            tag = "RotationList"
        body = '<Entry weight="100">%s</Entry>' % entry + "".join(
            '<Entry weight="%s">%s</Entry>' % (num(c.influence * 100.0), items % esc(self.full_name_later(t))) for c, t in zip(cons, targets))
        return '<%s average="false">%s</%s>' % (tag, body, tag)

    def map_ik(self, pose_bone, con):
        name = pose_bone.name
        chain = self._chain(pose_bone, con.chain_count)
        try:
            self._map_ik(pose_bone, con)
        except Refusal as r:
            for bone in chain:
                self.bake(bone, "in the chain of the IK on %s: %s" % (name, r))

    def _map_ik(self, pose_bone, con):
        name = pose_bone.name
        mid = pose_bone.bone
        root = mid.parent
        ends = [c for c in mid.children if (c.head_local - mid.tail_local).length < 1e-5]
        if self.obj.pose.ik_solver != "LEGACY":
            raise Refusal("the armature's IK solver is %s (only the standard one is exported)" % self.obj.pose.ik_solver)
        if con.chain_count != 2 or root is None:
            raise Refusal("chain length %d (an IK Limb is a two-bone chain)" % con.chain_count)
        if con.influence < 1.0 - 1e-6 or con.weight < 1.0 - 1e-6 or not con.use_tail or not con.use_location or con.use_rotation:
            raise Refusal("influence or weight below 1, Use Tail off, or a rotation target (an IK Limb reaches a point)")
        bones = [self.obj.pose.bones[root.name], pose_bone]
        if con.use_stretch and any(b.ik_stretch > 0 for b in bones):
            raise Refusal("IK stretch (an IK Limb keeps the bones' lengths)")
        for b in bones:
            if any(getattr(b, "lock_ik_" + a) or getattr(b, "use_ik_limit_" + a) or getattr(b, "ik_stiffness_" + a) > 0 for a in "xyz"):
                raise Refusal("IK locks, limits or stiffness on %s" % b.name)
        if con.pole_target is None:
            raise Refusal("no pole target: Blender turns the chain from its rest pose by the shortest arc, an IK Limb without a pole "
                          "keeps the bend plane it had, so the two differ")
        if con.pole_target != self.obj or con.pole_subtarget not in self.arm.bones:
            raise Refusal("the pole is not a bone of this armature")
        for b in bones:
            values = {s["rotation_euler"] + tuple(s["basis"].to_quaternion()) for s in self.each_sample(b.name)}
            if len(values) > 1:
                raise Refusal("%s's own rotation is keyed: Blender's IK starts from it, an IK Limb does not" % b.name)
        goal = self._bone_target(con)
        layer = self.layer_of[name]
        if ends:
            end = ends[0].name
        else:
            # Blender's IK reaches with the tip bone's tail: a joint there is the IK Limb's end.
            end = self.add_joint(name + "_end", name, Matrix.Translation((0.0, mid.length, 0.0)), layer)
            self.report.notes.append("IK on %s: its tail is the chain's end, exported as the joint %s (no Blender bone starts "
                                     "there; it deforms nothing)" % (name, self.full_name(end)))
        pole, swivel = con.pole_subtarget, self.pole_swivel(root, mid, con.pole_angle)
        xml = '<IkLimb root="%s" mid="%s" end="%s" goal="%s" pole="%s" swivel="%s"/>' % (
            esc(self.full_name_later(root.name)), esc(self.full_name_later(mid.name)), esc(self.full_name_later(end)),
            esc(self.full_name_later(goal)), esc(self.full_name_later(pole)), num(swivel))
        self.ik[name] = {"root": root.name, "end": end, "goal": goal, "xml": xml, "layer": layer,
                         "joints": [end] if end in self.extra else []}
        # Blender's solver is iterative and may stop short of the goal; the IK Limb lands on it.
        lengths = mid.length + root.length
        # Past its reach the IK Limb is straight; Blender's solver may stop short of straight there.
        l1, l2 = (mid.head_local - root.head_local).length, mid.length
        miss, bent = 0.0, 0.0
        for s_root, s_mid, s_goal in zip(self.each_sample(root.name), self.each_sample(name), self.each_sample(goal)):
            head, knee, tip, target = (s_root["pose"].translation, s_mid["pose"].translation, s_mid["pose"] @ Vector((0, mid.length, 0)),
                                       s_goal["pose"].translation)
            reach = (target - head).length
            best = max(0.0, reach - l1 - l2, abs(l1 - l2) - reach)
            miss = max(miss, abs((tip - target).length - best))
            if reach >= l1 + l2 and (knee - head).length > 0 and (tip - knee).length > 0:
                bent = max(bent, math.degrees((knee - head).angle(tip - knee)))
        approximate = miss * CM > 1e-4 or bent > 1e-4
        self.ik[name]["approximate"] = approximate
        # How far the solver's imprecision reaches: its miss, and the turn that miss makes over the
        # shorter bone, plus what short of straight it stays (for the end bone's check).
        self.ik[name]["miss_cm"] = miss * CM
        self.ik[name]["miss_radians"] = miss / max(min(l1, l2), 1e-9) + math.radians(bent)
        if approximate:
            why = "IK Limb: Blender's iterative IK solver stops up to %.2g cm short of the target" % (miss * CM)
            if bent > 1e-4:
                why += " and, past the chain's reach, up to %.2g degrees short of straight" % bent
            for b in (root.name, name):
                self.report.bone("approximate", b, why + ", where the IK Limb lands on it")
                self.report.bones[b]["ik_degrees"] = bent

    def check_ik_chains(self):
        """An IK Limb drives its root's and middle bone's rotations: a bone with controllers of its
        own there (a Copy Rotation, a driver) would be a second controller for one bone. Blender
        solves its IK on top of those; Rigstage cannot compose the two, so the chain is baked."""
        for mid, limb in list(self.ik.items()):
            for b in (limb["root"], mid):
                extra = [c for c in self.obj.pose.bones[b].constraints if c.enabled and c.type != "IK" and c.influence > 0.0]
                if (self.slots[b] or extra) and mid in self.ik:
                    why = "%s on %s" % (self._stack(extra) if extra else "controllers (%s)" % ", ".join(self.slots[b]), b)
                    for bone in (limb["root"], mid):
                        self.bake(bone, "IK chain %s, %s: %s as well as the IK (an IK Limb cannot be composed with them)" % (limb["root"], mid, why))

    def check_uncontrolled(self):
        """A bone's parts its controllers do not set come from the clip, which holds its channels.
        Where Blender's evaluated pose differs there (a constraint not exported, Inherit Rotation
        off, an Inherit Scale mode, a connected bone's ignored location, an IK chain not exported),
        the bone is baked and the report says why."""
        for b in self.bones:
            name = b.name
            controlled = {SLOT_PART[s] for s in self.slots[name]}
            if self._ik_driven(name):
                controlled.add("rotation")
            left = self.differs[name] - controlled
            if name in self.baked or not left:
                continue
            # In an approximate chain the root's and middle bone's rotations are the IK's (controlled
            # above). Their other parts, and the end bone's local transform (taken against Blender's
            # solved, slightly sheared middle bone), may differ by what the solver misses (its
            # matrices carry scale off 1 by about that much), and are baked where they differ by
            # more (Inherit Rotation off, ...).
            limb = next((l for mid, l in self.ik.items() if l.get("approximate") and name in (l["root"], mid, l["end"])), None)
            if limb is not None:
                left = {part for part in left if self._beyond_ik_miss(name, part, limb)}
                if not left:
                    continue
            self.bake(name, "its evaluated %s differs from its keyed channels (%s)" % (" and ".join(sorted(left)), self._causes(b)))

    def _beyond_ik_miss(self, name, part, limb):
        """Whether the end bone's part differs from its channels by more than its chain's solver
        imprecision at some sample."""
        for s in self.each_sample(name):
            ta, _, sa = s["channels"].decompose()
            tb, _, sb = s["evaluated"].decompose()
            if part == "location" and (ta - tb).length * CM > location_tolerance(s["pose"].translation.length) + limb["miss_cm"]:
                return True
            if part == "rotation" and _rotation_angle(s["channels"], s["evaluated"]) > 1e-5 + limb["miss_radians"]:
                return True
            if part == "scale" and (sa - sb).length > 1e-5 + limb["miss_radians"]:
                return True
        return False

    def _causes(self, bone):
        pb = self.obj.pose.bones[bone.name]
        causes = []
        if not bone.use_inherit_rotation:
            causes.append("Inherit Rotation is off")
        if bone.inherit_scale != "FULL":
            causes.append("Inherit Scale is %s" % bone.inherit_scale.replace("_", " ").title())
        if bone.use_connect and any(abs(v) > 1e-9 for s in self.each_sample(bone.name) for v in s["location"]):
            causes.append("it is connected, so Blender ignores its keyed location")
        if not bone.use_local_location:
            causes.append("Local Location is off")
        live = [c for c in pb.constraints if c.enabled and c.influence > 0.0]
        if live:
            causes.append("constraints %s" % self._stack(live))
        if bone.parent is None and self._object_moves():
            causes.append("the armature object moves")
        return "; ".join(causes) or "an IK chain or another effect on the pose that is not exported"

    def _object_moves(self):
        data = self.obj.animation_data
        return bool(data and (any(not fc.data_path.startswith("pose.") for fc in data.drivers) or any(
            not fc.data_path.startswith("pose.") for a in self.actions() for fc in a.fcurves)))

    def pole_swivel(self, root, mid, pole_angle):
        """The IK Limb's swivel that gives Blender's pole. Blender's solver turns the chain once,
        before it iterates, so that in its starting pose (the rest: the chain's rotations are not
        keyed) the root bone's X axis turned by the pole angle towards its Z axis (u), taken across
        the root -> tip line, faces the pole across the root -> goal line; the iterations then bend
        the chain within that plane (about the rest pose's hinge). Max's IK Limb turns the bend (the
        side of the hinge the middle joint goes to) towards the pole, then by the swivel. So the
        swivel is minus the angle from the bend to u about the rest root -> tip line, whatever the
        reach and the bones' roll (u need not lie in the bend plane)."""
        r0, m0, t0 = root.head_local, mid.head_local, mid.tail_local
        basis = root.matrix_local.to_3x3()
        u = basis.col[0].normalized() * math.cos(pole_angle) + basis.col[2].normalized() * math.sin(pole_angle)
        axis = t0 - r0
        bend = m0 - r0
        if axis.length < 1e-9:
            return 0.0
        axis.normalize()
        bend = bend - axis * bend.dot(axis)
        u = u - axis * u.dot(axis)
        if bend.length < 1e-9 or u.length < 1e-9:
            return 0.0
        bend.normalize()
        u.normalize()
        return -math.atan2(axis.dot(bend.cross(u)), bend.dot(u))

    # Drivers ---------------------------------------------------------------------------------
    def _euler_read(self, bone, index, order, matrices, blender_values):
        """Refuses a rotation read where Rigstage's Euler decomposition (middle angle within +-90)
        gives another value than Blender's at some frame of some clip."""
        for m, values in zip(matrices, blender_values):
            ours = _principal_euler(m.to_3x3().normalized(), order)[index]
            for theirs in values:
                if abs(ours - theirs) > 1e-5:
                    raise Refusal("Blender reads %s's %s Euler angle as %.6g where Rigstage's decomposition gives %.6g"
                                  % (bone, AXES[index], theirs, ours))

    def _variable(self, var):
        """A driver variable as a Rigstage Variable's bone attributes, with the factor and offset that
        turn Rigstage's value into Blender's: blender = (rigstage - offset) * factor."""
        if not getattr(var, "is_name_valid", True):
            raise Refusal("variable '%s' is invalid in Blender" % var.name)
        if var.type == "LOC_DIFF":
            ends = []
            for t in var.targets:
                if t.id != self.obj or t.bone_target not in self.arm.bones:
                    raise Refusal("variable '%s' measures a distance to something other than a bone of this armature" % var.name)
                if t.transform_space != "WORLD_SPACE":
                    raise Refusal("variable '%s' measures a distance in %s (only World Space is a Rigstage distance)" % (var.name, t.transform_space))
                ends.append(esc(self.full_name_later(t.bone_target)))
            return 'bone="%s" kind="distance" reference="%s"' % tuple(ends), 1.0 / CM, 0.0
        if var.type == "SINGLE_PROP":
            t = var.targets[0]
            m = re.match(r'^pose\.bones\["(.+)"\]\.(location|rotation_euler)\[(\d)\]$', t.data_path or "")
            if t.id != self.obj or not m or m.group(1) not in self.arm.bones:
                raise Refusal("variable '%s' reads a property other than a bone's location or Euler rotation (%s)" % (var.name, t.data_path))
            bone, prop, index = m.group(1), m.group(2), int(m.group(3))
            kind, space = ("ROT" if prop == "rotation_euler" else "LOC"), "CHANNEL"
        elif var.type == "TRANSFORMS":
            t = var.targets[0]
            if t.id != self.obj or t.bone_target not in self.arm.bones:
                raise Refusal("variable '%s' reads a transform of something other than a bone of this armature" % var.name)
            bone = t.bone_target
            kind, axis = t.transform_type.split("_")
            if kind == "SCALE":
                raise Refusal("variable '%s' reads a scale (Rigstage reads positions and rotations)" % var.name)
            index = AXES.index(axis)
            space = t.transform_space
        else:
            raise Refusal("variable '%s' is a %s variable (%s)" % (var.name, var.type, {
                "ROTATION_DIFF": "Blender's rotational difference is the whole angle between two rotations; Rigstage's angle is between X axes"}.get(
                var.type, "no Rigstage bone value")))
        b = self.arm.bones[bone]
        pb = self.obj.pose.bones[bone]
        full = esc(self.full_name_later(bone))
        samples = list(self.each_sample(bone))
        if space == "WORLD_SPACE":
            if kind != "LOC":
                raise Refusal("variable '%s' reads a world rotation (Blender's world Euler and Rigstage's are taken apart differently)" % var.name)
            return 'bone="%s" kind="position" space="world" axis="%s"' % (full, AXES[index]), 1.0 / CM, 0.0
        # Local and Transform Space, and a channel: relative to the rest pose under the parent, where
        # Rigstage's local values are relative to the parent. Where the rest does not turn the bone
        # they differ by the rest's offset; where it does, the bone is read against a joint at its
        # rest (rest_joint), which is Blender's frame. A location with Local Location off is
        # Blender's in the parent's axes (its offset from the rest head) whatever the rest's turn.
        rest = self.rest_local(b)
        # A root's rest holds the armature object's transform, which Blender's local values leave out.
        base_turned = b.parent is None and not all(abs(self.base_matrix[r][c] - (1.0 if r == c else 0.0)) < 1e-6
                                                   for r in range(3) for c in range(3))
        via_joint = (base_turned or not is_identity_rotation(rest)) and (kind == "ROT" or b.use_local_location)
        if kind == "LOC" and base_turned and not via_joint:
            raise Refusal("variable '%s' reads the location of the root '%s', whose Local Location is off, in the axes of the "
                          "armature object, which is turned or scaled (Rigstage reads a root in the world's)" % (var.name, bone))
        if space in ("TRANSFORM_SPACE", "CHANNEL"):
            # The channels, before constraints and IK: Rigstage reads the bone's local transform
            # after them, the same only where nothing changes the bone.
            part = "rotation" if kind == "ROT" else "location"
            if part in self.differs[bone] or part in self.limit_differs[bone] or self._ik_driven(bone) or self.slots[bone]:
                raise Refusal("variable '%s' reads the channels of '%s' (%s), which its constraints, IK or controllers change; "
                              "Rigstage reads the bone's resulting local transform" % (var.name, bone, "Transform Space" if space != "CHANNEL" else "a property"))
            matrices = [s["raw"] for s in samples]
        elif space == "LOCAL_SPACE":
            if not b.use_inherit_rotation or b.inherit_scale != "FULL":
                raise Refusal("variable '%s' reads '%s' in Local Space, whose inheritance options Rigstage's parent-relative values do not follow" % (var.name, bone))
            matrices = [s["evaluated"] for s in samples]
        else:
            raise Refusal("variable '%s' reads %s" % (var.name, space))
        if via_joint:
            # What Rigstage reads against the joint: Blender's local matrices.
            matrices = [rest.inverted() @ m for m in matrices]
            where = ' reference="%s"' % esc(self.full_name_later(self.rest_joint(bone)))
        else:
            where = ""
        if kind == "LOC":
            offset = 0.0 if via_joint else rest.translation[index] * CM
            if space == "CHANNEL":
                for s, m in zip(samples, matrices):
                    read = m.translation[index] - (0.0 if via_joint else rest.translation[index])
                    if abs(read - s["location"][index]) > 5e-7:
                        raise Refusal("variable '%s' reads the location property of '%s', not its local position" % (var.name, bone))
            return 'bone="%s" kind="position" space="local"%s axis="%s"' % (full, where, AXES[index]), 1.0 / CM, offset
        if space == "CHANNEL":
            order = pb.rotation_mode if pb.rotation_mode in EULER_ORDERS else None
            if order is None:
                raise Refusal("variable '%s' reads rotation_euler of '%s', which rotates by %s" % (var.name, bone, pb.rotation_mode))
            values = [[s["rotation_euler"][index]] for s in samples]
        else:
            mode = t.rotation_mode
            if mode == "AUTO":
                order = pb.rotation_mode if pb.rotation_mode in EULER_ORDERS else "XYZ"
            elif mode in EULER_ORDERS:
                order = mode
            else:
                raise Refusal("variable '%s' reads a rotation as %s (Rigstage reads Euler angles)" % (var.name, mode))
            # Blender takes the angles apart either way (compatible with the bone's own Euler
            # values, or the smaller solution): both must agree with Rigstage's.
            values = [[m.to_3x3().normalized().to_euler(order)[index], m.to_3x3().normalized().to_euler(order, Euler(s["rotation_euler"], order))[index]]
                      for s, m in zip(samples, matrices)]
        self._euler_read(bone, index, order, matrices, values)
        return 'bone="%s" kind="rotation" space="local"%s axis="%s" eulerOrder="%s"' % (full, where, AXES[index], order), 1.0, 0.0

    def map_drivers(self):
        data = self.obj.animation_data
        if data is None:
            return
        channels = {}  # (bone, prop) -> {index: driver (_driver) or Refusal}
        for fc in data.drivers:
            m = re.match(r'^pose\.bones\["(.+?)"\]\.(.+)$', fc.data_path)
            where = "%s[%d]" % (fc.data_path, fc.array_index)
            if not m or m.group(1) not in self.arm.bones:
                self.report.unmapped.append("driver on %s: only drivers of a bone's location, Euler rotation or scale are exported" % where)
                continue
            bone, prop = m.group(1), m.group(2)
            if prop.startswith("constraints"):
                continue  # the bone's constraints are baked (constrained_paths)
            if prop not in ("location", "rotation_euler", "scale"):
                channels.setdefault((bone, prop), {})[fc.array_index] = Refusal(
                    "driver on %s: only a bone's location, Euler rotation or scale drivers become controllers" % where)
                continue
            try:
                channels.setdefault((bone, prop), {})[fc.array_index] = self._driver(fc)
            except Refusal as r:
                channels.setdefault((bone, prop), {})[fc.array_index] = Refusal("driver on %s: %s" % (where, r))
        for (bone, prop), driven in channels.items():
            try:
                self._map_driven(bone, prop, driven)
            except Refusal as r:
                # The channels hold what the drivers give: the clip carries them.
                if bone not in self.baked:
                    what = "baked" if self.layer_of[bone] == self.base_layer else "left out"
                    self.report.bone(what, bone, "%s (the clip holds the values the drivers give)" % r if what == "baked" else
                                     "%s (a clip drives the %s layer only)" % (r, self.base_layer))
                    if what == "left out":
                        self.bake(bone, str(r))

    def _map_driven(self, bone, prop, driven):
        refused = [v for v in driven.values() if isinstance(v, Refusal)]
        if refused:
            raise Refusal("; ".join(str(r) for r in refused))
        pb = self.obj.pose.bones[bone]
        slot = {"location": "Position", "rotation_euler": "Rotation", "scale": "Scale"}[prop]
        if bone in self.baked:
            return
        if slot in self.slots[bone] or (slot == "Rotation" and self._ik_driven(bone)):
            # A constraint (or the IK) sets that part of the bone: Blender's drivers write channels it replaces.
            return
        limits = [c for c in self.folded.get(bone, ()) if LIMITS[c.type] == SLOT_PART[slot]]
        if limits:
            raise Refusal("drivers on %s.%s under %s: the Limit clamps what the drivers give, and a Rigstage controller "
                          "cannot clamp another's result" % (bone, prop, self._stack(limits)))
        rest = self.rest_local(pb.bone)
        if prop == "rotation_euler" and pb.rotation_mode not in EULER_ORDERS:
            raise Refusal("drivers on %s.rotation_euler: the bone rotates by %s, not Euler" % (bone, pb.rotation_mode))
        if prop != "location" and SLOT_PART[slot] in self.differs[bone]:
            # The controllers give the rest and the driven channels; Blender's pose is something else.
            raise Refusal("drivers on %s.%s: Blender's evaluated %s differs from the rest and the channels (%s)"
                          % (bone, prop, SLOT_PART[slot], self._causes(pb.bone)))
        values = {}
        for i in range(3):
            if i not in driven:
                sampled = {s[prop][i] for s in self.each_sample(bone)}
                if len(sampled) > 1:
                    raise Refusal("drivers on %s.%s[%s] beside keys on %s.%s[%d]: a Rigstage controller replaces the whole channel "
                                  "group, and keyed values have no float controller" % (bone, prop, ",".join(str(k) for k in sorted(driven)), bone, prop, i))
                values[i] = sampled.pop() if sampled else getattr(pb, prop)[i]
        if prop == "location":
            turn = self._location_turn(pb.bone)
            parts = []
            for i in range(3):
                constant = rest.translation[i] * CM + sum(turn[i][j] * values[j] * CM for j in values)
                terms = []
                for j in sorted(driven):
                    c = turn[i][j]
                    if c == 0.0:
                        continue
                    # A turn's rounding (4e-8 for a right angle) whose term stays far below the
                    # round trip's tolerance at every frame is left out.
                    if abs(c) < 1e-6 and all(abs(c * s["location"][j]) * CM < 1e-6 for s in self.each_sample(bone)):
                        continue
                    terms.append((c, driven[j]))
                parts.append("<%s>%s</%s>" % (AXES[i], self._float_xml(terms, constant, CM, "%s.location" % bone), AXES[i]))
            self.slots[bone]["Position"] = "<PositionXYZ>%s</PositionXYZ>" % "".join(parts)
            return
        parts = []
        for i in range(3):
            body = self._float_xml([(1.0, driven[i])], 0.0, 1.0, "%s.%s" % (bone, prop)) if i in driven else \
                '<FloatConstant value="%s"/>' % num(values[i])
            parts.append("<%s>%s</%s>" % (AXES[i], body, AXES[i]))
        channels_xml = "".join(parts)
        if prop == "scale":
            self.slots[bone]["Scale"] = "<ScaleXYZ>%s</ScaleXYZ>" % channels_xml
            return
        euler = '<EulerXYZ order="%s">%s</EulerXYZ>' % (pb.rotation_mode, channels_xml)
        if is_identity_rotation(rest):
            self.slots[bone]["Rotation"] = euler
        else:
            # Blender turns the rest pose, then the channels: a list applies the rest first.
            e = rest.to_euler("XYZ")
            self.slots[bone]["Rotation"] = ('<RotationList average="false"><Entry weight="100"><EulerXYZ order="XYZ" x="%s" y="%s" z="%s"/>'
                                            '</Entry><Entry weight="100">%s</Entry></RotationList>' % (num(e.x), num(e.y), num(e.z), euler))

    def _location_turn(self, bone):
        """The 3x3 Blender turns a bone's location channels by into its parent's axes (its local
        position is the rest's offset plus this times the channels): the rest's rotation (the
        bone's own axes), or with Local Location off the parent's axes (a root's: the armature
        object's). Exactly the identity where that is within 1e-6 of it. Checked against Blender's
        evaluated location at every frame of every clip; a bone where it differs (connected, its
        inheritance options, ...) is refused with the largest difference."""
        rest = self.rest_local(bone)
        m = rest.to_3x3() if bone.use_local_location else (self.base_matrix.to_3x3() if bone.parent is None else Matrix.Identity(3))
        turn = [[m[r][c] for c in range(3)] for r in range(3)]
        if all(abs(turn[r][c] - (1.0 if r == c else 0.0)) < 1e-6 for r in range(3) for c in range(3)):
            turn = [[1.0 if r == c else 0.0 for c in range(3)] for r in range(3)]
        worst = 0.0
        for frames, snaps in self.samples.values():
            for snap in snaps:
                s = snap[bone.name]
                predicted = [rest.translation[i] + sum(turn[i][j] * s["location"][j] for j in range(3)) for i in range(3)]
                off = (Vector(predicted) - s["evaluated"].translation).length * CM
                distance = max(s["pose"].translation.length, snap[bone.parent.name]["pose"].translation.length if bone.parent else 0.0)
                if off > location_tolerance(distance):
                    worst = max(worst, off)
        if worst > 0.0:
            raise Refusal("drivers on %s.location: Blender's evaluated location differs from the rest and the channels by up to "
                          "%.3g cm (%s)" % (bone.name, worst, self._causes(bone)))
        return turn

    def _float_xml(self, terms, constant, scale, channel):
        """A float controller giving constant + scale * (c1 * d1 + c2 * d2 + ...), each d a driver's
        value in Blender's units (_driver): a constant, a Float Reaction (one F-curve mapping, its
        curve's y mapped), a Float Wire (one variable passed through) or a Float Expression."""
        if not terms:
            return '<FloatConstant value="%s"/>' % num(constant)
        reactions = [d for _, d in terms if d["reaction"]]
        if reactions:
            if len(terms) > 1:
                raise Refusal("drivers on %s: an F-curve mapping and another driven channel make one Rigstage axis (the rest turns "
                              "them into it), and a Float Reaction holds one curve" % channel)
            c, d = terms[0]
            attrs, points = d["reaction"]
            k = scale * c
            text = "".join('<Point x="%s" y="%s"%s/>' % (
                num(x), num(constant + k * y), "" if handles is None else ' inX="%s" inY="%s" outX="%s" outY="%s"' % (
                    num(handles[0]), num(k * handles[1]), num(handles[2]), num(k * handles[3]))) for x, y, handles in points)
            return "<FloatReaction><Input %s/><Curve>%s</Curve></FloatReaction>" % (attrs, text)
        # Drivers joined in one expression name their variables apart.
        used, variables, bodies = set(), [], []
        for _, d in terms:
            v, body = d["build"](used)
            used |= {n for n, _ in v}
            variables += v
            bodies.append(body)
        if len(variables) > MAX_VARIABLES:
            raise Refusal("drivers on %s: %d variables in one Rigstage expression (at most %d)" % (channel, len(variables), MAX_VARIABLES))
        xml = "".join('<Variable name="%s" %s/>' % (esc(n), a) for n, a in variables)
        if len(terms) == 1 and terms[0][0] == 1.0 and constant == 0.0 and scale == 1.0:
            tag = "FloatWire" if terms[0][1]["wire"] else "FloatExpression"
            return '<%s expression="%s">%s</%s>' % (tag, esc(bodies[0]), xml, tag)
        inner = " + ".join(body if c == 1.0 else "%s * (%s)" % (num(c), body) for (c, _), body in zip(terms, bodies))
        if len(terms) > 1:
            inner = "(%s)" % inner
        return '<FloatExpression expression="%s">%s</FloatExpression>' % (esc("%s + %s * %s" % (num(constant), num(scale), inner)), xml)

    def _driver(self, fc):
        """One driver as a value in Blender's units: {"build": used -> ([(Max variable name, bone
        value attributes)], a Max expression), its variables named apart from the names in used,
        "wire": whether it is one variable passed through, "reaction": None or (the input's
        attributes, [(x, y, (inX, inY, outX, outY) or None for a corner)]) for an F-curve mapping}.
        Raises Refusal."""
        drv = fc.driver
        if not drv.is_valid:
            raise Refusal("the driver is invalid in Blender")
        if drv.use_self:
            raise Refusal("the driver uses 'self'")
        names = [v.name for v in drv.variables]
        if not names and drv.type != "SCRIPTED":
            raise Refusal("a %s driver without variables" % drv.type)
        attrs, read = {}, {}
        for v in drv.variables:
            attrs[v.name], factor, off = self._variable(v)
            read[v.name] = (factor, off)

        def wrapped(used):
            renamed, wraps = {}, {}
            taken = set(used)
            for n in names:
                new = max_variable_name(n, taken)
                taken.add(new)
                renamed[n] = new
                factor, off = read[n]
                text = new if off == 0.0 else "(%s - %s)" % (new, num(off))
                wraps[n] = text if factor == 1.0 else "(%s * %s)" % (text, num(factor))
            return renamed, wraps

        if drv.type == "SCRIPTED":
            expression = drv.expression
        elif drv.type in ("AVERAGE", "SUM"):
            expression = "(" + " + ".join(names) + ")" + (" / %d" % len(names) if drv.type == "AVERAGE" and len(names) > 1 else "")
            if len(names) == 1:
                expression = names[0]
        elif drv.type in ("MIN", "MAX"):
            expression = names[0] if len(names) == 1 else "%s(%s)" % (drv.type.lower(), ", ".join(names))
        else:
            raise Refusal("a %s driver" % drv.type)
        if any(not _identity_modifier(m) for m in fc.modifiers):
            raise Refusal("F-curve modifiers (other than the identity Generator a new driver gets)")
        keys = list(fc.keyframe_points)
        if keys:
            # An F-curve mapping: a reaction curve over the one variable the driver passes through.
            if expression.strip() not in names or len(names) != 1:
                raise Refusal("an F-curve mapping over an expression (only over a single variable)")
            if any(k.interpolation not in ("BEZIER", "LINEAR") for k in keys):
                raise Refusal("F-curve interpolation other than Bezier or linear")
            if fc.extrapolation != "CONSTANT":
                raise Refusal("linear extrapolation of the F-curve")
            var = drv.variables[0]
            factor, x_offset = read[var.name]
            x_scale = 1.0 / factor
            points = []
            for i, k in enumerate(keys):
                x, y = k.co
                left, right = Vector(k.handle_left) - Vector(k.co), Vector(k.handle_right) - Vector(k.co)
                # Blender shortens handles that overlap in x within a segment (correct_bezpart).
                if i > 0:
                    left = left * self._segment_factor(keys[i - 1], k)
                if i + 1 < len(keys):
                    right = right * self._segment_factor(k, keys[i + 1])
                if k.interpolation == "LINEAR" or i + 1 == len(keys) and keys[i - 1].interpolation == "LINEAR":
                    right = Vector((0, 0))
                if i > 0 and keys[i - 1].interpolation == "LINEAR":
                    left = Vector((0, 0))
                corner = left.length == 0 and right.length == 0
                points.append((x * x_scale + x_offset, y, None if corner else (left.x * x_scale, left.y, right.x * x_scale, right.y)))
            return {"build": None, "wire": False, "reaction": (attrs[var.name], points)}

        def build(used):
            renamed, wraps = wrapped(used)
            return [(renamed[n], attrs[n]) for n in names], max_expression(expression, set(names), wraps)

        try:
            _, body = build(set())
        except ExpressionError as e:
            raise Refusal("expression '%s': %s" % (expression, e))
        return {"build": build, "wire": len(names) == 1 and body == wrapped(set())[1][names[0]], "reaction": None}

    @staticmethod
    def _segment_factor(a, b):
        span = b.co[0] - a.co[0]
        lengths = (a.handle_right[0] - a.co[0]) + (b.co[0] - b.handle_left[0])
        return span / lengths if lengths > span > 0 else 1.0

    # Files ------------------------------------------------------------------------------------
    def resolve(self, text):
        return re.sub("\x00(.*?)\x00", lambda m: self.full_name(m.group(1)), text)

    def framework_xml(self, layer):
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<!-- Exported from Blender by rigstage_exporter.py. -->',
                 '<Framework version="1" layer="%s" level="%d">' % (layer, self.level_of_layer[layer])]
        for b in self.bones:
            if self.layer_of[b.name] != layer:
                continue
            parent = ' parent="%s"' % esc(self.full_name(b.parent.name)) if b.parent else ""
            lines.append('    <Bone name="%s"%s %s/>' % (esc(self.full_name(b.name)), parent, self.srt_attributes(self.rest_local(b))))
        for name in self.live_joints():
            joint = self.extra[name]
            if joint["layer"] != layer:
                continue
            parent = ' parent="%s"' % esc(self.full_name(joint["parent"])) if joint["parent"] else ""
            lines.append('    <Bone name="%s"%s %s/>' % (esc(joint["full"]), parent, self.srt_attributes(joint["matrix"])))
        # Bones of this layer whose parents live in another layer are references (docs/format.md).
        lines.append("</Framework>")
        return "\n".join(lines) + "\n"

    def live_joints(self):
        """The joints the export added that the IK Limbs and controllers it writes use (a baked
        chain or bone needs none)."""
        used = {j for limb in self.ik.values() for j in limb.get("joints", ())}
        for slots in self.slots.values():
            for text in slots.values():
                used |= set(re.findall("\x00(.*?)\x00", text))
        return [j for j in self.extra if j in used]

    def helper_xml(self, layer):
        items = [limb["xml"] for limb in self.ik.values() if limb["layer"] == layer]
        for b in self.bones:
            slots = self.slots[b.name]
            if self.layer_of[b.name] != layer or not slots:
                continue
            body = "".join("        <%s>%s</%s>\n" % (s, slots[s], s) for s in ("Position", "Rotation", "Scale") if s in slots)
            items.append('<Helper bone="%s">\n%s    </Helper>' % (esc(self.full_name(b.name)), body))
        if not items:
            return None
        text = ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- Exported from Blender by rigstage_exporter.py. -->\n'
                '<HelperJointSetting version="2" layer="%s">\n' % layer + "".join("    %s\n" % i for i in items) + "</HelperJointSetting>\n")
        return self.resolve(text)

    def animation_xml(self, action, layer):
        """The clip: each bone's channels on its rest pose (its controllers compute the rest, as
        in Max), or for a baked bone its evaluated local transform."""
        frames, snaps = self.samples[action]
        scene = bpy.context.scene
        start, end = frames[0], frames[-1]
        fps = scene.render.fps / scene.render.fps_base
        names = [b.name for b in self.bones if self.layer_of[b.name] == layer]
        sheared = {}
        tracks = {n: [] for n in names}
        for f, snap in zip(frames, snaps):
            for n in names:
                m = snap[n]["evaluated" if n in self.baked else "channels"]
                if n in self.baked:
                    t, q, s = m.decompose()
                    off = max(abs(a - b) for ra, rb in zip(Matrix.LocRotScale(None, q, s).to_3x3(), m.to_3x3()) for a, b in zip(ra, rb))
                    sheared[n] = max(sheared.get(n, 0.0), off)
                tracks[n].append('        <Key f="%d" %s/>' % (f - start, self.srt_attributes(m)))
        for n, off in sheared.items():
            if off > 1e-5:
                self.report.bone("approximate", n, "its local transform is sheared (by up to %.2g; a parent's non-uniform scale under "
                                 "an inheritance option), which a clip key cannot hold" % off)
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<!-- Exported from Blender by rigstage_exporter.py: action "%s", frames %d to %d. -->' % (esc(action.name), start, end),
                 '<Animation version="1" name="%s" layer="%s" frameRate="%s" start="0" end="%d">' % (esc(action.name), layer, num(fps), end - start)]
        for name, keys in tracks.items():
            lines.append('    <Track bone="%s">' % esc(self.full_name(name)))
            lines += keys
            lines.append("    </Track>")
        lines.append("</Animation>")
        return "\n".join(lines) + "\n"

    @staticmethod
    def animated_bones(action):
        """The names of the bones an action has F-curves for."""
        names = set()
        for fc in action.fcurves:
            m = re.match(r'^pose\.bones\["(.+?)"\]', fc.data_path or "")
            if m:
                names.add(m.group(1))
        return names

    def actions(self):
        """The actions that animate this armature's bones (the active one first)."""
        bones = set(self.arm.bones.keys())
        current = self.obj.animation_data.action if self.obj.animation_data else None
        found = [current] if current else []
        found += [a for a in bpy.data.actions if a is not current and self.animated_bones(a) & bones]
        return found

    def _object_mode(self):
        """Edit bones reach the armature's bones only when Edit Mode is left: an export from Edit
        Mode would write the rest pose as it was when the mode was entered."""
        if self.obj.mode != "EDIT":
            return None
        view_layer = bpy.context.view_layer
        active = view_layer.objects.active
        view_layer.objects.active = self.obj
        bpy.ops.object.mode_set(mode="OBJECT")
        if self.obj.mode == "EDIT":
            raise ValueError("the armature is in Edit Mode and could not leave it; switch to Object or Pose Mode and export again")
        self.report.notes.append("the armature was in Edit Mode: it was switched to Object Mode first, so the edited bones are exported")
        return active

    def export(self, folder, meshes=True):
        """Writes every file into folder; returns the manifest's path and the report's lines."""
        self._object_mode()
        self.bones = list(self.arm.bones)
        os.makedirs(folder, exist_ok=True)
        animated = self.constrained_paths()
        for pb in self.obj.pose.bones:
            live = [c for c in pb.constraints if c.enabled and (c.influence > 0.0 or pb.name in animated)]
            if live and pb.name not in animated and all(c.type in LIMITS and c.owner_space == "LOCAL" for c in live):
                self.folded[pb.name] = live
        self.sample()
        for pb in self.obj.pose.bones:
            self.map_constraints(pb, animated)
        self.map_drivers()
        self.check_ik_chains()
        self.check_uncontrolled()
        for name, cons in self.folded.items():
            if name not in self.report.bones:
                self.report.notes.append("%s on %s: applied to the bone's keys in the clip (Local Space: it limits the bone's own "
                                         "channels and reads nothing else)" % (self._stack(cons), name))
        written = []
        manifest = ['<?xml version="1.0" encoding="UTF-8"?>', '<!-- Exported from Blender by rigstage_exporter.py. -->',
                    '<Character version="1" name="%s" upAxis="Z" unit="cm">' % esc(self.name)]
        layers = sorted(self.level_of_layer, key=lambda l: (self.level_of_layer[l], l))
        for layer in layers:
            base = "%s.%s" % (self.name, layer)
            _write(folder, base + ".Framework.xml", self.framework_xml(layer))
            helpers = self.helper_xml(layer)
            entry = '    <Layer framework="%s.Framework.xml"' % esc(base)
            if helpers:
                _write(folder, base + ".HelperJointSetting.xml", helpers)
                entry += ' helperJoints="%s.HelperJointSetting.xml"' % esc(base)
            manifest.append(entry + "/>")
        if meshes and self.export_meshes(folder):
            manifest.append('    <Mesh file="%s.Mesh.glb"/>' % esc(self.name))
        for action in self.actions():
            # A Rigstage clip drives the bones of one layer: the base layer's, as 3ds Max exports
            # bake it; the higher layers are procedural (their animated bones are reported).
            layer = self.base_layer
            clip_file = "%s.%s.Animation.%s.xml" % (self.name, layer, re.sub(r"[^A-Za-z0-9_.\-]", "_", action.name))
            _write(folder, clip_file, self.animation_xml(action, layer))
            manifest.append('    <Clip file="%s"/>' % esc(clip_file))
            above = sorted(b for b in self.animated_bones(action) if b in self.layer_of and self.layer_of[b] != layer)
            for b in above:
                if b not in self.baked:
                    self.report.bone("left out", b, "keys in action %s, on a layer above %s (a clip drives one layer)" % (action.name, layer))
        manifest.append("</Character>")
        manifest_path = _write(folder, self.name + ".character.xml", "\n".join(manifest) + "\n")
        if self.generated:
            mapping = {b.name: self.full_name(b.name) for b in self.bones}
            _write(folder, self.name + ".names.json", json.dumps(mapping, indent=2, sort_keys=True) + "\n")
            if self.naming == "PROJECT":
                bad = [b.name for b in self.bones if not CONVENTION.match(b.name)]
                self.report.notes.append("naming convention (the export's naming option): %d bone(s) do not follow "
                                         "_<level><Layer>{flags}#<name>: %s; all bones went into one layer 'Base' with generated "
                                         "names (%s.names.json)" % (len(bad), ", ".join(bad[:12]) + (", ..." if len(bad) > 12 else ""), self.name))
        # A bone under an approximate or left-out one, or whose controllers read one, carries its
        # difference along.
        def inexact(name):
            entry = self.report.bones.get(name)
            return bool(entry and (entry["approximate"] or entry["what"] == "left out"))

        reads = {b.name: set(re.findall("\x00(.*?)\x00", "".join(self.slots[b.name].values()))) for b in self.bones}
        for mid, limb in self.ik.items():
            for b in (limb["root"], mid):
                reads[b] |= set(re.findall("\x00(.*?)\x00", limb["xml"])) - {limb["root"], mid, limb["end"]}
        changed = True
        while changed:
            changed = False
            for b in self.bones:
                if inexact(b.name):
                    continue
                parent = b.parent.name if b.parent else None
                if parent and inexact(parent):
                    self.report.bone("approximate", b.name, "under %s, whose pose is not exact" % parent)
                    changed = True
                    continue
                source = sorted(r for r in reads[b.name] if r != b.name and inexact(r))
                if source and b.name not in self.baked:
                    self.report.bone("approximate", b.name, "its controllers read %s, whose pose is not exact" % ", ".join(source))
                    changed = True
        lines = self.report.lines()
        _write(folder, self.name + ".export-report.txt", "\n".join(lines) + "\n" if lines else "Everything was exported.\n")
        return manifest_path, lines

    def export_meshes(self, folder):
        children = [o for o in bpy.data.objects if o.type == "MESH" and (o.parent == self.obj or any(
            m.type == "ARMATURE" and m.object == self.obj for m in o.modifiers))]
        if not children:
            return False
        if bpy.context.view_layer.objects.active is None:
            bpy.context.view_layer.objects.active = self.obj
        selected = [o for o in bpy.context.selected_objects]
        if bpy.context.object and bpy.context.object.mode != "OBJECT":
            bpy.ops.object.mode_set(mode="OBJECT")
        bpy.ops.object.select_all(action="DESELECT")
        for o in children + [self.obj]:
            o.select_set(True)
        path = os.path.join(folder, self.name + ".Mesh.glb")
        bpy.ops.export_scene.gltf(filepath=path, export_format="GLB", use_selection=True, export_animations=False)
        bpy.ops.object.select_all(action="DESELECT")
        for o in selected:
            o.select_set(True)
        return True


def _identity_modifier(modifier):
    """The Generator Blender puts on a new driver's F-curve: y = 0 + 1 x, which changes nothing."""
    return (modifier.type == "GENERATOR" and modifier.mode == "POLYNOMIAL" and modifier.poly_order == 1
            and not modifier.use_additive and list(modifier.coefficients) == [0.0, 1.0] and not modifier.use_restricted_range
            and not modifier.use_influence)


def _write(folder, name, text):
    """Writes through a temporary file renamed over the old one, so a watching Rigstage window
    reloads one complete file."""
    path = os.path.join(folder, name)
    temp = path + ".tmp"
    with open(temp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(temp, path)
    return path


def export_character(armature, folder, name=None, meshes=True, naming="NONE"):
    """Exports armature into folder; returns (manifest path, report lines). name may be given as
    the manifest's file name: 'Hero', 'Hero.xml' and 'Hero.character.xml' all write
    Hero.character.xml. naming: NONE or PROJECT (NAMING)."""
    clean = manifest_name(name or armature.name)
    if not clean:
        raise ValueError("'%s' leaves no character name to write files under" % (name or armature.name))
    return CharacterExport(armature, clean, naming).export(folder, meshes)


def write_camera(scene, camera, json_path, image_path=None, action=None):
    """Writes a Rigstage camera file (docs/qa.md) for camera at the scene's frame, and renders the
    reference picture to image_path when given. With the action playing, the file names its clip
    and the frame within it (the exported clip starts at the action's first frame)."""
    m = camera.matrix_world
    position = m.translation
    forward = -m.to_3x3().col[2].normalized()
    up = m.to_3x3().col[1].normalized()
    cam = camera.data
    if cam.type != "PERSP":
        raise ValueError("only perspective cameras are written (this one is %s)" % cam.type)
    fit = {"AUTO": "auto", "HORIZONTAL": "horizontal", "VERTICAL": "vertical"}[cam.sensor_fit]
    distance = max(cam.dof.focus_distance if cam.dof.use_dof else 0.0, 1.0)
    spec = {
        "position": [position.x * CM, position.y * CM, position.z * CM],
        "target": [(position.x + forward.x * distance) * CM, (position.y + forward.y * distance) * CM, (position.z + forward.z * distance) * CM],
        "up": [up.x, up.y, up.z],
        "fovDegrees": math.degrees(cam.angle),
        "fovAxis": fit,
        "near": cam.clip_start * CM,
        "far": cam.clip_end * CM,
        "frame": scene.frame_current - int(action.frame_range[0] if action else scene.frame_start),
    }
    if action:
        spec["clip"] = action.name
    with open(json_path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(spec, f, indent=2)
    os.replace(json_path + ".tmp", json_path)
    if image_path:
        previous_camera, previous_path = scene.camera, scene.render.filepath
        scene.camera = camera
        scene.render.filepath = image_path
        bpy.ops.render.render(write_still=True)
        scene.camera, scene.render.filepath = previous_camera, previous_path
    return spec


# -- The menu entries --------------------------------------------------------------------------

class EXPORT_OT_rigstage_character(bpy.types.Operator):
    """Export the active armature as a Rigstage character"""
    bl_idname = "export_scene.rigstage_character"
    bl_label = "Export Rigstage Character"
    filepath: bpy.props.StringProperty(subtype="FILE_PATH")
    filename_ext = ".character.xml"
    meshes: bpy.props.BoolProperty(name="Skinned meshes (glTF)", default=True)
    naming: bpy.props.EnumProperty(
        name="Naming convention",
        items=(("NONE", "None", "Blender's bone names as they are: layers from the names where every bone follows the "
                "project's convention, else one layer Base with generated names, without a warning"),
               ("PROJECT", "Rigstage's", "The bones should follow the project's convention (_0Base{BD}#Spine): the report "
                "names every bone that does not")),
        default="NONE")

    def check(self, context):
        """Keeps the file name ending in .character.xml as it is typed ('Hero.xml' becomes
        Hero.character.xml, not Hero.xml.character.xml)."""
        name = manifest_name(self.filepath)
        wanted = os.path.join(os.path.dirname(self.filepath), (name or "Character") + self.filename_ext)
        if wanted != self.filepath:
            self.filepath = wanted
            return True
        return False

    def invoke(self, context, event):
        obj = context.active_object
        self.filepath = (manifest_name(obj.name) if obj else "Character") + self.filename_ext
        context.window_manager.fileselect_add(self)
        return {"RUNNING_MODAL"}

    def execute(self, context):
        obj = context.active_object
        if obj is None or obj.type != "ARMATURE":
            self.report({"ERROR"}, "Select an armature first.")
            return {"CANCELLED"}
        folder = os.path.dirname(self.filepath)
        name = manifest_name(self.filepath) or manifest_name(obj.name)
        try:
            path, lines = export_character(obj, folder, name, self.meshes, self.naming)
        except ValueError as e:
            self.report({"ERROR"}, str(e))
            return {"CANCELLED"}
        for line in lines:
            self.report({"WARNING"}, line)
        self.report({"INFO"}, "Wrote %s (%d item(s) in the report)" % (path, len(lines)))
        return {"FINISHED"}


class EXPORT_OT_rigstage_camera(bpy.types.Operator):
    """Write the scene camera as a Rigstage camera file and render the reference picture beside it"""
    bl_idname = "export_scene.rigstage_camera"
    bl_label = "Export Rigstage Camera and Reference"
    filepath: bpy.props.StringProperty(subtype="FILE_PATH")
    filename_ext = ".png"

    def invoke(self, context, event):
        self.filepath = "reference_%04d.png" % context.scene.frame_current
        context.window_manager.fileselect_add(self)
        return {"RUNNING_MODAL"}

    def execute(self, context):
        scene = context.scene
        if scene.camera is None:
            self.report({"ERROR"}, "The scene has no camera.")
            return {"CANCELLED"}
        image = self.filepath if self.filepath.endswith(".png") else self.filepath + ".png"
        action = None
        for o in scene.objects:
            if o.type == "ARMATURE" and o.animation_data and o.animation_data.action:
                action = o.animation_data.action
                break
        write_camera(scene, scene.camera, image[:-4] + ".json", image, action)
        self.report({"INFO"}, "Wrote %s and its camera" % image)
        return {"FINISHED"}


def _menu(self, context):
    self.layout.operator(EXPORT_OT_rigstage_character.bl_idname, text="Rigstage Character (.character.xml)")
    self.layout.operator(EXPORT_OT_rigstage_camera.bl_idname, text="Rigstage Camera and Reference (.png + .json)")


def register():
    bpy.utils.register_class(EXPORT_OT_rigstage_character)
    bpy.utils.register_class(EXPORT_OT_rigstage_camera)
    bpy.types.TOPBAR_MT_file_export.append(_menu)


def unregister():
    bpy.types.TOPBAR_MT_file_export.remove(_menu)
    bpy.utils.unregister_class(EXPORT_OT_rigstage_camera)
    bpy.utils.unregister_class(EXPORT_OT_rigstage_character)


if __name__ == "__main__":
    register()
