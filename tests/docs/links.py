#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""links.py SOURCE_DIR: every relative link of README.md and docs/*.md
leads somewhere: the file exists and, for FILE#ANCHOR, FILE has a heading
whose GitHub anchor is ANCHOR."""
import os
import re
import sys

from doctree import doc_files


def anchors(path):
    out = set()
    fence = False
    with open(path, encoding='utf-8') as fh:
        for line in fh:
            if line.startswith('```'):
                fence = not fence
            m = None if fence else re.match(r'^#+ (.*)', line)
            if m:
                h = re.sub(r'[^\w\- ]', '', m.group(1).strip().lower())
                out.add(h.replace(' ', '-'))
    return out


def main():
    top = sys.argv[1]
    files = doc_files(top)
    bad = 0
    for f in files:
        with open(f, encoding='utf-8') as fh:
            text = fh.read()
        for target in re.findall(r'\]\(([^)\s]+)\)', text):
            if re.match(r'^[a-z]+:', target):
                continue
            path, _, anchor = target.partition('#')
            dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
            if not os.path.exists(dest):
                print(f'{os.path.relpath(f, top)}: {target}: no such file')
                bad += 1
            elif anchor and dest.endswith('.md') and anchor not in anchors(dest):
                print(f'{os.path.relpath(f, top)}: {target}: no such heading')
                bad += 1
    print(f'links: {bad} broken')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
