// SPDX-License-Identifier: MIT
/*
 * board.c - a simulated board from the loaded device tree: every
 * translated reg window backed by the simulated I/O backend (overlapping
 * windows merged into one), accesses sent to the node's model or to plain
 * registers, accesses outside every window reported, and the per-node
 * summary of what no model handled.
 */
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/ioport.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "of/of_private.h"
#include "kernel/irq_unmask.h"
#include "sim_private.h"

static struct sim_board {
	bool live;
	struct platdev_sim_instance *insts;
	unsigned int nr_insts;
	struct sim_nodewin *wins;
	unsigned int nr_wins;
	struct sim_region *regions;
	unsigned int nr_regions;
	const struct platdev_io_backend *saved_backend;
	bool saved_amba_ids;
} board;

static unsigned long outside_faults;

/* ---- reports ---- */

static void count_fault(struct platdev_sim_instance *inst)
{
	if (inst)
		__atomic_add_fetch(&inst->faults, 1, __ATOMIC_RELAXED);
	__atomic_add_fetch(&outside_faults, 1, __ATOMIC_RELAXED);
}

static const char *access_kind(bool write)
{
	return write ? "write" : "read";
}

static const char *effect(bool write)
{
	return write ? "dropped" : "reads all ones";
}

/* The node window that holds @phys, or NULL. */
static struct sim_nodewin *win_at(phys_addr_t phys)
{
	unsigned int i;

	for (i = 0; i < board.nr_wins; i++) {
		struct sim_nodewin *w = &board.wins[i];

		if (w->base <= phys && phys - w->base < w->size)
			return w;
	}
	return NULL;
}

/*
 * Count an access to node window @w (if any) by what answered it, and tell
 * the observer. Nobody observing costs a load and a branch. The count is
 * exact for accesses made one at a time; two threads that access the same
 * window at the same moment may count one.
 */
static void account(struct sim_nodewin *w, phys_addr_t p, unsigned int size,
		    u64 value, bool write, enum platdev_sim_via via)
{
	const struct platdev_sim_observer *obs = sim_observer();
	struct platdev_sim_event ev;

	if (w) {
		unsigned long *c = write ? &w->writes[via] : &w->reads[via];

		/* Not a locked add: about 20 ns an access less here. */
		__atomic_store_n(c, __atomic_load_n(c, __ATOMIC_RELAXED) + 1,
				 __ATOMIC_RELAXED);
	}
	if (!obs)
		return;
	ev = (struct platdev_sim_event){
		.kind = write ? PLATDEV_SIM_EV_WRITE : PLATDEV_SIM_EV_READ,
		.node = w ? w->inst->np : NULL,
		.via = via,
		.window = w ? w->index : 0,
		.offset = w ? p - w->base : 0,
		.addr = p,
		.size = size,
		.value = value,
	};
	sim_observe(obs, &ev);
}

/*
 * An access in the guard before a region of the board (regs - 1) is
 * blamed on the mapping of the region's start, not on the mapping below
 * it (another device's): @found and @map become that mapping's. @phys is
 * the address the access stands for, below the region's base.
 */
static int before_region(uintptr_t addr, phys_addr_t phys,
			 struct platdev_io_mapping_info *map, int found)
{
	const struct sim_region *r =
		platdev_sim_addr_owner((void __iomem *)addr);
	struct platdev_io_mapping_info start;

	if (!board.live || !r || r < board.regions ||
	    r >= board.regions + board.nr_regions || phys >= r->base)
		return found;
	if (platdev_io_mapping_find((void __iomem *)(addr + (r->base - phys)),
				    &start))
		return -ENOENT;
	*map = start;
	return 0;
}

