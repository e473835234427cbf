// SPDX-License-Identifier: MIT
/*
 * sim.c - simulated hardware: register windows with callbacks, IRQ lines,
 * and the I/O backend that maps them.
 *
 * The backend reserves an address range that faults on any plain access
 * and cuts it into 1 MiB chunks. A window takes as many consecutive chunks
 * as it needs with GUARD_CHUNKS guard chunks on each side that still name
 * it, so an access up to GUARD_CHUNKS MiB before or after it (regs - 1, a
 * register 1 MiB past its end) lands in a chunk of its own: reported as
 * outside the window, never passed to a neighbour's window nor, for the
 * first window, made as a plain load below the range. ioremap() of a
 * physical range inside a window returns the matching address in its
 * chunks; the accessors send addresses in the range here, where the chunk
 * finds the window and the distance from the window's first chunk is the
 * register offset.
 */
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/irq.h>
#include <platdev/io.h>
#include <platdev/port.h>

#define CHUNK_SHIFT 20 /* 1 MiB */
#define CHUNK_SIZE ((uintptr_t)1 << CHUNK_SHIFT)
#if UINTPTR_MAX > 0xffffffffu
#define NR_CHUNKS 32768 /* 32 GiB of address space */
#define MAX_WINDOW ((size_t)1 << 30)
#define GUARD_CHUNKS 8 /* 8 MiB on each side */
#else
#define NR_CHUNKS 512
#define MAX_WINDOW ((size_t)1 << 26)
#define GUARD_CHUNKS 1
#endif
#define MAX_WINDOWS 64 /* per simulated device */
#define MAX_LINES 8

struct sim_window {
	struct platdev_sim_device *sim;
	struct sim_window *next; /* the device's window added before */
	unsigned int index;
	unsigned int first_chunk, nr_chunks; /* the window's, without guards */
	phys_addr_t base;
	size_t size;
	const struct platdev_sim_ops *ops;
	unsigned long reads, writes;
};

struct platdev_sim_device {
	const char *name;
	void *opaque;
	struct sim_window *windows; /* the newest; ->next the one before */
	unsigned int nr_windows;
	unsigned int irqs[MAX_LINES];
	int levels[MAX_LINES];
	unsigned int nr_lines;
};

uintptr_t platdev_sim_range_base;
uintptr_t platdev_sim_range_size;
static struct sim_window *chunks[NR_CHUNKS];
/*
 * Bounds on the chunks in use, so that adding the Nth window does not
 * look at every chunk of the range: every chunk below chunks_free_from is
 * taken, and none from chunks_end on is. Core lock held for both.
 */
static unsigned int chunks_free_from, chunks_end;

/* The chunks @w takes, guards included: [run_first(), run_end()). */
static unsigned int run_first(const struct sim_window *w)
{
	return w->first_chunk - GUARD_CHUNKS;
}

static unsigned int run_end(const struct sim_window *w)
{
	return w->first_chunk + w->nr_chunks + GUARD_CHUNKS;
}

/* Reserve the range on first use. Core lock held. */
static int ensure_range_locked(void)
{
	void *base;

	if (platdev_sim_range_size)
		return 0;
	base = platdev_port_reserve((size_t)NR_CHUNKS * CHUNK_SIZE);
	if (!base)
		return -ENOMEM;
	__atomic_store_n(&platdev_sim_range_base, (uintptr_t)base,
			 __ATOMIC_RELAXED);
	__atomic_store_n(&platdev_sim_range_size,
			 (uintptr_t)NR_CHUNKS * CHUNK_SIZE, __ATOMIC_RELEASE);
	return 0;
}

/*
 * The first of @n free consecutive chunks, or NR_CHUNKS. A taken chunk
 * starts its window's run, so the walk steps over whole windows.
 * Core lock held.
 */
static unsigned int find_chunks_locked(unsigned int n)
{
	unsigned int i, run = 0;

	for (i = chunks_free_from; i < NR_CHUNKS; i++) {
		struct sim_window *o = chunks[i];

		if (o) {
			run = 0;
			i = run_end(o) - 1;
			continue;
		}
		if (++run == n)
			return i + 1 - n;
	}
	return NR_CHUNKS;
}

