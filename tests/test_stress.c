// SPDX-License-Identifier: MIT
/*
 * test_stress.c - the platform bus under threads: devices and drivers
 * registered and unregistered concurrently, lookups meanwhile, driver
 * unregistration racing slow probes, and a probe registering a child while
 * another thread unregisters the parent.
 *
 * The threads start together at a barrier and never sleep; they check
 * invariants and count violations in atomics (cmocka's asserts belong to
 * the main thread), which the main thread asserts are zero at the end.
 * Built under TSan as well (label "stress").
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>

#include <linux/platform_device.h>

#include "testutil.h"

#define DEV_THREADS 4
#define DEV_ITERATIONS 2000
#define SLOTS_PER_THREAD 9

/* --- violations --------------------------------------------------------- */

#define CHECK(cond, ...)                        \
	do {                                    \
		if (!(cond))                    \
			violation(__VA_ARGS__); \
	} while (0)

/* Log lines: counted, and the ones that mean misuse or corruption flagged. */
static int log_lines;

static void quiet_hook(void *ctx, int level, const char *line)
{
	(void)ctx;
	(void)level;
	__atomic_fetch_add(&log_lines, 1, __ATOMIC_RELAXED);
	CHECK(!strstr(line, "underflow"), "log: %s", line);
	CHECK(!(strstr(line, "device_del") && strstr(line, "not registered")),
	      "log: %s", line);
	CHECK(!strstr(line, "failed to claim"), "log: %s", line);
	CHECK(!strstr(line, "managed resources present"), "log: %s", line);
}

static unsigned long live_at_start;

static int setup(void **state)
{
	(void)state;
	violations_reset();
	live_at_start = live_allocs();
	platdev_set_log_hook(quiet_hook, NULL);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	platdev_set_log_hook(NULL, NULL);
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	assert_int_equal(bus_driver_count(&platform_bus_type), 0);
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live_at_start);
	return 0;
}

