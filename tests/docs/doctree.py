# SPDX-License-Identifier: MIT
"""What the docs tests read: README.md and the guides of docs/."""
import glob
import os


def doc_files(top):
    """README.md, then docs/*.md in name order."""
    return [os.path.join(top, 'README.md')] + sorted(
        glob.glob(os.path.join(top, 'docs', '*.md')))
