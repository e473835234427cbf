#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""linux_compat.py - our own compatibility report against Linux 6.12.

Compiles, strictly and unchanged, every file of Linux 6.12 that registers
a platform driver under the folders of FOLDERS, links each object that
compiles into a shared object against libplatdev, and writes a Markdown
report (docs/linux-compat.md): totals, per folder, per failing file its
first blocker and the class of that blocker, and rankings.

  linux_compat.py run  [options]   extract what it needs from the Linux
                                   tarball (cached), then scan
  linux_compat.py scan --tree DIR [options]
                                   scan an already extracted tree (the
                                   tests run this on a fixture tree)
  linux_compat.py report [options] write the report again from the last
                                   scan's results (WORK/results.json)
  linux_compat.py cflags FILE      print the flags the scan compiles FILE
                                   with (the porting recipe's)

Why a shared object: a driver reaches `platdev sim` or `platdev show` as a
--module, a shared object the platdev program loads, resolving its
undefined symbols against the library inside the program. Linking the
object with -shared -Wl,--no-undefined against libplatdev.so (and the C
library) fails on exactly the symbols that load would not find, and lists
each of them.

Why -nostdinc: the C library's folder /usr/include also holds the system's
kernel UAPI headers (linux/, asm/, ...). A header we lack, such as
<linux/i2c.h>, would be taken from there and fail later, on a name. The
scan compiles against the compiler's own headers and the C library's with
the kernel's folders left out, so that a missing header is reported as the
header it is.

Each first blocker is put in one of three classes (the table CLASSES):
  (c) a primitive or driver-model API: ours to provide; the goal of issue
      23 is that no file is blocked first by one of these,
  (a) a subsystem core we do not have yet (watchdog, rtc, ...),
  (b) an architecture or vendor header or interface.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

TREE = "linux-source-6.12"

FOLDERS = (
    "drivers/clk drivers/reset drivers/gpio drivers/power/reset drivers/bus "
    "drivers/mfd drivers/regulator drivers/pinctrl drivers/watchdog "
    "drivers/rtc drivers/char/hw_random drivers/mailbox drivers/phy "
    "drivers/leds drivers/input/keyboard drivers/pwm drivers/nvmem "
    "drivers/hwspinlock drivers/soc drivers/thermal drivers/i2c/busses "
    "drivers/spi drivers/tty/serial drivers/iio/adc drivers/dma").split()

# Every way a file of Linux 6.12 registers a platform driver
# (include/linux/platform_device.h), at the start of a code line.
REGISTERS = re.compile(
    r"^[^*/\n]*\b(module_platform_driver(_probe)?|builtin_platform_driver"
    r"(_probe)?|(__)?platform_driver_register|(__)?platform_driver_probe|"
    r"(__)?platform_register_drivers|(__)?platform_create_bundle)\s*\(",
    re.M)

# The one table of classes. Each row: class, what (a subsystem, a vendor,
# a primitive's family), a regular expression matched against a missing
# header as the driver wrote it ("H" rows) or against a missing name ("N"
# rows: functions, macros, types as "struct foo"). The first match wins;
# anything unmatched is class (c).
CLASSES = [
    # (b) architecture and vendor headers and interfaces
    ("H", "b", "architecture", r"^(asm|mach|plat|asm-generic)/"),
    ("H", "b", "vendor SoC", r"^(linux/)?soc/"),
    ("H", "b", "vendor firmware", r"^(linux/)?firmware/|^linux/(arm-smccc|psci|efi|dmi)\.h$"),
    ("H", "b", "vendor platform data", r"^linux/platform_data/"),
    # Marvell's MV643xx system controller family: its I2C, Ethernet and
    # board glue pass their platform data through these headers.
    ("H", "b", "vendor platform data", r"^linux/mv643xx(_[a-z0-9]+)?\.h$"),
    # A PowerPC platform's own folder (arch/powerpc/sysdev), which
    # Freescale's PowerPC drivers include as <sysdev/...>.
    ("H", "b", "architecture", r"^sysdev/"),
    ("H", "b", "vendor IP header", r"^linux/fpga/"),
    ("H", "b", "vendor clock", r"^linux/clk/(?!clk-conf\.h)"),
    ("H", "b", "vendor interrupt chip", r"^linux/irqchip/(?!chained_irq\.h)"),
    # Interfaces of one vendor's IP that live in include/linux/ itself: a
    # DMA controller's client API, a vendor bus or firmware protocol, a
    # SoC family's private glue. Each names its vendor or IP.
    ("H", "b", "vendor DMA controller", r"^linux/(dma/|(sh_dma|omap-dma|timb_dma)\.h$)"),
    ("H", "b", "vendor bus", r"^linux/(bus/|sunxi-rsb\.h$|arm-cci\.h$|vexpress\.h$)"),
    ("H", "b", "vendor firmware", r"^linux/(scpi_protocol|bcm47xx_nvram)\.h$"),
    ("H", "b", "vendor IP header", r"^linux/(fsl/|fsl_devices\.h$|pxa2xx_ssp\.h$|gpio-pxa\.h$|gpio/aspeed\.h$|gpio/gpio-nomadik\.h$|bcm47xx_wdt\.h$|cs5535\.h$|timb_gpio\.h$|litex\.h$|pruss_driver\.h$|reset/socfpga\.h$)"),
    ("H", "b", "vendor timer", r"^clocksource/timer-"),
    ("H", "b", "architecture", r"^[a-z0-9]+_soc\.h$|^linux/(cpufeature|kdebug)\.h$"),
    # Vendor glue between two drivers of one SoC or board family.
    ("H", "b", "vendor IP header", r"^linux/(stmp3xxx_rtc_wdt|nsc_gpio|scx200_gpio|ts-nbus)\.h$"),
    ("H", "b", "vendor timer", r"^clocksource/samsung_pwm\.h$"),
    ("H", "b", "hypervisor", r"^xen/"),
    # 32-bit Arm's asm/io.h; SuperH's fixed-address RTC (rtc-rs5c313.c
    # writes to integer addresses, which only SuperH's accessors take);
    # x86 port I/O, which linux/io.h declares (a file that stops on it
    # reached it in Linux through x86's or ACPI's headers).
    ("N", "b", "architecture", r"^(atomic_io_modify|rs5c313_|RS5C313_)|^(in|out)(b|w|l)(_p)?$"),
    ("N", "b", "vendor firmware", r"^(scmi_|qcom_scm|rpi_firmware|meson_sm|zynqmp_pm|ti_sci|imx_sc|arm_smccc|psci_|struct (scmi|qcom_scm|ti_sci|arm_smccc))"),
    ("N", "b", "architecture", r"^(cpu_has_|__raw_|arm_|read_cpuid|of_machine_is_compatible_arch)"),
    # (a) subsystem cores
    ("H", "a", "watchdog", r"^linux/watchdog\.h$"),
    ("N", "a", "watchdog", r"^(struct )?(devm_)?watchdog_|^WDIO|^WATCHDOG_"),
    ("H", "a", "rtc", r"^linux/rtc(\.h$|/)|^linux/mc146818rtc\.h$"),
    ("N", "a", "rtc", r"^(struct )?(devm_)?rtc_|^RTC_"),
    ("H", "a", "pwm", r"^linux/pwm\.h$"),
    ("N", "a", "pwm", r"^(struct )?(devm_)?pwm|^PWM"),
    ("H", "a", "leds", r"^linux/leds?[-_.]"),
    ("N", "a", "leds", r"^(struct )?(devm_)?(led_|of_led)|^LED_"),
    ("H", "a", "hwrng", r"^linux/hw_random\.h$"),
    ("N", "a", "hwrng", r"^(struct )?(devm_)?hwrng"),
    ("H", "a", "input", r"^linux/(input|hid|gameport|serio)(\.h$|/|-)"),
    ("N", "a", "input", r"^(struct )?(devm_)?(input_|matrix_keypad|touchscreen_)|^(KEY|BTN|EV|ABS|SW)_"),
    ("H", "a", "regulator", r"^linux/regulator/"),
    ("N", "a", "regulator", r"^(struct )?(devm_)?(regulator|rdev_|of_regulator)|^REGULATOR_"),
    ("H", "a", "pinctrl", r"^linux/pinctrl/"),
    ("N", "a", "pinctrl", r"^(struct )?(devm_)?(pinctrl|pinmux|pinconf|pin_|pingroup|gpiochip_add_pin(group)?_range)|^(PIN_|PINCTRL|PINCONF|PINMUX)"),
    ("H", "a", "i2c", r"^linux/i2c[-.]|^linux/i2c/"),
    ("N", "a", "i2c", r"^(struct )?(devm_)?(i2c_|module_i2c_driver)|^I2C_"),
    ("H", "a", "i3c", r"^linux/i3c/"),
    ("H", "a", "spi", r"^linux/spi/"),
    ("N", "a", "spi", r"^(struct )?(devm_)?(spi_|module_spi_driver)|^SPI_"),
    ("H", "a", "serial/tty", r"^linux/(serial|tty|console|sysrq|kgdb|vt_)"),
    ("N", "a", "serial/tty", r"^(struct )?(uart_|tty_|serial|console|earlycon|of_setup_earlycon)|^(UPF_|UPIO_|UPSTAT_|PORT_|TIOC|OF_EARLYCON|EARLYCON)"),
    ("H", "a", "nvmem", r"^linux/nvmem"),
    ("N", "a", "nvmem", r"^(struct )?(devm_)?nvmem"),
    ("H", "a", "mailbox", r"^linux/mailbox"),
    ("N", "a", "mailbox", r"^(struct )?(devm_)?mbox_"),
    ("H", "a", "phy", r"^linux/phy/"),
    ("N", "a", "phy", r"^(struct )?(devm_)?(of_)?phy_|^PHY_"),
    ("H", "a", "iio", r"^linux/iio/"),
    ("N", "a", "iio", r"^(struct )?(devm_)?iio_|^IIO_"),
    ("H", "a", "dmaengine provider", r"^linux/(of_dma|async_tx)\.h$|^(\.\./)*(virt-dma|dmaengine)\.h$"),
    ("N", "a", "dmaengine provider", r"^(struct )?(dma_async_device|dmaenginem_async|dma_cookie|vchan_|virt_dma|of_dma(_|$)|dma_device|dmaengine_desc_|dma_async_tx_descriptor_init|dma_router|is_slave_direction|async_tx_|dma_descriptor_unmap|dma_run_dependencies|dma_set_unmap|dmaengine_get_unmap)|^DMAENGINE_ALIGN_"),
    ("H", "a", "thermal", r"^linux/(thermal|cpu_cooling|devfreq_cooling)"),
    ("N", "a", "thermal", r"^(struct )?(devm_)?thermal_|^THERMAL_"),
    ("H", "a", "mfd cores", r"^linux/mfd/(?!syscon\.h)"),
    ("N", "a", "mfd cores", r"^(struct )?(devm_)?mfd_|^MFD_"),
    ("H", "a", "power_supply", r"^linux/power_supply\.h$|^linux/power/"),
    ("N", "a", "power_supply", r"^(struct )?(devm_)?power_supply|^POWER_SUPPLY"),
    ("H", "a", "hwspinlock", r"^linux/hwspinlock\.h$"),
    ("N", "a", "hwspinlock", r"^(struct )?(devm_)?hwspin"),
    ("H", "a", "genpd", r"^linux/pm_domain\.h$"),
    ("N", "a", "genpd", r"^(struct )?(devm_)?(pm_genpd|of_genpd|generic_pm_domain|dev_pm_domain)|^GENPD_"),
    ("H", "a", "opp/cpufreq/devfreq", r"^linux/(pm_opp|cpufreq|devfreq|cpuidle)"),
    ("N", "a", "opp/cpufreq/devfreq", r"^(struct )?(devm_)?(dev_pm_opp|pm_opp|cpufreq|devfreq)"),
    ("H", "a", "interconnect", r"^linux/interconnect"),
    ("N", "a", "interconnect", r"^(struct )?(devm_)?(of_)?icc_"),
    ("H", "a", "remoteproc/rpmsg", r"^linux/(remoteproc|rpmsg)"),
    ("H", "a", "extcon", r"^linux/extcon"),
    ("N", "a", "extcon", r"^(struct )?(devm_)?extcon"),
    ("H", "a", "mux", r"^linux/mux/"),
    ("H", "a", "hwmon", r"^linux/hwmon"),
    ("N", "a", "hwmon", r"^(struct )?(devm_)?hwmon"),
    ("H", "a", "usb", r"^linux/usb(\.h$|/)"),
    ("H", "a", "mmc", r"^linux/mmc/"),
    ("H", "a", "mtd", r"^linux/mtd/"),
    ("H", "a", "pci", r"^linux/pci"),
    ("H", "a", "net", r"^(net|linux/(netdevice|etherdevice|phy|phylink|mdio|of_mdio|of_net|ptp_|can/|if_))"),
    ("H", "a", "sound", r"^(sound|linux/soundwire)/"),
    ("H", "a", "display/media", r"^(video|drm|media)/|^linux/(fb|backlight)\.h$"),
    ("H", "a", "crypto", r"^(crypto|linux/crypto)"),
    ("H", "a", "other buses", r"^linux/(spmi|slimbus|mhi|ssb|bcma|w1|fsi|tee_drv|gnss|counter|memstick|scmi_protocol)"),
    ("H", "a", "char devices (VFS)", r"^linux/(miscdevice|fs|cdev|uaccess|poll|uio_driver|anon_inodes|configfs)\.h$"),
    ("H", "a", "net", r"^linux/ethtool\.h$"),
    ("H", "a", "iommu", r"^linux/iommu\.h$"),
    ("H", "a", "MSI domains", r"^linux/msi\.h$"),
    ("H", "a", "timestamp engine (hte)", r"^linux/hte\.h$"),
    ("H", "a", "framer", r"^linux/framer/"),
    ("H", "a", "ACPI tables", r"^acpi/"),
    # ACPICA (acpi/acpi.h, which Linux's linux/acpi.h includes with or
    # without CONFIG_ACPI): its tables, status codes and event handlers.
    ("N", "a", "ACPI tables", r"^(struct |const struct |union )?(acpi_|ACPI_)|^AE_[A-Z_]+$"),
    ("H", "a", "char devices (VFS)", r"^linux/major\.h$"),
    ("H", "a", "serial/tty", r"^linux/(keyboard|kd|vt)\.h$"),
    ("N", "a", "system calls", r"^(ksys_|sys_)"),
    ("H", "a", "clocksource", r"^linux/clocksource\.h$"),
    # The Arm architected timer's clocksource driver
    # (drivers/clocksource/arm_arch_timer.c) and its counter reader.
    ("H", "a", "clocksource", r"^clocksource/arm_arch_timer\.h$"),
    # Linux keeps a device's pin states in struct device (CONFIG_PINCTRL);
    # ours are in the pin control core's side table (dev_pinctrl()),
    # because struct device must not grow (a platform_device is 256
    # bytes) and no field of it is free while pins are bound. A driver
    # that reads dev->pins itself waits for that core to move them in.
    ("N", "a", "pinctrl (struct device.pins)", r"^struct device\.pins$"),
    ("N", "a", "char devices (VFS)", r"^(struct )?(misc_|copy_(to|from)_user|get_user|put_user|file_operations|poll_|register_chrdev|cdev_|noop_llseek|no_llseek|simple_open|single_open|single_release|seq_read|seq_lseek|inode\b|file\b)"),
]
_CLASS_RE = [(k, c, what, re.compile(rx)) for k, c, what, rx in CLASSES]

CLASS_TITLE = {
    "c": "(c) a primitive or driver-model API",
    "a": "(a) a subsystem core we do not have yet",
    "b": "(b) an architecture or vendor header",
}


def classify(kind, key):
    """Return (class, what) for a missing header (kind "H") or name ("N")."""
    for k, c, what, rx in _CLASS_RE:
        if k == kind and rx.search(key):
            return c, what
    return "c", "primitive or driver model"


# One compiler or linker diagnostic, in the C locale.
_DIAG = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?:\d+:)? (?P<sev>fatal error|error): (?P<msg>.*)$", re.M)
_LINK = re.compile(r"undefined reference to `([^']+)'")
_MISSING = [
    # (regular expression on the message, kind, template of the key)
    (re.compile(r"^(.*): No such file or directory$"), "H", None),
    (re.compile(r"^implicit declaration of function '([^']+)'"), "N", "{}()"),
    (re.compile(r"^'([^']+)' undeclared"), "N", "{}"),
    (re.compile(r"^unknown type name '([^']+)'"), "N", "{}"),
    (re.compile(r"^'(?:const )?((?:struct|union|enum) [^']+)' has no member named '([^']+)'"), "M", "{}.{}"),
    (re.compile(r"^unknown field '([^']+)' specified in initializer"), "F", ".{}"),
    (re.compile(r"^invalid use of undefined type '([^']+)'"), "N", "{}"),
    (re.compile(r"incomplete (?:element )?type '(?:const )?((?:struct|union|enum) [^']+)'"), "N", "{}"),
    (re.compile(r"^invalid use of incomplete typedef '([^']+)'"), "N", "{}"),
    (re.compile(r"^(?:storage size of '[^']+' isn't known|field '[^']+' has incomplete type|variable '[^']+' has initializer but incomplete type)"), "S", None),
    (re.compile(r"^too (few|many) arguments to function '([^']+)'"), "A", None),
    (re.compile(r"^conflicting types for '([^']+)'"), "X", "conflicting types for {}()"),
    (re.compile(r"^type defaults to 'int' in declaration of '([^']+)'"), "N", "{}"),
]
_PTR = re.compile(r"(incompatible pointer type|makes (?:pointer|integer) from (?:integer|pointer) without a cast)")
_NEAR = re.compile(r"note: \(near initialization for '([^']+)'\)")
_ARG = re.compile(r"passing argument (\d+) of '([^']+)'")
_BEFORE = re.compile(r"^expected .* before '?([^']+)'?$")


