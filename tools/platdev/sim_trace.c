// SPDX-License-Identifier: MIT
/*
 * sim_trace.c - "platdev sim --trace FILE": one JSON object per line for
 * every register access and interrupt of a simulated board; and
 * --expect-trace FILE, which turns a recorded trace into a regression test
 * by comparing the run's trace with it line by line.
 *
 * Everything in a line comes from the device tree and virtual time, so a
 * run of the same board, drivers and models writes the same trace.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "inspect.h"
#include "input.h"
#include "sim_trace.h"

static const char *const event_names[] = {
	[PLATDEV_SIM_EV_READ] = "read",
	[PLATDEV_SIM_EV_WRITE] = "write",
	[PLATDEV_SIM_EV_IRQ_RAISE] = "irq_raise",
	[PLATDEV_SIM_EV_IRQ_LOWER] = "irq_lower",
	[PLATDEV_SIM_EV_IRQ_HANDLED] = "irq_handled",
	[PLATDEV_SIM_EV_IRQ_UNHANDLED] = "irq_unhandled",
	[PLATDEV_SIM_EV_STANDIN] = "standin",
};

static const char *const via_names[] = {
	[PLATDEV_SIM_VIA_MODEL] = "model",
	[PLATDEV_SIM_VIA_PLAIN] = "plain",
	[PLATDEV_SIM_VIA_FAULT] = "fault",
};

void sim_trace_write(FILE *out, const struct platdev_sim_event *ev,
		     const char *device, const char *node)
{
	bool access = ev->kind == PLATDEV_SIM_EV_READ ||
		      ev->kind == PLATDEV_SIM_EV_WRITE;

	fprintf(out, "{\"t_ns\": %llu, \"event\": \"%s\", \"device\": ",
		(unsigned long long)ev->time_ns, event_names[ev->kind]);
	inspect_json_string(out, device);
	fputs(", \"node\": ", out);
	inspect_json_string(out, node);
	if (ev->kind == PLATDEV_SIM_EV_STANDIN) {
		fputs(", \"what\": ", out);
		inspect_json_string(out, ev->what);
		fputs("}\n", out);
	} else if (access)
		fprintf(out,
			", \"window\": %u, \"offset\": \"0x%llx\", \"addr\": \"0x%llx\", \"size\": %u, \"value\": \"0x%llx\", \"via\": \"%s\"}\n",
			ev->window, (unsigned long long)ev->offset,
			(unsigned long long)ev->addr, ev->size,
			(unsigned long long)ev->value, via_names[ev->via]);
	else
		fprintf(out, ", \"line\": %u, \"irq\": %d}\n", ev->line,
			ev->irq);
}

/*
 * The next line of @f without its newline, in *@buf: 1; 0 at the end; -1
 * after saying why not (a line over SIM_TRACE_MAX_LINE, no memory).
 */
static int next_line(FILE *f, const char *name, unsigned long line, char **buf,
		     size_t *cap)
{
	long len = input_getline(f, buf, cap, SIM_TRACE_MAX_LINE);

	if (len >= 0)
		return 1;
	if (len == -1)
		return 0;
	if (len == -2)
		fprintf(stderr,
			"platdev: sim: line %lu of %s is longer than the %d-byte limit of a trace line\n",
			line, name, SIM_TRACE_MAX_LINE);
	else
		fprintf(stderr, "platdev: sim: out of memory reading %s\n",
			name);
	return -1;
}

int sim_trace_compare(FILE *got, FILE *want, const char *expected_path)
{
	char *a = NULL, *b = NULL;
	size_t acap = 0, bcap = 0;
	unsigned long line = 0;
	int more_got, more_want;
	int ret = 0;

	rewind(got);
	do {
		line++;
		more_got = next_line(got, "the trace", line, &a, &acap);
		more_want = more_got < 0 ? 0 :
					   next_line(want, expected_path, line,
						     &b, &bcap);
		if (more_got < 0 || more_want < 0) {
			ret = 1;
			break;
		}
		if (more_got != more_want || (more_got && strcmp(a, b) != 0)) {
			fprintf(stderr,
				"platdev: sim: the trace differs from %s at line %lu\n  expected: %s\n  got:      %s\n",
				expected_path, line,
				more_want ? b : "(end of trace)",
				more_got ? a : "(end of trace)");
			ret = 1;
			break;
		}
	} while (more_got);
	if (!ret && (ferror(got) || ferror(want))) {
		fprintf(stderr, "platdev: sim: error reading a trace\n");
		ret = 1;
	}
	free(a);
	free(b);
	return ret;
}
