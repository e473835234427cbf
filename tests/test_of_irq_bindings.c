// SPDX-License-Identifier: MIT
/*
 * test_of_irq_bindings.c - the bindings of src/of/irq_bindings.c beyond
 * the GIC: for each controller, specifiers it takes (hwirq, trigger, the
 * controller the interrupt ends at, what the decoder could not know) and
 * those it refuses as Linux's translation does (too few or too many
 * cells, values out of range: -EINVAL); and the interrupt-map nexus a
 * device's interrupt went through.
 */
#include <string.h>

#include <linux/irq.h>
#include <linux/kernel.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "testutil.h"

static int setup(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/irq_bindings.dtb");
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

#define GIC "/interrupt-controller@1000000"
#define AIC2 "/interrupt-controller@2000000"
#define AIC "/interrupt-controller@2100000"
#define R_INTC "/interrupt-controller@3000000"
#define R_INTC_NO_NMI "/interrupt-controller@3100000"
#define PIO "/pinctrl@3200000"
#define NMI "/interrupt-controller@3300000"
#define EXTI "/interrupt-controller@4000000"
#define GPIOA "/pinctrl@4100000/gpio@4100000"
#define INTR "/interrupt-controller@5000000"
#define INTR_UNTYPED "/interrupt-controller@5100000"
#define ICSSG "/interrupt-controller@5200000"
#define SPMI "/spmi@6000000"
#define PMIC_GPIO "/gpio@6100000"
#define IPCC "/mailbox@6200000"
#define TEGRA_GPIO "/gpio@7000000"
#define TEGRA_AON "/gpio@7100000"
#define PMC "/pmc@7200000"
#define MESON "/interrupt-controller@8000000"
#define L2 "/interrupt-controller@8100000"
#define INTX "/pcie@9000000/legacy-interrupt-controller"
#define UNKNOWN "/interrupt-controller@a000000"
#define APLIC "/interrupt-controller@a100000"
#define MXC_GPIO "/gpio@a200000"

#define MAX_CELLS 5

/*
 * One specifier given to @ctrl and what it must decode to: @ret, and when
 * that is 0 the controller it ends at (@ctrl itself if NULL; then @ctrl
 * is the stacked controller passed through), the hwirq, the trigger, the
 * kind and whether a note says what could not be known.
 */
struct irq_case {
	const char *ctrl;
	int count;
	u32 cells[MAX_CELLS];
	int ret;
	const char *end;
	unsigned long hwirq;
	unsigned int type;
	const char *kind;
	bool noted;
};

#define CELLS(...)                                             \
	.count = sizeof((u32[]){ __VA_ARGS__ }) / sizeof(u32), \
	.cells = { __VA_ARGS__ }

static const struct irq_case cases[] = {
	/* Apple AIC2: <kind die number flags> */
	{ AIC2, CELLS(0, 1, 5, 4), 0, NULL, 0x1010005, IRQ_TYPE_LEVEL_HIGH,
	  "IRQ" },
	{ AIC2, CELLS(0, 0, 0x2ff, 4), 0, NULL, 0x102ff, IRQ_TYPE_LEVEL_HIGH,
	  "IRQ" },
	{ AIC2, CELLS(1, 0, 3, 8), 0, NULL, 3, IRQ_TYPE_LEVEL_LOW, "FIQ",
	  true },
	{ AIC2, CELLS(1, 0, 5, 4), 0, NULL, 5, IRQ_TYPE_LEVEL_HIGH, "FIQ" },
	{ AIC2, CELLS(1, 1, 4, 4), -EINVAL }, /* a FIQ is die 0's */
	{ AIC2, CELLS(1, 0, 7, 4), -EINVAL }, /* seven FIQs */
	{ AIC2, CELLS(2, 0, 0, 4), -EINVAL }, /* no such kind */
	{ AIC2, CELLS(0, 5), -EINVAL },
	{ AIC2, CELLS(0, 0, 1, 4, 0), -EINVAL },
	/* Apple AIC: <kind number flags> */
	{ AIC, CELLS(0, 40, 4), 0, NULL, 0x10028, IRQ_TYPE_LEVEL_HIGH, "IRQ" },
	{ AIC, CELLS(1, 0, 8), 0, NULL, 0, IRQ_TYPE_LEVEL_LOW, "FIQ", true },
	/* Allwinner R_INTC: GIC SPIs, handed on; <0 flags> its NMI */
	{ R_INTC, CELLS(0, 10, 4), 0, GIC, 42, IRQ_TYPE_LEVEL_HIGH, "SPI" },
	{ R_INTC, CELLS(0, 11, 8), 0, GIC, 43, IRQ_TYPE_LEVEL_LOW, "SPI" },
	{ R_INTC, CELLS(0, 8), 0, GIC, 64, IRQ_TYPE_LEVEL_LOW, "SPI" },
	{ R_INTC, CELLS(1, 10, 4), -EINVAL }, /* SPIs only */
	{ R_INTC, CELLS(1, 4), -EINVAL }, /* two cells: the NMI only */
	{ R_INTC, CELLS(0), -EINVAL },
	{ R_INTC, CELLS(0, 128, 4), -EINVAL }, /* past its mux */
	{ R_INTC_NO_NMI, CELLS(0, 8), -EINVAL }, /* no parent line for it */
	/* Allwinner pin controller: <bank pin flags> */
	{ PIO, CELLS(1, 5, 4), 0, NULL, 37, IRQ_TYPE_LEVEL_HIGH, "pin", true },
	{ PIO, CELLS(1, 5), -EINVAL },
	/* Allwinner NMI: one or two cells */
	{ NMI, CELLS(0, 8), 0, NULL, 0, IRQ_TYPE_LEVEL_LOW },
	{ NMI, CELLS(0), 0, NULL, 0, IRQ_TYPE_NONE },
	{ NMI, .count = 0, .ret = -EINVAL },
	/* STM32 GPIO bank: <line flags>, handed to its EXTI */
	{ GPIOA, CELLS(3, 2), 0, EXTI, 3, IRQ_TYPE_EDGE_FALLING },
	{ GPIOA, CELLS(16, 2), -EINVAL }, /* lines 0-15 */
	{ GPIOA, CELLS(3), -EINVAL },
	{ GPIOA, CELLS(3, 2, 0), -EINVAL },
	{ EXTI, CELLS(70, 4), 0, NULL, 70, IRQ_TYPE_LEVEL_HIGH },
	{ EXTI, CELLS(70), -EINVAL },
	/* TI SCI interrupt router: one cell, the node's trigger */
	{ INTR, CELLS(100), 0, NULL, 100, IRQ_TYPE_LEVEL_HIGH, NULL, true },
	{ INTR, CELLS(100, 4), -EINVAL },
	{ INTR_UNTYPED, CELLS(100), -EINVAL },
	/* TI PRUSS (ICSSG): <event channel host> */
	{ ICSSG, CELLS(10, 2, 3), 0, NULL, 10, IRQ_TYPE_LEVEL_HIGH },
	{ ICSSG, CELLS(159, 19, 19), 0, NULL, 159, IRQ_TYPE_LEVEL_HIGH },
	{ ICSSG, CELLS(160, 0, 0), -EINVAL },
	{ ICSSG, CELLS(0, 20, 0), -EINVAL },
	{ ICSSG, CELLS(0, 0, 20), -EINVAL },
	{ ICSSG, CELLS(10, 2), -EINVAL },
	/* Qualcomm SPMI arbiter: <sid periph irq flags> */
	{ SPMI, CELLS(2, 0xc0, 1, 3), 0, NULL, 0x2c00100, IRQ_TYPE_EDGE_BOTH,
	  NULL, true },
	{ SPMI, CELLS(0x10, 0, 0, 0), -EINVAL },
	{ SPMI, CELLS(0, 0x100, 0, 0), -EINVAL },
	{ SPMI, CELLS(0, 0, 8, 0), -EINVAL },
	{ SPMI, CELLS(0, 0, 0), -EINVAL },
	/* Qualcomm PMIC GPIOs: numbered from 1 */
	{ PMIC_GPIO, CELLS(5, 2), 0, NULL, 4, IRQ_TYPE_EDGE_FALLING },
	{ PMIC_GPIO, CELLS(0, 2), -EINVAL },
	{ PMIC_GPIO, CELLS(5), -EINVAL },
	/* Qualcomm IPCC: <client signal flags> */
	{ IPCC, CELLS(5, 3, 4), 0, NULL, 0x50003, IRQ_TYPE_LEVEL_HIGH },
	{ IPCC, CELLS(5, 3), -EINVAL },
	/* Tegra234 GPIO: ports of 8, 1, 8, 4... pins; AON 8, 4, 8... */
	{ TEGRA_GPIO, CELLS(26, 4), 0, NULL, 19, IRQ_TYPE_LEVEL_HIGH },
	{ TEGRA_GPIO, CELLS(24 * 8 + 7, 1), 0, NULL, 163,
	  IRQ_TYPE_EDGE_RISING },
	{ TEGRA_GPIO, CELLS(25 * 8, 4), -EINVAL }, /* 25 ports */
	{ TEGRA_GPIO, CELLS(26), -EINVAL },
	{ TEGRA_AON, CELLS(9, 4), 0, NULL, 9, IRQ_TYPE_LEVEL_HIGH },
	{ TEGRA_AON, CELLS(6 * 8, 4), -EINVAL },
	/* Tegra PMC wake events: two cells or more, flags whole */
	{ PMC, CELLS(24, 4), 0, NULL, 24, IRQ_TYPE_LEVEL_HIGH },
	{ PMC, CELLS(24, 0x14, 0), 0, NULL, 24, 0x14 },
	{ PMC, CELLS(24), -EINVAL },
	/* Amlogic GPIO interrupts: exactly two cells */
	{ MESON, CELLS(3, 1), 0, NULL, 3, IRQ_TYPE_EDGE_RISING },
	{ MESON, CELLS(3, 1, 0), -EINVAL },
	/* Broadcom L2: one or two cells */
	{ L2, CELLS(7), 0, NULL, 7, IRQ_TYPE_NONE },
	{ L2, CELLS(7, 4), 0, NULL, 7, IRQ_TYPE_LEVEL_HIGH },
	{ L2, .count = 0, .ret = -EINVAL },
	/* RISC-V APLIC: source 0 is none */
	{ APLIC, CELLS(3, 4), 0, NULL, 3, IRQ_TYPE_LEVEL_HIGH },
	{ APLIC, CELLS(0, 4), -EINVAL },
	{ APLIC, CELLS(3), -EINVAL },
	/* i.MX GPIO: one or two cells */
	{ MXC_GPIO, CELLS(12), 0, NULL, 12, IRQ_TYPE_NONE },
	{ MXC_GPIO, CELLS(12, 2), 0, NULL, 12, IRQ_TYPE_EDGE_FALLING },
	/* a PCIe host's INTx bank, known by its parent's compatible */
	{ INTX, CELLS(2), 0, NULL, 2, IRQ_TYPE_NONE },
	{ INTX, .count = 0, .ret = -EINVAL },
};

static void check_case(const struct irq_case *c)
{
	struct of_phandle_args spec = { .np = test_node(c->ctrl),
					.args_count = c->count };
	struct device_node *end = test_node(c->end ? c->end : c->ctrl);
	struct platdev_of_irq irq;
	int ret;

	memcpy(spec.args, c->cells, sizeof(c->cells));
	ret = platdev_of_irq_decode(&spec, &irq);
	if (ret != c->ret)
		fail_msg("%s <%u...> (%d cells): %d, not %d", c->ctrl,
			 c->cells[0], c->count, ret, c->ret);
	if (ret) {
		assert_false(irq.decoded);
		platdev_of_irq_put(&irq);
		return;
	}
	assert_true(irq.decoded);
	assert_false(irq.generic);
	assert_ptr_equal(irq.spec.np, end);
	if (c->end)
		assert_ptr_equal(irq.via, test_node(c->ctrl));
	else
		assert_null(irq.via);
	if (irq.hwirq != c->hwirq || irq.type != c->type)
		fail_msg("%s <%u...>: hwirq 0x%lx type %u, not 0x%lx %u",
			 c->ctrl, c->cells[0], irq.hwirq, irq.type, c->hwirq,
			 c->type);
	if (c->kind)
		assert_string_equal(irq.kind, c->kind);
	else
		assert_null(irq.kind);
	assert_int_equal(irq.note != NULL, c->noted);
	platdev_of_irq_put(&irq);
}

static void test_bindings(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(cases); i++)
		check_case(&cases[i]);
}

