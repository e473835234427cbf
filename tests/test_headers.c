// SPDX-License-Identifier: MIT
/*
 * test_headers.c - the Linux-compatible headers next to the C library's.
 *
 * Built with -Werror: every header of include/linux/ is included, in no
 * particular order, after the C library's own headers, and the file-scope
 * declarations a Linux driver and board file make (a platform driver with
 * every callback, PM ops, an id table, a static device with resources and
 * platform data, module metadata) must compile as they are written for
 * Linux. The tests then check the values and helpers those headers define.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <pthread.h>
#include <limits.h>
#include <time.h>
#include <sys/time.h>

#include <linux/slab.h>
#include <linux/list.h>
#include <linux/platform_device.h>
#include <linux/irqreturn.h>
#include <linux/errno.h>
#include <linux/kref.h>
#include <linux/device/driver.h>
#include <linux/io.h>
#include <linux/init.h>
#include <linux/ioport.h>
#include <linux/interrupt.h>
#include <linux/types.h>
#include <linux/device.h>
#include <linux/module.h>
#include <linux/export.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/irqdomain.h>
#include <linux/clk.h>
#include <linux/clk-provider.h>
#include <linux/dma-direction.h>
#include <linux/dma-mapping.h>
#include <linux/dmaengine.h>
#include <linux/mm.h>
#include <linux/of_dma.h>
#include <linux/scatterlist.h>
#include <linux/fwnode.h>
#include <linux/property.h>
#include <linux/kernel.h>
#include <linux/mod_devicetable.h>
#include <linux/device/bus.h>
#include <linux/pm.h>
#include <linux/irq.h>
#include <linux/printk.h>
#include <linux/device/devres.h>
#include <linux/iopoll.h>
#include <linux/time.h>
#include <linux/jiffies.h>
#include <linux/limits.h>
#include <linux/delay.h>
#include <linux/timekeeping.h>
#include <linux/typecheck.h>
#include <linux/math64.h>
#include <linux/ktime.h>
#include <linux/time64.h>
#include <linux/workqueue.h>
#include <linux/sizes.h>
#include <linux/units.h>
#include <linux/string_choices.h>
#include <linux/ctype.h>
#include <linux/compiler_types.h>
#include <linux/array_size.h>
#include <linux/circ_buf.h>
#include <linux/dmaengine.h>
#include <linux/bitfield.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/bcd.h>
#include <linux/completion.h>
#include <linux/cleanup.h>
#include <linux/kconfig.h>
#include <linux/bitmap.h>
#include <linux/minmax.h>
#include <linux/atomic.h>
#include <linux/timer.h>
#include <linux/gfp.h>
#include <linux/bits.h>
#include <linux/mutex.h>
#include <linux/moduleparam.h>
#include <linux/bitops.h>
#include <linux/build_bug.h>
#include <linux/lockdep.h>
#include <linux/spinlock_types.h>
#include <linux/gfp_types.h>
#include <linux/container_of.h>
#include <linux/version.h>
#include <linux/of_device.h>
#include <linux/errname.h>
#include <linux/math.h>
#include <linux/overflow.h>
#include <asm/div64.h>
#include <asm/processor.h>

#include "testutil.h"

/* --- a driver and a board file, as written for Linux ---------------------- */

struct hdr_pdata {
	int gain;
	const char *label;
};

static struct hdr_pdata hdr_pdata = { .gain = 3, .label = "board" };

static struct resource hdr_res[] = {
	DEFINE_RES_MEM(0x10000000, 0x1000),
	DEFINE_RES_IO(0x3f8, 8),
	DEFINE_RES_IRQ(5),
	DEFINE_RES_IRQ_NAMED(6, "wake"),
	DEFINE_RES_MEM_NAMED(0x20000000, 0x100, "regs"),
	{
		.start = 0x30000000,
		.end = 0x300000ff,
		.flags = IORESOURCE_MEM,
		.name = "explicit",
	},
};

static const struct platform_device_id hdr_ids[] = {
	{ "hdr-dev", 1 },
	{ .name = "hdr-alt", .driver_data = 2 },
	{},
};
MODULE_DEVICE_TABLE(platform, hdr_ids);

static struct {
	int probes, removes, removes_new;
	const struct platform_device_id *id;
	struct hdr_pdata *pdata;
	struct resource *regs, *wake;
} seen;

