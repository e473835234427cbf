// SPDX-License-Identifier: MIT
/*
 * sim.c - "platdev sim BOARD": populate a device-tree board on simulated
 * hardware, let the drivers bind, run virtual time, then say per device
 * what its driver did: how its probe ended, its register accesses per
 * window (answered by a model or by plain registers), the interrupts its
 * models raised and whether a handler took them; then the nodes whose
 * accesses no model answered. --trace writes every event (sim_trace.c).
 *
 * Events reach this file through the board's observer, possibly from
 * several threads (asynchronous probes, threaded handlers): one mutex
 * guards the per-node records and the trace.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <linux/device.h>
#include <linux/errno.h>
#include <linux/of.h>
#include <platdev/bind.h>
#include <platdev/class.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "array.h"
#include "board.h"
#include "input.h"
#include "inspect.h"
#include "sim_trace.h"

#define EXIT_USAGE 2
#define NODE_LINES 8 /* interrupt lines per node, as the models have */

struct line_counts {
	int irq;
	unsigned long raised, handled, unhandled;
};

/* What the run saw of one node. */
struct sim_node {
	const struct device_node *np;
	char *device; /* its device's name, NULL for none */
	char *path;
	struct line_counts lines[NODE_LINES];
};

struct sim_run {
	pthread_mutex_t lock;
	FILE *trace; /* NULL: no trace */
	struct sim_node *nodes;
	size_t nr, cap;
	bool oom;
};

/* One --fault, parsed: where and what. */
struct fault_spec {
	const char *text; /* as given */
	char *node; /* the NODE part */
	bool has_offset;
	u64 offset;
	struct platdev_sim_fault fault;
};

/* One --clock-rate, parsed. */
struct rate_spec {
	const char *text; /* as given */
	char *node;
	int index; /* -1: every clock */
	unsigned long rate;
};

struct sim_options {
	const char *board;
	const char *trace_path;
	const char *expect_path;
	u64 run_ns;
	struct fault_spec faults[SIM_MAX_FAULTS];
	int nr_faults;
	struct rate_spec rates[SIM_MAX_FAULTS];
	int nr_rates;
};

/* ---- errors by name ---- */

static const struct {
	int err;
	const char *name;
} err_names[] = {
	{ EPERM, "EPERM" },
	{ ENOENT, "ENOENT" },
	{ EIO, "EIO" },
	{ ENXIO, "ENXIO" },
	{ E2BIG, "E2BIG" },
	{ EAGAIN, "EAGAIN" },
	{ ENOMEM, "ENOMEM" },
	{ EACCES, "EACCES" },
	{ EFAULT, "EFAULT" },
	{ EBUSY, "EBUSY" },
	{ EEXIST, "EEXIST" },
	{ ENODEV, "ENODEV" },
	{ EINVAL, "EINVAL" },
	{ ENOSPC, "ENOSPC" },
	{ ERANGE, "ERANGE" },
	{ ENOSYS, "ENOSYS" },
	{ ENODATA, "ENODATA" },
	{ EOPNOTSUPP, "EOPNOTSUPP" },
	{ ETIMEDOUT, "ETIMEDOUT" },
	{ EPROBE_DEFER, "EPROBE_DEFER" },
	{ ENOTSUPP, "ENOTSUPP" },
};

/* "-ENODEV" for -19; "-123" for a code without a name here. */
static const char *err_name(int err, char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < sizeof(err_names) / sizeof(err_names[0]); i++) {
		if (err_names[i].err == -err) {
			snprintf(buf, len, "-%s", err_names[i].name);
			return buf;
		}
	}
	snprintf(buf, len, "%d", err);
	return buf;
}

/* ---- the observer ---- */

static int device_of_node(struct device *dev, void *data)
{
	struct sim_node *n = data;

	if (dev->of_node != n->np)
		return 0;
	n->device = strdup(dev_name(dev));
	return 1;
}

/*
 * The record of @np, made on first sight. Its device is looked up until
 * there is one: the AMBA bus reads a PrimeCell's ID registers before it
 * adds the device. Run lock held.
 */
