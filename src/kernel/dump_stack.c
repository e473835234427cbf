// SPDX-License-Identifier: MIT
/*
 * dump_stack.c - dump_stack() and dump_stack_lvl() (linux/printk.h): the
 * ports keep no unwinder, so the line says where it was called from and
 * that no call trace follows, at the level asked for.
 */
#include <linux/printk.h>

void dump_stack_lvl(const char *log_lvl)
{
	printk("%sdump_stack() called from %p: no call trace in this port\n",
	       log_lvl, __builtin_return_address(0));
}

void dump_stack(void)
{
	dump_stack_lvl(KERN_DEFAULT);
}
