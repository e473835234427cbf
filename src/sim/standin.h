/* SPDX-License-Identifier: MIT */
/*
 * standin.h - stand-in providers: what the simulated board puts behind a
 * provider node (a clock controller, a reset controller, an interrupt
 * controller that is an ordinary driver in Linux, a bus wrapper...) that
 * no registered driver claims once probing settles, so that the node's
 * consumers bind as they would on the real board.
 *
 * A stand-in is a driver bound to the provider node's device. Each kind
 * of provider (clock, reset, power domain, PHY, interrupt controller, bus
 * wrapper...) is one struct standin_kind in its own file; the registry
 * (standin.c) asks each kind whether it wants the node and starts every
 * kind that does, in the order of the registry's table, from the
 * stand-in driver's probe. A real driver that registers for the node
 * later takes it back: the stand-in is unbound (its consumers first, by
 * their device links) and the real driver probes.
 *
 * This header is the contract between the registry and the kinds.
 */
#ifndef _PLATDEV_SIM_STANDIN_H
#define _PLATDEV_SIM_STANDIN_H

#include <linux/compiler.h>
#include <linux/device.h>
#include <linux/of.h>

struct platdev_standin;

/**
 * struct standin_kind - one kind of provider a stand-in can offer
 * @name: what the reports call it ("clock", "reset", "interrupt
 *	controller", "bus"...)
 * @wants: whether node @np needs this kind (typically: it has the kind's
 *	#*-cells property); NULL never
 * @start: register the provider for @si's node, from the stand-in
 *	driver's probe (@si->dev is the device being bound); prefer devm_*
 *	registrations, undone when the stand-in unbinds. Store per-kind state
 *	in *@data. A negative errno fails the stand-in's probe (-EPROBE_DEFER
 *	retries it, as for any driver)
 * @stop: undo what @start did that is not device-managed, before the
 *	stand-in unbinds; NULL when devm does it all
 */
struct standin_kind {
	const char *name;
	bool (*wants)(struct device_node *np);
	int (*start)(struct platdev_standin *si, void **data);
	void (*stop)(struct platdev_standin *si, void *data);
};

/**
 * struct platdev_standin - one node stood in for
 * @dev: the device the stand-in driver is bound to
 * @np: its node, the provider node
 */
struct platdev_standin {
	struct device *dev;
	struct device_node *np;
	/* the registry's own fields follow, in standin.c */
};

/**
 * standin_record() - note what a driver asked of a stand-in ("enable
 * clock 3", "set_rate clock 3 to 100000000", "deassert reset 12"...):
 * listed by "platdev sim" under the stand-in and written to the trace
 * @si: the stand-in asked
 * @fmt: printf format of the request, without a trailing newline
 */
void standin_record(struct platdev_standin *si, const char *fmt, ...)
	__printf(2, 3);

/* The kinds of PHYs, power domains, DMA channels, mailboxes, interconnects. */
extern const struct standin_kind standin_kind_genpd;
extern const struct standin_kind standin_kind_phy;
extern const struct standin_kind standin_kind_dma;
extern const struct standin_kind standin_kind_mbox;
extern const struct standin_kind standin_kind_icc;

#endif /* _PLATDEV_SIM_STANDIN_H */
