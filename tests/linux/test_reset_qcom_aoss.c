// SPDX-License-Identifier: MIT
/*
 * test_reset_qcom_aoss.c - Linux 6.12's drivers/reset/reset-qcom-aoss.c,
 * built unchanged and strictly, probes the SDM845's AOSS reset controller
 * on a simulated board. Each of its seven lines is a register of its own
 * at the offset its table gives (0x10000 the modem's, 0x13000 the GPU's,
 * 0x30000 the audio subsystem's): assert writes 1 there, deassert 0, a
 * pulse both in that order, each touching no other register. A line past
 * the seventh is refused with -EINVAL; there is no status.
 */
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/reset.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

#define AOSS_BASE 0x0c2a0000
#define MSS_RESTART 0x10000 /* the register of each line, the table's */
#define GPU_RESTART 0x13000
#define LPASS_RESTART 0x30000

static struct reset_control *mss, *gpu, *lpass;
static int beyond_error;

/* The register writes of the board, in order. */
static struct {
	phys_addr_t addr;
	u64 value;
} writes[8];
static unsigned int nwrites;

static void record(void *ctx, const struct platdev_sim_event *ev)
{
	(void)ctx;
	if (ev->kind != PLATDEV_SIM_EV_WRITE)
		return;
	if (nwrites < ARRAY_SIZE(writes)) {
		writes[nwrites].addr = ev->addr;
		writes[nwrites].value = ev->value;
	}
	nwrites++;
}

static const struct platdev_sim_observer observer = { .event = record };

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	mss = devm_reset_control_get_exclusive(dev, "mss_restart");
	if (IS_ERR(mss))
		return (int)PTR_ERR(mss);
	gpu = devm_reset_control_get_exclusive(dev, "gpu");
	if (IS_ERR(gpu))
		return (int)PTR_ERR(gpu);
	lpass = devm_reset_control_get_exclusive(dev, "lpass");
	if (IS_ERR(lpass))
		return (int)PTR_ERR(lpass);
	beyond_error =
		(int)PTR_ERR(devm_reset_control_get_exclusive(dev, "beyond"));
	return 0;
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,aoss-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "aoss-user", .of_match_table = user_match },
};

static void test_aoss_resets(void **state)
{
	void __iomem *regs;
	struct device *dev;

	(void)state;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	dev = test_device_of("/reset-controller@c2a0000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "qcom_aoss_reset");
	assert_non_null(test_device_of("/device@4080000")->driver);
	/* seven lines: index 7 is none of them */
	assert_int_equal(beyond_error, -EINVAL);

	regs = ioremap(AOSS_BASE, 0x31000);
	assert_non_null(regs);
	assert_int_equal(reset_control_assert(mss), 0);
	assert_int_equal(readl(regs + MSS_RESTART), 1);
	assert_int_equal(reset_control_assert(lpass), 0);
	assert_int_equal(readl(regs + LPASS_RESTART), 1);
	assert_int_equal(readl(regs + GPU_RESTART), 0);
	assert_int_equal(reset_control_deassert(mss), 0);
	assert_int_equal(readl(regs + MSS_RESTART), 0);
	assert_int_equal(readl(regs + LPASS_RESTART), 1);
	assert_int_equal(reset_control_status(gpu), -ENOTSUPP);

	/* a pulse: 1 then 0 to the GPU's register, nothing else */
	nwrites = 0;
	platdev_sim_observe(&observer);
	assert_int_equal(reset_control_reset(gpu), 0);
	platdev_sim_observe(NULL);
	assert_int_equal(nwrites, 2);
	assert_int_equal(writes[0].addr, AOSS_BASE + GPU_RESTART);
	assert_int_equal(writes[0].value, 1);
	assert_int_equal(writes[1].addr, AOSS_BASE + GPU_RESTART);
	assert_int_equal(writes[1].value, 0);
	assert_int_equal(readl(regs + GPU_RESTART), 0);

	assert_int_equal(reset_control_deassert(lpass), 0);
	assert_int_equal(readl(regs + LPASS_RESTART), 0);
	iounmap(regs);
	linux_sim_board_down(&user_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_aoss_resets),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
