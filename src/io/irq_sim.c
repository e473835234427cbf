// SPDX-License-Identifier: MIT
/*
 * irq_sim.c - the simulated interrupt controller of linux/irq_sim.h: a
 * linear domain whose chip keeps each line's enable and pending state, and
 * delivers a line made pending while it is enabled.
 */
#include <linux/err.h>
#include <linux/interrupt.h>
#include <linux/irq_sim.h>
#include <linux/slab.h>

struct irq_sim_work_ctx {
	unsigned int irq_count;
	const struct irq_sim_ops *ops;
	void *user_data;
};

struct irq_sim_irq_ctx {
	bool enabled;
	bool pending;
	struct irq_sim_work_ctx *work_ctx;
};

static void irq_sim_mask(struct irq_data *data)
{
	struct irq_sim_irq_ctx *ctx = irq_data_get_irq_chip_data(data);

	WRITE_ONCE(ctx->enabled, false);
}

static void irq_sim_unmask(struct irq_data *data)
{
	struct irq_sim_irq_ctx *ctx = irq_data_get_irq_chip_data(data);

	WRITE_ONCE(ctx->enabled, true);
}

static int irq_sim_set_type(struct irq_data *data, unsigned int type)
{
	(void)data;
	/* Only edges: a software line has no level to hold. */
	return type & ~IRQ_TYPE_EDGE_BOTH ? -EINVAL : 0;
}

static int irq_sim_get_state(struct irq_data *data,
			     enum irqchip_irq_state which, bool *state)
{
	struct irq_sim_irq_ctx *ctx = irq_data_get_irq_chip_data(data);

	if (which != IRQCHIP_STATE_PENDING)
		return -EINVAL;
	if (READ_ONCE(ctx->enabled))
		*state = READ_ONCE(ctx->pending);
	return 0;
}

static int irq_sim_set_state(struct irq_data *data,
			     enum irqchip_irq_state which, bool state)
{
	struct irq_sim_irq_ctx *ctx = irq_data_get_irq_chip_data(data);

	if (which != IRQCHIP_STATE_PENDING)
		return -EINVAL;
	if (!READ_ONCE(ctx->enabled))
		return 0;
	WRITE_ONCE(ctx->pending, state);
	if (state) {
		/* Taken, as the CPU would: pending no more once handled. */
		WRITE_ONCE(ctx->pending, false);
		generic_handle_domain_irq(data->domain,
					  (unsigned int)data->hwirq);
	}
	return 0;
}

static int irq_sim_request_resources(struct irq_data *data)
{
	struct irq_sim_irq_ctx *ctx = irq_data_get_irq_chip_data(data);
	struct irq_sim_work_ctx *work = ctx->work_ctx;

	if (!work->ops || !work->ops->irq_sim_irq_requested)
		return 0;
	return work->ops->irq_sim_irq_requested(data->domain, data->hwirq,
						work->user_data);
}

static void irq_sim_release_resources(struct irq_data *data)
{
	struct irq_sim_irq_ctx *ctx = irq_data_get_irq_chip_data(data);
	struct irq_sim_work_ctx *work = ctx->work_ctx;

	if (work->ops && work->ops->irq_sim_irq_released)
		work->ops->irq_sim_irq_released(data->domain, data->hwirq,
						work->user_data);
}

static const struct irq_chip irq_sim_irqchip = {
	.name = "irq_sim",
	.irq_mask = irq_sim_mask,
	.irq_unmask = irq_sim_unmask,
	.irq_set_type = irq_sim_set_type,
	.irq_get_irqchip_state = irq_sim_get_state,
	.irq_set_irqchip_state = irq_sim_set_state,
	.irq_request_resources = irq_sim_request_resources,
	.irq_release_resources = irq_sim_release_resources,
};

static int irq_sim_map(struct irq_domain *domain, unsigned int virq,
		       irq_hw_number_t hw)
{
	struct irq_sim_irq_ctx *ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);

	(void)hw;
	if (!ctx)
		return -ENOMEM;
	ctx->work_ctx = domain->host_data;
	irq_set_chip(virq, &irq_sim_irqchip);
	irq_set_chip_data(virq, ctx);
	irq_set_handler(virq, handle_simple_irq);
	irq_modify_status(virq, IRQ_NOREQUEST | IRQ_NOAUTOEN, IRQ_NOPROBE);
	return 0;
}

static void irq_sim_unmap(struct irq_domain *domain, unsigned int virq)
{
	struct irq_sim_irq_ctx *ctx = irq_get_chip_data(virq);

	(void)domain;
	irq_set_chip_data(virq, NULL);
	kfree(ctx);
}

static const struct irq_domain_ops irq_sim_domain_ops = {
	.map = irq_sim_map,
	.unmap = irq_sim_unmap,
};

struct irq_domain *irq_domain_create_sim_full(struct fwnode_handle *fwnode,
					      unsigned int num_irqs,
					      const struct irq_sim_ops *ops,
					      void *data)
{
	struct irq_sim_work_ctx *work = kzalloc(sizeof(*work), GFP_KERNEL);
	struct irq_domain *domain;

	if (!work)
		return ERR_PTR(-ENOMEM);
	work->irq_count = num_irqs;
	work->ops = ops;
	work->user_data = data;
	domain = irq_domain_create_linear(fwnode, num_irqs, &irq_sim_domain_ops,
					  work);
	if (!domain) {
		kfree(work);
		return ERR_PTR(-ENOMEM);
	}
	return domain;
}

struct irq_domain *irq_domain_create_sim(struct fwnode_handle *fwnode,
					 unsigned int num_irqs)
{
	return irq_domain_create_sim_full(fwnode, num_irqs, NULL, NULL);
}

void irq_domain_remove_sim(struct irq_domain *domain)
{
	struct irq_sim_work_ctx *work = domain->host_data;

	irq_domain_remove(domain);
	kfree(work);
}

static void devm_irq_domain_remove_sim(void *data)
{
	irq_domain_remove_sim(data);
}

struct irq_domain *devm_irq_domain_create_sim_full(
	struct device *dev, struct fwnode_handle *fwnode, unsigned int num_irqs,
	const struct irq_sim_ops *ops, void *data)
{
	struct irq_domain *domain =
		irq_domain_create_sim_full(fwnode, num_irqs, ops, data);
	int ret;

	if (IS_ERR(domain))
		return domain;
	ret = devm_add_action_or_reset(dev, devm_irq_domain_remove_sim, domain);
	return ret ? ERR_PTR(ret) : domain;
}

struct irq_domain *devm_irq_domain_create_sim(struct device *dev,
					      struct fwnode_handle *fwnode,
					      unsigned int num_irqs)
{
	return devm_irq_domain_create_sim_full(dev, fwnode, num_irqs, NULL,
					       NULL);
}
