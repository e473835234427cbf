#!/bin/sh
# SPDX-License-Identifier: MIT
#
# io_order.sh ARCH [OUTDIR]: compile io_order.c for ARCH at -O2 and at -Os,
# disassemble it, and check every function's instructions against the table
# below. Exit 0 when all match, 1 on a mismatch (the expected and the actual
# sequences are printed), 77 when ARCH's compiler or objdump is missing.
#
# ARCH: x86_64, aarch64, armv7-a (32-bit Arm, A profile), cortex-m0plus,
# cortex-m3, cortex-m4, cortex-m7, cortex-m33, rv32imac, rv64imac.
# Compilers: x86_64 uses $CC (default cc) when it targets x86-64, else
# x86_64-linux-gnu-gcc; aarch64 uses $CC when that targets AArch64, else
# aarch64-linux-gnu-gcc; the Arm ones arm-none-eabi-gcc; the RISC-V ones
# riscv64-unknown-elf-gcc with picolibc. OUTDIR (default: a temporary
# folder) receives the objects and their disassembly.
#
# How an instruction is compared: by its mnemonic, plus its operands for
# the ordering instructions (dmb, dsb, fence, ...), where the operand is
# the point. x86's "lock" prefix keeps its instruction ("lock addl"). Left
# out before comparing: register-to-register moves and extensions the
# compiler places around a load (aarch64 mov, RISC-V sext.w) and alignment
# nops; they neither access memory nor order it.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
arch=${1:?usage: io_order.sh ARCH [OUTDIR]}
out=${2:-}
if [ -z "$out" ]; then
	out=$(mktemp -d)
	trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

skip() {
	echo "io_order: $arch: $1, skipping"
	exit 77
}

targets() { # CC: the compiler's target triple, or nothing
	"$1" -dumpmachine 2>/dev/null || true
}

flags=""
case $arch in
x86_64)
	cc=${CC:-cc}
	case $(targets "$cc") in
	x86_64-*) ;;
	*) cc=x86_64-linux-gnu-gcc ;;
	esac
	objdump=objdump
	group=x86_64
	;;
aarch64)
	cc=${CC:-cc}
	case $(targets "$cc") in
	aarch64-*) objdump=objdump ;;
	*) cc=aarch64-linux-gnu-gcc objdump=aarch64-linux-gnu-objdump ;;
	esac
	group=aarch64
	;;
armv7-a)
	cc=arm-none-eabi-gcc objdump=arm-none-eabi-objdump
	flags="-march=armv7-a -marm -mfloat-abi=soft"
	group=armv7-a
	;;
cortex-m0plus | cortex-m3 | cortex-m4 | cortex-m7 | cortex-m33)
	cc=arm-none-eabi-gcc objdump=arm-none-eabi-objdump
	flags="-mcpu=$arch -mthumb -mfloat-abi=soft"
	group=cortex-m
	;;
rv32imac)
	cc=riscv64-unknown-elf-gcc objdump=riscv64-unknown-elf-objdump
	flags="-march=rv32imac -mabi=ilp32 --specs=picolibc.specs"
	group=riscv
	;;
rv64imac)
	cc=riscv64-unknown-elf-gcc objdump=riscv64-unknown-elf-objdump
	flags="-march=rv64imac -mabi=lp64 -mcmodel=medany --specs=picolibc.specs"
	group=riscv
	;;
*)
	echo "io_order: unknown ARCH '$arch'" >&2
	exit 2
	;;
esac
command -v "$cc" >/dev/null 2>&1 || skip "$cc not found"
command -v "$objdump" >/dev/null 2>&1 || skip "$objdump not found"
case $flags in
*picolibc.specs*)
	[ "$("$cc" -print-file-name=picolibc.specs)" != picolibc.specs ] ||
		skip "no picolibc for $cc (Debian: picolibc-riscv64-unknown-elf)"
	;;
esac