def _source_line(path, line):
    """PATH's LINE, or "" when it cannot be read."""
    try:
        with open(path, errors="replace") as f:
            for i, text in enumerate(f, 1):
                if i == line:
                    return text
    except OSError:
        pass
    return ""


def _struct_on_line(path, line):
    """The first 'struct foo' of PATH's LINE (a type gcc does not name)."""
    m = re.search(r"\b(struct|union) (\w+)", _source_line(path, line))
    return "%s %s" % m.groups() if m else None


def _call_on_line(path, line):
    """The name of a call that starts PATH's LINE, if it does."""
    m = re.match(r"\s*([A-Za-z_]\w*)\s*\(", _source_line(path, line))
    return m.group(1) if m else None


def parse_diagnostic(msg, path, line, rest):
    """One error message: (kind, key) where kind is "H" (a missing header),
    "N" (a missing name), "T" (a type mismatch: incompatible pointer or
    integer), or "E" (anything else); key names what is missing."""
    for rx, kind, fmt in _MISSING:
        m = rx.search(msg)
        if not m:
            continue
        if kind == "H":
            return "H", m.group(1)
        if kind == "M":
            return "N", fmt.format(*m.groups())
        if kind == "F":
            return "N", fmt.format(*m.groups())
        if kind == "S":
            s = _struct_on_line(path, line)
            return ("N", s) if s else ("E", msg)
        if kind == "A":
            return "N", "%s() arguments" % m.group(2)
        if kind == "X":
            return "E", fmt.format(*m.groups())
        return "N", fmt.format(*m.groups())
    m = _PTR.search(msg)
    if m:
        what = "incompatible pointer type" if "incompatible" in m.group(1) \
            else "int-conversion"
        near = _NEAR.search(rest)
        arg = _ARG.search(msg)
        if arg:
            return "T", "%s: %s() argument %s" % (what, arg.group(2), arg.group(1))
        if near:
            field = near.group(1)
            field = field[field.rfind("."):] if "." in field else field
            return "T", "%s: %s" % (what, field)
        return "T", what
    m = _BEFORE.search(msg)
    if m:
        # A macro we lack, used at the top level, reads as a call: its
        # name starts the line.
        called = _call_on_line(path, line)
        if called:
            return "N", called + "()"
        if re.match(r"^[A-Za-z_]\w*$", m.group(1)):
            return "N", m.group(1)
    msg = re.sub(r"\s*\[-W[^\]]*\]$", "", msg)
    return "E", msg


