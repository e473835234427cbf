#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""doc_examples.py SOURCE BUILD [CC_ARGS...]: run the examples of README.md
and docs/*.md that are marked as checked, so that none goes stale.

A fenced block is checked when the line before its opening fence is a
marker comment:

  <!-- check: output -->   a shell session: each line "$ COMMAND" is run
                           with sh (stdout and stderr together, as a
                           terminal shows them) and what follows it, up to
                           the next "$ " line, is the output it must print.
                           A line "..." stands for any number of lines,
                           "..." within a line for any text.
  <!-- check: run -->      a shell script, run with sh -e: it must exit 0.
  <!-- check: compile -->  C: compiled as a translation unit against the
                           library's headers, linked with libplatdev and
                           run when it has a main(), which must return 0.
  <!-- check: excerpt FILE -->  C lines quoted from FILE (a file of this
                           tree that the build compiles): each line, less
                           a comment after its code and its final ';',
                           must be found in FILE, in order, spaces and line
                           breaks aside; a line "..." skips.

Commands run in a scratch folder holding every board the build makes
(build/tests/**/*.dtb, the real boards of ../shared/dtbs when present),
~/platdev naming this tree, the test modules (build/tests/*.so) and Linux's drivers built as modules
(build/linux-modules/*.so), the boards of tests/docs and the build's platdev first on PATH.
A block whose command names a file that is not there is skipped, and the
test says which (77, CTest's skip code, when every block was skipped).
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

from doctree import doc_files

MARK = re.compile(r'^<!--\s*check:\s*(output|run|compile|excerpt)(?:\s+(\S+))?\s*-->\s*$')
SKIP = 77


def blocks(path):
    """Yield (kind, argument, line number, lines) of every marked block."""
    with open(path, encoding='utf-8') as fh:
        lines = fh.read().split('\n')
    i = 0
    while i < len(lines):
        m = MARK.match(lines[i])
        if m and i + 1 < len(lines) and lines[i + 1].startswith('```'):
            body = []
            j = i + 2
            while j < len(lines) and not lines[j].startswith('```'):
                body.append(lines[j])
                j += 1
            yield m.group(1), m.group(2), i + 2, body
            i = j
        elif m:
            raise SystemExit(f'{path}:{i + 1}: marker not followed by a fenced block')
        i += 1


def line_fits(expected, actual):
    """A line fits when equal, or when each '...' in it stands for any text."""
    if expected == actual:
        return True
    if '...' not in expected:
        return False
    pattern = '.*'.join(re.escape(p) for p in expected.split('...'))
    return re.fullmatch(pattern, actual) is not None


def matches(expected, actual):
    """Whether @actual fits @expected, where a line '...' is any run of lines."""
    memo = {}

    def fit(e, a):
        key = (e, a)
        if key in memo:
            return memo[key]
        if e == len(expected):
            r = a == len(actual)
        elif expected[e] == '...':
            r = any(fit(e + 1, k) for k in range(a, len(actual) + 1))
        else:
            r = (a < len(actual) and line_fits(expected[e], actual[a]) and
                 fit(e + 1, a + 1))
        memo[key] = r
        return r
    return fit(0, 0)


def session(body):
    """Split a shell session into (command, expected output lines)."""
    out = []
    for line in body:
        if line.startswith('$ '):
            out.append((line[2:], []))
        elif out:
            out[-1][1].append(line.rstrip())
        elif line.strip():
            raise ValueError(f'output before the first command: {line!r}')
    return out


def missing_file(cmd, work, kinds='dtb|so'):
    """A board or module the command names that the scratch folder lacks."""
    for word in re.findall(r'[\w./+-]+\.(?:' + kinds + r')\b', cmd):
        if not os.path.exists(os.path.join(work, word)):
            return word
    unquoted = re.sub(r"'[^']*'|\"[^\"]*\"", '', cmd)
    for tool in re.findall(r'\|\s*(\w+)', unquoted):
        if not shutil.which(tool):
            return tool
    return None


def run_sh(cmd, work, env):
    p = subprocess.run(['sh', '-c', cmd], cwd=work, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=120)
    return p.returncode, p.stdout.decode('utf-8', 'replace')


def check_output(where, body, work, env):
    for cmd, expected in session(body):
        lost = missing_file(cmd, work)
        if lost:
            return f'skipped: {lost} is not here'
        _, out = run_sh(cmd, work, env)
        actual = [l.rstrip() for l in out.rstrip('\n').split('\n')] if out else []
        while expected and not expected[-1]:
            expected = expected[:-1]
        if not matches(expected, actual):
            return ('FAILED: $ ' + cmd + '\n--- shown\n' + '\n'.join(expected) +
                    '\n--- printed\n' + '\n'.join(actual))
    return None


def check_run(where, body, work, env):
    script = '\n'.join(body)
    lost = missing_file(script, work, 'dtb')
    if lost:
        return f'skipped: {lost} is not here'
    rc, out = run_sh('set -e\n' + script, work, env)
    if rc:
        return f'FAILED: exit {rc}\n{out}'
    return None


def flat(text):
    return ' '.join(text.split())


def check_excerpt(where, body, top, name):
    with open(os.path.join(top, name), encoding='utf-8') as fh:
        stream = flat(fh.read())
    at = 0
    for line in body:
        code = line.strip()
        if not code or code == '...':
            continue
        if not code.startswith('/*'):
            code = re.sub(r'\s*/\*.*?\*/\s*$', '', code)
        code = flat(code).rstrip(';')
        k = stream.find(code, at)
        if k < 0:
            return f'FAILED: not in {name} (after what came before): {line.strip()}'
        at = k + len(code)
    return None


def check_compile(where, body, work, env, build, cc_args):
    src = os.path.join(work, 'example.c')
    with open(src, 'w', encoding='utf-8') as fh:
        fh.write('\n'.join(body) + '\n')
    has_main = re.search(r'^int main\(', '\n'.join(body), re.M)
    exe = os.path.join(work, 'example')
    cmd = ['cc', '-std=gnu11', '-Wall', '-Werror', '-Wno-unused-variable',
           '-Wno-unused-function'] + cc_args
    if has_main:
        cmd += [src, '-o', exe, '-L' + build, '-lplatdev',
                '-Wl,-rpath,' + build, '-lfdt', '-lpthread']
    else:
        cmd += ['-c', src, '-o', exe + '.o']
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode:
        return 'FAILED to compile:\n' + p.stdout.decode('utf-8', 'replace')
    if has_main:
        rc, out = run_sh(exe, work, env)
        if rc:
            return f'FAILED: the program exited {rc}\n{out}'
    return None


def scratch(top, build):
    work = tempfile.mkdtemp(prefix='platdev-docs-')
    found = glob.glob(os.path.join(build, 'tests', '**', '*.dtb'), recursive=True)
    found += glob.glob(os.path.join(top, '..', 'shared', 'dtbs', '*.dtb'))
    found += glob.glob(os.path.join(build, 'tests', '*.so'))
    found += glob.glob(os.path.join(build, 'linux-modules', '*.so'))
    found += glob.glob(os.path.join(top, 'tests', 'docs', '*.dts'))
    for f in found:
        dst = os.path.join(work, os.path.basename(f))
        if not os.path.exists(dst):
            os.symlink(os.path.abspath(f), dst)
    return work


def main():
    top, build = (os.path.abspath(a) for a in sys.argv[1:3])
    cc_args = sys.argv[3:] + ['-I' + os.path.join(top, 'include')]
    files = doc_files(top)
    work = scratch(top, build)
    env = dict(os.environ)
    env['PATH'] = os.path.join(build, 'tools', 'platdev') + os.pathsep + env['PATH']
    # "~/platdev", the guides' name for this tree, is this tree
    env['HOME'] = work
    os.symlink(top, os.path.join(work, 'platdev'))
    env['LINUX'] = os.path.join(build, 'linux-src', 'linux-source-6.12')
    env['LC_ALL'] = 'C'
    failed = ran = skipped = 0
    try:
        for f in files:
            for kind, arg, line, body in blocks(f):
                where = f'{os.path.relpath(f, top)}:{line}'
                if kind == 'output':
                    why = check_output(where, body, work, env)
                elif kind == 'run':
                    why = check_run(where, body, work, env)
                elif kind == 'excerpt':
                    why = check_excerpt(where, body, top, arg)
                else:
                    why = check_compile(where, body, work, env, build, cc_args)
                if why is None:
                    ran += 1
                    print(f'{where}: {kind}: ok')
                elif why.startswith('skipped'):
                    skipped += 1
                    print(f'{where}: {kind}: {why}')
                else:
                    failed += 1
                    print(f'{where}: {kind}: {why}')
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f'doc_examples: {ran} passed, {failed} failed, {skipped} skipped')
    if failed:
        return 1
    return SKIP if skipped and not ran else 0


if __name__ == '__main__':
    sys.exit(main())
