<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AuthoredFiles</name>
    <message>
        <source>%1: the costume %2 does not load with the saved template.</source>
        <translation>%1: 저장한 템플릿으로는 의상 %2을(를) 불러올 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 checked on %2 (costume %3): %n finding(s).</source>
        <translation>
            <numerusform>%1을(를) %2(의상 %3)에서 검사함: 발견 사항 %n개.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read, so whether it wears %2 is not known; it was not checked.</source>
        <translation>%1을(를) 읽을 수 없어 %2을(를) 입는지 알 수 없으므로 검사하지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>CameraSpec</name>
    <message>
        <source>&quot;%1&quot; must be an array of three numbers</source>
        <translation>&quot;%1&quot;은(는) 숫자 세 개의 배열이어야 합니다</translation>
    </message>
    <message>
        <source>not a JSON object: %1 (at offset %2)</source>
        <translation>JSON 객체가 아닙니다: %1 (오프셋 %2)</translation>
    </message>
    <message>
        <source>&quot;fovDegrees&quot; must be a number between 1 and 179</source>
        <translation>&quot;fovDegrees&quot;는 1에서 179 사이의 숫자여야 합니다</translation>
    </message>
    <message>
        <source>position, target and up must not be degenerate (target on the camera, or up along the view)</source>
        <translation>position, target, up이 퇴화되면 안 됩니다 (타깃이 카메라 위치와 같거나 up이 시선 방향과 나란함)</translation>
    </message>
    <message>
        <source>&quot;fovAxis&quot; must be &quot;vertical&quot;, &quot;horizontal&quot; or &quot;auto&quot;</source>
        <translation>&quot;fovAxis&quot;는 &quot;vertical&quot;, &quot;horizontal&quot;, &quot;auto&quot; 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>&quot;projection&quot; must be &quot;perspective&quot; or &quot;orthographic&quot;</source>
        <translation>&quot;projection&quot;은(는) &quot;perspective&quot; 또는 &quot;orthographic&quot;이어야 합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a positive distance in the rig&apos;s units</source>
        <translation>&quot;%1&quot;은(는) 리그 단위의 양수 거리여야 합니다</translation>
    </message>
    <message>
        <source>&quot;near&quot; must be less than &quot;far&quot;</source>
        <translation>&quot;near&quot;는 &quot;far&quot;보다 작아야 합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must hold finite numbers of at most 1e9 in size</source>
        <translation>&quot;%1&quot;에는 크기가 1e9 이하인 유한한 숫자가 있어야 합니다</translation>
    </message>
    <message>
        <source>the character lies behind the camera (%1 to %2 behind it): the camera looks away from it</source>
        <translation>캐릭터가 카메라 뒤에 있습니다 (뒤쪽으로 %1 ~ %2): 카메라가 캐릭터 반대쪽을 보고 있습니다</translation>
    </message>
    <message>
        <source>the character (bounds %1 to %2 from the camera) lies nearer than the near plane %3</source>
        <translation>캐릭터(카메라에서 %1 ~ %2 거리의 경계)가 near 평면 %3보다 가까이 있습니다</translation>
    </message>
    <message>
        <source>the character (bounds %1 to %2 from the camera) lies beyond the far plane %3</source>
        <translation>캐릭터(카메라에서 %1 ~ %2 거리의 경계)가 far 평면 %3보다 멀리 있습니다</translation>
    </message>
    <message>
        <source>the character lies outside the picture, left of it</source>
        <translation>캐릭터가 화면 밖 왼쪽에 있습니다</translation>
    </message>
    <message>
        <source>the character lies outside the picture, right of it</source>
        <translation>캐릭터가 화면 밖 오른쪽에 있습니다</translation>
    </message>
    <message>
        <source>the character lies outside the picture, below it</source>
        <translation>캐릭터가 화면 밖 아래쪽에 있습니다</translation>
    </message>
    <message>
        <source>the character lies outside the picture, above it</source>
        <translation>캐릭터가 화면 밖 위쪽에 있습니다</translation>
    </message>
</context>
<context>
    <name>CappedFile</name>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>존재하지 않는 파일을 가리키는 링크입니다</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>그런 파일이 없습니다</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>파일이 아니라 폴더입니다</translation>
    </message>
    <message>
        <source>it is a FIFO or device, not a regular file</source>
        <translation>일반 파일이 아니라 FIFO 또는 장치입니다</translation>
    </message>
    <message>
        <source>it is %1, more than the %2 a %3 may have</source>
        <translation>크기가 %1로, %3에 허용되는 %2보다 큽니다</translation>
    </message>
    <message>
        <source>cannot open it: %1</source>
        <translation>열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>it grew past the %1 a %2 may have while it was read</source>
        <translation>읽는 동안 %2에 허용되는 %1을(를) 넘어 커졌습니다</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>그림</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>알 수 없는 명령 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation>%1: 오류 %2개, 경고 %3개</translation>
    </message>
    <message>
        <source>all checks passed</source>
        <translation>모든 검사 통과</translation>
    </message>
    <message>
        <source>Evaluates a character and prints the world transform of every bone, as JSON.</source>
        <translation>캐릭터를 평가하여 모든 본의 월드 변환을 JSON으로 출력합니다.</translation>
    </message>
    <message>
        <source>Character manifest (.xml).</source>
        <translation>캐릭터 매니페스트 (.xml).</translation>
    </message>
    <message>
        <source>Clip to play (default: the first one).</source>
        <translation>재생할 클립 (기본값: 첫 번째 클립).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>list</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>eval needs exactly one manifest; see rigstage-cli eval --help</source>
        <translation>eval에는 매니페스트가 정확히 하나 필요합니다. rigstage-cli eval --help를 참고하세요</translation>
    </message>
    <message>
        <source>cannot evaluate %1: it did not load (see the errors above)</source>
        <translation>%1을(를) 평가할 수 없습니다: 불러오지 못했습니다 (위의 오류 참고)</translation>
    </message>
    <message>
        <source>no clip named &apos;%1&apos; in %2; available: %3</source>
        <translation>%2에 &apos;%1&apos; 클립이 없습니다. 사용 가능: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Checks a character: files, naming convention, layer levels and dependencies. Exit code 0 when clean, 1 when a check failed, 2 when a file could not be read.</source>
        <translation>캐릭터를 검사합니다: 파일, 이름 규칙, 레이어 레벨과 의존성. 문제가 없으면 종료 코드 0, 검사 실패 시 1, 파일을 읽을 수 없으면 2.</translation>
    </message>
    <message>
        <source>Output format: text, json or junit.</source>
        <translation>출력 형식: text, json, junit.</translation>
    </message>
    <message>
        <source>format</source>
        <translation>형식</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos;; use text, json or junit</source>
        <translation>알 수 없는 --format &apos;%1&apos;. text, json, junit 중 하나를 사용하세요</translation>
    </message>
    <message>
        <source>cannot evaluate %1: its helper joints did not compile (see the errors above)</source>
        <translation>%1을(를) 평가할 수 없습니다: 헬퍼 조인트를 컴파일하지 못했습니다 (위의 오류 참고)</translation>
    </message>
    <message>
        <source>Renders the skeleton of a character at a frame to a PNG, as the viewport shows it.</source>
        <translation>캐릭터의 한 프레임 스켈레톤을 뷰포트에 보이는 그대로 PNG로 렌더링합니다.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Frame to render (default 0).</source>
        <translation>렌더링할 프레임 (기본값 0).</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>프레임</translation>
    </message>
    <message>
        <source>Image size, e.g. 1280x720.</source>
        <translation>이미지 크기, 예: 1280x720.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>가로x세로</translation>
    </message>
    <message>
        <source>render needs a manifest and -o OUT.png; see rigstage-cli render --help</source>
        <translation>render에는 매니페스트와 -o OUT.png가 필요합니다. rigstage-cli render --help를 참고하세요</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT between 16 and 8192, e.g. 1280x720; got &apos;%1&apos;</source>
        <translation>--size에는 16에서 8192 사이의 가로x세로가 필요합니다 (예: 1280x720). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--frame expects a number; got &apos;%1&apos;</source>
        <translation>--frame에는 숫자가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot render %1: it did not load (see the errors above)</source>
        <translation>%1을(를) 렌더링할 수 없습니다: 불러오지 못했습니다 (위의 오류 참고)</translation>
    </message>
    <message>
        <source>no clip named &apos;%1&apos; in %2</source>
        <translation>%2에 &apos;%1&apos; 클립이 없습니다</translation>
    </message>
    <message>
        <source>cannot read camera file %1: %2</source>
        <translation>카메라 파일 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>camera file %1: %2</source>
        <translation>카메라 파일 %1: %2</translation>
    </message>
    <message>
        <source>render failed: %1</source>
        <translation>렌더링 실패: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Character manifest, or with --base a costume template: its Framework file and optionally its HelperJointSetting file.</source>
        <translation>캐릭터 매니페스트, 또는 --base와 함께 코스튬 템플릿: Framework 파일과 (있으면) HelperJointSetting 파일.</translation>
    </message>
    <message>
        <source>Check a costume template against this base character manifest.</source>
        <translation>코스튬 템플릿을 이 기본 캐릭터 매니페스트에 대해 검사합니다.</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>매니페스트</translation>
    </message>
    <message>
        <source>validate needs a manifest, or --base MANIFEST and a template; see rigstage-cli validate --help</source>
        <translation>validate에는 매니페스트, 또는 --base 매니페스트와 템플릿이 필요합니다. rigstage-cli validate --help를 참고하세요</translation>
    </message>
    <message>
        <source>the base character %1 does not load; validate it first</source>
        <translation>기본 캐릭터 %1을(를) 불러올 수 없습니다. 먼저 기본 캐릭터를 검사하세요</translation>
    </message>
    <message>
        <source>a template needs its Framework file; only a HelperJointSetting was given</source>
        <translation>템플릿에는 Framework 파일이 필요합니다. HelperJointSetting만 주어졌습니다</translation>
    </message>
    <message>
        <source>How far (sum of RGB differences) a pixel must be from the background (default 60).</source>
        <translation>픽셀이 배경과 얼마나 달라야 하는지(RGB 차이의 합, 기본값 60).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Exit with 1 when the overlap is below this.</source>
        <translation>겹침이 이 값보다 작으면 1로 종료합니다.</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>--threshold expects a whole number from 0 to 765; got &apos;%1&apos;</source>
        <translation>--threshold에는 0에서 765 사이의 정수가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--min-iou expects a number from 0 to 1; got &apos;%1&apos;</source>
        <translation>--min-iou에는 0에서 1 사이의 숫자가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read image %1: %2</source>
        <translation>이미지 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>the images differ in size (%1x%2 and %3x%4); use --fit to compare them</source>
        <translation>이미지 크기가 다릅니다(%1x%2, %3x%4). 비교하려면 --fit을 사용하세요</translation>
    </message>
    <message>
        <source>Evaluate the clip and the helper joints only: no IK, trailing joints or locomotion.</source>
        <translation>클립과 헬퍼 조인트만 평가합니다. IK, 트레일링 조인트, 로코모션은 제외합니다.</translation>
    </message>
    <message>
        <source>Mesh skinning: lbs (linear blend, default) or dqs (dual quaternion).</source>
        <translation>메시 스키닝: lbs(선형 블렌드, 기본값) 또는 dqs(듀얼 쿼터니언).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>방식</translation>
    </message>
    <message>
        <source>Draw the meshes only (no skeleton, no grid).</source>
        <translation>메시만 그립니다(스켈레톤과 그리드 없음).</translation>
    </message>
    <message>
        <source>Frame the character from a side: front, back, left, right, top or perspective (default).</source>
        <translation>캐릭터를 한 방향에서 화면에 맞춥니다: front, back, left, right, top 또는 perspective(기본값).</translation>
    </message>
    <message>
        <source>side</source>
        <translation>방향</translation>
    </message>
    <message>
        <source>--skinning expects lbs or dqs; got &apos;%1&apos;</source>
        <translation>--skinning에는 lbs 또는 dqs가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--view expects front, back, left, right, top or perspective; got &apos;%1&apos;</source>
        <translation>--view에는 front, back, left, right, top 또는 perspective가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Comma-separated frames, or &apos;all&apos; (default: every frame of the clip).</source>
        <translation>쉼표로 구분한 프레임, 또는 &apos;all&apos; (기본값: 클립의 모든 프레임).</translation>
    </message>
    <message>
        <source>Wrap frames outside the clip into its range (default: clamp them, so every frame printed is the frame asked for).</source>
        <translation>클립 범위 밖의 프레임을 범위 안으로 되감습니다 (기본값: 범위에 고정하여, 출력되는 프레임이 요청한 프레임 그대로입니다).</translation>
    </message>
    <message>
        <source>Clamp frames outside the clip (the default).</source>
        <translation>클립 범위 밖의 프레임을 범위에 고정합니다 (기본값).</translation>
    </message>
    <message>
        <source>Evaluate the bind pose with the controllers and IK active, without a clip.</source>
        <translation>클립 없이 컨트롤러와 IK를 켠 채 바인드 포즈를 평가합니다.</translation>
    </message>
    <message>
        <source>--loop and --no-loop contradict each other; give one</source>
        <translation>--loop와 --no-loop는 서로 모순됩니다. 하나만 지정하세요</translation>
    </message>
    <message>
        <source>--frames expects numbers separated by commas, e.g. 0,10,20, or &apos;all&apos;; got &apos;%1&apos;</source>
        <translation>--frames에는 쉼표로 구분한 숫자(예: 0,10,20) 또는 &apos;all&apos;이 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: already version 2
</source>
        <translation>%1: 이미 버전 2입니다
</translation>
    </message>
    <message numerus="yes">
        <source>%1: would be upgraded to version 2 (%n element(s) with angles in degrees)
</source>
        <translation>
            <numerusform>%1: 버전 2로 업그레이드됩니다 (도 단위 각도가 있는 요소 %n개)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: upgraded to version 2 (%n element(s) with angles in degrees converted to radians)
</source>
        <translation>
            <numerusform>%1: 버전 2로 업그레이드했습니다 (도 단위 각도가 있는 요소 %n개를 라디안으로 변환)