def _macro_defines(path, name, sources):
    """Whether PATH defines NAME through a macro at the top level
    (static CLK_FIXED_FACTOR_HWS(name, ...)); SOURCES caches the texts."""
    if path not in sources:
        try:
            with open(path, errors="replace") as f:
                sources[path] = f.read()
        except OSError:
            sources[path] = ""
    return re.search(r"^(?:static\s+)?(?:const\s+)?[A-Z_][A-Z0-9_]*\(\s*%s\b"
                     % re.escape(name), sources[path], re.M) is not None


def diagnostics(output):
    """Every error of a compiler's output, in order: (kind, key, where)."""
    found = []
    calls = set()
    sources = {}
    matches = list(_DIAG.finditer(output))
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(output)
        rest = output[m.end():end]
        kind, key = parse_diagnostic(m.group("msg"), m.group("file"),
                                     int(m.group("line")), rest)
        where = "%s:%s" % (m.group("file"), m.group("line"))
        if kind == "N" and key.endswith("()"):
            calls.add(where)
        elif kind == "N" and "undeclared" in m.group("msg") and (
                where in calls or
                _macro_defines(m.group("file"), key, sources)):
            # An argument of a call we lack (struct_size(p, hws, n)), or
            # what a macro we lack would have defined: not missing itself.
            kind = "E"
        found.append((kind, key, where))
    return found