static struct sim_node *node_record(struct sim_run *run,
				    const struct device_node *np)
{
	struct sim_node n = { .np = np }, *found = NULL;
	char path[256];
	size_t i;

	for (i = run->nr; i-- && !found;)
		if (run->nodes[i].np == np)
			found = &run->nodes[i];
	if (found) {
		if (!found->device)
			inspect_for_each_device(found, device_of_node);
		return found;
	}
	platdev_of_format_path(np, path, sizeof(path));
	n.path = strdup(path);
	inspect_for_each_device(&n, device_of_node);
	if (!n.path || ARRAY_PUSH(run->nodes, run->nr, run->cap, n)) {
		free(n.path);
		free(n.device);
		run->oom = true;
		return NULL;
	}
	return &run->nodes[run->nr - 1];
}

static void count_irq(struct sim_node *n, const struct platdev_sim_event *ev)
{
	struct line_counts *c;

	if (ev->line >= NODE_LINES)
		return;
	c = &n->lines[ev->line];
	c->irq = ev->irq;
	if (ev->kind == PLATDEV_SIM_EV_IRQ_RAISE)
		c->raised++;
	else if (ev->kind == PLATDEV_SIM_EV_IRQ_HANDLED)
		c->handled++;
	else if (ev->kind == PLATDEV_SIM_EV_IRQ_UNHANDLED)
		c->unhandled++;
}

static void on_event(void *ctx, const struct platdev_sim_event *ev)
{
	struct sim_run *run = ctx;
	struct sim_node *n;

	pthread_mutex_lock(&run->lock);
	n = ev->node ? node_record(run, ev->node) : NULL;
	if (n && ev->kind != PLATDEV_SIM_EV_READ &&
	    ev->kind != PLATDEV_SIM_EV_WRITE &&
	    ev->kind != PLATDEV_SIM_EV_STANDIN)
		count_irq(n, ev);
	if (run->trace)
		sim_trace_write(run->trace, ev, n ? n->device : NULL,
				n ? n->path : NULL);
	pthread_mutex_unlock(&run->lock);
}

static struct sim_node *find_node(struct sim_run *run,
				  const struct device_node *np)
{
	size_t i;

	for (i = 0; np && i < run->nr; i++)
		if (run->nodes[i].np == np)
			return &run->nodes[i];
	return NULL;
}

/* ---- the report ---- */

struct windows {
	struct platdev_sim_window_stats *w;
	size_t nr;
};

static int get_windows(struct windows *ws)
{
	int n = platdev_sim_board_windows(NULL, 0);

	ws->w = NULL;
	ws->nr = 0;
	if (n <= 0)
		return n;
	ws->w = calloc((size_t)n, sizeof(*ws->w));
	if (!ws->w)
		return -ENOMEM;
	ws->nr = (size_t)platdev_sim_board_windows(ws->w, (size_t)n);
	return 0;
}

static unsigned long total(const unsigned long *c)
{
	unsigned long sum = 0;
	int v;

	for (v = 0; v < PLATDEV_SIM_NR_VIA; v++)
		sum += c[v];
	return sum;
}

static const char *plural(unsigned long n)
{
	return n == 1 ? "" : "s";
}

/*
 * One window's accesses by what answered them: the model (named), plain
 * registers (naming the model whose registers did not cover them, if the
 * node has one) and faults.
 */
static void print_window(FILE *out, const struct platdev_sim_window_stats *w)
{
	static const char *const label[] = { "model", "plain", "faults" };
	const char *sep = "";
	int v;

	fprintf(out, "  window %-4u [mem %#010llx-%#010llx] ", w->window,
		(unsigned long long)w->base,
		(unsigned long long)(w->base + w->size - 1));
	for (v = 0; v < PLATDEV_SIM_NR_VIA; v++) {
		if (!w->reads[v] && !w->writes[v])
			continue;
		fprintf(out, "%s%s", sep, label[v]);
		if (v == PLATDEV_SIM_VIA_MODEL)
			fprintf(out, " %s", w->model);
		else if (v == PLATDEV_SIM_VIA_PLAIN && w->model)
			fprintf(out, " (outside model %s's registers)",
				w->model);
		fprintf(out, ": %lu read%s, %lu write%s", w->reads[v],
			plural(w->reads[v]), w->writes[v],
			plural(w->writes[v]));
		sep = "; ";
	}
	fputc('\n', out);
}

