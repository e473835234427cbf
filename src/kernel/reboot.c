// SPDX-License-Identifier: MIT
/*
 * reboot.c - restart, power-off and halt (linux/reboot.h): the reboot
 * notifiers, the sys-off handler chains and the order kernel_restart(),
 * kernel_power_off() and kernel_halt() run them in, ending with the
 * application's final act (platdev/reboot.h) when it installed one.
 */
#include <linux/device.h>
#include <linux/printk.h>
#include <linux/reboot.h>
#include <linux/slab.h>
#include <linux/syscore_ops.h>
#include <platdev/reboot.h>

enum reboot_mode reboot_mode = REBOOT_COLD;
void (*pm_power_off)(void);

static BLOCKING_NOTIFIER_HEAD(reboot_notifier_list);
static BLOCKING_NOTIFIER_HEAD(restart_prep_handler_list);
static ATOMIC_NOTIFIER_HEAD(restart_handler_list);
static BLOCKING_NOTIFIER_HEAD(power_off_prep_handler_list);
static ATOMIC_NOTIFIER_HEAD(power_off_handler_list);

static const struct platdev_machine_ops *machine_ops;

void platdev_set_machine_ops(const struct platdev_machine_ops *ops)
{
	__atomic_store_n(&machine_ops, ops, __ATOMIC_RELEASE);
}

static const struct platdev_machine_ops *final_act(void)
{
	return __atomic_load_n(&machine_ops, __ATOMIC_ACQUIRE);
}

/* ---- reboot notifiers and restart handlers ---- */

int register_reboot_notifier(struct notifier_block *nb)
{
	return blocking_notifier_chain_register(&reboot_notifier_list, nb);
}

int unregister_reboot_notifier(struct notifier_block *nb)
{
	return blocking_notifier_chain_unregister(&reboot_notifier_list, nb);
}

static void devm_reboot_notifier_release(void *nb)
{
	unregister_reboot_notifier(nb);
}

int devm_register_reboot_notifier(struct device *dev, struct notifier_block *nb)
{
	int err = register_reboot_notifier(nb);

	if (err)
		return err;
	return devm_add_action_or_reset(dev, devm_reboot_notifier_release, nb);
}

int register_restart_handler(struct notifier_block *nb)
{
	return atomic_notifier_chain_register(&restart_handler_list, nb);
}

int unregister_restart_handler(struct notifier_block *nb)
{
	return atomic_notifier_chain_unregister(&restart_handler_list, nb);
}

void do_kernel_restart(char *cmd)
{
	atomic_notifier_call_chain(&restart_handler_list, reboot_mode, cmd);
}

/* ---- sys-off handlers ---- */

/**
 * struct sys_off_handler - a registered sys-off callback
 * @nb: its block on the chain of its mode
 * @callback: the callback
 * @cb_data: its data
 * @dev: the device of a devm_ handler, or NULL
 * @mode: the chain it is on
 * @legacy_off: for register_platform_power_off(): the function it calls
 */
struct sys_off_handler {
	struct notifier_block nb;
	int (*callback)(struct sys_off_data *data);
	void *cb_data;
	struct device *dev;
	enum sys_off_mode mode;
	void (*legacy_off)(void);
};

static bool mode_blocking(enum sys_off_mode mode)
{
	return mode == SYS_OFF_MODE_POWER_OFF_PREPARE ||
	       mode == SYS_OFF_MODE_RESTART_PREPARE;
}

static void *mode_chain(enum sys_off_mode mode)
{
	switch (mode) {
	case SYS_OFF_MODE_POWER_OFF_PREPARE:
		return &power_off_prep_handler_list;
	case SYS_OFF_MODE_POWER_OFF:
		return &power_off_handler_list;
	case SYS_OFF_MODE_RESTART_PREPARE:
		return &restart_prep_handler_list;
	case SYS_OFF_MODE_RESTART:
		return &restart_handler_list;
	}
	return NULL;
}

static int sys_off_call(struct notifier_block *nb, unsigned long mode,
			void *cmd)
{
	struct sys_off_handler *h =
		container_of(nb, struct sys_off_handler, nb);
	struct sys_off_data data = {
		.mode = (int)mode,
		.cb_data = h->cb_data,
		.cmd = cmd,
		.dev = h->dev,
	};

	return h->callback(&data);
}

/* Add @h to its chain: only the default priority may be shared. */
static int sys_off_add(struct sys_off_handler *h, int priority)
{
	bool shared = priority == SYS_OFF_PRIO_DEFAULT;
	void *chain = mode_chain(h->mode);

	if (mode_blocking(h->mode))
		return shared ?
			       blocking_notifier_chain_register(chain, &h->nb) :
			       blocking_notifier_chain_register_unique_prio(
				       chain, &h->nb);
	return shared ? atomic_notifier_chain_register(chain, &h->nb) :
			atomic_notifier_chain_register_unique_prio(chain,
								   &h->nb);
}

struct sys_off_handler *
register_sys_off_handler(enum sys_off_mode mode, int priority,
			 int (*callback)(struct sys_off_data *data),
			 void *cb_data)
{
	struct sys_off_handler *h;
	int err;

	if (!mode_chain(mode))
		return ERR_PTR(-EINVAL);
	h = kzalloc(sizeof(*h), GFP_KERNEL);
	if (!h)
		return ERR_PTR(-ENOMEM);
	h->nb.notifier_call = sys_off_call;
	h->nb.priority = priority;
	h->callback = callback;
	h->cb_data = cb_data;
	h->mode = mode;
	err = sys_off_add(h, priority);
	if (err) {
		kfree(h);
		return ERR_PTR(err);
	}
	return h;
}