/* The backend's fault handler: an access in no window. */
static void outside_access(void *ctx, uintptr_t addr, unsigned int size,
			   bool write)
{
	struct platdev_io_mapping_info map;
	struct sim_nodewin *w;
	const char *who = "(unknown)";
	phys_addr_t phys;
	bool near = !platdev_sim_addr_to_phys((void __iomem *)addr, &phys);
	int found;

	(void)ctx;
	found = platdev_io_mapping_find((void __iomem *)addr, &map);
	if (near)
		found = before_region(addr, phys, &map, found);
	if (found >= 0)
		who = map.dev ? dev_name(map.dev) : "ioremap()";
	if (near) {
		if (found >= 0) {
			pr_err("sim: %u-byte %s at %#llx by %s is outside its mapping [%#llx-%#llx] and every register window: %s\n",
			       size, access_kind(write),
			       (unsigned long long)phys, who,
			       (unsigned long long)map.phys,
			       (unsigned long long)(map.phys + map.size - 1),
			       effect(write));
			w = board.live ? win_at(map.phys) : NULL;
			count_fault(w ? w->inst : NULL);
			account(w, phys, size, write ? 0 : lanes(size), write,
				PLATDEV_SIM_VIA_FAULT);
			return;
		}
		pr_err("sim: %u-byte %s at %#llx is outside every register window: %s\n",
		       size, access_kind(write), (unsigned long long)phys,
		       effect(write));
	} else {
		pr_err("sim: %u-byte %s at simulated address %#lx hits no register window: %s\n",
		       size, access_kind(write), (unsigned long)addr,
		       effect(write));
	}
	count_fault(NULL);
}

/* ---- dispatch ---- */

static struct sim_nodewin *win_for(struct sim_region *r, phys_addr_t p,
				   unsigned int size)
{
	unsigned int i;

	for (i = 0; i < r->nr_wins; i++) {
		struct sim_nodewin *w = r->wins[i];

		if (w->base <= p && p - w->base + size <= w->size)
			return w;
	}
	return NULL;
}

static void count_injected(struct sim_nodewin *w)
{
	if (w)
		__atomic_add_fetch(&w->inst->faults, 1, __ATOMIC_RELAXED);
}

static void injected_failure(struct sim_nodewin *w, phys_addr_t p,
			     unsigned int size, bool write)
{
	pr_err("sim: %u-byte %s at %#llx (%s) failed on purpose: %s\n", size,
	       access_kind(write), (unsigned long long)p,
	       w ? of_node_full_name(w->inst->np) : "no node", effect(write));
	count_injected(w);
}

/*
 * The register-table offset of an access at @off of node window @w: a
 * PrimeCell model's table places its ID block for a 4 KiB window, and the
 * block answers at the last 0x20 bytes of the first window whatever its
 * size, where Linux's AMBA bus reads it.
 */
static u64 table_offset(const struct sim_nodewin *w, u64 off)
{
	u64 id_start = w->size - 0x20;

	if (!w->inst->primecell || w->size < 0x20 || w->size == 0x1000 ||
	    off < id_start)
		return off;
	return off - id_start + SIM_PRIMECELL_ID_BLOCK;
}

/* Whether the table of @w's model holds the access; its index in *@idx. */
static bool in_table(struct sim_nodewin *w, phys_addr_t p, unsigned int size,
		     unsigned int *idx)
{
	struct platdev_sim_instance *inst = w ? w->inst : NULL;

	return inst && inst->model && !w->index &&
	       sim_reg_find(inst, table_offset(w, p - w->base), size, idx);
}

static u64 region_read(void *opaque, u64 offset, unsigned int size)
{
	struct sim_region *r = opaque;
	phys_addr_t p = r->base + offset;
	struct sim_nodewin *w = win_for(r, p, size);
	struct platdev_sim_instance *inst = w ? w->inst : NULL;
	enum platdev_sim_via via = PLATDEV_SIM_VIA_FAULT;
	struct sim_read_scope scope;
	unsigned int idx;
	u64 value = 0;

	scope.thread = NULL;
	switch (sim_fault_check(p, size, false, &value)) {
	case SIM_FAULT_FAILED:
		injected_failure(w, p, size, false);
		value = ~0ULL;
		goto out;
	case SIM_FAULT_READ:
		count_injected(w);
		goto out;
	default:
		break;
	}
	via = PLATDEV_SIM_VIA_MODEL;
	if (in_table(w, p, size, &idx)) {
		sim_read_begin(&scope);
		value = sim_reg_read(inst, idx, table_offset(w, p - w->base),
				     size);
	} else if (inst && inst->model && inst->model->read) {
		sim_read_begin(&scope);
		value = inst->model->read(inst, w->index, p - w->base, size);
	} else {
		value = sim_store_read(&r->store, offset, size);
		via = PLATDEV_SIM_VIA_PLAIN;
	}
	if (sim_fault_apply_read(p, size, &value)) {
		/* A bit held: the fault, not the model, said what was read. */
		count_injected(w);
		via = PLATDEV_SIM_VIA_FAULT;
	}
out:
	value &= lanes(size);
	account(w, p, size, value, false, via);
	/* What the model's read set off follows the read. */
	if (scope.thread)
		sim_read_end(&scope);
	return value;
}