def blocker_class(kind, key):
    """Class and what of a first blocker (kind as parse_diagnostic's)."""
    if kind == "H":
        return classify("H", key)
    if kind == "N":
        c, what = classify("N", key.split(".")[0].rstrip("()").replace(" arguments", "").rstrip("()"))
        # A row for one field of a structure that is otherwise ours.
        return (c, what) if c != "c" else classify("N", key)
    if kind == "T":
        m = re.search(r": (\w+)\(\)", key)
        if m:
            c, what = classify("N", m.group(1))
            if c != "c":
                return c, what
        return "c", "types"
    return "c", "primitive or driver model"


class Config:
    """How to compile and link one file (the same for every file)."""

    def __init__(self, source_dir, build_dir, linux_include, work, cc):
        self.source_dir = os.path.abspath(source_dir)
        self.work = os.path.abspath(work)
        self.cc = cc
        self.library = os.path.join(os.path.abspath(build_dir), "libplatdev.so")
        self.strict = strict_flags(self.source_dir)
        self.defines = pc_defines(os.path.join(build_dir, "platdev.pc"))
        self.sysinc = system_include(os.path.join(self.work, "sysinclude"), cc)
        inc = os.path.join(self.source_dir, "include")
        self.include = ["-I", inc,
                        "-I", os.path.join(inc, "platdev", "driver-private")]
        self.include += ["-nostdinc"]
        for d in self.sysinc:
            self.include += ["-isystem", d]
        if linux_include:
            self.include += ["-idirafter", os.path.abspath(linux_include)]

    def flags(self, path):
        """The flags of PATH's compile: Kbuild's names for it (one file,
        one module: its name with '-' made '_'), the configuration symbol
        that builds it, the generation, the strict flags and the include
        path."""
        base = re.sub(r"[^A-Za-z0-9_]", "_",
                      os.path.splitext(os.path.basename(path))[0])
        return (self.strict + self.defines +
                ['-DKBUILD_MODNAME="%s"' % base,
                 '-DKBUILD_BASENAME="%s"' % base] +
                ["-D%s=1" % c for c in kbuild_configs(path)] +
                ["-DPLATDEV_LINUX_API=KERNEL_VERSION(6,12,0)"] +
                self.include)

    def compile_command(self, path, obj):
        return [self.cc, "-c", "-fPIC"] + self.flags(path) + ["-o", obj, path]

    def link_command(self, objs, so):
        return ([self.cc, "-shared", "-o", so] + objs +
                ["-Wl,--no-undefined", self.library])


