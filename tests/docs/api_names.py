#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""api_names.py SOURCE_DIR: every API name the README documented before
issue 29 split it into docs/ (tests/docs/readme_api_names.txt) must still
be named somewhere in README.md or docs/*.md, so that no function, macro
or type loses its documentation when a guide is edited."""
import os
import re
import sys

from doctree import doc_files


def main():
    top = sys.argv[1]
    text = ''
    for f in doc_files(top):
        with open(f, encoding='utf-8') as fh:
            text += fh.read() + '\n'
    words = set(re.findall(r'[A-Za-z_]\w*', text))
    with open(os.path.join(top, 'tests', 'docs', 'readme_api_names.txt'),
              encoding='utf-8') as fh:
        names = [l.strip() for l in fh
                 if l.strip() and not l.startswith('#')]
    lost = [n for n in names if n not in words]
    for n in lost:
        print(f'api_names: {n} is no longer named in README.md or docs/')
    print(f'api_names: {len(names) - len(lost)} of {len(names)} names documented')
    return 1 if lost else 0


if __name__ == '__main__':
    sys.exit(main())
