#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""kerneldoc_filter.py OUTDIR FILE...: write each FILE into OUTDIR with its
kernel-doc comments turned into Doxygen's syntax, for make docs (one run
for every header: a Python start per file, as INPUT_FILTER would do, costs
more than Doxygen itself).

  /**                                   /**
   * foo() - what it does                * @brief what it does
   * @dev: the device              ->    * @param dev the device
   * Return: 0 or an error               * @return 0 or an error
   * Context: any                        * @par Context:
   */                                    * any

A struct's, union's or enum's @member lines become a list of members, an
@name in the text Doxygen's @p name. Everything else is written as it is,
line for line, so that Doxygen's line numbers are the source's."""
import os
import re
import sys

HEAD = re.compile(r'^(\s*\*\s*)(?:(struct|union|enum|typedef)\s+)?'
                  r'([A-Za-z_][\w]*)(\(\))?\s+-\s+(.*)$')
PARAM = re.compile(r'^(\s*\*\s*)@([A-Za-z_][\w]*|\.\.\.):\s*(.*)$')
SECTION = re.compile(r'^(\s*\*\s*)(Return|Returns|Context|Note|Notes|Example)s?:\s*(.*)$')


REF = re.compile(r'(?<![\w@])@([A-Za-z_]\w*(?:(?:\.|->)\w+)*)')
TAG = re.compile(r'<(?!/?(?:b|tt|i|code|pre|br)>)([^<>\n]*)>')


def prose(text):
    """A kernel-doc text: @name references as Doxygen's @p, a <word> not an
    HTML tag shown as written."""
    text = TAG.sub(r'&lt;\1&gt;', text)
    return REF.sub(r'@p \1', text)


def convert(lines):
    out = []
    in_doc = False
    in_plain = False
    first = False
    aggregate = False
    for line in lines:
        if in_plain:
            in_plain = '*/' not in line
            out.append(prose(line))
            continue
        if not in_doc:
            one = re.match(r'^(\s*/\*\*\s*)(.*?)(\s*\*/.*)$', line)
            m = HEAD.match(' * ' + one.group(2)) if one else None
            if m:
                out.append(f'{one.group(1)}@brief {prose(m.group(5))}{one.group(3)}')
            elif re.match(r'^\s*/\*\*\s*$', line):
                in_doc, first, aggregate = True, True, False
                out.append(line)
            elif '/*' in line and '*/' not in line.split('/*', 1)[1]:
                in_plain = True
                out.append(prose(line))
            elif '/*' in line:
                out.append(prose(line))
            else:
                out.append(line)
            continue
        if '*/' in line:
            in_doc = False
            out.append(prose(line))
            continue
        if first:
            first = False
            m = HEAD.match(line)
            if m:
                aggregate = m.group(2) in ('struct', 'union', 'enum')
                out.append(f'{m.group(1)}@brief {prose(m.group(5))}')
                continue
        m = PARAM.match(line)
        if m:
            if aggregate or m.group(2) == '...':
                out.append(f'{m.group(1)}- <b>{m.group(2)}</b>: {prose(m.group(3))}')
            else:
                out.append(f'{m.group(1)}@param {m.group(2)} {prose(m.group(3))}')
            continue
        m = SECTION.match(line)
        if m:
            if m.group(2).startswith('Return'):
                out.append(f'{m.group(1)}@return {prose(m.group(3))}')
            else:
                out.append(f'{m.group(1)}@par {m.group(2)}: {prose(m.group(3))}')
            continue
        out.append(prose(line))
    return out


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    for path in sys.argv[2:]:
        with open(path, encoding='utf-8', errors='replace') as fh:
            lines = fh.read().split('\n')
        dst = os.path.join(outdir, os.path.basename(path))
        text = '\n'.join(convert(lines))
        try:
            with open(dst, encoding='utf-8') as fh:
                if fh.read() == text:
                    continue
        except OSError:
            pass
        with open(dst, 'w', encoding='utf-8') as fh:
            fh.write(text)


if __name__ == '__main__':
    main()