static int hdr_probe(struct platform_device *pdev)
{
	seen.probes++;
	seen.id = platform_get_device_id(pdev);
	seen.pdata = dev_get_platdata(&pdev->dev);
	seen.regs = platform_get_resource(pdev, IORESOURCE_MEM, 1);
	seen.wake = platform_get_resource_byname(pdev, IORESOURCE_IRQ, "wake");
	return 0;
}

static int __devexit hdr_remove(struct platform_device *pdev)
{
	(void)pdev;
	seen.removes++;
	return 0;
}

static void hdr_shutdown(struct platform_device *pdev)
{
	(void)pdev;
}

static int hdr_suspend(struct platform_device *pdev, pm_message_t state)
{
	(void)pdev;
	return state.event == PM_EVENT_SUSPEND ? 0 : -EINVAL;
}

static int hdr_resume(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static int hdr_pm_suspend(struct device *dev)
{
	(void)dev;
	return 0;
}

static int hdr_pm_resume(struct device *dev)
{
	(void)dev;
	return 0;
}

static SIMPLE_DEV_PM_OPS(hdr_pm_ops, hdr_pm_suspend, hdr_pm_resume);

static struct platform_driver hdr_driver = {
	.probe = hdr_probe,
	.remove = __devexit_p(hdr_remove),
	.shutdown = hdr_shutdown,
	.suspend = hdr_suspend,
	.resume = hdr_resume,
	.driver = {
		.name = "hdr-driver",
		.owner = THIS_MODULE,
		.pm = &hdr_pm_ops,
	},
	.id_table = hdr_ids,
};

static void hdr_remove_new(struct platform_device *pdev)
{
	(void)pdev;
	seen.removes_new++;
}

static struct platform_driver hdr_new_driver = {
	.probe = hdr_probe,
	.remove_new = hdr_remove_new,
	.driver = {
		.name = "hdr-new",
		.owner = THIS_MODULE,
	},
};

static struct platform_device hdr_device = {
	.name = "hdr-dev",
	.id = 0,
	.resource = hdr_res,
	.num_resources = ARRAY_SIZE(hdr_res),
	.dev = {
		.platform_data = &hdr_pdata,
	},
};

static struct platform_device hdr_new_device = {
	.name = "hdr-new",
	.id = PLATFORM_DEVID_NONE,
};

MODULE_LICENSE("GPL");
MODULE_AUTHOR("platdev tests");
MODULE_DESCRIPTION("header compatibility test driver");
MODULE_ALIAS("platform:hdr-dev");

/* --- tests ---------------------------------------------------------------- */

static void test_kernel_error_codes(void **state)
{
	/* clang-format off */
	static const int kernel_only[] = {
		ERESTARTSYS, ERESTARTNOINTR, ERESTARTNOHAND, ENOIOCTLCMD,
		ERESTART_RESTARTBLOCK, EPROBE_DEFER, EOPENSTALE, ENOPARAM,
		EBADHANDLE, ENOTSYNC, EBADCOOKIE, ENOTSUPP, ETOOSMALL,
		ESERVERFAULT, EBADTYPE, EJUKEBOX, EIOCBQUEUED, ERECALLCONFLICT,
		ENOGRACE,
	};
	static const int libc[] = {
		EPERM, ENOENT, ESRCH, EINTR, EIO, ENXIO, E2BIG, ENOEXEC, EBADF,
		ECHILD, EAGAIN, ENOMEM, EACCES, EFAULT, EBUSY, EEXIST, EXDEV,
		ENODEV, ENOTDIR, EISDIR, EINVAL, ENFILE, EMFILE, ENOTTY, EFBIG,
		ENOSPC, ESPIPE, EROFS, EMLINK, EPIPE, EDOM, ERANGE, EDEADLK,
		ENAMETOOLONG, ENOLCK, ENOSYS, ENOTEMPTY, ELOOP, ENOMSG, EIDRM,
		ENODATA, ETIME, EPROTO, EBADMSG, EOVERFLOW, EILSEQ, ENOTSOCK,
		EMSGSIZE, ENOTSUP, EOPNOTSUPP, EADDRINUSE, ENETDOWN, ECONNRESET,
		ENOBUFS, EISCONN, ENOTCONN, ETIMEDOUT, ECONNREFUSED, EALREADY,
		EINPROGRESS, ESTALE, EDQUOT, ECANCELED, EOWNERDEAD,
		ENOTRECOVERABLE,
	};
	/* clang-format on */
	size_t i, j;

	(void)state;
	assert_int_equal(EPROBE_DEFER, 517);
	assert_int_equal(ERESTARTSYS, 512);
	assert_int_equal(ENOTSUPP, 524);
	assert_int_not_equal(ENOTSUPP, ENOTSUP);
	assert_int_not_equal(ENOTSUPP, EOPNOTSUPP);
	for (i = 0; i < ARRAY_SIZE(kernel_only); i++) {
		for (j = i + 1; j < ARRAY_SIZE(kernel_only); j++)
			assert_int_not_equal(kernel_only[i], kernel_only[j]);
		for (j = 0; j < ARRAY_SIZE(libc); j++)
			assert_int_not_equal(kernel_only[i], libc[j]);
	}
}

static void test_libc_error_codes_unchanged(void **state)
{
	pthread_mutexattr_t attr;
	pthread_mutex_t lock;
	FILE *f;

	(void)state;
#ifdef __linux__
	/* The numbers Linux drivers print ("error -22") mean the same here. */
	assert_int_equal(EIO, 5);
	assert_int_equal(ENXIO, 6);
	assert_int_equal(ENOMEM, 12);
	assert_int_equal(EBUSY, 16);
	assert_int_equal(EEXIST, 17);
	assert_int_equal(ENODEV, 19);
	assert_int_equal(EINVAL, 22);
	assert_int_equal(ENOSYS, 38);
	assert_int_equal(ETIMEDOUT, 110);
#endif
	/* ...and are what the C library itself sets. */
	errno = 0;
	f = fopen("/nonexistent-platdev-dir/file", "r");
	assert_null(f);
	assert_int_equal(errno, ENOENT);

	errno = 0;
	assert_true(strtol("99999999999999999999999999", NULL, 10) > 0);
	assert_int_equal(errno, ERANGE);

	errno = 0;
	assert_int_equal(strtol("12", NULL, 99), 0);
	assert_int_equal(errno, EINVAL);

	assert_int_equal(pthread_mutexattr_init(&attr), 0);
	assert_int_equal(
		pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK), 0);
	assert_int_equal(pthread_mutex_init(&lock, &attr), 0);
	assert_int_equal(pthread_mutex_lock(&lock), 0);
	assert_int_equal(pthread_mutex_lock(&lock), EDEADLK);
	assert_int_equal(pthread_mutex_unlock(&lock), 0);
	assert_int_equal(pthread_mutex_unlock(&lock), EPERM);
	pthread_mutex_destroy(&lock);
	pthread_mutexattr_destroy(&attr);
}

