#!/bin/sh
# SPDX-License-Identifier: MIT
#
# man_page.sh PLATDEV MAN_PAGE - the platdev(1) page the build wrote is the
# one the program writes now, groff parses it without a single warning, and
# every command's synopsis that --help lists is a section of the rendered
# page.
set -u
platdev=$1
page=$2
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

"$platdev" --generate man > "$tmp/now.1" || { echo "--generate man failed"; exit 1; }
cmp -s "$page" "$tmp/now.1" || { echo "$page is not what --generate man writes now"; fail=1; }
groff -man -ww -z "$page" 2> "$tmp/warnings"
if [ -s "$tmp/warnings" ]; then
	echo "groff warns:"
	cat "$tmp/warnings"
	fail=1
fi
groff -man -Tascii -P-cbou -rLL=300n "$page" > "$tmp/page.txt" 2>/dev/null
"$platdev" --help | sed -n '/^commands:$/,/^$/p' |
	awk -F '  +' '/^  [a-z]/ { print $2 }' > "$tmp/synopses"
[ -s "$tmp/synopses" ] || { echo "no commands in --help"; exit 1; }
while IFS= read -r synopsis; do
	grep -qxF "   $synopsis" "$tmp/page.txt" ||
		{ echo "the page has no section '$synopsis'"; fail=1; }
done < "$tmp/synopses"
exit $fail
