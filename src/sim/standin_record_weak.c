// SPDX-License-Identifier: MIT
/*
 * standin_record_weak.c - a stand-in default of standin_record() so that
 * the kinds of PHYs, power domains, DMA channels, mailboxes and
 * interconnects link and are tested before the registry (standin.c)
 * exists: it logs the record. TO BE DELETED when standin.c is merged,
 * whose strong definition replaces it.
 */
#include <stdarg.h>

#include <linux/printk.h>
#include <linux/sprintf.h>

#include "sim/standin.h"

__attribute__((weak)) void standin_record(struct platdev_standin *si,
					  const char *fmt, ...)
{
	char buf[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	dev_info(si->dev, "stand-in: %s\n", buf);
}
