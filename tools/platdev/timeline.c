// SPDX-License-Identifier: MIT
/*
 * timeline.c - "platdev timeline [BOARD]": the probes in the order they
 * started, with when (from the first), how long, how often they deferred
 * and how they ended, so two boots can be compared line by line; as text
 * or as one JSON document.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <linux/device.h>
#include <platdev/bind.h>

#include "inspect.h"
#include "json_writer.h"

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

typedef void (*timeline_print_fn)(FILE *out, const struct timed *t, size_t n);

/* The probed devices of the board, by start, handed to @print. */
static int timeline_walk(FILE *out, timeline_print_fn print)
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
	print(out, t, n);
	free(t);
	inspect_free_devices(&list);
	return (int)n;
}

static void timeline_text(FILE *out, const struct timed *t, size_t n)
{
	size_t i;

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
}

static void timeline_json(FILE *out, const struct timed *t, size_t n)
{
	struct json_writer w;
	size_t i;

	json_begin_document(&w, out, "timeline");
	json_key(&w, "probes");
	json_begin_list(&w);
	for (i = 0; i < n; i++) {
		json_begin_object(&w);
		json_key_string(&w, "device", dev_name(t[i].dev));
		json_key_string(&w, "driver", t[i].st.driver);
		json_key(&w, "start_ms");
		json_ms(&w, t[i].st.first_probe_ns - t[0].st.first_probe_ns);
		json_key(&w, "probe_ms");
		json_ms(&w, t[i].st.probe_ns);
		json_key_uint(&w, "probe_calls", t[i].st.probe_calls);
		json_key_uint(&w, "defers", t[i].st.defers);
		json_key_string(&w, "state",
				platdev_bind_state_name(t[i].st.state));
		json_end_object(&w);
	}
	json_end_array(&w);
	json_end_document(&w);
}

int inspect_print_timeline(FILE *out)
{
	return timeline_walk(out, timeline_text);
}

int inspect_print_timeline_json(FILE *out)
{
	return timeline_walk(out, timeline_json);
}
