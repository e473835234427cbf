// SPDX-License-Identifier: MIT
/*
 * core.c - the nvmem core (linux/nvmem-provider.h, linux/nvmem-consumer.h):
 * memories registered by their drivers, their cells (from the config, a
 * board's cell tables, the node's children and its fixed layout) and the
 * consumers' reads and writes of cells and bytes.
 *
 * nvmem_mutex guards the list of memories and each memory's cells;
 * nvmem_lookup_mutex the boards' cell tables and lookups. Reads and writes
 * go to the driver without the core's locks, as in Linux: a driver
 * serialises its own accesses. Each memory is a class device "nvmem"
 * named as Linux names it, with an event per cell read and write.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/bitops.h>
#include <linux/gpio/consumer.h>
#include <linux/idr.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/nvmem-consumer.h>
#include <linux/nvmem-provider.h>
#include <linux/of.h>
#include <linux/property.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <platdev/features.h>

#include "nvmem.h"

static DEFINE_MUTEX(nvmem_mutex);
static LIST_HEAD(nvmem_list);
static DEFINE_IDA(nvmem_ida);
static DEFINE_MUTEX(nvmem_lookup_mutex);
static LIST_HEAD(nvmem_cell_tables);
static LIST_HEAD(nvmem_lookup_list);
static BLOCKING_NOTIFIER_HEAD(nvmem_notifier);

static bool nvmem_dead(struct nvmem_device *nvmem)
{
	return __atomic_load_n(&nvmem->dead, __ATOMIC_ACQUIRE);
}

static int raw_access(struct nvmem_device *nvmem, unsigned int offset,
		      void *val, size_t bytes, bool write)
{
	int ret;

	if (!write)
		return nvmem->reg_read ? nvmem->reg_read(nvmem->priv, offset,
							 val, bytes) :
					 -EINVAL;
	if (!nvmem->reg_write)
		return -EINVAL;
	/* The write-protect line is released for the write only. */
	if (nvmem->wp_gpio)
		gpiod_set_value_cansleep(nvmem->wp_gpio, 0);
	ret = nvmem->reg_write(nvmem->priv, offset, val, bytes);
	if (nvmem->wp_gpio)
		gpiod_set_value_cansleep(nvmem->wp_gpio, 1);
	return ret;
}

/*
 * An access split around the keepout ranges (sorted, not overlapping):
 * reads of a range give its value, writes skip it.
 */
static int access(struct nvmem_device *nvmem, unsigned int offset, void *val,
		  size_t bytes, bool write)
{
	const struct nvmem_keepout *k = nvmem->keepout;
	const struct nvmem_keepout *kend = k + nvmem->nkeepout;
	unsigned int end = offset + (unsigned int)bytes;
	u8 *p = val;
	unsigned int n;
	int ret;

	if (nvmem_dead(nvmem))
		return -ENODEV;
	for (; k < kend && offset < end; k++) {
		if (k->end <= offset)
			continue;
		if (offset < k->start) {
			n = min(end, k->start) - offset;
			ret = raw_access(nvmem, offset, p, n, write);
			if (ret)
				return ret;
			offset += n;
			p += n;
		}
		n = min(end, k->end) - offset;
		if (!write)
			memset(p, k->value, n);
		offset += n;
		p += n;
	}
	if (offset < end)
		return raw_access(nvmem, offset, p, end - offset, write);
	return 0;
}

int nvmem_reg_read(struct nvmem_device *nvmem, unsigned int offset, void *val,
		   size_t bytes)
{
	return access(nvmem, offset, val, bytes, false);
}

int nvmem_reg_write(struct nvmem_device *nvmem, unsigned int offset, void *val,
		    size_t bytes)
{
	return access(nvmem, offset, val, bytes, true);
}

/* ---- cells ---- */

static void cell_entry_free(struct nvmem_cell_entry *cell)
{
	of_node_put(cell->np);
	kfree(cell->name);
	kfree(cell);
}

/* Fill @cell from @info, checking it against @nvmem's alignment. */
static int cell_from_info(struct nvmem_device *nvmem,
			  const struct nvmem_cell_info *info,
			  struct nvmem_cell_entry *cell)
{
	cell->nvmem = nvmem;
	cell->offset = info->offset;
	cell->bytes = info->bytes;
	cell->raw_len = info->raw_len ? info->raw_len : info->bytes;
	cell->bit_offset = info->bit_offset;
	cell->nbits = info->nbits;
	cell->read_post_process = info->read_post_process;
	cell->priv = info->priv;
	cell->name = info->name;
	if (cell->nbits) {
		cell->bytes = DIV_ROUND_UP(cell->nbits + cell->bit_offset,
					   BITS_PER_BYTE);
		cell->raw_len = round_up(cell->bytes, nvmem->word_size);
	}
	if (cell->offset % nvmem->stride) {
		pr_err("%s: cell %s unaligned to stride %d\n", nvmem->name,
		       cell->name ? cell->name : "<unknown>", nvmem->stride);
		return -EINVAL;
	}
	if (cell->raw_len % nvmem->word_size) {
		pr_err("%s: cell %s length %zu unaligned to word size %d\n",
		       nvmem->name, cell->name ? cell->name : "<unknown>",
		       cell->raw_len, nvmem->word_size);
		/* A length the provider gave must fit; a derived one grows. */
		if (info->raw_len)
			return -EINVAL;
		cell->raw_len = round_up(cell->raw_len, nvmem->word_size);
	}
	return 0;
}