static void test_err_ptr(void **state)
{
	void *e = ERR_PTR(-ENOMEM);
	struct resource *r;
	int x = 0;

	(void)state;
	assert_true(IS_ERR(e));
	assert_int_equal(PTR_ERR(e), -ENOMEM);
	assert_true(IS_ERR_OR_NULL(e));
	assert_int_equal(PTR_ERR_OR_ZERO(e), -ENOMEM);

	assert_false(IS_ERR(NULL));
	assert_true(IS_ERR_OR_NULL(NULL));
	assert_int_equal(PTR_ERR_OR_ZERO(NULL), 0);
	assert_false(IS_ERR(&x));
	assert_false(IS_ERR_OR_NULL(&x));
	assert_int_equal(PTR_ERR_OR_ZERO(&x), 0);

	r = ERR_CAST(ERR_PTR(-EPROBE_DEFER));
	assert_true(IS_ERR(r));
	assert_int_equal(PTR_ERR(r), -EPROBE_DEFER);

	/* The error range is exactly the top MAX_ERRNO addresses. */
	assert_true(IS_ERR(ERR_PTR(-1)));
	assert_true(IS_ERR(ERR_PTR(-MAX_ERRNO)));
	assert_false(IS_ERR(ERR_PTR(-MAX_ERRNO - 1)));
	assert_true(IS_ERR_VALUE((unsigned long)-EINVAL));
	assert_false(IS_ERR_VALUE(0UL));
}

