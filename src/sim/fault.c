// SPDX-License-Identifier: MIT
/*
 * fault.c - faults injected on purpose: a read that returns a chosen
 * value, an access that fails, a status bit held set or clear, so a
 * driver's error and timeout paths can be tested.
 */
#include <linux/errno.h>
#include <platdev/port.h>

#include "sim_private.h"

struct sim_fault {
	struct sim_fault *next; /* newest first */
	int id;
	phys_addr_t addr;
	u64 size;
	struct platdev_sim_fault f;
	unsigned long used; /* accesses acted on, for a counted fault */
};

/*
 * Changed under the core lock, and stored atomically so that an access
 * sees without the lock whether there is any fault at all (most boards
 * have none, and every access asks).
 */
static struct sim_fault *faults;

static bool no_faults(void)
{
	return !__atomic_load_n(&faults, __ATOMIC_ACQUIRE);
}
static int last_id;

int platdev_sim_fault_add(phys_addr_t addr, size_t size,
			  const struct platdev_sim_fault *fault)
{
	struct sim_fault *sf;
	int id;

	if (!size || !fault || addr + size - 1 < addr ||
	    fault->kind > PLATDEV_SIM_FAULT_HOLD)
		return -EINVAL;
	sf = platdev_port_alloc(sizeof(*sf));
	if (!sf)
		return -ENOMEM;
	sf->addr = addr;
	sf->size = size;
	sf->f = *fault;
	platdev_port_core_lock();
	id = ++last_id;
	sf->id = id;
	sf->next = faults;
	__atomic_store_n(&faults, sf, __ATOMIC_RELEASE);
	platdev_port_core_unlock();
	return id;
}

int platdev_sim_fault_add_node(struct device_node *np, unsigned int window,
			       u64 offset, size_t size,
			       const struct platdev_sim_fault *fault)
{
	phys_addr_t base;
	u64 wsize;

	if (!sim_board_window(np, window, &base, &wsize) || offset >= wsize ||
	    size > wsize - offset)
		return -ENOENT;
	return platdev_sim_fault_add(base + offset, size, fault);
}

int platdev_sim_fault_remove(int id)
{
	struct sim_fault **link, *sf = NULL;

	platdev_port_core_lock();
	for (link = &faults; *link; link = &(*link)->next) {
		if ((*link)->id == id) {
			sf = *link;
			__atomic_store_n(link, sf->next, __ATOMIC_RELEASE);
			break;
		}
	}
	platdev_port_core_unlock();
	platdev_port_free(sf);
	return sf ? 0 : -ENOENT;
}

void platdev_sim_fault_remove_all(void)
{
	struct sim_fault *list;

	platdev_port_core_lock();
	list = faults;
	__atomic_store_n(&faults, NULL, __ATOMIC_RELEASE);
	platdev_port_core_unlock();
	while (list) {
		struct sim_fault *next = list->next;

		platdev_port_free(list);
		list = next;
	}
}

/*
 * Whether @sf acts on an access now (virtual time @now): it has started
 * and is not spent. If so, the access is counted against it. Core lock
 * held.
 */
static bool take_locked(struct sim_fault *sf, u64 now)
{
	if (now < sf->f.from_ns || (sf->f.count && sf->used >= sf->f.count))
		return false;
	sf->used++;
	return true;
}

static bool overlaps(const struct sim_fault *sf, phys_addr_t addr,
		     unsigned int size)
{
	return sf->addr <= addr + size - 1 && addr <= sf->addr + sf->size - 1;
}

/*
 * What happens to an access before the model sees it: SIM_FAULT_FAILED
 * (fail it), SIM_FAULT_READ (a VALUE fault: *value is what the read
 * returns) or SIM_FAULT_NONE.
 */
enum sim_fault_action sim_fault_check(phys_addr_t addr, unsigned int size,
				      bool write, u64 *value)
{
	enum sim_fault_action action = SIM_FAULT_NONE;
	struct sim_fault *sf;
	u64 now;

	if (no_faults())
		return action;
	now = platdev_sim_time_now();
	platdev_port_core_lock();
	for (sf = faults; sf; sf = sf->next) {
		if (sf->f.kind == PLATDEV_SIM_FAULT_FAIL &&
		    overlaps(sf, addr, size) && take_locked(sf, now)) {
			action = SIM_FAULT_FAILED;
			break;
		} else if (sf->f.kind == PLATDEV_SIM_FAULT_VALUE && !write &&
			   sf->addr == addr && take_locked(sf, now)) {
			*value = sf->f.value;
			action = SIM_FAULT_READ;
			break;
		}
	}
	platdev_port_core_unlock();
	return action;
}

/* Apply the HOLD fault at @addr to the read *@value; whether one acted. */
bool sim_fault_apply_read(phys_addr_t addr, unsigned int size, u64 *value)
{
	struct sim_fault *sf;
	bool held = false;
	u64 now;

	(void)size;
	if (no_faults())
		return false;
	now = platdev_sim_time_now();
	platdev_port_core_lock();
	for (sf = faults; sf; sf = sf->next) {
		if (sf->f.kind == PLATDEV_SIM_FAULT_HOLD && sf->addr == addr &&
		    take_locked(sf, now)) {
			*value = (*value & ~sf->f.clear) | sf->f.set;
			held = true;
			break;
		}
	}
	platdev_port_core_unlock();
	return held;
}