static void region_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	struct sim_region *r = opaque;
	phys_addr_t p = r->base + offset;
	struct sim_nodewin *w = win_for(r, p, size);
	struct platdev_sim_instance *inst = w ? w->inst : NULL;
	const struct platdev_sim_model *model = inst ? inst->model : NULL;
	bool table;
	unsigned int idx;
	u64 unused;

	if (sim_fault_check(p, size, true, &unused) == SIM_FAULT_FAILED) {
		injected_failure(w, p, size, true);
		account(w, p, size, value & lanes(size), true,
			PLATDEV_SIM_VIA_FAULT);
		return;
	}
	table = in_table(w, p, size, &idx);
	/* Told before it is done, so what the write sets off comes after. */
	account(w, p, size, value & lanes(size), true,
		table || (model && model->write) ? PLATDEV_SIM_VIA_MODEL :
						   PLATDEV_SIM_VIA_PLAIN);
	if (table)
		sim_reg_write(inst, idx, table_offset(w, p - w->base), value,
			      size);
	else if (model && model->write)
		model->write(inst, w->index, p - w->base, value, size);
	else if (sim_store_write(&r->store, offset, value, size))
		pr_err("sim: out of memory keeping a write at %#llx\n",
		       (unsigned long long)p);
}

static const struct platdev_sim_ops region_ops = {
	.read = region_read,
	.write = region_write,
};

/* ---- building the board ---- */

/* Memory and CPUs are not devices to simulate. */
static bool skip_node(struct device_node *np)
{
	const char *type;

	return !of_property_read_string(np, "device_type", &type) &&
	       (!strcmp(type, "memory") || !strcmp(type, "cpu"));
}

/* Nothing below /reserved-memory or /cpus (at any depth) is simulated. */
static bool skip_children(struct device_node *np)
{
	return of_node_name_eq(np, "reserved-memory") ||
	       of_node_name_eq(np, "cpus");
}

/*
 * The node after @np in a pre-order walk of the tree, not entering @np's
 * children when @prune: the walk leaves out whole subtrees, so it costs
 * one step per node however deep the tree is.
 */
static struct device_node *next_node(struct device_node *np, bool prune)
{
	if (!prune && np->child)
		return np->child;
	for (; np; np = np->parent)
		if (np->sibling)
			return np->sibling;
	return NULL;
}

/* Every node that may be simulated, and the memory and CPU nodes. */
#define for_each_candidate_node(np) \
	for (np = of_root; np; np = next_node(np, skip_children(np)))

/* The @index'th reg entry of @np as a MEM range, if it translates. */
static bool node_window(struct device_node *np, unsigned int index,
			phys_addr_t *base, u64 *size)
{
	struct resource res;

	if (of_address_to_resource(np, (int)index, &res) ||
	    resource_type(&res) != IORESOURCE_MEM || res.end < res.start)
		return false;
	*base = res.start;
	*size = (u64)(res.end - res.start) + 1;
	return *size != 0; /* a zero-sized entry wraps round */
}

/* Larger windows are not simulated (nor merged with their neighbours). */
#define SIM_MAX_WINDOW ((u64)1 << 30)

bool sim_board_window(struct device_node *np, unsigned int index,
		      phys_addr_t *base, u64 *size)
{
	return np && node_window(np, index, base, size);
}

/* How many reg entries of @np are there to try (translated or not). */
static unsigned int nr_reg_entries(struct device_node *np)
{
	int len = 0;

	return of_get_property(np, "reg", &len) && len > 0 ? (unsigned int)len :
							     0;
}

static int cmp_win_base(const void *a, const void *b)
{
	const struct sim_nodewin *x = a, *y = b;

	if (x->base != y->base)
		return x->base < y->base ? -1 : 1;
	return x->size > y->size ? -1 : x->size < y->size;
}

static int cmp_win_pref(const void *a, const void *b)
{
	const struct sim_nodewin *x = *(struct sim_nodewin *const *)a;
	const struct sim_nodewin *y = *(struct sim_nodewin *const *)b;
	bool mx = x->inst->model, my = y->inst->model;

	if (mx != my)
		return mx ? -1 : 1;
	return x->size < y->size ? -1 : x->size > y->size;
}