int nvmem_add_one_cell(struct nvmem_device *nvmem,
		       const struct nvmem_cell_info *info)
{
	struct nvmem_cell_entry *cell;
	int ret;

	cell = kzalloc(sizeof(*cell), GFP_KERNEL);
	if (!cell)
		return -ENOMEM;
	ret = cell_from_info(nvmem, info, cell);
	if (!ret) {
		cell->name = kstrdup(info->name, GFP_KERNEL);
		if (info->name && !cell->name)
			ret = -ENOMEM;
	}
	if (ret) {
		cell->name = NULL;
		kfree(cell);
		return ret;
	}
	cell->np = of_node_get(info->np);
	mutex_lock(&nvmem_mutex);
	list_add_tail(&cell->node, &nvmem->cells);
	mutex_unlock(&nvmem_mutex);
	blocking_notifier_call_chain(&nvmem_notifier, NVMEM_CELL_ADD, cell);
	return 0;
}

static int add_cells(struct nvmem_device *nvmem,
		     const struct nvmem_cell_info *info, size_t n)
{
	size_t i;
	int ret;

	for (i = 0; i < n; i++) {
		ret = nvmem_add_one_cell(nvmem, &info[i]);
		if (ret)
			return ret;
	}
	return 0;
}

static int add_cells_from_tables(struct nvmem_device *nvmem)
{
	struct nvmem_cell_table *table;
	int ret = 0;

	mutex_lock(&nvmem_lookup_mutex);
	list_for_each_entry(table, &nvmem_cell_tables, node) {
		if (strcmp(table->nvmem_name, nvmem->name))
			continue;
		ret = add_cells(nvmem, table->cells, table->ncells);
		if (ret)
			break;
	}
	mutex_unlock(&nvmem_lookup_mutex);
	return ret;
}

/* A node's name without its unit address ("mac-address@3a": "mac-address"). */
static char *node_base_name(const struct device_node *np)
{
	return kstrndup(np->full_name, strcspn(np->full_name, "@"), GFP_KERNEL);
}

int nvmem_add_cells_from_dt(struct nvmem_device *nvmem, struct device_node *np)
{
	struct device_node *child;
	const __be32 *p;
	int len, ret;

	if (!platdev_has(PLATDEV_FEAT_OF))
		return 0;
	for_each_child_of_node(np, child) {
		struct nvmem_cell_info info = { 0 };

		p = of_get_property(child, "reg", &len);
		if (!p)
			continue;
		if (len < 2 * (int)sizeof(u32)) {
			pr_err("%s: invalid reg on %s\n", nvmem->name,
			       child->full_name);
			of_node_put(child);
			return -EINVAL;
		}
		info.offset = be32_to_cpup(p);
		info.bytes = be32_to_cpup(p + 1);
		p = of_get_property(child, "bits", &len);
		if (p && len == 2 * (int)sizeof(u32)) {
			info.bit_offset = be32_to_cpup(p);
			info.nbits = be32_to_cpup(p + 1);
			if (info.bit_offset >= BITS_PER_BYTE * info.bytes ||
			    info.nbits < 1 ||
			    info.bit_offset + info.nbits >
				    BITS_PER_BYTE * info.bytes) {
				pr_err("%s: invalid bits on %s\n", nvmem->name,
				       child->full_name);
				of_node_put(child);
				return -EINVAL;
			}
		}
		info.name = node_base_name(child);
		if (!info.name) {
			of_node_put(child);
			return -ENOMEM;
		}
		info.np = child;
		if (nvmem->fixup_dt_cell_info)
			nvmem->fixup_dt_cell_info(nvmem, &info);
		ret = nvmem_add_one_cell(nvmem, &info);
		kfree(info.name);
		if (ret) {
			of_node_put(child);
			return ret;
		}
	}
	return 0;
}

struct device_node *of_nvmem_layout_get_container(struct nvmem_device *nvmem)
{
	if (!platdev_has(PLATDEV_FEAT_OF) || !nvmem->of_node)
		return NULL;
	return of_get_child_by_name(nvmem->of_node, "nvmem-layout");
}

