// SPDX-License-Identifier: MIT
/*
 * padconf.c - a model of a pad configuration block, the register block of
 * a SoC's pin multiplexer that Linux's pinctrl-single drives ("pinctrl-
 * single", "pinconf-single" and the TI SoCs' padconf compatibles): one
 * register per pad, 8, 16 or 32 bits wide as the node's
 * "pinctrl-single,register-width" says, holding the pad's mux mode and
 * configuration bits as written. The model keeps every value written and
 * counts the writes of each register, so a test sees which pads a state
 * set and to what.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "sim_private.h"

/* The bytes of window 0 the model keeps (AM65x's main padconf: 0x2ac). */
#define PADCONF_BYTES 4096

struct padconf {
	u8 bytes[PADCONF_BYTES];
	u16 writes[PADCONF_BYTES / 2]; /* per 16-bit unit, saturating */
	unsigned long total;
};

static u64 padconf_read(struct platdev_sim_instance *inst, unsigned int window,
			u64 offset, unsigned int size)
{
	struct padconf *s = platdev_sim_priv(inst);
	u64 v = 0;
	unsigned int i;

	if (window || offset + size > PADCONF_BYTES)
		return 0;
	platdev_port_core_lock();
	for (i = 0; i < size; i++)
		v |= (u64)s->bytes[offset + i] << (8 * i);
	platdev_port_core_unlock();
	return v;
}

static void padconf_write(struct platdev_sim_instance *inst,
			  unsigned int window, u64 offset, u64 value,
			  unsigned int size)
{
	struct padconf *s = platdev_sim_priv(inst);
	unsigned int i;

	if (window || offset + size > PADCONF_BYTES)
		return;
	platdev_port_core_lock();
	for (i = 0; i < size; i++)
		s->bytes[offset + i] = (u8)(value >> (8 * i));
	if (s->writes[offset / 2] != 0xffff)
		s->writes[offset / 2]++;
	s->total++;
	platdev_port_core_unlock();
}

static void padconf_reset(struct platdev_sim_instance *inst)
{
	struct padconf *s = platdev_sim_priv(inst);

	platdev_port_core_lock();
	memset(s, 0, sizeof(*s));
	platdev_port_core_unlock();
}

static const struct of_device_id padconf_ids[] = {
	{ .compatible = "pinctrl-single" },
	{ .compatible = "pinconf-single" },
	{ .compatible = "ti,am654-padconf" },
	{}
};

struct platdev_sim_model sim_padconf_model = {
	.name = "padconf",
	.of_match_table = padconf_ids,
	.priv_size = sizeof(struct padconf),
	.reset = padconf_reset,
	.read = padconf_read,
	.write = padconf_write,
};

long platdev_sim_padconf_get(const struct device_node *np, u32 offset,
			     unsigned int size)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_padconf_model);
	struct padconf *s;
	unsigned long v = 0;
	unsigned int i;

	if (!inst)
		return -ENOENT;
	if ((size != 1 && size != 2 && size != 4) || offset % size ||
	    offset + size > PADCONF_BYTES)
		return -EINVAL;
	s = platdev_sim_priv(inst);
	platdev_port_core_lock();
	for (i = 0; i < size; i++)
		v |= (unsigned long)s->bytes[offset + i] << (8 * i);
	platdev_port_core_unlock();
	return (long)v;
}

long platdev_sim_padconf_writes(const struct device_node *np, long offset)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_padconf_model);
	struct padconf *s;
	unsigned long n;

	if (!inst)
		return -ENOENT;
	if (offset >= PADCONF_BYTES)
		return -EINVAL;
	s = platdev_sim_priv(inst);
	platdev_port_core_lock();
	n = offset < 0 ? s->total : s->writes[offset / 2];
	platdev_port_core_unlock();
	return (long)n;
}