static void print_probe(FILE *out, const struct platdev_bind_status *st)
{
	char err[24];

	fputs("  probe       ", out);
	if (!st->probe_calls)
		fputs(st->driver_matches ? "not probed" :
					   "not probed (no matching driver)",
		      out);
	else if (st->state == PLATDEV_BIND_BOUND)
		fputs("0 (bound)", out);
	else
		fprintf(out, "%s (%s)",
			err_name(st->last_error, err, sizeof(err)),
			platdev_bind_state_name(st->state));
	if (st->probe_calls)
		fprintf(out, ", %u probe%s", st->probe_calls,
			plural(st->probe_calls));
	if (st->reason[0])
		fprintf(out, ": %s", st->reason);
	if (!st->reason[0] || !strchr(st->reason, '\n'))
		fputc('\n', out);
}

static void print_irqs(FILE *out, const struct sim_node *n)
{
	int i;

	for (i = 0; n && i < NODE_LINES; i++) {
		const struct line_counts *c = &n->lines[i];

		if (!c->raised)
			continue;
		fprintf(out, "  interrupt   line %d", i);
		if (c->irq > 0)
			fprintf(out, " (irq %d)", c->irq);
		else
			fputs(" (does not resolve)", out);
		fprintf(out, ": %lu raised, %lu handled", c->raised,
			c->handled);
		if (c->unhandled)
			fprintf(out, ", %lu not", c->unhandled);
		fputc('\n', out);
	}
}

static bool node_raised(const struct sim_node *n)
{
	int i;

	for (i = 0; n && i < NODE_LINES; i++)
		if (n->lines[i].raised)
			return true;
	return false;
}

static void print_class_device(const struct inspect_class_view *view, void *arg)
{
	FILE *out = arg;
	unsigned long i;

	fprintf(out, "  class       %s %s: %lu event%s%s\n", view->cdev->class,
		view->cdev->name, view->count, plural(view->count),
		view->count > view->kept ? ", the latest:" : "");
	for (i = 0; i < view->kept; i++)
		fprintf(out, "                %s\n", view->latest[i]);
}

/* Whether @dev did anything worth a block; prints it if so. */
static bool report_device(FILE *out, struct device *dev, struct sim_run *run,
			  const struct windows *ws)
{
	struct sim_node *n = find_node(run, dev->of_node);
	struct platdev_bind_status st;
	bool accessed = false;
	char path[256];
	size_t i;

	if (platdev_device_bind_status(dev, &st))
		return false;
	for (i = 0; i < ws->nr; i++)
		if (dev->of_node && ws->w[i].node == dev->of_node &&
		    (total(ws->w[i].reads) || total(ws->w[i].writes)))
			accessed = true;
	if (!st.probe_calls && !dev->driver && !accessed && !node_raised(n))
		return false;
	fprintf(out, "%s\n", dev_name(dev));
	if (dev->of_node)
		fprintf(out, "  node        %s\n",
			platdev_of_format_path(dev->of_node, path,
					       sizeof(path)));
	fprintf(out, "  driver      %s\n", st.driver ? st.driver : "(none)");
	print_probe(out, &st);
	for (i = 0; i < ws->nr; i++)
		if (dev->of_node && ws->w[i].node == dev->of_node &&
		    (total(ws->w[i].reads) || total(ws->w[i].writes)))
			print_window(out, &ws->w[i]);
	if (!accessed)
		fputs("  registers   no accesses\n", out);
	print_irqs(out, n);
	inspect_print_standins_of(out, dev, "  stand-in    ");
	inspect_class_devices_of(dev, print_class_device, out);
	fputc('\n', out);
	return true;
}