/*
 * The cells of the "nvmem-layout" child: a "fixed-layout" gives them as
 * its children; any other layout needs a parser this library does not
 * have, and its cells stay pending (-EPROBE_DEFER), as in Linux without
 * the layout's driver.
 */
static int add_cells_from_layout(struct nvmem_device *nvmem)
{
	struct device_node *layout = of_nvmem_layout_get_container(nvmem);
	int ret = 0;

	if (!layout)
		return 0;
	if (of_device_is_compatible(layout, "fixed-layout"))
		ret = nvmem_add_cells_from_dt(nvmem, layout);
	else if (of_device_is_available(layout))
		nvmem->layout_pending = true;
	of_node_put(layout);
	return ret;
}

/* ---- providers ---- */

static void nvmem_release(struct kref *kref)
{
	struct nvmem_device *nvmem =
		container_of(kref, struct nvmem_device, refcnt);
	struct nvmem_cell_entry *cell, *next;

	blocking_notifier_call_chain(&nvmem_notifier, NVMEM_REMOVE, nvmem);
	list_for_each_entry_safe(cell, next, &nvmem->cells, node) {
		blocking_notifier_call_chain(&nvmem_notifier, NVMEM_CELL_REMOVE,
					     cell);
		list_del(&cell->node);
		cell_entry_free(cell);
	}
	if (nvmem->id >= 0)
		ida_free(&nvmem_ida, (unsigned int)nvmem->id);
	of_node_put(nvmem->of_node);
	kfree(nvmem->name);
	kfree(nvmem);
}

static void nvmem_get(struct nvmem_device *nvmem)
{
	kref_get(&nvmem->refcnt);
}

static void nvmem_put(struct nvmem_device *nvmem)
{
	kref_put(&nvmem->refcnt, nvmem_release);
}

/* The name Linux gives: "<name><id>", the name alone, or "nvmem<n>". */
static char *nvmem_name(const struct nvmem_config *config, int id)
{
	if (config->id == NVMEM_DEVID_NONE)
		return kasprintf(GFP_KERNEL, "%s",
				 config->name ? config->name : "(null)");
	if (config->id == NVMEM_DEVID_AUTO)
		return kasprintf(GFP_KERNEL, "%s%d",
				 config->name ? config->name : "(null)", id);
	if (config->name)
		return kasprintf(GFP_KERNEL, "%s%d", config->name, config->id);
	return kasprintf(GFP_KERNEL, "nvmem%d", id);
}

static int validate_keepouts(struct nvmem_device *nvmem)
{
	const struct nvmem_keepout *k = nvmem->keepout;
	unsigned int i, cur = 0;

	for (i = 0; i < nvmem->nkeepout; i++, k++) {
		if (k->start < cur)
			return -ERANGE; /* unsorted or overlapping */
		if (k->end < k->start)
			return -EINVAL;
		if (k->end - k->start < (unsigned int)nvmem->word_size ||
		    (k->start != cur &&
		     k->start - cur < (unsigned int)nvmem->word_size))
			return -ERANGE;
		if (k->start % nvmem->stride || k->end % nvmem->stride)
			return -EINVAL;
		cur = k->end;
	}
	return 0;
}

/* Take @nvmem off the list and its class; its driver is going. */
static void nvmem_detach(struct nvmem_device *nvmem)
{
	mutex_lock(&nvmem_mutex);
	list_del_init(&nvmem->node);
	__atomic_store_n(&nvmem->dead, true, __ATOMIC_RELEASE);
	mutex_unlock(&nvmem_mutex);
	platdev_class_device_del(&nvmem->cdev);
	if (nvmem->wp_gpio)
		gpiod_put(nvmem->wp_gpio);
	nvmem->wp_gpio = NULL;
}

/* The cells and the class entry of a new memory, then its listing. */
static int nvmem_populate(struct nvmem_device *nvmem,
			  const struct nvmem_config *config)
{
	int ret;

	if (config->cells) {
		ret = add_cells(nvmem, config->cells, (size_t)config->ncells);
		if (ret)
			return ret;
	}
	ret = add_cells_from_tables(nvmem);
	if (!ret && config->add_legacy_fixed_of_cells)
		ret = nvmem_add_cells_from_dt(nvmem, nvmem->of_node);
	if (!ret)
		ret = add_cells_from_layout(nvmem);
	if (ret)
		return ret;
	nvmem->cdev.class = "nvmem";
	nvmem->cdev.parent = nvmem->parent;
	nvmem->cdev.data = nvmem;
	strscpy(nvmem->cdev.name, nvmem->name);
	ret = platdev_class_device_add(&nvmem->cdev);
	if (ret)
		return ret;
	mutex_lock(&nvmem_mutex);
	list_add_tail(&nvmem->node, &nvmem_list);
	mutex_unlock(&nvmem_mutex);
	return 0;
}

