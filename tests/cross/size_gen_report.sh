#!/bin/sh
# SPDX-License-Identifier: MIT
# size_gen_report.sh PROFILE CPU MAP: `make size`'s row for platdev gen's
# image (size_gen_main.c), from the GNU ld map of its --gc-sections link:
#
#   size-gen: PROFILE CPU text=N rodata=N data=N bss=N heap=0 (libc: text=N rodata=N data=N bss=N)
#
# text, rodata, data and bss of the library, the generated board, the
# article's code and the CMSDK drivers (everything but the C library,
# libgcc and the start-up objects, counted apart), by output section: code
# in .text, constants in .rodata, initialised RAM in .data, zeroed RAM in
# .bss. heap is what the image allocates: nothing (the tiny core has no
# allocator; the minimal image's fwtest_gen run prints its arena's peak).
set -eu
awk -v profile="$1" -v cpu="$2" '
function hex(s,   i, v) {
	v = 0
	s = tolower(substr(s, 3))
	for (i = 1; i <= length(s); i++)
		v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
	return v
}
function kind(sec) {
	if (sec ~ /^\.(s?bss|noinit|heap|stack)/ || sec == "COMMON")
		return "bss"
	if (sec ~ /^\.(s?data|init_array|fini_array|preinit_array|got)/)
		return "data"
	if (sec ~ /^\.(s?rodata)/)
		return "rodata"
	return "text"
}
function add(sec, size, obj,   who) {
	if (sec ~ /^\.(comment|debug|ARM\.attributes|riscv\.attributes|note\.gnu|stab)/)
		return
	who = "fw"
	if (obj ~ /lib(c|c_nano|g|g_nano|gcc|nosys|m|semihost)\.a\(/ || obj ~ /crt[^\/]*\.o$/)
		who = "libc"
	sum[who, kind(outsec)] += size
}
/^Linker script and memory map/ { inmap = 1; next }
!inmap { next }
/^\.[^ ]+|^[A-Za-z_][A-Za-z_0-9]*( |$)/ { split($0, f, " "); outsec = f[1] }
/^ [^ ]+ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ {
	if ($1 != "*fill*")
		add($1, hex($3), $4)
	pending = ""
	next
}
/^ [^ ]+$/ { pending = $1; next }
pending != "" && /^ +0x[0-9a-f]+ +0x[0-9a-f]+ +[^ ]/ {
	add(pending, hex($2), $3)
	pending = ""
	next
}
{ pending = "" }
END {
	printf "size-gen: %s %s text=%d rodata=%d data=%d bss=%d heap=0 (libc: text=%d rodata=%d data=%d bss=%d)\n", \
		profile, cpu, sum["fw", "text"], sum["fw", "rodata"], \
		sum["fw", "data"], sum["fw", "bss"], sum["libc", "text"], \
		sum["libc", "rodata"], sum["libc", "data"], sum["libc", "bss"]
}' "$3"
