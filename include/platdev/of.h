/* SPDX-License-Identifier: MIT */
/*
 * platdev/of.h - loading a flattened device tree (DTB).
 */
#ifndef _PLATDEV_OF_H
#define _PLATDEV_OF_H

#include <stdbool.h>
#include <stddef.h>

#include <linux/mod_devicetable.h>
#include <linux/of.h>

struct device_node;

/* Blobs larger than this are refused. */
#define PLATDEV_OF_MAX_BLOB (64u << 20)

/**
 * platdev_of_load() - check a DTB and build its node tree; it becomes of_root
 * @blob: the blob, 8-byte aligned (copied; the caller may free it afterwards)
 * @size: bytes available at @blob
 *
 * The blob is checked with libfdt's fdt_check_full() first (after a walk
 * of our own that guards against a libfdt 1.6.1 loop). A blob libfdt
 * refuses is refused with an error code for the class of libfdt's error,
 * and a log line giving libfdt's name for it (fdt_strerror()):
 *
 * * -ENOEXEC: not a blob at all (FDT_ERR_BADMAGIC; also an unfinished
 *   sequential-write blob).
 * * -ENODATA: truncated: @size is smaller than the header, or than the
 *   blob or a block the header describes (FDT_ERR_TRUNCATED).
 * * -EPROTONOSUPPORT: a format version libfdt cannot read
 *   (FDT_ERR_BADVERSION).
 * * -EFAULT: @blob is not 8-byte aligned (FDT_ERR_ALIGNMENT).
 * * -EBADMSG: a malformed structure or strings block or layout: tags that
 *   do not nest, names or offsets out of place, a tree that does not start
 *   with its root node (FDT_ERR_BADSTRUCTURE, _BADLAYOUT, _BADOFFSET,
 *   _BADNCELLS, _BADVALUE).
 * * -EINVAL: any other libfdt error.
 *
 * Return: 0; one of the codes above; -EINVAL for a NULL @blob; -EFBIG for
 * a blob larger than PLATDEV_OF_MAX_BLOB; -EBUSY if a tree is loaded;
 * -ENOMEM. On error nothing is loaded or leaked.
 */
int platdev_of_load(const void *blob, size_t size);

/**
 * platdev_of_unload() - free the loaded tree
 *
 * Refused while any node of the tree is referenced: a device populated
 * from it holds its node (of_platform_depopulate() and the release of the
 * device drop that reference), and so does every of_node_get() (and every
 * lookup that returns a node) until its of_node_put(), and so does an
 * applied overlay (its fragments' targets) until it is removed (see
 * of_overlay_remove_all()). Each referenced
 * node is logged with its path, its count and its device if it has one,
 * and the tree stays loaded and usable.
 *
 * Return: 0, also when no tree is loaded; -EBUSY if nodes are still
 * referenced.
 */
int platdev_of_unload(void);

/**
 * platdev_of_node_count() - nodes in the loaded tree (0 if none)
 */
unsigned int platdev_of_node_count(void);

/**
 * platdev_of_overlay_dead_props() - properties kept after overlay removals
 *
 * A property an overlay added to or replaced in a node of the tree is
 * taken out again when the overlay is removed (or its apply fails), but
 * not freed: whoever read it may still hold it, and Linux's rule is that
 * a property stays valid as long as its node (Linux's "deadprops"). Each
 * is one allocation, freed when the tree is unloaded. A check that the
 * allocator is back where it was after overlays came and went counts
 * these as expected.
 *
 * Return: how many such properties are kept (0 when none, or no tree).
 */
unsigned long platdev_of_overlay_dead_props(void);

/*
 * Node flag (see of_node_check_flag()): Linux initialises the node before
 * it populates the tree. Linux's of_irq_init() and of_clk_init() flag such
 * a node OF_POPULATED, the flag a node with a device carries too, so that
 * populate leaves it alone; platdev_of_mark_early_init() and
 * platdev_of_init_early() set OF_POPULATED as Linux does and this flag
 * besides, which tells the two apart: a node with this flag has no device
 * because Linux set it up early, not because it has one.
 */
#define PLATDEV_OF_EARLY_INIT 16