/*
 * Nodes whose accesses plain registers answered (no model, or outside
 * their model's registers), and the faults of the run.
 */
static void report_unmodelled(FILE *out, const struct windows *ws)
{
	unsigned long reads, writes, accesses = 0, faults = 0;
	size_t i, j, shown = 0, nodes = 0, modelled = 0;
	char path[256];

	for (i = 0; i < ws->nr; i = j) {
		reads = writes = 0;
		for (j = i; j < ws->nr && ws->w[j].node == ws->w[i].node; j++) {
			reads += ws->w[j].reads[PLATDEV_SIM_VIA_PLAIN];
			writes += ws->w[j].writes[PLATDEV_SIM_VIA_PLAIN];
			accesses +=
				total(ws->w[j].reads) + total(ws->w[j].writes);
			faults += ws->w[j].reads[PLATDEV_SIM_VIA_FAULT] +
				  ws->w[j].writes[PLATDEV_SIM_VIA_FAULT];
		}
		nodes++;
		modelled += ws->w[i].model != NULL;
		if (!reads && !writes)
			continue;
		if (!shown++)
			fputs("accessed without a model (plain registers):\n",
			      out);
		fprintf(out, "  %s",
			platdev_of_format_path(ws->w[i].node, path,
					       sizeof(path)));
		if (ws->w[i].model)
			fprintf(out, " (outside model %s's registers)",
				ws->w[i].model);
		fprintf(out, ": %lu read%s, %lu write%s\n", reads,
			plural(reads), writes, plural(writes));
	}
	if (faults)
		fprintf(out,
			"%lu access%s faulted (injected or outside a window)\n",
			faults, faults == 1 ? "" : "es");
	if (!accesses)
		fputs("no register was accessed\n", out);
	else if (!shown && accesses > faults)
		fprintf(out, "every %saccess was answered by a model\n",
			faults ? "other " : "");
	fprintf(out,
		"%zu nodes with register windows: %zu modelled, %zu accessed without a model\n",
		nodes, modelled, shown);
}

struct tally {
	FILE *out;
	struct sim_run *run;
	const struct windows *ws;
	unsigned int devices, shown, bound;
};

static int report_one(struct device *dev, void *data)
{
	struct tally *t = data;

	t->devices++;
	t->shown += report_device(t->out, dev, t->run, t->ws);
	t->bound += dev->driver != NULL;
	return 0;
}

/* The stand-ins made, and what drivers asked of each. */
static int report_standins(FILE *out)
{
	struct platdev_sim_standin_info *si;
	char path[256];
	int n = platdev_sim_standins(NULL, 0), i;
	unsigned int r;

	/* (none made: nothing said, as for a board that needs none) */
	if (!platdev_sim_standins_enabled() || n <= 0)
		return 0;
	si = calloc((size_t)n, sizeof(*si));
	if (!si)
		return -ENOMEM;
	n = platdev_sim_standins(si, (size_t)n);
	fprintf(out, "stand-in providers (%d):\n", n);
	for (i = 0; i < n; i++) {
		fprintf(out, "  %s (%s) on %s: %lu request%s",
			platdev_of_format_path(si[i].node, path, sizeof(path)),
			si[i].kinds, si[i].device, si[i].requests,
			plural(si[i].requests));
		if (si[i].requests > si[i].kept)
			fputs(", the latest:", out);
		fputc('\n', out);
		for (r = 0; r < si[i].kept; r++)
			fprintf(out, "      %s\n", si[i].latest[r]);
	}
	free(si);
	return 0;
}

static int report(FILE *out, struct sim_run *run, u64 run_ns)
{
	struct windows ws;
	struct tally t = { .out = out, .run = run, .ws = &ws };
	int ret = get_windows(&ws);

	if (ret < 0) {
		fprintf(stderr,
			"platdev: sim: the board is not simulated (error %d)\n",
			ret);
		return 1;
	}
	pthread_mutex_lock(&run->lock);
	ret = inspect_for_each_device(&t, report_one);
	pthread_mutex_unlock(&run->lock);
	if (report_standins(out))
		run->oom = true;
	report_unmodelled(out, &ws);
	fprintf(out,
		"%u devices, %u bound, %u shown; %llu ns of virtual time run, clock at %llu ns\n",
		t.devices, t.bound, t.shown, (unsigned long long)run_ns,
		(unsigned long long)platdev_sim_time_now());
	free(ws.w);
	if (ret < 0) {
		fprintf(stderr,
			"platdev: sim: cannot walk the devices: error %d\n",
			ret);
		return 1;
	}
	return 0;
}

