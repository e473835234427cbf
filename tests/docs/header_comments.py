#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""header_comments.py SOURCE_DIR [HEADER...]: every function and macro a
public header of platdev declares has a comment (issue 29 item 3).

The headers are include/platdev/*.h, platdev's own API, and in
include/linux/ the names of ours that start with platdev_ or PLATDEV_
(Linux documents the rest of include/linux/). A declaration counts as commented when a comment
ends on the line before it, or on the line before the run of declarations
it belongs to (a comment above a group of related macros or prototypes,
with no blank line between), or on its own line. A header guard, an
include-once macro and a name starting with '__' (internal) need none.
Prints each name without one and fails, as a compiler warning turned
into an error would."""
import glob
import os
import re
import sys

DECL = re.compile(
    r'^(?:#\s*define\s+(?P<macro>[A-Za-z_]\w*)'
    r'|(?:extern\s+|static\s+inline\s+|static\s+__always_inline\s+)?'
    r'(?:const\s+)?(?:struct\s+|enum\s+|union\s+|unsigned\s+)?[A-Za-z_]\w*[\s*]+'
    r'(?P<func>[A-Za-z_]\w*)\s*\()')


def declarations(lines):
    """Yield (line index, name) of each function or macro declared."""
    depth = 0
    for i, line in enumerate(lines):
        if depth == 0:
            m = DECL.match(line)
            if m and not line.startswith(('typedef', 'return')):
                yield i, m.group('macro') or m.group('func')
        if not line.lstrip().startswith('#'):
            depth += line.count('{') - line.count('}')
            depth = max(depth, 0)


def check(path):
    with open(path, encoding='utf-8') as fh:
        text = fh.read()
    # blank out the insides of comments, keeping lines, so that a comment's
    # last line is known and code in comments is not read
    lines = text.split('\n')
    ends = set()
    out = []
    in_c = False
    for i, line in enumerate(lines):
        code = ''
        j = 0
        while j < len(line):
            if in_c:
                k = line.find('*/', j)
                if k < 0:
                    j = len(line)
                else:
                    in_c = False
                    ends.add(i)
                    j = k + 2
            else:
                k = line.find('/*', j)
                c = line.find('//', j)
                if c >= 0 and (k < 0 or c < k):
                    code += line[j:c]
                    ends.add(i)
                    break
                if k < 0:
                    code += line[j:]
                    break
                code += line[j:k]
                in_c = True
                j = k + 2
        out.append(code)
    guard = None
    m = re.search(r'#\s*ifndef\s+(\w+)\s*\n\s*#\s*define\s+\1\b', text)
    if m:
        guard = m.group(1)
    missing = []
    for i, name in declarations(out):
        if name == guard or name.startswith('__'):
            continue
        if i in ends:
            continue
        # walk up over the run of code lines this declaration belongs to
        k = i - 1
        while k >= 0 and out[k].strip() and k not in ends:
            k -= 1
        if k >= 0 and k in ends:
            continue
        missing.append((i + 1, name))
    return missing


def main():
    top = sys.argv[1]
    headers = sys.argv[2:] or sorted(
        glob.glob(os.path.join(top, 'include', 'platdev', '*.h')))
    linux = [] if sys.argv[2:] else sorted(
        glob.glob(os.path.join(top, 'include', 'linux', '**', '*.h'),
                  recursive=True))
    bad = 0
    for h in headers + linux:
        ours = h not in linux
        for line, name in check(h):
            if not ours and not name.lower().startswith('platdev_'):
                continue
            print(f'{os.path.relpath(h, top)}:{line}: warning: {name} has no comment')
            bad += 1
    print(f'header_comments: {bad} undocumented in {len(headers + linux)} headers')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
