// SPDX-License-Identifier: MIT
/*
 * initcall.c - running module_init() and module_exit() functions.
 *
 * The linker gathers the records of module_init() and module_exit() in the
 * sections "platdev_initcall" and "platdev_exitcall" and defines their
 * __start_ and __stop_ symbols; weak references make both empty when no
 * object uses them.
 */
#include <linux/init.h>
#include <linux/printk.h>

extern struct platdev_initcall __start_platdev_initcall[] __attribute__((weak));
extern struct platdev_initcall __stop_platdev_initcall[] __attribute__((weak));
extern struct platdev_initcall __start_platdev_exitcall[] __attribute__((weak));
extern struct platdev_initcall __stop_platdev_exitcall[] __attribute__((weak));

int platdev_initcall_run(struct platdev_initcall *call)
{
	int ret;

	if (__atomic_exchange_n(&call->done, 1, __ATOMIC_ACQ_REL))
		return 0;
	ret = call->init();
	if (ret) {
		pr_err("initcall %s failed with error %d\n", call->name, ret);
		return ret;
	}
	__atomic_store_n(&call->mod->live, 1, __ATOMIC_RELEASE);
	return 0;
}

int platdev_run_initcalls(void)
{
	struct platdev_initcall *call;
	int first_err = 0;

	if (!__start_platdev_initcall)
		return 0;
	for (call = __start_platdev_initcall; call < __stop_platdev_initcall;
	     call++) {
		int ret = platdev_initcall_run(call);

		if (ret && !first_err)
			first_err = ret;
	}
	return first_err;
}

/* Let the init records of @mod run again, after its exit ran. */
static void rearm_initcalls(struct module *mod)
{
	struct platdev_initcall *call;

	if (!__start_platdev_initcall)
		return;
	for (call = __start_platdev_initcall; call < __stop_platdev_initcall;
	     call++)
		if (call->mod == mod && !call->builtin)
			__atomic_store_n(&call->done, 0, __ATOMIC_RELEASE);
}

void platdev_run_exitcalls(void)
{
	struct platdev_initcall *call;

	if (!__start_platdev_exitcall)
		return;
	for (call = __stop_platdev_exitcall;
	     call-- > __start_platdev_exitcall;) {
		if (__atomic_exchange_n(&call->mod->live, 0,
					__ATOMIC_ACQ_REL)) {
			call->exit();
			rearm_initcalls(call->mod);
		}
	}
}