/* ---- the command ---- */

/*
 * A time with its unit ("500us", "100ms", "2s"; a bare 0), at most the
 * end of virtual time: 0, -EINVAL, or -ERANGE past PLATDEV_SIM_TIME_MAX.
 */
static int parse_time(const char *s, u64 *ns)
{
	static const struct {
		const char *unit;
		u64 scale;
	} units[] = { { "ns", 1 },
		      { "us", 1000 },
		      { "ms", 1000000 },
		      { "s", 1000000000 } };
	const char *end;
	u64 v;
	size_t i;
	int ret = input_parse_u64(s, 0, UINT64_MAX, &v, &end);

	if (ret == -EINVAL)
		return ret;
	if (!*end && !ret && !v) {
		*ns = 0;
		return 0;
	}
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		if (strcmp(end, units[i].unit))
			continue;
		if (ret || v > PLATDEV_SIM_TIME_MAX / units[i].scale)
			return -ERANGE;
		*ns = v * units[i].scale;
		return 0;
	}
	return -EINVAL;
}

static int sim_usage(const char *what, const char *arg)
{
	fprintf(stderr, "platdev: sim: %s%s%s (see 'platdev sim --help')\n",
		what, arg ? " " : "", arg ? arg : "");
	return EXIT_USAGE;
}

/*
 * A number, decimal or 0x hex, up to @end (or the end of @s when @end is
 * NULL): 0, -EINVAL, -ERANGE.
 */
static int parse_number(const char *s, const char *end, u64 *v)
{
	unsigned long long n;
	char *stop;

	if (!end)
		end = s + strlen(s);
	if (end == s || *s < '0' || *s > '9')
		return -EINVAL;
	errno = 0;
	n = strtoull(s, &stop, 0);
	if (stop != end)
		return -EINVAL;
	if (errno == ERANGE)
		return -ERANGE;
	*v = n;
	return 0;
}

/* "from=TIME" or "count=N" after a fault's KIND. */
static int parse_fault_modifier(const char *m, struct platdev_sim_fault *f)
{
	u64 n;

	if (!strncmp(m, "from=", 5))
		return parse_time(m + 5, &f->from_ns);
	if (!strncmp(m, "count=", 6)) {
		if (parse_number(m + 6, NULL, &n) || !n || n > ULONG_MAX)
			return -EINVAL;
		f->count = (unsigned long)n;
		return 0;
	}
	return -EINVAL;
}

/* KIND[=VALUE][,from=TIME][,count=N]; @kind is modified in place. */
static int parse_fault_kind(char *kind, struct fault_spec *fs)
{
	static const struct {
		const char *name;
		enum platdev_sim_fault_kind kind;
		bool has_value;
	} kinds[] = {
		{ "value", PLATDEV_SIM_FAULT_VALUE, true },
		{ "fail", PLATDEV_SIM_FAULT_FAIL, false },
		{ "set", PLATDEV_SIM_FAULT_HOLD, true },
		{ "clear", PLATDEV_SIM_FAULT_HOLD, true },
	};
	char *mod = strchr(kind, ','), *eq;
	u64 value = 0;
	size_t i;

	if (mod)
		*mod++ = '\0';
	eq = strchr(kind, '=');
	if (eq)
		*eq++ = '\0';
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (!strcmp(kind, kinds[i].name))
			break;
	if (i == sizeof(kinds) / sizeof(kinds[0]) ||
	    !eq != !kinds[i].has_value ||
	    (eq && parse_number(eq, NULL, &value)))
		return -EINVAL;
	fs->fault.kind = kinds[i].kind;
	if (!strcmp(kind, "value"))
		fs->fault.value = value;
	else if (!strcmp(kind, "set"))
		fs->fault.set = value;
	else if (!strcmp(kind, "clear"))
		fs->fault.clear = value;
	while (mod) {
		char *next = strchr(mod, ',');

		if (next)
			*next++ = '\0';
		if (parse_fault_modifier(mod, &fs->fault))
			return -EINVAL;
		mod = next;
	}
	return 0;
}