</numerusform>
        </translation>
    </message>
    <message>
        <source>Rewrites version-1 HelperJointSetting files as version 2, with every angle in radians.</source>
        <translation>버전 1 HelperJointSetting 파일을 모든 각도가 라디안인 버전 2로 다시 씁니다.</translation>
    </message>
    <message>
        <source>HelperJointSetting files, or manifests (for every one they name).</source>
        <translation>HelperJointSetting 파일, 또는 매니페스트 (매니페스트가 가리키는 모든 파일).</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>파일...</translation>
    </message>
    <message>
        <source>Say what would change; write nothing.</source>
        <translation>무엇이 바뀔지만 보여 주고 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>upgrade needs at least one file; see rigstage-cli upgrade --help</source>
        <translation>upgrade에는 파일이 하나 이상 필요합니다. rigstage-cli upgrade --help를 참고하세요</translation>
    </message>
    <message>
        <source>Evaluate what loaded even when a file the manifest names has errors (they are still printed).</source>
        <translation>매니페스트가 가리키는 파일에 오류가 있어도 불러온 것만으로 평가합니다 (오류는 그대로 출력합니다).</translation>
    </message>
    <message numerus="yes">
        <source>cannot evaluate %1: %n error(s) in the files it names (see above); --keep-going evaluates what loaded</source>
        <translation>
            <numerusform>%1을(를) 평가할 수 없습니다: 가리키는 파일에 오류 %n개 (위 참고). --keep-going을 주면 불러온 것만 평가합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Render what loaded even when a file the manifest names (a clip, a mesh) has errors.</source>
        <translation>매니페스트가 가리키는 파일(클립, 메시)에 오류가 있어도 불러온 것만 렌더링합니다.</translation>
    </message>
    <message numerus="yes">
        <source>cannot render %1: %n error(s) in the files it names (see above); --keep-going renders what loaded</source>
        <translation>
            <numerusform>%1을(를) 렌더링할 수 없습니다: 가리키는 파일에 오류 %n개 (위 참고). --keep-going을 주면 불러온 것만 렌더링합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot render %1: a mesh could not be bound to the rig (see above); --keep-going renders without it</source>
        <translation>%1을(를) 렌더링할 수 없습니다: 메시를 리그에 연결하지 못했습니다 (위 참고). --keep-going을 주면 메시 없이 렌더링합니다</translation>
    </message>
    <message>
        <source>render failed: the image is blank (the camera sees nothing of the character, or the renderer gave up)</source>
        <translation>렌더링 실패: 이미지가 비어 있습니다 (카메라에 캐릭터가 전혀 보이지 않거나 렌더러가 포기했습니다)</translation>
    </message>
    <message>
        <source>stage</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Terrain JSON {&quot;kind&quot;: &quot;plane&quot;, &quot;slopeDegrees&quot;: 20, ...} the character is adapted to (docs/procedural.md; default: the clip&apos;s flat ground).</source>
        <translation>캐릭터를 맞출 지형 JSON {&quot;kind&quot;: &quot;plane&quot;, &quot;slopeDegrees&quot;: 20, ...} (docs/procedural.md. 기본값: 클립의 평평한 지면).</translation>
    </message>
    <message>
        <source>cannot read terrain file %1: %2</source>
        <translation>지형 파일 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>terrain file %1: %2</source>
        <translation>지형 파일 %1: %2</translation>
    </message>
    <message>
        <source>Play the frames in order from the first asked for, with the time between them, so physics, springs and trailing joints move (default: each frame on its own, at rest).</source>
        <translation>요청한 첫 프레임부터 프레임 사이의 시간을 두고 순서대로 재생하여 물리, 스프링, 트레일링 조인트가 움직이게 합니다 (기본값: 각 프레임을 따로, 정지 상태로 평가).</translation>
    </message>
    <message>
        <source>A hit: BONE,x,y,z,frame adds the impulse (x, y, z) to the physics chain holding BONE at that frame; may be repeated; implies --simulate.</source>
        <translation>타격: BONE,x,y,z,frame은 그 프레임에 BONE이 속한 물리 체인에 충격량 (x, y, z)를 더합니다. 여러 번 쓸 수 있으며 --simulate를 함께 켭니다.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>타격</translation>
    </message>
    <message>
        <source>--impulse expects BONE,x,y,z,frame with finite numbers, e.g. Tail,0,500,0,10; got &apos;%1&apos;</source>
        <translation>--impulse에는 유한한 숫자로 된 BONE,x,y,z,frame이 필요합니다 (예: Tail,0,500,0,10). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--impulse: no bone &apos;%1&apos; in %2</source>
        <translation>--impulse: %2에 본 &apos;%1&apos;이 없습니다</translation>
    </message>
    <message>
        <source>--impulse: no &lt;ChainPhysics&gt; chain of %1 holds bone &apos;%2&apos;</source>
        <translation>--impulse: %1의 어떤 &lt;ChainPhysics&gt; 체인에도 본 &apos;%2&apos;이 없습니다</translation>
    </message>
    <message>
        <source>Skip a stage of the frame (clip, transition, pose, locomotion, slope, ik, physics, helpers, trailing); may be repeated.</source>
        <translation>프레임의 단계 하나를 건너뜁니다 (clip, transition, pose, locomotion, slope, ik, physics, helpers, trailing). 여러 번 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>--disable-stage: unknown stage &apos;%1&apos;; the stages are clip, transition, pose, locomotion, slope, ik, physics, helpers and trailing</source>
        <translation>--disable-stage: 알 수 없는 단계 &apos;%1&apos;. 단계는 clip, transition, pose, locomotion, slope, ik, physics, helpers, trailing입니다</translation>
    </message>
    <message>
        <source>--simulate plays every frame from %1 to %2: more than %3; ask for a shorter span</source>
        <translation>--simulate는 %1부터 %2까지 모든 프레임을 재생합니다: %3개를 넘습니다. 더 짧은 구간을 요청하세요</translation>
    </message>
    <message>
        <source>Wear this costume (by name; repeat for several, worn in that order).</source>
        <translation>이 의상을 입힙니다 (이름으로; 여러 벌이면 반복하며, 그 순서로 입습니다).</translation>
    </message>
    <message>
        <source>no costume named &apos;%1&apos; in %2</source>
        <translation>%2에 &apos;%1&apos;이라는 의상이 없습니다</translation>
    </message>
    <message>
        <source>cannot render %1: the costumes could not be worn (see above)</source>
        <translation>%1을(를) 렌더링할 수 없습니다: 의상을 입힐 수 없습니다 (위 참고)</translation>
    </message>
    <message>
        <source>Camera JSON {&quot;position&quot;, &quot;target&quot;, &quot;up&quot;, &quot;fovDegrees&quot;, &quot;fovAxis&quot;, &quot;near&quot;, &quot;far&quot;} (default: frame the character; without near and far they fit the character).</source>
        <translation>카메라 JSON {&quot;position&quot;, &quot;target&quot;, &quot;up&quot;, &quot;fovDegrees&quot;, &quot;fovAxis&quot;, &quot;near&quot;, &quot;far&quot;} (기본값: 캐릭터에 맞춤; near와 far가 없으면 캐릭터에 맞춰 정합니다).</translation>
    </message>
    <message>
        <source>camera: %1</source>
        <translation>카메라: %1</translation>
    </message>
    <message>
        <source>A flat silhouette to compare with a DCC&apos;s mask: the meshes in one colour (white), unlit, without anti-aliasing, no bones or grid, on black unless --background says otherwise.</source>
        <translation>DCC 마스크와 비교할 평면 실루엣: 메시를 조명 없이 한 색(흰색)으로, 안티에일리어싱 없이 그리며 본과 그리드는 그리지 않습니다. --background가 없으면 배경은 검정입니다.</translation>
    </message>
    <message>
        <source>Background colour: a name or #rrggbb (default: the viewport&apos;s grey).</source>
        <translation>배경색: 이름 또는 #rrggbb (기본값: 뷰포트의 회색).</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>색</translation>
    </message>
    <message>
        <source>--background expects a colour name or #rrggbb; got &apos;%1&apos;</source>
        <translation>--background에는 색 이름이나 #rrggbb가 필요합니다. 받은 값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Write the difference as PNG: red only in the first image, cyan only in the second.</source>
        <translation>차이를 PNG로 저장합니다: 첫 번째 이미지에만 있으면 빨강, 두 번째에만 있으면 청록.</translation>
    </message>
    <message>
        <source>--format expects text or json; got &apos;%1&apos;</source>
        <translation>--format에는 text 또는 json이 필요합니다. 받은 값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2 bones, %3 helper joints; %4 instance(s) on %5 thread(s), %6 frames</source>
        <translation>%1: 본 %2개, 헬퍼 조인트 %3개; 인스턴스 %4개, 스레드 %5개, %6 프레임</translation>
    </message>
    <message>
        <source>whole frame: %1 µs per character (median; min %2, max %3)</source>
        <translation>프레임 전체: 캐릭터당 %1 µs (중앙값; 최소 %2, 최대 %3)</translation>
    </message>
    <message>
        <source>one thread: %1 µs per character (median); parallel efficiency %2 %</source>
        <translation>스레드 하나: 캐릭터당 %1 µs (중앙값); 병렬 효율 %2 %</translation>
    </message>
    <message>
        <source>characters per 60 Hz frame: %1</source>
        <translation>60 Hz 프레임당 캐릭터 수: %1</translation>
    </message>
    <message>
        <source>stages (one thread, mean µs per character per frame):</source>
        <translation>단계 (스레드 하나, 프레임·캐릭터당 평균 µs):</translation>
    </message>
    <message>
        <source>controllers (one thread): type, calls, ns per call, count per character, µs per character</source>
        <translation>컨트롤러 (스레드 하나): 종류, 호출 수, 호출당 ns, 캐릭터당 개수, 캐릭터당 µs</translation>
    </message>
    <message>
        <source>most expensive helper joints (ns per frame):</source>
        <translation>가장 비싼 헬퍼 조인트 (프레임당 ns):</translation>
    </message>
    <message>
        <source>Character manifest or model file.</source>
        <translation>캐릭터 매니페스트 또는 모델 파일.</translation>
    </message>
    <message>
        <source>Characters per frame (1).</source>
        <translation>프레임당 캐릭터 수 (1).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>Threads; 0 is every core (1).</source>
        <translation>스레드 수; 0은 모든 코어 (1).</translation>
    </message>
    <message>
        <source>Frames measured (300).</source>
        <translation>측정할 프레임 수 (300).</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>출력 형식: text 또는 json.</translation>
    </message>
    <message>
        <source>bench needs a manifest; see rigstage-cli bench --help</source>
        <translation>bench에는 매니페스트가 필요합니다; rigstage-cli bench --help를 보세요</translation>
    </message>
    <message>
        <source>--instances expects a whole number from 1 to 100000; got &apos;%1&apos;</source>
        <translation>--instances에는 1에서 100000 사이의 정수가 필요합니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--threads expects a whole number from 0 (every core) to 1024; got &apos;%1&apos;</source>
        <translation>--threads에는 0(모든 코어)에서 1024 사이의 정수가 필요합니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--frames expects a whole number from 1 to 1000000; got &apos;%1&apos;</source>
        <translation>--frames에는 1에서 1000000 사이의 정수가 필요합니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 does not load; validate it first</source>
        <translation>%1을(를) 불러올 수 없습니다; 먼저 검증하세요</translation>
    </message>
    <message>
        <source>%1 has no clip named &apos;%2&apos;</source>
        <translation>%1에 &apos;%2&apos;(이)라는 클립이 없습니다</translation>
    </message>
    <message>
        <source>%1 does not build; validate it first</source>
        <translation>%1을(를) 구성할 수 없습니다; 먼저 검증하세요</translation>
    </message>
    <message>
        <source>Compares a DCC&apos;s pose dump (per-bone world matrices, as eval writes them) with the rig, frame by frame, and names the first diverging bone in evaluation order: the likely culprit. Exit 0 when every frame agrees within the tolerances, 1 when one diverges, 2 on bad input.</source>
        <translation>DCC의 포즈 덤프(eval이 쓰는 본별 월드 행렬)를 리그와 프레임마다 비교하고, 평가 순서에서 처음 어긋나는 본(가장 의심스러운 본)을 알려 줍니다. 모든 프레임이 허용 오차 안이면 종료 코드 0, 어긋나면 1, 잘못된 입력이면 2.</translation>
    </message>
    <message>
        <source>Character manifest or model to evaluate.</source>
        <translation>평가할 캐릭터 매니페스트 또는 모델.</translation>
    </message>
    <message>
        <source>Largest position difference (0.01, the rig&apos;s units).</source>
        <translation>허용할 가장 큰 위치 차이 (0.01, 리그의 단위).</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <source>Largest rotation difference in degrees (0.01).</source>
        <translation>허용할 가장 큰 회전 차이, 도 단위 (0.01).</translation>
    </message>
    <message>
        <source>degrees</source>
        <translation>도</translation>
    </message>
    <message>
        <source>Largest relative scale difference (0.0001).</source>
        <translation>허용할 가장 큰 상대 스케일 차이 (0.0001).</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>Clip to play (default: the dump&apos;s clip, else the first).</source>
        <translation>재생할 클립 (기본값: 덤프의 클립, 없으면 첫 번째).</translation>
    </message>
    <message>
        <source>Evaluate the clip and the helper joints only, as the DCC baked them.</source>
        <translation>DCC가 구운 그대로 클립과 헬퍼 조인트만 평가합니다.</translation>
    </message>
    <message>
        <source>compare-pose needs a dump and --rig MANIFEST; see rigstage-cli compare-pose --help</source>
        <translation>compare-pose에는 덤프와 --rig MANIFEST가 필요합니다; rigstage-cli compare-pose --help를 보세요</translation>
    </message>
    <message>
        <source>the tolerances expect numbers of 0 or more</source>
        <translation>허용 오차에는 0 이상의 숫자가 필요합니다</translation>
    </message>
    <message>
        <source>--format expects text, json or junit; got &apos;%1&apos;</source>
        <translation>--format에는 text, json, junit 중 하나가 필요합니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot evaluate %1: it did not load cleanly (see the errors above)</source>
        <translation>%1을(를) 평가할 수 없습니다: 오류 없이 불러오지 못했습니다 (위의 오류를 보세요)</translation>
    </message>
    <message>
        <source>cannot evaluate %1: its helper joints did not compile</source>
        <translation>%1을(를) 평가할 수 없습니다: 헬퍼 조인트가 컴파일되지 않았습니다</translation>
    </message>
    <message>
        <source>no bone of %1 is in %2: is it the dump of another character?</source>
        <translation>%1의 본이 %2에 하나도 없습니다: 다른 캐릭터의 덤프인가요?</translation>
    </message>
    <message numerus="yes">
        <source>%n bone(s) of the dump are not in the rig and are not compared: %1</source>
        <translation>
            <numerusform>덤프의 본 %n개가 리그에 없어 비교하지 않습니다: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1: %2 of %3 bones diverge; the first in evaluation order: %4</source>
        <translation>프레임 %1: 본 %3개 중 %2개가 어긋남; 평가 순서에서 처음: %4</translation>
    </message>
    <message numerus="yes">
        <source>FAIL: %n frame(s) diverge</source>
        <translation>
            <numerusform>실패: 프레임 %n개가 어긋납니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Compares the silhouettes of two images (intersection over union). With --rig, renders the rig from the reference&apos;s camera at its frame and compares; a folder of references with their cameras (NAME.png and NAME.json) is compared as a batch, in parallel, into a JUnit report and an HTML page.</source>
        <translation>두 이미지의 실루엣을 비교합니다(IoU). --rig를 주면 참조 이미지의 카메라와 프레임으로 리그를 렌더링해 비교합니다; 카메라가 있는 참조 이미지 폴더(NAME.png와 NAME.json)는 일괄로 병렬 비교해 JUnit 보고서와 HTML 페이지를 만듭니다.</translation>
    </message>
    <message>
        <source>First image (PNG, JPEG, GIF: its first frame); with --rig the reference, or a folder of them.</source>
        <translation>첫 번째 이미지 (PNG, JPEG, GIF는 첫 프레임); --rig와 함께면 참조 이미지 또는 그 폴더.</translation>
    </message>
    <message>
        <source>Second image (not with --rig).</source>
        <translation>두 번째 이미지 (--rig와는 함께 쓰지 않음).</translation>
    </message>
    <message>
        <source>Crop each silhouette to its bounding box and scale both into one square first (rough: it moves with one edge pixel).</source>
        <translation>먼저 각 실루엣을 경계 상자로 잘라 같은 정사각형으로 맞춥니다 (대략적: 가장자리 픽셀 하나에도 값이 변합니다).</translation>
    </message>
    <message>
        <source>compare needs two images, or a reference (or a folder) and --rig; see rigstage-cli compare --help</source>
        <translation>compare에는 이미지 두 개, 또는 참조 이미지(또는 폴더)와 --rig가 필요합니다; rigstage-cli compare --help를 보세요</translation>
    </message>
    <message>
        <source>Render this character (manifest or model) and compare it with the reference.</source>
        <translation>이 캐릭터(매니페스트 또는 모델)를 렌더링해 참조 이미지와 비교합니다.</translation>
    </message>
    <message>
        <source>Camera JSON of the reference (default: NAME.json beside it).</source>
        <translation>참조 이미지의 카메라 JSON (기본값: 옆의 NAME.json).</translation>
    </message>
    <message>
        <source>Clip to play (default: the camera file&apos;s &quot;clip&quot;, else the first).</source>
        <translation>재생할 클립 (기본값: 카메라 파일의 &quot;clip&quot;, 없으면 첫 번째).</translation>
    </message>
    <message>
        <source>Comparisons run at once for a folder (default: the cores).</source>
        <translation>폴더일 때 동시에 실행할 비교 수 (기본값: 코어 수).</translation>
    </message>
    <message>
        <source>For a folder: write a JUnit report here.</source>
        <translation>폴더일 때: 여기에 JUnit 보고서를 씁니다.</translation>
    </message>
    <message>
        <source>For a folder: write an HTML page with the images and numbers here.</source>
        <translation>폴더일 때: 여기에 이미지와 수치를 담은 HTML 페이지를 씁니다.</translation>
    </message>
    <message>
        <source>no camera for %1: give --camera or put %2 beside it</source>
        <translation>%1의 카메라가 없습니다: --camera를 주거나 옆에 %2를 두세요</translation>
    </message>
    <message>
        <source>rendering %1 for %2 did not finish in %3 s</source>
        <translation>%2용 %1 렌더링이 %3초 안에 끝나지 않았습니다</translation>
    </message>
    <message>
        <source>rendering %1 for %2 failed: %3</source>
        <translation>%2용 %1 렌더링 실패: %3</translation>
    </message>
    <message>
        <source>--jobs expects a whole number from 1 to 256; got &apos;%1&apos;</source>
        <translation>--jobs에는 1에서 256 사이의 정수가 필요합니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: not compared: %2</source>
        <translation>%1: 비교하지 못함: %2</translation>
    </message>
    <message>
        <source> (under %1)</source>
        <translation> (%1 미만)</translation>
    </message>
    <message>
        <source>IoU %1 under %2</source>
        <translation>IoU %1, %2 미만</translation>
    </message>
    <message>
        <source>Screenshot comparison: %1 against %2</source>
        <translation>스크린샷 비교: %1 대 %2</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>참조</translation>
    </message>
    <message>
        <source>text (the overlap alone), json (overlap, pixels only in each, box offset, pass) or junit.</source>
        <translation>text (겹침만), json (겹침, 한쪽에만 있는 픽셀, 상자 오프셋, 통과 여부) 또는 junit.</translation>
    </message>
    <message>
        <source>Time to render in seconds of the DCC&apos;s timeline (instead of a frame).</source>
        <translation>렌더링할 시간, DCC 타임라인의 초 (프레임 대신).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Time to render in seconds of the DCC&apos;s timeline (the clip&apos;s frame rate turns it into a frame; not with --frame).</source>
        <translation>렌더링할 시간, DCC 타임라인의 초 (클립의 프레임 레이트로 프레임이 됩니다; --frame과 함께 쓰지 않음).</translation>
    </message>
    <message>
        <source>--time expects a number of seconds, and not with --frame; got &apos;%1&apos;</source>
        <translation>--time에는 초 단위 숫자가 필요하고 --frame과 함께 쓸 수 없습니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot write the masks into %1: it is not a folder and cannot be made one</source>
        <translation>마스크를 %1에 쓸 수 없습니다: 폴더가 아니며 폴더로 만들 수도 없습니다</translation>
    </message>
    <message>
        <source>camera file</source>
        <translation>카메라 파일</translation>
    </message>
    <message>
        <source>rendering %1 for %2 wrote no image: %3</source>
        <translation>%2용 %1 렌더링이 이미지를 쓰지 않았습니다: %3</translation>
    </message>
    <message>
        <source>composing the bones&apos; local transforms overflowed: extreme scale or translation in the rig or the clip</source>
        <translation>본의 로컬 변환을 합성하다 넘쳤습니다: 리그나 클립에 극단적인 스케일 또는 이동이 있습니다</translation>
    </message>
    <message>
        <source>the clip&apos;s keys gave a transform that is not finite</source>
        <translation>클립의 키가 유한하지 않은 변환을 만들었습니다</translation>
    </message>
    <message>
        <source>a helper joint&apos;s controller gave a transform that is not finite (its expression, wire or reaction)</source>
        <translation>헬퍼 조인트의 컨트롤러가 유한하지 않은 변환을 만들었습니다 (익스프레션, 와이어 또는 리액션)</translation>
    </message>
    <message>
        <source>the slope stage gave a transform that is not finite (its options in the manifest or the --terrain file)</source>
        <translation>경사 단계가 유한하지 않은 변환을 만들었습니다 (매니페스트의 옵션 또는 --terrain 파일)</translation>
    </message>
    <message>
        <source>the %1 stage gave a transform that is not finite (its options in the manifest)</source>
        <translation>%1 단계가 유한하지 않은 변환을 만들었습니다 (매니페스트의 옵션)</translation>
    </message>
    <message>
        <source>frame %1: bone %2 has a world transform that is not finite; %3; nothing is printed</source>
        <translation>프레임 %1: 본 %2의 월드 변환이 유한하지 않습니다. %3. 아무것도 출력하지 않습니다</translation>
    </message>
    <message numerus="yes">
        <source>cannot evaluate %1: %n error(s) above; --keep-going evaluates what can be</source>
        <translation>
            <numerusform>%1을(를) 평가할 수 없습니다: 위의 오류 %n개. --keep-going을 주면 가능한 만큼 평가합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>rigstage-cli %1: out of memory: the input is too large for this machine</source>
        <translation>rigstage-cli %1: 메모리 부족: 입력이 이 컴퓨터에 비해 너무 큽니다</translation>
    </message>
    <message>
        <source>rigstage-cli %1: stopped by an unexpected error: %2</source>
        <translation>rigstage-cli %1: 예상치 못한 오류로 중단되었습니다: %2</translation>
    </message>
    <message>
        <source>cannot render %1 with camera %2: %3</source>
        <translation>카메라 %2(으)로 %1을(를) 렌더링할 수 없습니다: %3</translation>
    </message>
    <message>
        <source>terrain file</source>
        <translation>지형 파일</translation>
    </message>
    <message>
        <source>%1: not upgraded; nothing written</source>
        <translation>%1: 업그레이드하지 않았습니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
        <source>Mark a comparison that passes --min-iou but lies under this as warned (counted apart; the exit stays 0).</source>
        <translation>--min-iou는 통과했지만 이 값보다 낮은 비교를 경고로 표시합니다 (따로 집계, 종료 코드는 0 그대로).</translation>
    </message>
    <message>
        <source>--warn-iou expects a number from --min-iou (%1) to 1; got &apos;%2&apos;</source>
        <translation>--warn-iou에는 --min-iou(%1)에서 1 사이의 숫자가 필요합니다. 입력값: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--diff names one image: for a folder, --html PAGE writes each reference&apos;s difference beside the page</source>
        <translation>--diff는 이미지 하나를 가리킵니다: 폴더에서는 --html PAGE가 참조마다 차이 이미지를 페이지 옆에 씁니다</translation>
    </message>
    <message>
        <source>--camera names one camera: in a folder each reference NAME.png has its camera NAME.json beside it</source>
        <translation>--camera는 카메라 하나를 가리킵니다: 폴더에서는 참조 NAME.png마다 옆에 카메라 NAME.json이 있습니다</translation>
    </message>
    <message>
        <source>--accept and --accept-all take the rig&apos;s render as the reference: give --rig</source>
        <translation>--accept와 --accept-all은 리그의 렌더링을 참조로 삼습니다: --rig를 지정하세요</translation>
    </message>
    <message>
        <source>--%1 is for a folder of references; compare one picture without it</source>
        <translation>--%1은(는) 참조 폴더용입니다. 이미지 하나는 이 옵션 없이 비교하세요</translation>
    </message>
    <message>
        <source>--accept %1 does not name this reference (%2)</source>
        <translation>--accept %1은(는) 이 참조(%2)를 가리키지 않습니다</translation>
    </message>
    <message>
        <source>accepted: %1 now holds the rig&apos;s render (it compared at IoU %2)</source>
        <translation>승인됨: 이제 %1에 리그의 렌더링이 들어 있습니다 (비교 IoU %2)</translation>
    </message>
    <message>
        <source> (of a clipped render)</source>
        <translation> (잘린 렌더링의 값)</translation>
    </message>
    <message>
        <source> (warned: under %1)</source>
        <translation> (경고: %1 미만)</translation>
    </message>
    <message>
        <source>Frame to render (default: the camera file&apos;s &quot;time&quot; or &quot;frame&quot;, else 0).</source>
        <translation>렌더링할 프레임 (기본값: 카메라 파일의 &quot;time&quot; 또는 &quot;frame&quot;, 없으면 0).</translation>
    </message>
    <message>
        <source>Wrap frames past the clip&apos;s end to its start (default: hold its last frame, as eval and render do).</source>
        <translation>클립 끝을 지난 프레임을 시작으로 되감습니다 (기본값: eval과 render처럼 마지막 프레임을 유지).</translation>
    </message>
    <message>
        <source>For a folder: compare only the K-th of N slices of its references (1/4 ... 4/4), the same slices on every machine, e.g. one per CI job.</source>
        <translation>폴더: 참조를 N개로 나눈 것 중 K번째만 비교합니다 (1/4 ... 4/4). 어느 컴퓨터에서나 같은 조각이므로 CI 작업마다 하나씩 맡길 수 있습니다.</translation>
    </message>
    <message>
        <source>K/N</source>
        <translation>K/N</translation>
    </message>
    <message>
        <source>Accept the rig&apos;s render as the new reference NAME (in a folder; for one picture, its own name): it is written over the reference, whose camera stays.</source>
        <translation>리그의 렌더링을 새 참조 NAME으로 승인합니다 (폴더에서; 이미지 하나면 그 이름): 참조 위에 덮어쓰며 카메라는 그대로 둡니다.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Accept the rig&apos;s render as the new reference of every case.</source>
        <translation>모든 케이스에서 리그의 렌더링을 새 참조로 승인합니다.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a number</source>
        <translation>%1: &quot;%2&quot;은(는) 숫자여야 합니다</translation>
    </message>
    <message>
        <source>--accept: %1 holds no reference named %2 (with its camera)</source>
        <translation>--accept: %1에 %2라는 참조(카메라 포함)가 없습니다</translation>
    </message>
    <message>
        <source>--shard expects K/N with 1 &lt;= K &lt;= N, e.g. 2/8; got &apos;%1&apos;</source>
        <translation>--shard에는 1 &lt;= K &lt;= N인 K/N이 필요합니다 (예: 2/8). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>shard %1 holds no reference of the %2 in %3</source>
        <translation>조각 %1에는 %3의 참조 %2개 중 어느 것도 없습니다</translation>
    </message>
    <message>
        <source>%1: IoU %2%3%4</source>
        <translation>%1: IoU %2%3%4 {1:?}</translation>
    </message>
    <message>
        <source> (accepted as the new reference)</source>
        <translation> (새 참조로 승인됨)</translation>
    </message>
    <message numerus="yes">
        <source>%n of the passes warned (under %1)</source>
        <translation>
            <numerusform>통과 중 %n개 경고 (%1 미만)</numerusform>
        </translation>
    </message>
    <message>
        <source>warned: IoU %1 under %2</source>
        <translation>경고: IoU %1이(가) %2 미만</translation>
    </message>
    <message>
        <source>%1 (%2 %5, %3 deg, scale %4)</source>
        <translation>%1 (%2 %5, %3도, 스케일 %4)</translation>
    </message>
    <message>
        <source>Length unit of the dump&apos;s matrices: cm, m, mm, in or centimetres per unit (default: the dump&apos;s &quot;unit&quot;, else the rig&apos;s).</source>
        <translation>덤프 행렬의 길이 단위: cm, m, mm, in 또는 단위당 센티미터 (기본값: 덤프의 &quot;unit&quot;, 없으면 리그의 단위).</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>단위</translation>
    </message>
    <message>
        <source>--dump-unit expects cm, m, mm, in or a number of centimetres per unit (1e-6 to 1e6); got &apos;%1&apos;</source>
        <translation>--dump-unit에는 cm, m, mm, in 또는 단위당 센티미터 수(1e-6 ~ 1e6)가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>as --dump-unit says</source>
        <translation>--dump-unit에 따름</translation>
    </message>
    <message>
        <source>as the dump says</source>
        <translation>덤프에 따름</translation>
    </message>
    <message>
        <source>the dump does not say: taken as the rig&apos;s</source>
        <translation>덤프에 없음: 리그의 단위로 간주</translation>
    </message>
    <message>
        <source>units: compared in %1 (the rig&apos;s); the dump&apos;s matrices are in %2 (%3), their positions x%4</source>
        <translation>단위: %1(리그의 단위)로 비교. 덤프 행렬은 %2(%3), 위치는 x%4</translation>
    </message>
    <message>
        <source>units: compared in %1 (the rig&apos;s); the dump&apos;s matrices are in %2 (%3)</source>
        <translation>단위: %1(리그의 단위)로 비교. 덤프 행렬은 %2(%3)</translation>
    </message>
    <message>
        <source>units: the rig&apos;s bone axes are x%1 the dump&apos;s: %2 is in %3 and holds the conversion from the dump&apos;s %4 as a scale in its hierarchy; scale is compared with it taken out</source>
        <translation>단위: 리그의 본 축이 덤프의 x%1입니다: %2은(는) %3 단위이며 덤프의 %4에서 변환한 값을 계층의 스케일로 담고 있습니다. 스케일은 이를 뺀 뒤 비교합니다</translation>
    </message>
    <message>
        <source>every position of the rig at frame %1 is %2 times the dump&apos;s: the dump&apos;s matrices look like %3, not %4; say so with &quot;unit&quot; in the dump or --dump-unit %5</source>
        <translation>프레임 %1에서 리그의 모든 위치가 덤프의 %2배입니다: 덤프 행렬은 %4가 아니라 %3로 보입니다. 덤프의 &quot;unit&quot; 또는 --dump-unit %5로 알려 주세요</translation>
    </message>
    <message>
        <source>frame %1: %2 bones agree (largest difference %3 %5, %4 deg)</source>
        <translation>프레임 %1: 본 %2개 일치 (최대 차이 %3 %5, %4도)</translation>
    </message>
    <message>
        <source>pass: the rig gives the dump&apos;s pose within %1 %3 and %2 deg</source>
        <translation>통과: 리그가 덤프의 포즈를 %1 %3, %2도 이내로 재현합니다</translation>
    </message>
    <message>
        <source>Comma-separated times in seconds of the DCC&apos;s timeline (instead of --frames).</source>
        <translation>DCC 타임라인의 초 단위 시간을 쉼표로 구분해 지정합니다 (--frames 대신).</translation>
    </message>
    <message>
        <source>--times gives seconds: it takes no --frames or --fps</source>
        <translation>--times는 초를 지정합니다: --frames나 --fps와 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--fps says what rate the --frames count at; give --frames too</source>
        <translation>--fps는 --frames가 어떤 속도로 센 프레임인지 알려 줍니다: --frames도 지정하세요</translation>
    </message>
    <message>
        <source>--times expects seconds separated by commas, e.g. 0,0.5,1.25; got &apos;%1&apos;</source>
        <translation>--times에는 쉼표로 구분한 초가 필요합니다 (예: 0,0.5,1.25). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Wrap frames past the clip&apos;s end to its start; by default they hold its last frame, as eval does and as a DCC renders past the end.</source>
        <translation>클립 끝을 지난 프레임을 시작으로 되감습니다. 기본값은 eval과 같이, 그리고 DCC가 끝 너머를 렌더링하듯이 마지막 프레임을 유지합니다.</translation>
    </message>
    <message>
        <source>rendering frame %1 (%2 s at %3 fps)</source>
        <translation>프레임 %1 렌더링 중 (%3 fps에서 %2초)</translation>
    </message>
    <message>
        <source>the camera&apos;s near (%1) and far (%2) planes cut away %3 of the character&apos;s %4 joints and mesh corners; widen them in %5</source>
        <translation>카메라의 near(%1)와 far(%2) 평면이 캐릭터의 관절과 메시 꼭짓점 %4개 중 %3개를 잘라 냅니다. %5에서 범위를 넓히세요</translation>
    </message>
    <message>
        <source>The rate the frames given count at, e.g. 24 for a frame number read off a 24 fps timeline (default: the clip&apos;s own rate).</source>
        <translation>지정한 프레임을 세는 속도. 예: 24 fps 타임라인에서 읽은 프레임 번호라면 24 (기본값: 클립 자체의 속도).</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>속도</translation>
    </message>
    <message>
        <source>--fps expects a frame rate above 0 and at most 1000; got &apos;%1&apos;</source>
        <translation>--fps에는 0보다 크고 1000 이하인 프레임 속도가 필요합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--time gives seconds: it takes no --frame or --fps</source>
        <translation>--time은 초를 지정합니다: --frame이나 --fps와 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--fps says what rate --frame counts at; give --frame too</source>
        <translation>--fps는 --frame이 어떤 속도로 센 프레임인지 알려 줍니다: --frame도 지정하세요</translation>
    </message>
    <message>
        <source>the IoU is of a clipped render</source>
        <translation>이 IoU는 잘린 렌더링의 값입니다</translation>
    </message>
    <message>
        <source>Check the values of what is named; validate checks the options&apos; ranges.</source>
        <translation>지목된 값을 확인하세요. validate가 옵션의 범위를 검사합니다.</translation>
    </message>
    <message>
        <source>--bind-pose evaluates no clip: it takes no --clip, --frames, --times or --loop</source>
        <translation>--bind-pose는 클립을 평가하지 않으므로 --clip, --frames, --times, --loop를 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>%1 lies beyond frame %2 of the clip; give a time or frame within it</source>
        <translation>%1은(는) 클립의 프레임 %2 너머에 있습니다. 범위 안의 시간이나 프레임을 지정하세요</translation>
    </message>
    <message>
        <source>--fps says what rate --frame counts at: give --frame, not --time</source>
        <translation>--fps는 --frame이 어떤 속도로 센 프레임인지 알려 줍니다: --time이 아니라 --frame을 지정하세요</translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot; (it is not the report.json of compare --report)</source>
        <translation>&quot;%1&quot; 항목이 없습니다 (compare --report가 쓴 report.json이 아닙니다)</translation>
    </message>
    <message>
        <source>its &quot;%1&quot; is not a number from 0 to 1</source>
        <translation>&quot;%1&quot; 값이 0에서 1 사이의 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>its &quot;threshold&quot; is not a whole number from 0 to 765</source>
        <translation>&quot;threshold&quot; 값이 0에서 765 사이의 정수가 아닙니다</translation>
    </message>
    <message>
        <source>its &quot;shard&quot; is not K/N</source>
        <translation>&quot;shard&quot; 값이 K/N 형식이 아닙니다</translation>
    </message>
    <message>
        <source>it has no &quot;results&quot; list</source>
        <translation>&quot;results&quot; 목록이 없습니다</translation>
    </message>
    <message>
        <source>result %1 has no &quot;name&quot; that can name a folder</source>
        <translation>결과 %1에 폴더 이름이 될 수 있는 &quot;name&quot;이 없습니다</translation>
    </message>
    <message>
        <source>result %1 (%2) has neither an &quot;iou&quot; nor an &quot;error&quot;</source>
        <translation>결과 %1 (%2)에 &quot;iou&quot;도 &quot;error&quot;도 없습니다</translation>
    </message>
    <message>
        <source>Write the two masks as PNG into this folder (mask-a.png, mask-b.png) and, with --rig, the rig&apos;s render (render.png).</source>
        <translation>두 마스크를 이 폴더에 PNG로 저장합니다 (mask-a.png, mask-b.png). --rig를 주면 리그의 렌더(render.png)도 저장합니다.</translation>
    </message>
    <message>
        <source>For a folder: write every report into this folder (index.html with its pictures, junit.xml, report.json), the form `rigstage-cli report merge` joins the shards of a batch from.</source>
        <translation>폴더일 때: 모든 보고서를 이 폴더에 씁니다 (그림이 딸린 index.html, junit.xml, report.json). `rigstage-cli report merge`가 배치의 샤드를 합칠 때 읽는 형식입니다.</translation>
    </message>
    <message>
        <source>%1 has no camera %2.json beside it</source>
        <translation>%1 옆에 카메라 %2.json이 없습니다</translation>
    </message>
    <message>
        <source>the camera %1 has no reference picture %2.png or .jpg beside it</source>
        <translation>카메라 %1 옆에 참조 그림 %2.png 또는 .jpg가 없습니다</translation>
    </message>
    <message>
        <source>%1 holds no reference picture nor camera (NAME.png and NAME.json)</source>
        <translation>%1에 참조 그림도 카메라도 없습니다 (NAME.png와 NAME.json)</translation>
    </message>
    <message>
        <source>--report DIR writes DIR/index.html and DIR/junit.xml itself: give it without --html and --junit</source>
        <translation>--report DIR은 DIR/index.html과 DIR/junit.xml을 직접 씁니다: --html, --junit 없이 주세요</translation>
    </message>
    <message>
        <source>cannot write the report into %1: it is not a folder and cannot be made one</source>
        <translation>%1에 보고서를 쓸 수 없습니다: 폴더가 아니며 폴더로 만들 수도 없습니다</translation>
    </message>
    <message>
        <source>cannot write the report&apos;s pictures into %1</source>
        <translation>%1에 보고서의 그림을 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>warned</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>frame %1 (%2 s at %3 fps)</source>
        <translation>프레임 %1 (%3 fps에서 %2초)</translation>
    </message>
    <message>
        <source>clip %1</source>
        <translation>클립 %1</translation>
    </message>
    <message>
        <source>camera at (%1) looking at (%2)</source>
        <translation>카메라 위치 (%1), 바라보는 점 (%2)</translation>
    </message>
    <message>
        <source>IoU %1 (fail under %2, warn under %3)</source>
        <translation>IoU %1 (%2 미만 실패, %3 미만 경고)</translation>
    </message>
    <message>
        <source>, of a clipped render</source>
        <translation>, 잘린 렌더의 값</translation>
    </message>
    <message>
        <source>, accepted as the new reference</source>
        <translation>, 새 참조로 채택됨</translation>
    </message>
    <message>
        <source>Rigstage&apos;s render</source>
        <translation>Rigstage의 렌더</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>나란히</translation>
    </message>
    <message>
        <source>Swipe</source>
        <translation>스와이프</translation>
    </message>
    <message>
        <source>Divider: reference on the left</source>
        <translation>구분선: 왼쪽이 참조</translation>
    </message>
    <message>
        <source>Onion skin</source>
        <translation>어니언 스킨</translation>
    </message>
    <message>
        <source>Opacity of the reference</source>
        <translation>참조의 불투명도</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>Red: only in the reference; cyan: only in Rigstage&apos;s render</source>
        <translation>빨강: 참조에만 있음, 청록: Rigstage의 렌더에만 있음</translation>
    </message>
    <message>
        <source>Masks</source>
        <translation>마스크</translation>
    </message>
    <message>
        <source>Reference&apos;s mask</source>
        <translation>참조의 마스크</translation>
    </message>
    <message>
        <source>Render&apos;s mask</source>
        <translation>렌더의 마스크</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>전환</translation>
    </message>
    <message>
        <source>Click the picture to switch between the reference and the render.</source>
        <translation>그림을 클릭하면 참조와 렌더를 번갈아 봅니다.</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>표시:</translation>
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
        <translation>사용법: rigstage-cli [--lang 코드] 명령 [옵션]