struct nvmem_device *nvmem_register(const struct nvmem_config *config)
{
	struct nvmem_device *nvmem;
	int ret;

	if (!config->dev || (!config->reg_read && !config->reg_write))
		return ERR_PTR(-EINVAL);
	nvmem = kzalloc(sizeof(*nvmem), GFP_KERNEL);
	if (!nvmem)
		return ERR_PTR(-ENOMEM);
	kref_init(&nvmem->refcnt);
	INIT_LIST_HEAD(&nvmem->node);
	INIT_LIST_HEAD(&nvmem->cells);
	nvmem->id = ida_alloc(&nvmem_ida, GFP_KERNEL);
	if (nvmem->id < 0) {
		ret = nvmem->id;
		goto err;
	}
	nvmem->parent = config->dev;
	nvmem->of_node = of_node_get(config->of_node ? config->of_node :
						       config->dev->of_node);
	nvmem->stride = config->stride ? config->stride : 1;
	nvmem->word_size = config->word_size ? config->word_size : 1;
	nvmem->size = config->size;
	nvmem->type = config->type;
	nvmem->root_only = config->root_only;
	nvmem->reg_read = config->reg_read;
	nvmem->reg_write = config->reg_write;
	nvmem->priv = config->priv;
	nvmem->keepout = config->keepout;
	nvmem->nkeepout = config->nkeepout;
	nvmem->fixup_dt_cell_info = config->fixup_dt_cell_info;
	nvmem->name = nvmem_name(config, nvmem->id);
	if (!nvmem->name) {
		ret = -ENOMEM;
		goto err;
	}
	nvmem->read_only = config->read_only || !config->reg_write ||
			   device_property_present(config->dev, "read-only");
	if (platdev_has(PLATDEV_FEAT_OF) && !config->ignore_wp) {
		nvmem->wp_gpio =
			gpiod_get_optional(config->dev, "wp", GPIOD_OUT_HIGH);
		if (IS_ERR(nvmem->wp_gpio)) {
			ret = PTR_ERR(nvmem->wp_gpio);
			nvmem->wp_gpio = NULL;
			goto err;
		}
	}
	ret = validate_keepouts(nvmem);
	if (ret) {
		pr_err("%s: invalid keepout ranges\n", nvmem->name);
		goto err;
	}
	ret = nvmem_populate(nvmem, config);
	if (ret)
		goto err;
	blocking_notifier_call_chain(&nvmem_notifier, NVMEM_ADD, nvmem);
	return nvmem;

err:
	nvmem_detach(nvmem);
	nvmem_put(nvmem);
	return ERR_PTR(ret);
}

void nvmem_unregister(struct nvmem_device *nvmem)
{
	if (!nvmem)
		return;
	nvmem_detach(nvmem);
	nvmem_put(nvmem);
}

static void devm_nvmem_unregister(void *nvmem)
{
	nvmem_unregister(nvmem);
}

struct nvmem_device *devm_nvmem_register(struct device *dev,
					 const struct nvmem_config *config)
{
	struct nvmem_device *nvmem = nvmem_register(config);
	int ret;

	if (IS_ERR(nvmem))
		return nvmem;
	ret = devm_add_action_or_reset(dev, devm_nvmem_unregister, nvmem);
	return ret ? ERR_PTR(ret) : nvmem;
}

void nvmem_add_cell_table(struct nvmem_cell_table *table)
{
	mutex_lock(&nvmem_lookup_mutex);
	list_add_tail(&table->node, &nvmem_cell_tables);
	mutex_unlock(&nvmem_lookup_mutex);
}

void nvmem_del_cell_table(struct nvmem_cell_table *table)
{
	mutex_lock(&nvmem_lookup_mutex);
	list_del(&table->node);
	mutex_unlock(&nvmem_lookup_mutex);
}

void nvmem_add_cell_lookups(struct nvmem_cell_lookup *entries, size_t nentries)
{
	size_t i;

	mutex_lock(&nvmem_lookup_mutex);
	for (i = 0; i < nentries; i++)
		list_add_tail(&entries[i].node, &nvmem_lookup_list);
	mutex_unlock(&nvmem_lookup_mutex);
}

void nvmem_del_cell_lookups(struct nvmem_cell_lookup *entries, size_t nentries)
{
	size_t i;

	mutex_lock(&nvmem_lookup_mutex);
	for (i = 0; i < nentries; i++)
		list_del(&entries[i].node);
	mutex_unlock(&nvmem_lookup_mutex);
}

int nvmem_register_notifier(struct notifier_block *nb)
{
	return blocking_notifier_chain_register(&nvmem_notifier, nb);
}

int nvmem_unregister_notifier(struct notifier_block *nb)
{
	return blocking_notifier_chain_unregister(&nvmem_notifier, nb);
}