# The expected instructions: function, architecture group, instructions
# separated by ';'. Derived from Linux 6.12 (line numbers in the Debian
# linux-source-6.12 tree, 6.12.118):
#
# x86_64   arch/x86/include/asm/io.h:47-71 (readl/writel: one mov, with a
#          "memory" clobber; _relaxed without), asm/barrier.h:22-24 (mb,
#          rmb, wmb: mfence, lfence, sfence), :50-51 (dma_rmb, dma_wmb:
#          compiler only), :53-56 (smp_mb: lock addl; smp_rmb, smp_wmb:
#          compiler only), :59-72 (release/acquire: a plain store/load);
#          include/asm-generic/barrier.h:72-74 (dma_mb is mb).
# aarch64  arch/arm64/include/asm/io.h:75-84, 38-43 (ldr, str), :98-121
#          (after a read dmb oshld and eor+cbnz on the value; before a
#          write dmb oshst), asm/barrier.h:60-66 (mb/rmb/wmb dsb sy/ld/st,
#          dma_ dmb osh/oshld/oshst), :123-125 (smp_ dmb ish/ishld/ishst),
#          :127-190 (stlr, ldar).
# armv7-a  arch/arm/include/asm/io.h:173-176 and 295-301 (readl: ldr then
#          rmb; writel: wmb then str), asm/barrier.h:18-21, 60-68 (mb, rmb:
#          dsb; wmb: dsb st; dma_rmb: dmb osh; dma_wmb: dmb oshst), :77-79
#          (smp_mb, smp_rmb: dmb ish; smp_wmb: dmb ishst), with
#          CONFIG_ARM_DMA_MEM_BUFFERABLE (arch/arm/mm/Kconfig:1099-1101);
#          asm-generic/barrier.h:72-74 (dma_mb is mb), :138-155
#          (release: smp_mb then str; acquire: ldr then smp_mb).
# cortex-m the armv7-a sequences (Linux's CPU_V7M build uses the same
#          file), with the only DMB/DSB option M profile defines, SY, in
#          place of st/osh/oshst/ish/ishst; Linux's M-profile build is
#          uniprocessor (smp_ = compiler barriers), platdev's keeps dmb
#          unless PLATDEV_SMP=0 (see include/platdev/arch/barrier_arm.h).
# riscv    arch/riscv/include/asm/mmio.h:134-149 (readl: lw then fence
#          i,ir; writel: fence w,o then sw), :117-121 (relaxed: none),
#          asm/barrier.h:23-30 (mb/rmb/wmb: fence iorw,iorw / ir,ir /
#          ow,ow; smp_: fence rw,rw / r,r / w,w), :59-71 (release: fence
#          rw,w then sw; acquire: lw then fence r,rw);
#          asm-generic/barrier.h:72-82 (dma_ are mb/rmb/wmb).
table() {
	cat <<'EOF'
t_readl              x86_64    mov; ret
t_writel             x86_64    mov; ret
t_readl_relaxed      x86_64    mov; ret
t_writel_relaxed     x86_64    mov; ret
t_mb                 x86_64    mfence; ret
t_rmb                x86_64    lfence; ret
t_wmb                x86_64    sfence; ret
t_dma_mb             x86_64    mfence; ret
t_dma_rmb            x86_64    ret
t_dma_wmb            x86_64    ret
t_smp_mb             x86_64    lock addl; ret
t_smp_rmb            x86_64    ret
t_smp_wmb            x86_64    ret
t_smp_load_acquire   x86_64    mov; ret
t_smp_store_release  x86_64    mov; ret

t_readl              aarch64   ldr; dmb oshld; eor; cbnz; ret
t_writel             aarch64   dmb oshst; str; ret
t_readl_relaxed      aarch64   ldr; ret
t_writel_relaxed     aarch64   str; ret
t_mb                 aarch64   dsb sy; ret
t_rmb                aarch64   dsb ld; ret
t_wmb                aarch64   dsb st; ret
t_dma_mb             aarch64   dmb osh; ret
t_dma_rmb            aarch64   dmb oshld; ret
t_dma_wmb            aarch64   dmb oshst; ret
t_smp_mb             aarch64   dmb ish; ret
t_smp_rmb            aarch64   dmb ishld; ret
t_smp_wmb            aarch64   dmb ishst; ret
t_smp_load_acquire   aarch64   ldar; ret
t_smp_store_release  aarch64   stlr; ret

t_readl              armv7-a   ldr; dsb sy; bx
t_writel             armv7-a   dsb st; str; bx
t_readl_relaxed      armv7-a   ldr; bx
t_writel_relaxed     armv7-a   str; bx
t_mb                 armv7-a   dsb sy; bx
t_rmb                armv7-a   dsb sy; bx
t_wmb                armv7-a   dsb st; bx
t_dma_mb             armv7-a   dsb sy; bx
t_dma_rmb            armv7-a   dmb osh; bx
t_dma_wmb            armv7-a   dmb oshst; bx
t_smp_mb             armv7-a   dmb ish; bx
t_smp_rmb            armv7-a   dmb ish; bx
t_smp_wmb            armv7-a   dmb ishst; bx
t_smp_load_acquire   armv7-a   ldr; dmb ish; bx
t_smp_store_release  armv7-a   dmb ish; str; bx

t_readl              cortex-m  ldr; dsb sy; bx
t_writel             cortex-m  dsb sy; str; bx
t_readl_relaxed      cortex-m  ldr; bx
t_writel_relaxed     cortex-m  str; bx
t_mb                 cortex-m  dsb sy; bx
t_rmb                cortex-m  dsb sy; bx
t_wmb                cortex-m  dsb sy; bx
t_dma_mb             cortex-m  dsb sy; bx
t_dma_rmb            cortex-m  dmb sy; bx
t_dma_wmb            cortex-m  dmb sy; bx
t_smp_mb             cortex-m  dmb sy; bx
t_smp_rmb            cortex-m  dmb sy; bx
t_smp_wmb            cortex-m  dmb sy; bx
t_smp_load_acquire   cortex-m  ldr; dmb sy; bx
t_smp_store_release  cortex-m  dmb sy; str; bx

t_readl              riscv     lw; fence i,ir; ret
t_writel             riscv     fence w,o; sw; ret
t_readl_relaxed      riscv     lw; ret
t_writel_relaxed     riscv     sw; ret
t_mb                 riscv     fence iorw,iorw; ret
t_rmb                riscv     fence ir,ir; ret
t_wmb                riscv     fence ow,ow; ret
t_dma_mb             riscv     fence iorw,iorw; ret
t_dma_rmb            riscv     fence ir,ir; ret
t_dma_wmb            riscv     fence ow,ow; ret
t_smp_mb             riscv     fence rw,rw; ret
t_smp_rmb            riscv     fence r,r; ret
t_smp_wmb            riscv     fence w,w; ret
t_smp_load_acquire   riscv     lw; fence r,rw; ret
t_smp_store_release  riscv     fence rw,w; sw; ret
EOF
}