/* Give @w's chunks to @w (taking them) or to NULL (freeing them). */
static void set_chunks_locked(struct sim_window *w, struct sim_window *to)
{
	unsigned int i, first = run_first(w), end = run_end(w);

	for (i = first; i < end; i++)
		__atomic_store_n(&chunks[i], to, __ATOMIC_RELEASE);
	if (to) {
		if (first == chunks_free_from)
			chunks_free_from = end;
		if (end > chunks_end)
			chunks_end = end;
		return;
	}
	if (first < chunks_free_from)
		chunks_free_from = first;
	while (chunks_end && !chunks[chunks_end - 1])
		chunks_end--;
}

/* The window whose physical range overlaps [@base, @last], or NULL. */
static struct sim_window *overlap_locked(phys_addr_t base, phys_addr_t last)
{
	unsigned int i;

	for (i = 0; i < chunks_end; i++) {
		struct sim_window *o = chunks[i];

		if (o && o->base <= last && base <= o->base + o->size - 1)
			return o;
		if (o)
			i = run_end(o) - 1;
	}
	return NULL;
}

struct platdev_sim_device *platdev_sim_device_create(const char *name,
						     void *opaque)
{
	struct platdev_sim_device *sim = platdev_port_alloc(sizeof(*sim));

	if (!sim)
		return NULL;
	sim->name = name ? name : "sim";
	sim->opaque = opaque;
	return sim;
}

void platdev_sim_device_destroy(struct platdev_sim_device *sim)
{
	struct sim_window *w, *next;

	if (!sim)
		return;
	platdev_port_core_lock();
	for (w = sim->windows; w; w = w->next)
		set_chunks_locked(w, NULL);
	platdev_port_core_unlock();
	for (w = sim->windows; w; w = next) {
		next = w->next;
		platdev_port_free(w);
	}
	platdev_port_free(sim);
}

int platdev_sim_add_mmio(struct platdev_sim_device *sim, phys_addr_t base,
			 size_t size, const struct platdev_sim_ops *ops)
{
	struct sim_window *w;
	int ret;

	if (!sim || !ops || !size || size > MAX_WINDOW ||
	    base + size - 1 < base)
		return -EINVAL;
	w = platdev_port_alloc(sizeof(*w));
	if (!w)
		return -ENOMEM;
	w->sim = sim;
	w->base = base;
	w->size = size;
	w->ops = ops;
	w->nr_chunks = (unsigned int)((size + CHUNK_SIZE - 1) >> CHUNK_SHIFT);

	platdev_port_core_lock();
	ret = ensure_range_locked();
	if (!ret && overlap_locked(base, base + size - 1))
		ret = -EBUSY;
	if (!ret) {
		unsigned int first =
			find_chunks_locked(w->nr_chunks + 2 * GUARD_CHUNKS);

		w->first_chunk = first + GUARD_CHUNKS;
		if (first == NR_CHUNKS || sim->nr_windows == MAX_WINDOWS)
			ret = -ENOSPC;
	}
	if (!ret) {
		w->index = sim->nr_windows++;
		w->next = sim->windows;
		/* Published whole: platdev_sim_window_counts() walks unlocked. */
		__atomic_store_n(&sim->windows, w, __ATOMIC_RELEASE);
		set_chunks_locked(w, w);
	}
	platdev_port_core_unlock();
	if (ret) {
		pr_err("sim %s: cannot add window [%#llx-%#llx]: %d\n",
		       sim->name, (unsigned long long)base,
		       (unsigned long long)(base + size - 1), ret);
		platdev_port_free(w);
		return ret;
	}
	return (int)w->index;
}

int platdev_sim_add_irq(struct platdev_sim_device *sim, unsigned int irq)
{
	int line;

	platdev_port_core_lock();
	if (sim->nr_lines == MAX_LINES) {
		platdev_port_core_unlock();
		return -ENOSPC;
	}
	line = (int)sim->nr_lines++;
	sim->irqs[line] = irq;
	platdev_port_core_unlock();
	return line;
}