const char *nvmem_dev_name(struct nvmem_device *nvmem)
{
	return nvmem->name;
}

size_t nvmem_dev_size(struct nvmem_device *nvmem)
{
	return (size_t)nvmem->size;
}

/* ---- finding memories ---- */

/* The listed memory for which @match(@data) holds, referenced, or NULL. */
static struct nvmem_device *nvmem_find(bool (*match)(struct nvmem_device *nvmem,
						     const void *data),
				       const void *data)
{
	struct nvmem_device *nvmem, *found = NULL;

	mutex_lock(&nvmem_mutex);
	list_for_each_entry(nvmem, &nvmem_list, node) {
		if (match(nvmem, data)) {
			nvmem_get(nvmem);
			found = nvmem;
			break;
		}
	}
	mutex_unlock(&nvmem_mutex);
	return found;
}

static bool match_name(struct nvmem_device *nvmem, const void *name)
{
	return !strcmp(nvmem->name, name);
}

static bool match_node(struct nvmem_device *nvmem, const void *np)
{
	return nvmem->of_node == np;
}

struct nvmem_device *nvmem_find_by_name(const char *name)
{
	return name ? nvmem_find(match_name, name) : NULL;
}

struct nvmem_device *nvmem_device_find(void *data,
				       int (*match)(struct device *dev,
						    const void *data))
{
	(void)data;
	(void)match;
	/* Memories are no struct device here: nothing to match on. */
	return ERR_PTR(-EOPNOTSUPP);
}

struct nvmem_device *of_nvmem_device_get(struct device_node *np, const char *id)
{
	struct device_node *nvmem_np;
	struct nvmem_device *nvmem;
	int index = 0;

	if (!platdev_has(PLATDEV_FEAT_OF))
		return ERR_PTR(-EOPNOTSUPP);
	if (id)
		index = of_property_match_string(np, "nvmem-names", id);
	nvmem_np = index < 0 ? NULL : of_parse_phandle(np, "nvmem", index);
	if (!nvmem_np)
		return ERR_PTR(-ENOENT);
	nvmem = nvmem_find(match_node, nvmem_np);
	of_node_put(nvmem_np);
	return nvmem ? nvmem : ERR_PTR(-EPROBE_DEFER);
}

struct nvmem_device *nvmem_device_get(struct device *dev, const char *name)
{
	struct nvmem_device *nvmem;

	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node) {
		nvmem = of_nvmem_device_get(dev->of_node, name);
		if (!IS_ERR(nvmem) || PTR_ERR(nvmem) == -EPROBE_DEFER)
			return nvmem;
	}
	nvmem = nvmem_find_by_name(name);
	return nvmem ? nvmem : ERR_PTR(-EPROBE_DEFER);
}

void nvmem_device_put(struct nvmem_device *nvmem)
{
	nvmem_put(nvmem);
}

static void devm_nvmem_device_release(struct device *dev, void *res)
{
	(void)dev;
	nvmem_device_put(*(struct nvmem_device **)res);
}

static int devm_ptr_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(void **)res == data;
}

/*
 * @get(@dev, @id), put by @release when @dev unbinds: the managed form of
 * a get of a memory or a cell.
 */
