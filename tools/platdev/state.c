// SPDX-License-Identifier: MIT
/*
 * state.c - a device's bind state in one phrase, error codes by name, and
 * the summary line that counts devices by state.
 */
#include <stdio.h>

#include <linux/errname.h>
#include <linux/of.h>

#include "inspect.h"

const char *inspect_errname(int err, char *buf, size_t len)
{
	const char *name = errname(err);

	if (name)
		snprintf(buf, len, "%s", name);
	else
		snprintf(buf, len, "%d", err);
	return buf;
}

enum platdev_bind_state inspect_state_text(struct device *dev, char *buf,
					   size_t len)
{
	struct platdev_bind_status st;
	char err[24], path[200];

	if (platdev_device_bind_status(dev, &st)) {
		snprintf(buf, len, dev->driver ? "bound" : "unbound");
		return dev->driver ? PLATDEV_BIND_BOUND : PLATDEV_BIND_UNBOUND;
	}
	inspect_errname(st.last_error, err, sizeof(err));
	switch (st.state) {
	case PLATDEV_BIND_BOUND:
		snprintf(buf, len, "bound");
		break;
	case PLATDEV_BIND_DEFERRED:
		if (st.supplier[0])
			snprintf(buf, len, "deferred: waiting for %s (%s)",
				 st.supplier,
				 platdev_dep_kind_name(st.wait_kind));
		else if (st.node)
			snprintf(buf, len, "deferred: waiting for %s (%s)",
				 platdev_of_format_path(st.node, path,
							sizeof(path)),
				 platdev_dep_kind_name(st.wait_kind));
		else
			snprintf(buf, len, "deferred: its driver returned %s",
				 err);
		break;
	case PLATDEV_BIND_FAILED:
		snprintf(buf, len, "failed: probe returned %s", err);
		break;
	case PLATDEV_BIND_DECLINED:
		snprintf(buf, len, "declined: probe returned %s", err);
		break;
	default:
		snprintf(buf, len, "unbound: %s",
			 st.driver_matches ? "a driver matches, not probed" :
					     "no driver");
		break;
	}
	return st.state;
}

void inspect_count_state(struct inspect_state_counts *counts,
			 enum platdev_bind_state state)
{
	counts->total++;
	if ((unsigned int)state < PLATDEV_BIND_STATES)
		counts->n[state]++;
}

void inspect_print_state_summary(FILE *out, const char *what,
				 const struct inspect_state_counts *counts)
{
	static const enum platdev_bind_state order[] = {
		PLATDEV_BIND_BOUND,    PLATDEV_BIND_UNBOUND,
		PLATDEV_BIND_DEFERRED, PLATDEV_BIND_FAILED,
		PLATDEV_BIND_DECLINED,
	};
	size_t i;

	fprintf(out, "%d %s%s: %d bound", counts->total, what,
		counts->total == 1 ? "" : "s", counts->n[PLATDEV_BIND_BOUND]);
	for (i = 1; i < sizeof(order) / sizeof(order[0]); i++)
		if (counts->n[order[i]])
			fprintf(out, ", %d %s", counts->n[order[i]],
				platdev_bind_state_name(order[i]));
	fputc('\n', out);
}