/* An AIC FIQ's number is its kind's; an IRQ's number the cell too. */
static void test_aic_numbers(void **state)
{
	struct of_phandle_args spec = { .np = test_node(AIC2),
					.args_count = 4,
					.args = { 0, 1, 5, 4 } };
	struct platdev_of_irq irq;

	(void)state;
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), 0);
	assert_int_equal(irq.number, 5);
	platdev_of_irq_put(&irq);
}

/* A controller nobody knows, two cells: decoded, and marked generic. */
static void test_generic_marked(void **state)
{
	struct of_phandle_args spec = { .np = test_node(UNKNOWN),
					.args_count = 2,
					.args = { 9, 8 } };
	struct platdev_of_irq irq;

	(void)state;
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), 0);
	assert_true(irq.generic);
	assert_int_equal(irq.hwirq, 9);
	assert_int_equal(irq.type, IRQ_TYPE_LEVEL_LOW);
	platdev_of_irq_put(&irq);
	/* and a known one is not */
	spec.np = test_node(PMC);
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), 0);
	assert_false(irq.generic);
	platdev_of_irq_put(&irq);
}

/* The first nexus of a chain of two is named; a direct one has none. */
static void test_nexus(void **state)
{
	struct device_node *dev = test_node("/behind-bridge@d000000");
	struct platdev_of_irq irq;

	(void)state;
	assert_int_equal(platdev_of_irq_parse(dev, 0, &irq), 0);
	assert_ptr_equal(irq.nexus, test_node("/bridge@c000000"));
	assert_ptr_equal(irq.spec.np, test_node(GIC));
	assert_int_equal(irq.hwirq, 77 + 32);
	platdev_of_irq_put(&irq);
	assert_null(irq.nexus);

	assert_int_equal(platdev_of_irq_parse(dev, 1, &irq), 0);
	assert_null(irq.nexus);
	platdev_of_irq_put(&irq);

	/* given to the INTx controller directly: no map crossed */
	assert_int_equal(platdev_of_irq_parse(dev, 2, &irq), 0);
	assert_null(irq.nexus);
	assert_ptr_equal(irq.spec.np, test_node(INTX));
	platdev_of_irq_put(&irq);

	/* past the last: nothing held */
	assert_int_equal(platdev_of_irq_parse(dev, 3, &irq), -EINVAL);
	assert_null(irq.nexus);
	assert_null(irq.spec.np);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bindings),
		cmocka_unit_test(test_aic_numbers),
		cmocka_unit_test(test_generic_marked),
		cmocka_unit_test(test_nexus),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