/*
 * NODE[:OFFSET]:KIND[=VALUE][,from=TIME][,count=N] into @fs: 0, or
 * -EINVAL, -ENOMEM.
 */
static int parse_fault(const char *text, struct fault_spec *fs)
{
	char *copy = strdup(text), *kind, *off;

	*fs = (struct fault_spec){ .text = text };
	if (!copy)
		return -ENOMEM;
	kind = strrchr(copy, ':');
	if (!kind || kind == copy || parse_fault_kind(kind + 1, fs))
		goto bad;
	*kind = '\0';
	off = strrchr(copy, ':');
	if (off && !parse_number(off + 1, NULL, &fs->offset)) {
		fs->has_offset = true;
		*off = '\0';
	}
	if (!copy[0])
		goto bad;
	fs->node = copy;
	return 0;
bad:
	free(copy);
	return -EINVAL;
}

static void free_faults(struct sim_options *o)
{
	int i;

	for (i = 0; i < o->nr_faults; i++)
		free(o->faults[i].node);
	o->nr_faults = 0;
	for (i = 0; i < o->nr_rates; i++)
		free(o->rates[i].node);
	o->nr_rates = 0;
}

/* NODE[:INDEX]=HZ into @rs: 0, -EINVAL or -ENOMEM. */
static int parse_rate(const char *text, struct rate_spec *rs)
{
	char *copy = strdup(text), *eq, *colon;
	u64 v;

	*rs = (struct rate_spec){ .text = text, .index = -1 };
	if (!copy)
		return -ENOMEM;
	eq = strrchr(copy, '=');
	if (!eq || parse_number(eq + 1, NULL, &v) || !v || v > ULONG_MAX)
		goto bad;
	rs->rate = (unsigned long)v;
	*eq = '\0';
	colon = strrchr(copy, ':');
	if (colon && !parse_number(colon + 1, NULL, &v)) {
		if (v > INT_MAX)
			goto bad;
		rs->index = (int)v;
		*colon = '\0';
	}
	if (!copy[0])
		goto bad;
	rs->node = copy;
	return 0;
bad:
	free(copy);
	return -EINVAL;
}

/* Give the --clock-rate options to the stand-ins: 0, or 1. */
static int set_rates(const struct sim_options *o)
{
	int i, ret;

	for (i = 0; i < o->nr_rates; i++) {
		const struct rate_spec *rs = &o->rates[i];
		struct device_node *np = inspect_find_node(rs->node);

		if (!np) {
			fprintf(stderr,
				"platdev: sim: --clock-rate %s: no node named %s\n",
				rs->text, rs->node);
			return 1;
		}
		ret = platdev_sim_standin_set_rate(np, rs->index, rs->rate);
		of_node_put(np);
		if (ret) {
			fprintf(stderr,
				"platdev: sim: --clock-rate %s: error %d\n",
				rs->text, ret);
			return 1;
		}
	}
	return 0;
}

/* Add @fs to every window of @np: FAIL without an offset. */
static int fault_whole_node(struct device_node *np, const struct fault_spec *fs)
{
	struct windows ws;
	size_t i;
	int ret = get_windows(&ws), added = 0;

	for (i = 0; !ret && i < ws.nr; i++) {
		if (ws.w[i].node != np)
			continue;
		ret = platdev_sim_fault_add(ws.w[i].base, ws.w[i].size,
					    &fs->fault);
		ret = ret < 0 ? ret : 0;
		added++;
	}
	free(ws.w);
	return ret ? ret : added ? 0 : -ENOENT;
}