void unregister_sys_off_handler(struct sys_off_handler *handler)
{
	void *chain;

	if (IS_ERR_OR_NULL(handler))
		return;
	chain = mode_chain(handler->mode);
	if (mode_blocking(handler->mode))
		blocking_notifier_chain_unregister(chain, &handler->nb);
	else
		atomic_notifier_chain_unregister(chain, &handler->nb);
	kfree(handler);
}

static void devm_sys_off_release(void *handler)
{
	unregister_sys_off_handler(handler);
}

int devm_register_sys_off_handler(struct device *dev, enum sys_off_mode mode,
				  int priority,
				  int (*callback)(struct sys_off_data *data),
				  void *cb_data)
{
	struct sys_off_handler *h =
		register_sys_off_handler(mode, priority, callback, cb_data);

	if (IS_ERR(h))
		return PTR_ERR(h);
	h->dev = dev;
	return devm_add_action_or_reset(dev, devm_sys_off_release, h);
}

int devm_register_power_off_handler(struct device *dev,
				    int (*callback)(struct sys_off_data *data),
				    void *cb_data)
{
	return devm_register_sys_off_handler(dev, SYS_OFF_MODE_POWER_OFF,
					     SYS_OFF_PRIO_DEFAULT, callback,
					     cb_data);
}

int devm_register_restart_handler(struct device *dev,
				  int (*callback)(struct sys_off_data *data),
				  void *cb_data)
{
	return devm_register_sys_off_handler(dev, SYS_OFF_MODE_RESTART,
					     SYS_OFF_PRIO_DEFAULT, callback,
					     cb_data);
}

/* Calls the function in cb_data: pm_power_off and platform handlers. */
static int call_power_off_fn(struct sys_off_data *data)
{
	void (**fn)(void) = data->cb_data;

	if (*fn)
		(*fn)();
	return NOTIFY_DONE;
}

static struct sys_off_handler *platform_off;

int register_platform_power_off(void (*power_off)(void))
{
	struct sys_off_handler *h;

	h = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF,
				     SYS_OFF_PRIO_PLATFORM, call_power_off_fn,
				     NULL);
	if (IS_ERR(h))
		return PTR_ERR(h);
	h->legacy_off = power_off;
	h->cb_data = &h->legacy_off;
	platform_off = h;
	return 0;
}

void unregister_platform_power_off(void (*power_off)(void))
{
	if (platform_off && platform_off->legacy_off == power_off) {
		unregister_sys_off_handler(platform_off);
		platform_off = NULL;
	}
}

void do_kernel_power_off(void)
{
	struct sys_off_handler *legacy = NULL;

	/* pm_power_off takes its turn among the handlers, as in Linux. */
	if (pm_power_off)
		legacy = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF,
						  SYS_OFF_PRIO_DEFAULT,
						  call_power_off_fn,
						  &pm_power_off);
	atomic_notifier_call_chain(&power_off_handler_list, 0, NULL);
	unregister_sys_off_handler(legacy);
}

bool kernel_can_power_off(void)
{
	return !atomic_notifier_call_chain_is_empty(&power_off_handler_list) ||
	       pm_power_off;
}

/* ---- the sequences ---- */

static void shutdown_prepare(unsigned long event, char *cmd)
{
	blocking_notifier_call_chain(&reboot_notifier_list, event, cmd);
	device_shutdown();
}

void machine_restart(char *cmd)
{
	const struct platdev_machine_ops *ops;

	do_kernel_restart(cmd);
	ops = final_act();
	if (ops && ops->restart)
		ops->restart(cmd);
	pr_emerg("reboot: the machine did not restart; returning\n");
}

void machine_power_off(void)
{
	const struct platdev_machine_ops *ops;

	do_kernel_power_off();
	ops = final_act();
	if (ops && ops->power_off)
		ops->power_off();
	pr_emerg("reboot: the machine did not power off; returning\n");
}

void machine_halt(void)
{
	const struct platdev_machine_ops *ops = final_act();

	if (ops && ops->halt)
		ops->halt();
	pr_emerg("reboot: the machine did not halt; returning\n");
}

void kernel_restart(char *cmd)
{
	shutdown_prepare(SYS_RESTART, cmd);
	blocking_notifier_call_chain(&restart_prep_handler_list, 0, NULL);
	syscore_shutdown();
	if (cmd)
		pr_emerg("Restarting system with command '%s'\n", cmd);
	else
		pr_emerg("Restarting system\n");
	machine_restart(cmd);
}

void kernel_power_off(void)
{
	shutdown_prepare(SYS_POWER_OFF, NULL);
	blocking_notifier_call_chain(&power_off_prep_handler_list, 0, NULL);
	syscore_shutdown();
	pr_emerg("Power down\n");
	machine_power_off();
}

void kernel_halt(void)
{
	shutdown_prepare(SYS_HALT, NULL);
	syscore_shutdown();
	pr_emerg("System halted\n");
	machine_halt();
}