static void *devm_get(struct device *dev, const char *id,
		      void *(*get)(struct device *dev, const char *id),
		      dr_release_t release)
{
	void **ptr, *got;

	ptr = devres_alloc(release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return ERR_PTR(-ENOMEM);
	got = get(dev, id);
	if (IS_ERR(got)) {
		devres_free(ptr);
		return got;
	}
	*ptr = got;
	devres_add(dev, ptr);
	return got;
}

static void *get_device_any(struct device *dev, const char *id)
{
	return nvmem_device_get(dev, id);
}

struct nvmem_device *devm_nvmem_device_get(struct device *dev, const char *name)
{
	return devm_get(dev, name, get_device_any, devm_nvmem_device_release);
}

void devm_nvmem_device_put(struct device *dev, struct nvmem_device *nvmem)
{
	WARN_ON(devres_release(dev, devm_nvmem_device_release, devm_ptr_match,
			       nvmem));
}

/* ---- cell handles ---- */

static struct nvmem_cell *cell_handle(struct nvmem_cell_entry *entry,
				      const char *id, int index)
{
	struct nvmem_cell *cell = kzalloc(sizeof(*cell), GFP_KERNEL);

	if (!cell)
		return ERR_PTR(-ENOMEM);
	if (id) {
		cell->id = kstrdup(id, GFP_KERNEL);
		if (!cell->id) {
			kfree(cell);
			return ERR_PTR(-ENOMEM);
		}
	}
	cell->entry = entry;
	cell->index = index;
	return cell;
}

/*
 * The handle on the cell of @nvmem (referenced by the caller, the
 * reference passed to the handle) whose node is @np or, without one, whose
 * name is @name.
 */
static struct nvmem_cell *nvmem_cell_of(struct nvmem_device *nvmem,
					struct device_node *np,
					const char *name, const char *id,
					int index)
{
	struct nvmem_cell_entry *entry, *found = NULL;
	struct nvmem_cell *cell;

	mutex_lock(&nvmem_mutex);
	list_for_each_entry(entry, &nvmem->cells, node) {
		if (np ? entry->np == np :
			 (entry->name && !strcmp(entry->name, name))) {
			found = entry;
			break;
		}
	}
	mutex_unlock(&nvmem_mutex);
	if (!found) {
		cell = ERR_PTR(np && nvmem->layout_pending ? -EPROBE_DEFER :
							     -ENOENT);
	} else {
		cell = cell_handle(found, id, index);
	}
	if (IS_ERR(cell))
		nvmem_put(nvmem);
	return cell;
}

struct nvmem_cell *of_nvmem_cell_get(struct device_node *np, const char *id)
{
	struct device_node *cell_np, *nvmem_np, *parent;
	struct of_phandle_args spec;
	struct nvmem_device *nvmem;
	struct nvmem_cell *cell;
	int index = 0;

	if (!platdev_has(PLATDEV_FEAT_OF))
		return ERR_PTR(-EOPNOTSUPP);
	if (id)
		index = of_property_match_string(np, "nvmem-cell-names", id);
	if (index < 0 ||
	    of_parse_phandle_with_optional_args(
		    np, "nvmem-cells", "#nvmem-cell-cells", index, &spec))
		return ERR_PTR(-ENOENT);
	cell_np = spec.np;
	if (spec.args_count > 1) {
		of_node_put(cell_np);
		return ERR_PTR(-EINVAL);
	}
	nvmem_np = of_get_parent(cell_np);
	/* A layout's cells are in the memory's "nvmem-layout" child. */
	if (nvmem_np && of_node_name_eq(nvmem_np, "nvmem-layout")) {
		parent = of_get_parent(nvmem_np);
		of_node_put(nvmem_np);
		nvmem_np = parent;
	}
	if (!nvmem_np) {
		of_node_put(cell_np);
		return ERR_PTR(-EINVAL);
	}
	nvmem = nvmem_find(match_node, nvmem_np);
	of_node_put(nvmem_np);
	if (!nvmem) {
		of_node_put(cell_np);
		return ERR_PTR(-EPROBE_DEFER);
	}
	cell = nvmem_cell_of(nvmem, cell_np, NULL, id,
			     spec.args_count ? (int)spec.args[0] : 0);
	of_node_put(cell_np);
	return cell;
}

/* The cell a board's lookup ties to @dev's @con_id. */
static struct nvmem_cell *cell_from_lookup(struct device *dev,
					   const char *con_id)
{
	struct nvmem_cell *cell = ERR_PTR(-ENOENT);
	struct nvmem_cell_lookup *l;
	struct nvmem_device *nvmem;
	const char *dev_id = dev_name(dev);

	mutex_lock(&nvmem_lookup_mutex);
	list_for_each_entry(l, &nvmem_lookup_list, node) {
		if (strcmp(l->dev_id, dev_id) || strcmp(l->con_id, con_id))
			continue;
		nvmem = nvmem_find_by_name(l->nvmem_name);
		cell = nvmem ? nvmem_cell_of(nvmem, NULL, l->cell_name, con_id,
					     0) :
			       ERR_PTR(-EPROBE_DEFER);
		break;
	}
	mutex_unlock(&nvmem_lookup_mutex);
	return cell;
}

struct nvmem_cell *nvmem_cell_get(struct device *dev, const char *id)
{
	struct nvmem_cell *cell;

	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node) {
		cell = of_nvmem_cell_get(dev->of_node, id);
		if (!IS_ERR(cell) || PTR_ERR(cell) == -EPROBE_DEFER)
			return cell;
	}
	if (!id)
		return ERR_PTR(-EINVAL);
	return cell_from_lookup(dev, id);
}

void nvmem_cell_put(struct nvmem_cell *cell)
{
	struct nvmem_device *nvmem = cell->entry->nvmem;

	kfree(cell->id);
	kfree(cell);
	nvmem_put(nvmem);
}

static void devm_nvmem_cell_release(struct device *dev, void *res)
{
	(void)dev;
	nvmem_cell_put(*(struct nvmem_cell **)res);
}

static void *get_cell_any(struct device *dev, const char *id)
{
	return nvmem_cell_get(dev, id);
}

struct nvmem_cell *devm_nvmem_cell_get(struct device *dev, const char *id)
{
	return devm_get(dev, id, get_cell_any, devm_nvmem_cell_release);
}