void platdev_sim_set_irq(struct platdev_sim_device *sim, unsigned int line,
			 int level)
{
	bool rising;
	unsigned int irq;

	platdev_port_core_lock();
	if (line >= sim->nr_lines) {
		platdev_port_core_unlock();
		pr_err("sim %s: no IRQ line %u\n", sim->name, line);
		return;
	}
	rising = level && !sim->levels[line];
	sim->levels[line] = level ? 1 : 0;
	irq = sim->irqs[line];
	platdev_port_core_unlock();
	if (rising && generic_handle_irq(irq))
		pr_warn("sim %s: IRQ %u raised but nobody requested it\n",
			sim->name, irq);
}

/*
 * The trace and fault hooks are read on every access, so they are read
 * without the lock: each is one pointer pair published with release order
 * (a racing access may see the old pair or the new one, never half).
 */
struct sim_hook {
	void *fn;
	void *ctx;
};

static struct sim_hook trace_hooks[2], fault_hooks[2];
static struct sim_hook *trace_hook, *fault_hook;

static void publish(struct sim_hook *pair, struct sim_hook **cur, void *fn,
		    void *ctx)
{
	struct sim_hook *next;

	platdev_port_core_lock();
	next = *cur == &pair[0] ? &pair[1] : &pair[0];
	next->fn = fn;
	next->ctx = ctx;
	__atomic_store_n(cur, fn ? next : NULL, __ATOMIC_RELEASE);
	platdev_port_core_unlock();
}

void platdev_sim_set_trace(void (*fn)(void *ctx,
				      const struct platdev_sim_access *a),
			   void *ctx)
{
	publish(trace_hooks, &trace_hook, (void *)fn, ctx);
}

void platdev_sim_set_fault_handler(void (*fn)(void *ctx, uintptr_t addr,
					      unsigned int size, bool write),
				   void *ctx)
{
	publish(fault_hooks, &fault_hook, (void *)fn, ctx);
}

int platdev_sim_window_counts(const struct platdev_sim_device *sim,
			      unsigned int window, unsigned long *reads,
			      unsigned long *writes)
{
	const struct sim_window *w =
		sim ? __atomic_load_n(&sim->windows, __ATOMIC_ACQUIRE) : NULL;

	while (w && w->index != window)
		w = w->next;
	if (!w)
		return -EINVAL;
	*reads = __atomic_load_n(&w->reads, __ATOMIC_RELAXED);
	*writes = __atomic_load_n(&w->writes, __ATOMIC_RELAXED);
	return 0;
}

/* The window an accessor address hits, with the register offset, or NULL. */
static struct sim_window *window_at(uintptr_t addr, unsigned int size,
				    u64 *offset)
{
	uintptr_t rel = addr - __atomic_load_n(&platdev_sim_range_base,
					       __ATOMIC_RELAXED);
	struct sim_window *w =
		__atomic_load_n(&chunks[rel >> CHUNK_SHIFT], __ATOMIC_ACQUIRE);

	if (!w)
		return NULL;
	/* Before the window (its leading guard) this wraps: past its size. */
	*offset = (u64)(rel - ((uintptr_t)w->first_chunk << CHUNK_SHIFT));
	if (*offset >= w->size || w->size - *offset < size)
		return NULL;
	return w;
}

/* The window whose chunks or guards hold @addr, or NULL. */
static struct sim_window *owner_of(const volatile void __iomem *addr)
{
	uintptr_t rel =
		(uintptr_t)addr -
		__atomic_load_n(&platdev_sim_range_base, __ATOMIC_RELAXED);

	if (!platdev_io_is_sim(addr))
		return NULL;
	return __atomic_load_n(&chunks[rel >> CHUNK_SHIFT], __ATOMIC_ACQUIRE);
}

