<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Cli</name>
    <message>
        <source>Usage: rigstage-cli [--lang CODE] COMMAND [options]

Commands:
  eval MANIFEST       world transforms of every bone for given frames, as JSON
  validate MANIFEST   naming, layer and file checks (text, JSON or JUnit)
  bench               run the benchmarks (Google Benchmark options pass through)

Run &apos;rigstage-cli COMMAND --help&apos; for the options of a command.
Exit codes: 0 ok, 1 a check failed, 2 bad input or usage.
</source>
        <translation>사용법: rigstage-cli [--lang 코드] 명령 [옵션]

명령:
  eval 매니페스트       지정한 프레임에서 모든 본의 월드 변환을 JSON으로 출력
  validate 매니페스트   이름 규칙, 레이어, 파일 검사 (텍스트, JSON, JUnit)
  bench                 벤치마크 실행 (Google Benchmark 옵션을 그대로 전달)

명령별 옵션은 &apos;rigstage-cli 명령 --help&apos;로 확인하세요.
종료 코드: 0 정상, 1 검사 실패, 2 잘못된 입력 또는 사용법.
</translation>
    </message>
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
        <source>Comma-separated frames (default: every frame of the clip).</source>
        <translation>쉼표로 구분한 프레임 목록 (기본값: 클립의 모든 프레임).</translation>
    </message>
    <message>
        <source>list</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>Clamp frames outside the clip instead of wrapping them.</source>
        <translation>클립 범위 밖의 프레임을 반복하지 않고 양 끝으로 고정합니다.</translation>
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
        <source>--frames expects numbers separated by commas, e.g. 0,10,20; got &apos;%1&apos;</source>
        <translation>--frames에는 쉼표로 구분한 숫자가 필요합니다 (예: 0,10,20). 입력값: &apos;%1&apos;</translation>
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
        <source>validate needs exactly one manifest; see rigstage-cli validate --help</source>
        <translation>validate에는 매니페스트가 정확히 하나 필요합니다. rigstage-cli validate --help를 참고하세요</translation>
    </message>
    <message>
        <source>cannot evaluate %1: its helper joints did not compile (see the errors above)</source>
        <translation>%1을(를) 평가할 수 없습니다: 헬퍼 조인트를 컴파일하지 못했습니다 (위의 오류 참고)</translation>
    </message>
</context>
</TS>