void devm_nvmem_cell_put(struct device *dev, struct nvmem_cell *cell)
{
	WARN_ON(devres_release(dev, devm_nvmem_cell_release, devm_ptr_match,
			       cell));
}

/* ---- cell reads and writes ---- */

/* Move a bit field read into @buf down to bit 0 of its first byte. */
static void shift_read_buffer(const struct nvmem_cell_entry *cell, u8 *buf)
{
	unsigned int skip = cell->bit_offset / BITS_PER_BYTE;
	unsigned int shift = cell->bit_offset % BITS_PER_BYTE;
	unsigned int n = cell->bytes - skip; /* bytes holding the field */
	unsigned int keep = DIV_ROUND_UP(cell->nbits, BITS_PER_BYTE);
	unsigned int i;

	for (i = 0; i < n; i++) {
		unsigned int hi = i + 1 < n ? buf[skip + i + 1] : 0;

		buf[i] = (u8)((buf[skip + i] | hi << BITS_PER_BYTE) >> shift);
	}
	/* Clear what is above the field. */
	for (i = keep; i < cell->bytes; i++)
		buf[i] = 0;
	if (keep && cell->nbits % BITS_PER_BYTE)
		buf[keep - 1] &= (u8)(BIT(cell->nbits % BITS_PER_BYTE) - 1);
}

static int cell_read(struct nvmem_cell_entry *cell, void *buf, size_t *len,
		     const char *id, int index)
{
	struct nvmem_device *nvmem = cell->nvmem;
	int ret;

	ret = nvmem_reg_read(nvmem, cell->offset, buf, cell->raw_len);
	if (ret)
		return ret;
	if (cell->bit_offset || cell->nbits)
		shift_read_buffer(cell, buf);
	if (cell->read_post_process) {
		ret = cell->read_post_process(cell->priv, id, index,
					      cell->offset, buf, cell->raw_len);
		if (ret)
			return ret;
	}
	if (len)
		*len = cell->bytes;
	/* Named as the consumer asked for it, else as the provider has it. */
	platdev_class_device_event(&nvmem->cdev, "read cell %s %u bytes",
				   id	      ? id :
				   cell->name ? cell->name :
						"?",
				   cell->bytes);
	return 0;
}

void *nvmem_cell_read(struct nvmem_cell *cell, size_t *len)
{
	struct nvmem_cell_entry *entry = cell->entry;
	u8 *buf;
	int ret;

	buf = kzalloc(max_t(size_t, entry->raw_len, entry->bytes), GFP_KERNEL);
	if (!buf)
		return ERR_PTR(-ENOMEM);
	ret = cell_read(entry, buf, len, cell->id, cell->index);
	if (ret) {
		kfree(buf);
		return ERR_PTR(ret);
	}
	return buf;
}

/*
 * The bytes to write for a bit field: the cell's bytes as the memory has
 * them, with the field's bits replaced by @val's (from bit 0 of its first
 * byte; bits past @len bytes are 0).
 */
static u8 *bits_write_buffer(struct nvmem_cell_entry *cell, const u8 *val,
			     size_t len)
{
	unsigned int nbits =
		cell->nbits ? cell->nbits :
			      cell->bytes * BITS_PER_BYTE - cell->bit_offset;
	unsigned int i, pos;
	u8 *buf, bit;
	int ret;

	buf = kzalloc(max_t(size_t, cell->raw_len, cell->bytes), GFP_KERNEL);
	if (!buf)
		return ERR_PTR(-ENOMEM);
	ret = nvmem_reg_read(cell->nvmem, cell->offset, buf, cell->raw_len);
	if (ret) {
		kfree(buf);
		return ERR_PTR(ret);
	}
	for (i = 0; i < nbits; i++) {
		pos = cell->bit_offset + i;
		bit = i / BITS_PER_BYTE < len ?
			      (val[i / BITS_PER_BYTE] >> i % BITS_PER_BYTE) &
				      1 :
			      0;
		buf[pos / BITS_PER_BYTE] &= (u8)~BIT(pos % BITS_PER_BYTE);
		buf[pos / BITS_PER_BYTE] |= (u8)(bit << pos % BITS_PER_BYTE);
	}
	return buf;
}

static int cell_write(struct nvmem_cell_entry *cell, void *buf, size_t len)
{
	struct nvmem_device *nvmem = cell->nvmem;
	bool bits = cell->bit_offset || cell->nbits;
	int ret;

	if (nvmem->read_only || (!cell->bit_offset && len != cell->bytes))
		return -EINVAL;
	/* A post-processed value cannot be turned back into the raw one. */
	if (cell->read_post_process)
		return -EINVAL;
	if (bits) {
		if (len != BITS_TO_BYTES(cell->nbits) && len != cell->bytes)
			return -EINVAL;
		buf = bits_write_buffer(cell, buf, len);
		if (IS_ERR(buf))
			return PTR_ERR(buf);
	}
	ret = nvmem_reg_write(nvmem, cell->offset, buf, cell->bytes);
	if (bits)
		kfree(buf);
	if (ret)
		return ret;
	platdev_class_device_event(&nvmem->cdev, "write cell %s %zu bytes",
				   cell->name ? cell->name : "?", len);
	return (int)len;
}