static void test_resources(void **state)
{
	struct resource dma[] = { DEFINE_RES_DMA(3),
				  DEFINE_RES_DMA_NAMED(4, "tx") };
	struct resource reg = DEFINE_RES_REG(0x40, 0x10);
	struct resource any =
		DEFINE_RES(0x1000, 0x200, IORESOURCE_MEM | IORESOURCE_PREFETCH);
	struct resource flagged = {
		.start = 0,
		.end = 0,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL |
			 IORESOURCE_DISABLED,
	};

	(void)state;
	assert_int_equal(hdr_res[0].start, 0x10000000);
	assert_int_equal(hdr_res[0].end, 0x10000fff);
	assert_int_equal(resource_size(&hdr_res[0]), 0x1000);
	assert_int_equal(resource_type(&hdr_res[0]), IORESOURCE_MEM);
	assert_null(hdr_res[0].name);
	assert_int_equal(hdr_res[0].desc, IORES_DESC_NONE);

	assert_int_equal(hdr_res[1].start, 0x3f8);
	assert_int_equal(hdr_res[1].end, 0x3ff);
	assert_int_equal(resource_size(&hdr_res[1]), 8);
	assert_int_equal(resource_type(&hdr_res[1]), IORESOURCE_IO);

	assert_int_equal(hdr_res[2].start, 5);
	assert_int_equal(hdr_res[2].end, 5);
	assert_int_equal(resource_size(&hdr_res[2]), 1);
	assert_int_equal(resource_type(&hdr_res[2]), IORESOURCE_IRQ);
	assert_null(hdr_res[2].name);

	assert_int_equal(hdr_res[3].start, 6);
	assert_string_equal(hdr_res[3].name, "wake");
	assert_int_equal(resource_type(&hdr_res[3]), IORESOURCE_IRQ);

	assert_string_equal(hdr_res[4].name, "regs");
	assert_int_equal(resource_size(&hdr_res[4]), 0x100);
	assert_int_equal(resource_type(&hdr_res[4]), IORESOURCE_MEM);

	assert_string_equal(hdr_res[5].name, "explicit");
	assert_int_equal(resource_size(&hdr_res[5]), 0x100);

	assert_int_equal(resource_type(&dma[0]), IORESOURCE_DMA);
	assert_int_equal(dma[0].start, 3);
	assert_int_equal(resource_size(&dma[1]), 1);
	assert_string_equal(dma[1].name, "tx");
	assert_int_equal(resource_type(&reg), IORESOURCE_REG);
	assert_int_equal(reg.end, 0x4f);

	/* The type ignores every bit outside IORESOURCE_TYPE_BITS. */
	assert_int_equal(resource_type(&any), IORESOURCE_MEM);
	assert_int_equal(resource_size(&any), 0x200);
	assert_int_equal(resource_type(&flagged), IORESOURCE_IRQ);
}

struct outer {
	int before;
	struct list_head node;
	const char tag[4];
};

static void test_array_size_and_container_of(void **state)
{
	struct outer o = { .before = 1, .tag = "abc" };
	const struct outer *co = &o;
	struct platform_device *pdev;
	int arr[7];

	(void)state;
	(void)arr;
	assert_int_equal(ARRAY_SIZE(arr), 7);
	assert_int_equal(ARRAY_SIZE(hdr_res), 6);
	assert_int_equal(ARRAY_SIZE(hdr_ids), 3);
	assert_int_equal(hdr_device.num_resources, 6);

	assert_ptr_equal(container_of(&o.node, struct outer, node), &o);
	assert_ptr_equal(container_of(&o.before, struct outer, before), &o);
	assert_ptr_equal(container_of(&co->tag, struct outer, tag), co);
	pdev = container_of(&hdr_device.dev, struct platform_device, dev);
	assert_ptr_equal(pdev, &hdr_device);
	assert_ptr_equal(to_platform_device(&hdr_device.dev), &hdr_device);
	assert_ptr_equal(to_platform_driver(&hdr_driver.driver), &hdr_driver);

	assert_int_equal(min(3, 9), 3);
	assert_int_equal(max(-3, -9), -3);
	assert_int_equal(clamp(15, 0, 10), 10);
	assert_int_equal(DIV_ROUND_UP(10, 4), 3);
	assert_int_equal(ALIGN(0x1001, 0x1000), 0x2000);
	assert_int_equal(BIT(5), 32);
}

struct item {
	int v;
	struct list_head node;
};

static void list_to_string(struct list_head *head, char *buf, size_t size)
{
	struct item *it;
	size_t len = 0;

	buf[0] = '\0';
	list_for_each_entry(it, head, node)
		len += (size_t)snprintf(buf + len, size - len, "%d", it->v);
}