# A line of a Kbuild Makefile that adds objects: "obj-$(CONFIG_FOO) += a.o"
# or, for a module of several files, "foo-y := a.o b.o" / "foo-objs += a.o".
_KBUILD_LINE = re.compile(
    r"^\s*(?:obj-\$\((CONFIG_\w+)\)|([\w-]+)-(?:y|objs))\s*[:+]?=\s*(.*)$")


def kbuild_configs(path):
    """The CONFIG_* symbols under which the Makefile beside PATH builds it,
    directly or as part of a module; Kbuild's autoconf.h defines them while
    the file compiles, and Linux's headers test them (IS_REACHABLE())."""
    try:
        with open(os.path.join(os.path.dirname(path), "Makefile")) as f:
            text = f.read().replace("\\\n", " ")
    except OSError:
        return []
    obj = os.path.splitext(os.path.basename(path))[0] + ".o"
    configs, parts = [], {}
    for line in text.splitlines():
        m = _KBUILD_LINE.match(line)
        if not m:
            continue
        objs = m.group(3).split()
        if m.group(1):
            configs.append((m.group(1), objs))
        else:
            parts.setdefault(m.group(2) + ".o", []).extend(objs)
    found = []
    for config, objs in configs:
        if any(o == obj or obj in parts.get(o, ()) for o in objs):
            if config not in found:
                found.append(config)
    return found


def strict_flags(source_dir):
    """PLATDEV_LINUX_STRICT_FLAGS of tests/linux/CMakeLists.txt, the one
    place they are written."""
    with open(os.path.join(source_dir, "tests", "linux", "CMakeLists.txt")) as f:
        text = f.read()
    m = re.search(r"set\(PLATDEV_LINUX_STRICT_FLAGS([^)]*)\)", text)
    if not m:
        sys.exit("linux_compat: no PLATDEV_LINUX_STRICT_FLAGS in tests/linux/CMakeLists.txt")
    return m.group(1).split()


def pc_defines(pc):
    """The -D flags of the build's platdev.pc (its features), if any."""
    try:
        with open(pc) as f:
            for line in f:
                if line.startswith("Cflags:"):
                    return [w for w in line.split() if w.startswith("-D")]
    except OSError:
        pass
    return []


def system_include(folder, cc):
    """The compiler's own header folders and a folder of links to the C
    library's headers, without the kernel's UAPI folders (linux/, asm/,
    ...): a header we lack is then missing, not the system's."""
    dirs = []
    for name in ("include", "include-fixed"):
        out = subprocess.run([cc, "-print-file-name=" + name],
                             capture_output=True, text=True).stdout.strip()
        if os.path.isdir(out):
            dirs.append(out)
    multiarch = subprocess.run([cc, "-print-multiarch"], capture_output=True,
                               text=True).stdout.strip()
    kernel = {"linux", "asm", "asm-generic", "misc", "mtd", "rdma", "sound",
              "video", "xen", "drm", "scsi", "net", "netinet", "netpacket",
              "rpc", "rpcsvc", "protocols", "arpa"}
    # The C library's <errno.h> takes its codes from the UAPI's.
    keep = ("linux/errno.h", "asm/errno.h", "asm-generic/errno.h",
            "asm-generic/errno-base.h")
    sources = [d for d in ("/usr/include/" + multiarch, "/usr/include")
               if os.path.isdir(d)]
    made = [os.path.join(folder, str(i)) for i in range(len(sources))]
    if os.path.isdir(folder):
        return dirs + made
    # Made aside and renamed: a scan running meanwhile keeps its folder.
    tmp = "%s.%d" % (folder, os.getpid())
    shutil.rmtree(tmp, ignore_errors=True)
    for i, src in enumerate(sources):
        dst = os.path.join(tmp, str(i))
        os.makedirs(dst)
        for name in sorted(os.listdir(src)):
            full = os.path.join(src, name)
            if name in kernel or (os.path.isdir(full) and
                                  name not in ("bits", "gnu", "sys")):
                continue
            os.symlink(full, os.path.join(dst, name))
        for k in keep:
            if os.path.isfile(os.path.join(src, k)):
                os.makedirs(os.path.join(dst, os.path.dirname(k)),
                            exist_ok=True)
                os.symlink(os.path.join(src, k), os.path.join(dst, k))
    try:
        os.rename(tmp, folder)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
    return dirs + made


def find_files(tree, folders):
    """The .c files under FOLDERS of TREE that register a platform driver."""
    found = []
    for folder in folders:
        for root, dirs, files in os.walk(os.path.join(tree, folder)):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(".c"):
                    continue
                path = os.path.join(root, name)
                with open(path, errors="replace") as f:
                    if REGISTERS.search(f.read()):
                        found.append(os.path.relpath(path, tree))
    return sorted(set(found))


# What a .c file defines for others to link: functions and variables at
# the top level that are not static, and what it exports.
_DEF = re.compile(
    r"^(?!static\b|extern\b|typedef\b)[A-Za-z_][\w \t\*]*?\b(\w+)"
    r"\s*(?:\([^;]*$|(?:\[[^\]]*\])?\s*=)|"
    r"^EXPORT_SYMBOL\w*\((\w+)", re.M)
_defined = {}
_objects = {}
_lock = threading.Lock()


# Libraries in another folder that a driver's Kconfig symbol selects
# (CLK_BCM2711_DVP selects RESET_SIMPLE): Kbuild builds them in, so a
# file that uses one is linked with it, as with its own folder's files.
SELECTED = {"reset_simple_ops": "drivers/reset/reset-simple.c",
            # GPIO_GENERIC: bgpio_init(), declared in linux/gpio/driver.h
            "bgpio_init": "drivers/gpio/gpio-mmio.c"}


def module_symbols(tree, rel):
    """The names the other .c files of REL's folder define, each with the
    files that define it: a module of several files (or a vendor's library
    beside its drivers) is linked with them."""
    folder = os.path.dirname(os.path.join(tree, rel))
    with _lock:
        if folder not in _defined:
            names = {}
            for name in sorted(os.listdir(folder)):
                if name.endswith(".c"):
                    path = os.path.join(folder, name)
                    with open(path, errors="replace") as f:
                        for m in _DEF.finditer(f.read()):
                            names.setdefault(m.group(1) or m.group(2),
                                             set()).add(name)
            _defined[folder] = names
    own = os.path.basename(rel)
    base = os.path.dirname(rel)
    defs = {n: sorted(os.path.join(base, f) for f in files - {own})
            for n, files in _defined[folder].items() if files - {own}}
    for name, lib in SELECTED.items():
        if lib != rel and os.path.isfile(os.path.join(tree, lib)):
            defs.setdefault(name, [lib])
    return defs


