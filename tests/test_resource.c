// SPDX-License-Identifier: MIT
/*
 * test_resource.c - resource trees: request, insert, remove, adjust,
 * allocate, busy regions, intersection queries and the /proc/iomem view.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/ioport.h>
#include <linux/kernel.h>

#include "testutil.h"

#define RES(s, e, n, f)                                             \
	{                                                           \
		.start = (s), .end = (e), .name = (n), .flags = (f) \
	}

static struct resource root_res;

static int setup(void **state)
{
	(void)state;
	memset(&root_res, 0, sizeof(root_res));
	root_res = (struct resource)RES(0x0, 0xffff, "root", IORESOURCE_MEM);
	return 0;
}

static void expect_children(const struct resource *parent,
			    const struct resource *const *want, int n)
{
	const struct resource *c = parent->child;
	int i;

	for (i = 0; i < n; i++) {
		assert_non_null(c);
		assert_ptr_equal(c, want[i]);
		assert_ptr_equal(c->parent, parent);
		c = c->sibling;
	}
	assert_null(c);
}

static void test_request_keeps_children_sorted(void **state)
{
	struct resource a = RES(0x3000, 0x3fff, "a", IORESOURCE_MEM);
	struct resource b = RES(0x1000, 0x1fff, "b", IORESOURCE_MEM);
	struct resource c = RES(0x2000, 0x2fff, "c", IORESOURCE_MEM);
	const struct resource *order[] = { &b, &c, &a };

	(void)state;
	assert_int_equal(request_resource(&root_res, &a), 0);
	assert_int_equal(request_resource(&root_res, &b), 0);
	assert_null(request_resource_conflict(&root_res, &c));
	expect_children(&root_res, order, 3);
	assert_int_equal(release_resource(&a), 0);
	assert_int_equal(release_resource(&b), 0);
	assert_int_equal(release_resource(&c), 0);
	assert_null(root_res.child);
}

/*
 * The tree starts its search after the resource linked last: the order and
 * the conflicts must be the same whether a new one lands after it, before
 * it, over it, under another parent, or after it was unlinked.
 */
static void test_search_after_the_last_linked(void **state)
{
	struct resource r[6] = {
		RES(0x1000, 0x1fff, "r0", IORESOURCE_MEM),
		RES(0x2000, 0x2fff, "r1", IORESOURCE_MEM),
		RES(0x4000, 0x4fff, "r2", IORESOURCE_MEM),
		RES(0x3000, 0x3fff, "r3", IORESOURCE_MEM), /* before the last */
		RES(0x0000, 0x0fff, "r4", IORESOURCE_MEM), /* at the head */
		RES(0x5000, 0x5fff, "r5", IORESOURCE_MEM),
	};
	struct resource over = RES(0x3800, 0x47ff, "over", IORESOURCE_MEM);
	struct resource low = RES(0x1800, 0x18ff, "low", IORESOURCE_MEM);
	struct resource sub = RES(0x4100, 0x41ff, "sub", IORESOURCE_MEM);
	const struct resource *order[] = { &r[4], &r[0], &r[1],
					   &r[3], &r[2], &r[5] };
	int i;

	(void)state;
	for (i = 0; i < 5; i++)
		assert_null(request_resource_conflict(&root_res, &r[i]));
	/* Last linked is r4, at the head; these overlap things after it. */
	assert_ptr_equal(request_resource_conflict(&root_res, &over), &r[3]);
	assert_ptr_equal(request_resource_conflict(&root_res, &low), &r[0]);
	/* Linked last under another parent: the root is searched in full. */
	assert_null(request_resource_conflict(&r[2], &sub));
	assert_ptr_equal(request_resource_conflict(&root_res, &low), &r[0]);
	assert_null(request_resource_conflict(&root_res, &r[5]));
	expect_children(&root_res, order, 6);
	/* The last linked goes; the next search must not start from it. */
	assert_int_equal(release_resource(&r[5]), 0);
	assert_ptr_equal(request_resource_conflict(&root_res, &over), &r[3]);
	assert_null(request_resource_conflict(&root_res, &r[5]));
	expect_children(&root_res, order, 6);
	assert_int_equal(release_resource(&sub), 0);
	for (i = 0; i < 6; i++)
		assert_int_equal(release_resource(&r[i]), 0);
	assert_null(root_res.child);
}