명령:
  eval MANIFEST       지정한 프레임에서 모든 본의 월드 변환을 JSON으로 출력
  validate MANIFEST...  매니페스트나 그 폴더의 이름, 레이어, 파일 검사 (텍스트,
                      JSON, JUnit; 여러 개면 배치 보고서 하나, HTML도)
  render MANIFEST     한 프레임의 캐릭터를 뷰포트처럼 그려 PNG로 저장
  compare A B         두 스크린샷의 실루엣 겹침(IoU); REF 또는 FOLDER --rig R: 참조와
                      그 카메라에서 그린 리그의 겹침
  compare-pose DUMP... --rig R  DCC 포즈 덤프나 그 폴더를 리그와 비교: 처음
                      어긋나는 본 (여러 개면 배치 보고서 하나)
  report merge OUT SHARD...  배치 샤드의 보고서(compare, compare-pose, validate에
                      --shard K/N --report DIR)를 하나로 합침
  upgrade FILE...     버전 1 HelperJointSetting 파일을 버전 2로 다시 씀 (각도는 라디안)
  bench [MANIFEST]    리그의 프레임당 비용; 매니페스트가 없으면 벤치마크 실행

명령별 옵션은 &apos;rigstage-cli 명령 --help&apos;로 확인하세요.
종료 코드: 0 정상, 1 검사 실패, 2 잘못된 입력 또는 사용법.
</translation>
    </message>
    <message>
        <source>render MANIFEST --serve takes no other option: each request on standard input says what to draw</source>
        <translation>render MANIFEST --serve는 다른 옵션을 받지 않습니다: 표준 입력의 각 요청이 무엇을 그릴지 정합니다</translation>
    </message>
    <message>
        <source>a render request is one JSON object per line: %1</source>
        <translation>렌더 요청은 한 줄에 JSON 객체 하나입니다: %1</translation>
    </message>
    <message>
        <source>the render worker for %1 did not start: %2</source>
        <translation>%1의 렌더 작업자가 시작되지 않았습니다: %2</translation>
    </message>
    <message>
        <source>the render worker for %1 could not be written to: %2</source>
        <translation>%1의 렌더 작업자에게 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>the render worker for %1 answered what is not JSON: %2</source>
        <translation>%1의 렌더 작업자가 JSON이 아닌 응답을 했습니다: %2</translation>
    </message>
    <message>
        <source>the render worker stopped (%1): %2</source>
        <translation>렌더 작업자가 멈췄습니다 (%1): %2</translation>
    </message>
    <message>
        <source>it crashed</source>
        <translation>비정상 종료</translation>
    </message>
    <message>
        <source>exit %1</source>
        <translation>종료 코드 %1</translation>
    </message>
    <message>
        <source>did not finish in %1 s</source>
        <translation>%1초 안에 끝나지 않음</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>폴더 %1을 만들 수 없습니다</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2</source>
        <translation>%1을 %2로 복사할 수 없습니다</translation>
    </message>
    <message>
        <source>%1 is not a folder: give the folders a batch&apos;s --report DIR wrote</source>
        <translation>%1은 폴더가 아닙니다: 배치의 --report DIR이 쓴 폴더를 주세요</translation>
    </message>
    <message>
        <source>report file</source>
        <translation>보고서 파일</translation>
    </message>
    <message>
        <source>cannot read the shard&apos;s report %1: %2</source>
        <translation>샤드의 보고서 %1을 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2 at byte %3</source>
        <translation>%1은 올바른 JSON이 아닙니다: 바이트 %3에서 %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1은 JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <source>%1: its &quot;shard&quot; &apos;%2&apos; is not K/N</source>
        <translation>%1: &quot;shard&quot; 값 &apos;%2&apos;가 K/N 형식이 아닙니다</translation>
    </message>
    <message>
        <source>%1 lists the case %2, but its folder %3 is missing: a shard&apos;s report travels with its index_files folder</source>
        <translation>%1에 사례 %2가 있지만 그 폴더 %3이 없습니다: 샤드의 보고서는 index_files 폴더와 함께 옮겨야 합니다</translation>
    </message>
    <message>
        <source>%1 and %2 are not shards of one batch: their %3 differ (%4 and %5)</source>
        <translation>%1과 %2는 같은 배치의 샤드가 아닙니다: %3이 다릅니다 (%4, %5)</translation>
    </message>
    <message>
        <source>folders of references</source>
        <translation>참조 폴더</translation>
    </message>
    <message>
        <source>rigs</source>
        <translation>리그</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>샤드</translation>
    </message>
    <message>
        <source>the whole batch</source>
        <translation>배치 전체</translation>
    </message>
    <message>
        <source>shard counts</source>
        <translation>샤드 개수</translation>
    </message>
    <message>
        <source>%1 and %2 are both shard %3</source>
        <translation>%1과 %2가 모두 샤드 %3입니다</translation>
    </message>
    <message>
        <source>the shards %1 are missing: a report merged without them would leave their cases out</source>
        <translation>샤드 %1이 없습니다: 이 샤드 없이 합치면 그 사례가 빠집니다</translation>
    </message>
    <message>
        <source>Joins the reports of the shards of one batch (compare FOLDER --rig R, compare-pose DUMPS --rig R or validate MANIFESTS, each with --shard K/N --report DIR, one DIR per shard) into OUT as the batch run whole writes them: OUT/report.json, OUT/junit.xml and OUT/index.html with its pictures.</source>
        <translation>한 배치의 샤드 보고서(compare FOLDER --rig R, compare-pose DUMPS --rig R 또는 validate MANIFESTS에 각각 --shard K/N --report DIR, 샤드마다 DIR 하나)를 배치 전체를 한 번에 실행했을 때처럼 OUT에 합칩니다: OUT/report.json, OUT/junit.xml, 그림이 딸린 OUT/index.html.</translation>
    </message>
    <message>
        <source>Folder to write the merged report into.</source>
        <translation>합친 보고서를 쓸 폴더.</translation>
    </message>
    <message>
        <source>The folders the shards&apos; --report wrote (all of them).</source>
        <translation>샤드의 --report가 쓴 폴더 (모두).</translation>
    </message>
    <message>
        <source>What to print: text (a line per case and the counts), json or junit.</source>
        <translation>출력 형식: text (사례마다 한 줄과 개수), json 또는 junit.</translation>
    </message>
    <message>
        <source>report merge needs the folder to write and the shards&apos; report folders: rigstage-cli report merge OUT SHARD...; see rigstage-cli report merge --help</source>
        <translation>report merge에는 쓸 폴더와 샤드의 보고서 폴더가 필요합니다: rigstage-cli report merge OUT SHARD...; rigstage-cli report merge --help를 보세요</translation>
    </message>
    <message>
        <source>%1 is one of the shards: merge into another folder</source>
        <translation>%1은 샤드 중 하나입니다: 다른 폴더로 합치세요</translation>
    </message>
    <message>
        <source>the case %1 is in both %2 and %3: a case belongs to one shard</source>
        <translation>사례 %1이 %2와 %3에 모두 있습니다: 한 사례는 한 샤드에만 속합니다</translation>
    </message>
    <message>
        <source>report takes a subcommand: rigstage-cli report merge OUT SHARD...</source>
        <translation>report에는 하위 명령이 필요합니다: rigstage-cli report merge OUT SHARD...</translation>
    </message>
    <message>
        <source>unknown report subcommand &apos;%1&apos;; %2</source>
        <translation>알 수 없는 report 하위 명령 &apos;%1&apos;; %2</translation>
    </message>
    <message>
        <source>%1 compared: %2 passed, %3 failed%4; %5 not compared (errors)</source>
        <translation>%1개 비교: %2개 통과, %3개 실패%4, %5개 비교 못 함 (오류)</translation>
    </message>
    <message>
        <source>%1 holds no %2</source>
        <translation>%1에 %2이(가) 없습니다</translation>
    </message>
    <message>
        <source>%1 checked at once in a batch (default: the cores).</source>
        <translation>배치에서 한 번에 검사할 %1 수 (기본값: 코어 수).</translation>
    </message>
    <message>
        <source>Write a batch&apos;s JUnit report here.</source>
        <translation>배치의 JUnit 보고서를 여기에 씁니다.</translation>
    </message>
    <message>
        <source>Write a batch&apos;s HTML page here (self-contained, the worst case first).</source>
        <translation>배치의 HTML 페이지를 여기에 씁니다 (자체 완결, 가장 나쁜 사례부터).</translation>
    </message>
    <message>
        <source>Check only the K-th of N slices of the inputs (1/4 ... 4/4), the same slices on every machine, e.g. one per CI job.</source>
        <translation>입력을 N개로 나눈 조각 중 K번째만 검사합니다 (1/4 ... 4/4). 어느 머신에서나 같은 조각이며, 예를 들어 CI 작업마다 하나씩입니다.</translation>
    </message>
    <message>
        <source>In a batch: seconds one case may take before it is stopped and counted as not compared (default 300).</source>
        <translation>배치에서: 한 사례가 멈춰지고 비교 못 함으로 세어지기 전까지 걸릴 수 있는 초 (기본값 300).</translation>
    </message>
    <message>
        <source>--case-timeout expects seconds from 0.1 to 86400; got &apos;%1&apos;</source>
        <translation>--case-timeout에는 0.1에서 86400 사이의 초가 필요합니다; 받은 값 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 did not finish in %2 s: stopped</source>
        <translation>%1이(가) %2초 안에 끝나지 않아 중지했습니다</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1이(가) 비정상 종료되었습니다: %2</translation>
    </message>
    <message>
        <source>%1 ended with exit %2 and no report: %3</source>
        <translation>%1이(가) 종료 코드 %2로 보고서 없이 끝났습니다: %3</translation>
    </message>
    <message>
        <source>warned: %1</source>
        <translation>경고: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of the passes warned</source>
        <translation>
            <numerusform>통과 중 %n개 경고</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write %1: its folder cannot be made</source>
        <translation>%1을(를) 쓸 수 없습니다: 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>%1 frame(s) agree (largest difference %2 %3, %4 deg)</source>
        <translation>%1개 프레임 일치 (최대 차이 %2 %3, %4도)</translation>
    </message>
    <message>
        <source>%1 of %2 frame(s) diverge</source>
        <translation>%2개 프레임 중 %1개가 어긋남</translation>
    </message>
    <message>
        <source>Pose dump (JSON); several, or a folder of them (every NAME.json in it), make a batch.</source>
        <translation>포즈 덤프 (JSON). 여러 개, 또는 그 폴더(안의 모든 NAME.json)는 배치가 됩니다.</translation>
    </message>
    <message>
        <source>Dumps</source>
        <translation>덤프</translation>
    </message>
    <message>
        <source>Pose comparison: %1 against %2</source>
        <translation>포즈 비교: %1 대 %2</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s)</source>
        <translation>오류 %1개, 경고 %2개</translation>
    </message>
    <message>
        <source>Without --base: further manifests, or folders of them (every *.character.xml below), checked as a batch.</source>
        <translation>--base 없이: 더 많은 매니페스트, 또는 그 폴더(아래의 모든 *.character.xml)를 배치로 검사합니다.</translation>
    </message>
    <message>
        <source>Manifests</source>
        <translation>매니페스트</translation>
    </message>
    <message>
        <source>Validation: %1</source>
        <translation>검사: %1</translation>
    </message>
    <message>
        <source>--%1 is for a batch of manifests; --base checks one template</source>
        <translation>--%1은(는) 매니페스트 배치용입니다; --base는 템플릿 하나를 검사합니다</translation>
    </message>
    <message>
        <source>--case-timeout: %1</source>
        <translation>--case-timeout: %1</translation>
    </message>
    <message>
        <source>--case-timeout bounds the rig&apos;s render: give --rig</source>
        <translation>--case-timeout은 리그의 렌더링 시간을 제한합니다: --rig를 주십시오</translation>
    </message>
    <message>
        <source>&quot;command&quot; is &apos;%1&apos;, not compare-pose or validate</source>
        <translation>&quot;command&quot;가 &apos;%1&apos;입니다: compare-pose나 validate가 아닙니다</translation>
    </message>
    <message>
        <source>not a report of a compare-pose or validate batch: &quot;arguments&quot; or &quot;results&quot; is missing or not a list</source>
        <translation>compare-pose나 validate 배치의 보고서가 아닙니다: &quot;arguments&quot;나 &quot;results&quot;가 없거나 목록이 아닙니다</translation>
    </message>
    <message>
        <source>result %1 lacks its name, a status (error, failed, warned or passed), its seconds, or its details and warnings as lists of lines</source>
        <translation>결과 %1에 이름, 상태(error, failed, warned, passed), 초, 또는 줄 목록인 details와 warnings가 없습니다</translation>
    </message>
    <message>
        <source>Write every report of a batch into this folder (index.html, junit.xml, report.json), the form `rigstage-cli report merge` joins the shards of a batch from.</source>
        <translation>배치의 모든 보고서를 이 폴더에 씁니다(index.html, junit.xml, report.json): `rigstage-cli report merge`가 배치의 샤드를 합칠 때 읽는 형식.</translation>
    </message>
    <message>
        <source>commands</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>options</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Image file to write: PNG, or BMP (uncompressed: quicker to write and read) when its name ends in .bmp.</source>
        <translation>쓸 이미지 파일: PNG, 또는 이름이 .bmp로 끝나면 BMP (압축 없음: 쓰고 읽기가 더 빠름).</translation>
    </message>
    <message>
        <source>memory per character: %1 KB (the heap one more character of the crowd holds)</source>
        <translation>캐릭터당 메모리: %1 KB (군중에 캐릭터 하나가 더해질 때 늘어나는 힙)</translation>
    </message>
    <message>
        <source>--goals runs its own benchmarks and prints a table; %1 cannot go with it</source>
        <translation>--goals는 자체 벤치마크를 실행해 표를 출력합니다. %1 옵션은 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>game rig frame, one thread</source>
        <translation>게임 리그 프레임, 스레드 1개</translation>
    </message>
    <message>
        <source>game rig frame, every bone keyed, one thread</source>
        <translation>게임 리그 프레임, 모든 본에 키, 스레드 1개</translation>
    </message>
    <message>
        <source>game rig crowd of 1,000, one thread, per character</source>
        <translation>게임 리그 군중 1,000명, 스레드 1개, 캐릭터당</translation>
    </message>
    <message>
        <source>game rig characters per 60 Hz frame, two threads</source>
        <translation>60 Hz 프레임당 게임 리그 캐릭터 수, 스레드 2개</translation>
    </message>
    <message>
        <source>the same, every bone keyed</source>
        <translation>같은 조건, 모든 본에 키</translation>
    </message>
    <message>
        <source>game rig memory per character in a crowd</source>
        <translation>군중 속 게임 리그 캐릭터당 메모리</translation>
    </message>
    <message>
        <source>sculpt corrections, 50,000 vertices, every core</source>
        <translation>스컬프트 보정, 정점 50,000개, 모든 코어</translation>
    </message>
    <message>
        <source>slope adaptation, walker</source>
        <translation>경사 적응, 워커</translation>
    </message>
    <message>
        <source>slope adaptation, fox</source>
        <translation>경사 적응, 여우</translation>
    </message>
    <message>
        <source>slope adaptation, hexapod</source>
        <translation>경사 적응, 육족 보행체</translation>
    </message>
    <message>
        <source>IK Limb pair</source>
        <translation>IK Limb 한 쌍</translation>
    </message>
    <message>
        <source>linear-blend skinning per 100,000 vertices, every core</source>
        <translation>정점 100,000개당 선형 블렌드 스키닝, 모든 코어</translation>
    </message>
    <message>
        <source>no counter %1</source>
        <translation>%1 카운터가 없습니다</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>최대 %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>최소 %1</translation>
    </message>
    <message>
        <source>%1 did not run</source>
        <translation>%1이(가) 실행되지 않았습니다</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>수치 없음</translation>
    </message>
    <message>
        <source>Performance goals (docs/performance.md) on this machine, %1 hardware threads; &quot;every core&quot; goals were set for 2 cores:</source>
        <translation>이 머신의 성능 목표(docs/performance.md), 하드웨어 스레드 %1개. &quot;모든 코어&quot; 목표는 코어 2개 기준입니다:</translation>
    </message>
    <message>
        <source>met</source>
        <translation>달성</translation>
    </message>
    <message>
        <source>not met, %1x away</source>
        <translation>미달성, %1배 차이</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>측정 안 됨</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>보고만 함</translation>
    </message>
    <message>
        <source>Measures what a character costs per frame: the whole frame per character (median, min, max), per stage, per controller type and per helper joint, and the parallel efficiency of a crowd. Without a manifest, runs the benchmarks of tests/benchmarks (Google Benchmark options pass through); with --goals, the ones that measure the goals of docs/performance.md, shown as this machine&apos;s figures against the goals.</source>
        <translation>캐릭터의 프레임당 비용을 잽니다: 캐릭터당 프레임 전체(중앙값, 최소, 최대), 단계별, 컨트롤러 종류별, 헬퍼 조인트별 비용과 군중의 병렬 효율. 매니페스트가 없으면 tests/benchmarks의 벤치마크를 실행합니다(Google Benchmark 옵션은 그대로 전달됩니다). --goals를 주면 docs/performance.md의 목표를 재는 벤치마크만 실행해 이 머신의 수치를 목표와 나란히 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>HideBonesCommand</name>
    <message numerus="yes">
        <source>Hide %n bone(s)</source>
        <translation>
            <numerusform>본 %n개 숨기기</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show %n bone(s)</source>
        <translation>
            <numerusform>본 %n개 표시</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PoseDump</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1: %2 바이트에서 JSON이 아닙니다: %3</translation>
    </message>
    <message>
        <source>%1: expected an object with &quot;bones&quot; (names) and &quot;frames&quot; (each with &quot;frame&quot; and &quot;world&quot;), as eval writes</source>
        <translation>%1: eval이 쓰는 것처럼 &quot;bones&quot;(이름)와 &quot;frames&quot;(각각 &quot;frame&quot;과 &quot;world&quot;)가 있는 객체여야 합니다</translation>
    </message>
    <message>
        <source>%1: &quot;bones&quot; must hold names (strings)</source>
        <translation>%1: &quot;bones&quot;에는 이름(문자열)이 있어야 합니다</translation>
    </message>
    <message>
        <source>%1: frame entry %2, bone %3: a matrix is 16 numbers (column by column)</source>
        <translation>%1: 프레임 항목 %2, 본 %3: 행렬은 숫자 16개(열 순서)입니다</translation>
    </message>
    <message>
        <source>%1: bone %2 is listed twice</source>
        <translation>%1: 본 %2이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <source>%1: frame entry %2 needs a &quot;frame&quot; (a number of at most 1048576 in size) and one matrix per bone (%3); it has %4</source>
        <translation>%1: 프레임 항목 %2에는 &quot;frame&quot;(크기가 1048576 이하인 숫자)과 본마다 행렬 하나(%3개)가 필요합니다. 지금은 %4개입니다</translation>
    </message>
    <message>
        <source>pose dump</source>
        <translation>포즈 덤프</translation>
    </message>
    <message>
        <source>1 unit = %1 cm</source>
        <translation>1 단위 = %1 cm</translation>
    </message>
    <message>
        <source>neither text nor a number</source>
        <translation>텍스트도 숫자도 아님</translation>
    </message>
    <message>
        <source>%1: &quot;unit&quot; must be &quot;cm&quot;, &quot;m&quot;, &quot;mm&quot;, &quot;in&quot; or a number of centimetres per unit (1e-6 to 1e6); it is %2</source>
        <translation>%1: &quot;unit&quot;은 &quot;cm&quot;, &quot;m&quot;, &quot;mm&quot;, &quot;in&quot; 또는 단위당 센티미터 수(1e-6 ~ 1e6)여야 합니다. 현재 값: %2</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>텍스트 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 또는 false</translation>
    </message>
    <message>
        <source>an array or object</source>
        <translation>배열 또는 객체</translation>
    </message>
    <message>
        <source>%1: frame entry %2, bone %3: matrix entry %4 is %5, not a number</source>
        <translation>%1: 프레임 항목 %2, 본 %3: 행렬 항목 %4은(는) 숫자가 아니라 %5입니다</translation>
    </message>
    <message>
        <source>%1: frame entry %2, bone %3: matrix entry %4 is beyond a float&apos;s range</source>
        <translation>%1: 프레임 항목 %2, 본 %3: 행렬 항목 %4이(가) float 범위를 벗어납니다</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Orbit Alt+LMB · Pan Alt+MMB · Zoom Alt+RMB or wheel · Frame F (all: A)</source>
        <translation>궤도 Alt+왼쪽 버튼 · 이동 Alt+가운데 버튼 · 줌 Alt+오른쪽 버튼 또는 휠 · 맞추기 F (전체: A)</translation>
    </message>
    <message>
        <source>Orbit Alt+MMB · Pan MMB · Zoom Ctrl+Alt+MMB or wheel · Frame F (all: A)</source>
        <translation>궤도 Alt+가운데 버튼 · 이동 가운데 버튼 · 줌 Ctrl+Alt+가운데 버튼 또는 휠 · 맞추기 F (전체: A)</translation>
    </message>
    <message>
        <source>Orbit MMB · Pan Shift+MMB · Zoom Ctrl+MMB or wheel · Frame F (all: A)</source>
        <translation>궤도 가운데 버튼 · 이동 Shift+가운데 버튼 · 줌 Ctrl+가운데 버튼 또는 휠 · 맞추기 F (전체: A)</translation>
    </message>
