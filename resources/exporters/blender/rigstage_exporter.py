# Rigstage exporter for Blender: the active armature as a Rigstage character (docs/exporters.md).
#
# File > Export > Rigstage Character (.character.xml) writes, beside the manifest:
#   <Name>.<Layer>.Framework.xml            bones and bind pose, one file per layer
#   <Name>.<Layer>.HelperJointSetting.xml   constraints and drivers mapped to 3ds Max controllers
#   <Name>.<Layer>.Animation.<Action>.xml   each action of the armature, baked per frame
#   <Name>.Mesh.glb                         the skinned meshes (glTF), named by <Mesh>
#   <Name>.names.json                       Blender bone -> Rigstage bone, when names were generated
#   <Name>.export-report.txt                everything that could not be mapped, and why
# File > Export > Rigstage Camera and Reference writes the scene camera as a Rigstage camera file
# and renders the reference picture beside it, for `rigstage-cli compare` and the Compare dock.
#
# Units: Blender metres become centimetres (the manifest says unit="cm"), angles stay radians.
# Nothing is dropped silently: a constraint or driver without an exact Rigstage equivalent is
# left out and listed in the report (the bone then follows its clip), or, where the mapping is
# close but not exact (Damped Track), exported and listed as approximate.
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
from mathutils import Matrix, Vector

CM = 100.0  # Blender metres -> Rigstage centimetres
CONVENTION = re.compile(r"^_(\d{1,2})([A-Za-z][A-Za-z0-9_]*)\{([BD]*)\}#(.+)$")
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
    def __init__(self):
        self.unmapped = []      # left out: the bone follows its clip there
        self.approximate = []   # exported, but Rigstage's result can differ
        self.notes = []

    def lines(self):
        out = []
        out += ["not exported: " + line for line in self.unmapped]
        out += ["approximate: " + line for line in self.approximate]
        out += self.notes
        return out


# -- Expressions: Blender's Python driver expressions as 3ds Max expressions ----------------------

class ExpressionError(Exception):
    pass


_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "^"}
_PLAIN_CALLS = {"abs", "sqrt", "min", "max", "exp", "floor", "ceil"}


