<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <translation type="unfinished"></translation>
    </message>
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
        <source>Comma-separated frames (default: every frame of the clip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clamp frames outside the clip instead of wrapping them.</source>
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
        <source>--frames expects numbers separated by commas, e.g. 0,10,20; got &apos;%1&apos;</source>
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
        <source>validate needs exactly one manifest; see rigstage-cli validate --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot evaluate %1: its helper joints did not compile (see the errors above)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