/* Insertion sort (boards have hundreds of windows, not millions). */
static void sort(void *base, size_t n, size_t size,
		 int (*cmp)(const void *, const void *))
{
	char *a = base, tmp[sizeof(struct sim_nodewin)];
	size_t i, j;

	for (i = 1; i < n; i++) {
		memcpy(tmp, a + i * size, size);
		for (j = i; j && cmp(a + (j - 1) * size, tmp) > 0; j--)
			memcpy(a + j * size, a + (j - 1) * size, size);
		memcpy(a + j * size, tmp, size);
	}
}

static int collect(void)
{
	struct device_node *np;
	unsigned int nodes = 0, entries = 0, i, n;
	phys_addr_t base;
	u64 size;

	for_each_candidate_node(np)
	{
		if (skip_node(np) || !nr_reg_entries(np))
			continue;
		nodes++;
		entries += nr_reg_entries(np) / 8; /* at least 2 cells each */
	}
	board.insts = platdev_port_alloc((nodes + 1) * sizeof(*board.insts));
	board.wins = platdev_port_alloc((entries + 1) * sizeof(*board.wins));
	if (!board.insts || !board.wins)
		return -ENOMEM;
	for_each_candidate_node(np)
	{
		struct platdev_sim_instance *inst =
			&board.insts[board.nr_insts];

		if (skip_node(np) || !nr_reg_entries(np))
			continue;
		n = 0;
		for (i = 0;
		     board.nr_wins < entries && i < nr_reg_entries(np) / 8;
		     i++) {
			if (!node_window(np, i, &base, &size))
				continue;
			if (size > SIM_MAX_WINDOW || size > (u64)SIZE_MAX) {
				pr_info("sim: %s [%#llx-%#llx] is too large to simulate; not backed\n",
					of_node_full_name(np),
					(unsigned long long)base,
					(unsigned long long)(base + size - 1));
				continue;
			}
			board.wins[board.nr_wins++] = (struct sim_nodewin){
				.inst = inst,
				.index = i,
				.base = base,
				.size = size,
			};
			n++;
		}
		if (!n)
			continue;
		inst->np = of_node_get(np);
		inst->nr_wins = n;
		inst->model = sim_model_lookup(np);
		board.nr_insts++;
	}
	return 0;
}

static int add_region(struct sim_nodewin *first, unsigned int nr,
		      phys_addr_t base, u64 size)
{
	struct sim_region *r = &board.regions[board.nr_regions];
	unsigned int i;
	int ret;

	r->base = base;
	r->size = size;
	r->wins = platdev_port_alloc(nr * sizeof(*r->wins));
	if (!r->wins)
		return -ENOMEM;
	for (i = 0; i < nr; i++) {
		r->wins[i] = &first[i];
		first[i].region = r;
	}
	r->nr_wins = nr;
	sort(r->wins, nr, sizeof(*r->wins), cmp_win_pref);
	r->dev = platdev_sim_device_create(of_node_full_name(first->inst->np),
					   r);
	if (!r->dev) {
		platdev_port_free(r->wins);
		return -ENOMEM;
	}
	board.nr_regions++;
	if (size > SIM_MAX_WINDOW) {
		/* Merged windows too large: their drivers' ioremap() fails. */
		pr_info("sim: %s and the windows it overlaps [%#llx-%#llx] are too large to simulate; not backed\n",
			of_node_full_name(first->inst->np),
			(unsigned long long)base,
			(unsigned long long)(base + size - 1));
		return 0;
	}
	ret = platdev_sim_add_mmio(r->dev, base, (size_t)size, &region_ops);
	return ret < 0 ? ret : 0;
}