/*
 * Inject the --fault options on the board just simulated and set the
 * --clock-rate ones: 0, or 1.
 */
static int inject_faults(void *ctx)
{
	const struct sim_options *o = ctx;
	int i, ret;

	if (set_rates(o))
		return 1;

	for (i = 0; i < o->nr_faults; i++) {
		const struct fault_spec *fs = &o->faults[i];
		struct device_node *np = inspect_find_node(fs->node);

		if (!np) {
			fprintf(stderr,
				"platdev: sim: --fault %s: no node named %s\n",
				fs->text, fs->node);
			return 1;
		}
		if (fs->has_offset || fs->fault.kind != PLATDEV_SIM_FAULT_FAIL)
			ret = platdev_sim_fault_add_node(np, 0, fs->offset, 1,
							 &fs->fault);
		else
			ret = fault_whole_node(np, fs);
		of_node_put(np);
		if (ret == -ENOENT) {
			fprintf(stderr,
				"platdev: sim: --fault %s: %s has no simulated register window%s\n",
				fs->text, fs->node,
				fs->has_offset ? " holding that offset" : "");
			return 1;
		}
		if (ret < 0) {
			fprintf(stderr,
				"platdev: sim: --fault %s: cannot inject it: error %d\n",
				fs->text, ret);
			return 1;
		}
	}
	return 0;
}

/* The request as options for the run: --run and --fault parsed. */
static int parse_request(const struct sim_request *req, struct sim_options *o)
{
	int ret, i;

	o->board = req->board;
	o->trace_path = req->trace_path;
	o->expect_path = req->expect_path;
	o->run_ns = 0;
	o->nr_faults = 0;
	o->nr_rates = 0;
	for (i = 0; i < req->nr_clock_rates; i++, o->nr_rates++) {
		ret = parse_rate(req->clock_rates[i], &o->rates[i]);
		if (ret == -ENOMEM) {
			fprintf(stderr, "platdev: sim: out of memory\n");
			return 1;
		}
		if (ret)
			return sim_usage(
				"bad --clock-rate (NODE[:INDEX]=HZ, HZ above 0):",
				req->clock_rates[i]);
	}
	for (i = 0; i < req->nr_faults; i++, o->nr_faults++) {
		ret = parse_fault(req->faults[i], &o->faults[i]);
		if (ret == -ENOMEM) {
			fprintf(stderr, "platdev: sim: out of memory\n");
			return 1;
		}
		if (ret)
			return sim_usage(
				"bad --fault (NODE[:OFFSET]:KIND[,from=TIME][,count=N], KIND one of value=V, fail, set=MASK, clear=MASK):",
				req->faults[i]);
	}
	ret = req->run ? parse_time(req->run, &o->run_ns) : 0;
	if (ret == -ERANGE) {
		fprintf(stderr,
			"platdev: sim: --run %s is past the end of virtual time (at most %lluns, about 292 years)\n",
			req->run, (unsigned long long)PLATDEV_SIM_TIME_MAX);
		return EXIT_USAGE;
	}
	if (ret)
		return sim_usage(
			"bad --run value (a time such as 500us, 100ms or 2s):",
			req->run);
	return 0;
}

/*
 * Open @path to write the trace to: a regular file (emptied first), or a
 * FIFO or a device that something reads (a pipe, /dev/stdout). It is
 * opened without blocking, so a FIFO nobody reads is refused, not waited
 * on. With @reread (--expect-trace compares with it afterwards) it must
 * be a regular file.
 */
