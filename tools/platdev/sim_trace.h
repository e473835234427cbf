/* SPDX-License-Identifier: MIT */
/*
 * sim_trace.h - "platdev sim --trace": a simulated board's register
 * accesses and interrupts as JSON Lines, and comparing a run's trace with
 * a recorded one (--expect-trace).
 */
#ifndef _PLATDEV_TOOLS_SIM_TRACE_H
#define _PLATDEV_TOOLS_SIM_TRACE_H

#include <stdio.h>

#include <platdev/sim.h>

/**
 * sim_trace_write() - print @ev as one JSON object on one line:
 * {"t_ns", "event" (read, write, irq_raise, irq_lower, irq_handled,
 * irq_unhandled), "device", "node", then for accesses "window", "offset",
 * "addr", "size", "value" (hex strings) and "via" (model, plain or
 * fault), for interrupts "line" and "irq"}
 * @out: where to print
 * @ev: the event
 * @device: the name of the device of @ev's node, or NULL for none
 * @node: the node's path, or NULL for none
 */
void sim_trace_write(FILE *out, const struct platdev_sim_event *ev,
		     const char *device, const char *node);

/* The longest line of a trace that --expect-trace reads. */
#define SIM_TRACE_MAX_LINE 65536

/**
 * sim_trace_compare() - compare the trace in @got (read from its start)
 * with the recorded trace @want, line by line
 * @got: the run's trace
 * @want: the recorded trace, open for reading
 * @expected_path: its file name, for the message
 *
 * Prints nothing when they are the same; else the first line that
 * differs, from both, on stderr. A line of either longer than
 * SIM_TRACE_MAX_LINE bytes ends the comparison with one line on stderr
 * (a trace's lines are a few hundred bytes; /dev/zero has none).
 *
 * Return: 0 when the same, 1 when they differ or either cannot be read.
 */
int sim_trace_compare(FILE *got, FILE *want, const char *expected_path);

#endif /* _PLATDEV_TOOLS_SIM_TRACE_H */