static int build_regions(void)
{
	unsigned int i, start;
	phys_addr_t base;
	u64 last;
	int ret;

	sort(board.wins, board.nr_wins, sizeof(*board.wins), cmp_win_base);
	board.regions = platdev_port_alloc((board.nr_wins + 1) *
					   sizeof(*board.regions));
	if (!board.regions)
		return -ENOMEM;
	for (start = 0; start < board.nr_wins; start = i) {
		base = board.wins[start].base;
		last = base + board.wins[start].size - 1;
		for (i = start + 1; i < board.nr_wins; i++) {
			struct sim_nodewin *w = &board.wins[i];

			if (w->base > last)
				break;
			if (w->base + w->size - 1 > last)
				last = w->base + w->size - 1;
		}
		ret = add_region(&board.wins[start], i - start, base,
				 last - base + 1);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * A PrimeCell without a model still answers its ID registers (the last
 * eight words of its first window): the component ID, and the peripheral
 * ID its node gives in "arm,primecell-periphid" (else 0), so the AMBA bus
 * accepts it as it would on the real board.
 */
static int seed_primecell_ids(struct platdev_sim_instance *inst)
{
	static const u32 cid = 0xb105f00d;
	struct sim_nodewin *w = NULL;
	unsigned int i;
	u32 pid = 0;
	int ret = 0;

	if (inst->model || !of_device_is_compatible(inst->np, "arm,primecell"))
		return 0;
	for (i = 0; i < board.nr_wins && !w; i++)
		if (board.wins[i].inst == inst && !board.wins[i].index)
			w = &board.wins[i];
	if (!w || w->size < 0x20)
		return 0;
	of_property_read_u32(inst->np, "arm,primecell-periphid", &pid);
	for (i = 0; !ret && i < 4; i++) {
		u64 at = w->base - w->region->base + w->size - 0x20 + 4 * i;

		ret = sim_store_write(&w->region->store, at,
				      (pid >> (8 * i)) & 0xff, 4);
		if (!ret)
			ret = sim_store_write(&w->region->store, at + 0x10,
					      (cid >> (8 * i)) & 0xff, 4);
	}
	return ret;
}

static void teardown(void)
{
	unsigned int i;

	sim_i2c_buses_destroy();
	for (i = 0; i < board.nr_insts; i++) {
		if (board.insts[i].model)
			sim_instance_teardown(&board.insts[i]);
		of_node_put(board.insts[i].np);
	}
	for (i = 0; i < board.nr_regions; i++) {
		platdev_sim_device_destroy(board.regions[i].dev);
		sim_store_free(&board.regions[i].store);
		platdev_port_free(board.regions[i].wins);
	}
	platdev_port_free(board.regions);
	platdev_port_free(board.wins);
	platdev_port_free(board.insts);
	board = (struct sim_board){ 0 };
}

int platdev_sim_board_create(void)
{
	unsigned int i;
	int ret;

	if (!of_root)
		return -ENODEV;
	platdev_port_core_lock();
	if (board.live) {
		platdev_port_core_unlock();
		return -EBUSY;
	}
	board.live = true;
	platdev_port_core_unlock();

	sim_builtin_models_register();
	sim_board_resets_clear();
	ret = collect();
	if (!ret)
		ret = build_regions();
	/* A model that fails to start leaves plain registers; memory does not. */
	for (i = 0; !ret && i < board.nr_insts; i++)
		if (board.insts[i].model &&
		    sim_instance_setup(&board.insts[i]) == -ENOMEM)
			ret = -ENOMEM;
	for (i = 0; !ret && i < board.nr_insts; i++)
		ret = seed_primecell_ids(&board.insts[i]);
	if (!ret)
		ret = sim_i2c_buses_create();
	if (ret) {
		pr_err("sim: cannot simulate the board: %d\n", ret);
		teardown();
		return ret;
	}
	platdev_sim_set_fault_handler(outside_access, NULL);
	board.saved_backend = platdev_io_use(&platdev_io_sim);
	board.saved_amba_ids = platdev_amba_read_ids(true);
	platdev_irq_set_unmasked_hook(sim_irq_replay_deferred);
	board.live = true;
	return 0;
}

void sim_irq_replay_deferred(void)
{
	if (!__atomic_load_n(&sim_irqs_deferred, __ATOMIC_ACQUIRE))
		return;
	for (unsigned int i = 0; i < board.nr_insts; i++)
		sim_irq_replay_instance(&board.insts[i]);
}

void platdev_sim_board_destroy(void)
{
	if (!board.live)
		return;
	platdev_irq_set_unmasked_hook(NULL);
	__atomic_store_n(&sim_irqs_deferred, 0, __ATOMIC_RELEASE);
	/* The shared syscon maps map the board's windows: they go first. */
	of_syscon_release_all();
	platdev_amba_read_ids(board.saved_amba_ids);
	platdev_io_use(board.saved_backend);
	platdev_sim_set_fault_handler(NULL, NULL);
	platdev_sim_fault_remove_all();
	teardown();
}

struct platdev_sim_instance *
platdev_sim_board_find(const struct device_node *np)
{
	unsigned int i;

	for (i = 0; board.live && i < board.nr_insts; i++)
		if (board.insts[i].np == np)
			return board.insts[i].model ? &board.insts[i] : NULL;
	return NULL;
}

int platdev_sim_node_irq_set(const struct device_node *np, unsigned int line,
			     int level)
{
	unsigned int i;

	for (i = 0; np && board.live && i < board.nr_insts; i++)
		if (board.insts[i].np == np)
			return platdev_sim_irq_set(&board.insts[i], line,
						   level);
	return -ENOENT;
}

static unsigned long counter(const unsigned long *c)
{
	return __atomic_load_n(c, __ATOMIC_RELAXED);
}

/* What hit no model in @inst's windows, and its faults. */
static struct platdev_sim_node_stats
node_stats(struct platdev_sim_instance *inst)
{
	struct platdev_sim_node_stats s = {
		.node = inst->np,
		.model = inst->model ? inst->model->name : NULL,
		.faults = counter(&inst->faults),
	};
	unsigned int i;

	for (i = 0; i < board.nr_wins; i++) {
		if (board.wins[i].inst != inst)
			continue;
		s.reads += counter(&board.wins[i].reads[PLATDEV_SIM_VIA_PLAIN]);
		s.writes +=
			counter(&board.wins[i].writes[PLATDEV_SIM_VIA_PLAIN]);
	}
	return s;
}

int platdev_sim_board_stats(struct platdev_sim_node_stats *stats, size_t max)
{
	unsigned int i;
	int n = 0;

	if (!board.live)
		return -ENODEV;
	for (i = 0; i < board.nr_insts; i++) {
		struct platdev_sim_node_stats s = node_stats(&board.insts[i]);

		if (!s.reads && !s.writes && !s.faults)
			continue;
		if ((size_t)n < max)
			stats[n] = s;
		n++;
	}
	return n;
}

/* @inst's window with the smallest reg entry above @after (-1: any). */
static struct sim_nodewin *next_window(struct platdev_sim_instance *inst,
				       long after)
{
	struct sim_nodewin *best = NULL;
	unsigned int i;

	for (i = 0; i < board.nr_wins; i++) {
		struct sim_nodewin *w = &board.wins[i];

		if (w->inst == inst && (long)w->index > after &&
		    (!best || w->index < best->index))
			best = w;
	}
	return best;
}

int platdev_sim_board_windows(struct platdev_sim_window_stats *stats,
			      size_t max)
{
	unsigned int i, v;
	size_t n = 0;

	if (!board.live)
		return -ENODEV;
	for (i = 0; i < board.nr_insts; i++) {
		struct platdev_sim_instance *inst = &board.insts[i];
		struct sim_nodewin *w;

		for (w = next_window(inst, -1); w;
		     w = next_window(inst, w->index), n++) {
			struct platdev_sim_window_stats *s;

			if (n >= max)
				continue;
			s = &stats[n];
			*s = (struct platdev_sim_window_stats){
				.node = inst->np,
				.model = inst->model ? inst->model->name : NULL,
				.window = w->index,
				.base = w->base,
				.size = w->size,
			};
			for (v = 0; v < PLATDEV_SIM_NR_VIA; v++) {
				s->reads[v] = counter(&w->reads[v]);
				s->writes[v] = counter(&w->writes[v]);
			}
		}
	}
	return (int)n;
}

void platdev_sim_board_log_summary(void)
{
	unsigned long reads = 0, writes = 0, faults = 0;
	unsigned int i, nodes = 0;

	for (i = 0; board.live && i < board.nr_insts; i++) {
		struct platdev_sim_instance *inst = &board.insts[i];
		struct platdev_sim_node_stats s = node_stats(inst);

		if (!s.reads && !s.writes && !s.faults)
			continue;
		pr_info("sim: %s%s%s%s: %lu reads and %lu writes hit no model, %lu faults\n",
			of_node_full_name(inst->np),
			inst->model ? " (outside model " : "",
			inst->model ? inst->model->name : "",
			inst->model ? "'s registers)" : "", s.reads, s.writes,
			s.faults);
		reads += s.reads;
		writes += s.writes;
		faults += s.faults;
		nodes++;
	}
	pr_info("sim: %u nodes: %lu reads and %lu writes hit no model, %lu faults\n",
		nodes, reads, writes, faults);
}
