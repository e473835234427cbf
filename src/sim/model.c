// SPDX-License-Identifier: MIT
/*
 * model.c - device models: the list they register on, matching a node's
 * compatibles to a model (the node's first compatible that any model
 * claims wins, as for drivers), instances and their interrupt lines.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/irq.h>
#include <linux/mod_devicetable.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "sim_private.h"

static struct platdev_sim_model *models; /* newest first, built-ins last */

/* Core lock held. */
static bool registered_locked(const struct platdev_sim_model *model)
{
	const struct platdev_sim_model *m;

	for (m = models; m; m = m->next)
		if (m == model)
			return true;
	return false;
}

int platdev_sim_model_register(struct platdev_sim_model *model)
{
	struct platdev_sim_model **link;

	if (!model || !model->of_match_table)
		return -EINVAL;
	platdev_port_core_lock();
	if (registered_locked(model)) {
		platdev_port_core_unlock();
		return -EBUSY;
	}
	/* Newest first; the built-in model goes last. */
	link = &models;
	if (model == &sim_pl011_model)
		while (*link)
			link = &(*link)->next;
	model->next = *link;
	*link = model;
	platdev_port_core_unlock();
	return 0;
}

void platdev_sim_model_unregister(struct platdev_sim_model *model)
{
	struct platdev_sim_model **link;

	platdev_port_core_lock();
	for (link = &models; *link; link = &(*link)->next) {
		if (*link == model) {
			*link = model->next;
			model->next = NULL;
			break;
		}
	}
	platdev_port_core_unlock();
}

void sim_builtin_models_register(void)
{
	bool have;

	platdev_port_core_lock();
	have = registered_locked(&sim_pl011_model);
	platdev_port_core_unlock();
	if (!have)
		platdev_sim_model_register(&sim_pl011_model);
}

static bool model_has(const struct platdev_sim_model *model,
		      const char *compatible)
{
	const struct of_device_id *id;

	for (id = model->of_match_table;
	     id->compatible[0] || id->name[0] || id->type[0]; id++)
		if (!strcmp(id->compatible, compatible))
			return true;
	return false;
}

const struct platdev_sim_model *sim_model_lookup(struct device_node *np)
{
	const struct platdev_sim_model *m;
	const char *compatible;
	int i;

	for (i = 0;
	     !of_property_read_string_index(np, "compatible", i, &compatible);
	     i++) {
		platdev_port_core_lock();
		for (m = models; m; m = m->next) {
			if (model_has(m, compatible)) {
				platdev_port_core_unlock();
				return m;
			}
		}
		platdev_port_core_unlock();
	}
	return NULL;
}

int sim_instance_setup(struct platdev_sim_instance *inst)
{
	const struct platdev_sim_model *model = inst->model;
	int ret;

	while (model->regs && model->regs[inst->nr_regs].name)
		inst->nr_regs++;
	if (inst->nr_regs) {
		inst->values = platdev_port_alloc(inst->nr_regs *
						  sizeof(*inst->values));
		if (!inst->values)
			return -ENOMEM;
	}
	if (model->priv_size) {
		inst->priv = platdev_port_alloc(model->priv_size);
		if (!inst->priv)
			goto nomem;
	}
	sim_regs_reset(inst);
	if (model->create) {
		ret = model->create(inst);
		if (ret) {
			pr_err("sim %s: model %s failed to start: %d\n",
			       of_node_full_name(inst->np), model->name, ret);
			sim_timers_cancel_owned(inst);
			goto fail;
		}
	}
	inst->created = true;
	if (model->reset)
		model->reset(inst);
	return 0;
nomem:
	ret = -ENOMEM;
fail:
	platdev_port_free(inst->priv);
	platdev_port_free(inst->values);
	inst->priv = NULL;
	inst->values = NULL;
	inst->nr_regs = 0;
	inst->model = NULL;
	return ret;
}

void sim_instance_teardown(struct platdev_sim_instance *inst)
{
	if (inst->created && inst->model->destroy)
		inst->model->destroy(inst);
	sim_timers_cancel_owned(inst);
	platdev_port_free(inst->priv);
	platdev_port_free(inst->values);
	inst->priv = NULL;
	inst->values = NULL;
	inst->created = false;
}

struct device_node *platdev_sim_node(const struct platdev_sim_instance *inst)
{
	return inst->np;
}

void *platdev_sim_priv(const struct platdev_sim_instance *inst)
{
	return inst->priv;
}

void platdev_sim_reset(struct platdev_sim_instance *inst)
{
	if (!inst || !inst->model)
		return;
	sim_regs_reset(inst);
	if (inst->model->reset)
		inst->model->reset(inst);
}

int platdev_sim_irq_set(struct platdev_sim_instance *inst, unsigned int line,
			int level)
{
	bool rising, warn = false;
	int virq;

	if (!inst || line >= SIM_MAX_LINES)
		return -EINVAL;
	platdev_port_core_lock();
	rising = level && !inst->level[line];
	inst->level[line] = level ? 1 : 0;
	virq = inst->virq[line];
	platdev_port_core_unlock();
	if (!virq) {
		virq = of_irq_get(inst->np, (int)line);
		platdev_port_core_lock();
		if (virq > 0) {
			inst->virq[line] = virq;
		} else if (!inst->irq_warned[line]) {
			inst->irq_warned[line] = true;
			warn = true;
		}
		platdev_port_core_unlock();
	}
	if (virq <= 0) {
		if (warn)
			pr_warn("sim %s: interrupt %u does not resolve (error %d): not delivered\n",
				of_node_full_name(inst->np), line, virq);
		return -ENOENT;
	}
	if (rising && generic_handle_irq((unsigned int)virq))
		pr_debug(
			"sim %s: interrupt %u (irq %d) raised, nobody requested it\n",
			of_node_full_name(inst->np), line, virq);
	return 0;
}
