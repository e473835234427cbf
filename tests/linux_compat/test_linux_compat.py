#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The report of tools/linux-compat on a fixture tree of fake drivers: each
file's result, its first blocker and that blocker's class, the totals, and
the parsing of the compiler's messages the fixtures do not produce.

  test_linux_compat.py SOURCE_DIR BUILD_DIR WORK_DIR
"""
import os
import sys

src, build, work = sys.argv[1:4]
sys.path.insert(0, os.path.join(src, "tools", "linux-compat"))
import linux_compat as lc  # noqa: E402

failures = []


def check(what, got, want):
    if got != want:
        failures.append("%s: got %r, want %r" % (what, got, want))


folders = "drivers/clk drivers/reset drivers/watchdog drivers/soc"
out = os.path.join(work, "linux-compat.md")
results = lc.main(["scan", "--tree", os.path.join(src, "tests", "linux_compat", "tree"),
                   "--folders", folders, "--source-dir", src,
                   "--build-dir", build, "--linux-include", "",
                   "--work", work, "--out", out, "--jobs", "2"])
by = {r["file"]: r for r in results}

# fake-helper.c and fake-lib.c register no driver: not scanned.
check("files", sorted(by), [
    "drivers/clk/fake-implicit.c", "drivers/clk/fake-unlinked.c",
    "drivers/reset/fake-ok.c", "drivers/reset/fake-remove.c",
    "drivers/reset/fake-via.c",
    "drivers/soc/fake-vendor.c", "drivers/watchdog/fake-wdt.c"])
want = {
    "drivers/reset/fake-ok.c": (True, True, None),
    "drivers/watchdog/fake-wdt.c":
        (False, False, ("H", "linux/spi/spi.h", "a", "spi")),
    "drivers/clk/fake-implicit.c":
        (False, False, ("N", "platdev_fixture_undeclared()", "c",
                        "primitive or driver model")),
    "drivers/clk/fake-unlinked.c":
        (True, False, ("L", "platdev_fixture_missing()", "c",
                       "primitive or driver model")),
    "drivers/reset/fake-remove.c":
        (False, False, ("T", "incompatible pointer type: .remove", "c",
                        "types")),
    "drivers/reset/fake-via.c":
        (True, False, ("H", "linux/platdev-fixture-missing.h", "c",
                       "primitive or driver model")),
    "drivers/soc/fake-vendor.c":
        (False, False, ("H", "soc/platdev-fixture/vendor.h", "b",
                        "vendor SoC")),
}
for f, (comp, link, blocker) in want.items():
    r = by.get(f)
    if not r:
        continue
    check(f + " compiles", r["compile"], comp)
    check(f + " links clean", r["link"], link)
    check(f + " first blocker", lc.first_blocker(r), blocker)
# What the folder's other files define, the driver is linked with; when
# that file does not compile, its error blocks the driver.
check("fake-unlinked linked with", by["drivers/clk/fake-unlinked.c"]["module"],
      ["drivers/clk/fake-helper.c"])
check("fake-via blocked by", by["drivers/reset/fake-via.c"]["via"],
      "drivers/reset/fake-lib.c")

with open(out) as f:
    text = f.read()
for line in ("- **7 files** register a platform driver; **3 compile** strictly;"
             " **1 link clean** (no undefined symbol).",
             "| fake-via.c | yes | <linux/platdev-fixture-missing.h> (in"
             " fake-lib.c, linked with it) | (c) primitive or driver model |",
             "| `platdev_fixture_undeclared()` | 1 | fake-implicit.c |",
             "| <linux/spi/spi.h> | (a) | spi | 1 |",
             "| drivers/clk | 2 | 1 | 0 | 2 | 0 | 0 |",
             "| fake-wdt.c | no | <linux/spi/spi.h> | (a) spi |"):
    if line not in text:
        failures.append("report lacks the line: " + line)
if "first blocker is: **4 class (c)" not in text:
    failures.append("report: not 4 files of class (c)")

# Messages the fixtures do not produce, as GCC writes them in the C locale.
for msg, rest, want in [
        ("'struct irq_chip' has no member named 'irq_eoi'", "",
         ("N", "struct irq_chip.irq_eoi")),
        ("'WARN_ON' undeclared (first use in this function)", "",
         ("N", "WARN_ON")),
        ("unknown type name 'irq_hw_number_t'", "",
         ("N", "irq_hw_number_t")),
        ("invalid use of undefined type 'struct rtc_device'", "",
         ("N", "struct rtc_device")),
        ("array type has incomplete element type 'struct reg_sequence'", "",
         ("N", "struct reg_sequence")),
        ("passing argument 1 of 'clk_hw_register' from incompatible pointer"
         " type [-Werror=incompatible-pointer-types]", "",
         ("T", "incompatible pointer type: clk_hw_register() argument 1")),
        ("initialization of 'void *' from 'int' makes pointer from integer"
         " without a cast [-Werror=int-conversion]",
         "\nfoo.c:3:9: note: (near initialization for 'foo_ops.data')\n",
         ("T", "int-conversion: .data")),
        ("too few arguments to function 'regmap_attach_dev'", "",
         ("N", "regmap_attach_dev() arguments")),
        ("type defaults to 'int' in declaration of 'postcore_initcall'"
         " [-Werror=implicit-int]", "", ("N", "postcore_initcall"))]:
    check(msg, lc.parse_diagnostic(msg, "/nonexistent.c", 1, rest), want)
# A macro we lack at the top level: GCC names the token after it; the
# report names the macro that starts the line.
line_file = os.path.join(work, "line.c")
with open(line_file, "w") as f:
    f.write('FOO_DECLARE(foo, "vendor,foo", foo_init);\n')
check("expected before", lc.parse_diagnostic(
    "expected ')' before string constant", line_file, 1, ""),
    ("N", "FOO_DECLARE()"))
check("storage size", lc.parse_diagnostic(
    "storage size of 'x' isn't known", line_file, 1, ""),
    ("E", "storage size of 'x' isn't known"))

# Errors that follow from another are not names we lack: an argument of
# a call we lack, what a top-level macro we lack would have defined.
with open(line_file, "w") as f:
    f.write("static FOO_CLK(foo_clk, 1);\n")
out = ("a.c:9:5: error: implicit declaration of function 'struct_size'\n"
       "a.c:9:20: error: 'hws' undeclared (first use in this function)\n"
       "%s:1:8: error: 'foo_clk' undeclared here (not in a function)\n"
       "a.c:12:2: error: 'WARN_ON' undeclared (first use in this function)\n"
       % line_file)
check("secondary errors", [(k, n) for k, n, _ in lc.diagnostics(out)],
      [("N", "struct_size()"), ("E", "hws"), ("E", "foo_clk"),
       ("N", "WARN_ON")])

# The configuration symbol Kbuild defines while a file compiles: its own
# obj- line, or the module it is part of; none without a Makefile.
kdir = os.path.join(work, "kbuild", "drivers", "mfd")
os.makedirs(kdir, exist_ok=True)
with open(os.path.join(kdir, "Makefile"), "w") as f:
    f.write("obj-$(CONFIG_MFD_FOO)\t+= foo.o\n"
            "bar-y := bar-core.o \\\n\tbar-i2c.o\n"
            "obj-$(CONFIG_MFD_BAR) += bar.o\n")
check("own config", lc.kbuild_configs(os.path.join(kdir, "foo.c")),
      ["CONFIG_MFD_FOO"])
check("module's config", lc.kbuild_configs(os.path.join(kdir, "bar-i2c.c")),
      ["CONFIG_MFD_BAR"])
check("no rule", lc.kbuild_configs(os.path.join(kdir, "baz.c")), [])
check("no Makefile", lc.kbuild_configs(os.path.join(work, "none", "x.c")), [])

# A library another folder's Kconfig symbol selects is linked in as the
# folder's own files are; it is not its own provider.
sel = os.path.join(work, "selected")
for d in ("drivers/reset", "drivers/clk"):
    os.makedirs(os.path.join(sel, d), exist_ok=True)
with open(os.path.join(sel, "drivers/reset/reset-simple.c"), "w") as f:
    f.write("const struct reset_control_ops reset_simple_ops = {\n};\n")
with open(os.path.join(sel, "drivers/clk/clk-dvp.c"), "w") as f:
    f.write("static int x;\n")
check("selected library", lc.module_symbols(sel, "drivers/clk/clk-dvp.c")
      .get("reset_simple_ops"), ["drivers/reset/reset-simple.c"])
check("selected library itself", lc.module_symbols(
    sel, "drivers/reset/reset-simple.c").get("reset_simple_ops"), None)

for kind, key, want in [
        ("H", "asm/mach-types.h", "b"), ("H", "linux/soc/qcom/smem.h", "b"),
        ("H", "linux/firmware/imx/sci.h", "b"), ("H", "linux/rtc.h", "a"),
        ("H", "linux/regulator/driver.h", "a"), ("H", "linux/mfd/core.h", "a"),
        ("H", "linux/mfd/syscon.h", "c"), ("H", "linux/bug.h", "c"),
        ("H", "linux/dmaengine.h", "c"), ("N", "dma_async_device_register", "a"),
        ("N", "struct watchdog_device.ops", "a"), ("N", "WARN_ON", "c"),
        ("N", "devm_pinctrl_register()", "a"),
        # Vendor interfaces in include/linux/ itself, and what stays ours.
        ("H", "linux/dma/xilinx_dma.h", "b"), ("H", "linux/pxa2xx_ssp.h", "b"),
        ("H", "clocksource/timer-ti-dm.h", "b"), ("H", "lantiq_soc.h", "b"),
        ("H", "linux/reset/socfpga.h", "b"), ("H", "linux/iommu.h", "a"),
        ("N", "struct of_dma", "a"), ("N", "struct dma_router", "a"),
        ("N", "of_dma_controller_register()", "a"),
        ("N", "gpiochip_add_pin_range()", "a"), ("N", "is_slave_direction()", "a"),
        ("N", "DMAENGINE_ALIGN_4_BYTES", "a"), ("N", "dma_get_slave_caps()", "c"), ("H", "acpi/pcc.h", "a"),
        ("H", "linux/dma-mapping.h", "c"), ("H", "linux/reset.h", "c"),
        ("H", "linux/gpio/regmap.h", "c"), ("H", "linux/dma-direction.h", "c"),
        # Issue 23's last class (c) rows decided: vendor, architecture,
        # ACPICA and the tty/char-device cores; primitives stay (c).
        ("H", "linux/stmp3xxx_rtc_wdt.h", "b"), ("H", "linux/nsc_gpio.h", "b"),
        ("H", "linux/scx200_gpio.h", "b"), ("H", "linux/ts-nbus.h", "b"),
        ("H", "clocksource/samsung_pwm.h", "b"), ("H", "xen/xen.h", "b"),
        ("N", "atomic_io_modify()", "b"), ("N", "rs5c313_write_data()", "b"),
        ("N", "inb()", "b"), ("N", "outl_p()", "b"), ("N", "inbox_read()", "c"),
        ("N", "ACPI_INTERRUPT_HANDLED", "a"),
        ("N", "struct acpi_wdat_entry", "a"), ("N", "acpi_get_table()", "a"),
        ("H", "linux/keyboard.h", "a"), ("H", "linux/major.h", "a"),
        ("N", "sys_open()", "a"), ("N", "rwlock_t", "c"),
        ("N", "field_max()", "c"), ("N", "single_open()", "a"),
        ("N", "struct inode.i_private", "a"), ("N", "file_size()", "c"), ("H", "linux/of_reserved_mem.h", "c"),
        # Issue 23's session-27 rows: vendor and architecture headers,
        # the Arm timer's clocksource, and dev->pins of the pinctrl core.
        ("H", "linux/gpio/gpio-nomadik.h", "b"), ("H", "linux/gpio/driver.h", "c"),
        ("H", "linux/mv643xx_i2c.h", "b"), ("H", "sysdev/fsl_soc.h", "b"),
        ("H", "clocksource/arm_arch_timer.h", "a"),
        ("N", "struct device.pins", "a"), ("N", "struct device.dma_parms", "c"),
        ("N", "struct device", "c"), ("N", "AE_OK", "a"),
        ("N", "union acpi_object", "a"), ("N", "AEON_REG", "c")]:
    c = lc.classify(kind, key)[0] if kind == "H" else lc.blocker_class(kind, key)[0]
    check("class of " + key, c, want)

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("linux_compat: fixtures and classification as expected")
