// SPDX-License-Identifier: MIT
/*
 * irq_nmi.c - non-maskable interrupts, which no chip here delivers: the
 * requests get Linux's answers for a line whose chip cannot (the argument
 * checks first, then -EINVAL), so drivers fall back to request_irq().
 */
#include <linux/interrupt.h>
#include <linux/printk.h>

/* Linux's checks of an NMI request, before the chip's. */
static int check_nmi(unsigned int irq, unsigned long irqflags,
		     irq_handler_t handler)
{
	if (irq == IRQ_NOTCONNECTED)
		return -ENOTCONN;
	if (irqflags & (IRQF_SHARED | IRQF_COND_SUSPEND | IRQF_IRQPOLL))
		return -EINVAL;
	if (!(irqflags & IRQF_PERCPU) || !handler)
		return -EINVAL;
	if (!irq_to_desc(irq))
		return -EINVAL;
	/* Linux refuses an NMI that would start as the request returns. */
	if (!(irqflags & IRQF_NO_AUTOEN))
		return -EINVAL;
	return 0;
}

int request_nmi(unsigned int irq, irq_handler_t handler, unsigned long irqflags,
		const char *name, void *dev_id)
{
	int ret = check_nmi(irq, irqflags, handler);

	(void)dev_id;
	if (ret)
		return ret;
	pr_debug("request_nmi: %s: IRQ %u: its chip cannot deliver NMIs\n",
		 name ? name : "(unnamed)", irq);
	return -EINVAL;
}

const void *free_nmi(unsigned int irq, void *dev_id)
{
	(void)dev_id;
	pr_warn("free_nmi: IRQ %u is not an NMI\n", irq);
	return NULL;
}

void enable_nmi(unsigned int irq)
{
	enable_irq(irq);
}

void disable_nmi_nosync(unsigned int irq)
{
	disable_irq_nosync(irq);
}

int request_percpu_nmi(unsigned int irq, irq_handler_t handler,
		       const char *name, void __percpu *dev_id)
{
	(void)name;
	(void)dev_id;
	if (irq == IRQ_NOTCONNECTED)
		return -ENOTCONN;
	(void)handler;
	return -EINVAL;
}

int prepare_percpu_nmi(unsigned int irq)
{
	(void)irq;
	return -EINVAL;
}

void teardown_percpu_nmi(unsigned int irq)
{
	(void)irq;
}
