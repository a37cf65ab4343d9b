"""What the sample generators share (make_sample_walker.py, make_game_rig.py): bone frames from
positions, bind-pose locals, forward kinematics, and the helper-joint XML of the controllers a
production rig is made of. Imported, never run.

Bones are dicts {name, parent, pos, hint, flags}; by_name maps names to them. Helper XML functions
take full bone names and return a Helper's body (its Position / Rotation / Scale elements).
"""
import math

# ---------------------------------------------------------------- vectors and quaternions (x, y, z, w)

def rad(degrees):
    """An angle for a rig file: radians, as every angle of HelperJointSetting version 2."""
    return f"{math.radians(degrees):.9g}"

def qmul(a, b):
    ax, ay, az, aw = a
    bx, by, bz, bw = b
    return (aw * bx + ax * bw + ay * bz - az * by,
            aw * by - ax * bz + ay * bw + az * bx,
            aw * bz + ax * by - ay * bx + az * bw,
            aw * bw - ax * bx - ay * by - az * bz)

def qconj(q):
    return (-q[0], -q[1], -q[2], q[3])

def qaxis(axis, degrees):
    h = math.radians(degrees) / 2
    s = math.sin(h)
    return (axis[0] * s, axis[1] * s, axis[2] * s, math.cos(h))

def qrot(q, v):
    p = qmul(qmul(q, (v[0], v[1], v[2], 0.0)), qconj(q))
    return p[:3]