/**
 * platdev_of_mark_early_init() - mark the nodes Linux initialises before
 * it populates, so that of_platform_populate() skips them as Linux does
 *
 * Linux's of_irq_init() and of_clk_init() initialise interrupt controllers
 * and clock providers from the tree early in boot and flag their nodes
 * OF_POPULATED; populate then creates no platform device for them. Each
 * node marked here is flagged OF_POPULATED and PLATDEV_OF_EARLY_INIT. Call
 * this after platdev_of_load() and before populating to get the devices a
 * Linux 6.9+ kernel creates: the generic interrupt controllers it declares
 * with IRQCHIP_DECLARE (the GIC family, the NVIC, the RISC-V hart-local
 * controller; only nodes with an "interrupt-controller" property) and the
 * fixed-rate and fixed-factor clocks. Which controllers a given kernel
 * initialises early depends on its configuration; SoC-specific early
 * drivers are not modelled. Do not call it when your own drivers are to
 * bind to those nodes as platform devices.
 *
 * Return: the number of nodes marked (0 when no tree is loaded).
 */
int platdev_of_mark_early_init(void);

/**
 * platdev_of_init_early() - set up what Linux initialises from the tree
 * before it populates: irq domains for the generic interrupt controllers
 * and clock providers for the fixed-rate and fixed-factor clocks
 *
 * Does what platdev_of_mark_early_init() does (the same nodes get no
 * platform device) and, as Linux's of_irq_init() and of_clk_init() do,
 * makes those nodes providers, so that the devices behind them bind:
 *
 * * Every available node with an "interrupt-controller" property that is
 *   a GIC (v1/v2 compatibles and "arm,gic-400": <kind n flags>, an SPI n
 *   is hwirq n + 32, a PPI n hwirq n + 16), a GICv3 ("arm,gic-v3": the
 *   same, plus kind 2 (extended SPI, n + 4096), kind 3 (extended PPI,
 *   n + 1056) and a fourth cell naming a PPI partition, which does not
 *   change the hwirq), an NVIC (the first cell is the hwirq) or a RISC-V
 *   hart-local controller ("riscv,cpu-intc": the cell is the hwirq) gets
 *   a linear irq domain with that translation. The trigger type (the low
 *   four bits of a GIC's third cell) is set on the mapping, so
 *   platform_get_irq() of a device behind it returns a virq whose
 *   irq_get_trigger_type() and platdev_irq_hwirq() are Linux's. Unlike
 *   Linux, every hart's controller gets a domain, not only the boot
 *   hart's. The RISC-V PLIC and APLIC are platform drivers since Linux
 *   6.9: their consumers defer until a driver for them binds.
 * * Every available "fixed-clock" and "fixed-factor-clock" node becomes a
 *   clock provider (platdev_of_clk_init()).
 *
 * Devices that deferred for want of one of these providers are retried
 * (platdev_node_ready()). Call it after platdev_of_load() and before
 * populating; platdev_of_exit_early() undoes it.
 *
 * Return: the number of irq domains and clocks set up (0 when no tree is
 * loaded); -EBUSY when already set up; -ENOMEM, and then nothing is set up.
 */
int platdev_of_init_early(void);

/**
 * platdev_of_exit_early() - remove what platdev_of_init_early() set up
 *
 * Disposes of the interrupt mappings left in its domains and removes the
 * domains (a line whose handler is still requested keeps its domain, and
 * is logged), then unregisters its clocks (see platdev_of_clk_exit()).
 * Call it after depopulating and before platdev_of_unload(). The nodes
 * stay marked OF_POPULATED.
 */
void platdev_of_exit_early(void);

/*
 * The compatibles of the reserved-memory nodes that Linux's boot-time
 * populate makes devices of (phram, qcom,rmtfs-mem, qcom,cmd-db, qcom,smem,
 * ramoops, nvmem-rmem, google,open-dice), as of_match_node() reads them.
 */
extern const struct of_device_id platdev_of_boot_reserved_mem_table[];