def _run(cmd):
    env = dict(os.environ, LC_ALL="C")
    try:
        return subprocess.run(cmd, capture_output=True, text=True, env=env,
                              timeout=300, errors="replace")
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, 1, "", "timed out")


def _object(cfg, tree, rel):
    """REL compiled once, for every file that links with it: (object or
    None, the compiler's messages)."""
    with _lock:
        ev = _objects.get(rel)
        if ev is None:
            ev = _objects[rel] = [threading.Event(), None, ""]
            mine = True
        else:
            mine = False
    if mine:
        obj = os.path.join(cfg.work, "lib", rel[:-2] + ".o")
        os.makedirs(os.path.dirname(obj), exist_ok=True)
        p = _run(cfg.compile_command(os.path.join(tree, rel), obj))
        ev[1], ev[2] = (obj if p.returncode == 0 else None), p.stderr
        ev[0].set()
    ev[0].wait()
    return ev[1], ev[2]


def check_file(cfg, tree, rel):
    """Compile and link one file: a dict of what happened, the compiler's
    messages and the linker's undefined names as they came. What the
    other files of its folder define, it is linked with (compiled once);
    when one of those does not compile, that file's messages are kept
    ("via")."""
    obj = os.path.join(cfg.work, "obj", rel[:-2] + ".o")
    os.makedirs(os.path.dirname(obj), exist_ok=True)
    res = {"file": rel, "compile": False, "link": False, "stderr": "",
           "link_names": [], "link_error": "", "module": [], "via": "",
           "via_stderr": ""}
    p = _run(cfg.compile_command(os.path.join(tree, rel), obj))
    res["stderr"] = p.stderr
    if p.returncode != 0:
        return res
    res["compile"] = True
    so = obj[:-2] + ".so"
    extra = []
    for _ in range(8):
        p = _run(cfg.link_command([obj] + [o for _, o in extra], so))
        names = []
        for n in _LINK.findall(p.stderr):
            if n not in names:
                names.append(n)
        res["link_names"] = names
        res["link"] = p.returncode == 0
        if res["link"] or not names:
            break
        defs = module_symbols(tree, rel)
        have = {f for f, _ in extra}
        more = sorted({f for n in names for f in defs.get(n, ())} - have)
        if not more:
            break
        for f in more:
            o, err = _object(cfg, tree, f)
            if not o:
                res["via"], res["via_stderr"] = f, err
                break
            extra.append((f, o))
        if res["via"]:
            break
    res["module"] = [f for f, _ in extra]
    if not res["link"] and not res["link_names"] and not res["via"]:
        res["link_error"] = (p.stderr.strip().splitlines() or ["failed"])[-1]
    for f in (obj, so):
        if os.path.exists(f):
            os.remove(f)
    return res


def analyse(res, tree, ours):
    """Add to RES (check_file's) its errors, its undefined names (those
    the folder's other files define left out, in "module") and whether it
    links clean. OURS is our include folder: an error located in one of
    our headers says so in its key."""
    errors = []
    for kind, key, where in diagnostics(res["stderr"]):
        if where.startswith(ours + "/"):
            key = "%s (in our %s)" % (key, where[len(ours) + 1:])
            kind = "N" if kind == "N" else "E"
        errors.append((kind, key, where))
    if not res["compile"] and not errors:
        errors = [("E", (res["stderr"].strip().splitlines() or
                         ["compiler failed"])[-1], res["file"])]
    defined = module_symbols(tree, res["file"]) if res["link_names"] else {}
    res["undefined"] = [n for n in res["link_names"] if n not in defined]
    if res["via"]:
        # Blocked by the file of its folder it links with.
        errors = diagnostics(res["via_stderr"]) or \
            [("E", "%s does not compile" % res["via"], res["via"])]
    elif res["link_error"]:
        errors = [("E", "link: " + res["link_error"], res["file"])]
    elif res["compile"] and not res["link"] and not res["undefined"]:
        errors = [("E", "undefined %s, which its folder's files define"
                   % res["link_names"][0], res["file"])]
    res["errors"] = errors
    return res


def first_blocker(res):
    """(kind, key, class, what) of a failing file, None for a clean one."""
    if res["link"]:
        return None
    if res["compile"] and res["undefined"] and not res["via"]:
        key = res["undefined"][0]
        c, what = classify("N", key)
        return ("L", key + "()", c, what)
    kind, key, _ = res["errors"][0]
    c, what = blocker_class(kind, key)
    return (kind, key, c, what)


def missing_names(res):
    """Every missing header and name of a file's errors and link."""
    out = set()
    for kind, key, _ in res["errors"]:
        if kind in ("H", "N"):
            out.add(("H" if kind == "H" else "N", key))
    for n in res["undefined"]:
        out.add(("N", n + "()"))
    return out


def folder_of(rel, folders):
    best = ""
    for f in folders:
        if (rel.startswith(f + "/")) and len(f) > len(best):
            best = f
    return best


def show_key(kind, key):
    return "<%s>" % key if kind == "H" else "`%s`" % key