static void test_request_conflicts(void **state)
{
	struct resource a = RES(0x1000, 0x1fff, "a", IORESOURCE_MEM);
	struct resource overlap =
		RES(0x1800, 0x27ff, "overlap", IORESOURCE_MEM);
	struct resource outside =
		RES(0xf000, 0x10000, "outside", IORESOURCE_MEM);
	struct resource backwards =
		RES(0x5000, 0x4fff, "backwards", IORESOURCE_MEM);

	(void)state;
	assert_int_equal(request_resource(&root_res, &a), 0);
	assert_ptr_equal(request_resource_conflict(&root_res, &overlap), &a);
	assert_int_equal(request_resource(&root_res, &overlap), -EBUSY);
	assert_ptr_equal(request_resource_conflict(&root_res, &outside),
			 &root_res);
	assert_ptr_equal(request_resource_conflict(&root_res, &backwards),
			 &root_res);
	/* Nothing but a is in the tree. */
	assert_ptr_equal(root_res.child, &a);
	assert_null(a.sibling);
	assert_null(overlap.parent);
	assert_int_equal(release_resource(&a), 0);
	assert_int_equal(release_resource(&a), -EINVAL);
}

static void test_release_takes_children_along(void **state)
{
	struct resource bus = RES(0x1000, 0x1fff, "bus", IORESOURCE_MEM);
	struct resource dev = RES(0x1100, 0x11ff, "dev", IORESOURCE_MEM);

	(void)state;
	assert_int_equal(request_resource(&root_res, &bus), 0);
	assert_int_equal(request_resource(&bus, &dev), 0);
	assert_int_equal(release_resource(&bus), 0);
	assert_null(root_res.child);
	assert_ptr_equal(bus.child, &dev);
	assert_ptr_equal(dev.parent, &bus);
}

static void test_insert_adopts_covered_resources(void **state)
{
	struct resource a = RES(0x1000, 0x1fff, "a", IORESOURCE_MEM);
	struct resource b = RES(0x3000, 0x3fff, "b", IORESOURCE_MEM);
	struct resource z = RES(0x8000, 0x8fff, "z", IORESOURCE_MEM);
	struct resource big = RES(0x0, 0x4fff, "big", IORESOURCE_MEM);
	struct resource inner = RES(0x1100, 0x11ff, "inner", IORESOURCE_MEM);
	struct resource partial =
		RES(0x1800, 0x28ff, "partial", IORESOURCE_MEM);
	struct resource same = RES(0x3000, 0x3fff, "same", IORESOURCE_MEM);
	const struct resource *top[] = { &big, &z };
	const struct resource *under_big[] = { &a, &b };

	(void)state;
	assert_int_equal(request_resource(&root_res, &a), 0);
	assert_int_equal(request_resource(&root_res, &b), 0);
	assert_int_equal(request_resource(&root_res, &z), 0);
	assert_int_equal(insert_resource(&root_res, &big), 0);
	expect_children(&root_res, top, 2);
	expect_children(&big, under_big, 2);

	/* Inserted at the deepest level that holds it. */
	assert_int_equal(insert_resource(&root_res, &inner), 0);
	assert_ptr_equal(inner.parent, &a);

	/* A partial overlap cannot be fixed up. */
	assert_ptr_equal(insert_resource_conflict(&root_res, &partial), &a);
	assert_null(partial.parent);

	/* The same range nests above the existing one. */
	assert_int_equal(insert_resource(&root_res, &same), 0);
	assert_ptr_equal(same.child, &b);
	assert_ptr_equal(b.parent, &same);

	/* remove_resource() hands the children to the parent. */
	assert_int_equal(remove_resource(&big), 0);
	assert_ptr_equal(a.parent, &root_res);
	assert_ptr_equal(same.parent, &root_res);
	assert_int_equal(remove_resource(&big), -EINVAL);
	assert_int_equal(remove_resource(&same), 0);
	assert_ptr_equal(b.parent, &root_res);
	assert_int_equal(release_resource(&inner), 0);
	assert_int_equal(release_resource(&a), 0);
	assert_int_equal(release_resource(&b), 0);
	assert_int_equal(release_resource(&z), 0);
	assert_null(root_res.child);
}

