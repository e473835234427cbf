// SPDX-License-Identifier: MIT
/*
 * regs.c - register tables (read-write, read-only, write-1-to-clear,
 * write-1-to-set bits, side-effect callbacks) and plain registers (a
 * sparse store: reads of unwritten bytes are 0, writes are kept).
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "sim_private.h"

const struct platdev_sim_reg *sim_reg_find(struct platdev_sim_instance *inst,
					   u64 offset, unsigned int size,
					   unsigned int *idx)
{
	const struct platdev_sim_reg *regs = inst->model ? inst->model->regs :
							   NULL;
	unsigned int i;

	for (i = 0; regs && i < inst->nr_regs; i++) {
		if (regs[i].offset <= offset &&
		    offset + size <= (u64)regs[i].offset + 4) {
			*idx = i;
			return &regs[i];
		}
	}
	return NULL;
}

u64 sim_reg_read(struct platdev_sim_instance *inst, unsigned int idx,
		 u64 offset, unsigned int size)
{
	const struct platdev_sim_reg *reg = &inst->model->regs[idx];
	unsigned int shift = 8 * (unsigned int)(offset - reg->offset);
	u32 value;

	platdev_port_core_lock();
	value = inst->values[idx];
	platdev_port_core_unlock();
	if (reg->on_read)
		value = reg->on_read(inst, reg, value);
	return (value >> shift) & lanes(size);
}

void sim_reg_write(struct platdev_sim_instance *inst, unsigned int idx,
		   u64 offset, u64 value, unsigned int size)
{
	const struct platdev_sim_reg *reg = &inst->model->regs[idx];
	unsigned int shift = 8 * (unsigned int)(offset - reg->offset);
	u32 mask = (u32)(lanes(size) << shift);
	u32 written = (u32)(value << shift) & mask;
	u32 old, now;

	platdev_port_core_lock();
	old = inst->values[idx];
	now = (old & ~(reg->rw & mask)) | (written & reg->rw);
	now &= ~(written & reg->w1c);
	now |= written & reg->w1s;
	inst->values[idx] = now;
	platdev_port_core_unlock();
	if (reg->on_write)
		reg->on_write(inst, reg, old, written);
}

void sim_regs_reset(struct platdev_sim_instance *inst)
{
	unsigned int i;

	platdev_port_core_lock();
	for (i = 0; i < inst->nr_regs; i++)
		inst->values[i] = inst->model->regs[i].reset;
	platdev_port_core_unlock();
}

u32 platdev_sim_reg_get(struct platdev_sim_instance *inst, u32 offset)
{
	unsigned int idx;
	u32 value = 0;

	if (inst && sim_reg_find(inst, offset, 4, &idx)) {
		platdev_port_core_lock();
		value = inst->values[idx];
		platdev_port_core_unlock();
	}
	return value;
}

int platdev_sim_reg_set(struct platdev_sim_instance *inst, u32 offset,
			u32 value)
{
	unsigned int idx;

	if (!inst || !sim_reg_find(inst, offset, 4, &idx))
		return -ENOENT;
	platdev_port_core_lock();
	inst->values[idx] = value;
	platdev_port_core_unlock();
	return 0;
}

/* ---- plain registers ---- */

/* Index of the first cell at or after @offset. Core lock held. */
static size_t cell_at(const struct sim_store *store, u64 offset)
{
	size_t lo = 0, hi = store->nr;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (store->cells[mid].offset < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The @n bytes at @offset, from the cell holding them (never crossing). */
static u64 store_get(const struct sim_store *store, u64 offset, unsigned int n)
{
	u64 base = offset & ~7ULL;
	size_t i = cell_at(store, base);

	if (i == store->nr || store->cells[i].offset != base)
		return 0;
	return (store->cells[i].value >> (8 * (offset - base))) & lanes(n);
}

static int store_put(struct sim_store *store, u64 offset, u64 value,
		     unsigned int n)
{
	u64 base = offset & ~7ULL, mask;
	size_t i = cell_at(store, base);

	if (i == store->nr || store->cells[i].offset != base) {
		if (store->nr == store->cap) {
			size_t cap = store->cap ? 2 * store->cap : 16;
			struct sim_cell *cells =
				platdev_port_alloc(cap * sizeof(*cells));

			if (!cells)
				return -ENOMEM;
			if (store->nr)
				memcpy(cells, store->cells,
				       store->nr * sizeof(*cells));
			platdev_port_free(store->cells);
			store->cells = cells;
			store->cap = cap;
		}
		memmove(&store->cells[i + 1], &store->cells[i],
			(store->nr - i) * sizeof(*store->cells));
		store->cells[i].offset = base;
		store->cells[i].value = 0;
		store->nr++;
	}
	mask = lanes(n) << (8 * (offset - base));
	store->cells[i].value = (store->cells[i].value & ~mask) |
				((value << (8 * (offset - base))) & mask);
	return 0;
}

u64 sim_store_read(struct sim_store *store, u64 offset, unsigned int size)
{
	unsigned int first = 8 - (unsigned int)(offset & 7);
	u64 value;

	platdev_port_core_lock();
	if (size <= first) {
		value = store_get(store, offset, size);
	} else {
		value = store_get(store, offset, first) |
			(store_get(store, offset + first, size - first)
			 << (8 * first));
	}
	platdev_port_core_unlock();
	return value;
}

int sim_store_write(struct sim_store *store, u64 offset, u64 value,
		    unsigned int size)
{
	unsigned int first = 8 - (unsigned int)(offset & 7);
	int ret;

	platdev_port_core_lock();
	if (size <= first) {
		ret = store_put(store, offset, value, size);
	} else {
		ret = store_put(store, offset, value, first);
		if (!ret)
			ret = store_put(store, offset + first,
					value >> (8 * first), size - first);
	}
	platdev_port_core_unlock();
	return ret;
}

void sim_store_free(struct sim_store *store)
{
	platdev_port_free(store->cells);
	*store = (struct sim_store){ 0 };
}
