// SPDX-License-Identifier: MIT
/*
 * test_debugfs.c - linux/debugfs.h's !CONFIG_DEBUG_FS face, used as a
 * driver uses it: the create calls give ERR_PTR(-ENODEV), the value files
 * and removals do nothing (on error pointers and NULL too), and
 * DEFINE_SHOW_ATTRIBUTE()/DEFINE_DEBUGFS_ATTRIBUTE() compile into file
 * operations that nothing opens. Also the MODULE_*() forms of module.h.
 */
#include <linux/debugfs.h>
#include <linux/module.h>

#include "testutil.h"

static int shows;

static int regs_show(struct seq_file *s, void *data)
{
	(void)s;
	(void)data;
	shows++;
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(regs);

static u64 value = 7;

static int value_get(void *data, u64 *val)
{
	(void)data;
	*val = value;
	return 0;
}

static int value_set(void *data, u64 val)
{
	(void)data;
	value = val;
	return 0;
}
DEFINE_DEBUGFS_ATTRIBUTE(value_fops, value_get, value_set, "%llu\n");
DEFINE_DEBUGFS_ATTRIBUTE(ro_fops, value_get, NULL, "0x%08llx\n");

MODULE_INFO(intree, "Y");
MODULE_ALIAS("platform:debugfs-demo");
MODULE_SOFTDEP("pre: clk");
MODULE_FIRMWARE("demo.bin");
MODULE_IMPORT_NS(DEMO_NS);
MODULE_VERSION("1.0");
MODULE_AUTHOR("platdev");
MODULE_DESCRIPTION("debugfs face");
MODULE_LICENSE("GPL");
static int demo_param;
module_param(demo_param, int, 0444);
MODULE_PARM_DESC(demo_param, "a parameter");
int debugfs_demo_export(void);
int debugfs_demo_export(void)
{
	return 1;
}
EXPORT_SYMBOL_NS_GPL(debugfs_demo_export, DEMO_NS);

static void test_face(void **state)
{
	struct dentry *dir, *file;
	u32 reg = 3;
	bool flag = true;

	(void)state;
	dir = debugfs_create_dir("demo", NULL);
	assert_true(IS_ERR(dir));
	assert_int_equal(PTR_ERR(dir), -ENODEV);
	file = debugfs_create_file("regs", 0444, dir, NULL, &regs_fops);
	assert_int_equal(PTR_ERR(file), -ENODEV);
	file = debugfs_create_file_unsafe("value", 0644, dir, NULL,
					  &value_fops);
	assert_int_equal(PTR_ERR(file), -ENODEV);
	assert_int_equal(PTR_ERR(debugfs_lookup("demo", NULL)), -ENODEV);
	debugfs_create_u32("reg", 0444, dir, &reg);
	debugfs_create_bool("flag", 0444, dir, &flag);
	debugfs_remove(file);
	debugfs_remove_recursive(dir);
	debugfs_remove(NULL);
	debugfs_lookup_and_remove("demo", NULL);
	assert_false(debugfs_initialized());
	/* Nothing was read or written through them. */
	assert_int_equal(shows, 0);
	assert_true(value == 7 && reg == 3 && flag);
	assert_ptr_equal(regs_fops.owner, THIS_MODULE);
	assert_non_null(ro_fops.open);
	assert_int_equal(regs_fops.open(NULL, NULL), -ENODEV);
	assert_false(module_is_live(THIS_MODULE));
	assert_int_equal(debugfs_demo_export(), 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_face),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