def qfrom_axes(x, y, z):
    """Quaternion of the rotation whose matrix has columns x, y, z."""
    m00, m10, m20 = x
    m01, m11, m21 = y
    m02, m12, m22 = z
    tr = m00 + m11 + m22
    if tr > 0:
        s = math.sqrt(tr + 1.0) * 2
        return ((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, 0.25 * s)
    if m00 > m11 and m00 > m22:
        s = math.sqrt(1.0 + m00 - m11 - m22) * 2
        return (0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s)
    if m11 > m22:
        s = math.sqrt(1.0 + m11 - m00 - m22) * 2
        return ((m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s)
    s = math.sqrt(1.0 + m22 - m00 - m11) * 2
    return ((m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s)

def sub(a, b): return (a[0] - b[0], a[1] - b[1], a[2] - b[2])
def add(a, b): return (a[0] + b[0], a[1] + b[1], a[2] + b[2])
def scale(a, k): return (a[0] * k, a[1] * k, a[2] * k)
def dot(a, b): return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
def cross(a, b): return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])
def norm(a):
    l = math.sqrt(dot(a, a))
    return scale(a, 1.0 / l)

def fmt(v, digits=6):
    out = []
    for x in v:
        s = f"{round(x, digits):.{digits}f}".rstrip("0").rstrip(".")
        out.append("0" if s in ("-0", "") else s)
    return " ".join(out)



FORWARD_LEAVES = ("Jaw", "L_Eye", "R_Eye")  # leaves that look forward (-Y) rather than along their parent


def frame_bones(bones, by_name):
    """Children lists and world frames: X towards the first child (or forward for the face's leaves,
    the parent's X for other leaves), Z the bend hint made orthogonal; Root and Pelvis unrotated."""
    for b in bones:
        b["children"] = [c["name"] for c in bones if c["parent"] == b["name"]]
    for b in bones:
        if b["name"] in ("Root", "Pelvis"):
            b["wq"] = (0.0, 0.0, 0.0, 1.0)
            continue
        if b["children"]:
            x = norm(sub(by_name[b["children"][0]]["pos"], b["pos"]))
        elif b["name"] in FORWARD_LEAVES:
            x = (0.0, -1.0, 0.0)
        else:
            x = qrot(by_name[b["parent"]]["wq"], (1.0, 0.0, 0.0))
        hint = b["hint"]
        if abs(dot(hint, x)) > 0.99:
            hint = (0.0, 1.0, 0.0) if abs(x[1]) < 0.9 else (1.0, 0.0, 0.0)
        z = norm(sub(hint, scale(x, dot(hint, x))))
        b["wq"] = qfrom_axes(x, cross(z, x), z)


def limbs(bone, chest, elbow_bend=0.0, knee_bend=0.0):
    """Both sides' clavicle, arm with five 3-bone fingers (45 degrees down) and leg down to the toe's
    nub, through bone(name, parent, pos, hint=..., flags=...). elbow_bend moves the elbow back and
    knee_bend the knee forward (cm), so an IK chain has a bend plane."""
    for side, sx in (("L", 1.0), ("R", -1.0)):
        c = math.cos(math.radians(45))
        arm = (sx * c, 0.0, -c)
        shoulder = (sx * 17, 0, 145)
        straight_elbow = add(shoulder, scale(arm, 28))
        elbow = add(straight_elbow, (0, elbow_bend, 0)) if elbow_bend else straight_elbow
        wrist = add(straight_elbow, scale(arm, 25))
        bone(f"{side}_Clavicle", chest, (sx * 2, -2, 145), hint=(0, 1, 0))
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
        bone(f"{side}_Calf", f"{side}_Thigh", (sx * 9, -knee_bend, 52))
        bone(f"{side}_Foot", f"{side}_Calf", (sx * 9, 0, 9))
        bone(f"{side}_Toe0", f"{side}_Foot", (sx * 9, -12, 2))
        bone(f"{side}_Toe0Nub", f"{side}_Toe0", (sx * 9, -18, 2), flags="B")


def bind_local(b, by_name):
    if b["parent"] is None:
        return b["pos"], b["wq"]
    p = by_name[b["parent"]]
    inv = qconj(p["wq"])
    return qrot(inv, sub(b["pos"], p["pos"])), qmul(inv, b["wq"])


def hand_targets_follow(out, bones, by_name):
    """Sets out's IK_Hand_L / IK_Hand_R (children of Root) to where the hands are in out's pose."""
    world = {}
    for b in bones:
        t, q = out.get(b["name"], bind_local(b, by_name))
        if b["parent"] is None:
            world[b["name"]] = (t, q)
        else:
            pt, pq = world[b["parent"]]
            world[b["name"]] = (add(pt, qrot(pq, t)), qmul(pq, q))
    for side in ("L", "R"):
        root_t, root_q = world["Root"]
        _, bind_q = bind_local(by_name[f"IK_Hand_{side}"], by_name)
        out[f"IK_Hand_{side}"] = (qrot(qconj(root_q), sub(world[f"{side}_Hand"][0], root_t)), bind_q)


def bone_lines(bones, full, bind_local_of):
    """A base layer's <Bone> elements at the bind pose."""
    lines = []
    for b in bones:
        t, q = bind_local_of(b)
        parent = f' parent="{full(b["parent"])}"' if b["parent"] else ""
        lines.append(f'    <Bone name="{full(b["name"])}"{parent} t="{fmt(t, 4)}" r="{fmt(q)}"/>')
    return lines


def track_lines(bones, samples, full):
    """A clip's <Track> elements: one key per sample (frame 0, 1, ...) for every bone the samples move."""
    lines = []
    for b in bones:
        if b["name"] not in samples[0]:
            continue
        lines.append(f'    <Track bone="{full(b["name"])}">')
        for f, s in enumerate(samples):
            t, q = s[b["name"]]
            lines.append(f'        <Key f="{f}" t="{fmt(t, 4)}" r="{fmt(q)}"/>')
        lines.append("    </Track>")
    return lines


# ---------------------------------------------------------------- helper XML (full bone names)

def target(bone, weight=50):
    return f'<Target bone="{bone}" weight="{weight:g}"/>'


def xyz(t):
    return f'x="{fmt([t[0]], 4)}" y="{fmt([t[1]], 4)}" z="{fmt([t[2]], 4)}"'


def helper_element(bone, body):
    return f'    <Helper bone="{bone}">\n{body}\n    </Helper>'


def deltoid_body(t, expose):
    """Slides and rolls with the arm's swing, read through an Expose TM, by reaction curves."""
    return f"""        <Position>
            <PositionList>
                <Entry weight="100"><PositionXYZ {xyz(t)}/></Entry>
                <Entry weight="100">
                    <PositionReaction>
                        <Input expose="{expose}" value="localEulerY"/>
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
                        <Input expose="{expose}" value="localEulerZ"/>
                        <Curve><Point x="{rad(-45)}" y="{rad(-20)}"/><Point x="0" y="0"/><Point x="{rad(45)}" y="{rad(15)}"/></Curve>
                    </FloatReaction>
                </Z>
            </EulerXYZ>
        </Rotation>"""


def volume_body(t, driver, axis, component, degrees, amount, half_wire=False):
    """Pushed out along component as the driver bends about axis (0 at rest, amount at degrees);
    half_wire adds a rotation about Z of half the driver's (a knee's cap)."""
    body = f"""        <Position>
            <PositionList>
                <Entry><PositionXYZ {xyz(t)}/></Entry>
                <Entry>
                    <PositionReaction>
                        <Input bone="{driver}" kind="rotation" axis="{axis}"/>
                        <Curve component="{component}"><Point x="0" y="0"/><Point x="{rad(degrees)}" y="{amount:g}"/></Curve>
                    </PositionReaction>
                </Entry>
            </PositionList>
        </Position>"""
    if half_wire:
        body += f"""
        <Rotation>
            <EulerXYZ>
                <Z><FloatWire expression="Z_Rotation / 2"><Variable name="Z_Rotation" bone="{driver}" kind="rotation" axis="Z"/></FloatWire></Z>
            </EulerXYZ>
        </Rotation>"""
    return body


def biceps_body(driver):
    """Bulges (scale Y and Z) by expressions of the elbow's bend (radians on the track, degrees in cos())."""
    return f"""        <Scale>
            <ScaleXYZ>
                <Y><FloatExpression expression="1 + 0.3 * (1 - cos(radToDeg(bend)))"><Variable name="bend" bone="{driver}" kind="rotation" axis="Y"/></FloatExpression></Y>
                <Z><FloatExpression expression="1 + 0.2 * (1 - cos(radToDeg(bend)))"><Variable name="bend" bone="{driver}" kind="rotation" axis="Y"/></FloatExpression></Z>
            </ScaleXYZ>
        </Scale>"""


def orientation_body(targets):
    """A world-to-world orientation constraint over (bone, weight) pairs, keeping its offset."""
    lines = "\n".join(f"                {target(b, w)}" for b, w in targets)
    return f"""        <Rotation>
            <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
{lines}
            </OrientationConstraint>
        </Rotation>"""


def twist_list_body(pelvis, weight):
    """Keeps weight % of the pelvis's orientation against the bone's own, in a rotation list."""
    return f"""        <Rotation>
            <RotationList>
                <Entry weight="100"><EulerXYZ/></Entry>
                <Entry weight="{weight:g}">
                    <OrientationConstraint transformRule="worldToWorld" keepInitialOffset="true">
                        {target(pelvis)}
                    </OrientationConstraint>
                </Entry>
            </RotationList>
        </Rotation>"""


def offset_follow_body(t, bone, weight):
    """A list mixing an offset with a position constraint towards bone at weight %."""
    return f"""        <Position>
            <PositionList>
                <Entry weight="100"><PositionXYZ {xyz(t)}/></Entry>
                <Entry weight="{weight:g}"><PositionConstraint keepInitialOffset="true">{target(bone)}</PositionConstraint></Entry>
            </PositionList>
        </Position>"""
