// SPDX-License-Identifier: MIT
/*
 * standin_pinctrl.c - the pin controller kind of stand-in: the device node
 * that owns the configuration nodes other nodes' "pinctrl-N" point at
 * (the nearest ancestor of a configuration node that has a device, as the
 * device links take it) becomes a pin controller with no pins, whose
 * every configuration node maps to a state that sets nothing (Linux's
 * PIN_MAP_TYPE_DUMMY_STATE): so each consumer's states exist and are
 * selected as on the board. Each configuration a consumer's handle maps
 * is recorded ("map /pinctrl/uart2/uart2m0-xfer for feb50000.serial").
 */
#include <linux/of.h>
#include <linux/pinctrl/machine.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/slab.h>
#include <platdev/of.h>

#include "sim/standin_private.h"

static int spin_groups_count(struct pinctrl_dev *pctldev)
{
	(void)pctldev;
	return 0;
}

static const char *spin_group_name(struct pinctrl_dev *pctldev,
				   unsigned int selector)
{
	(void)pctldev;
	(void)selector;
	return NULL;
}

static int spin_node_to_map(struct pinctrl_dev *pctldev,
			    struct device_node *np_config,
			    struct pinctrl_map **map, unsigned int *num_maps)
{
	struct platdev_standin *si = pinctrl_dev_get_drvdata(pctldev);
	struct pinctrl_map *m = kzalloc(sizeof(*m), GFP_KERNEL);
	char path[160];

	if (!m)
		return -ENOMEM;
	m->type = PIN_MAP_TYPE_DUMMY_STATE;
	*map = m;
	*num_maps = 1;
	standin_record(si, "map %s",
		       platdev_of_format_path(np_config, path, sizeof(path)));
	return 0;
}

static void spin_free_map(struct pinctrl_dev *pctldev, struct pinctrl_map *map,
			  unsigned int num_maps)
{
	(void)pctldev;
	(void)num_maps;
	kfree(map);
}

static const struct pinctrl_ops spin_ops = {
	.get_groups_count = spin_groups_count,
	.get_group_name = spin_group_name,
	.dt_node_to_map = spin_node_to_map,
	.dt_free_map = spin_free_map,
};

static bool spin_wants(struct device_node *np)
{
	return standin_is_target(STANDIN_TARGET_PINCTRL, np);
}

static int spin_start(struct platdev_standin *si, void **data)
{
	struct pinctrl_desc *desc;
	struct pinctrl_dev *pctldev;

	/* Only a node with a device of its own owns configurations. */
	if (si->dev->of_node != si->np)
		return 0;
	desc = devm_kzalloc(si->dev, sizeof(*desc), GFP_KERNEL);
	if (!desc)
		return -ENOMEM;
	desc->name = dev_name(si->dev);
	desc->pctlops = &spin_ops;
	pctldev = devm_pinctrl_register(si->dev, desc, si);
	if (IS_ERR(pctldev))
		return (int)PTR_ERR(pctldev);
	*data = pctldev;
	return 0;
}

const struct standin_kind standin_pinctrl_kind = {
	.name = "pin controller",
	.wants = spin_wants,
	.start = spin_start,
};