static unsigned int xorshift(unsigned int *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

/* --- scenario 1: devices, drivers and lookups all at once --------------- */

enum kind { KIND_A, KIND_BX, KIND_AUTO, NKINDS };

static const char *const kind_names[NKINDS] = { "st-a", "st-b-x", "st-auto" };

#define SHARED_ID_A 900
#define SHARED_ID_BX 901

static resource_size_t mem_of(enum kind kind, int id)
{
	return 0x60000000 + (resource_size_t)kind * 0x100000 +
	       (resource_size_t)id * 0x1000;
}

/* The drivers: how each matches, and what it saw. */
struct sdrv {
	struct platform_driver pdrv;
	int probes; /* successful probes */
	int removes;
};

static const struct platform_device_id b_ids[] = { { "st-b-x", 1 },
						   { "st-auto", 2 },
						   {} };
static const struct platform_device_id c_ids[] = { { "st-a", 3 },
						   { "st-b-x", 4 },
						   {} };
static const struct platform_device_id e_ids[] = { { "st-auto", 5 }, {} };

#define NDRV 4
static struct sdrv sdrv[NDRV];

static bool id_in(const struct platform_device_id *table,
		  const struct platform_device_id *id)
{
	for (; table->name[0]; table++)
		if (table == id)
			return true;
	return false;
}

static int common_probe(struct platform_device *pdev, int idx)
{
	struct sdrv *d = &sdrv[idx];
	const struct platform_device_id *id = platform_get_device_id(pdev);

	CHECK(pdev->dev.driver == &d->pdrv.driver, "probe %d: dev->driver",
	      idx);
	CHECK(platform_get_drvdata(pdev) == NULL,
	      "probe %d of %s: drvdata left over", idx, dev_name(&pdev->dev));
	if (d->pdrv.id_table) {
		CHECK(id && id_in(d->pdrv.id_table, id) &&
			      strcmp(id->name, pdev->name) == 0,
		      "probe %d of %s: wrong id entry", idx,
		      dev_name(&pdev->dev));
	} else {
		CHECK(!id && strcmp(pdev->name, d->pdrv.driver.name) == 0,
		      "probe %d of %s: name does not match", idx,
		      dev_name(&pdev->dev));
	}
	/* The device's resources are readable while it binds. */
	CHECK(platform_get_irq_optional(pdev, 0) > 0, "probe %d: no irq", idx);
	platform_set_drvdata(pdev, d);
	__atomic_fetch_add(&d->probes, 1, __ATOMIC_ACQ_REL);
	return 0;
}

static void common_remove(struct platform_device *pdev, int idx)
{
	struct sdrv *d = &sdrv[idx];

	CHECK(pdev->dev.driver == &d->pdrv.driver, "remove %d: dev->driver",
	      idx);
	CHECK(platform_get_drvdata(pdev) == d, "remove %d of %s: drvdata", idx,
	      dev_name(&pdev->dev));
	__atomic_fetch_add(&d->removes, 1, __ATOMIC_ACQ_REL);
}

#define SDRV_CALLBACKS(n)                                    \
	static int probe_##n(struct platform_device *pdev)   \
	{                                                    \
		return common_probe(pdev, n);                \
	}                                                    \
	static void remove_##n(struct platform_device *pdev) \
	{                                                    \
		common_remove(pdev, n);                      \
	}

SDRV_CALLBACKS(0)
SDRV_CALLBACKS(1)
SDRV_CALLBACKS(2)
SDRV_CALLBACKS(3)

#define SDRV(n, _name, _ids)                           \
	(struct sdrv)                                  \
	{                                              \
		.pdrv = {                              \
			.probe = probe_##n,            \
			.remove_new = remove_##n,      \
			.driver = { .name = (_name) }, \
			.id_table = (_ids),            \
		},                                     \
	}

static void init_drivers(void)
{
	sdrv[0] = SDRV(0, "st-a", NULL); /* by name */
	sdrv[1] = SDRV(1, "st-b", b_ids);
	sdrv[2] = SDRV(2, "st-c", c_ids); /* competes with 0 and 1 */
	sdrv[3] = SDRV(3, "st-e", e_ids); /* competes with 1 */
}

static pthread_barrier_t start_line;
static int stop; /* set when the device threads are done */
static int eexist_seen;

struct slot {
	enum kind kind;
	int id; /* PLATFORM_DEVID_AUTO for the automatic one */
	struct platform_device *pdev;
};

static void slot_init(struct slot *s, int thread, int i)
{
	if (i < 3) {
		s->kind = KIND_A;
		s->id = thread * 10 + i;
	} else if (i < 6) {
		s->kind = KIND_BX;
		s->id = thread * 10 + i;
	} else if (i == 6) {
		s->kind = KIND_AUTO;
		s->id = PLATFORM_DEVID_AUTO;
	} else {
		/* Names every thread uses: only one can have each. */
		s->kind = i == 7 ? KIND_A : KIND_BX;
		s->id = i == 7 ? SHARED_ID_A : SHARED_ID_BX;
	}
	s->pdev = NULL;
}

static void slot_register(struct slot *s, unsigned int rnd)
{
	struct resource res[2] = {
		DEFINE_RES_IRQ_NAMED(100 + (s->id < 0 ? 999 : s->id), "irq"),
		DEFINE_RES_MEM(mem_of(s->kind, s->id), 0x100),
	};
	unsigned int nres = s->kind == KIND_AUTO ? 1 : 2;
	const char *name = kind_names[s->kind];
	struct platform_device *pdev;
	char want[32];
	int ret = 0;

	if (rnd & 1) {
		pdev = platform_device_register_simple(name, s->id, res, nres);
		if (IS_ERR(pdev)) {
			ret = (int)PTR_ERR(pdev);
			pdev = NULL;
		}
	} else {
		pdev = platform_device_alloc(name, s->id);
		if (!pdev) {
			violation("alloc %s.%d failed", name, s->id);
			return;
		}
		ret = platform_device_add_resources(pdev, res, nres);
		if (!ret)
			ret = platform_device_add(pdev);
		if (ret) {
			platform_device_put(pdev);
			pdev = NULL;
		}
	}
	if (ret == -EEXIST && s->id >= SHARED_ID_A) {
		__atomic_fetch_add(&eexist_seen, 1, __ATOMIC_RELAXED);
		return;
	}
	if (ret) {
		violation("register %s.%d: %d", name, s->id, ret);
		return;
	}
	if (s->id >= 0) {
		snprintf(want, sizeof(want), "%s.%d", name, s->id);
		CHECK(strcmp(dev_name(&pdev->dev), want) == 0,
		      "registered %s as %s", want, dev_name(&pdev->dev));
	} else {
		CHECK(strncmp(dev_name(&pdev->dev), "st-auto.", 8) == 0 &&
			      strstr(dev_name(&pdev->dev), ".auto"),
		      "auto device named %s", dev_name(&pdev->dev));
	}
	s->pdev = pdev;
}

static void *device_thread(void *arg)
{
	int thread = (int)(long)arg;
	struct slot slots[SLOTS_PER_THREAD];
	unsigned int seed = 0x9e3779b9u * (unsigned int)(thread + 1);
	int i;

	for (i = 0; i < SLOTS_PER_THREAD; i++)
		slot_init(&slots[i], thread, i);
	pthread_barrier_wait(&start_line);

	for (i = 0; i < DEV_ITERATIONS; i++) {
		unsigned int rnd = xorshift(&seed);
		struct slot *s = &slots[rnd % SLOTS_PER_THREAD];

		if (s->pdev) {
			platform_device_unregister(s->pdev);
			s->pdev = NULL;
		} else {
			slot_register(s, rnd >> 8);
		}
	}
	for (i = 0; i < SLOTS_PER_THREAD; i++)
		if (slots[i].pdev)
			platform_device_unregister(slots[i].pdev);
	return NULL;
}

/* After unregistering, a driver's probes and removes balance exactly. */
static void driver_cycle(int idx)
{
	struct sdrv *d = &sdrv[idx];
	int ret = platform_driver_register(&d->pdrv);
	int p, r;

	if (ret) {
		violation("driver %s: register %d", d->pdrv.driver.name, ret);
		return;
	}
	sched_yield();
	CHECK(driver_find(d->pdrv.driver.name, &platform_bus_type) ==
		      &d->pdrv.driver,
	      "driver_find(%s) while registered", d->pdrv.driver.name);
	platform_driver_unregister(&d->pdrv);
	p = __atomic_load_n(&d->probes, __ATOMIC_ACQUIRE);
	r = __atomic_load_n(&d->removes, __ATOMIC_ACQUIRE);
	CHECK(p == r, "driver %s: %d probes, %d removes after unregister",
	      d->pdrv.driver.name, p, r);
}

static void *driver_thread(void *arg)
{
	int first = (int)(long)arg; /* drivers first and first + 2 */
	unsigned int seed = 0x2545f491u + (unsigned int)first;

	pthread_barrier_wait(&start_line);
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		unsigned int rnd = xorshift(&seed);

		if (rnd & 1) {
			/* Both at once: they compete for the same devices. */
			int a = platform_driver_register(&sdrv[first].pdrv);
			int b = platform_driver_register(&sdrv[first + 2].pdrv);

			CHECK(!a && !b, "register pair %d: %d %d", first, a, b);
			sched_yield();
			if (!b)
				platform_driver_unregister(
					&sdrv[first + 2].pdrv);
			if (!a)
				platform_driver_unregister(&sdrv[first].pdrv);
		} else {
			driver_cycle(first + (rnd & 2 ? 2 : 0));
		}
	}
	return NULL;
}

