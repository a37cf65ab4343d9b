#!/usr/bin/env python3
"""Fills unfinished entries of a Qt Linguist .ts file from a tab-separated file of
"source<TAB>translation" lines (escape newlines as \\n). Used after `cmake --build build
--target update_translations` to add the Korean text of new strings without opening Linguist.

Usage: scripts/fill_translation.py translations/rigstage_ko.ts translations/new-ko.tsv
"""
import html
import re
import sys


def main(ts_path, tsv_path):
    table = {}
    with open(tsv_path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            source, translation = line.split("\t", 1)
            table[source.replace("\\n", "\n")] = translation.replace("\\n", "\n")
    text = open(ts_path, encoding="utf-8").read()
    missing = []

    def replace(match):
        source = html.unescape(match.group(1))
        if source not in table:
            missing.append(source)
            return match.group(0)
        escaped = html.escape(table[source], quote=False).replace("'", "&apos;")
        return f"<source>{match.group(1)}</source>\n        <translation>{escaped}</translation>"

    text = re.sub(r'<source>((?:(?!</source>).)*?)</source>\s*<translation type="unfinished"></translation>', replace, text,
                  flags=re.S)

    def replace_numerus(match):
        source = html.unescape(match.group(1))
        if source not in table:
            missing.append(source)
            return match.group(0)
        escaped = html.escape(table[source], quote=False).replace("'", "&apos;")
        return (f"<source>{match.group(1)}</source>\n        <translation>\n"
                f"            <numerusform>{escaped}</numerusform>\n        </translation>")

    # Plural (%n) messages: Korean has a single plural form.
    text = re.sub(r'<source>((?:(?!</source>).)*?)</source>\s*<translation type="unfinished">\s*'
                  r'<numerusform></numerusform>\s*</translation>', replace_numerus, text, flags=re.S)
    # lupdate pre-fills a message that another context already translates, but marks it unfinished.
    text = re.sub(r'<translation type="unfinished">([^<]+)</translation>', r'<translation>\1</translation>', text)
    with open(ts_path, "w", encoding="utf-8") as f:
        f.write(text)
    for source in missing:
        print("still untranslated:", source[:80])
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