</context>
<context>
    <name>ReloadCarryOver</name>
    <message>
        <source>costume %1</source>
        <translation>의상 %1</translation>
    </message>
    <message>
        <source>the costumes worn (they no longer stack)</source>
        <translation>착용한 의상(더 이상 쌓이지 않음)</translation>
    </message>
    <message>
        <source>Reloaded %1: nothing changed.</source>
        <translation>%1을(를) 다시 불러왔습니다: 바뀐 것이 없습니다.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1을(를) 다시 불러왔습니다: %2.</translation>
    </message>
    <message>
        <source>Reloaded %1.</source>
        <translation>%1을(를) 다시 불러왔습니다.</translation>
    </message>
    <message>
        <source>Not carried over (gone from the files): %1.</source>
        <translation>옮기지 못함(파일에서 사라짐): %1.</translation>
    </message>
</context>
<context>
    <name>ReloadReport</name>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 외 %2개</translation>
    </message>
    <message>
        <source>bones</source>
        <translation>본</translation>
    </message>
    <message>
        <source>added</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>이동</translation>
    </message>
    <message>
        <source>controllers</source>
        <translation>컨트롤러</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>clips</source>
        <translation>클립</translation>
    </message>
    <message>
        <source>costumes</source>
        <translation>의상</translation>
    </message>
    <message>
        <source>the manifest&apos;s modules (IK, locomotion, slope, physics, pipeline) changed</source>
        <translation>매니페스트의 모듈(IK, 이동, 경사, 물리, 파이프라인)이 바뀌었습니다</translation>
    </message>
    <message>
        <source>the meshes changed</source>
        <translation>메시가 바뀌었습니다</translation>
    </message>
</context>
<context>
    <name>StageWindow</name>
    <message>
        <source>no frame was rendered within %1 ms (is there an X server, and is QT3D_RENDERER=opengl?)</source>
        <translation>%1ms 안에 렌더링된 프레임이 없습니다 (X 서버가 있는지, QT3D_RENDERER=opengl인지 확인하세요)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Author and preview character rigs.</source>
        <translation>캐릭터 리그를 만들고 미리 봅니다.</translation>
    </message>
    <message>
        <source>Interface language, e.g. ko.</source>
        <translation>인터페이스 언어, 예: ko.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>Character manifest to open.</source>
        <translation>열 캐릭터 매니페스트.</translation>
    </message>
</context>
<context>
    <name>rigstage</name>
    <message>
        <source>&quot;kind&quot; must be &quot;flat&quot;, &quot;plane&quot;, &quot;stairs&quot; or &quot;bumps&quot;</source>
        <translation>&quot;kind&quot;는 &quot;flat&quot;, &quot;plane&quot;, &quot;stairs&quot;, &quot;bumps&quot; 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a number</source>
        <translation>&quot;%1&quot;은(는) 숫자여야 합니다</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (known: kind, height, slopeDegrees, directionDegrees, stepHeight, stepDepth, bumpHeight, bumpWavelength)</source>
        <translation>알 수 없는 키 &quot;%1&quot; (알려진 키: kind, height, slopeDegrees, directionDegrees, stepHeight, stepDepth, bumpHeight, bumpWavelength)</translation>
    </message>
    <message>
        <source>not JSON: %1 at offset %2</source>
        <translation>JSON이 아닙니다: 오프셋 %2에서 %1</translation>
    </message>
    <message>
        <source>the terrain must be a JSON object</source>
        <translation>지형은 JSON 객체여야 합니다</translation>
    </message>
</context>
<context>
    <name>rigstage::AddHelperBoneDialog</name>
    <message>
        <source>Add Helper Bone</source>
        <translation>헬퍼 본 추가</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>레이어:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Parent:</source>
        <translation>부모:</translation>
    </message>
    <message>
        <source>(select a bone first)</source>
        <translation>(먼저 본을 선택하세요)</translation>
    </message>
    <message>
        <source>On the parent</source>
        <translation>부모 위치에</translation>
    </message>
    <message>
        <source>On the other bone</source>
        <translation>다른 본 위치에</translation>
    </message>
    <message>
        <source>Half way between the parent and the other bone</source>
        <translation>부모와 다른 본의 중간에</translation>
    </message>
    <message>
        <source>Bind:</source>
        <translation>바인드:</translation>
    </message>
    <message>
        <source>Other bone:</source>
        <translation>다른 본:</translation>
    </message>
    <message>
        <source>The character has no layer above the base with a HelperJointSetting file.</source>
        <translation>이 캐릭터에는 HelperJointSetting 파일이 있는 베이스 위 레이어가 없습니다.</translation>
    </message>
    <message>
        <source>Select the new bone&apos;s parent before adding it.</source>
        <translation>추가하기 전에 새 본의 부모를 선택하세요.</translation>
    </message>