static FILE *open_trace(const char *path, bool reread)
{
	int fd = open(path,
		      (reread ? O_RDWR : O_WRONLY) | O_CREAT | O_NONBLOCK |
			      O_CLOEXEC,
		      0666);
	struct stat st;
	FILE *f;

	if (fd < 0) {
		fprintf(stderr,
			"platdev: sim: cannot write the trace to %s: %s\n",
			path,
			errno == ENXIO ? "it is a FIFO that nothing reads" :
					 strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) || (reread && !S_ISREG(st.st_mode))) {
		fprintf(stderr,
			"platdev: sim: cannot write the trace to %s: --expect-trace compares with the trace, which needs a regular file\n",
			path);
		close(fd);
		return NULL;
	}
	if (S_ISREG(st.st_mode) && ftruncate(fd, 0)) {
		fprintf(stderr,
			"platdev: sim: cannot write the trace to %s: %s\n",
			path, strerror(errno));
		close(fd);
		return NULL;
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	f = fdopen(fd, reread ? "w+" : "w");
	if (!f)
		close(fd);
	return f;
}

/* Whether @path names the file open as @f. */
static bool same_file(FILE *f, const char *path)
{
	struct stat a, b;

	return !fstat(fileno(f), &a) && !stat(path, &b) &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* Populate, run, report, take down; the trace is written meanwhile. */
static int simulate(const struct sim_options *o, struct sim_run *run)
{
	const struct platdev_sim_observer obs = { .event = on_event,
						  .ctx = run };
	int ret;

	platdev_time_use(&platdev_sim_time_ops, NULL);
	platdev_sim_observe(&obs);
	board_set_sim_setup(inject_faults, (void *)o);
	ret = board_open(o->board);
	board_set_sim_setup(NULL, NULL);
	if (!ret) {
		wait_for_device_probe();
		platdev_sim_time_advance(o->run_ns);
		wait_for_device_probe();
		ret = report(stdout, run, o->run_ns);
		ret |= board_close();
	}
	platdev_sim_observe(NULL);
	platdev_time_use(NULL, NULL);
	return ret;
}

static void free_run(struct sim_run *run)
{
	size_t i;

	for (i = 0; i < run->nr; i++) {
		free(run->nodes[i].device);
		free(run->nodes[i].path);
	}
	free(run->nodes);
	pthread_mutex_destroy(&run->lock);
}

/**
 * board_sim() - "platdev sim": run the drivers (modules loaded already) on
 * the simulated board @req names and report what they did
 * @req: the board, the virtual time to run, the trace files
 *
 * Return: 0; 1 after a line on stderr saying what failed, or when the
 * trace differs from the expected one; 2 for a bad --run value.
 */
int board_sim(const struct sim_request *req)
{
	struct sim_options o;
	struct sim_run run = { .lock = PTHREAD_MUTEX_INITIALIZER };
	FILE *want = NULL;
	int ret = parse_request(req, &o);

	if (ret) {
		free_faults(&o);
		return ret;
	}
	if (o.expect_path &&
	    !(want = input_fopen(o.expect_path, "a trace", "sim: ")))
		return 1;
	if (want && o.trace_path && same_file(want, o.trace_path)) {
		fprintf(stderr,
			"platdev: sim: --trace would overwrite the trace --expect-trace compares with (%s)\n",
			o.trace_path);
		fclose(want);
		return EXIT_USAGE;
	}
	if (o.trace_path)
		run.trace = open_trace(o.trace_path, o.expect_path);
	else if (o.expect_path && !(run.trace = tmpfile()))
		fprintf(stderr,
			"platdev: sim: cannot make a temporary file: %s\n",
			strerror(errno));
	if ((o.trace_path || o.expect_path) && !run.trace) {
		ret = 1;
		goto out;
	}
	ret = simulate(&o, &run);
	if (run.oom) {
		fprintf(stderr,
			"platdev: sim: out of memory recording events\n");
		ret = 1;
	}
	if (run.trace && (fflush(run.trace) || ferror(run.trace))) {
		fprintf(stderr, "platdev: sim: cannot write the trace: %s\n",
			strerror(errno));
		ret = 1;
	}
	/* The report first, whole, then the verdict (stdout may be a file). */
	if (fflush(stdout))
		ret = 1;
	if (!ret && want)
		ret = sim_trace_compare(run.trace, want, o.expect_path);
	if (fflush(stdout))
		ret = 1;
out:
	if (run.trace)
		fclose(run.trace);
	if (want)
		fclose(want);
	free_run(&run);
	free_faults(&o);
	return ret;
}
