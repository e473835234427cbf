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

/* The models platdev provides, offered to every board. */
static struct platdev_sim_model *const builtin_models[] = {
	&sim_pl011_model,
	&sim_ns16550_model,
	&sim_pl061_model,
	&sim_pl031_model,
	&sim_goldfish_rtc_model,
	&sim_timeriomem_rng_model,
	&sim_sp805_model,
	&sim_bcm2835_pwm_model,
	&sim_efuse_model,
	&sim_padconf_model,
};

static bool is_builtin(const struct platdev_sim_model *model)
{
	size_t i;

	for (i = 0; i < sizeof(builtin_models) / sizeof(builtin_models[0]); i++)
		if (builtin_models[i] == model)
			return true;
	return false;
}

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
	/* Newest first; the built-in models go last. */
	link = &models;
	if (is_builtin(model))
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
	size_t i;
	bool have;

	for (i = 0; i < sizeof(builtin_models) / sizeof(builtin_models[0]);
	     i++) {
		platdev_port_core_lock();
		have = registered_locked(builtin_models[i]);
		platdev_port_core_unlock();
		if (!have)
			platdev_sim_model_register(builtin_models[i]);
	}
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

	while (model->regs && model->regs[inst->nr_regs].name) {
		if (model->regs[inst->nr_regs].offset == SIM_PRIMECELL_ID_BLOCK)
			inst->primecell = true;
		inst->nr_regs++;
	}
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
	inst->primecell = false;
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

struct platdev_sim_instance *
sim_instance_of(const struct device_node *np,
		const struct platdev_sim_model *model)
{
	struct platdev_sim_instance *inst = platdev_sim_board_find(np);

	return inst && inst->model == model ? inst : NULL;
}

void platdev_sim_reset(struct platdev_sim_instance *inst)
{
	if (!inst || !inst->model)
		return;
	sim_regs_reset(inst);
	if (inst->model->reset)
		inst->model->reset(inst);
}

unsigned int sim_irqs_deferred;

/* Deliver line @line of @inst, mapped to @virq, to its handlers. */
static void sim_irq_deliver(struct platdev_sim_instance *inst,
			    unsigned int line, unsigned int virq)
{
	const struct platdev_sim_observer *obs = sim_observer();
	int ret;

	/*
	 * The controller delivers its input to the line mapped to it now: a
	 * stacked domain's line may have taken it over since it resolved.
	 */
	virq = platdev_irq_current_line(virq);
	if (obs)
		ret = sim_deliver_observed(obs, inst->np, line, virq);
	else
		ret = generic_handle_irq(virq);
	if (ret)
		pr_debug(
			"sim %s: interrupt %u (irq %u) raised, nobody requested it\n",
			of_node_full_name(inst->np), line, virq);
}

int platdev_sim_irq_set(struct platdev_sim_instance *inst, unsigned int line,
			int level)
{
	const struct platdev_sim_observer *obs = sim_observer();
	bool rising, falling, warn = false;
	int virq;

	if (!inst || line >= SIM_MAX_LINES)
		return -EINVAL;
	platdev_port_core_lock();
	rising = level && !inst->level[line];
	falling = !level && inst->level[line];
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
	if (obs && (rising || falling))
		sim_observe_irq(obs, inst->np, line, virq ? virq : -ENOENT,
				rising ? PLATDEV_SIM_EV_IRQ_RAISE :
					 PLATDEV_SIM_EV_IRQ_LOWER);
	if (virq <= 0) {
		if (warn)
			pr_warn("sim %s: interrupt %u does not resolve (error %d): not delivered\n",
				of_node_full_name(inst->np), line, virq);
		return -ENOENT;
	}
	if (!rising)
		return 0;
	/*
	 * Raised by a register write the driver made under its spinlock: on
	 * hardware the CPU takes it once the lock's section ends, so it is
	 * delivered then (a handler taking the same lock would wait for
	 * itself here). Raised by a read: taken once the read is done.
	 */
	if (platdev_port_irqs_masked() || sim_read_defers_raise()) {
		platdev_port_core_lock();
		if (!inst->deferred[line]) {
			inst->deferred[line] = true;
			__atomic_add_fetch(&sim_irqs_deferred, 1,
					   __ATOMIC_RELEASE);
		}
		platdev_port_core_unlock();
		return 0;
	}
	sim_irq_deliver(inst, line, (unsigned int)virq);
	return 0;
}

void sim_irq_replay_instance(struct platdev_sim_instance *inst)
{
	for (unsigned int line = 0; line < SIM_MAX_LINES; line++) {
		bool take;
		int virq;

		platdev_port_core_lock();
		take = inst->deferred[line];
		if (take) {
			inst->deferred[line] = false;
			__atomic_sub_fetch(&sim_irqs_deferred, 1,
					   __ATOMIC_RELEASE);
		}
		/* Lowered meanwhile: the CPU never sees it. */
		take = take && inst->level[line];
		virq = inst->virq[line];
		platdev_port_core_unlock();
		if (take && virq > 0)
			sim_irq_deliver(inst, line, (unsigned int)virq);
	}
}
