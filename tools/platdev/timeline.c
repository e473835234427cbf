// SPDX-License-Identifier: MIT
/*
 * timeline.c - "platdev timeline [BOARD]": the probes in the order they
 * started, with when (from the first), how long, how often they deferred
 * and how they ended, so two boots can be compared line by line.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <linux/device.h>
#include <platdev/bind.h>

#include "inspect.h"

struct timed {
	struct device *dev;
	struct platdev_bind_status st;
};

static int by_start(const void *a, const void *b)
{
	const struct timed *x = a, *y = b;

	return (x->st.first_probe_ns > y->st.first_probe_ns) -
	       (x->st.first_probe_ns < y->st.first_probe_ns);
}

int inspect_print_timeline(FILE *out)
{
	struct inspect_devices list;
	struct timed *t;
	size_t i, n = 0;
	int ret = inspect_collect_devices(&list);

	if (ret)
		return ret;
	t = calloc(list.nr + 1, sizeof(*t));
	if (!t) {
		inspect_free_devices(&list);
		return -ENOMEM;
	}
	for (i = 0; i < list.nr; i++) {
		if (platdev_device_bind_status(list.dev[i], &t[n].st) ||
		    !t[n].st.first_probe_ns)
			continue;
		t[n++].dev = list.dev[i];
	}
	qsort(t, n, sizeof(*t), by_start);
	fprintf(out, "%10s %10s %6s %8s  %s\n", "start ms", "probe ms",
		"defers", "state", "device (driver)");
	for (i = 0; i < n; i++)
		fprintf(out, "%10.3f %10.3f %6u %8s  %s (%s)\n",
			(double)(t[i].st.first_probe_ns -
				 t[0].st.first_probe_ns) /
				1e6,
			(double)t[i].st.probe_ns / 1e6, t[i].st.defers,
			platdev_bind_state_name(t[i].st.state),
			dev_name(t[i].dev),
			t[i].st.driver ? t[i].st.driver : "-");
	fprintf(out, "%zu device%s probed\n", n, n == 1 ? "" : "s");
	free(t);
	inspect_free_devices(&list);
	return (int)n;
}
