// SPDX-License-Identifier: MIT
/*
 * module.c - "--module FILE.so": driver modules loaded into the inspector.
 *
 * A module is a shared object whose module_platform_driver() registers its
 * driver from a constructor when dlopen() loads it; it resolves the
 * library's functions against this program, which exports them. Which
 * drivers a module registered is seen by comparing the drivers of every
 * bus in module_buses[] before and after loading it; before the module is
 * unloaded (after the board is taken down) those still registered are
 * unregistered, since their structures live in the module.
 */
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <linux/amba/bus.h>
#include <linux/platform_device.h>

#include "array.h"
#include "board.h"
#include "input.h"

struct driver_set {
	struct device_driver **drv;
	size_t nr, cap;
};

struct loaded_module {
	void *handle;
	struct driver_set drivers;
};

static struct loaded_module *modules;
static size_t nr_modules;

/* The buses whose drivers a module may register (platform, AMBA). */
static const struct bus_type *const module_buses[] = {
	&platform_bus_type,
	&amba_bustype,
};

static int add_driver(struct device_driver *drv, void *data)
{
	struct driver_set *set = data;

	return ARRAY_PUSH(set->drv, set->nr, set->cap, drv);
}

static bool set_has(const struct driver_set *set,
		    const struct device_driver *drv)
{
	size_t i;

	for (i = 0; i < set->nr; i++)
		if (set->drv[i] == drv)
			return true;
	return false;
}

/* The drivers registered now on every bus of module_buses[]; 0 or -ENOMEM. */
static int snapshot(struct driver_set *set)
{
	size_t i;
	int ret;

	set->drv = NULL;
	set->nr = set->cap = 0;
	for (i = 0; i < sizeof(module_buses) / sizeof(module_buses[0]); i++) {
		ret = bus_for_each_drv(module_buses[i], NULL, set, add_driver);
		/* -EINVAL: the bus has no drivers registered yet */
		if (ret == -ENOMEM) {
			free(set->drv);
			set->drv = NULL;
			return ret;
		}
	}
	return 0;
}

/**
 * module_load() - load the driver module @path
 * @path: a shared object; its constructors register its drivers
 *
 * A FIFO, a device or a directory is refused before dlopen() (which
 * would wait on a FIFO for ever).
 *
 * Return: 0, or 1 after printing one line saying why it could not be
 * loaded.
 */
int module_load(const char *path)
{
	struct driver_set before, after;
	struct loaded_module *m;
	void *handle;
	size_t i;

	m = realloc(modules, (nr_modules + 1) * sizeof(*m));
	if (!m || snapshot(&before)) {
		modules = m ? m : modules;
		fprintf(stderr, "platdev: cannot load %s: out of memory\n",
			path);
		return 1;
	}
	modules = m;
	if (input_refuse_special(path, "a module (a shared object)")) {
		free(before.drv);
		return 1;
	}
	handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
	if (!handle) {
		fprintf(stderr, "platdev: cannot load module: %s\n", dlerror());
		free(before.drv);
		return 1;
	}
	m = &modules[nr_modules++];
	m->handle = handle;
	m->drivers = (struct driver_set){ 0 };
	if (snapshot(&after)) {
		free(before.drv);
		fprintf(stderr, "platdev: cannot load %s: out of memory\n",
			path);
		return 1;
	}
	for (i = 0; i < after.nr; i++)
		if (!set_has(&before, after.drv[i]) &&
		    add_driver(after.drv[i], &m->drivers)) {
			fprintf(stderr,
				"platdev: cannot load %s: out of memory\n",
				path);
			break;
		}
	free(before.drv);
	free(after.drv);
	return i < after.nr ? 1 : 0;
}

/**
 * model_load() - load the device-model module @path (--model)
 * @path: a shared object whose module_platdev_sim_model() registers its
 *        models when loaded; they serve the simulated boards set up after
 *
 * A model module stays loaded until the program exits: its models remain
 * registered (the board that uses them is gone by then).
 *
 * Return: 0, or 1 after printing why it could not be loaded.
 */
int model_load(const char *path)
{
	if (input_refuse_special(path, "a model module (a shared object)"))
		return 1;
	if (!dlopen(path, RTLD_NOW | RTLD_GLOBAL | RTLD_NODELETE)) {
		fprintf(stderr, "platdev: cannot load model: %s\n", dlerror());
		return 1;
	}
	return 0;
}

/**
 * module_unload_all() - unregister the drivers the loaded modules
 * registered, and unload the modules, the last loaded first
 */
void module_unload_all(void)
{
	struct driver_set now;
	size_t i;

	while (nr_modules) {
		struct loaded_module *m = &modules[--nr_modules];

		if (!snapshot(&now)) {
			for (i = m->drivers.nr; i--;)
				if (set_has(&now, m->drivers.drv[i]))
					driver_unregister(m->drivers.drv[i]);
			free(now.drv);
		}
		free(m->drivers.drv);
		dlclose(m->handle);
	}
	free(modules);
	modules = NULL;
}