static void test_adjust_resource(void **state)
{
	struct resource a = RES(0x1000, 0x1fff, "a", IORESOURCE_MEM);
	struct resource b = RES(0x3000, 0x3fff, "b", IORESOURCE_MEM);
	struct resource child = RES(0x1800, 0x18ff, "child", IORESOURCE_MEM);
	struct resource loose = RES(0x0, 0xf, "loose", IORESOURCE_MEM);

	(void)state;
	assert_int_equal(request_resource(&root_res, &a), 0);
	assert_int_equal(request_resource(&root_res, &b), 0);
	assert_int_equal(request_resource(&a, &child), 0);

	assert_int_equal(adjust_resource(&a, 0x1000, 0x2000),
			 0); /* grow up to b */
	assert_int_equal(a.end, 0x2fff);
	assert_int_equal(adjust_resource(&a, 0x1000, 0x2001),
			 -EBUSY); /* into b */
	assert_int_equal(adjust_resource(&b, 0x2fff, 0x100),
			 -EBUSY); /* into a */
	assert_int_equal(adjust_resource(&a, 0x1000, 0x800),
			 -EBUSY); /* drops child */
	assert_int_equal(adjust_resource(&b, 0xf000, 0x2000),
			 -EBUSY); /* leaves root */
	assert_int_equal(adjust_resource(&a, 0x1000, 0), -EBUSY);
	assert_int_equal(a.start, 0x1000);
	assert_int_equal(a.end, 0x2fff);
	assert_int_equal(adjust_resource(&loose, 0x100, 0x10),
			 0); /* not in a tree */
	assert_int_equal(loose.start, 0x100);
	assert_int_equal(loose.end, 0x10f);

	assert_int_equal(release_resource(&a), 0);
	assert_int_equal(release_resource(&b), 0);
}

static resource_size_t align_to_0x800_plus_0x10(void *data,
						const struct resource *res,
						resource_size_t size,
						resource_size_t align)
{
	(void)size;
	(void)align;
	*(int *)data += 1;
	return ((res->start + 0x7ff) & ~(resource_size_t)0x7ff) + 0x10;
}

static void test_allocate_resource(void **state)
{
	struct resource low = RES(0x0, 0xfff, "low", IORESOURCE_MEM);
	struct resource mid = RES(0x2000, 0x2fff, "mid", IORESOURCE_MEM);
	struct resource x = RES(0, 0, "x", IORESOURCE_MEM);
	struct resource y = RES(0, 0, "y", IORESOURCE_MEM);
	struct resource z = RES(0, 0, "z", IORESOURCE_MEM);
	struct resource w = RES(0, 0, "w", IORESOURCE_MEM);
	int calls = 0;

	(void)state;
	assert_int_equal(request_resource(&root_res, &low), 0);
	assert_int_equal(request_resource(&root_res, &mid), 0);

	assert_int_equal(allocate_resource(&root_res, &x, 0x1000, 0, 0xffff,
					   0x1000, NULL, NULL),
			 0);
	assert_int_equal(x.start, 0x1000);
	assert_int_equal(x.end, 0x1fff);
	assert_ptr_equal(x.parent, &root_res);

	/* min and alignment push it past mid. */
	assert_int_equal(allocate_resource(&root_res, &y, 0x100, 0x2800, 0xffff,
					   0x400, NULL, NULL),
			 0);
	assert_int_equal(y.start, 0x3000);

	/* The callback's alignment is honoured. */
	assert_int_equal(allocate_resource(&root_res, &z, 0x10, 0x4000, 0xffff,
					   0, align_to_0x800_plus_0x10, &calls),
			 0);
	assert_true(calls > 0);
	assert_int_equal(z.start, 0x4010);

	/* No room below max; size 0 is invalid. */
	assert_int_equal(allocate_resource(&root_res, &w, 0x1000, 0, 0x2fff, 0,
					   NULL, NULL),
			 -EBUSY);
	assert_null(w.parent);
	assert_int_equal(allocate_resource(&root_res, &w, 0, 0, 0xffff, 0, NULL,
					   NULL),
			 -EINVAL);

	/* Re-allocating a claimed resource moves it; failing leaves it in place. */
	assert_int_equal(allocate_resource(&root_res, &x, 0x100, 0x8000, 0xffff,
					   0, NULL, NULL),
			 0);
	assert_int_equal(x.start, 0x8000);
	assert_int_equal(allocate_resource(&root_res, &x, 0x100000, 0, 0xffff,
					   0, NULL, NULL),
			 -EBUSY);
	assert_int_equal(x.start, 0x8000);
	assert_ptr_equal(x.parent, &root_res);

	assert_int_equal(release_resource(&x), 0);
	assert_int_equal(release_resource(&y), 0);
	assert_int_equal(release_resource(&z), 0);
	assert_int_equal(release_resource(&low), 0);
	assert_int_equal(release_resource(&mid), 0);
}