int platdev_sim_addr_to_phys(const volatile void __iomem *addr,
			     phys_addr_t *phys)
{
	struct sim_window *w = owner_of(addr);
	uintptr_t start;

	if (!w)
		return -ENOENT;
	start = __atomic_load_n(&platdev_sim_range_base, __ATOMIC_RELAXED) +
		((uintptr_t)w->first_chunk << CHUNK_SHIFT);
	/* Below the window's start (its leading guard): as far below base. */
	if ((uintptr_t)addr < start)
		*phys = w->base - (phys_addr_t)(start - (uintptr_t)addr);
	else
		*phys = w->base + (phys_addr_t)((uintptr_t)addr - start);
	return 0;
}

void *platdev_sim_addr_owner(const volatile void __iomem *addr)
{
	struct sim_window *w = owner_of(addr);

	return w ? w->sim->opaque : NULL;
}

static void fault(uintptr_t addr, unsigned int size, bool write)
{
	struct sim_hook *h = __atomic_load_n(&fault_hook, __ATOMIC_ACQUIRE);

	if (h) {
		((void (*)(void *, uintptr_t, unsigned int, bool))h->fn)(
			h->ctx, addr, size, write);
		return;
	}
	pr_crit("sim: %u-byte %s at %#lx hits no simulated register window\n",
		size, write ? "write" : "read", (unsigned long)addr);
	abort();
}

static void trace(struct sim_window *w, u64 offset, u64 value,
		  unsigned int size, bool write)
{
	struct sim_hook *h = __atomic_load_n(&trace_hook, __ATOMIC_ACQUIRE);
	struct platdev_sim_access a;

	if (!h)
		return;
	a = (struct platdev_sim_access){
		.device = w->sim->name,
		.window = w->index,
		.offset = offset,
		.value = value,
		.size = size,
		.write = write,
	};
	((void (*)(void *, const struct platdev_sim_access *))h->fn)(h->ctx,
								     &a);
}

u64 platdev_sim_read(const volatile void __iomem *addr, unsigned int size)
{
	u64 offset, value;
	struct sim_window *w = window_at((uintptr_t)addr, size, &offset);

	if (!w) {
		fault((uintptr_t)addr, size, false);
		return ~0ULL;
	}
	__atomic_add_fetch(&w->reads, 1, __ATOMIC_RELAXED);
	value = w->ops->read ? w->ops->read(w->sim->opaque, offset, size) : 0;
	trace(w, offset, value, size, false);
	return value;
}

void platdev_sim_write(volatile void __iomem *addr, u64 value,
		       unsigned int size)
{
	struct sim_window *w;
	u64 offset;

	w = window_at((uintptr_t)addr, size, &offset);
	if (!w) {
		fault((uintptr_t)addr, size, true);
		return;
	}
	__atomic_add_fetch(&w->writes, 1, __ATOMIC_RELAXED);
	if (w->ops->write)
		w->ops->write(w->sim->opaque, offset, value, size);
	trace(w, offset, value, size, true);
}

/* --- the backend --- */

static void __iomem *sim_map(struct device *dev, phys_addr_t phys, size_t size)
{
	unsigned int i;

	(void)dev;
	platdev_port_core_lock();
	for (i = 0; i < chunks_end; i++) {
		struct sim_window *w = chunks[i];

		if (w && w->base <= phys && phys + size - 1 >= phys &&
		    phys + size - 1 <= w->base + w->size - 1) {
			platdev_port_core_unlock();
			return (void __iomem *)(platdev_sim_range_base +
						((uintptr_t)w->first_chunk
						 << CHUNK_SHIFT) +
						(uintptr_t)(phys - w->base));
		}
		if (w)
			i = run_end(w) - 1;
	}
	platdev_port_core_unlock();
	pr_err("ioremap: no simulated window covers [%#llx-%#llx]\n",
	       (unsigned long long)phys, (unsigned long long)(phys + size - 1));
	return NULL;
}

static void sim_unmap(void __iomem *addr, size_t size)
{
	(void)addr;
	(void)size;
}

const struct platdev_io_backend platdev_io_sim = {
	.name = "simulated",
	.map = sim_map,
	.unmap = sim_unmap,
};