/**
 * platdev_of_populate_boot() - create the devices a booting Linux 6.12
 * creates from the loaded tree, as its of_platform_default_populate_init()
 * does, rather than of_platform_default_populate() alone
 *
 * In Linux's order, every device on the platform bus (or the AMBA bus, for
 * PrimeCells found in stage 2 or 4), named as of_device_make_bus_id()
 * names it:
 *
 * 1. Every available node anywhere in the tree that is compatible with
 *    one of platdev_of_boot_reserved_mem_table's kinds, in tree order,
 *    directly under the platform bus root whatever its parent (a node in
 *    a simple-bus included). Other /reserved-memory nodes get no device.
 * 2. The children of /firmware, populated with the default bus table as
 *    of_platform_default_populate(/firmware) does, under the platform bus
 *    root ("firmware:scm"; a simple-bus child's children below it).
 *    /firmware is then flagged OF_POPULATED_BUS, so it gets no device of
 *    its own even if it has a compatible.
 * 3. The first child of /chosen (or, without it, /chosen@0) compatible
 *    with "simple-framebuffer", under the platform bus root, if that child
 *    is available. Only the first such child is looked at: if it is
 *    disabled there is no framebuffer device, whatever follows it. (Linux
 *    also turns off its generic system framebuffer, sysfb, here; platdev
 *    has no firmware screen information, so no sysfb device exists.)
 * 4. of_platform_default_populate() of the whole tree. A node that got a
 *    device before, or that Linux initialised early, is OF_POPULATED and
 *    gets none here; operating-points-v2 tables get none (see
 *    platdev_of_populate_skips()); /chosen has no compatible, so none of
 *    its other children becomes a device.
 *
 * Probes are held back until every device exists and the device links
 * from the tree are made (device_block_probing()). Mark or set up the
 * early nodes first (platdev_of_mark_early_init(), platdev_of_init_early())
 * as Linux initialises them before this runs. of_platform_depopulate(NULL)
 * removes every device this created. Not modelled: PowerPC's path (its
 * "of-display" devices; it populates nothing else here), and the pause of
 * sync_state that Linux keeps until its late initcalls.
 *
 * Return: 0; -EINVAL when no tree is loaded; the platform bus's
 * registration error; or the first error of stages 2 and 4 (-ENOMEM for
 * the name of /firmware or of the root), while the later stages still run
 * as they do on Linux and what was created stays.
 */
int platdev_of_populate_boot(void);

/**
 * platdev_of_populate_skips() - whether populate never makes a device of
 * @np whatever its place: Linux's skipped kinds (operating-points-v2)
 * @np: a node
 *
 * Return: true if @np is of a skipped kind.
 */
bool platdev_of_populate_skips(const struct device_node *np);

/**
 * struct platdev_of_irq - one interrupt, decoded as its controller reads it
 * @spec: the specifier at the controller that takes the interrupt in the
 *        end (@spec.np, referenced): past interrupt-map nexus nodes and
 *        past controllers stacked on a parent (the i.MX GPC, the MediaTek
 *        sysirq, the Qualcomm PDC, the Allwinner R_INTC, a STM32 GPIO
 *        bank on its EXTI), which hand the interrupt on
 * @nexus: the first interrupt-map nexus the specifier was translated
 *         through (referenced), or NULL; set by platdev_of_irq_parse()
 * @via: the first stacked controller the interrupt went through
 *       (referenced), or NULL when @spec.np was named directly
 * @partition: a GICv3 PPI partition the interrupt belongs to (the node its
 *             fourth cell names; referenced), or NULL
 * @kind: for a GIC, "SPI", "PPI", "ESPI", "EPPI" or "SGI"; for an Apple
 *        AIC "IRQ" or "FIQ"; for an Allwinner pin controller "pin"; else
 *        NULL
 * @number: the interrupt's number within @kind
 * @hwirq: the controller's hardware interrupt number (a GIC's INTID)
 * @type: the trigger, IRQ_TYPE_* (IRQ_TYPE_NONE when the cells give none)
 * @note: what Linux's translation needs that the tree does not hold and
 *        the decoder therefore did not (a static string), or NULL
 * @decoded: whether @kind, @number, @hwirq and @type are known; false
 *           when the controller's binding has no decoder
 * @generic: decoded with the generic one-cell or two-cell convention, the
 *           controller's own binding not being known to the decoder
 */
struct platdev_of_irq {
	struct of_phandle_args spec;
	struct device_node *nexus;
	struct device_node *via;
	struct device_node *partition;
	const char *kind;
	u32 number;
	unsigned long hwirq;
	unsigned int type;
	const char *note;
	bool decoded;
	bool generic;
};