/* The names a lookup may ask for, and what the device must look like. */
static void lookup_name(unsigned int rnd, char *name, size_t len,
			enum kind *kind, int *id)
{
	int thread = (int)(rnd % DEV_THREADS), slot = (int)((rnd >> 4) % 8);

	if (slot < 3) {
		*kind = KIND_A;
		*id = thread * 10 + slot;
	} else if (slot < 6) {
		*kind = KIND_BX;
		*id = thread * 10 + slot;
	} else {
		*kind = slot == 6 ? KIND_A : KIND_BX;
		*id = slot == 6 ? SHARED_ID_A : SHARED_ID_BX;
	}
	snprintf(name, len, "%s.%d", kind_names[*kind], *id);
}

static int check_listed(struct device *dev, void *data)
{
	struct platform_device *pdev = to_platform_device(dev);
	size_t n = strlen(pdev->name);
	const char *name = dev_name(dev);

	(void)data;
	CHECK(strncmp(name, "st-", 3) == 0 &&
		      strncmp(name, pdev->name, n) == 0 && name[n] == '.',
	      "listed device %s (platform name %s)", name, pdev->name);
	return 0;
}

static void *lookup_thread(void *arg)
{
	unsigned int seed = 0x1234567u;
	unsigned long rounds = 0;

	(void)arg;
	pthread_barrier_wait(&start_line);
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		unsigned int rnd = xorshift(&seed);
		struct device_driver *drv;
		struct platform_device *pdev;
		struct resource *mem;
		struct device *dev;
		enum kind kind;
		char name[32];
		int id;

		lookup_name(rnd, name, sizeof(name), &kind, &id);
		dev = bus_find_device_by_name(&platform_bus_type, NULL, name);
		if (dev) {
			pdev = to_platform_device(dev);
			CHECK(strcmp(dev_name(dev), name) == 0,
			      "looked up %s, found %s", name, dev_name(dev));
			CHECK(strcmp(pdev->name, kind_names[kind]) == 0,
			      "%s has platform name %s", name, pdev->name);
			mem = platform_get_resource(pdev, IORESOURCE_MEM, 0);
			CHECK(mem && mem->start == mem_of(kind, id) &&
				      resource_size(mem) == 0x100,
			      "%s: wrong memory resource", name);
			CHECK(platform_get_irq_optional(pdev, 0) == 100 + id,
			      "%s: wrong irq", name);
			CHECK(platform_get_irq_byname_optional(pdev, "irq") ==
				      100 + id,
			      "%s: wrong irq by name", name);
			put_device(dev);
		}
		if ((rounds & 15) == 0)
			bus_for_each_dev(&platform_bus_type, NULL, NULL,
					 check_listed);
		drv = driver_find("st-c", &platform_bus_type);
		CHECK(!drv || drv == &sdrv[2].pdrv.driver,
		      "driver_find(st-c) found another driver");
		rounds++;
	}
	return NULL;
}

