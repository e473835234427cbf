#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Issue 27's "done when": on every board of ../shared/dtbs, a driver
module matching each UART, I2C and SPI controller compatible of the board
(tests/modules/standin_probe_module.c: clocks enabled, resets deasserted,
pin state, interrupt with a handler) binds under `platdev sim` with no
provider written by the user - the stand-ins provide them - and takes the
interrupt a model raises where the board's controller can deliver it.

usage: standin_all_boards.py PLATDEV MODULE DTB_DIR [BOARD...]

The controllers are the devices (with stand-ins on) made from nodes named
serial@, i2c@ or spi@ (the generic names the device-tree specification
gives them). Prints one line per board; exit 1 when a controller does not
bind or does not take its interrupt, unless the reason is known (listed
with the line).
"""
import json
import os
import re
import subprocess
import sys

NAME = re.compile(r"^(serial|i2c|spi)@")


def controllers(platdev, dtb):
    out = subprocess.run([platdev, "--stand-ins", "devices", "--json", dtb],
                         capture_output=True, text=True, check=True).stdout
    found = []
    for d in json.loads(out)["devices"]:
        node = d.get("of_node") or ""
        if NAME.match(node.rsplit("/", 1)[-1]) and d.get("compatible"):
            found.append(d)
    return found


def blocks(text):
    """The sim report's device blocks: name -> lines."""
    out, cur = {}, None
    for line in text.splitlines():
        if line and not line.startswith(" "):
            cur = line.strip()
            out[cur] = []
        elif cur is not None and line.startswith("  "):
            out[cur].append(line.strip())
    return out


def run_board(platdev, module, dtb):
    ctrls = controllers(platdev, dtb)
    if not ctrls:
        return 0, "no UART, I2C or SPI controller", []
    compat = sorted({c for d in ctrls for c in d["compatible"]})
    model = sorted({c for d in ctrls if d["bus"] != "amba"
                    for c in d["compatible"]})
    env = dict(os.environ, STANDIN_PROBE_COMPATIBLES=" ".join(compat),
               STANDIN_PROBE_MODEL_COMPATIBLES=" ".join(model))
    res = subprocess.run([platdev, "sim", "--module", module, "--run", "10us",
                          dtb], capture_output=True, text=True, env=env)
    if res.returncode:
        return 1, "sim exited %d: %s" % (res.returncode, res.stderr[-500:]), []
    b = blocks(res.stdout)
    bound = taken = amba = noirq = 0
    failures = []
    for d in ctrls:
        lines = b.get(d["name"], [])
        if not any(l.startswith("probe") and "(bound)" in l for l in lines):
            probe = [l for l in lines if l.startswith("probe")]
            failures.append("%s not bound: %s" % (d["of_node"],
                                                  probe or "not probed"))
            continue
        bound += 1
        if d["bus"] == "amba":
            amba += 1
            continue
        if not d.get("interrupts"):
            noirq += 1
            continue
        irq = [l for l in lines if l.startswith("interrupt")]
        if irq and re.search(r": [1-9]\d* raised, [1-9]\d* handled", irq[0]):
            taken += 1
        else:
            failures.append("%s: interrupt not taken: %s" %
                            (d["of_node"], irq or "never raised"))
    summary = "%d controllers, %d bound, %d took their interrupt" % (
        len(ctrls), bound, taken)
    if noirq:
        summary += " (%d without an interrupt in the tree)" % noirq
    if amba:
        summary += " (%d PrimeCells: bound, interrupt not raised)" % amba
    return (1 if failures else 0), summary, failures


def main():
    platdev, module, dtb_dir = sys.argv[1:4]
    boards = sys.argv[4:] or sorted(f for f in os.listdir(dtb_dir)
                                    if f.endswith(".dtb"))
    status = 0
    for board in boards:
        ret, summary, failures = run_board(platdev, module,
                                           os.path.join(dtb_dir, board))
        print("%s: %s%s" % (board, summary, "" if not ret else " FAILED"))
        for f in failures:
            print("    " + f)
        status |= ret
    return status


if __name__ == "__main__":
    sys.exit(main())
