// SPDX-License-Identifier: MIT
/*
 * setup.c - the kernel command line and its __setup()/early_param()
 * records (linux/init.h), given by the program (platdev/cmdline.h).
 *
 * The linker gathers the records in the section "platdev_setup" and
 * defines its __start_ and __stop_ symbols; weak references make it empty
 * when no object has one.
 */
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/printk.h>
#include <linux/string.h>
#include <platdev/cmdline.h>

extern const struct obs_kernel_param __start_platdev_setup[]
	__attribute__((weak));
extern const struct obs_kernel_param __stop_platdev_setup[]
	__attribute__((weak));

char boot_command_line[COMMAND_LINE_SIZE];
char *saved_command_line = boot_command_line;

/* The copy each pass splits (a boot runs one pass at a time). */
static char work[COMMAND_LINE_SIZE];

/* Parameter names compare with '-' and '_' as the same, as Linux's. */
static bool name_eq(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char ca = a[i] == '-' ? '_' : a[i];
		char cb = b[i] == '-' ? '_' : b[i];

		if (ca != cb)
			return false;
		if (!ca)
			break;
	}
	return true;
}

static void run_early(char *param, char *val)
{
	const struct obs_kernel_param *p;

	if (!__start_platdev_setup)
		return;
	for (p = __start_platdev_setup; p < __stop_platdev_setup; p++) {
		bool match = name_eq(param, p->str, strlen(param) + 1) ||
			     (!strcmp(param, "console") &&
			      !strcmp(p->str, "earlycon"));

		if (p->early && p->setup_func && match && p->setup_func(val))
			pr_warn("Malformed early option '%s'\n", param);
	}
}

void parse_early_options(char *cmdline)
{
	char *param, *val;

	cmdline = skip_spaces(cmdline);
	while (*cmdline) {
		cmdline = next_arg(cmdline, &param, &val);
		run_early(param, val);
	}
}

void parse_early_param(void)
{
	strscpy(work, boot_command_line, sizeof(work));
	parse_early_options(work);
}

/* A parameter ("name" or "name=value" again) to the __setup() records. */
static void run_setup(char *arg)
{
	const struct obs_kernel_param *p;

	if (!__start_platdev_setup)
		return;
	for (p = __start_platdev_setup; p < __stop_platdev_setup; p++) {
		size_t n = strlen(p->str);

		if (p->early || !p->setup_func || strlen(arg) < n ||
		    !name_eq(arg, p->str, n))
			continue;
		if (p->setup_func(arg + n))
			return;
	}
}

int platdev_set_command_line(const char *line)
{
	char *rest, *param, *val;

	if (!line)
		return -EINVAL;
	if (strlen(line) >= COMMAND_LINE_SIZE)
		return -E2BIG;
	strscpy(boot_command_line, line, COMMAND_LINE_SIZE);
	parse_early_param();

	strscpy(work, line, sizeof(work));
	rest = skip_spaces(work);
	while (*rest) {
		rest = next_arg(rest, &param, &val);
		/* The functions see "name=value" whole, as in Linux. */
		if (val) {
			size_t n = strlen(param);

			param[n] = '=';
			memmove(param + n + 1, val, strlen(val) + 1);
		}
		run_setup(param);
	}
	return 0;
}