static void test_list(void **state)
{
	struct item items[5], *it, *tmp;
	LIST_HEAD(head);
	LIST_HEAD(other);
	char buf[32];
	int i, sum;

	(void)state;
	assert_true(list_empty(&head));
	assert_null(list_first_entry_or_null(&head, struct item, node));
	for (i = 0; i < 5; i++)
		items[i].v = i;

	list_add_tail(&items[1].node, &head);
	list_add_tail(&items[2].node, &head);
	list_add(&items[0].node, &head);
	list_add_tail(&items[3].node, &head);
	list_to_string(&head, buf, sizeof(buf));
	assert_string_equal(buf, "0123");
	assert_false(list_empty(&head));
	assert_ptr_equal(list_first_entry(&head, struct item, node), &items[0]);
	assert_ptr_equal(list_last_entry(&head, struct item, node), &items[3]);
	assert_true(list_is_last(&items[3].node, &head));
	assert_false(list_is_last(&items[2].node, &head));

	/* A deleted node points at itself. */
	list_del(&items[2].node);
	assert_true(list_empty(&items[2].node));
	list_to_string(&head, buf, sizeof(buf));
	assert_string_equal(buf, "013");

	list_move(&items[3].node, &head);
	list_to_string(&head, buf, sizeof(buf));
	assert_string_equal(buf, "301");
	list_move_tail(&items[3].node, &head);
	list_to_string(&head, buf, sizeof(buf));
	assert_string_equal(buf, "013");
	list_move(&items[1].node, &other);
	list_to_string(&head, buf, sizeof(buf));
	assert_string_equal(buf, "03");
	list_to_string(&other, buf, sizeof(buf));
	assert_string_equal(buf, "1");
	list_add_tail(&items[4].node, &head);

	buf[0] = '\0';
	list_for_each_entry_reverse(it, &head, node)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%d",
			 it->v);
	assert_string_equal(buf, "430");

	/* The _safe walks survive deleting the current entry. */
	sum = 0;
	list_for_each_entry_safe(it, tmp, &head, node) {
		sum += it->v;
		if (it->v == 3)
			list_del(&it->node);
	}
	assert_int_equal(sum, 7);
	list_to_string(&head, buf, sizeof(buf));
	assert_string_equal(buf, "04");
	buf[0] = '\0';
	list_for_each_entry_safe_reverse(it, tmp, &head, node) {
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%d",
			 it->v);
		list_del(&it->node);
	}
	assert_string_equal(buf, "40");
	assert_true(list_empty(&head));
}

struct counted {
	struct kref ref;
	int released;
};

static void counted_release(struct kref *ref)
{
	container_of(ref, struct counted, ref)->released++;
}

static void test_kref(void **state)
{
	struct counted c = { .ref = KREF_INIT(1) };
	struct counted d;

	(void)state;
	assert_int_equal(kref_read(&c.ref), 1);
	kref_get(&c.ref);
	kref_get(&c.ref);
	assert_int_equal(kref_read(&c.ref), 3);
	assert_int_equal(kref_put(&c.ref, counted_release), 0);
	assert_int_equal(kref_put(&c.ref, counted_release), 0);
	assert_int_equal(c.released, 0);
	assert_int_equal(kref_put(&c.ref, counted_release), 1);
	assert_int_equal(c.released, 1);
	assert_int_equal(kref_read(&c.ref), 0);

	memset(&d, 0, sizeof(d));
	kref_init(&d.ref);
	assert_int_equal(kref_read(&d.ref), 1);
	assert_int_equal(kref_put(&d.ref, counted_release), 1);
	assert_int_equal(d.released, 1);
}

/* A driver's wait for a ready bit, written as for Linux. */
static int hdr_wait_ready(void __iomem *base, u32 *status)
{
	unsigned long timeout = jiffies + msecs_to_jiffies(100);
	u64 stamp = ktime_get_ns();
	u32 val;
	int ret;

	ret = readl_poll_timeout(base, val, val & BIT(0), 10, 100000);
	if (ret)
		return ret;
	if (time_after(jiffies, timeout))
		return -ETIME;
	*status = val;
	stamp = ktime_get_ns() - stamp;
	return (int)do_div(stamp, NSEC_PER_SEC) >= 0 ? 0 : -EINVAL;
}