/**
 * platdev_of_irq_decode() - decode an interrupt specifier as the driver of
 * its controller's binding would, following stacked controllers to the
 * one that takes the interrupt in the end
 * @spec: a specifier after interrupt-map translation, as of_irq_parse_one()
 *        gives it (not consumed: the caller keeps its reference)
 * @out: the result; release it with platdev_of_irq_put() whatever the
 *       return value
 *
 * Every binding follows the .translate or .xlate of its Linux 6.12
 * driver: the GICv1/v2 family and "arm,gic-v3" (kind, number, flags and
 * on a GICv3 a PPI partition; an SPI n is hwirq n + 32, a PPI n + 16, an
 * extended SPI n + 4096, an extended PPI n + 1056; one cell below 16 is
 * an SGI); the Apple AIC (IRQs and FIQs, with a die on an AIC2); the
 * stacked controllers, which hand the interrupt to their parent: the
 * i.MX GPC, the MediaTek sysirq (falling edges and low levels become
 * rising and high), the Qualcomm PDC (to the SPI "qcom,pdc-ranges" maps
 * the pin to), the Allwinner R_INTC, a STM32 GPIO bank (to its EXTI); and
 * the controllers where the interrupt ends: the TI SCI interrupt router,
 * Allwinner, Qualcomm SPMI, Tegra and the other GPIO and pin controllers,
 * the Qualcomm SPMI arbiter and IPCC, the TI PRUSS, the demultiplexers
 * (irqsteer, Broadcom L2, Allwinner NMI, STM32 EXTI, Amlogic GPIO
 * interrupts) and the interrupt domains of multi-function devices. The
 * table is in src/of/irq_bindings.c. Any other controller is read with
 * the generic one-cell (hwirq) or two-cell (hwirq, IRQ_TYPE_* flags)
 * convention and marked @generic.
 *
 * Return: 0; -EOPNOTSUPP when the final controller's binding is not known
 * and its specifier is longer than two cells (@out holds the specifier,
 * not decoded); -EINVAL when the cells are not valid for the binding (as
 * Linux's translation refuses them) or @spec is malformed.
 */
int platdev_of_irq_decode(const struct of_phandle_args *spec,
			  struct platdev_of_irq *out);

/**
 * platdev_of_irq_parse() - interrupt @index of @dev, parsed as
 * of_irq_parse_one() does (interrupts or interrupts-extended, through
 * interrupt-map, the first nexus passed kept in @out->nexus) and decoded
 * with platdev_of_irq_decode()
 * @dev: the device's node
 * @index: which interrupt
 * @out: the result; release it with platdev_of_irq_put()
 *
 * Return: 0; an error of of_irq_parse_one() (@out is then empty); an error
 * of platdev_of_irq_decode().
 */
int platdev_of_irq_parse(struct device_node *dev, int index,
			 struct platdev_of_irq *out);

/** platdev_of_irq_put() - drop the node references @irq holds */
void platdev_of_irq_put(struct platdev_of_irq *irq);

/**
 * platdev_irq_trigger_name() - an IRQ_TYPE_* trigger as Linux's bindings
 * name it: "type-none", "edge-rising", "edge-falling", "edge-both",
 * "level-high", "level-low"
 * @type: the trigger
 *
 * Return: the name, or NULL for a combination that is no trigger.
 */
const char *platdev_irq_trigger_name(unsigned int type);

/* How a property names a node's suppliers (platdev_of_supplier_property()). */
enum platdev_of_supplier_kind {
	PLATDEV_OF_SUPPLIER_NONE, /* it names none */
	PLATDEV_OF_SUPPLIER_LIST, /* <phandle args...> entries, #cells given */
	PLATDEV_OF_SUPPLIER_PHANDLES, /* plain phandles (pinctrl-N, -supply) */
	PLATDEV_OF_SUPPLIER_INTERRUPT_PARENT, /* "interrupts": the parent */
};

/**
 * platdev_of_supplier_property() - whether, and how, a property names
 * suppliers of its node, as device links from the tree read it
 * @np: the node
 * @name: the property's name
 * @length: its length in bytes (a "-supply" property is one phandle)
 * @cells: set to the name of the cell-count property of the targets
 *         ("#clock-cells", "#gpio-cells", ...) for a list, else NULL
 *
 * Lists: clocks, resets, power-domains, dmas, phys, iommus, mboxes,
 * io-channels, thermal-sensors, interrupts-extended, gpios, gpio, *-gpios
 * and *-gpio (but not a GPIO hog's gpios, nor nr-gpios). Plain phandles: pinctrl-N, *-supply, nvmem-cells. The interrupt
 * parent: interrupts.
 *
 * Return: the kind.
 */
enum platdev_of_supplier_kind
platdev_of_supplier_property(const struct device_node *np, const char *name,
			     int length, const char **cells);

/**
 * platdev_of_count_phandles() - of_count_phandle_with_args() of property
 * @pp of @np itself, without looking it up by name: a walk over every
 * property of a node that counts each of its lists stays linear
 * @np: the node
 * @pp: one of its properties
 * @cells_name: the targets' cell-count property ("#clock-cells", ...)
 *
 * Return: the number of entries; -ENOENT for a property without a value;
 * -EINVAL for a phandle that points nowhere, a target without
 * @cells_name, or arguments past the end (each logged).
 */
int platdev_of_count_phandles(const struct device_node *np,
			      const struct property *pp,
			      const char *cells_name);

#endif /* _PLATDEV_OF_H */