</context>
<context>
    <name>rigstage::AuthoringController</name>
    <message>
        <source>Position</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>회전</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>스케일</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>컨스트레인트</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>리스트</translation>
    </message>
    <message>
        <source>XYZ</source>
        <translation>XYZ</translation>
    </message>
    <message>
        <source>Expressions</source>
        <translation>표현식</translation>
    </message>
    <message>
        <source>&amp;Add Helper Bone...</source>
        <translation>헬퍼 본 추가(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Rename Helper Bone...</source>
        <translation>헬퍼 본 이름 바꾸기(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Delete Helper Bone...</source>
        <translation>헬퍼 본 삭제(&amp;D)...</translation>
    </message>
    <message>
        <source>Assign %1 Controller</source>
        <translation>%1 컨트롤러 지정</translation>
    </message>
    <message>
        <source>Remove Controller</source>
        <translation>컨트롤러 제거</translation>
    </message>
    <message>
        <source>Finish Picking Targets</source>
        <translation>타깃 선택 마치기</translation>
    </message>
    <message>
        <source>Cancel Picking Targets</source>
        <translation>타깃 선택 취소</translation>
    </message>
    <message>
        <source>Set Reaction &amp;Master...</source>
        <translation>리액션 마스터 설정(&amp;M)...</translation>
    </message>
    <message>
        <source>Rotation X</source>
        <translation>회전 X</translation>
    </message>
    <message>
        <source>Rotation Y</source>
        <translation>회전 Y</translation>
    </message>
    <message>
        <source>Rotation Z</source>
        <translation>회전 Z</translation>
    </message>
    <message>
        <source>Position X</source>
        <translation>위치 X</translation>
    </message>
    <message>
        <source>Position Y</source>
        <translation>위치 Y</translation>
    </message>
    <message>
        <source>Position Z</source>
        <translation>위치 Z</translation>
    </message>
    <message>
        <source>Reaction Master</source>
        <translation>리액션 마스터</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>채널:</translation>
    </message>
    <message>
        <source>Set Reaction &amp;Key...</source>
        <translation>리액션 키 설정(&amp;K)...</translation>
    </message>
    <message>
        <source>Reaction Key</source>
        <translation>리액션 키</translation>
    </message>
    <message>
        <source>Slave channel:</source>
        <translation>슬레이브 채널:</translation>
    </message>
    <message>
        <source>Select the helper bone to rename.</source>
        <translation>이름을 바꿀 헬퍼 본을 선택하세요.</translation>
    </message>
    <message>
        <source>Rename Helper Bone</source>
        <translation>헬퍼 본 이름 바꾸기</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>새 이름:</translation>
    </message>
    <message>
        <source>Select the helper bone to delete.</source>
        <translation>삭제할 헬퍼 본을 선택하세요.</translation>
    </message>
    <message>
        <source>Delete Helper Bone</source>
        <translation>헬퍼 본 삭제</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>%1을(를) 삭제할까요?</translation>
    </message>
    <message>
        <source>Delete %1? It is named by:
%2</source>
        <translation>%1을(를) 삭제할까요? 이 본을 참조하는 곳:
%2</translation>
    </message>
    <message>
        <source>Select the helper bone to assign %1 to.</source>
        <translation>%1을(를) 지정할 헬퍼 본을 선택하세요.</translation>
    </message>
    <message>
        <source>%1 for %2: click the target bones (%3); Enter assigns, Esc cancels.</source>
        <translation>%2의 %1: 타깃 본을 클릭하세요 (%3). Enter로 지정, Esc로 취소합니다.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>Reaction master: %1 %2 %3</source>
        <translation>리액션 마스터: %1 %2 %3</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>회전</translation>
    </message>
    <message>
        <source>position</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Select the slave bone to key.</source>
        <translation>키를 설정할 슬레이브 본을 선택하세요.</translation>
    </message>
</context>
<context>
    <name>rigstage::BoneLabelsController</name>
    <message>
        <source>Bone &amp;Labels</source>
        <translation>본 이름표(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>없음(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Selected Bone</source>
        <translation>선택한 본(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;All Bones</source>
        <translation>모든 본(&amp;A)</translation>
    </message>
</context>
<context>
    <name>rigstage::CompareDockController</name>
    <message>
        <source>Reference Picture</source>
        <translation>참조 이미지</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>이미지 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>Rigstage camera (*.json)</source>
        <translation>Rigstage 카메라 (*.json)</translation>
    </message>
    <message>
        <source>Pose Dump</source>
        <translation>포즈 덤프</translation>
    </message>
    <message>
        <source>Pose dump (*.json)</source>
        <translation>포즈 덤프 (*.json)</translation>
    </message>
    <message>
        <source>Load a reference picture to compare the character with it.</source>
        <translation>캐릭터와 비교할 참조 이미지를 불러오세요.</translation>
    </message>
    <message>
        <source>Cannot read the reference %1: %2</source>
        <translation>참조 이미지 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>camera file</source>
        <translation>카메라 파일</translation>
    </message>
    <message>
        <source>Cannot read the camera %1: %2</source>
        <translation>카메라 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The camera %1: %2</source>
        <translation>카메라 %1: %2</translation>
    </message>
    <message>
        <source>The camera %1: &quot;fps&quot; must be a frame rate above 0 and at most 1000</source>
        <translation>카메라 %1: &quot;fps&quot;는 0보다 크고 1000 이하인 프레임 레이트여야 합니다</translation>
    </message>
    <message>
        <source>The camera %1: &quot;%2&quot; must be a number</source>
        <translation>카메라 %1: &quot;%2&quot;은(는) 숫자여야 합니다</translation>
    </message>
    <message>
        <source>The camera %1 shows the clip &quot;%2&quot;, which the character does not have</source>
        <translation>카메라 %1은(는) 캐릭터에 없는 클립 &quot;%2&quot;을(를) 보여 줍니다</translation>
    </message>
    <message>
        <source>The camera %1: its time lies beyond frame %2 of the clip</source>
        <translation>카메라 %1: 시간이 클립의 프레임 %2 너머에 있습니다</translation>
    </message>
    <message>
        <source>Open a character and load a reference first.</source>
        <translation>먼저 캐릭터를 열고 참조 이미지를 불러오세요.</translation>
    </message>
    <message>
        <source>Rendering the comparison failed: %1</source>
        <translation>비교용 렌더링 실패: %1</translation>
    </message>
    <message>
        <source>%1 at frame %2</source>
        <translation>프레임 %2의 %1</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>먼저 캐릭터를 여세요.</translation>
    </message>
    <message>
        <source>No bone of %1 is in this character.</source>
        <translation>%1의 본이 이 캐릭터에 하나도 없습니다.</translation>
    </message>
    <message>
        <source>%1 is a pose dump of the clip &quot;%2&quot;, which the character does not have.</source>
        <translation>%1은(는) 캐릭터에 없는 클립 &quot;%2&quot;의 포즈 덤프입니다.</translation>
    </message>
    <message>
        <source>%1: its matrices are in %2, compared in %3 (the character&apos;s): positions x%4, bone axes x%5.</source>
        <translation>%1: 행렬은 %2 단위이며 캐릭터의 단위인 %3(으)로 비교합니다: 위치 x%4, 본 축 x%5.</translation>
    </message>
    <message>
        <source>%1, frame %2: %3 of %4 bones diverge; the first in evaluation order is %5 (%6 %8, %7 deg), selected.</source>
        <translation>%1, 프레임 %2: 본 %4개 중 %3개가 어긋남; 평가 순서에서 처음은 %5 (%6 %8, %7도), 선택했습니다.</translation>
    </message>
    <message>
        <source>%1: all %2 frames agree within %3 %4 and %5 deg.</source>
        <translation>%1: 프레임 %2개 모두 %3 %4, %5도 안에서 일치합니다.</translation>
    </message>
    <message>
        <source>No reference picture was chosen: nothing was loaded.</source>
        <translation>참조 그림을 고르지 않아 아무것도 불러오지 않았습니다.</translation>
    </message>
    <message>
        <source>Camera of %1 (Cancel: the current view)</source>
        <translation>%1의 카메라 (취소: 현재 뷰)</translation>
    </message>
    <message>
        <source>%1 has no camera file, and there is no view whose camera could stand in.</source>
        <translation>%1에는 카메라 파일이 없고, 대신 쓸 뷰의 카메라도 없습니다.</translation>
    </message>
    <message>
        <source>Compared from the current view: %1 has no camera file, so the viewport&apos;s camera stands in (at %2, looking at %3, %4), at frame %5. A camera file (%6 beside the picture) gives the DCC&apos;s.</source>
        <translation>현재 뷰에서 비교함: %1에 카메라 파일이 없어 뷰포트의 카메라를 대신 씁니다(위치 %2, 바라보는 점 %3, %4), 프레임 %5. 그림 옆에 카메라 파일(%6)이 있으면 DCC의 카메라를 씁니다.</translation>
    </message>
    <message>
        <source>orthographic</source>
        <translation>직교</translation>
    </message>
    <message>
        <source>%1 deg field of view</source>
        <translation>시야각 %1도</translation>
    </message>
    <message>
        <source>Compared from the camera %1.</source>
        <translation>카메라 %1에서 비교함.</translation>
    </message>
</context>
<context>
    <name>rigstage::ControllerEditor</name>
    <message>
        <source>Controller / option</source>
        <translation>컨트롤러 / 옵션</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): edit in the Reactions dock</source>
        <translation>
            <numerusform>포인트 %n개: 리액션 도크에서 편집</numerusform>
        </translation>
    </message>
    <message>
        <source>Move Entry Up</source>
        <translation>항목 위로 이동</translation>
    </message>
    <message>
        <source>Move Entry Down</source>
        <translation>항목 아래로 이동</translation>
    </message>
    <message>
        <source>Remove Entry</source>
        <translation>항목 제거</translation>
    </message>
    <message>
        <source>Remove Target</source>
        <translation>타깃 제거</translation>
    </message>
</context>
<context>
    <name>rigstage::CorrectionsDockController</name>
    <message>
        <source>Capture Correction</source>
        <translation>보정 캡처</translation>
    </message>
    <message>
        <source>Correction Driver</source>
        <translation>보정 구동</translation>
    </message>
    <message>
        <source>pose space (RBF over the similarities)</source>
        <translation>포즈 공간 (유사도에 대한 RBF)</translation>
    </message>
    <message>
        <source>shape (its similarity)</source>
        <translation>형태 (유사도)</translation>
    </message>
    <message>
        <source>bone %1</source>
        <translation>본 %1</translation>
    </message>
    <message>
        <source>Import Sculpt</source>
        <translation>스컬프트 가져오기</translation>
    </message>
    <message>
        <source>Sculpted shapes (*.obj *.gltf *.glb *.fbx *.dae);;All files (*)</source>
        <translation>스컬프트 형태 (*.obj *.gltf *.glb *.fbx *.dae);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Export Reference</source>
        <translation>기준 형태 내보내기</translation>
    </message>
    <message>
        <source>OBJ (*.obj)</source>
        <translation>OBJ (*.obj)</translation>
    </message>
    <message>
        <source>Wrote the reference shape to %1: sculpt it keeping the vertex order, then Import Sculpt.</source>
        <translation>기준 형태를 %1에 저장했습니다: 정점 순서를 유지하며 스컬프트한 뒤 스컬프트 가져오기를 하세요.</translation>
    </message>
    <message>
        <source>Cannot act at its pose: the vertices it looks at have the same shape there as in the bind pose, so pose space cannot tell the two apart and leaves it at 0. Drive it by a bone, or sculpt where the mesh bends.</source>
        <translation>이 포즈에서 작동할 수 없습니다: 보는 정점들이 그 포즈에서도 바인드 포즈와 같은 모양이라 포즈 공간이 둘을 구별하지 못해 0으로 둡니다. 본으로 구동하거나 메시가 굽는 곳을 스컬프트하세요.</translation>
    </message>
    <message>
        <source>Shares its pose with &apos;%1&apos; (the same reference shape): pose space gives each half the weight there. Capture one of them at another pose, or put both sculpts in one.</source>
        <translation>&apos;%1&apos;와(과) 포즈를 공유합니다 (같은 기준 형태): 포즈 공간이 그 포즈에서 각각에 가중치의 절반을 줍니다. 둘 중 하나를 다른 포즈에서 캡처하거나 두 스컬프트를 하나로 합치세요.</translation>
    </message>
    <message>
        <source>Its driver&apos;s range has no length (from = to = %1 degrees): the weight jumps from 0 to 1 there. Choose the bone again at another turn, or set from and to apart in the file.</source>
        <translation>구동 범위의 길이가 0입니다 (from = to = %1도): 가중치가 그 지점에서 0에서 1로 뜁니다. 다른 회전에서 본을 다시 고르거나 파일에서 from과 to를 다르게 지정하세요.</translation>
    </message>
    <message>
        <source>%1&apos;s turn about %2 (degrees, across) gives the weight (up). Drag keys, double-click to add one, Delete removes the selected one.</source>
        <translation>%1의 %2축 회전(도, 가로)이 가중치(세로)를 정합니다. 키를 드래그하고, 더블클릭으로 키를 추가하며, Delete로 선택한 키를 지웁니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::CorrectionsModel</name>
    <message>
        <source>The character has no mesh to correct (add &lt;Mesh&gt; to the manifest).</source>
        <translation>보정할 메시가 없습니다 (매니페스트에 &lt;Mesh&gt;를 추가하세요).</translation>
    </message>
    <message>
        <source>The correction file %1 did not load (see Messages); fix it and reload before capturing.</source>
        <translation>보정 파일 %1을(를) 읽지 못했습니다 (메시지 참고). 캡처하기 전에 고치고 다시 불러오세요.</translation>
    </message>
    <message>
        <source>Correction %1</source>
        <translation>보정 %1</translation>
    </message>
    <message>
        <source>Capture Correction</source>
        <translation>보정 캡처</translation>
    </message>
    <message>
        <source>Choose a correction first (capture one at the pose to correct).</source>
        <translation>먼저 보정을 선택하세요 (보정할 포즈에서 하나를 캡처).</translation>
    </message>
    <message>
        <source>The mesh &apos;%1&apos; of this correction is not loaded.</source>
        <translation>이 보정의 메시 &apos;%1&apos;이(가) 불러와지지 않았습니다.</translation>
    </message>
    <message>
        <source>The correction&apos;s pose lacks the skin bone &apos;%1&apos;.</source>
        <translation>보정의 포즈에 스킨 본 &apos;%1&apos;이(가) 없습니다.</translation>
    </message>
    <message>
        <source>%1 moves no vertex away from the correction&apos;s reference shape.</source>
        <translation>%1은(는) 보정의 기준 형태에서 정점을 하나도 움직이지 않습니다.</translation>
    </message>
    <message>
        <source>Import Sculpt</source>
        <translation>스컬프트 가져오기</translation>
    </message>
    <message>
        <source>Choose a correction first.</source>
        <translation>먼저 보정을 선택하세요.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1을(를) 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Select the bone that should drive the correction (a helper joint or a deform bone).</source>
        <translation>보정을 구동할 본을 선택하세요 (헬퍼 조인트나 디폼 본).</translation>
    </message>
    <message>
        <source>%1 is not turned at this pose: pose it where the correction should be whole, then choose it.</source>
        <translation>%1은(는) 이 포즈에서 회전하지 않았습니다: 보정이 온전히 적용될 포즈를 잡은 뒤 선택하세요.</translation>
    </message>
    <message>
        <source>Correction Driver</source>
        <translation>보정 구동</translation>
    </message>
    <message>
        <source>Mute Correction</source>
        <translation>보정 음소거</translation>
    </message>
    <message>
        <source>Unmute Correction</source>
        <translation>보정 음소거 해제</translation>
    </message>
    <message>
        <source>Solo Correction</source>
        <translation>보정 단독</translation>
    </message>
    <message>
        <source>Unsolo Correction</source>
        <translation>보정 단독 해제</translation>
    </message>
    <message>
        <source>Remove Correction</source>
        <translation>보정 제거</translation>
    </message>
    <message>
        <source>Edit Driver Curve</source>
        <translation>구동 커브 편집</translation>
    </message>
    <message>
        <source>Erase Zone</source>
        <translation>영역 지우기</translation>
    </message>
    <message>
        <source>Paint Zone</source>
        <translation>영역 칠하기</translation>
    </message>
</context>
<context>
    <name>rigstage::CorrectionsPanel</name>
    <message>
        <source>Correction</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>유사도</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>음소거</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>단독</translation>
    </message>
    <message>
        <source>How much of the sculpt applies at the current frame (0 to 1).</source>
        <translation>현재 프레임에서 스컬프트가 적용되는 정도 (0에서 1).</translation>
    </message>
    <message>
        <source>How much the current shape looks like the shape the correction was made for (1: the same, from the angles between its vertices and normals).</source>
        <translation>현재 형태가 보정을 만든 형태와 얼마나 닮았는지 (1: 같음, 정점과 노멀 사이의 각도로 계산).</translation>
    </message>
    <message>
        <source>Capture at This Pose</source>
        <translation>이 포즈에서 캡처</translation>
    </message>
    <message>
        <source>Adds a correction whose reference shape is the mesh as it is now. Export it, sculpt it in your DCC keeping the vertex order, and import the sculpt.</source>
        <translation>지금의 메시를 기준 형태로 하는 보정을 추가합니다. 내보내고, DCC에서 정점 순서를 유지한 채 스컬프트한 뒤 가져오세요.</translation>
    </message>
    <message>
        <source>Export Reference...</source>
        <translation>기준 형태 내보내기...</translation>
    </message>
    <message>
        <source>Writes the chosen correction&apos;s reference shape as OBJ (centimetres) to sculpt on.</source>
        <translation>선택한 보정의 기준 형태를 스컬프트용 OBJ(센티미터)로 저장합니다.</translation>
    </message>
    <message>
        <source>Import Sculpt...</source>
        <translation>스컬프트 가져오기...</translation>
    </message>
    <message>
        <source>Reads the sculpted shape (OBJ, glTF, FBX, ...) with the mesh&apos;s vertex order.</source>
        <translation>메시와 같은 정점 순서의 스컬프트 형태(OBJ, glTF, FBX 등)를 읽습니다.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Heat map of the chosen correction</source>
        <translation>선택한 보정의 히트맵</translation>
    </message>
    <message>
        <source>Colours the mesh by how far the chosen correction moves each vertex at full weight.</source>
        <translation>선택한 보정이 최대 가중치에서 각 정점을 얼마나 움직이는지에 따라 메시를 색칠합니다.</translation>
    </message>
    <message>
        <source>Has errors (see Messages): it does not apply.</source>
        <translation>오류가 있어 적용되지 않습니다 (메시지 참고).</translation>
    </message>
    <message>
        <source>No sculpt yet: export the reference, sculpt it, import it.</source>
        <translation>아직 스컬프트가 없습니다: 기준 형태를 내보내 스컬프트한 뒤 가져오세요.</translation>
    </message>
    <message numerus="yes">
        <source>Moves %n vertices.</source>
        <translation>
            <numerusform>정점 %n개를 움직입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Driven by</source>
        <translation>구동</translation>
    </message>
    <message>
        <source>Pose the character where the mesh looks wrong, capture, sculpt the fix; it blends in as the shape comes back to that pose.</source>
        <translation>메시가 어색한 포즈를 잡고 캡처한 뒤 수정 사항을 스컬프트하세요. 형태가 그 포즈로 돌아올 때 섞여 들어갑니다.</translation>
    </message>
    <message>
        <source>The character has no mesh: add &lt;Mesh file=&quot;...&quot;/&gt; to its manifest to correct it.</source>
        <translation>캐릭터에 메시가 없습니다: 보정하려면 매니페스트에 &lt;Mesh file=&quot;...&quot;/&gt;를 추가하세요.</translation>
    </message>
    <message>
        <source>Driven by:</source>
        <translation>구동:</translation>
    </message>
    <message>
        <source>Pose space (similarity, RBF)</source>
        <translation>포즈 공간 (유사도, RBF)</translation>
    </message>
    <message>
        <source>Shape similarity</source>
        <translation>형태 유사도</translation>
    </message>
    <message>
        <source>Selected bone&apos;s turn</source>
        <translation>선택한 본의 회전</translation>
    </message>
    <message>
        <source>Pose space blends the corrections by how alike the shape is to each one&apos;s reference; the selected bone&apos;s turn gives weight 0 at its bind pose and 1 at its turn now.</source>
        <translation>포즈 공간은 형태가 각 보정의 기준과 얼마나 닮았는지로 보정을 섞습니다. 선택한 본의 회전은 바인드 포즈에서 가중치 0, 지금의 회전에서 1을 줍니다.</translation>
    </message>
    <message>
        <source>Paint Zone</source>
        <translation>영역 칠하기</translation>
    </message>
    <message>
        <source>Drag on the mesh to add the vertices under the brush to the chosen correction&apos;s recognition zone (the extra vertices its shape analysis looks at); Ctrl-drag removes them. Each stroke is one undo step.</source>
        <translation>메시 위를 드래그하면 브러시 아래 버텍스를 선택한 보정의 인식 영역(형태 분석이 추가로 보는 버텍스)에 더합니다. Ctrl+드래그는 빼냅니다. 한 획이 실행 취소 한 단계입니다.</translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation>브러시:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The brush radius on the screen: the vertices drawn within it are painted.</source>
        <translation>화면에서의 브러시 반지름: 그 안에 그려진 버텍스가 칠해집니다.</translation>
    </message>
    <message>
        <source>Key tangent:</source>
        <translation>키 탄젠트:</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>평탄</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>부드럽게</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>선형</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>계단</translation>
    </message>
    <message>
        <source>How the curve leaves and enters the selected key: flat eases in and out, smooth follows its neighbours, linear goes straight, step holds the weight until the next key.</source>
        <translation>커브가 선택한 키로 들어오고 나가는 방식: 평탄은 천천히 들어오고 나가며, 부드럽게는 이웃 키를 따르고, 선형은 곧게 가며, 계단은 다음 키까지 가중치를 유지합니다.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>가중치</translation>
    </message>
    <message numerus="yes">
        <source>Zone: %n vertices</source>
        <translation>
            <numerusform>영역: 버텍스 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::CostumeCompareController</name>
    <message>
        <source>Compare &amp;Costumes...</source>
        <translation>의상 비교(&amp;C)...</translation>
    </message>
    <message>
        <source>Copies of the character in chosen costume sets, playing in step with it: side by side, or overlaid with a divider to drag, each set&apos;s findings listed.</source>
        <translation>고른 의상 세트를 입은 캐릭터 복사본이 캐릭터와 같은 프레임으로 재생됩니다. 나란히 또는 끌 수 있는 구분선으로 겹쳐 보이며, 세트마다 검사 결과가 나열됩니다.</translation>
    </message>
    <message>
        <source>Stop Comparing Costumes</source>
        <translation>의상 비교 끝내기</translation>
    </message>
    <message>
        <source>Costume Findings</source>
        <translation>의상 검사 결과</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>왼쪽: %1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>오른쪽: %1</translation>
    </message>
    <message>
        <source>%1: no findings</source>
        <translation>%1: 검사 결과 없음</translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation>%1: 오류 %2개, 경고 %3개</translation>
    </message>
    <message>
        <source>(does not stack: not shown)</source>
        <translation>(쌓이지 않음: 표시 안 함)</translation>
    </message>
    <message>
        <source>&amp;Wear This Set</source>
        <translation>이 세트 입기(&amp;W)</translation>
    </message>
    <message>
        <source>The character wears this copy&apos;s costume set (one undo step); the comparison goes on.</source>
        <translation>캐릭터가 이 복사본의 의상 세트를 입습니다(실행 취소 한 단계). 비교는 계속됩니다.</translation>
    </message>
    <message>
        <source>&amp;Wear This Set (%1)</source>
        <translation>이 세트 입기(&amp;W) (%1)</translation>
    </message>
</context>
<context>
    <name>rigstage::CostumeCompareDialog</name>
    <message>
        <source>Compare Costumes</source>
        <translation>의상 비교</translation>
    </message>
    <message>
        <source>Costume sets to show:</source>
        <translation>보여 줄 의상 세트:</translation>
    </message>
    <message>
        <source>No costume</source>
        <translation>의상 없음</translation>
    </message>
    <message>
        <source>&amp;Side by side (copies beside the character)</source>
        <translation>나란히(&amp;S) (캐릭터 옆에 복사본)</translation>
    </message>
    <message>
        <source>&amp;Wipe (two sets overlaid, a divider to drag)</source>
        <translation>와이프(&amp;W) (두 세트를 겹치고 끌 수 있는 구분선)</translation>
    </message>
    <message>
        <source>A wipe compares exactly two sets.</source>
        <translation>와이프는 정확히 두 세트를 비교합니다.</translation>
    </message>
    <message>
        <source>Tick at least one set.</source>
        <translation>세트를 하나 이상 체크하세요.</translation>
    </message>
    <message>
        <source>Worn now: %1</source>
        <translation>지금 입은 것: %1</translation>
    </message>
</context>
<context>
    <name>rigstage::CostumeComparison</name>
    <message>
        <source>No costume</source>
        <translation>의상 없음</translation>
    </message>
    <message>
        <source>Open a character first.</source>
        <translation>먼저 캐릭터를 여세요.</translation>
    </message>
    <message>
        <source>Choose at least one costume set.</source>
        <translation>의상 세트를 하나 이상 고르세요.</translation>
    </message>
    <message>
        <source>A wipe compares exactly two costume sets; %1 are chosen.</source>
        <translation>와이프는 의상 세트 정확히 두 개를 비교합니다. %1개가 선택되었습니다.</translation>
    </message>
    <message>
        <source>The character has no costume %1.</source>
        <translation>캐릭터에 의상 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>The costume sets could not be built; see Messages.</source>
        <translation>의상 세트를 만들 수 없습니다. 메시지를 보세요.</translation>
    </message>
</context>
<context>
    <name>rigstage::CrowdMenu</name>
    <message>
        <source>&amp;Crowd</source>
        <translation>군중(&amp;C)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source>%1 Characters</source>
        <translation>캐릭터 %1개</translation>
    </message>
    <message>
        <source>Copies of the character in mixed costumes, each at its own place in the clip, on a grid beside it: what a crowd of this rig looks like and costs (the status bar shows the time).</source>
        <translation>여러 코스튬을 입은 캐릭터의 복사본을 각자 클립의 다른 위치로 옆 격자에 놓습니다: 이 리그의 군중이 어떻게 보이고 얼마나 드는지 보여 줍니다(상태 표시줄에 시간이 표시됩니다).</translation>
    </message>
    <message>
        <source>Skinned &amp;Bodies</source>
        <translation>스킨 적용 몸체(&amp;B)</translation>
    </message>
    <message>
        <source>The copies&apos; skinned bodies, each in its own costume, at a game crowd&apos;s lower level of detail (shown with View &gt; Show Mesh); right-click a copy to open it alone.</source>
        <translation>복사본마다 자기 의상을 입은 스킨 적용 몸체를 게임 군중처럼 낮은 디테일로 그립니다(보기 &gt; 메시 표시가 켜져 있을 때). 복사본을 오른쪽 클릭하면 그 복사본만 따로 열 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::CrowdView</name>
    <message>
        <source>Open This &amp;Instance</source>
        <translation>이 인스턴스 열기(&amp;I)</translation>
    </message>
    <message>
        <source>The character alone in this copy&apos;s costumes, at the frame the copy plays.</source>
        <translation>이 복사본의 의상을 입은 캐릭터만, 복사본이 재생하던 프레임에서 보여 줍니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::DependencyGraphView</name>
    <message>
        <source>Everything</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Upstream of the selection</source>
        <translation>선택 항목의 상류</translation>
    </message>
    <message>
        <source>Downstream of the selection</source>
        <translation>선택 항목의 하류</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>표시</translation>
    </message>
    <message>
        <source>Cycle: %1</source>
        <translation>순환: %1</translation>
    </message>
</context>
<context>
    <name>rigstage::DockLayout</name>
    <message>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>아웃라이너</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>인스펙터</translation>
    </message>
    <message>
        <source>Procedural</source>
        <translation>프로시저럴</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>리액션</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Profiler</source>
        <translation>프로파일러</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Dependencies</source>
        <translation>의존 관계</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>창(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>레이아웃 초기화(&amp;R)</translation>
    </message>
</context>
<context>
    <name>rigstage::Document</name>
    <message>
        <source>Loading %1 was cancelled.</source>
        <translation>%1 불러오기가 취소되었습니다.</translation>
    </message>
    <message>
        <source>%1 did not open; the character shown before stays open.</source>
        <translation>%1을(를) 열지 못했습니다. 이전 캐릭터가 그대로 열려 있습니다.</translation>
    </message>
    <message>
        <source>Opened %1: %2 bones in %3 layers, %4 helper joints, %5 clip(s).</source>
        <translation>%1을(를) 열었습니다: 레이어 %3개에 본 %2개, 헬퍼 조인트 %4개, 클립 %5개.</translation>
    </message>
    <message>
        <source>The costumes could not be worn; nothing changed.</source>
        <translation>코스튬을 입힐 수 없어 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 편집</translation>
    </message>
    <message>
        <source>Edit Reaction Curve</source>
        <translation>리액션 커브 편집</translation>
    </message>
    <message>
        <source>rig edits in %1</source>
        <translation>%1의 리그 편집</translation>
    </message>
    <message>
        <source>Recover unsaved edits</source>
        <translation>저장하지 않은 편집 복구</translation>
    </message>
    <message>
        <source>Rigstage closed without saving edits to %1 (autosaved %2). Restore them?</source>
        <translation>Rigstage가 %1의 편집을 저장하지 않고 종료되었습니다 (자동 저장 %2). 복원할까요?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>The edits to %1 could not be restored: %2
The recovery file stays at %3.</source>
        <translation>%1의 편집을 복원하지 못했습니다: %2
복구 파일은 %3에 그대로 있습니다.</translation>
    </message>
    <message>
        <source>the character did not open</source>
        <translation>캐릭터를 열지 못했습니다</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before %2?</source>
        <translation>%1에 저장하지 않은 변경이 있습니다. %2 전에 저장할까요?</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>저장되지 않음</translation>
    </message>
    <message>
        <source>Wear Costumes</source>
        <translation>코스튬 입기</translation>
    </message>
    <message>
        <source>A recovery file cannot be offered: %1
It stays at %2.</source>
        <translation>복구 파일을 제시할 수 없습니다: %1
파일은 %2에 그대로 있습니다.</translation>
    </message>
    <message>
        <source>it is not readable</source>
        <translation>읽을 수 없습니다</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1이(가) 더 이상 없습니다</translation>
    </message>
    <message>
        <source>the view state (hidden bones and layers, the ground, stages switched off)</source>
        <translation>뷰 상태 (숨긴 본과 레이어, 지면, 끈 단계)</translation>
    </message>
    <message>
        <source>recovery file</source>
        <translation>복구 파일</translation>
    </message>
    <message>
        <source>Reloading %1</source>
        <translation>%1 다시 불러오는 중</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 여는 중</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n costume(s) from %1 until the character is opened again; the manifest is not changed.</source>
        <translation>
            <numerusform>의상 %n개를 %1에서 불러왔습니다. 캐릭터를 다시 열 때까지 유지되며, 매니페스트는 바뀌지 않습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::DocumentSaver</name>
    <message>
        <source>sculpt corrections</source>
        <translation>스컬프트 보정</translation>
    </message>
    <message>
        <source>rig edits in %1</source>
        <translation>%1의 리그 편집</translation>
    </message>
    <message>
        <source>the view state (hidden bones and layers, hand poses, the ground, stages switched off)</source>
        <translation>보기 상태(숨긴 본과 레이어, 수동 포즈, 지면, 끈 단계)</translation>
    </message>
    <message>
        <source>Nothing to save: no character is open.</source>
        <translation>저장할 것이 없습니다: 열린 캐릭터가 없습니다.</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was read; it was written whole.</source>
        <translation>%1이(가) 읽은 뒤 디스크에서 바뀌어 파일 전체를 다시 썼습니다.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1을(를) 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>rig file</source>
        <translation>리그 파일</translation>
    </message>
    <message>
        <source>view state</source>
        <translation>뷰 상태</translation>
    </message>
    <message>
        <source>%1: cannot read the view state: %2</source>
        <translation>%1: 뷰 상태를 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1: the view state is not valid JSON (%2); it is ignored.</source>
        <translation>%1: 뷰 상태가 올바른 JSON이 아니어서 (%2) 무시합니다.</translation>
    </message>
    <message>
        <source>The recovered edits belong to %1, which is not open.</source>
        <translation>복구한 편집은 열려 있지 않은 %1의 것입니다.</translation>
    </message>
    <message>
        <source>The recovered text of %1 cannot be used.</source>
        <translation>복구한 %1의 내용을 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>The recovered corrections cannot be used.</source>
        <translation>복구된 보정을 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>The recovered edits do not compile; nothing was changed.</source>
        <translation>복구한 편집이 컴파일되지 않아 아무것도 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>the recovered edits</source>
        <translation>복구한 편집</translation>
    </message>
    <message>
        <source>manifest</source>
        <translation>매니페스트</translation>
    </message>
    <message>
        <source>Saved %1, but could not name it in %2%4; add &lt;Corrections file=&quot;%3&quot;/&gt; to the manifest.</source>
        <translation>%1을(를) 저장했지만 %2에 기록하지 못했습니다. 매니페스트에 &lt;Corrections file=&quot;%3&quot;/&gt;를 추가하세요. {1,?} {2%4;?} {3&quot;?}</translation>
    </message>
    <message>
        <source>bones in %1</source>
        <translation>%1의 본</translation>
    </message>
    <message>
        <source>The recovered bones cannot be used.</source>
        <translation>복구된 본을 사용할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::FileActions</name>
    <message>
        <source>&amp;Open...</source>
        <translation>열기(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>다시 불러오기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Write the edited HelperJointSetting files (only the edited text changes).</source>
        <translation>편집한 HelperJointSetting 파일을 씁니다 (편집한 부분만 바뀝니다).</translation>
    </message>
    <message>
        <source>Save &amp;View State</source>
        <translation>뷰 상태 저장(&amp;V)</translation>
    </message>
    <message>
        <source>Write the hidden bones and layers, the camera, the ground and the stages switched off next to the manifest.</source>
        <translation>숨긴 본과 레이어, 카메라, 지면, 끈 단계를 매니페스트 옆에 씁니다.</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Open Character</source>
        <translation>캐릭터 열기</translation>
    </message>
    <message>
        <source>Characters and models (*.xml *.fbx *.glb *.gltf *.dae *.x *.b3d *.obj);;Character manifests (*.xml);;All files (*)</source>
        <translation>캐릭터와 모델 (*.xml *.fbx *.glb *.gltf *.dae *.x *.b3d *.obj);;캐릭터 매니페스트 (*.xml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>%1: not a character manifest (.xml) or a model Assimp reads (FBX, glTF, COLLADA, ...).</source>
        <translation>%1: 캐릭터 매니페스트(.xml)도, Assimp가 읽는 모델(FBX, glTF, COLLADA 등)도 아닙니다.</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <source>Loading %1...</source>
        <translation>%1 불러오는 중...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>%1 no longer exists; removed from Open Recent.</source>
        <translation>%1 파일이 더 이상 없어 최근 파일 목록에서 제거했습니다.</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>다시 불러오기</translation>
    </message>
    <message>
        <source>Saved the rig edits.</source>
        <translation>리그 편집을 저장했습니다.</translation>
    </message>
    <message>
        <source>No rig edits to save.</source>
        <translation>저장할 리그 편집이 없습니다.</translation>
    </message>
    <message>
        <source>The view state is not saved: File &gt; Save View State.</source>
        <translation>뷰 상태는 저장되지 않았습니다: 파일 &gt; 뷰 상태 저장.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 저장됨</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>rigstage::InspectorDockController</name>
    <message>
        <source>Reset to the Clip</source>
        <translation>클립대로 되돌리기</translation>
    </message>
    <message>
        <source>B (baked)</source>
        <translation>B (베이크)</translation>
    </message>
    <message>
        <source>D (deformable)</source>
        <translation>D (변형)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Position: %1</source>
        <translation>위치: %1</translation>
    </message>
    <message>
        <source>Rotation: %1</source>
        <translation>회전: %1</translation>
    </message>
    <message>
        <source>Scale: %1</source>
        <translation>스케일: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pose %n bone(s) by hand</source>
        <translation>
            <numerusform>본 %n개 손으로 포즈 잡기</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n bone(s) by hand</source>
        <translation>
            <numerusform>본 %n개 손으로 옮기기</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::InspectorWidget</name>
    <message>
        <source>No bone selected. Click a bone in the viewport.</source>
        <translation>선택한 본이 없습니다. 뷰포트에서 본을 클릭하세요.</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>레이어</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>플래그</translation>
    </message>
    <message>
        <source>Controllers</source>
        <translation>컨트롤러</translation>
    </message>
    <message>
        <source>Local position</source>
        <translation>로컬 위치</translation>
    </message>
    <message>
        <source>Local rotation (XYZ, deg)</source>
        <translation>로컬 회전 (XYZ, 도)</translation>
    </message>
    <message>
        <source>Local scale</source>
        <translation>로컬 스케일</translation>
    </message>
    <message>
        <source>World position</source>
        <translation>월드 위치</translation>
    </message>
    <message>
        <source>World rotation (XYZ, deg)</source>
        <translation>월드 회전 (XYZ, 도)</translation>
    </message>
    <message>
        <source>World scale</source>
        <translation>월드 스케일</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a position and its unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (레벨 %2)</translation>
    </message>
    <message>
        <source>none (baked or static)</source>
        <translation>없음 (베이크 또는 고정)</translation>
    </message>
</context>
<context>
    <name>rigstage::LayerBrowserController</name>
    <message>
        <source>Position: %1</source>
        <translation>위치: %1</translation>
    </message>
    <message>
        <source>Rotation: %1</source>
        <translation>회전: %1</translation>
    </message>
    <message>
        <source>Scale: %1</source>
        <translation>스케일: %1</translation>
    </message>
</context>
<context>
    <name>rigstage::LayerBrowserWidget</name>
    <message>
        <source>Filter bones</source>
        <translation>본 필터</translation>
    </message>
    <message>
        <source>Show the bones of one layer</source>
        <translation>한 레이어의 본만 표시</translation>
    </message>
    <message>
        <source>Layer / bone</source>
        <translation>레이어 / 본</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>플래그</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <source>Costumes (checked = worn):</source>
        <translation>코스튬 (체크 = 착용):</translation>
    </message>
    <message>
        <source>All layers</source>
        <translation>모든 레이어</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (레벨 %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n bone(s), %1</source>
        <translation>
            <numerusform>본 %n개, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>procedural</source>
        <translation>프로시저럴</translation>
    </message>
    <message>
        <source>baked</source>
        <translation>베이크</translation>
    </message>
    <message>
        <source>%1 (does not follow the naming convention)</source>
        <translation>%1 (이름 규칙을 따르지 않음)</translation>
    </message>
    <message>
        <source>%1
prefix %2, name %3</source>
        <translation>%1
접두어 %2, 이름 %3</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s):
%3</source>
        <translation>오류 %1개, 경고 %2개:
%3</translation>
    </message>
    <message>
        <source>Validated: no findings.</source>
        <translation>검사 완료: 문제 없음.</translation>
    </message>
    <message>
        <source>Locate...</source>
        <translation>위치 찾기...</translation>
    </message>
    <message>
        <source>Choose the folder that holds the files of a costume that did not load (the selected one, else the first); it loads from there until the character is opened again. The manifest is not changed.</source>
        <translation>불러오지 못한 코스튬(선택한 것, 없으면 첫 번째)의 파일이 있는 폴더를 고릅니다. 캐릭터를 다시 열 때까지 그 폴더에서 불러오며, 매니페스트는 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>%1 (not loaded)</source>
        <translation>%1 (불러오지 못함)</translation>
    </message>
    <message>
        <source>Not loaded, so it cannot be worn:
%1
Locate... (right-click) chooses the folder that holds its files.</source>
        <translation>불러오지 못해 입을 수 없습니다:
%1
위치 찾기...(오른쪽 클릭)로 파일이 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <source>Locate the Folder of Costume %1</source>
        <translation>코스튬 %1의 폴더 찾기</translation>
    </message>
</context>
<context>
    <name>rigstage::LiveReloadController</name>
    <message>
        <source>Reload When Files &amp;Change</source>
        <translation>파일이 바뀌면 다시 불러오기(&amp;C)</translation>
    </message>
    <message>
        <source>Reload the character when an exporter (or an editor) writes one of its files.</source>
        <translation>익스포터(또는 편집기)가 캐릭터의 파일을 쓰면 캐릭터를 다시 불러옵니다.</translation>
    </message>
    <message>
        <source>Changed on disk: %1</source>
        <translation>디스크에서 바뀜: %1</translation>
    </message>
    <message>
        <source>Reloaded in %1 s</source>
        <translation>%1초 만에 다시 불러옴</translation>
    </message>
    <message>
        <source>The reload took %1 s: %2 ms for the writes to settle, %3 ms reading the files (unchanged files taken from the last read: %4), %5 ms rebuilding, %6 ms to show it.</source>
        <translation>다시 불러오기에 %1초 걸림: 쓰기가 끝나기를 기다림 %2 ms, 파일 읽기 %3 ms (지난번 읽은 것에서 그대로 가져온 파일: %4개), 다시 만들기 %5 ms, 표시 %6 ms.</translation>
    </message>
    <message>
        <source>Kept your unsaved edits; File &gt; Save will write over what changed on disk.</source>
        <translation>저장하지 않은 편집을 유지했습니다. 파일 &gt; 저장하면 디스크에서 바뀐 내용을 덮어씁니다.</translation>
    </message>
    <message>
        <source>Files changed on disk</source>
        <translation>디스크의 파일이 바뀜</translation>
    </message>
    <message>
        <source>%1 changed on disk, and %2 has unsaved edits. Reload the files and lose the edits?</source>
        <translation>디스크에서 %1이(가) 바뀌었고 %2에 저장하지 않은 편집이 있습니다. 파일을 다시 불러오고 편집을 버릴까요?</translation>
    </message>
    <message>
        <source>Reload and Discard My Edits</source>
        <translation>다시 불러오고 내 편집 버리기</translation>
    </message>
    <message>
        <source>Keep My Edits</source>
        <translation>내 편집 유지</translation>
    </message>
    <message>
        <source>Your edits were put back on top of the new files.</source>
        <translation>편집 내용을 새 파일 위에 다시 적용했습니다.</translation>
    </message>
    <message>
        <source>Your edits were put back on top of the new files; changed in both, yours kept: %1</source>
        <translation>편집 내용을 새 파일 위에 다시 적용했습니다. 양쪽에서 바뀌어 내 편집을 유지한 본: %1</translation>
    </message>
    <message>
        <source>Not put back (their files are no longer read): %1</source>
        <translation>다시 적용하지 못함 (해당 파일을 더 이상 읽지 않음): %1</translation>
    </message>
    <message>
        <source>Reload and Re-apply My Edits</source>
        <translation>다시 불러오고 내 편집 다시 적용</translation>
    </message>
    <message>
        <source>Read the DCC&apos;s files, then put each bone you changed back on top of them; bones both changed are listed, and yours are kept.</source>
        <translation>DCC의 파일을 읽은 뒤 내가 바꾼 본을 그 위에 다시 적용합니다. 양쪽에서 바뀐 본은 목록으로 보여 주고 내 편집을 유지합니다.</translation>
    </message>
    <message>
        <source>Your edits could not be put on the new files; the files are shown as the DCC wrote them. Why, and your versions of the bones to put back by hand: %1</source>
        <translation>편집 내용을 새 파일에 다시 적용할 수 없어 파일은 DCC가 쓴 그대로 표시됩니다. 이유와, 직접 되돌려 넣을 내 본 버전: %1</translation>
    </message>
</context>
<context>
    <name>rigstage::MainWindow</name>
    <message>
        <source>Rigstage</source>
        <translation>Rigstage</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>재생(&amp;P)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>%1 - Rigstage [*]</source>
        <translation>%1 - Rigstage [*]</translation>
    </message>
    <message>
        <source>&amp;Maximize Viewport</source>
        <translation>뷰포트 최대화(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Navigation</source>
        <translation>내비게이션(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rig</source>
        <translation>리그(&amp;R)</translation>
    </message>
</context>
<context>
    <name>rigstage::ManipulatorController</name>
    <message>
        <source>&amp;Rotate Manipulator</source>
        <translation>회전 매니퓰레이터(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Move Manipulator</source>
        <translation>이동 매니퓰레이터(&amp;M)</translation>
    </message>
    <message>
        <source>Manipulator &amp;Space</source>
        <translation>매니퓰레이터 공간(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Local (the bone&apos;s axes)</source>
        <translation>로컬(본의 축)(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Parent (the parent&apos;s axes)</source>
        <translation>부모(부모의 축)(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;World</source>
        <translation>월드(&amp;W)</translation>
    </message>
    <message>
        <source>Reset All Hand &amp;Poses</source>
        <translation>모든 수동 포즈 되돌리기(&amp;P)</translation>
    </message>
    <message>
        <source>Every bone posed by hand back to the clip, as one undo step.</source>
        <translation>손으로 포즈한 모든 본을 클립으로 되돌립니다(한 번에 실행 취소).</translation>
    </message>
    <message numerus="yes">
        <source>%n bone(s) back to the clip.</source>
        <translation>
            <numerusform>본 %n개를 클립으로 되돌렸습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rings around the selected bones: drag one to turn them about that axis, on top of the clip.</source>
        <translation>선택한 본들을 둘러싼 링: 하나를 드래그하면 클립 위에 더해 그 축을 중심으로 본들을 돌립니다.</translation>
    </message>
    <message>
        <source>Arrows from the selected bones: drag one to move them along that axis, on top of the clip.</source>
        <translation>선택한 본들에서 나온 화살표: 하나를 드래그하면 클립 위에 더해 그 축을 따라 본들을 옮깁니다.</translation>
    </message>
    <message>
        <source>Manipulator P&amp;ivot</source>
        <translation>매니퓰레이터 피벗(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Individual Origins (each bone about its own)</source>
        <translation>개별 원점(각 본이 자기 원점을 중심으로)(&amp;I)</translation>
    </message>
    <message>
        <source>Selection &amp;Centre</source>
        <translation>선택 중심(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Active Bone</source>
        <translation>활성 본(&amp;A)</translation>
    </message>
    <message>
        <source>Manipulator S&amp;napping</source>
        <translation>매니퓰레이터 스냅(&amp;N)</translation>
    </message>
    <message>
        <source>Snap &amp;Angle</source>
        <translation>각도 스냅(&amp;A)</translation>
    </message>
    <message>
        <source>A drag on a ring turns by whole steps of the angle chosen below.</source>
        <translation>링을 드래그하면 아래에서 고른 각도의 정수 배로 돌립니다.</translation>
    </message>
    <message>
        <source>5° Steps</source>
        <translation>5° 단위</translation>
    </message>
    <message>
        <source>15° Steps</source>
        <translation>15° 단위</translation>
    </message>
    <message>
        <source>45° Steps</source>
        <translation>45° 단위</translation>
    </message>
    <message>
        <source>Snap &amp;Distance</source>
        <translation>거리 스냅(&amp;D)</translation>
    </message>
    <message>
        <source>A drag on an arrow moves by whole steps of the distance chosen below, in the rig&apos;s units.</source>
        <translation>화살표를 드래그하면 아래에서 고른 거리(리그 단위)의 정수 배로 옮깁니다.</translation>
    </message>
    <message>
        <source>Steps of 1 Unit</source>
        <translation>1단위씩</translation>
    </message>
    <message>
        <source>Steps of 5 Units</source>
        <translation>5단위씩</translation>
    </message>
    <message>
        <source>Steps of 10 Units</source>
        <translation>10단위씩</translation>
    </message>
    <message>
        <source>Reset Pose of &amp;Active Bone</source>
        <translation>활성 본의 포즈 되돌리기(&amp;A)</translation>
    </message>
    <message>
        <source>The active bone&apos;s hand turn and move back to the clip, as one undo step.</source>
        <translation>활성 본의 수동 회전과 이동을 클립대로 되돌립니다(실행 취소 한 단계).</translation>
    </message>
    <message>
        <source>Reset Pose of Active Bone</source>
        <translation>활성 본의 포즈 되돌리기</translation>
    </message>
    <message>
        <source>Reset Pose of &amp;Selected Bones</source>
        <translation>선택한 본들의 포즈 되돌리기(&amp;S)</translation>
    </message>
    <message>
        <source>Every selected bone&apos;s hand turn and move back to the clip, as one undo step.</source>
        <translation>선택한 모든 본의 수동 회전과 이동을 클립대로 되돌립니다(실행 취소 한 단계).</translation>
    </message>
    <message>
        <source>Reset Pose of Selected Bones</source>
        <translation>선택한 본들의 포즈 되돌리기</translation>
    </message>
    <message>
        <source>Move %1 by hand</source>
        <translation>%1 수동 이동</translation>
    </message>
    <message>
        <source>Pose %1 by hand</source>
        <translation>%1 손으로 포즈 잡기</translation>
    </message>
    <message numerus="yes">
        <source>Move %n bone(s) by hand</source>
        <translation>
            <numerusform>본 %n개 손으로 옮기기</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pose %n bone(s) by hand</source>
        <translation>
            <numerusform>본 %n개 손으로 포즈 잡기</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::MessageLog</name>
    <message>
        <source>%1  %2</source>
        <translation>%1: %2 {1 ?}</translation>
    </message>
</context>
<context>
    <name>rigstage::OutlinerWidget</name>
    <message>
        <source>Filter bones</source>
        <translation>본 필터</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation>본</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>표시</translation>
    </message>
    <message>
        <source>Shown in the viewport (untick to hide; on a selected row, all selected)</source>
        <translation>뷰포트에 표시(체크를 풀면 숨김; 선택한 행에서는 선택한 모든 본)</translation>
    </message>
</context>
<context>
    <name>rigstage::PlaybackController</name>
    <message>
        <source>&amp;Play / Pause</source>
        <translation>재생 / 일시 정지(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Drive (W A S D)</source>
        <translation>조종(&amp;D) (W A S D)</translation>
    </message>
    <message>
        <source>Steer the character&apos;s procedural locomotion with W A S D or the arrow keys in the viewport.</source>
        <translation>뷰포트에서 W A S D 또는 화살표 키로 캐릭터의 프로시저럴 이동을 조종합니다.</translation>
    </message>
    <message>
        <source>&amp;Loop Clip Past Its End</source>
        <translation>클립 끝 너머 반복(&amp;L)</translation>
    </message>
    <message>
        <source>A time past the clip&apos;s end wraps into the clip (rigstage-cli --loop); off, it holds the last frame as a DCC renders past its end.</source>
        <translation>클립 끝을 지난 시간은 클립 안으로 되감깁니다 (rigstage-cli --loop). 끄면 DCC가 끝 너머를 렌더링하듯이 마지막 프레임을 유지합니다.</translation>
    </message>
    <message>
        <source>&amp;Next Frame</source>
        <translation>다음 프레임(&amp;N)</translation>
    </message>
    <message>
        <source>P&amp;revious Frame</source>
        <translation>이전 프레임(&amp;R)</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>처음으로(&amp;S)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>끝으로(&amp;E)</translation>
    </message>
</context>
<context>
    <name>rigstage::PlaybackModel</name>
    <message>
        <source>%1 has no &lt;Locomotion&gt; to drive.</source>
        <translation>%1에는 조종할 &lt;Locomotion&gt;이 없습니다.</translation>
    </message>
    <message>
        <source>No physics chain holds %1: Ctrl+Shift+click a bone of a &lt;ChainPhysics&gt; chain (a tail, a spine) to hit it.</source>
        <translation>%1을(를) 가진 물리 체인이 없습니다: 타격하려면 &lt;ChainPhysics&gt; 체인(꼬리, 척추)의 본을 Ctrl+Shift+클릭하세요.</translation>
    </message>
</context>
<context>
    <name>rigstage::PoseEditor</name>
    <message>
        <source>Pose by hand</source>
        <translation>손으로 포즈 잡기</translation>
    </message>
    <message>
        <source>Turn about X</source>
        <translation>X축 회전</translation>
    </message>
    <message>
        <source>Turn about Y</source>
        <translation>Y축 회전</translation>
    </message>
    <message>
        <source>Turn about Z</source>
        <translation>Z축 회전</translation>
    </message>
    <message>
        <source> deg</source>
        <translation> 도</translation>
    </message>
    <message>
        <source>Added to the clip&apos;s rotation, about the bone&apos;s own axis; IK, physics and the helper joints react. Undoable.</source>
        <translation>클립의 회전에 본 자신의 축을 기준으로 더해집니다. IK, 물리, 헬퍼 조인트가 반응합니다. 실행 취소할 수 있습니다.</translation>
    </message>
    <message>
        <source>Reset to the Clip</source>
        <translation>클립대로 되돌리기</translation>
    </message>
    <message>
        <source>Pose by hand: %1</source>
        <translation>손으로 포즈 잡기: %1</translation>
    </message>
    <message>
        <source>Move along X</source>
        <translation>X축으로 이동</translation>
    </message>
    <message>
        <source>Move along Y</source>
        <translation>Y축으로 이동</translation>
    </message>
    <message>
        <source>Move along Z</source>
        <translation>Z축으로 이동</translation>
    </message>
    <message>
        <source>Added to the clip&apos;s position, along the parent&apos;s axis, in the rig&apos;s units. Undoable.</source>
        <translation>클립의 위치에 더해집니다(부모의 축을 따라, 리그 단위). 실행 취소할 수 있습니다.</translation>
    </message>
    <message>
        <source>Pose by hand: %1 bones selected</source>
        <translation>손으로 포즈 잡기: 본 %1개 선택됨</translation>
    </message>
</context>
<context>
    <name>rigstage::PosingModel</name>
    <message>
        <source>Pose %1 by hand</source>
        <translation>%1 손으로 포즈 잡기</translation>
    </message>
    <message>
        <source>Move %1 by hand</source>
        <translation>%1 수동 이동</translation>
    </message>
    <message>
        <source>Reset All Hand Poses</source>
        <translation>모든 수동 포즈 되돌리기</translation>
    </message>
    <message>
        <source>Move IK target %1</source>
        <translation>IK 타깃 %1 이동</translation>
    </message>
    <message>
        <source>the hand edit of %1</source>
        <translation>%1의 수동 포즈 편집</translation>
    </message>
    <message>
        <source>the IK target of %1</source>
        <translation>%1의 IK 목표</translation>
    </message>
    <message>
        <source>%1: the hand pose of bone &apos;%2&apos; is ignored: no such bone.</source>
        <translation>%1: 본 &apos;%2&apos;의 수동 포즈를 무시합니다: 그런 본이 없습니다.</translation>
    </message>
    <message>
        <source>%1: the hand pose of bone &apos;%2&apos; is ignored: it needs three %3.</source>
        <translation>%1: 본 &apos;%2&apos;의 수동 포즈를 무시합니다: %3 세 개가 필요합니다.</translation>
    </message>
    <message>
        <source>angles in degrees</source>
        <translation>도 단위 각도</translation>
    </message>
    <message>
        <source>distances in the rig&apos;s units</source>
        <translation>리그 단위의 거리</translation>
    </message>
</context>
<context>
    <name>rigstage::PreferencesController</name>
    <message>
        <source>&amp;Preferences...</source>
        <translation>환경 설정(&amp;P)...</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>Set by RIGSTAGE_AUTOSAVE_MS to %1 ms.</source>
        <translation>RIGSTAGE_AUTOSAVE_MS가 %1 ms로 정합니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>Maya</source>
        <translation>Maya</translation>
    </message>
    <message>
        <source>3ds Max</source>
        <translation>3ds Max</translation>
    </message>
    <message>
        <source>Blender</source>
        <translation>Blender</translation>
    </message>
    <message>
        <source>&amp;Navigation:</source>
        <translation>내비게이션(&amp;N):</translation>
    </message>
    <message>
        <source>On Linux the window manager may take Alt+drag to move the window: choose Blender, which needs no Alt, or turn that off in the window manager.</source>
        <translation>Linux에서는 창 관리자가 Alt+드래그를 창 이동에 쓸 수 있습니다. Alt가 필요 없는 Blender를 고르거나 창 관리자에서 그 기능을 끄세요.</translation>
    </message>
    <message>
        <source>System (LANG)</source>
        <translation>시스템 (LANG)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>언어는 다음에 시작할 때 바뀝니다.</translation>
    </message>
    <message>
        <source>Rig units</source>
        <translation>리그 단위</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>센티미터</translation>
    </message>
    <message>
        <source>Metres</source>
        <translation>미터</translation>
    </message>
    <message>
        <source>The unit of the positions in the Inspector. Rig units are the unit the manifest names.</source>
        <translation>인스펙터에 보이는 위치의 단위입니다. 리그 단위는 매니페스트가 정한 단위입니다.</translation>
    </message>
    <message>
        <source>L&amp;engths in:</source>
        <translation>길이 단위(&amp;E):</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 분</translation>
    </message>
    <message>
        <source>How often unsaved edits go to a recovery file, offered back after a crash. 0 turns autosave off.</source>
        <translation>저장하지 않은 편집을 복구 파일에 쓰는 간격입니다 (충돌 뒤에 되살릴 수 있습니다). 0이면 자동 저장을 끕니다.</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>자동 저장 간격(&amp;A):</translation>
    </message>
</context>
<context>
    <name>rigstage::ProceduralEdits</name>
    <message>
        <source>Edit Locomotion</source>
        <translation>로코모션 편집</translation>
    </message>
    <message>
        <source>Edit Slope Adaptation</source>
        <translation>경사 적응 편집</translation>
    </message>
    <message>
        <source>Edit Trailing Joint</source>
        <translation>트레일링 조인트 편집</translation>
    </message>
</context>
<context>
    <name>rigstage::ProceduralPanel</name>
    <message>
        <source>Locomotion (drive mode)</source>
        <translation>이동 (조종 모드)</translation>
    </message>
    <message>
        <source>Top speed</source>
        <translation>최고 속도</translation>
    </message>
    <message>
        <source> cm/s</source>
        <translation> cm/s</translation>
    </message>
    <message>
        <source>Speed up in</source>
        <translation>가속 시간</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>Slow down in</source>
        <translation>감속 시간</translation>
    </message>
    <message>
        <source>Turn in</source>
        <translation>회전 시간</translation>
    </message>
    <message>
        <source>Largest lean</source>
        <translation>최대 기울기</translation>
    </message>
    <message>
        <source> deg</source>
        <translation> 도</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>걸음 시간</translation>
    </message>
    <message>
        <source>Step height</source>
        <translation>걸음 높이</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>Foot spacing</source>
        <translation>발 간격</translation>
    </message>
    <message>
        <source>Trailing joints</source>
        <translation>트레일링 조인트</translation>
    </message>
    <message>
        <source>This character has no &lt;Locomotion&gt; in its manifest.</source>
        <translation>이 캐릭터의 매니페스트에는 &lt;Locomotion&gt;이 없습니다.</translation>
    </message>
    <message>
        <source>None in this character&apos;s manifest.</source>
        <translation>이 캐릭터의 매니페스트에는 없습니다.</translation>
    </message>
    <message>
        <source>%1: settle in</source>
        <translation>%1: 안정 시간</translation>
    </message>
    <message>
        <source>%1: angle limit</source>
        <translation>%1: 각도 제한</translation>
    </message>
</context>
<context>
    <name>rigstage::ProfilerPanel</name>
    <message>
        <source>Characters evaluated together each frame, each at its own place in the clip.</source>
        <translation>매 프레임 함께 평가하는 캐릭터 수. 각자 클립의 다른 위치를 재생합니다.</translation>
    </message>
    <message>
        <source>Threads the crowd is spread over (one thread: the cost a game pays per character).</source>
        <translation>군중을 나눠 맡는 스레드 수 (스레드 하나: 게임이 캐릭터마다 치르는 비용).</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>측정</translation>
    </message>
    <message>
        <source>Evaluate a copy of the character for a few hundred frames and show what each part costs.</source>
        <translation>캐릭터의 복사본을 수백 프레임 평가하여 각 부분의 비용을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>캐릭터</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>스레드</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>부분</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>ns per call</source>
        <translation>호출당 ns</translation>
    </message>
    <message>
        <source>µs per character</source>
        <translation>캐릭터당 µs</translation>
    </message>
    <message>
        <source>Open a character and click Measure.</source>
        <translation>캐릭터를 열고 측정을 누르세요.</translation>
    </message>
    <message>
        <source>The character does not build; see Messages.</source>
        <translation>캐릭터를 구성할 수 없습니다; 메시지를 보세요.</translation>
    </message>
    <message>
        <source>Whole frame: %1 µs per character (median of %2 frames; %3 to %4), about %5 characters per 60 Hz frame.</source>
        <translation>프레임 전체: 캐릭터당 %1 µs (%2 프레임의 중앙값; %3 ~ %4), 60 Hz 프레임당 약 %5 캐릭터.</translation>
    </message>
    <message>
        <source>%1 threads, parallel efficiency %2 %.</source>
        <translation>스레드 %1개, 병렬 효율 %2 %.</translation>
    </message>
    <message>
        <source>%1: %2 bones, %3 helper joints, %4 character(s). Measured on a copy of the character on this machine: compare figures measured together, not across machines.</source>
        <translation>%1: 본 %2개, 헬퍼 조인트 %3개, 캐릭터 %4개. 이 컴퓨터에서 캐릭터의 복사본으로 측정했습니다: 함께 측정한 수치끼리 비교하고, 다른 컴퓨터의 수치와는 비교하지 마세요.</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Controllers</source>
        <translation>컨트롤러</translation>
    </message>
    <message>
        <source>%1: %2 calls measured</source>
        <translation>%1: 호출 %2회 측정</translation>
    </message>
    <message>
        <source>Most expensive helper joints</source>
        <translation>가장 비싼 헬퍼 조인트</translation>
    </message>
</context>
<context>
    <name>rigstage::ReactionCurvePanel</name>
    <message>
        <source>Snap</source>
        <translation>스냅</translation>
    </message>
    <message>
        <source>Reaction curves of the selected bone, or driven by it</source>
        <translation>선택한 본의 리액션 커브 또는 그 본이 구동하는 커브</translation>
    </message>
    <message>
        <source>Key master</source>
        <translation>키 마스터</translation>
    </message>
    <message>
        <source>value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Frame All</source>
        <translation>전체 보기</translation>
    </message>
    <message>
        <source>Select a helper joint with a reaction, or the bone that drives one.</source>
        <translation>리액션이 있는 헬퍼 조인트나 그것을 구동하는 본을 선택하세요.</translation>
    </message>
    <message>
        <source>Master now: %1 %2</source>
        <translation>현재 마스터: %1 %2</translation>
    </message>
</context>
<context>
    <name>rigstage::ReactionsDockController</name>
    <message>
        <source>radians</source>
        <translation>라디안</translation>
    </message>
    <message>
        <source>units</source>
        <translation>단위</translation>
    </message>
</context>
<context>
    <name>rigstage::ReferenceComparePanel</name>
    <message>
        <source>Load Reference...</source>
        <translation>참조 불러오기...</translation>
    </message>
    <message>
        <source>Render Again</source>
        <translation>다시 렌더링</translation>
    </message>
    <message>
        <source>Render the character as it is now from the reference&apos;s camera.</source>
        <translation>지금 상태의 캐릭터를 참조 이미지의 카메라로 렌더링합니다.</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>겹쳐 보기</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>Wipe</source>
        <translation>와이프</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>나란히</translation>
    </message>
    <message>
        <source>Overlay: the render&apos;s opacity. Wipe: where the reference ends and the render begins.</source>
        <translation>겹쳐 보기: 렌더링의 불투명도. 와이프: 참조가 끝나고 렌더링이 시작되는 위치.</translation>
    </message>
    <message>
        <source>The overlap (IoU) a render must reach to pass.</source>
        <translation>통과하려면 렌더링이 도달해야 하는 겹침(IoU).</translation>
    </message>
    <message>
        <source>Pass at IoU</source>
        <translation>통과 IoU</translation>
    </message>
    <message>
        <source>Load a reference picture to compare the character with it.</source>
        <translation>캐릭터와 비교할 참조 이미지를 불러오세요.</translation>
    </message>
    <message>
        <source>%1 | IoU %2 | only in the reference %3 px, only in Rigstage %4 px | box offset %5, %6 px | mean colour difference %7</source>
        <translation>%1 | IoU %2 | 참조에만 %3 px, Rigstage에만 %4 px | 상자 오프셋 %5, %6 px | 평균 색 차이 %7</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Load Pose Dump...</source>
        <translation>포즈 덤프 불러오기...</translation>
    </message>
    <message>
        <source>A DCC&apos;s per-bone world matrices (the JSON eval writes): the character is compared bone by bone and the first diverging bone in evaluation order is selected.</source>
        <translation>DCC의 본별 월드 행렬(eval이 쓰는 JSON): 캐릭터를 본마다 비교하고 평가 순서에서 처음 어긋나는 본을 선택합니다.</translation>
    </message>
    <message>
        <source>A picture from the DCC (PNG, JPEG) and its camera (NAME.json beside it, or chosen next; without one the current view&apos;s camera stands in).</source>
        <translation>DCC의 그림(PNG, JPEG)과 그 카메라(옆의 NAME.json, 없으면 다음에 고름; 카메라가 없으면 현재 뷰의 카메라를 대신 씀).</translation>
    </message>
</context>
<context>
    <name>rigstage::RigAuthoring</name>
    <message>
        <source>%1 (costume %2)</source>
        <translation>%1 (의상 %2)</translation>
    </message>
    <message>
        <source>No layer to add to.</source>
        <translation>추가할 레이어가 없습니다.</translation>
    </message>
    <message>
        <source>The layer has no HelperJointSetting file to hold helper joints.</source>
        <translation>이 레이어에는 헬퍼 조인트를 담을 HelperJointSetting 파일이 없습니다.</translation>
    </message>
    <message>
        <source>Pick the new bone&apos;s parent.</source>
        <translation>새 본의 부모를 고르세요.</translation>
    </message>
    <message>
        <source>Add Helper Bone %1</source>
        <translation>헬퍼 본 %1 추가</translation>
    </message>
    <message>
        <source>%1, deleted with it</source>
        <translation>%1 (함께 삭제됨)</translation>
    </message>
    <message>
        <source>Only helper bones of a layer with a HelperJointSetting file can be renamed here.</source>
        <translation>여기서는 HelperJointSetting 파일이 있는 레이어의 헬퍼 본만 이름을 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is also named by: %2. Rename it there too, or in the DCC.</source>
        <translation>%1을(를) 참조하는 다른 곳: %2. 그곳에서도 이름을 바꾸거나 DCC에서 바꾸세요.</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1의 이름을 %2(으)로 바꾸기</translation>
    </message>
    <message>
        <source>Only helper bones of a layer with a HelperJointSetting file can be deleted here.</source>
        <translation>여기서는 HelperJointSetting 파일이 있는 레이어의 헬퍼 본만 삭제할 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is still named by: %2. Remove those first.</source>
        <translation>%1을(를) 아직 참조하는 곳: %2. 먼저 그것들을 제거하세요.</translation>
    </message>
    <message>
        <source>Delete Bone %1</source>
        <translation>본 %1 삭제</translation>
    </message>
    <message>
        <source>Controllers go on the helper bones of a layer with a HelperJointSetting file.</source>
        <translation>컨트롤러는 HelperJointSetting 파일이 있는 레이어의 헬퍼 본에 지정합니다.</translation>
    </message>
    <message>
        <source>Assign %1 to %2</source>
        <translation>%2에 %1 지정</translation>
    </message>
    <message>
        <source>The %1 of %2 holds no list.</source>
        <translation>%2의 %1에는 리스트가 없습니다.</translation>
    </message>
    <message>
        <source>Add %1 to the list of %2</source>
        <translation>%2의 리스트에 %1 추가</translation>
    </message>
    <message>
        <source>The %1 of %2 holds no controller.</source>
        <translation>%2의 %1에는 컨트롤러가 없습니다.</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>%2에서 %1 제거</translation>
    </message>
    <message>
        <source>Move List Entry Up</source>
        <translation>리스트 항목 위로 이동</translation>
    </message>
    <message>
        <source>Move List Entry Down</source>
        <translation>리스트 항목 아래로 이동</translation>
    </message>
    <message>
        <source>Remove List Entry</source>
        <translation>리스트 항목 제거</translation>
    </message>
    <message>
        <source>Remove Target</source>
        <translation>타깃 제거</translation>
    </message>
    <message>
        <source>Reactions drive the helper bones of a layer with a HelperJointSetting file.</source>
        <translation>리액션은 HelperJointSetting 파일이 있는 레이어의 헬퍼 본을 구동합니다.</translation>
    </message>
    <message>
        <source>Choose the master first.</source>
        <translation>먼저 마스터를 고르세요.</translation>
    </message>
    <message>
        <source>Set Reaction Key on %1</source>
        <translation>%1에 리액션 키 설정</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 설정</translation>
    </message>
</context>
<context>
    <name>rigstage::RigEdits</name>
    <message>
        <source>rig file</source>
        <translation>리그 파일</translation>
    </message>
</context>
<context>
    <name>rigstage::StageList</name>
    <message>
        <source>Stages of a frame</source>
        <translation>프레임의 단계</translation>
    </message>
    <message>
        <source>Stage (in order)</source>
        <translation>단계 (실행 순서)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>Untick a stage to see the pose as the stages before it leave it. The order comes from the manifest&apos;s &lt;Pipeline&gt;.</source>
        <translation>단계의 체크를 끄면 그 앞 단계들이 남긴 포즈를 볼 수 있습니다. 순서는 매니페스트의 &lt;Pipeline&gt;을 따릅니다.</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>클립</translation>
    </message>
    <message>
        <source>Locomotion (drive mode)</source>
        <translation>이동 (조종 모드)</translation>
    </message>
    <message>
        <source>Slope adaptation</source>
        <translation>경사 적응</translation>
    </message>
    <message>
        <source>IK modules</source>
        <translation>IK 모듈</translation>
    </message>
    <message>
        <source>Helper joints</source>
        <translation>헬퍼 조인트</translation>
    </message>
    <message>
        <source>Trailing joints</source>
        <translation>트레일링 조인트</translation>
    </message>
    <message>
        <source>Nothing to do for this character now (no module in the manifest, no terrain, or drive mode off).</source>
        <translation>지금 이 캐릭터에는 할 일이 없습니다 (매니페스트에 모듈이 없거나, 지형이 없거나, 조종 모드가 꺼져 있음).</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
</context>
<context>
    <name>rigstage::StagesDockController</name>
    <message>
        <source>cut</source>
        <translation>컷</translation>
    </message>
    <message>
        <source>crossfade</source>
        <translation>크로스페이드</translation>
    </message>
    <message>
        <source>inertialization</source>
        <translation>관성화</translation>
    </message>
    <message>
        <source>At frame %1: %2 to %3 over %4 s.</source>
        <translation>프레임 %1에서: %4초 동안 %2(으)로 %3에 전환.</translation>
    </message>
</context>
<context>
    <name>rigstage::StagesModel</name>
    <message>
        <source>%1: the terrain is ignored: %2</source>
        <translation>%1: 지형을 무시합니다: %2</translation>
    </message>
    <message>
        <source>%1: unknown stage &apos;%2&apos; is ignored.</source>
        <translation>%1: 알 수 없는 단계 &apos;%2&apos;을(를) 무시합니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::StatusLine</name>
    <message>
        <source>Open a character manifest (File &gt; Open) or drop one here.</source>
        <translation>캐릭터 매니페스트를 여세요 (파일 &gt; 열기). 여기에 끌어다 놓아도 됩니다.</translation>
    </message>
    <message>
        <source>nothing selected</source>
        <translation>선택 없음</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>조종</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>재생 중</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>%1 | %2 bones | %3 | frame %4 | %5</source>
        <translation>%1 | 본 %2개 | %3 | 프레임 %4 | %5</translation>
    </message>
    <message>
        <source>crowd of %1: copies in %2 ms</source>
        <translation>군중 %1: 복사본 %2 ms</translation>
    </message>
    <message>
        <source>bodies in %1 ms</source>
        <translation>몸체 %1 ms</translation>
    </message>
    <message>
        <source>frame time %1 ms</source>
        <translation>프레임 시간 %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 외 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigstage::TerrainEditor</name>
    <message>
        <source>Ground and slope adaptation</source>
        <translation>지면과 경사 적응</translation>
    </message>
    <message>
        <source>Clip&apos;s flat ground</source>
        <translation>클립의 평평한 지면</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>평면</translation>
    </message>
    <message>
        <source>Stairs</source>
        <translation>계단</translation>
    </message>
    <message>
        <source>Bumps</source>
        <translation>울퉁불퉁한 지면</translation>
    </message>
    <message>
        <source>Flat, raised</source>
        <translation>평평하게, 높이 지정</translation>
    </message>
    <message>
        <source>The ground the character walks on in the viewport; saved with the view state.</source>
        <translation>뷰포트에서 캐릭터가 걷는 지면. 뷰 상태와 함께 저장됩니다.</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>지면</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>경사</translation>
    </message>
    <message>
        <source> deg</source>
        <translation> 도</translation>
    </message>
    <message>
        <source>Uphill towards</source>
        <translation>오르막 방향</translation>
    </message>
    <message>
        <source>Step height</source>
        <translation>걸음 높이</translation>
    </message>
    <message>
        <source>Step depth</source>
        <translation>계단 깊이</translation>
    </message>
    <message>
        <source>Bump height</source>
        <translation>요철 높이</translation>
    </message>
    <message>
        <source>Bump spacing</source>
        <translation>요철 간격</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>높이</translation>
    </message>
    <message>
        <source>Measured from the first horizontal axis (X with Z up, Z with Y up) towards the second.</source>
        <translation>첫 번째 수평축(Z 업이면 X, Y 업이면 Z)에서 두 번째 축 쪽으로 잰 각도입니다.</translation>
    </message>
    <message>
        <source>Turn to the slope</source>
        <translation>경사에 맞춰 회전</translation>
    </message>
    <message>
        <source>Roll across the slope</source>
        <translation>경사를 가로질러 기울이기</translation>
    </message>
    <message>
        <source>Largest roll</source>
        <translation>최대 기울기</translation>
    </message>
    <message>
        <source>The share of the ground&apos;s slope across the facing the body rolls to (0: level hips, the legs take it all).</source>
        <translation>진행 방향을 가로지르는 지면 경사 중 몸이 따라 기울어지는 비율입니다(0: 골반은 수평, 다리가 모두 받아냄).</translation>
    </message>
    <message>
        <source>Body spring</source>
        <translation>몸 스프링</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>Body damping</source>
        <translation>몸 감쇠</translation>
    </message>
    <message>
        <source>Pitch spring</source>
        <translation>피치 스프링</translation>
    </message>
    <message>
        <source>Pitch damping</source>
        <translation>피치 감쇠</translation>
    </message>
    <message>
        <source>1 lays the spine along the slope (four legs or more); a small negative value leans a biped into it.</source>
        <translation>1이면 척추를 경사면에 나란히 눕힙니다 (네 발 이상). 작은 음수면 두 발 캐릭터가 경사 쪽으로 몸을 숙입니다.</translation>
    </message>
    <message>
        <source>The suspension: how fast the body follows the ground (0: at once).</source>
        <translation>서스펜션: 몸이 지면을 얼마나 빨리 따라가는지 (0: 즉시).</translation>
    </message>
    <message>
        <source>This character has no &lt;SlopeAdaptation&gt; in its manifest: the ground is drawn, the body is not adapted to it.</source>
        <translation>이 캐릭터의 매니페스트에는 &lt;SlopeAdaptation&gt;이 없습니다. 지면은 그려지지만 몸은 지면에 맞춰지지 않습니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::TimeRuler</name>
    <message>
        <source>Click to jump to a frame, drag to scrub (Shift: between frames)</source>
        <translation>클릭하면 그 프레임으로 이동하고, 드래그하면 스크럽합니다 (Shift: 프레임 사이)</translation>
    </message>
</context>
<context>
    <name>rigstage::TimelineWidget</name>
    <message>
        <source>Previous frame</source>
        <translation>이전 프레임</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>재생 / 일시 정지 (스페이스)</translation>
    </message>
    <message>
        <source>Next frame</source>
        <translation>다음 프레임</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>반복</translation>
    </message>
    <message>
        <source>Current frame</source>
        <translation>현재 프레임</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1배</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>재생 속도</translation>
    </message>
    <message>
        <source>Clip</source>
        <translation>클립</translation>
    </message>
    <message>
        <source>Playback range start (in)</source>
        <translation>재생 범위 시작 (인)</translation>
    </message>
    <message>
        <source>Playback range end (out)</source>
        <translation>재생 범위 끝 (아웃)</translation>
    </message>
    <message>
        <source>Frames per second drawn while playing</source>
        <translation>재생 중 초당 그린 프레임 수</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>Current frame, at the clip&apos;s %1 fps</source>
        <translation>현재 프레임 (클립의 %1 fps 기준)</translation>
    </message>
    <message>
        <source>Current time in seconds: the frame / %1 fps</source>
        <translation>현재 시간(초): 프레임 / %1 fps</translation>
    </message>
</context>
<context>
    <name>rigstage::TransitionEditor</name>
    <message>
        <source>Transition to another clip</source>
        <translation>다른 클립으로 전환</translation>
    </message>
    <message>
        <source>To clip</source>
        <translation>대상 클립</translation>
    </message>
    <message>
        <source>The frame of the clip playing now at which the transition starts.</source>
        <translation>전환이 시작되는, 지금 재생 중인 클립의 프레임.</translation>
    </message>
    <message>
        <source>At frame</source>
        <translation>시작 프레임</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>컷</translation>
    </message>
    <message>
        <source>Crossfade</source>
        <translation>크로스페이드</translation>
    </message>
    <message>
        <source>Inertialization</source>
        <translation>관성화</translation>
    </message>
    <message>
        <source>Crossfade blends from the last pose into the new clip; inertialization plays the new clip at once and lets the difference die away (no pop, no second pose).</source>
        <translation>크로스페이드는 마지막 포즈에서 새 클립으로 섞어 넘어가고, 관성화는 새 클립을 바로 재생하면서 차이가 사라지게 합니다 (튐도, 두 번째 포즈도 없음).</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>방식</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>전환 시간</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>예약</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>This character has one clip: there is nothing to transition to.</source>
        <translation>이 캐릭터에는 클립이 하나뿐이라 전환할 대상이 없습니다.</translation>
    </message>
    <message>
        <source>Nothing queued.</source>
        <translation>예약된 전환이 없습니다.</translation>
    </message>
    <message>
        <source>Show the other method beside it</source>
        <translation>다른 방식을 옆에 보기</translation>
    </message>
    <message>
        <source>A second character (orange) plays the same clips and takes the transition the other way: crossfade against inertialization.</source>
        <translation>두 번째 캐릭터(주황색)가 같은 클립을 재생하면서 전환을 다른 방식으로 합니다: 크로스페이드와 관성화를 비교합니다.</translation>
    </message>
</context>
<context>
    <name>rigstage::ViewportController</name>
    <message>
        <source>Show &amp;Onion Skin</source>
        <translation>어니언 스킨 표시(&amp;O)</translation>
    </message>
    <message>
        <source>Ghosts of the pose a few frames before (violet) and after (lime) the current frame, fainter the further they are, to see a helper&apos;s motion over time.</source>
        <translation>현재 프레임의 몇 프레임 전(보라)과 후(연두)의 포즈 고스트입니다. 시간상 멀수록 흐려지며, 헬퍼의 움직임을 시간에 따라 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 Before and %1 After</source>
        <translation>앞 %1개, 뒤 %1개</translation>
    </message>
    <message>
        <source>Every Frame</source>
        <translation>매 프레임</translation>
    </message>
    <message>
        <source>Every %1 Frames</source>
        <translation>%1프레임마다</translation>
    </message>
    <message>
        <source>Onion &amp;Skin</source>
        <translation>어니언 스킨(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hide Selected Bone</source>
        <translation>선택한 본 숨기기(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Unhide All Bones</source>
        <translation>모든 본 표시(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Frame Selected</source>
        <translation>선택 항목에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>Frame &amp;All</source>
        <translation>전체에 맞추기(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Maya (Alt+LMB orbit, Alt+MMB pan, Alt+RMB zoom)</source>
        <translation>&amp;Maya (Alt+왼쪽 버튼 궤도, Alt+가운데 버튼 이동, Alt+오른쪽 버튼 줌)</translation>
    </message>
    <message>
        <source>&amp;3ds Max (MMB pan, Alt+MMB orbit, Ctrl+Alt+MMB zoom)</source>
        <translation>&amp;3ds Max (가운데 버튼 이동, Alt+가운데 버튼 궤도, Ctrl+Alt+가운데 버튼 줌)</translation>
    </message>
    <message>
        <source>&amp;Blender (MMB orbit, Shift+MMB pan, Ctrl+MMB zoom)</source>
        <translation>&amp;Blender (가운데 버튼 궤도, Shift+가운데 버튼 이동, Ctrl+가운데 버튼 줌)</translation>
    </message>
    <message>
        <source>&amp;Follow the Character in Drive</source>
        <translation>조종할 때 캐릭터 따라가기(&amp;F)</translation>
    </message>
    <message>
        <source>In Drive mode the camera moves with the character&apos;s root, keeping its angle and distance.</source>
        <translation>조종 모드에서 카메라가 각도와 거리를 유지한 채 캐릭터의 루트와 함께 움직입니다.</translation>
    </message>
    <message>
        <source>&amp;Front View</source>
        <translation>앞 뷰(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back View</source>
        <translation>뒤 뷰(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Left View</source>
        <translation>왼쪽 뷰(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Right View</source>
        <translation>오른쪽 뷰(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Top View</source>
        <translation>위 뷰(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Perspective View</source>
        <translation>원근 뷰(&amp;P)</translation>
    </message>
    <message>
        <source>Show &amp;Bones</source>
        <translation>본 표시(&amp;B)</translation>
    </message>
    <message>
        <source>Show &amp;Helper Joints</source>
        <translation>헬퍼 조인트 표시(&amp;H)</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>그리드 표시(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;X-Ray Bones</source>
        <translation>본 투시(&amp;X)</translation>
    </message>
    <message>
        <source>Draw the skeleton over the mesh, so bones inside the body stay visible.</source>
        <translation>몸 안의 본이 보이도록 스켈레톤을 메시 위에 그립니다.</translation>
    </message>
    <message>
        <source>Show &amp;Mesh</source>
        <translation>메시 표시(&amp;M)</translation>
    </message>
    <message>
        <source>The skinned meshes of the character (open a model file or add &lt;Mesh&gt; to the manifest).</source>
        <translation>캐릭터의 스키닝된 메시(모델 파일을 열거나 매니페스트에 &lt;Mesh&gt;를 추가하세요).</translation>
    </message>
    <message>
        <source>Mesh &amp;Wireframe</source>
        <translation>메시 와이어프레임(&amp;W)</translation>
    </message>
    <message>
        <source>Skin Weights of the Selected &amp;Bone</source>
        <translation>선택한 본의 스킨 웨이트(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Dual-Quaternion Skinning</source>
        <translation>듀얼 쿼터니언 스키닝(&amp;D)</translation>
    </message>
    <message>
        <source>Dual-quaternion skinning keeps the volume at bent joints; off: linear blend skinning.</source>
        <translation>듀얼 쿼터니언 스키닝은 굽힌 관절의 부피를 유지합니다. 끄면 선형 블렌드 스키닝입니다.</translation>
    </message>
    <message>
        <source>View From</source>
        <translation>보는 방향</translation>
    </message>
</context>
<context>
    <name>rigstage::VisibilityModel</name>
    <message>
        <source>%1: hidden bone &apos;%2&apos; no longer exists; ignored.</source>
        <translation>%1: 숨긴 본 &apos;%2&apos;이(가) 더 이상 없어 무시합니다.</translation>
    </message>
</context>
</TS>