static void test_time_helpers(void **state)
{
	u32 reg = 0x3, status = 0;

	(void)state;
	assert_int_equal(hdr_wait_ready(&reg, &status), 0);
	assert_int_equal(status, 0x3);
	udelay(1);
	ndelay(1);
	fsleep(1);
	assert_true(ktime_before(ktime_get(), ktime_add_ms(ktime_get(), 1)));
	assert_int_equal(div_u64(U32_MAX * 2ULL, 2), U32_MAX);
	assert_true(U64_MAX > U32_MAX && S32_MIN < 0 && S8_MAX == 127);
	assert_true(INT_MAX > 0 && PATH_MAX > 0);
	cpu_relax();
}

static void test_sizes(void **state)
{
	(void)state;
	assert_int_equal(PLATFORM_NAME_SIZE, 24);
	assert_int_equal(sizeof(hdr_ids[0].name), PLATFORM_NAME_SIZE);
	assert_int_equal(sizeof(u32), 4);
	assert_int_equal(sizeof(resource_size_t), sizeof(void *));
	print_message(
		"sizeof(struct device) = %zu, sizeof(struct platform_device) = %zu, sizeof(struct platform_driver) = %zu\n",
		sizeof(struct device), sizeof(struct platform_device),
		sizeof(struct platform_driver));
	if (sizeof(void *) == 8)
		assert_true(sizeof(struct platform_device) <= 256);
}

static void test_static_driver_and_device(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	memset(&seen, 0, sizeof(seen));
	assert_int_equal(platform_driver_register(&hdr_driver), 0);
	assert_ptr_equal(hdr_driver.driver.owner, THIS_MODULE);
	assert_int_equal(platform_device_register(&hdr_device), 0);
	assert_string_equal(dev_name(&hdr_device.dev), "hdr-dev.0");
	assert_ptr_equal(hdr_device.dev.driver, &hdr_driver.driver);
	assert_int_equal(seen.probes, 1);
	assert_ptr_equal(seen.id, &hdr_ids[0]);
	assert_int_equal(seen.id->driver_data, 1);
	assert_ptr_equal(seen.pdata, &hdr_pdata);
	assert_int_equal(seen.pdata->gain, 3);
	assert_ptr_equal(seen.regs, &hdr_res[4]);
	assert_ptr_equal(seen.wake, &hdr_res[3]);

	platform_device_unregister(&hdr_device);
	assert_int_equal(seen.removes, 1);
	platform_driver_unregister(&hdr_driver);

	assert_int_equal(platform_driver_register(&hdr_new_driver), 0);
	assert_int_equal(platform_device_register(&hdr_new_device), 0);
	assert_ptr_equal(hdr_new_device.dev.driver, &hdr_new_driver.driver);
	assert_int_equal(seen.probes, 2);
	assert_null(seen.id);
	platform_driver_unregister(&hdr_new_driver);
	assert_int_equal(seen.removes_new, 1);
	assert_int_equal(seen.removes, 1);
	platform_device_unregister(&hdr_new_device);
	assert_int_equal(live_allocs(), live);
}

/* Values the headers give drivers as Linux 6.12 with CONFIG_OF does. */
static const struct of_device_id faces_ids[] = { { .compatible = "test,faces" },
						 {} };

static int count_fallthrough(int n)
{
	int hits = 0;

	switch (n) {
	case 2:
		hits++;
		fallthrough;
	case 1:
		hits++;
		break;
	default:
		break;
	}
	return hits;
}

#define FACES_N 42

static void test_linux_faces(void **state)
{
	struct platform_driver drv = {
		.driver = { .name = "faces",
			    .of_match_table = of_match_ptr(faces_ids) },
	};

	(void)state;
	assert_ptr_equal(drv.driver.of_match_table, faces_ids);
	assert_int_equal(count_fallthrough(2), 2);
	assert_int_equal(count_fallthrough(1), 1);
	assert_string_equal(__stringify(FACES_N), "42");
	assert_string_equal(__MODULE_STRING(FACES_N), "42");
	assert_string_equal(__stringify(a, b), "a, b");
}