static void test_busy_regions(void **state)
{
	unsigned long live = live_allocs();
	struct resource bus =
		RES(0x40000000, 0x4fffffff, "soc-bus", IORESOURCE_MEM);
	struct resource *r1, *r2, *r3;

	(void)state;
	r1 = request_mem_region(0x10000000, 0x1000, "foomatic");
	assert_non_null(r1);
	assert_true(r1->flags & IORESOURCE_BUSY);
	assert_int_equal(resource_type(r1), IORESOURCE_MEM);
	assert_string_equal(r1->name, "foomatic");
	assert_null(request_mem_region(0x10000800, 0x1000, "other")); /* busy */
	assert_null(request_mem_region(0x10000000, 0x1000, "again"));

	/* A region nests inside a described but unclaimed range. */
	assert_int_equal(insert_resource(&iomem_resource, &bus), 0);
	r2 = request_mem_region(0x40001000, 0x100, "uart");
	assert_non_null(r2);
	assert_ptr_equal(r2->parent, &bus);
	/* but not across its edge */
	assert_null(request_mem_region(0x4ffffff0, 0x20, "straddle"));

	/* I/O ports have their own tree. */
	r3 = request_region(0x3f8, 8, "serial");
	assert_non_null(r3);
	assert_ptr_equal(r3->parent, &ioport_resource);
	assert_null(request_region(0xfff8, 0x10, "past-io-limit"));

	release_region(0x3f8, 8);
	release_mem_region(0x40001000, 0x100);
	release_mem_region(0x10000000, 0x1000);
	assert_int_equal(release_resource(&bus), 0);
	assert_null(iomem_resource.child);
	assert_null(ioport_resource.child);
	assert_int_equal(live_allocs(), live);

	/* Releasing what was never claimed says so. */
	log_capture_start();
	release_mem_region(0x10000000, 0x1000);
	assert_true(log_has(PLATDEV_LOG_WARNING, "nonexistent resource",
			    "0x10000000", NULL));
	log_capture_stop();
}

static void test_request_region_out_of_memory(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_null(request_mem_region(0x10000000, 0x1000, "x"));
	platdev_port_fail_alloc_after(-1, 0);
	assert_null(iomem_resource.child);
}