# disassemble OBJ: "function: insn; insn; ..." per function, normalised.
disassemble() {
	"$objdump" -d --no-show-raw-insn "$1" | awk -v group="$group" '
	function flush() {
		if (fn != "")
			print fn ": " seq
		fn = ""
		seq = ""
	}
	/^[0-9a-f]+ <[^>]*>:$/ {
		flush()
		fn = $2
		gsub(/[<>:]/, "", fn)
		next
	}
	fn != "" && /^ *[0-9a-f]+:\t/ {
		insn = $0
		sub(/^ *[0-9a-f]+:\t/, "", insn)
		sub(/[ \t]*(#|@|\/\/|<).*$/, "", insn)
		n = split(insn, w, /[ \t]+/)
		op = w[1]
		rest = ""
		for (i = 2; i <= n; i++)
			rest = rest w[i]
		if (op == "fence" && rest == "")
			rest = "iorw,iorw" # objdump prints the full fence bare
		if (op == "lock")
			op = op " " w[2]
		else if (op ~ /^(dmb|dsb|isb|fence)$/)
			op = op " " rest
		if (op ~ /^nop/ || op == "xchg")
			next
		if (group == "aarch64" && op == "mov")
			next
		if (group == "riscv" && op == "sext.w")
			next
		seq = seq (seq == "" ? "" : "; ") op
	}
	END { flush() }'
}

status=0
for opt in -O2 -Os; do
	obj=$out/io_order-$arch$opt.o
	# shellcheck disable=SC2086 # $flags holds several options
	"$cc" $flags -std=gnu11 $opt -DPLATDEV_IO_SIM=0 -Wall -Wextra -Werror \
		-ffunction-sections -fno-asynchronous-unwind-tables \
		-fno-stack-protector -I"$src/include" -c "$here/io_order.c" \
		-o "$obj"
	disassemble "$obj" >"$obj.txt"
	table | awk -v group="$group" -v arch="$arch" -v opt="$opt" \
		-v actual="$obj.txt" '
	BEGIN {
		while ((getline line < actual) > 0) {
			i = index(line, ": ")
			got[substr(line, 1, i - 1)] = substr(line, i + 2)
		}
	}
	$2 == group {
		fn = $1
		want = $0
		sub(/^[^ ]+ +[^ ]+ +/, "", want)
		seen[fn] = 1
		if (!(fn in got)) {
			printf "io_order: %s %s: %s is missing\n", arch, opt, fn
			bad = 1
		} else if (got[fn] != want) {
			printf "io_order: %s %s: %s\n  expected: %s\n  actual:   %s\n",
				arch, opt, fn, want, got[fn]
			bad = 1
		}
	}
	END {
		for (fn in got)
			if (!(fn in seen)) {
				printf "io_order: %s %s: %s (%s) has no row in the table\n",
					arch, opt, fn, got[fn]
				bad = 1
			}
		exit bad
	}' || status=1
done
if [ "$status" -eq 0 ]; then
	echo "io_order: $arch: readl, writel, their _relaxed forms and the barriers match Linux 6.12's instructions (-O2 and -Os)"
fi
exit "$status"