def max_expression(text, names, wrap=None):
    """Rewrites a Python expression as a Max expression. Max's sin / cos / tan take degrees and its
    asin / acos / atan give degrees (docs/controllers.md), so they are wrapped; wrap maps a variable
    name to the text that replaces it (unit conversions)."""
    wrap = wrap or {}

    def emit(node):
        if isinstance(node, ast.Expression):
            return emit(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return num(node.value)
        if isinstance(node, ast.Name):
            if node.id == "pi":
                return "pi"
            if node.id not in names:
                raise ExpressionError("unknown name '%s'" % node.id)
            return wrap.get(node.id, node.id)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            return ("-" if isinstance(node.op, ast.USub) else "+") + "(" + emit(node.operand) + ")"
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            return "(" + emit(node.left) + " " + _BINARY[type(node.op)] + " " + emit(node.right) + ")"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            f = node.func.id
            args = [emit(a) for a in node.args]
            if f in ("sin", "cos", "tan") and len(args) == 1:
                return "%s(radToDeg(%s))" % (f, args[0])
            if f in ("asin", "acos", "atan") and len(args) == 1:
                return "degToRad(%s(%s))" % (f, args[0])
            if f in ("radians", "degrees") and len(args) == 1:
                return ("degToRad(%s)" if f == "radians" else "radToDeg(%s)") % args[0]
            if f == "pow" and len(args) == 2:
                return "(%s ^ %s)" % tuple(args)
            if f in _PLAIN_CALLS:
                return "%s(%s)" % (f, ", ".join(args))
            raise ExpressionError("function '%s' has no Max equivalent" % f)
        raise ExpressionError("'%s' has no Max equivalent" % ast.dump(node)[:40])

    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as e:
        raise ExpressionError("not a valid expression: %s" % e)
    return emit(tree)


# -- The exporter ---------------------------------------------------------------------------------

class CharacterExport:
    def __init__(self, armature, name):
        if armature is None or armature.type != "ARMATURE":
            raise ValueError("the active object is not an armature")
        self.obj = armature
        self.arm = armature.data
        self.name = name
        self.report = Report()
        self.bones = list(self.arm.bones)  # parents come before children
        self.names = {}
        self.layer_of = {}
        self.level_of_layer = {}
        self.generated = False
        self.slots = {b.name: {} for b in self.bones}   # bone -> {"Position": xml, "Rotation": xml, "Scale": xml}
        self.ik_limbs = []                               # (layer, xml)
        self._name_bones()

    # Names: the convention when every bone follows it, else one layer "Base" with generated names.
    def _name_bones(self):
        parsed = {b.name: CONVENTION.match(b.name) for b in self.bones}
        if all(parsed.values()):
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
            self.layer_of[b.name] = "Base"
            self.names[b.name] = candidate  # flags are added once the controllers are known

    def full_name(self, bone_name):
        if not self.generated:
            return self.names[bone_name]
        flags = ("" if self.slots.get(bone_name) or self._ik_driven(bone_name) else "B") + (
            "D" if self.arm.bones[bone_name].use_deform else "")
        return "_0Base{%s}#%s" % (flags, self.names[bone_name])

    def _ik_driven(self, bone_name):
        return any(bone_name in chain for chain, _ in getattr(self, "_ik_chains", []))

    # Transforms ------------------------------------------------------------------------------
    def rest_local(self, bone):
        """The bone's bind relative to its parent (the world for a root), in metres."""
        if bone.parent is None:
            return self.obj.matrix_world @ bone.matrix_local
        return bone.parent.matrix_local.inverted() @ bone.matrix_local

    def pose_local(self, pose_bone):
        """The bone's animated local transform before constraints (rest times the pose channels)."""
        return self.rest_local(pose_bone.bone) @ pose_bone.matrix_basis

    def srt_attributes(self, matrix):
        t, q, s = matrix.decompose()
        text = 't="%s" r="%s"' % (vec(t, CM), vec((q.x, q.y, q.z, q.w)))
        if (s - Vector((1, 1, 1))).length > 1e-6:
            text += ' s="%s"' % vec(s)
        return text

    # Constraints -----------------------------------------------------------------------------
    def _bone_target(self, con, what):
        target = getattr(con, "target", None)
        sub = getattr(con, "subtarget", "")
        if target != self.obj or not sub or sub not in self.arm.bones:
            self.report.unmapped.append("%s: %s '%s' targets %s, not a bone of this armature" % (
                what[0], con.type, con.name, target.name if target else "nothing"))
            return None
        if getattr(con, "head_tail", 0.0) != 0.0:
            self.report.unmapped.append("%s: %s '%s' aims at a point along the bone (head/tail %.3g); Rigstage reads the head" % (
                what[0], con.type, con.name, con.head_tail))
            return None
        return sub

    def _targets_xml(self, bone, cons):
        influences = [c.influence for c in cons]
        weights = sequential_weights(influences)
        if weights is None:
            self.report.unmapped.append("%s: %s with influence %.3g leaves the bone's own value in the blend (a Max constraint has no such term)"
                                        % (bone, cons[0].type, influences[0]))
            return None
        targets = []
        for con, w in zip(cons, weights):
            sub = self._bone_target(con, (bone,))
            if sub is None:
                return None
            targets.append('<Target bone="%s" weight="%s"/>' % (esc(self.full_name_later(sub)), num(w)))
        return "".join(targets)

    def full_name_later(self, bone_name):
        # Flags depend on every bone's controllers: names are resolved when the files are written.
        return "\x00%s\x00" % bone_name

    def _world_spaces(self, con):
        return con.owner_space == "WORLD" and con.target_space == "WORLD"

    def map_constraints(self, pose_bone):
        name = pose_bone.name
        live = [c for c in pose_bone.constraints if c.enabled and c.influence > 0.0]
        by_type = {}
        for c in live:
            by_type.setdefault(c.type, []).append(c)
        for kind, cons in by_type.items():
            if kind == "COPY_LOCATION":
                if not all(self._world_spaces(c) and c.use_x and c.use_y and c.use_z and not (c.invert_x or c.invert_y or c.invert_z)
                           and not c.use_offset for c in cons):
                    self.report.unmapped.append("%s: Copy Location needs World/World space, all axes, no invert and no offset" % name)
                    continue
                targets = self._targets_xml(name, cons)
                if targets:
                    self.slots[name]["Position"] = '<PositionConstraint keepInitialOffset="false">%s</PositionConstraint>' % targets
            elif kind == "COPY_ROTATION":
                if not all(self._world_spaces(c) and c.use_x and c.use_y and c.use_z and not (c.invert_x or c.invert_y or c.invert_z)
                           and c.mix_mode == "REPLACE" for c in cons):
                    self.report.unmapped.append("%s: Copy Rotation needs World/World space, all axes, no invert and mix Replace" % name)
                    continue
                targets = self._targets_xml(name, cons)
                if targets:
                    self.slots[name]["Rotation"] = ('<OrientationConstraint transformRule="worldToWorld" keepInitialOffset="false">%s'
                                                    '</OrientationConstraint>' % targets)
            elif kind in ("TRACK_TO", "DAMPED_TRACK"):
                con = cons[-1]
                if len(cons) > 1 or con.influence < 1.0 - 1e-6 or not self._world_spaces(con):
                    self.report.unmapped.append("%s: %s needs one constraint at influence 1 in World space" % (name, kind))
                    continue
                sub = self._bone_target(con, (name,))
                if sub is None:
                    continue
                axis = con.track_axis.replace("TRACK_", "")
                flip = axis.startswith("NEGATIVE_")
                aim = axis.replace("NEGATIVE_", "")
                if kind == "TRACK_TO":
                    source = con.up_axis.replace("UP_", "")
                    if source == aim:
                        self.report.unmapped.append("%s: Track To aims and points up along the same axis" % name)
                        continue
                    upnode = esc(self.full_name_later(sub)) if con.use_target_z else "world"
                else:
                    # Damped Track turns the aim axis by the shortest arc and keeps no up axis; a
                    # LookAt keeps one (world Z here): the aim matches, the twist about it may not.
                    source = "Z" if aim != "Z" else "X"
                    upnode = "world"
                    self.report.approximate.append(
                        "%s: Damped Track exported as a LookAt (aim %s, up world Z); the twist about the aim can differ" % (name, aim))
                self.slots[name]["Rotation"] = (
                    '<LookAtConstraint aimAxis="%s" aimFlip="%s" upnode="%s" upnodeControl="axisAlignment" upnodeAxis="Z" '
                    'sourceAxis="%s" sourceFlip="false" keepInitialOffset="false"><Target bone="%s" weight="100"/></LookAtConstraint>'
                    % (aim, "true" if flip else "false", upnode, source, esc(self.full_name_later(sub))))
            elif kind == "IK":
                self.map_ik(pose_bone, cons)
            else:
                for c in cons:
                    self.report.unmapped.append("%s: constraint %s '%s' has no Rigstage equivalent" % (name, c.type, c.name))

    def map_ik(self, pose_bone, cons):
        con = cons[-1]
        name = pose_bone.name
        mid = pose_bone.bone
        root = mid.parent
        ends = [c for c in mid.children if (c.head_local - mid.tail_local).length < 1e-5]
        if (len(cons) > 1 or con.chain_count != 2 or root is None or not ends or con.influence < 1.0 - 1e-6
                or not con.use_tail or con.use_stretch and (pose_bone.ik_stretch > 0 or root and self.obj.pose.bones[root.name].ik_stretch > 0)):
            self.report.unmapped.append("%s: IK is exported only as a two-bone chain (chain length 2, influence 1, no stretch) "
                                        "whose tip is the head of a child bone" % name)
            return
        goal = self._bone_target(con, (name,))
        if goal is None:
            return
        pole = None
        swivel = 0.0
        if con.pole_target is not None:
            pole = con.pole_subtarget if con.pole_target == self.obj and con.pole_subtarget in self.arm.bones else None
            if pole is None:
                self.report.unmapped.append("%s: the IK's pole is not a bone of this armature" % name)
                return
            swivel = self.pole_swivel(root, mid, con.pole_angle)
        end = ends[0]
        xml = '<IkLimb root="%s" mid="%s" end="%s" goal="%s"%s swivel="%s"/>' % (
            esc(self.full_name_later(root.name)), esc(self.full_name_later(mid.name)), esc(self.full_name_later(end.name)),
            esc(self.full_name_later(goal)), (' pole="%s"' % esc(self.full_name_later(pole))) if pole else "", num(swivel))
        self.ik_limbs.append((self.layer_of[mid.name], xml))
        self._ik_chains = getattr(self, "_ik_chains", []) + [((root.name, mid.name), goal)]

    def pole_swivel(self, root, mid, pole_angle):
        """Blender turns the chain so that the root bone's X axis, turned by pole_angle about the
        root -> tip line, faces the pole; Max's IK Limb turns the bend (the side the middle joint
        goes to) towards the pole. The swivel is the angle between the two at the bind pose."""
        axis = (mid.tail_local - root.head_local).normalized()
        x = root.matrix_local.to_3x3().col[0]
        bend = mid.head_local - root.head_local
        bend = (bend - axis * bend.dot(axis))
        x = (x - axis * x.dot(axis))
        if bend.length < 1e-9 or x.length < 1e-9:
            return 0.0
        bend.normalize()
        x.normalize()
        angle = math.atan2(axis.dot(bend.cross(x)), bend.dot(x))
        return pole_angle - angle

    # Drivers ---------------------------------------------------------------------------------
    def _variable(self, var):
        """A driver variable as a Rigstage Variable's bone attributes, and the text replacing its
        name in the expression (unit conversion), or (None, reason)."""
        if var.type == "SINGLE_PROP":
            t = var.targets[0]
            m = re.match(r'^pose\.bones\["(.+)"\]\.(location|rotation_euler)\[(\d)\]$', t.data_path or "")
            if t.id != self.obj or not m:
                return None, "a property other than a bone's location or Euler rotation (%s)" % t.data_path
            bone, prop, index = m.group(1), m.group(2), int(m.group(3))
            kind = "ROT" if prop == "rotation_euler" else "LOC"
            space = "LOCAL_SPACE"
        elif var.type == "TRANSFORMS":
            t = var.targets[0]
            if t.id != self.obj or t.bone_target not in self.arm.bones:
                return None, "a transform of something other than a bone of this armature"
            bone = t.bone_target
            kind, axis = t.transform_type.split("_")
            if kind == "SCALE":
                return None, "a scale channel (Rigstage reads positions and rotations)"
            index = AXES.index(axis)
            space = t.transform_space
            if kind == "ROT" and t.rotation_mode not in ("AUTO", "XYZ"):
                return None, "an Euler order other than XYZ"
        else:
            return None, "a %s variable" % var.type
        b = self.arm.bones[bone]
        full = esc(self.full_name_later(bone))
        if space == "WORLD_SPACE":
            if kind != "LOC":
                return None, "a world rotation (Blender's world Euler and Max's differ in how they are taken apart)"
            return ('bone="%s" kind="position" space="world" axis="%s"' % (full, AXES[index]), "(%s * 0.01)" % var.name)
        # Local and transform space: the channels relative to the rest pose. Rigstage's local values
        # are relative to the parent, so they agree when the rest pose does not turn the bone.
        rest = self.rest_local(b) if b.parent else b.matrix_local
        if not is_identity_rotation(rest):
            return None, "a local channel of '%s', whose rest pose is turned against its parent" % bone
        if kind == "ROT":
            return ('bone="%s" kind="rotation" space="local" axis="%s"' % (full, AXES[index]), var.name)
        offset = rest.translation[index] * CM
        return ('bone="%s" kind="position" space="local" axis="%s"' % (full, AXES[index]),
                "((%s - %s) * 0.01)" % (var.name, num(offset)))

    def map_drivers(self):
        data = self.obj.animation_data
        if data is None:
            return
        channels = {}  # (bone, prop) -> {index: xml}
        for fc in data.drivers:
            m = re.match(r'^pose\.bones\["(.+)"\]\.(location|rotation_euler|scale)$', fc.data_path)
            where = "%s[%d]" % (fc.data_path, fc.array_index)
            if not m or m.group(1) not in self.arm.bones:
                self.report.unmapped.append("driver on %s: only a bone's location, Euler rotation or scale is exported" % where)
                continue
            offset = 0.0
            if m.group(2) == "location":
                offset = self.rest_local(self.arm.bones[m.group(1)]).translation[fc.array_index] * CM
            xml, why = self._driver_xml(fc, m.group(2), offset)
            if xml is None:
                self.report.unmapped.append("driver on %s: %s" % (where, why))
                continue
            channels.setdefault((m.group(1), m.group(2)), {})[fc.array_index] = xml
        for (bone, prop), driven in channels.items():
            pb = self.obj.pose.bones[bone]
            slot = {"location": "Position", "rotation_euler": "Rotation", "scale": "Scale"}[prop]
            if slot in self.slots[bone]:
                self.report.unmapped.append("drivers on %s.%s: a constraint replaces that channel, so the drivers do not show" % (bone, prop))
                continue
            rest = self.rest_local(pb.bone)
            if prop == "rotation_euler" and pb.rotation_mode not in ("XYZ", "XZY", "YXZ", "YZX", "ZXY", "ZYX"):
                self.report.unmapped.append("drivers on %s.rotation_euler: the bone rotates by %s, not Euler" % (bone, pb.rotation_mode))
                continue
            if prop == "location" and not is_identity_rotation(rest):
                self.report.unmapped.append("drivers on %s.location: its rest pose is turned against its parent" % bone)
                continue
            parts = []
            for i in range(3):
                if i in driven:
                    body = driven[i]
                else:
                    value = getattr(pb, prop)[i]
                    if prop == "location":
                        value = rest.translation[i] * CM + value * CM
                    body = '<FloatConstant value="%s"/>' % num(value)
                parts.append("<%s>%s</%s>" % (AXES[i], body, AXES[i]))
            channels_xml = "".join(parts)
            if prop == "location":
                self.slots[bone]["Position"] = "<PositionXYZ>%s</PositionXYZ>" % channels_xml
            elif prop == "scale":
                self.slots[bone]["Scale"] = "<ScaleXYZ>%s</ScaleXYZ>" % channels_xml
            else:
                euler = '<EulerXYZ order="%s">%s</EulerXYZ>' % (pb.rotation_mode, channels_xml)
                if is_identity_rotation(rest):
                    self.slots[bone]["Rotation"] = euler
                else:
                    # Blender turns the rest pose, then the channels: a list applies the rest first.
                    e = rest.to_euler("XYZ")
                    self.slots[bone]["Rotation"] = ('<RotationList average="false"><Entry weight="100"><EulerXYZ order="XYZ" x="%s" y="%s" z="%s"/>'
                                                    '</Entry><Entry weight="100">%s</Entry></RotationList>' % (num(e.x), num(e.y), num(e.z), euler))

    def _driver_xml(self, fc, prop, offset):
        """One driven channel as a float controller. A location channel is metres on top of the
        rest offset in Blender and centimetres from the parent in Rigstage: the output becomes
        offset + 100 * value. Returns (xml, None) or (None, reason)."""
        drv = fc.driver
        names = [v.name for v in drv.variables]
        attrs = {}
        wraps = {}
        for v in drv.variables:
            a, w = self._variable(v)
            if a is None:
                return None, "variable '%s' reads %s" % (v.name, w)
            attrs[v.name] = a
            wraps[v.name] = w
        if drv.type == "SCRIPTED":
            expression = drv.expression
        elif drv.type in ("AVERAGE", "SUM") and len(names) == 1:
            expression = names[0]
        else:
            return None, "a %s driver of %d variables" % (drv.type, len(names))
        if any(not _identity_modifier(m) for m in fc.modifiers):
            return None, "F-curve modifiers (other than the identity Generator a new driver gets)"
        scale = 100.0 if prop == "location" else 1.0
        keys = list(fc.keyframe_points)
        if keys:
            # An F-curve mapping: a reaction curve over the one variable the driver passes through.
            if expression.strip() not in names or len(names) != 1:
                return None, "an F-curve mapping over an expression (only over a single variable)"
            if any(k.interpolation not in ("BEZIER", "LINEAR", "CONSTANT") for k in keys) or any(k.interpolation == "CONSTANT" for k in keys):
                return None, "F-curve interpolation other than Bezier or linear"
            if fc.extrapolation != "CONSTANT":
                return None, "linear extrapolation of the F-curve"
            var = drv.variables[0]
            x_scale = 1.0
            x_offset = 0.0
            w = wraps[var.name]
            if w != var.name:  # a position master: Rigstage gives centimetres from the parent
                x_scale = CM
                m = re.match(r"^\(\(.+ - (.+)\) \* 0\.01\)$", w)
                x_offset = float(m.group(1)) if m else 0.0
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
                points.append('<Point x="%s" y="%s"%s/>' % (
                    num(x * x_scale + x_offset), num(offset + y * scale),
                    "" if corner else ' inX="%s" inY="%s" outX="%s" outY="%s"' % (
                        num(left.x * x_scale), num(left.y * scale), num(right.x * x_scale), num(right.y * scale))))
            return "<FloatReaction><Input %s/><Curve>%s</Curve></FloatReaction>" % (attrs[var.name], "".join(points)), None
        try:
            body = max_expression(expression, set(names), wraps)
        except ExpressionError as e:
            return None, "expression '%s': %s" % (expression, e)
        variables = "".join('<Variable name="%s" %s/>' % (esc(n), attrs[n]) for n in names)
        if prop == "location":
            return '<FloatExpression expression="%s">%s</FloatExpression>' % (esc("%s + 100 * %s" % (num(offset), body)), variables), None
        if len(names) == 1 and body == wraps[names[0]]:
            return '<FloatWire expression="%s">%s</FloatWire>' % (esc(body), variables), None
        return '<FloatExpression expression="%s">%s</FloatExpression>' % (esc(body), variables), None

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
        # Bones of this layer whose parents live in another layer are references (docs/format.md).
        lines.append("</Framework>")
        return "\n".join(lines) + "\n"

    def helper_xml(self, layer):
        items = [xml for l, xml in self.ik_limbs if l == layer]
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
        scene = bpy.context.scene
        start, end = (int(math.floor(action.frame_range[0])), int(math.ceil(action.frame_range[1])))
        fps = scene.render.fps / scene.render.fps_base
        tracks = {b.name: [] for b in self.bones if self.layer_of[b.name] == layer}
        for f in range(start, end + 1):
            scene.frame_set(f)
            for name in tracks:
                tracks[name].append('        <Key f="%d" %s/>' % (f - start, self.srt_attributes(self.pose_local(self.obj.pose.bones[name]))))
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

    def export(self, folder, meshes=True):
        """Writes every file into folder; returns the manifest's path and the report's lines."""
        os.makedirs(folder, exist_ok=True)
        for pb in self.obj.pose.bones:
            self.map_constraints(pb)
        self.map_drivers()
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
        data = self.obj.animation_data
        before = data.action if data else None
        frame = bpy.context.scene.frame_current
        for action in self.actions():
            if data is None:
                data = self.obj.animation_data_create()
            data.action = action
            # A Rigstage clip drives the bones of one layer: the base layer's, as 3ds Max exports
            # bake it; the higher layers are procedural (their animated bones are reported).
            layer = layers[0]
            clip_file = "%s.%s.Animation.%s.xml" % (self.name, layer, re.sub(r"[^A-Za-z0-9_.\-]", "_", action.name))
            _write(folder, clip_file, self.animation_xml(action, layer))
            manifest.append('    <Clip file="%s"/>' % esc(clip_file))
            above = sorted(b for b in self.animated_bones(action) if b in self.layer_of and self.layer_of[b] != layer)
            if above:
                self.report.unmapped.append("action %s: keys of %s (layers above %s; a clip drives one layer)" % (
                    action.name, ", ".join(above), layer))
        if data:
            data.action = before
        bpy.context.scene.frame_set(frame)
        manifest.append("</Character>")
        manifest_path = _write(folder, self.name + ".character.xml", "\n".join(manifest) + "\n")
        if self.generated:
            mapping = {b.name: self.full_name(b.name) for b in self.bones}
            _write(folder, self.name + ".names.json", json.dumps(mapping, indent=2, sort_keys=True) + "\n")
            self.report.notes.append("bone names did not follow the naming convention: one layer 'Base' with generated names (%s.names.json)" % self.name)
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


def export_character(armature, folder, name=None, meshes=True):
    """Exports armature into folder; returns (manifest path, report lines)."""
    return CharacterExport(armature, name or re.sub(r"[^A-Za-z0-9_.\-]", "_", armature.name)).export(folder, meshes)


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

    def invoke(self, context, event):
        obj = context.active_object
        self.filepath = (obj.name if obj else "Character") + self.filename_ext
        context.window_manager.fileselect_add(self)
        return {"RUNNING_MODAL"}

    def execute(self, context):
        obj = context.active_object
        if obj is None or obj.type != "ARMATURE":
            self.report({"ERROR"}, "Select an armature first.")
            return {"CANCELLED"}
        folder = os.path.dirname(self.filepath)
        name = os.path.basename(self.filepath).replace(self.filename_ext, "") or obj.name
        path, lines = export_character(obj, folder, name, self.meshes)
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