/*
 * Drivers that match nothing, registered before the scenario. With
 * PLATDEV_DRIVER_INDEX_MIN of them the bus builds its match index; with one
 * unregistered again it keeps it (an index goes only with the last driver),
 * so the scenario's drivers come and go on an indexed bus.
 */
static struct platform_driver ballast[PLATDEV_DRIVER_INDEX_MIN];
static char ballast_names[PLATDEV_DRIVER_INDEX_MIN][24];

static void run_devices_drivers_lookups(int nballast)
{
	pthread_t dev_threads[DEV_THREADS], drv_threads[2], lookup;
	unsigned long live = live_allocs();
	long i;
	int d;

	for (d = 0; d < nballast; d++) {
		snprintf(ballast_names[d], sizeof(ballast_names[d]),
			 "st-ballast-%d", d);
		ballast[d] = (struct platform_driver){
			.driver = { .name = ballast_names[d] },
		};
		assert_int_equal(platform_driver_register(&ballast[d]), 0);
	}
	if (nballast == PLATDEV_DRIVER_INDEX_MIN) {
		/* One key array per driver: the index is there. */
		assert_true(live_allocs() >= live + PLATDEV_DRIVER_INDEX_MIN);
		platform_driver_unregister(&ballast[--nballast]);
	}
	init_drivers();
	__atomic_store_n(&stop, 0, __ATOMIC_RELEASE);
	pthread_barrier_init(&start_line, NULL, DEV_THREADS + 3);
	for (i = 0; i < DEV_THREADS; i++)
		assert_int_equal(pthread_create(&dev_threads[i], NULL,
						device_thread, (void *)i),
				 0);
	for (i = 0; i < 2; i++)
		assert_int_equal(pthread_create(&drv_threads[i], NULL,
						driver_thread, (void *)i),
				 0);
	assert_int_equal(pthread_create(&lookup, NULL, lookup_thread, NULL), 0);

	for (i = 0; i < DEV_THREADS; i++)
		pthread_join(dev_threads[i], NULL);
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	for (i = 0; i < 2; i++)
		pthread_join(drv_threads[i], NULL);
	pthread_join(lookup, NULL);
	pthread_barrier_destroy(&start_line);

	assert_no_violations();
	for (d = 0; d < NDRV; d++) {
		assert_int_equal(sdrv[d].probes, sdrv[d].removes);
		assert_false(sdrv[d].pdrv.driver.p.registered);
	}
	for (d = 0; d < nballast; d++)
		platform_driver_unregister(&ballast[d]);
}

/* A bus walked: fewer drivers than PLATDEV_DRIVER_INDEX_MIN. */
static void test_devices_drivers_lookups(void **state)
{
	(void)state;
	run_devices_drivers_lookups(0);
}

/* The same with the bus's match index built while the threads run. */
static void test_devices_drivers_lookups_indexed(void **state)
{
	(void)state;
	run_devices_drivers_lookups(PLATDEV_DRIVER_INDEX_MIN);
}

/* --- scenario 2: driver_unregister() racing slow probes ------------------ */

