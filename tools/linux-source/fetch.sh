#!/bin/sh
# SPDX-License-Identifier: MIT
#
# fetch.sh CACHE LIST: make CACHE/linux-source-6.12/PATH exist for every
# PATH in LIST (one per line, relative to the top of the Linux tree; '#'
# starts a comment), taken from Debian's linux-source-6.12 package. A PATH
# ending in '/' is a folder, fetched whole (include/dt-bindings/).
#
# The tests build a few of Linux's own drivers, unmodified, against our
# headers (tests/linux/). No kernel code is kept in this repository: it is
# fetched at test time into the build tree and cached there.
#
#   - The files come from $LINUX_SOURCE_TARBALL when that names a file
#     (the tarball inside the package), else from
#     CACHE/linux-source-6.12.tar.xz, which `apt-get download
#     linux-source-6.12` fills once (as root, a failed download is retried
#     after `apt-get update`).
#   - The files are extracted again only when LIST changed since the last
#     run (CACHE/extracted.list) or one of them is missing.
set -eu

[ $# -eq 2 ] || { echo "usage: $0 CACHE LIST" >&2; exit 2; }
cache=$1
list=$2
tree=linux-source-6.12
tarball=$cache/$tree.tar.xz

[ -f "$list" ] || { echo "fetch.sh: $list: no such file" >&2; exit 2; }
mkdir -p "$cache"

paths=$(sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$list")

up_to_date() {
	cmp -s "$list" "$cache/extracted.list" || return 1
	for p in $paths; do
		case $p in
		*/) [ -d "$cache/$tree/$p" ] || return 1 ;;
		*) [ -f "$cache/$tree/$p" ] || return 1 ;;
		esac
	done
}

if up_to_date; then
	exit 0
fi

if [ -z "$paths" ]; then
	# Nothing asked for (an empty tar member list would extract it all).
	cp "$list" "$cache/extracted.list"
	exit 0
fi

if [ -n "${LINUX_SOURCE_TARBALL:-}" ] && [ -f "$LINUX_SOURCE_TARBALL" ]; then
	tarball=$LINUX_SOURCE_TARBALL
elif [ ! -f "$tarball" ]; then
	(
		command -v apt-get >/dev/null 2>&1 || {
			echo "fetch.sh: no apt-get to download $tree; set" \
			     "LINUX_SOURCE_TARBALL to its tarball" >&2
			exit 1
		}
		rm -f "$cache"/"$tree"_*.deb
		echo "fetch.sh: downloading $tree into $cache"
		if ! (cd "$cache" && apt-get download "$tree"); then
			[ "$(id -u)" -eq 0 ] || {
				echo "fetch.sh: apt-get download $tree failed" >&2
				exit 1
			}
			apt-get update
			(cd "$cache" && apt-get download "$tree")
		fi
		deb=$(ls "$cache"/"$tree"_*.deb | head -n 1)
		dpkg-deb --fsys-tarfile "$deb" |
			tar -xOf - "./usr/src/$tree.tar.xz" > "$tarball.part"
		rm -f "$deb"
	)
	mv "$tarball.part" "$tarball"
fi

echo "fetch.sh: extracting $(echo "$paths" | wc -l) files and folders of $tree"
rm -rf "$cache/$tree"
# shellcheck disable=SC2046,SC2086 # one argument per path, none has spaces
tar -xJf "$tarball" -C "$cache" \
	$(for p in $paths; do echo "$tree/${p%/}"; done)
cp "$list" "$cache/extracted.list"

# A binding header Linux keeps as a link into its uapi headers
# (dt-bindings/input/linux-event-codes.h -> uapi/linux/input-event-codes.h)
# dangles here, the uapi tree not being fetched: point it at the kit's own
# header of that name, when the kit has one.
kit=$(cd "$(dirname "$0")/../../include" && pwd)
find "$cache/$tree/include/dt-bindings" -type l 2>/dev/null |
while read -r link; do
	[ -e "$link" ] && continue
	target=$(readlink "$link")
	case $target in
	*/uapi/*) rel=uapi/${target#*/uapi/} ;;
	*) continue ;;
	esac
	if [ -f "$kit/$rel" ]; then
		ln -sf "$kit/$rel" "$link"
	fi
done