static void test_region_intersects(void **state)
{
	struct resource ram = RES(0x80000000, 0x8fffffff, "System RAM",
				  IORESOURCE_MEM | IORESOURCE_SYSRAM);
	struct resource mmio =
		RES(0x90000000, 0x9000ffff, "mmio", IORESOURCE_MEM);
	unsigned long sysram = IORESOURCE_MEM | IORESOURCE_SYSRAM;

	(void)state;
	assert_int_equal(insert_resource(&iomem_resource, &ram), 0);
	assert_int_equal(insert_resource(&iomem_resource, &mmio), 0);
	assert_int_equal(region_intersects(0x80001000, 0x1000, sysram,
					   IORES_DESC_NONE),
			 REGION_INTERSECTS);
	assert_int_equal(region_intersects(0x70000000, 0x1000, sysram,
					   IORES_DESC_NONE),
			 REGION_DISJOINT);
	assert_int_equal(region_intersects(0x8ffff000, 0x2000000, sysram,
					   IORES_DESC_NONE),
			 REGION_MIXED);
	assert_int_equal(region_intersects(0x90000000, 0x100, sysram,
					   IORES_DESC_NONE),
			 REGION_DISJOINT);
	assert_int_equal(release_resource(&ram), 0);
	assert_int_equal(release_resource(&mmio), 0);
}

static void test_range_helpers(void **state)
{
	struct resource a = RES(0x1000, 0x1fff, "a", IORESOURCE_MEM);
	struct resource b = RES(0x1800, 0x27ff, "b", IORESOURCE_MEM);
	struct resource c = RES(0x1100, 0x11ff, "c", IORESOURCE_MEM);
	struct resource io = RES(0x1100, 0x11ff, "io", IORESOURCE_IO);
	struct resource far = RES(0x9000, 0x9fff, "far", IORESOURCE_MEM);
	struct resource r;

	(void)state;
	assert_true(resource_contains(&a, &c));
	assert_false(resource_contains(&c, &a));
	assert_false(resource_contains(&a, &io)); /* another type */
	c.flags |= IORESOURCE_UNSET;
	assert_false(resource_contains(&a, &c));
	assert_true(resource_overlaps(&a, &b));
	assert_false(resource_overlaps(&a, &far));
	assert_true(resource_intersection(&a, &b, &r));
	assert_int_equal(r.start, 0x1800);
	assert_int_equal(r.end, 0x1fff);
	assert_false(resource_intersection(&a, &far, &r));
	assert_true(resource_union(&a, &b, &r));
	assert_int_equal(r.start, 0x1000);
	assert_int_equal(r.end, 0x27ff);
	assert_false(resource_union(&a, &far, &r));
	assert_int_equal(resource_size(&a), 0x1000);
}

/* Pairs of ranges, and what intersection and union must give (0-0: none). */
static const struct {
	resource_size_t s1, e1, s2, e2;
	resource_size_t is, ie; /* intersection */
	resource_size_t us, ue; /* union */
	bool overlap;
} range_table[] = {
	{ 0x1000, 0x1fff, 0x1800, 0x27ff, 0x1800, 0x1fff, 0x1000, 0x27ff,
	  true }, /* overlap */
	{ 0x1800, 0x27ff, 0x1000, 0x1fff, 0x1800, 0x1fff, 0x1000, 0x27ff,
	  true }, /* reversed */
	{ 0x1000, 0x1fff, 0x1200, 0x12ff, 0x1200, 0x12ff, 0x1000, 0x1fff,
	  true }, /* inside */
	{ 0x1000, 0x1fff, 0x1000, 0x1fff, 0x1000, 0x1fff, 0x1000, 0x1fff,
	  true }, /* same */
	{ 0x1000, 0x1fff, 0x1fff, 0x1fff, 0x1fff, 0x1fff, 0x1000, 0x1fff,
	  true }, /* last byte */
	{ 0x1000, 0x1fff, 0x2000, 0x2fff, 0, 0, 0, 0,
	  false }, /* adjacent after */
	{ 0x1000, 0x1fff, 0x0000, 0x0fff, 0, 0, 0, 0,
	  false }, /* adjacent before */
	{ 0x1000, 0x1fff, 0x8000, 0x8fff, 0, 0, 0, 0, false }, /* far */
	{ 0x0, (resource_size_t)-1, 0x10, 0x1f, 0x10, 0x1f, 0x0,
	  (resource_size_t)-1, true },
};