static int slow_registered; /* 1 from before register to after unregister */
static int slow_probes, slow_removes;

static int slow_probe(struct platform_device *pdev)
{
	int i;

	CHECK(__atomic_load_n(&slow_registered, __ATOMIC_ACQUIRE),
	      "slow probe of %s before register or after unregister",
	      dev_name(&pdev->dev));
	for (i = 0; i < 4; i++)
		sched_yield();
	CHECK(__atomic_load_n(&slow_registered, __ATOMIC_ACQUIRE),
	      "slow probe of %s still running after unregister",
	      dev_name(&pdev->dev));
	platform_set_drvdata(pdev, &slow_probes);
	__atomic_fetch_add(&slow_probes, 1, __ATOMIC_ACQ_REL);
	return 0;
}

static void slow_remove(struct platform_device *pdev)
{
	CHECK(__atomic_load_n(&slow_registered, __ATOMIC_ACQUIRE),
	      "slow remove of %s after unregister", dev_name(&pdev->dev));
	CHECK(platform_get_drvdata(pdev) == &slow_probes,
	      "slow remove of %s: drvdata", dev_name(&pdev->dev));
	__atomic_fetch_add(&slow_removes, 1, __ATOMIC_ACQ_REL);
}

static struct platform_driver slow_drv;

static int not_bound_to_slow(struct device *dev, void *data)
{
	(void)data;
	CHECK(__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE) !=
		      &slow_drv.driver,
	      "%s still bound to the unregistered driver", dev_name(dev));
	return 0;
}

static void *slow_device_thread(void *arg)
{
	int thread = (int)(long)arg, i;

	pthread_barrier_wait(&start_line);
	for (i = 0; i < 600; i++) {
		struct platform_device *pdev = platform_device_register_simple(
			"st-slow", thread * 1000 + i, NULL, 0);

		if (IS_ERR(pdev)) {
			violation("st-slow.%d: %ld", thread * 1000 + i,
				  PTR_ERR(pdev));
			continue;
		}
		if (i & 1)
			sched_yield();
		platform_device_unregister(pdev);
	}
	return NULL;
}

static void *slow_driver_thread(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start_line);
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		int ret, p, r;

		__atomic_store_n(&slow_registered, 1, __ATOMIC_RELEASE);
		ret = platform_driver_register(&slow_drv);
		if (ret) {
			violation("st-slow driver: %d", ret);
			break;
		}
		sched_yield();
		platform_driver_unregister(&slow_drv);
		__atomic_store_n(&slow_registered, 0, __ATOMIC_RELEASE);
		p = __atomic_load_n(&slow_probes, __ATOMIC_ACQUIRE);
		r = __atomic_load_n(&slow_removes, __ATOMIC_ACQUIRE);
		CHECK(p == r, "slow driver: %d probes, %d removes", p, r);
		bus_for_each_dev(&platform_bus_type, NULL, NULL,
				 not_bound_to_slow);
	}
	return NULL;
}

static void test_unregister_driver_during_probes(void **state)
{
	pthread_t devs[2], drv;
	long i;

	(void)state;
	slow_drv = (struct platform_driver){ .probe = slow_probe,
					     .remove_new = slow_remove,
					     .driver = { .name = "st-slow" } };
	slow_probes = slow_removes = 0;
	__atomic_store_n(&stop, 0, __ATOMIC_RELEASE);
	pthread_barrier_init(&start_line, NULL, 3);
	for (i = 0; i < 2; i++)
		assert_int_equal(pthread_create(&devs[i], NULL,
						slow_device_thread, (void *)i),
				 0);
	assert_int_equal(pthread_create(&drv, NULL, slow_driver_thread, NULL),
			 0);
	for (i = 0; i < 2; i++)
		pthread_join(devs[i], NULL);
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	pthread_join(drv, NULL);
	pthread_barrier_destroy(&start_line);

	assert_no_violations();
	assert_int_equal(slow_probes, slow_removes);
	assert_null(driver_find("st-slow", &platform_bus_type));
}

/* --- scenario 3: a probe adds a child while the parent is unregistered -- */

#define FAMILY_ROUNDS 400

static int par_probes, par_removes, kid_probes, kid_removes, kids_made;
static int kids_refused; /* -ENODEV: the parent was already going */