def report(results, folders, seconds, jobs, title_note=""):
    """The Markdown report of RESULTS (check_file's dicts)."""
    total = len(results)
    comp = sum(r["compile"] for r in results)
    clean = sum(r["link"] for r in results)
    blockers = {}
    by_class = {"a": 0, "b": 0, "c": 0}
    for r in results:
        b = first_blocker(r)
        r["blocker"] = b
        if b:
            by_class[b[2]] += 1
            k = (b[0] if b[0] in ("H",) else "N", b[1], b[2], b[3])
            blockers.setdefault(k, []).append(r["file"])
    names = {}
    for r in results:
        if r["link"]:
            continue
        # What blocks a file through its folder's library counts once,
        # for that library.
        who = r["via"] or r["file"]
        for kind, key in missing_names(r):
            files = names.setdefault((kind, key), [])
            if who not in files:
                files.append(who)

    out = []
    w = out.append
    w("# Linux 6.12 platform drivers against platdev")
    w("")
    w("Generated by `make linux-compat` (`tools/linux-compat/linux_compat.py`);"
      " do not edit.%s Every file of Linux 6.12 that registers a platform"
      " driver under the %d folders below is compiled unchanged, strictly"
      " (`PLATDEV_LINUX_STRICT_FLAGS` of `tests/linux/CMakeLists.txt`,"
      " `KBUILD_MODNAME`, `PLATDEV_LINUX_API=KERNEL_VERSION(6, 12, 0)`),"
      " against our `include/`, then Linux's `include/dt-bindings/`, and"
      " linked into a shared object against `libplatdev.so` with"
      " `-Wl,--no-undefined` (as `platdev --module` would load it), with"
      " the other `.c` files of its folder that define what it lacks (a"
      " module of several files, or a vendor's library beside its"
      " drivers), compiled the same way; when one of those does not"
      " compile, its first error blocks the file (\"in FILE, linked with"
      " it\")."
      % (title_note, len(folders)))
    w("")
    w("## Totals")
    w("")
    w("- **%d files** register a platform driver; **%d compile** strictly;"
      " **%d link clean** (no undefined symbol)." % (total, comp, clean))
    w("- Of the %d that fail, the first blocker is: **%d class (c), a"
      " primitive or driver-model API** (ours to provide), %d class (a),"
      " a subsystem core we do not have yet, %d class (b), an architecture"
      " or vendor header." % (total - clean, by_class["c"], by_class["a"],
                              by_class["b"]))
    w("- Run time: %d s on %d parallel jobs (compile and link only; the"
      " extraction from the tarball is cached; measured on cores shared"
      " with other work)." % (round(seconds), jobs))
    w("")

    def ranking(title, rows, limit, with_class):
        if title:
            w(title)
            w("")
        if not rows:
            w("None.")
            w("")
            return
        if with_class:
            w("| first blocker | class | what | files |")
            w("|---|---|---|---|")
        else:
            w("| blocker | files | examples |")
            w("|---|---|---|")
        for (kind, key, c, what), files in rows[:limit]:
            if with_class:
                w("| %s | (%s) | %s | %d |" % (show_key(kind, key), c, what,
                                              len(files)))
            else:
                ex = ", ".join(f.split("/")[-1] for f in files[:3])
                w("| %s | %d | %s |" % (show_key(kind, key), len(files), ex))
        if len(rows) > limit:
            w("")
            w("(%d more, each blocking fewer files.)" % (len(rows) - limit))
        w("")

    def order(d):
        return sorted(d.items(), key=lambda kv: (-len(kv[1]), kv[0][1]))

    cls_c = order({k: v for k, v in blockers.items() if k[2] == "c"})
    ranking("## Class (c): files blocked first by a primitive or driver-model"
            " API\n\nThe goal is that this section is empty. Ranked by the"
            " number of files each first blocker stops:",
            cls_c, 10**6, False)
    w("### Class (c) names and headers across all failing files")
    w("")
    w("Every missing header and name of class (c) in any error of a failing"
      " file (not only the first) and any undefined symbol at link; what"
      " blocks a file through a library of its folder counts once, for"
      " that library:")
    w("")
    allc = []
    for (kind, key), files in names.items():
        c, what = (classify("H", key) if kind == "H" else
                   blocker_class("N", key))
        if c == "c":
            allc.append(((kind, key, c, what), files))
    allc.sort(key=lambda kv: (-len(kv[1]), kv[0][1]))
    ranking("", allc, 80, False)

    ranking("## Ranking by first blocker (all classes)", order(blockers), 60,
            True)
    alln = []
    for (kind, key), files in names.items():
        c, what = (classify("H", key) if kind == "H" else
                   blocker_class("N", key))
        alln.append(((kind, key, c, what), files))
    alln.sort(key=lambda kv: (-len(kv[1]), kv[0][1]))
    ranking("## Ranking by all missing headers and names across files",
            alln, 60, True)

    w("## Subsystems blocking first (class (a) and (b))")
    w("")
    subs = {}
    for (kind, key, c, what), files in blockers.items():
        if c != "c":
            subs.setdefault((c, what), []).extend(files)
    w("| class | what | files |")
    w("|---|---|---|")
    for (c, what), files in sorted(subs.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        w("| (%s) | %s | %d |" % (c, what, len(files)))
    w("")

    w("## The classes")
    w("")
    w("From the table `CLASSES` of `tools/linux-compat/linux_compat.py`, the"
      " one place they are decided: a missing header or name that matches"
      " none of these is class (c).")
    w("")
    for c in ("a", "b"):
        whats = []
        for _, cc, what, _ in CLASSES:
            if cc == c and what not in whats:
                whats.append(what)
        w("- %s: %s." % (CLASS_TITLE[c], ", ".join(whats)))
    w("")

    w("## Per folder")
    w("")
    w("| folder | files | compile | link clean | first blocker (c) | (a) | (b) |")
    w("|---|---|---|---|---|---|---|")
    for f in folders:
        rs = [r for r in results if folder_of(r["file"], folders) == f]
        cnt = {"a": 0, "b": 0, "c": 0}
        for r in rs:
            if r["blocker"]:
                cnt[r["blocker"][2]] += 1
        w("| %s | %d | %d | %d | %d | %d | %d |" % (
            f, len(rs), sum(r["compile"] for r in rs),
            sum(r["link"] for r in rs), cnt["c"], cnt["a"], cnt["b"]))
    w("")

    w("## Per file")
    w("")
    w("Files that link clean are marked `ok`; a file that compiles but does"
      " not link is blocked by its first undefined symbol.")
    for f in folders:
        rs = [r for r in results if folder_of(r["file"], folders) == f]
        if not rs:
            continue
        w("")
        w("### %s" % f)
        w("")
        w("| file | compiles | first blocker | class |")
        w("|---|---|---|---|")
        for r in rs:
            b = r["blocker"]
            name = r["file"][len(f) + 1:]
            if not b:
                w("| %s | yes | ok | |" % name)
            else:
                via = (" (in %s, linked with it)" % r["via"][len(f) + 1:]
                       if r["via"] else "")
                w("| %s | %s | %s%s | (%s) %s |" % (
                    name, "yes" if r["compile"] else "no",
                    show_key("H" if b[0] == "H" else "N", b[1]).replace("|", "\\|"),
                    via, b[2], b[3]))
    w("")
    return "\n".join(out)


def scan(args):
    tree = os.path.abspath(args.tree)
    folders = args.folders.split() if args.folders else FOLDERS
    cfg = Config(args.source_dir, args.build_dir, args.linux_include,
                 args.work, args.cc)
    if not os.path.isfile(cfg.library):
        sys.exit("linux_compat: %s missing: build the library first (make build)"
                 % cfg.library)
    files = find_files(tree, folders)
    print("linux_compat: %d files register a platform driver; compiling on"
          " %d jobs" % (len(files), args.jobs), file=sys.stderr)
    start = time.monotonic()
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for r in pool.map(lambda rel: check_file(cfg, tree, rel), files):
            results.append(analyse(r, tree, cfg.include[1]))
            if len(results) % 250 == 0:
                print("linux_compat: %d of %d files, %.0f s" %
                      (len(results), len(files), time.monotonic() - start),
                      file=sys.stderr)
    seconds = time.monotonic() - start
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump({"folders": folders, "seconds": seconds, "jobs": args.jobs,
                   "tree": tree, "include": cfg.include[1],
                   "results": results}, f)
    text = report(results, folders, seconds, args.jobs)
    with open(args.out, "w") as f:
        f.write(text)
    print("linux_compat: %d files, %d compile, %d link clean, %.0f s; wrote %s"
          % (len(results), sum(r["compile"] for r in results),
             sum(r["link"] for r in results), seconds, args.out),
          file=sys.stderr)
    return results


def rewrite(args):
    """The report again from the last scan's results (no compiling)."""
    with open(os.path.join(args.work, "results.json")) as f:
        saved = json.load(f)
    for r in saved["results"]:
        analyse(r, saved["tree"], saved["include"])
    text = report(saved["results"], saved["folders"], saved["seconds"],
                  saved["jobs"])
    with open(args.out, "w") as f:
        f.write(text)
    return saved["results"]


def extract(tarball, work, folders):
    """Extract FOLDERS and dt-bindings of TARBALL into WORK, once: cached
    while the tarball and the folder list stay the same."""
    st = os.stat(tarball)
    stamp = "%s %d %d\n%s\n%s\n" % (os.path.abspath(tarball), st.st_size,
                                    int(st.st_mtime), " ".join(folders),
                                    " ".join(sorted(SELECTED.values())))
    stamp_file = os.path.join(work, "extracted.stamp")
    tree = os.path.join(work, TREE)
    try:
        with open(stamp_file) as f:
            if f.read() == stamp:
                return tree
    except OSError:
        pass
    print("linux_compat: extracting %d folders of %s into %s"
          % (len(folders), TREE, work), file=sys.stderr)
    shutil.rmtree(tree, ignore_errors=True)
    os.makedirs(work, exist_ok=True)
    members = [TREE + "/" + f for f in folders]
    members += [TREE + "/" + f for f in sorted(set(SELECTED.values()))
                if not any(f.startswith(d.rstrip("/") + "/") for d in folders)]
    subprocess.run(["tar", "-xJf", tarball, "-C", work] + members, check=True)
    with open(stamp_file, "w") as f:
        f.write(stamp)
    return tree


def private_headers(source_dir, tree, folders):
    """A driver's private header that we write (include/platdev/
    driver-private/) stands for Linux's: Linux's copy beside the driver is
    left out of the scan's tree, as a driver ported alone would not have
    it (the compiler looks beside the file first)."""
    ours = os.path.join(source_dir, "include", "platdev", "driver-private")
    names = set(os.listdir(ours)) if os.path.isdir(ours) else set()
    for folder in folders:
        for root, _, files in os.walk(os.path.join(tree, folder)):
            for name in files:
                if name in names:
                    os.remove(os.path.join(root, name))


def run(args):
    tarball = os.environ.get("LINUX_SOURCE_TARBALL", "")
    if not os.path.isfile(tarball):
        tarball = os.path.join(args.source_dir, "build", "linux-src",
                               TREE + ".tar.xz")
    if not os.path.isfile(tarball):
        sys.exit("linux_compat: no Linux tarball: run `make linux-src` or set"
                 " LINUX_SOURCE_TARBALL")
    folders = args.folders.split() if args.folders else FOLDERS
    args.tree = extract(tarball, args.work, folders)
    private_headers(args.source_dir, args.tree, folders)
    return scan(args)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=("run", "scan", "report", "cflags"))
    ap.add_argument("file", nargs="?", help="a Linux file (cflags)")
    ap.add_argument("--tree", help="an extracted Linux tree (scan)")
    ap.add_argument("--folders", help="space-separated folders of the tree")
    top = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    build = os.path.join(top, "build")
    ap.add_argument("--source-dir", default=top, help="platdev's sources")
    ap.add_argument("--build-dir", default=build,
                    help="the normal build (libplatdev.so, platdev.pc)")
    ap.add_argument("--linux-include",
                    default=os.path.join(build, "linux-src", TREE, "include"),
                    help="Linux's fetched include/ (dt-bindings), searched after ours")
    ap.add_argument("--work", default=os.path.join(build, "linux-compat"))
    ap.add_argument("--out", default=os.path.join(top, "docs", "linux-compat.md"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    args = ap.parse_args(argv)
    if args.command == "cflags" and not args.file:
        ap.error("cflags needs a FILE")
    if args.command == "scan":
        if not args.tree:
            ap.error("scan needs --tree")
        return scan(args)
    if args.command == "report":
        return rewrite(args)
    if args.command == "cflags":
        cfg = Config(args.source_dir, args.build_dir, args.linux_include,
                     args.work, args.cc)
        # Words without spaces or quotes a shell would read: $(...)
        # passes them on as they are (KBUILD_MODNAME keeps its quotes).
        print(" ".join(cfg.flags(args.file)))
        return None
    return run(args)


if __name__ == "__main__":
    main()
