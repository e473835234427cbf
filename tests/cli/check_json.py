#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# check_json.py FILE COMMAND [--why-names-devices] - FILE holds one valid
# JSON document (python3's json module's verdict) of the inspector's
# COMMAND: its "schema_version" is set and its "command" is COMMAND. With
# --why-names-devices, a "why" document also names at least one device,
# each with its name, state and explanation. Exit 0 if so; 1, with the
# reason on stderr, if not.
import json
import sys

# show --json nests each device in its parent: a chain of thousands of
# buses is that deep, and the decoder recurses once per level.
sys.setrecursionlimit(50000)

try:
    with open(sys.argv[1], encoding="utf-8") as f:
        doc = json.load(f)
    assert isinstance(doc, dict), "not an object"
    assert doc["schema_version"] >= 1, "no schema_version"
    assert doc["command"] == sys.argv[2], "command is %r" % doc["command"]
    if "--why-names-devices" in sys.argv[3:]:
        assert doc["devices"], "why names no device"
        for dev in doc["devices"]:
            assert dev["name"] and dev["state"] and dev["explanation"]
except (OSError, ValueError, KeyError, TypeError, AssertionError,
        RecursionError) as e:
    print("check_json.py: %s: %s" % (sys.argv[1], e or type(e).__name__),
          file=sys.stderr)
    sys.exit(1)