static int par_probe(struct platform_device *pdev)
{
	struct platform_device *kid;

	kid = platform_device_register_data(&pdev->dev, "st-kid", pdev->id,
					    NULL, 0);
	if (IS_ERR(kid)) {
		CHECK(PTR_ERR(kid) == -ENODEV, "kid of %s: %ld",
		      dev_name(&pdev->dev), PTR_ERR(kid));
		__atomic_fetch_add(&kids_refused, 1, __ATOMIC_RELAXED);
		kid = NULL;
	} else {
		__atomic_fetch_add(&kids_made, 1, __ATOMIC_RELAXED);
		CHECK(kid->dev.parent == &pdev->dev, "kid's parent");
	}
	platform_set_drvdata(pdev, kid);
	__atomic_fetch_add(&par_probes, 1, __ATOMIC_ACQ_REL);
	return 0;
}

static void par_remove(struct platform_device *pdev)
{
	struct platform_device *kid = platform_get_drvdata(pdev);

	__atomic_fetch_add(&par_removes, 1, __ATOMIC_ACQ_REL);
	if (kid)
		platform_device_unregister(kid);
}

static int kid_probe(struct platform_device *pdev)
{
	(void)pdev;
	__atomic_fetch_add(&kid_probes, 1, __ATOMIC_ACQ_REL);
	sched_yield();
	return 0;
}

static void kid_remove(struct platform_device *pdev)
{
	(void)pdev;
	__atomic_fetch_add(&kid_removes, 1, __ATOMIC_ACQ_REL);
}

static struct platform_driver par_drv, kid_drv;
static pthread_barrier_t round_start, round_end;
static struct platform_device *round_parent;

static int round_add_done;

static void *family_adder(void *arg)
{
	int i, ret;

	(void)arg;
	for (i = 0; i < FAMILY_ROUNDS; i++) {
		pthread_barrier_wait(&round_start);
		ret = platform_device_add(round_parent);
		CHECK(ret == 0, "add st-par.%d: %d", i, ret);
		__atomic_store_n(&round_add_done, 1, __ATOMIC_RELEASE);
		pthread_barrier_wait(&round_end);
	}
	return NULL;
}

static void *family_remover(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < FAMILY_ROUNDS; i++) {
		pthread_barrier_wait(&round_start);
		/* As soon as it is visible: its probe may be running. */
		while (!device_is_registered(&round_parent->dev) &&
		       !__atomic_load_n(&round_add_done, __ATOMIC_ACQUIRE))
			sched_yield();
		if (device_is_registered(&round_parent->dev))
			platform_device_del(round_parent);
		pthread_barrier_wait(&round_end);
	}
	return NULL;
}

static void test_child_added_while_parent_goes(void **state)
{
	pthread_t adder, remover;
	char name[32];
	int i;

	(void)state;
	par_drv = (struct platform_driver){ .probe = par_probe,
					    .remove_new = par_remove,
					    .driver = { .name = "st-par" } };
	kid_drv = (struct platform_driver){ .probe = kid_probe,
					    .remove_new = kid_remove,
					    .driver = { .name = "st-kid" } };
	par_probes = par_removes = kid_probes = kid_removes = 0;
	kids_made = kids_refused = 0;
	assert_int_equal(platform_driver_register(&kid_drv), 0);
	assert_int_equal(platform_driver_register(&par_drv), 0);
	pthread_barrier_init(&round_start, NULL, 3);
	pthread_barrier_init(&round_end, NULL, 3);
	assert_int_equal(pthread_create(&adder, NULL, family_adder, NULL), 0);
	assert_int_equal(pthread_create(&remover, NULL, family_remover, NULL),
			 0);

	for (i = 0; i < FAMILY_ROUNDS; i++) {
		round_parent = platform_device_alloc("st-par", i);
		assert_non_null(round_parent);
		__atomic_store_n(&round_add_done, 0, __ATOMIC_RELEASE);
		pthread_barrier_wait(&round_start);
		pthread_barrier_wait(&round_end);
		/* Both done: neither the parent nor its child is left. */
		snprintf(name, sizeof(name), "st-kid.%d", i);
		assert_null(bus_find_device_by_name(&platform_bus_type, NULL,
						    name));
		snprintf(name, sizeof(name), "st-par.%d", i);
		assert_null(bus_find_device_by_name(&platform_bus_type, NULL,
						    name));
		assert_false(device_is_registered(&round_parent->dev));
		platform_device_put(round_parent);
	}
	pthread_join(adder, NULL);
	pthread_join(remover, NULL);
	pthread_barrier_destroy(&round_start);
	pthread_barrier_destroy(&round_end);

	platform_driver_unregister(&par_drv);
	platform_driver_unregister(&kid_drv);
	assert_no_violations();
	assert_int_equal(par_probes, par_removes);
	assert_int_equal(kid_probes, kid_removes);
	assert_int_equal(kids_made + kids_refused, par_probes);
}