static void test_intersection_and_union_table(void **state)
{
	unsigned int i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(range_table); i++) {
		struct resource r1 = RES(range_table[i].s1, range_table[i].e1,
					 "r1", IORESOURCE_MEM);
		struct resource r2 = RES(range_table[i].s2, range_table[i].e2,
					 "r2", IORESOURCE_MEM);
		struct resource r = { 0 };

		assert_int_equal(resource_overlaps(&r1, &r2),
				 range_table[i].overlap);
		assert_int_equal(resource_intersection(&r1, &r2, &r),
				 range_table[i].overlap);
		if (range_table[i].overlap) {
			assert_true(r.start == range_table[i].is &&
				    r.end == range_table[i].ie);
			/* The intersection lies in both. */
			r.flags = IORESOURCE_MEM;
			assert_true(resource_contains(&r1, &r) &&
				    resource_contains(&r2, &r));
		}
		assert_int_equal(resource_union(&r1, &r2, &r),
				 range_table[i].overlap);
		if (range_table[i].overlap)
			assert_true(r.start == range_table[i].us &&
				    r.end == range_table[i].ue);
	}
}

struct lines {
	char text[8][64];
	int n;
};

static void collect(void *ctx, const char *line)
{
	struct lines *l = ctx;

	assert_true(l->n < 8);
	strncpy(l->text[l->n], line, sizeof(l->text[0]) - 1);
	l->n++;
}

static void test_show_matches_proc_iomem(void **state)
{
	struct resource ram =
		RES(0x80000000, 0x8fffffff, "System RAM", IORESOURCE_MEM);
	struct resource kernel =
		RES(0x80200000, 0x80ffffff, "Kernel code", IORESOURCE_MEM);
	struct resource soc =
		RES(0x10000000, 0x1fffffff, "soc", IORESOURCE_MEM);
	struct resource uart =
		RES(0x10001000, 0x10001fff, "uart", IORESOURCE_MEM);
	struct resource port = RES(0x3f8, 0x3ff, "serial", IORESOURCE_IO);
	struct lines l = { 0 };

	(void)state;
	assert_int_equal(insert_resource(&iomem_resource, &ram), 0);
	assert_int_equal(insert_resource(&iomem_resource, &kernel), 0);
	assert_int_equal(insert_resource(&iomem_resource, &soc), 0);
	assert_int_equal(insert_resource(&iomem_resource, &uart), 0);
	platdev_resource_show(&iomem_resource, collect, &l);
	assert_int_equal(l.n, 4);
	assert_string_equal(l.text[0], "10000000-1fffffff : soc");
	assert_string_equal(l.text[1], "  10001000-10001fff : uart");
	assert_string_equal(l.text[2], "80000000-8fffffff : System RAM");
	assert_string_equal(l.text[3], "  80200000-80ffffff : Kernel code");

	l.n = 0;
	assert_int_equal(request_resource(&ioport_resource, &port), 0);
	platdev_resource_show(&ioport_resource, collect, &l);
	assert_int_equal(l.n, 1);
	assert_string_equal(l.text[0], "03f8-03ff : serial");

	assert_int_equal(release_resource(&port), 0);
	assert_int_equal(release_resource(&ram), 0);
	assert_int_equal(release_resource(&soc), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_request_keeps_children_sorted,
				       setup),
		cmocka_unit_test_setup(test_search_after_the_last_linked,
				       setup),
		cmocka_unit_test_setup(test_request_conflicts, setup),
		cmocka_unit_test_setup(test_release_takes_children_along,
				       setup),
		cmocka_unit_test_setup(test_insert_adopts_covered_resources,
				       setup),
		cmocka_unit_test_setup(test_adjust_resource, setup),
		cmocka_unit_test_setup(test_allocate_resource, setup),
		cmocka_unit_test(test_busy_regions),
		cmocka_unit_test(test_request_region_out_of_memory),
		cmocka_unit_test(test_region_intersects),
		cmocka_unit_test(test_range_helpers),
		cmocka_unit_test(test_intersection_and_union_table),
		cmocka_unit_test(test_show_matches_proc_iomem),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