/* linux/sizes.h, linux/units.h and linux/string_choices.h. */
static void test_sizes_units_and_words(void **state)
{
	(void)state;
	assert_int_equal(SZ_4K, 4096);
	assert_int_equal(SZ_1M, 1 << 20);
	assert_true(SZ_4G == 1ULL << 32);
	_Static_assert(__builtin_types_compatible_p(typeof(SZ_1G), int),
		       "SZ_1G is an int as in Linux");
	assert_int_equal(HZ_PER_MHZ, 1000000);
	assert_int_equal(48 * HZ_PER_MHZ / KILO, 48000);
	assert_int_equal(BYTES_PER_MBIT, 125000);
	/* 0 degC is 273.15 K; halves round away from zero. */
	assert_int_equal(kelvin_to_millicelsius(0), -273150);
	assert_int_equal(millicelsius_to_kelvin(0), 273);
	assert_int_equal(millicelsius_to_kelvin(-273150), 0);
	assert_int_equal(deci_kelvin_to_celsius(2731), 0);
	assert_int_equal(deci_kelvin_to_celsius(2736), 0); /* 0.45 */
	assert_int_equal(deci_kelvin_to_celsius(2737), 1); /* 0.55 */
	assert_int_equal(celsius_to_deci_kelvin(25), 2982);
	assert_int_equal(deci_kelvin_to_millicelsius(2982), 25050);
	assert_int_equal(millicelsius_to_deci_kelvin(25050), 2982);
	assert_int_equal(deci_kelvin_to_millicelsius_with_offset(2982, 273000),
			 25200);
	assert_int_equal(milli_kelvin_to_millicelsius(273150), 0);

	assert_string_equal(str_on_off(true), "on");
	assert_string_equal(str_off_on(true), "off");
	assert_string_equal(str_enabled_disabled(0), "disabled");
	assert_string_equal(str_disable_enable(0), "enable");
	assert_string_equal(str_high_low(1), "high");
	assert_string_equal(str_read_write(0), "write");
	assert_string_equal(str_yes_no(2), "yes");
	assert_string_equal(str_plural(1), "");
	assert_string_equal(str_plural(0), "s");

	/* linux/ctype.h: the C library's classes and Linux's two extras. */
	assert_true(isodigit('7') && !isodigit('8') && !isodigit('/'));
	assert_int_equal(_tolower('Q'), 'q');
	assert_int_equal(_tolower('q'), 'q');
	assert_true(isxdigit('f') && isspace('\t') && !isalpha('1'));
}

/* linux/circ_buf.h's counts and dma_async_is_complete()'s wrap-around. */
static void test_rings_and_cookies(void **state)
{
	(void)state;
	assert_int_equal(CIRC_CNT(5, 2, 8), 3);
	assert_int_equal(CIRC_SPACE(5, 2, 8), 4); /* one slot stays free */
	assert_int_equal(CIRC_CNT(1, 6, 8), 3); /* head wrapped */
	assert_int_equal(CIRC_CNT_TO_END(1, 6, 8), 2); /* 6, 7 then wrap */
	assert_int_equal(CIRC_SPACE_TO_END(5, 2, 8), 3); /* 5, 6, 7 */
	assert_int_equal(CIRC_SPACE_TO_END(1, 6, 8), 4); /* 1 .. 4 */
	assert_int_equal(CIRC_SPACE(0, 0, 8), 7);

	assert_int_equal(dma_async_is_complete(3, 5, 9), DMA_COMPLETE);
	assert_int_equal(dma_async_is_complete(7, 5, 9), DMA_IN_PROGRESS);
	assert_int_equal(dma_async_is_complete(10, 5, 9), DMA_COMPLETE);
	/* last_used wrapped below last_complete */
	assert_int_equal(dma_async_is_complete(-20, 100, -10), DMA_IN_PROGRESS);
	assert_int_equal(dma_async_is_complete(50, 100, -10), DMA_COMPLETE);
	assert_int_equal(dma_async_is_complete(200, 100, -10), DMA_IN_PROGRESS);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kernel_error_codes),
		cmocka_unit_test(test_libc_error_codes_unchanged),
		cmocka_unit_test(test_err_ptr),
		cmocka_unit_test(test_resources),
		cmocka_unit_test(test_array_size_and_container_of),
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_kref),
		cmocka_unit_test(test_time_helpers),
		cmocka_unit_test(test_sizes),
		cmocka_unit_test(test_static_driver_and_device),
		cmocka_unit_test(test_linux_faces),
		cmocka_unit_test(test_sizes_units_and_words),
		cmocka_unit_test(test_rings_and_cookies),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