/* --- scenario 4: reading a device's resources while its owner removes it -- */

#define OWNER_ROUNDS 5000

static void *owner_thread(void *arg)
{
	int i;

	(void)arg;
	pthread_barrier_wait(&start_line);
	for (i = 0; i < OWNER_ROUNDS; i++) {
		/* The memory window is unnamed: it takes the device's name. */
		struct resource res[2] = {
			DEFINE_RES_MEM(0x61000000, 0x100),
			DEFINE_RES_IRQ_NAMED(77, "irq"),
		};
		struct platform_device *pdev =
			platform_device_register_simple("st-owned", 1, res, 2);

		if (IS_ERR(pdev)) {
			violation("st-owned.1: %ld", PTR_ERR(pdev));
			continue;
		}
		platform_device_unregister(pdev);
	}
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	return NULL;
}

static void *reader_thread(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start_line);
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		struct device *dev = bus_find_device_by_name(
			&platform_bus_type, NULL, "st-owned.1");
		struct platform_device *pdev;
		struct resource *mem;

		if (!dev)
			continue;
		/* The reference keeps the device and its resources readable. */
		pdev = to_platform_device(dev);
		mem = platform_get_resource(pdev, IORESOURCE_MEM, 0);
		CHECK(mem && mem->start == 0x61000000, "st-owned.1: memory");
		CHECK(platform_get_irq_byname_optional(pdev, "irq") == 77,
		      "st-owned.1: irq by name");
		CHECK(platform_get_irq_optional(pdev, 0) == 77,
		      "st-owned.1: irq");
		put_device(dev);
	}
	return NULL;
}

static void test_read_resources_while_owner_unregisters(void **state)
{
	pthread_t owner, reader;

	(void)state;
	__atomic_store_n(&stop, 0, __ATOMIC_RELEASE);
	pthread_barrier_init(&start_line, NULL, 2);
	assert_int_equal(pthread_create(&owner, NULL, owner_thread, NULL), 0);
	assert_int_equal(pthread_create(&reader, NULL, reader_thread, NULL), 0);
	pthread_join(owner, NULL);
	pthread_join(reader, NULL);
	pthread_barrier_destroy(&start_line);
	assert_no_violations();
}

/* --- scenario 5: looking a driver up while it comes and goes ------------- */

#define FIND_ROUNDS 20000

static struct platform_driver find_drv;

static void *find_driver_thread(void *arg)
{
	int i, ret;

	(void)arg;
	pthread_barrier_wait(&start_line);
	for (i = 0; i < FIND_ROUNDS; i++) {
		ret = platform_driver_register(&find_drv);
		if (ret) {
			violation("st-find: register %d", ret);
			break;
		}
		platform_driver_unregister(&find_drv);
	}
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	return NULL;
}

static void *find_lookup_thread(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start_line);
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		struct device_driver *drv =
			driver_find("st-find", &platform_bus_type);

		CHECK(!drv || drv == &find_drv.driver,
		      "driver_find(st-find) returned a stranger");
	}
	return NULL;
}

static void test_driver_find_while_unregistering(void **state)
{
	pthread_t drv, lookup;

	(void)state;
	find_drv = (struct platform_driver){ .driver = { .name = "st-find" } };
	__atomic_store_n(&stop, 0, __ATOMIC_RELEASE);
	pthread_barrier_init(&start_line, NULL, 2);
	assert_int_equal(pthread_create(&drv, NULL, find_driver_thread, NULL),
			 0);
	assert_int_equal(
		pthread_create(&lookup, NULL, find_lookup_thread, NULL), 0);
	pthread_join(drv, NULL);
	pthread_join(lookup, NULL);
	pthread_barrier_destroy(&start_line);
	assert_no_violations();
	assert_null(driver_find("st-find", &platform_bus_type));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_devices_drivers_lookups,
						setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_devices_drivers_lookups_indexed, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_unregister_driver_during_probes, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_child_added_while_parent_goes, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_read_resources_while_owner_unregisters, setup,
			teardown),
		cmocka_unit_test_setup_teardown(
			test_driver_find_while_unregistering, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