int nvmem_cell_write(struct nvmem_cell *cell, void *buf, size_t len)
{
	return cell_write(cell->entry, buf, len);
}

/* Read the cell @cell_id of @dev, of exactly @count bytes, into @val. */
static int cell_read_exact(struct device *dev, const char *cell_id, void *val,
			   size_t count)
{
	struct nvmem_cell *cell;
	size_t len;
	void *buf;

	cell = nvmem_cell_get(dev, cell_id);
	if (IS_ERR(cell))
		return PTR_ERR(cell);
	buf = nvmem_cell_read(cell, &len);
	nvmem_cell_put(cell);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	if (len == count)
		memcpy(val, buf, count);
	kfree(buf);
	return len == count ? 0 : -EINVAL;
}

int nvmem_cell_read_u8(struct device *dev, const char *cell_id, u8 *val)
{
	return cell_read_exact(dev, cell_id, val, sizeof(*val));
}

int nvmem_cell_read_u16(struct device *dev, const char *cell_id, u16 *val)
{
	return cell_read_exact(dev, cell_id, val, sizeof(*val));
}

int nvmem_cell_read_u32(struct device *dev, const char *cell_id, u32 *val)
{
	return cell_read_exact(dev, cell_id, val, sizeof(*val));
}

int nvmem_cell_read_u64(struct device *dev, const char *cell_id, u64 *val)
{
	return cell_read_exact(dev, cell_id, val, sizeof(*val));
}

/* A little-endian cell of up to @max bytes as a number into @val. */
static int cell_read_le(struct device *dev, const char *cell_id, u64 *val,
			size_t max)
{
	struct nvmem_cell *cell;
	unsigned int nbits;
	size_t len, i;
	u8 *buf;

	cell = nvmem_cell_get(dev, cell_id);
	if (IS_ERR(cell))
		return PTR_ERR(cell);
	nbits = cell->entry->nbits;
	buf = nvmem_cell_read(cell, &len);
	nvmem_cell_put(cell);
	if (IS_ERR(buf))
		return PTR_ERR(buf);
	/* A bit field's length is that of its bits. */
	if (nbits)
		len = DIV_ROUND_UP(nbits, BITS_PER_BYTE);
	if (len > max) {
		kfree(buf);
		return -ERANGE;
	}
	*val = 0;
	for (i = 0; i < len; i++)
		*val |= (u64)buf[i] << (8 * i);
	kfree(buf);
	return 0;
}

int nvmem_cell_read_variable_le_u32(struct device *dev, const char *cell_id,
				    u32 *val)
{
	u64 v;
	int ret = cell_read_le(dev, cell_id, &v, sizeof(*val));

	if (!ret)
		*val = (u32)v;
	return ret;
}

int nvmem_cell_read_variable_le_u64(struct device *dev, const char *cell_id,
				    u64 *val)
{
	return cell_read_le(dev, cell_id, val, sizeof(*val));
}

/* ---- reads and writes of a memory ---- */

ssize_t nvmem_device_cell_read(struct nvmem_device *nvmem,
			       struct nvmem_cell_info *info, void *buf)
{
	struct nvmem_cell_entry cell = { 0 };
	size_t len;
	int ret;

	if (!nvmem)
		return -EINVAL;
	ret = cell_from_info(nvmem, info, &cell);
	if (!ret)
		ret = cell_read(&cell, buf, &len, NULL, 0);
	return ret ? ret : (ssize_t)len;
}

int nvmem_device_cell_write(struct nvmem_device *nvmem,
			    struct nvmem_cell_info *info, void *buf)
{
	struct nvmem_cell_entry cell = { 0 };
	int ret;

	if (!nvmem)
		return -EINVAL;
	ret = cell_from_info(nvmem, info, &cell);
	return ret ? ret : cell_write(&cell, buf, cell.bytes);
}

int nvmem_device_read(struct nvmem_device *nvmem, unsigned int offset,
		      size_t bytes, void *buf)
{
	int ret;

	if (!nvmem)
		return -EINVAL;
	ret = nvmem_reg_read(nvmem, offset, buf, bytes);
	return ret ? ret : (int)bytes;
}

int nvmem_device_write(struct nvmem_device *nvmem, unsigned int offset,
		       size_t bytes, void *buf)
{
	int ret;

	if (!nvmem)
		return -EINVAL;
	ret = nvmem_reg_write(nvmem, offset, buf, bytes);
	return ret ? ret : (int)bytes;
}
