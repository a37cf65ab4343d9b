<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AuthoredFiles</name>
    <message>
        <source>%1: the costume %2 does not load with the saved template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 checked on %2 (costume %3): %n finding(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read, so whether it wears %2 is not known; it was not checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraSpec</name>
    <message>
        <source>&quot;%1&quot; must be an array of three numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: %1 (at offset %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;fovDegrees&quot; must be a number between 1 and 179</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position, target and up must not be degenerate (target on the camera, or up along the view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;fovAxis&quot; must be &quot;vertical&quot;, &quot;horizontal&quot; or &quot;auto&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;projection&quot; must be &quot;perspective&quot; or &quot;orthographic&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a positive distance in the rig&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;near&quot; must be less than &quot;far&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must hold finite numbers of at most 1e9 in size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character lies behind the camera (%1 to %2 behind it): the camera looks away from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character (bounds %1 to %2 from the camera) lies nearer than the near plane %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character (bounds %1 to %2 from the camera) lies beyond the far plane %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character lies outside the picture, left of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character lies outside the picture, right of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character lies outside the picture, below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character lies outside the picture, above it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a FIFO or device, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is %1, more than the %2 a %3 may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it grew past the %1 a %2 may have while it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all checks passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluates a character and prints the world transform of every bone, as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character manifest (.xml).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip to play (default: the first one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eval needs exactly one manifest; see rigstage-cli eval --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot evaluate %1: it did not load (see the errors above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clip named &apos;%1&apos; in %2; available: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks a character: files, naming convention, layer levels and dependencies. Exit code 0 when clean, 1 when a check failed, 2 when a file could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text, json or junit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text, json or junit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot evaluate %1: its helper joints did not compile (see the errors above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renders the skeleton of a character at a frame to a PNG, as the viewport shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame to render (default 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size, e.g. 1280x720.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render needs a manifest and -o OUT.png; see rigstage-cli render --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT between 16 and 8192, e.g. 1280x720; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--frame expects a number; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot render %1: it did not load (see the errors above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clip named &apos;%1&apos; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read camera file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character manifest, or with --base a costume template: its Framework file and optionally its HelperJointSetting file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a costume template against this base character manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate needs a manifest, or --base MANIFEST and a template; see rigstage-cli validate --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base character %1 does not load; validate it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a template needs its Framework file; only a HelperJointSetting was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far (sum of RGB differences) a pixel must be from the background (default 60).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit with 1 when the overlap is below this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--threshold expects a whole number from 0 to 765; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-iou expects a number from 0 to 1; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read image %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the images differ in size (%1x%2 and %3x%4); use --fit to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate the clip and the helper joints only: no IK, trailing joints or locomotion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh skinning: lbs (linear blend, default) or dqs (dual quaternion).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the meshes only (no skeleton, no grid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame the character from a side: front, back, left, right, top or perspective (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--skinning expects lbs or dqs; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view expects front, back, left, right, top or perspective; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated frames, or &apos;all&apos; (default: every frame of the clip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap frames outside the clip into its range (default: clamp them, so every frame printed is the frame asked for).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clamp frames outside the clip (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate the bind pose with the controllers and IK active, without a clip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--loop and --no-loop contradict each other; give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--frames expects numbers separated by commas, e.g. 0,10,20, or &apos;all&apos;; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already version 2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: would be upgraded to version 2 (%n element(s) with angles in degrees)
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: upgraded to version 2 (%n element(s) with angles in degrees converted to radians)
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rewrites version-1 HelperJointSetting files as version 2, with every angle in radians.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HelperJointSetting files, or manifests (for every one they name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what would change; write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrade needs at least one file; see rigstage-cli upgrade --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate what loaded even when a file the manifest names has errors (they are still printed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cannot evaluate %1: %n error(s) in the files it names (see above); --keep-going evaluates what loaded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Render what loaded even when a file the manifest names (a clip, a mesh) has errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cannot render %1: %n error(s) in the files it names (see above); --keep-going renders what loaded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>cannot render %1: a mesh could not be bound to the rig (see above); --keep-going renders without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render failed: the image is blank (the camera sees nothing of the character, or the renderer gave up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain JSON {&quot;kind&quot;: &quot;plane&quot;, &quot;slopeDegrees&quot;: 20, ...} the character is adapted to (docs/procedural.md; default: the clip&apos;s flat ground).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read terrain file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the frames in order from the first asked for, with the time between them, so physics, springs and trailing joints move (default: each frame on its own, at rest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hit: BONE,x,y,z,frame adds the impulse (x, y, z) to the physics chain holding BONE at that frame; may be repeated; implies --simulate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--impulse expects BONE,x,y,z,frame with finite numbers, e.g. Tail,0,500,0,10; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--impulse: no bone &apos;%1&apos; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--impulse: no &lt;ChainPhysics&gt; chain of %1 holds bone &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip a stage of the frame (clip, transition, pose, locomotion, slope, ik, physics, helpers, trailing); may be repeated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--disable-stage: unknown stage &apos;%1&apos;; the stages are clip, transition, pose, locomotion, slope, ik, physics, helpers and trailing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--simulate plays every frame from %1 to %2: more than %3; ask for a shorter span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wear this costume (by name; repeat for several, worn in that order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no costume named &apos;%1&apos; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot render %1: the costumes could not be worn (see above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera JSON {&quot;position&quot;, &quot;target&quot;, &quot;up&quot;, &quot;fovDegrees&quot;, &quot;fovAxis&quot;, &quot;near&quot;, &quot;far&quot;} (default: frame the character; without near and far they fit the character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flat silhouette to compare with a DCC&apos;s mask: the meshes in one colour (white), unlit, without anti-aliasing, no bones or grid, on black unless --background says otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background colour: a name or #rrggbb (default: the viewport&apos;s grey).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--background expects a colour name or #rrggbb; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the difference as PNG: red only in the first image, cyan only in the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format expects text or json; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 bones, %3 helper joints; %4 instance(s) on %5 thread(s), %6 frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole frame: %1 µs per character (median; min %2, max %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one thread: %1 µs per character (median); parallel efficiency %2 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>characters per 60 Hz frame: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages (one thread, mean µs per character per frame):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controllers (one thread): type, calls, ns per call, count per character, µs per character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most expensive helper joints (ns per frame):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character manifest or model file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters per frame (1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads; 0 is every core (1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames measured (300).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench needs a manifest; see rigstage-cli bench --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--instances expects a whole number from 1 to 100000; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--threads expects a whole number from 0 (every core) to 1024; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--frames expects a whole number from 1 to 1000000; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not load; validate it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no clip named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not build; validate it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares a DCC&apos;s pose dump (per-bone world matrices, as eval writes them) with the rig, frame by frame, and names the first diverging bone in evaluation order: the likely culprit. Exit 0 when every frame agrees within the tolerances, 1 when one diverges, 2 on bad input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character manifest or model to evaluate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest position difference (0.01, the rig&apos;s units).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest rotation difference in degrees (0.01).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest relative scale difference (0.0001).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip to play (default: the dump&apos;s clip, else the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate the clip and the helper joints only, as the DCC baked them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare-pose needs a dump and --rig MANIFEST; see rigstage-cli compare-pose --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tolerances expect numbers of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format expects text, json or junit; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot evaluate %1: it did not load cleanly (see the errors above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot evaluate %1: its helper joints did not compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bone of %1 is in %2: is it the dump of another character?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bone(s) of the dump are not in the rig and are not compared: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1: %2 of %3 bones diverge; the first in evaluation order: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n frame(s) diverge</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Compares the silhouettes of two images (intersection over union). With --rig, renders the rig from the reference&apos;s camera at its frame and compares; a folder of references with their cameras (NAME.png and NAME.json) is compared as a batch, in parallel, into a JUnit report and an HTML page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First image (PNG, JPEG, GIF: its first frame); with --rig the reference, or a folder of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second image (not with --rig).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop each silhouette to its bounding box and scale both into one square first (rough: it moves with one edge pixel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare needs two images, or a reference (or a folder) and --rig; see rigstage-cli compare --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render this character (manifest or model) and compare it with the reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera JSON of the reference (default: NAME.json beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip to play (default: the camera file&apos;s &quot;clip&quot;, else the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparisons run at once for a folder (default: the cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a folder: write a JUnit report here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a folder: write an HTML page with the images and numbers here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no camera for %1: give --camera or put %2 beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering %1 for %2 did not finish in %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering %1 for %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--jobs expects a whole number from 1 to 256; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not compared: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (under %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IoU %1 under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screenshot comparison: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (the overlap alone), json (overlap, pixels only in each, box offset, pass) or junit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to render in seconds of the DCC&apos;s timeline (instead of a frame).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to render in seconds of the DCC&apos;s timeline (the clip&apos;s frame rate turns it into a frame; not with --frame).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--time expects a number of seconds, and not with --frame; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the masks into %1: it is not a folder and cannot be made one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering %1 for %2 wrote no image: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>composing the bones&apos; local transforms overflowed: extreme scale or translation in the rig or the clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the clip&apos;s keys gave a transform that is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a helper joint&apos;s controller gave a transform that is not finite (its expression, wire or reaction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the slope stage gave a transform that is not finite (its options in the manifest or the --terrain file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 stage gave a transform that is not finite (its options in the manifest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame %1: bone %2 has a world transform that is not finite; %3; nothing is printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>cannot evaluate %1: %n error(s) above; --keep-going evaluates what can be</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>rigstage-cli %1: out of memory: the input is too large for this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rigstage-cli %1: stopped by an unexpected error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot render %1 with camera %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not upgraded; nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a comparison that passes --min-iou but lies under this as warned (counted apart; the exit stays 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--warn-iou expects a number from --min-iou (%1) to 1; got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--diff names one image: for a folder, --html PAGE writes each reference&apos;s difference beside the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--camera names one camera: in a folder each reference NAME.png has its camera NAME.json beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accept and --accept-all take the rig&apos;s render as the reference: give --rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is for a folder of references; compare one picture without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accept %1 does not name this reference (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted: %1 now holds the rig&apos;s render (it compared at IoU %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (of a clipped render)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (warned: under %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame to render (default: the camera file&apos;s &quot;time&quot; or &quot;frame&quot;, else 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap frames past the clip&apos;s end to its start (default: hold its last frame, as eval and render do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a folder: compare only the K-th of N slices of its references (1/4 ... 4/4), the same slices on every machine, e.g. one per CI job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the rig&apos;s render as the new reference NAME (in a folder; for one picture, its own name): it is written over the reference, whose camera stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the rig&apos;s render as the new reference of every case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accept: %1 holds no reference named %2 (with its camera)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shard expects K/N with 1 &lt;= K &lt;= N, e.g. 2/8; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard %1 holds no reference of the %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: IoU %2%3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (accepted as the new reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of the passes warned (under %1)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>warned: IoU %1 under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %5, %3 deg, scale %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length unit of the dump&apos;s matrices: cm, m, mm, in or centimetres per unit (default: the dump&apos;s &quot;unit&quot;, else the rig&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dump-unit expects cm, m, mm, in or a number of centimetres per unit (1e-6 to 1e6); got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as --dump-unit says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the dump says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dump does not say: taken as the rig&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units: compared in %1 (the rig&apos;s); the dump&apos;s matrices are in %2 (%3), their positions x%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units: compared in %1 (the rig&apos;s); the dump&apos;s matrices are in %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units: the rig&apos;s bone axes are x%1 the dump&apos;s: %2 is in %3 and holds the conversion from the dump&apos;s %4 as a scale in its hierarchy; scale is compared with it taken out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every position of the rig at frame %1 is %2 times the dump&apos;s: the dump&apos;s matrices look like %3, not %4; say so with &quot;unit&quot; in the dump or --dump-unit %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame %1: %2 bones agree (largest difference %3 %5, %4 deg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass: the rig gives the dump&apos;s pose within %1 %3 and %2 deg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated times in seconds of the DCC&apos;s timeline (instead of --frames).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--times gives seconds: it takes no --frames or --fps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fps says what rate the --frames count at; give --frames too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--times expects seconds separated by commas, e.g. 0,0.5,1.25; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap frames past the clip&apos;s end to its start; by default they hold its last frame, as eval does and as a DCC renders past the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering frame %1 (%2 s at %3 fps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the camera&apos;s near (%1) and far (%2) planes cut away %3 of the character&apos;s %4 joints and mesh corners; widen them in %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rate the frames given count at, e.g. 24 for a frame number read off a 24 fps timeline (default: the clip&apos;s own rate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fps expects a frame rate above 0 and at most 1000; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--time gives seconds: it takes no --frame or --fps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fps says what rate --frame counts at; give --frame too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the IoU is of a clipped render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the values of what is named; validate checks the options&apos; ranges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bind-pose evaluates no clip: it takes no --clip, --frames, --times or --loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies beyond frame %2 of the clip; give a time or frame within it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--fps says what rate --frame counts at: give --frame, not --time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot; (it is not the report.json of compare --report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;%1&quot; is not a number from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;threshold&quot; is not a whole number from 0 to 765</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;shard&quot; is not K/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;results&quot; list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 has no &quot;name&quot; that can name a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 (%2) has neither an &quot;iou&quot; nor an &quot;error&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the two masks as PNG into this folder (mask-a.png, mask-b.png) and, with --rig, the rig&apos;s render (render.png).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a folder: write every report into this folder (index.html with its pictures, junit.xml, report.json), the form `rigstage-cli report merge` joins the shards of a batch from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no camera %2.json beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the camera %1 has no reference picture %2.png or .jpg beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no reference picture nor camera (NAME.png and NAME.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--report DIR writes DIR/index.html and DIR/junit.xml itself: give it without --html and --junit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the report into %1: it is not a folder and cannot be made one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the report&apos;s pictures into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame %1 (%2 s at %3 fps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera at (%1) looking at (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IoU %1 (fail under %2, warn under %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, of a clipped render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, accepted as the new reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rigstage&apos;s render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divider: reference on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onion skin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opacity of the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red: only in the reference; cyan: only in Rigstage&apos;s render</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference&apos;s mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render&apos;s mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the picture to switch between the reference and the render.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: rigstage-cli [--lang CODE] COMMAND [options]

Commands:
  eval MANIFEST       world transforms of every bone for given frames, as JSON
  validate MANIFEST...  naming, layer and file checks of manifests or folders of them (text,
                      JSON, JUnit; several: one batch report, HTML too)
  render MANIFEST     the viewport&apos;s picture of the character at a frame, as PNG
  compare A B         silhouette overlap (IoU) of two screenshots; REF or FOLDER --rig R: of
                      references and the rig rendered from their cameras
  compare-pose DUMP... --rig R  DCC pose dumps or folders of them against the rig: the first
                      diverging bone (several: one batch report)
  report merge OUT SHARD...  join the reports of a batch&apos;s shards (compare, compare-pose or
                      validate with --shard K/N --report DIR) into one
  upgrade FILE...     rewrite version-1 HelperJointSetting files as version 2 (angles in radians)
  bench [MANIFEST]    what a rig costs per frame; without a manifest, the benchmarks

Run &apos;rigstage-cli COMMAND --help&apos; for the options of a command.
Exit codes: 0 ok, 1 a check failed, 2 bad input or usage.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render MANIFEST --serve takes no other option: each request on standard input says what to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a render request is one JSON object per line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the render worker for %1 did not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the render worker for %1 could not be written to: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the render worker for %1 answered what is not JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the render worker stopped (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not finish in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder: give the folders a batch&apos;s --report DIR wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the shard&apos;s report %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its &quot;shard&quot; &apos;%2&apos; is not K/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists the case %2, but its folder %3 is missing: a shard&apos;s report travels with its index_files folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are not shards of one batch: their %3 differ (%4 and %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folders of references</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rigs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are both shard %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shards %1 are missing: a report merged without them would leave their cases out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins the reports of the shards of one batch (compare FOLDER --rig R, compare-pose DUMPS --rig R or validate MANIFESTS, each with --shard K/N --report DIR, one DIR per shard) into OUT as the batch run whole writes them: OUT/report.json, OUT/junit.xml and OUT/index.html with its pictures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to write the merged report into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folders the shards&apos; --report wrote (all of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to print: text (a line per case and the counts), json or junit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report merge needs the folder to write and the shards&apos; report folders: rigstage-cli report merge OUT SHARD...; see rigstage-cli report merge --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is one of the shards: merge into another folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the case %1 is in both %2 and %3: a case belongs to one shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report takes a subcommand: rigstage-cli report merge OUT SHARD...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown report subcommand &apos;%1&apos;; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compared: %2 passed, %3 failed%4; %5 not compared (errors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checked at once in a batch (default: the cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a batch&apos;s JUnit report here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a batch&apos;s HTML page here (self-contained, the worst case first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check only the K-th of N slices of the inputs (1/4 ... 4/4), the same slices on every machine, e.g. one per CI job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a batch: seconds one case may take before it is stopped and counted as not compared (default 300).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--case-timeout expects seconds from 0.1 to 86400; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not finish in %2 s: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ended with exit %2 and no report: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of the passes warned</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: its folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frame(s) agree (largest difference %2 %3, %4 deg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 frame(s) diverge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose dump (JSON); several, or a folder of them (every NAME.json in it), make a batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose comparison: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without --base: further manifests, or folders of them (every *.character.xml below), checked as a batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is for a batch of manifests; --base checks one template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--case-timeout: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--case-timeout bounds the rig&apos;s render: give --rig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;command&quot; is &apos;%1&apos;, not compare-pose or validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a report of a compare-pose or validate batch: &quot;arguments&quot; or &quot;results&quot; is missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 lacks its name, a status (error, failed, warned or passed), its seconds, or its details and warnings as lists of lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every report of a batch into this folder (index.html, junit.xml, report.json), the form `rigstage-cli report merge` joins the shards of a batch from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image file to write: PNG, or BMP (uncompressed: quicker to write and read) when its name ends in .bmp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory per character: %1 KB (the heap one more character of the crowd holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--goals runs its own benchmarks and prints a table; %1 cannot go with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game rig frame, one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game rig frame, every bone keyed, one thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game rig crowd of 1,000, one thread, per character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game rig characters per 60 Hz frame, two threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same, every bone keyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game rig memory per character in a crowd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sculpt corrections, 50,000 vertices, every core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slope adaptation, walker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slope adaptation, fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slope adaptation, hexapod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IK Limb pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear-blend skinning per 100,000 vertices, every core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no counter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance goals (docs/performance.md) on this machine, %1 hardware threads; &quot;every core&quot; goals were set for 2 cores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not met, %1x away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measures what a character costs per frame: the whole frame per character (median, min, max), per stage, per controller type and per helper joint, and the parallel efficiency of a crowd. Without a manifest, runs the benchmarks of tests/benchmarks (Google Benchmark options pass through); with --goals, the ones that measure the goals of docs/performance.md, shown as this machine&apos;s figures against the goals.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HideBonesCommand</name>
    <message numerus="yes">
        <source>Hide %n bone(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n bone(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PoseDump</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object with &quot;bones&quot; (names) and &quot;frames&quot; (each with &quot;frame&quot; and &quot;world&quot;), as eval writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;bones&quot; must hold names (strings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: frame entry %2, bone %3: a matrix is 16 numbers (column by column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bone %2 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: frame entry %2 needs a &quot;frame&quot; (a number of at most 1048576 in size) and one matrix per bone (%3); it has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pose dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 unit = %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither text nor a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;unit&quot; must be &quot;cm&quot;, &quot;m&quot;, &quot;mm&quot;, &quot;in&quot; or a number of centimetres per unit (1e-6 to 1e6); it is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array or object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: frame entry %2, bone %3: matrix entry %4 is %5, not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: frame entry %2, bone %3: matrix entry %4 is beyond a float&apos;s range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Orbit Alt+LMB · Pan Alt+MMB · Zoom Alt+RMB or wheel · Frame F (all: A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orbit Alt+MMB · Pan MMB · Zoom Ctrl+Alt+MMB or wheel · Frame F (all: A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orbit MMB · Pan Shift+MMB · Zoom Ctrl+MMB or wheel · Frame F (all: A)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReloadCarryOver</name>
    <message>
        <source>costume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the costumes worn (they no longer stack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded %1: nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not carried over (gone from the files): %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReloadReport</name>
    <message>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>controllers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the manifest&apos;s modules (IK, locomotion, slope, physics, pipeline) changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the meshes changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StageWindow</name>
    <message>
        <source>no frame was rendered within %1 ms (is there an X server, and is QT3D_RENDERER=opengl?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Author and preview character rigs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language, e.g. ko.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character manifest to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage</name>
    <message>
        <source>&quot;kind&quot; must be &quot;flat&quot;, &quot;plane&quot;, &quot;stairs&quot; or &quot;bumps&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known: kind, height, slopeDegrees, directionDegrees, stepHeight, stepDepth, bumpHeight, bumpWavelength)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON: %1 at offset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the terrain must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::AddHelperBoneDialog</name>
    <message>
        <source>Add Helper Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(select a bone first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the other bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half way between the parent and the other bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other bone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character has no layer above the base with a HelperJointSetting file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the new bone&apos;s parent before adding it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::AuthoringController</name>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XYZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expressions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Helper Bone...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename Helper Bone...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Helper Bone...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign %1 Controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish Picking Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Picking Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Reaction &amp;Master...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Reaction &amp;Key...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slave channel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the helper bone to rename.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Helper Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the helper bone to delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Helper Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1? It is named by:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the helper bone to assign %1 to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2: click the target bones (%3); Enter assigns, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction master: %1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the slave bone to key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::BoneLabelsController</name>
    <message>
        <source>Bone &amp;Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Selected Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All Bones</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CompareDockController</name>
    <message>
        <source>Reference Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rigstage camera (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose Dump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose dump (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a reference picture to compare the character with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the reference %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the camera %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera %1: &quot;fps&quot; must be a frame rate above 0 and at most 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera %1: &quot;%2&quot; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera %1 shows the clip &quot;%2&quot;, which the character does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera %1: its time lies beyond frame %2 of the clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a character and load a reference first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering the comparison failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at frame %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bone of %1 is in this character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a pose dump of the clip &quot;%2&quot;, which the character does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its matrices are in %2, compared in %3 (the character&apos;s): positions x%4, bone axes x%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, frame %2: %3 of %4 bones diverge; the first in evaluation order is %5 (%6 %8, %7 deg), selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: all %2 frames agree within %3 %4 and %5 deg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No reference picture was chosen: nothing was loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera of %1 (Cancel: the current view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no camera file, and there is no view whose camera could stand in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared from the current view: %1 has no camera file, so the viewport&apos;s camera stands in (at %2, looking at %3, %4), at frame %5. A camera file (%6 beside the picture) gives the DCC&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orthographic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deg field of view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared from the camera %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ControllerEditor</name>
    <message>
        <source>Controller / option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): edit in the Reactions dock</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Move Entry Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Entry Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CorrectionsDockController</name>
    <message>
        <source>Capture Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pose space (RBF over the similarities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape (its similarity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Sculpt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sculpted shapes (*.obj *.gltf *.glb *.fbx *.dae);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBJ (*.obj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the reference shape to %1: sculpt it keeping the vertex order, then Import Sculpt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot act at its pose: the vertices it looks at have the same shape there as in the bind pose, so pose space cannot tell the two apart and leaves it at 0. Drive it by a bone, or sculpt where the mesh bends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares its pose with &apos;%1&apos; (the same reference shape): pose space gives each half the weight there. Capture one of them at another pose, or put both sculpts in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its driver&apos;s range has no length (from = to = %1 degrees): the weight jumps from 0 to 1 there. Choose the bone again at another turn, or set from and to apart in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn about %2 (degrees, across) gives the weight (up). Drag keys, double-click to add one, Delete removes the selected one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CorrectionsModel</name>
    <message>
        <source>The character has no mesh to correct (add &lt;Mesh&gt; to the manifest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The correction file %1 did not load (see Messages); fix it and reload before capturing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a correction first (capture one at the pose to correct).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mesh &apos;%1&apos; of this correction is not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The correction&apos;s pose lacks the skin bone &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves no vertex away from the correction&apos;s reference shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Sculpt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a correction first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the bone that should drive the correction (a helper joint or a deform bone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not turned at this pose: pose it where the correction should be whole, then choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unmute Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsolo Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Driver Curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint Zone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CorrectionsPanel</name>
    <message>
        <source>Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of the sculpt applies at the current frame (0 to 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much the current shape looks like the shape the correction was made for (1: the same, from the angles between its vertices and normals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture at This Pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds a correction whose reference shape is the mesh as it is now. Export it, sculpt it in your DCC keeping the vertex order, and import the sculpt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Reference...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the chosen correction&apos;s reference shape as OBJ (centimetres) to sculpt on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Sculpt...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the sculpted shape (OBJ, glTF, FBX, ...) with the mesh&apos;s vertex order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat map of the chosen correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours the mesh by how far the chosen correction moves each vertex at full weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has errors (see Messages): it does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sculpt yet: export the reference, sculpt it, import it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Moves %n vertices.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Driven by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose the character where the mesh looks wrong, capture, sculpt the fix; it blends in as the shape comes back to that pose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character has no mesh: add &lt;Mesh file=&quot;...&quot;/&gt; to its manifest to correct it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driven by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose space (similarity, RBF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected bone&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose space blends the corrections by how alike the shape is to each one&apos;s reference; the selected bone&apos;s turn gives weight 0 at its bind pose and 1 at its turn now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag on the mesh to add the vertices under the brush to the chosen correction&apos;s recognition zone (the extra vertices its shape analysis looks at); Ctrl-drag removes them. Each stroke is one undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brush radius on the screen: the vertices drawn within it are painted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key tangent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the curve leaves and enters the selected key: flat eases in and out, smooth follows its neighbours, linear goes straight, step holds the weight until the next key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Zone: %n vertices</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::CostumeCompareController</name>
    <message>
        <source>Compare &amp;Costumes...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of the character in chosen costume sets, playing in step with it: side by side, or overlaid with a divider to drag, each set&apos;s findings listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop Comparing Costumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costume Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(does not stack: not shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wear This Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character wears this copy&apos;s costume set (one undo step); the comparison goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wear This Set (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CostumeCompareDialog</name>
    <message>
        <source>Compare Costumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costume sets to show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No costume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side by side (copies beside the character)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wipe (two sets overlaid, a divider to drag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wipe compares exactly two sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worn now: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CostumeComparison</name>
    <message>
        <source>No costume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one costume set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wipe compares exactly two costume sets; %1 are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character has no costume %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costume sets could not be built; see Messages.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CrowdMenu</name>
    <message>
        <source>&amp;Crowd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of the character in mixed costumes, each at its own place in the clip, on a grid beside it: what a crowd of this rig looks like and costs (the status bar shows the time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skinned &amp;Bodies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copies&apos; skinned bodies, each in its own costume, at a game crowd&apos;s lower level of detail (shown with View &gt; Show Mesh); right-click a copy to open it alone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::CrowdView</name>
    <message>
        <source>Open This &amp;Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character alone in this copy&apos;s costumes, at the frame the copy plays.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::DependencyGraphView</name>
    <message>
        <source>Everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upstream of the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downstream of the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::DockLayout</name>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procedural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dependencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::Document</name>
    <message>
        <source>Loading %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not open; the character shown before stays open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2 bones in %3 layers, %4 helper joints, %5 clip(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costumes could not be worn; nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Reaction Curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rig edits in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rigstage closed without saving edits to %1 (autosaved %2). Restore them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edits to %1 could not be restored: %2
The recovery file stays at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character did not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wear Costumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recovery file cannot be offered: %1
It stays at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the view state (hidden bones and layers, the ground, stages switched off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovery file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n costume(s) from %1 until the character is opened again; the manifest is not changed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::DocumentSaver</name>
    <message>
        <source>sculpt corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rig edits in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the view state (hidden bones and layers, hand poses, the ground, stages switched off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to save: no character is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk since it was read; it was written whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rig file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the view state: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the view state is not valid JSON (%2); it is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovered edits belong to %1, which is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovered text of %1 cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovered corrections cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovered edits do not compile; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recovered edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1, but could not name it in %2%4; add &lt;Corrections file=&quot;%3&quot;/&gt; to the manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bones in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recovered bones cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::FileActions</name>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the edited HelperJointSetting files (only the edited text changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;View State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the hidden bones and layers, the camera, the ground and the stages switched off next to the manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters and models (*.xml *.fbx *.glb *.gltf *.dae *.x *.b3d *.obj);;Character manifests (*.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a character manifest (.xml) or a model Assimp reads (FBX, glTF, COLLADA, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists; removed from Open Recent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the rig edits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rig edits to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The view state is not saved: File &gt; Save View State.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::InspectorDockController</name>
    <message>
        <source>Reset to the Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (baked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D (deformable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pose %n bone(s) by hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n bone(s) by hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::InspectorWidget</name>
    <message>
        <source>No bone selected. Click a bone in the viewport.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controllers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local rotation (XYZ, deg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World rotation (XYZ, deg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a position and its unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (baked or static)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::LayerBrowserController</name>
    <message>
        <source>Position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::LayerBrowserWidget</name>
    <message>
        <source>Filter bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the bones of one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer / bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costumes (checked = worn):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bone(s), %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>procedural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (does not follow the naming convention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
prefix %2, name %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s):
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validated: no findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder that holds the files of a costume that did not load (the selected one, else the first); it loads from there until the character is opened again. The manifest is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not loaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not loaded, so it cannot be worn:
%1
Locate... (right-click) chooses the folder that holds its files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locate the Folder of Costume %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::LiveReloadController</name>
    <message>
        <source>Reload When Files &amp;Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the character when an exporter (or an editor) writes one of its files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed on disk: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reload took %1 s: %2 ms for the writes to settle, %3 ms reading the files (unchanged files taken from the last read: %4), %5 ms rebuilding, %6 ms to show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept your unsaved edits; File &gt; Save will write over what changed on disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on disk, and %2 has unsaved edits. Reload the files and lose the edits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload and Discard My Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep My Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits were put back on top of the new files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits were put back on top of the new files; changed in both, yours kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not put back (their files are no longer read): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload and Re-apply My Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the DCC&apos;s files, then put each bone you changed back on top of them; bones both changed are listed, and yours are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your edits could not be put on the new files; the files are shown as the DCC wrote them. Why, and your versions of the bones to put back by hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::MainWindow</name>
    <message>
        <source>Rigstage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Rigstage [*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Maximize Viewport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rig</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ManipulatorController</name>
    <message>
        <source>&amp;Rotate Manipulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Manipulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulator &amp;Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Local (the bone&apos;s axes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parent (the parent&apos;s axes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset All Hand &amp;Poses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every bone posed by hand back to the clip, as one undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bone(s) back to the clip.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rings around the selected bones: drag one to turn them about that axis, on top of the clip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows from the selected bones: drag one to move them along that axis, on top of the clip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulator P&amp;ivot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Individual Origins (each bone about its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection &amp;Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Active Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manipulator S&amp;napping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap &amp;Angle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drag on a ring turns by whole steps of the angle chosen below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5° Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15° Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>45° Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap &amp;Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drag on an arrow moves by whole steps of the distance chosen below, in the rig&apos;s units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of 1 Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of 5 Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of 10 Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Pose of &amp;Active Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The active bone&apos;s hand turn and move back to the clip, as one undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Pose of Active Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Pose of &amp;Selected Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every selected bone&apos;s hand turn and move back to the clip, as one undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Pose of Selected Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose %1 by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n bone(s) by hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pose %n bone(s) by hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::MessageLog</name>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::OutlinerWidget</name>
    <message>
        <source>Filter bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown in the viewport (untick to hide; on a selected row, all selected)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::PlaybackController</name>
    <message>
        <source>&amp;Play / Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drive (W A S D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steer the character&apos;s procedural locomotion with W A S D or the arrow keys in the viewport.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loop Clip Past Its End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A time past the clip&apos;s end wraps into the clip (rigstage-cli --loop); off, it holds the last frame as a DCC renders past its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::PlaybackModel</name>
    <message>
        <source>%1 has no &lt;Locomotion&gt; to drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No physics chain holds %1: Ctrl+Shift+click a bone of a &lt;ChainPhysics&gt; chain (a tail, a spine) to hit it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::PoseEditor</name>
    <message>
        <source>Pose by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn about X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn about Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn about Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> deg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the clip&apos;s rotation, about the bone&apos;s own axis; IK, physics and the helper joints react. Undoable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose by hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move along X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move along Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move along Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the clip&apos;s position, along the parent&apos;s axis, in the rig&apos;s units. Undoable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose by hand: %1 bones selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::PosingModel</name>
    <message>
        <source>Pose %1 by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset All Hand Poses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move IK target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand edit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the IK target of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hand pose of bone &apos;%2&apos; is ignored: no such bone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hand pose of bone &apos;%2&apos; is ignored: it needs three %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>angles in degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distances in the rig&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::PreferencesController</name>
    <message>
        <source>&amp;Preferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by RIGSTAGE_AUTOSAVE_MS to %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maya</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3ds Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Navigation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Linux the window manager may take Alt+drag to move the window: choose Blender, which needs no Alt, or turn that off in the window manager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System (LANG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rig units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit of the positions in the Inspector. Rig units are the unit the manifest names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;engths in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often unsaved edits go to a recovery file, offered back after a crash. 0 turns autosave off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ProceduralEdits</name>
    <message>
        <source>Edit Locomotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Slope Adaptation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Trailing Joint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ProceduralPanel</name>
    <message>
        <source>Locomotion (drive mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed up in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow down in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest lean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> deg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot spacing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trailing joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This character has no &lt;Locomotion&gt; in its manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None in this character&apos;s manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: settle in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: angle limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ProfilerPanel</name>
    <message>
        <source>Characters evaluated together each frame, each at its own place in the clip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads the crowd is spread over (one thread: the cost a game pays per character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate a copy of the character for a few hundred frames and show what each part costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ns per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs per character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a character and click Measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character does not build; see Messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole frame: %1 µs per character (median of %2 frames; %3 to %4), about %5 characters per 60 Hz frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 threads, parallel efficiency %2 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 bones, %3 helper joints, %4 character(s). Measured on a copy of the character on this machine: compare figures measured together, not across machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controllers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 calls measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most expensive helper joints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ReactionCurvePanel</name>
    <message>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction curves of the selected bone, or driven by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a helper joint with a reaction, or the bone that drives one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master now: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ReactionsDockController</name>
    <message>
        <source>radians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ReferenceComparePanel</name>
    <message>
        <source>Load Reference...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the character as it is now from the reference&apos;s camera.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay: the render&apos;s opacity. Wipe: where the reference ends and the render begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The overlap (IoU) a render must reach to pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass at IoU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a reference picture to compare the character with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 | IoU %2 | only in the reference %3 px, only in Rigstage %4 px | box offset %5, %6 px | mean colour difference %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Pose Dump...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A DCC&apos;s per-bone world matrices (the JSON eval writes): the character is compared bone by bone and the first diverging bone in evaluation order is selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A picture from the DCC (PNG, JPEG) and its camera (NAME.json beside it, or chosen next; without one the current view&apos;s camera stands in).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::RigAuthoring</name>
    <message>
        <source>%1 (costume %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layer to add to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layer has no HelperJointSetting file to hold helper joints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the new bone&apos;s parent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Helper Bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, deleted with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only helper bones of a layer with a HelperJointSetting file can be renamed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also named by: %2. Rename it there too, or in the DCC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only helper bones of a layer with a HelperJointSetting file can be deleted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still named by: %2. Remove those first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controllers go on the helper bones of a layer with a HelperJointSetting file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 of %2 holds no list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the list of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 of %2 holds no controller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move List Entry Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move List Entry Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove List Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactions drive the helper bones of a layer with a HelperJointSetting file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the master first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Reaction Key on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::RigEdits</name>
    <message>
        <source>rig file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::StageList</name>
    <message>
        <source>Stages of a frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage (in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick a stage to see the pose as the stages before it leave it. The order comes from the manifest&apos;s &lt;Pipeline&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locomotion (drive mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slope adaptation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IK modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helper joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trailing joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do for this character now (no module in the manifest, no terrain, or drive mode off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::StagesDockController</name>
    <message>
        <source>cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossfade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inertialization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At frame %1: %2 to %3 over %4 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::StagesModel</name>
    <message>
        <source>%1: the terrain is ignored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown stage &apos;%2&apos; is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::StatusLine</name>
    <message>
        <source>Open a character manifest (File &gt; Open) or drop one here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 | %2 bones | %3 | frame %4 | %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crowd of %1: copies in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bodies in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame time %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::TerrainEditor</name>
    <message>
        <source>Ground and slope adaptation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip&apos;s flat ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat, raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ground the character walks on in the viewport; saved with the view state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> deg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uphill towards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bump height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bump spacing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured from the first horizontal axis (X with Z up, Z with Y up) towards the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to the slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll across the slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of the ground&apos;s slope across the facing the body rolls to (0: level hips, the legs take it all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Hz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Body damping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitch spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitch damping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 lays the spine along the slope (four legs or more); a small negative value leans a biped into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The suspension: how fast the body follows the ground (0: at once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This character has no &lt;SlopeAdaptation&gt; in its manifest: the ground is drawn, the body is not adapted to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::TimeRuler</name>
    <message>
        <source>Click to jump to a frame, drag to scrub (Shift: between frames)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::TimelineWidget</name>
    <message>
        <source>Previous frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback range start (in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback range end (out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames per second drawn while playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current frame, at the clip&apos;s %1 fps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current time in seconds: the frame / %1 fps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::TransitionEditor</name>
    <message>
        <source>Transition to another clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frame of the clip playing now at which the transition starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inertialization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossfade blends from the last pose into the new clip; inertialization plays the new clip at once and lets the difference die away (no pop, no second pose).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This character has one clip: there is nothing to transition to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing queued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the other method beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second character (orange) plays the same clips and takes the transition the other way: crossfade against inertialization.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::ViewportController</name>
    <message>
        <source>Show &amp;Onion Skin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ghosts of the pose a few frames before (violet) and after (lime) the current frame, fainter the further they are, to see a helper&apos;s motion over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Before and %1 After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every %1 Frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onion &amp;Skin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide Selected Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unhide All Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Frame Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Maya (Alt+LMB orbit, Alt+MMB pan, Alt+RMB zoom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3ds Max (MMB pan, Alt+MMB orbit, Ctrl+Alt+MMB zoom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blender (MMB orbit, Shift+MMB pan, Ctrl+MMB zoom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Follow the Character in Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Drive mode the camera moves with the character&apos;s root, keeping its angle and distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Front View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Left View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Right View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Perspective View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Helper Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X-Ray Bones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the skeleton over the mesh, so bones inside the body stay visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skinned meshes of the character (open a model file or add &lt;Mesh&gt; to the manifest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh &amp;Wireframe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skin Weights of the Selected &amp;Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dual-Quaternion Skinning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual-quaternion skinning keeps the volume at bent joints; off: linear blend skinning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View From</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rigstage::VisibilityModel</name>
    <message>
        <source>%1: hidden bone &apos;%2&apos; no longer exists; ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
