// SPDX-License-Identifier: MIT
/*
 * test_stmp_device.c - stmp_reset_block() (linux/stmp_device.h) on a
 * simulated STMP control register with SET/CLR/TOG aliases: the reset
 * sequence, a block without soft reset, and -ETIMEDOUT when SFTRST or
 * CLKGATE stays set.
 */
#include <string.h>

#include <linux/bits.h>
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/stmp_device.h>
#include <platdev/io.h>

#include "testutil.h"

#define BASE 0x48000000
#define SFTRST BIT(31)
#define CLKGATE BIT(30)

struct stmp_model {
	u32 ctrl;
	bool gates_on_reset; /* has a soft reset: gates its clock */
	u32 stuck; /* bits that never clear */
	char seq[128]; /* "S": SFTRST set, "s": cleared, "G"/"g" for CLKGATE */
};

static void note(struct stmp_model *m, u32 before)
{
	size_t n = strlen(m->seq);

	if ((before ^ m->ctrl) & SFTRST && n + 1 < sizeof(m->seq))
		m->seq[n++] = m->ctrl & SFTRST ? 'S' : 's';
	if ((before ^ m->ctrl) & CLKGATE && n + 1 < sizeof(m->seq))
		m->seq[n++] = m->ctrl & CLKGATE ? 'G' : 'g';
	m->seq[n] = '\0';
}

static u64 m_read(void *opaque, u64 offset, unsigned int size)
{
	struct stmp_model *m = opaque;

	(void)size;
	return offset ? 0 : m->ctrl;
}

static void m_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	struct stmp_model *m = opaque;
	u32 before = m->ctrl, v = (u32)value;

	(void)size;
	switch (offset) {
	case 0:
		m->ctrl = v;
		break;
	case STMP_OFFSET_REG_SET:
		m->ctrl |= v;
		break;
	case STMP_OFFSET_REG_CLR:
		m->ctrl &= ~v | m->stuck;
		break;
	case STMP_OFFSET_REG_TOG:
		m->ctrl ^= v;
		break;
	}
	note(m, before);
	/* Entering reset: the hardware gates the clock when it has one. */
	if (m->gates_on_reset && (m->ctrl & SFTRST) && !(before & SFTRST)) {
		before = m->ctrl;
		m->ctrl |= CLKGATE;
		note(m, before);
	}
}

static const struct platdev_sim_ops stmp_ops = { .read = m_read,
						 .write = m_write };

static int run(struct stmp_model *m)
{
	struct platdev_sim_device *sim = platdev_sim_device_create("stmp", m);
	void __iomem *base;
	int ret;

	assert_non_null(sim);
	assert_int_equal(platdev_sim_add_mmio(sim, BASE, 0x10, &stmp_ops), 0);
	platdev_io_use(&platdev_io_sim);
	base = ioremap(BASE, 0x10);
	assert_non_null(base);
	ret = stmp_reset_block(base);
	iounmap(base);
	platdev_io_use(&platdev_io_direct);
	platdev_sim_device_destroy(sim);
	return ret;
}

static void test_reset_sequence(void **state)
{
	struct stmp_model m = { .ctrl = SFTRST | CLKGATE,
				.gates_on_reset = true };

	(void)state;
	assert_int_equal(run(&m), 0);
	/* Out of reset, clock on, reset (clock gated), out, clock on. */
	assert_string_equal(m.seq, "sgSGsg");
	assert_int_equal(m.ctrl & (SFTRST | CLKGATE), 0);
}

static void test_block_without_soft_reset(void **state)
{
	struct stmp_model m = { .ctrl = 0 };

	(void)state;
	assert_int_equal(run(&m), 0);
	assert_string_equal(m.seq, "Ss");
}

static void test_timeouts(void **state)
{
	struct stmp_model m = { .ctrl = SFTRST, .stuck = SFTRST };

	(void)state;
	assert_int_equal(run(&m), -ETIMEDOUT);
	assert_string_equal(m.seq, "");

	memset(&m, 0, sizeof(m));
	m.gates_on_reset = true;
	m.stuck = CLKGATE;
	assert_int_equal(run(&m), -ETIMEDOUT);
	assert_string_equal(m.seq, "SGs");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reset_sequence),
		cmocka_unit_test(test_block_without_soft_reset),
		cmocka_unit_test(test_timeouts),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
