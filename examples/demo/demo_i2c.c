// SPDX-License-Identifier: MIT
/*
 * demo_i2c.c - the LWN article's I2C bus, made real for Linux 6.12's
 * i2c-gpio driver.
 *
 * The article's board file (2011) names the bus's lines by GPIO number in
 * its platform data: SCL on 100, SDA on 101. Linux 4.17 took the numbers
 * out of that structure; since then a board file declares the lines in a
 * GPIO lookup table for the device ("i2c-gpio.0": index 0 SDA, index 1
 * SCL) and passes only the timing and the open-drain flags. Boards in
 * Linux's tree were converted by hand. The article's board stays as it
 * was written, so this file converts it as the board is registered: a
 * notifier on the platform bus sees the article's device added, before any
 * driver probes it, and gives it the lookup table and the newer platform
 * data; when the device goes it gets its own data back.
 *
 * The lines are two of a simulated GPIO bank of eight (GPIO 96 to 103),
 * open drain with pull-ups, wired to a simulated I2C bus on which a 24c02
 * EEPROM (at 0x50) decodes the waveform bit by bit. The board declares the
 * EEPROM with i2c_register_board_info(), so Linux's at24 driver binds to it
 * when the bus is added.
 *
 * Linux's i2c-gpio, i2c-algo-bit and at24 are not part of this program:
 * `make demo` builds them unchanged from Linux's sources as modules and
 * loads them (--module). Without them the article's stand-in driver binds
 * the device, and nothing here changes it.
 */
#include <linux/gpio/driver.h>
#include <linux/gpio/machine.h>
#include <linux/i2c.h>
#include <linux/platform_data/i2c-gpio.h>
#include <linux/overflow.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <platdev/nvmem.h>
#include <platdev/sim.h>

#include <ctype.h>
#include <string.h>

#include "demo_i2c.h"

#define DEMO_PINS_LABEL "demo-pins"
#define DEMO_PINS_BASE 96
#define DEMO_PINS_NGPIO 8
#define DEMO_EEPROM_ADDR 0x50
#define DEMO_EEPROM_SHOWN 48

/* What a board programs into its ID EEPROM before it ships. */
static const u8
	demo_eeprom_image[DEMO_EEPROM_SHOWN] = {
		'P', 'L', 'A',	'T',  'D',  'E',  'V',	' ',  'D', 'E',
		'M', 'O', 0,	0,    0,    0,	  'r',	'e',  'v', ' ',
		'B', ' ', 's',	'/',  'n',  ' ',  '0',	'0',  '4', '2',
		0,   0,	  0x02, 0x00, 0x5e, 0x10, 0x00, 0x42, /* a locally administered MAC */
	};

static const struct i2c_board_info demo_eeprom_info = {
	I2C_BOARD_INFO("24c02", DEMO_EEPROM_ADDR),
};

/**
 * struct demo_i2c - the bank, the bus, and the article's device converted
 * @chip: the GPIO bank
 * @out: lines set as outputs
 * @low: of those, the lines driven low
 * @scl_line: the bank's line the article's SCL pin is, or -1
 * @sda_line: likewise SDA
 * @bus: the simulated bus on those two lines
 * @eeprom: the 24c02 on it
 * @adapter: the adapter's name, which the bus's decoder reports to
 * @pdev: the article's device while converted, else NULL
 * @saved: its own platform data, given back when it goes
 * @pdata: the Linux 6.12 platform data it carries meanwhile
 * @lookup: its lines, for gpiod_get()
 */
struct demo_i2c {
	struct gpio_chip chip;
	unsigned long out, low;
	int scl_line, sda_line;
	struct platdev_sim_i2c_bus *bus;
	struct platdev_sim_i2c_target *eeprom;
	char adapter[16];
	struct platform_device *pdev;
	void *saved;
	struct i2c_gpio_platform_data pdata;
	struct gpiod_lookup_table *lookup;
};

static struct demo_i2c demo_i2c;

/* --- the GPIO bank -------------------------------------------------------- */

static bool line_held_low(unsigned int offset)
{
	return (demo_i2c.out & demo_i2c.low) & BIT(offset);
}

static void lines_changed(void)
{
	struct demo_i2c *d = &demo_i2c;

	if (d->bus)
		platdev_sim_i2c_bus_drive(
			d->bus, d->scl_line >= 0 && line_held_low(d->scl_line),
			d->sda_line >= 0 && line_held_low(d->sda_line));
}

static int pins_get(struct gpio_chip *gc, unsigned int offset)
{
	struct demo_i2c *d = gpiochip_get_data(gc);
	bool scl, sda;

	if (d->bus &&
	    ((int)offset == d->scl_line || (int)offset == d->sda_line)) {
		platdev_sim_i2c_bus_sample(d->bus, &scl, &sda);
		return (int)offset == d->scl_line ? scl : sda;
	}
	return !line_held_low(offset); /* pulled up unless driven low */
}

static void pins_set(struct gpio_chip *gc, unsigned int offset, int value)
{
	struct demo_i2c *d = gpiochip_get_data(gc);

	if (value)
		d->low &= ~BIT(offset);
	else
		d->low |= BIT(offset);
	lines_changed();
}

static int pins_direction_input(struct gpio_chip *gc, unsigned int offset)
{
	struct demo_i2c *d = gpiochip_get_data(gc);

	d->out &= ~BIT(offset);
	lines_changed();
	return 0;
}

static int pins_direction_output(struct gpio_chip *gc, unsigned int offset,
				 int value)
{
	struct demo_i2c *d = gpiochip_get_data(gc);

	d->out |= BIT(offset);
	pins_set(gc, offset, value);
	return 0;
}

static int pins_get_direction(struct gpio_chip *gc, unsigned int offset)
{
	struct demo_i2c *d = gpiochip_get_data(gc);

	return d->out & BIT(offset) ? GPIO_LINE_DIRECTION_OUT :
				      GPIO_LINE_DIRECTION_IN;
}

/* --- the bridge from the article's board to Linux 6.12's i2c-gpio --------- */

static int pin_line(unsigned int pin)
{
	if (pin < DEMO_PINS_BASE || pin >= DEMO_PINS_BASE + DEMO_PINS_NGPIO)
		return -1;
	return (int)(pin - DEMO_PINS_BASE);
}

static void bus_release(struct demo_i2c *d)
{
	platdev_sim_i2c_bus_destroy(d->bus);
	d->bus = NULL;
	d->eeprom = NULL;
	d->scl_line = d->sda_line = -1;
}

/* Wire the article's pins as a bus with the EEPROM on it. */
static int bus_wire(struct demo_i2c *d, const struct demo_i2c_gpio_legacy *l,
		    int id)
{
	d->scl_line = pin_line(l->scl_pin);
	d->sda_line = pin_line(l->sda_pin);
	if (d->scl_line < 0 || d->sda_line < 0 || d->scl_line == d->sda_line)
		return -EINVAL;
	snprintf(d->adapter, sizeof(d->adapter), "i2c-%d", id);
	d->bus = platdev_sim_i2c_bus_create(d->adapter);
	if (d->bus)
		d->eeprom = platdev_sim_i2c_bus_add_target(
			d->bus, "atmel,24c02", DEMO_EEPROM_ADDR);
	if (!d->eeprom) {
		bus_release(d);
		return -ENOMEM;
	}
	platdev_sim_i2c_target_write(d->eeprom, 0, demo_eeprom_image,
				     sizeof(demo_eeprom_image));
	lines_changed();
	return 0;
}

/* The lines of @dev, as a board file since Linux 4.17 declares them. */
static struct gpiod_lookup_table *lookup_create(struct demo_i2c *d,
						struct device *dev)
{
	struct gpiod_lookup_table *t;

	t = kzalloc(struct_size(t, table, 3), GFP_KERNEL);
	if (!t)
		return NULL;
	t->dev_id = dev_name(dev);
	t->table[0] = (struct gpiod_lookup)GPIO_LOOKUP_IDX(
		DEMO_PINS_LABEL, d->sda_line, NULL, 0, GPIO_ACTIVE_HIGH);
	t->table[1] = (struct gpiod_lookup)GPIO_LOOKUP_IDX(
		DEMO_PINS_LABEL, d->scl_line, NULL, 1, GPIO_ACTIVE_HIGH);
	return t;
}

static void convert(struct platform_device *pdev,
		    const struct demo_i2c_gpio_legacy *l)
{
	struct demo_i2c *d = &demo_i2c;
	struct device_driver *drv;
	int ret;

	drv = driver_find(pdev->name, &platform_bus_type);
	if (!drv || article_i2c_gpio_standin(drv))
		return; /* the stand-in reads the article's data as it is */
	if (d->pdev)
		return; /* one article board */
	ret = bus_wire(d, l, pdev->id);
	if (ret) {
		dev_warn(
			&pdev->dev,
			"cannot wire pins %u/%u as a bus on %s (%d): left as it is\n",
			l->sda_pin, l->scl_pin, DEMO_PINS_LABEL, ret);
		return;
	}
	d->lookup = lookup_create(d, &pdev->dev);
	if (!d->lookup) {
		bus_release(d);
		dev_warn(&pdev->dev, "no memory to convert: left as it is\n");
		return;
	}
	d->pdata = (struct i2c_gpio_platform_data){
		.udelay = l->udelay,
		.timeout = l->timeout,
		.sda_is_open_drain = l->sda_is_open_drain,
		.scl_is_open_drain = l->scl_is_open_drain,
		.scl_is_output_only = l->scl_is_output_only,
	};
	gpiod_add_lookup_table(d->lookup);
	d->saved = pdev->dev.platform_data;
	pdev->dev.platform_data = &d->pdata;
	d->pdev = pdev;
}

static void unconvert(struct platform_device *pdev)
{
	struct demo_i2c *d = &demo_i2c;

	if (d->pdev != pdev)
		return;
	pdev->dev.platform_data = d->saved;
	gpiod_remove_lookup_table(d->lookup);
	kfree(d->lookup);
	d->lookup = NULL;
	bus_release(d);
	d->pdev = NULL;
}

static int demo_i2c_notify(struct notifier_block *nb, unsigned long action,
			   void *data)
{
	struct platform_device *pdev = to_platform_device(data);
	struct demo_i2c_gpio_legacy legacy;

	(void)nb;
	if (!article_i2c_gpio_legacy(pdev, &legacy))
		return NOTIFY_DONE;
	if (action == BUS_NOTIFY_ADD_DEVICE)
		convert(pdev, &legacy);
	else if (action == BUS_NOTIFY_REMOVED_DEVICE)
		unconvert(pdev);
	return NOTIFY_OK;
}

static struct notifier_block demo_i2c_nb = {
	.notifier_call = demo_i2c_notify,
};

/* --- set-up --------------------------------------------------------------- */

int demo_i2c_create(void)
{
	static bool board_info_done;
	struct demo_i2c *d = &demo_i2c;
	int ret;

	if (!board_info_done) {
		/* Board information is for ever, as in Linux: declared once. */
		ret = i2c_register_board_info(0, &demo_eeprom_info, 1);
		if (ret)
			return ret;
		board_info_done = true;
	}
	*d = (struct demo_i2c){
		.chip = {
			.label = DEMO_PINS_LABEL,
			.base = DEMO_PINS_BASE,
			.ngpio = DEMO_PINS_NGPIO,
			.get = pins_get,
			.set = pins_set,
			.direction_input = pins_direction_input,
			.direction_output = pins_direction_output,
			.get_direction = pins_get_direction,
		},
		.scl_line = -1,
		.sda_line = -1,
	};
	ret = gpiochip_add_data(&d->chip, d);
	if (ret)
		return ret;
	ret = bus_register_notifier(&platform_bus_type, &demo_i2c_nb);
	if (ret)
		gpiochip_remove(&d->chip);
	return ret;
}

void demo_i2c_destroy(void)
{
	bus_unregister_notifier(&platform_bus_type, &demo_i2c_nb);
	gpiochip_remove(&demo_i2c.chip);
}

/* --- what the inspector shows --------------------------------------------- */

const void *demo_i2c_board_platdata(const struct platform_device *pdev)
{
	return pdev && pdev == demo_i2c.pdev ? demo_i2c.saved : NULL;
}

void demo_i2c_describe_conversion(char *buf, size_t len)
{
	struct demo_i2c *d = &demo_i2c;

	if (!len)
		return;
	scnprintf(buf, len,
		  "\n            as Linux 6.12's: udelay=%d timeout=%d, "
		  "lookup sda %s:%d scl %s:%d",
		  d->pdata.udelay, d->pdata.timeout, DEMO_PINS_LABEL,
		  d->sda_line, DEMO_PINS_LABEL, d->scl_line);
}

static size_t hexdump(char *buf, size_t len, const u8 *data, size_t n)
{
	size_t used = 0, i, j;

	for (i = 0; i < n && used < len; i += 16) {
		used += scnprintf(buf + used, len - used,
				  "\n  eeprom    %02zx:", i);
		for (j = i; j < i + 16 && j < n; j++)
			used += scnprintf(buf + used, len - used, " %02x",
					  data[j]);
		used += scnprintf(buf + used, len - used, "  ");
		for (j = i; j < i + 16 && j < n; j++)
			used += scnprintf(buf + used, len - used, "%c",
					  isprint(data[j]) ? data[j] : '.');
	}
	return used;
}

const char *demo_i2c_describe(char *buf, size_t len)
{
	struct demo_i2c *d = &demo_i2c;
	char trace[512], nvmem[64];
	u8 data[DEMO_EEPROM_SHOWN];
	size_t used;
	ssize_t n;
	int t;

	if (!len || !d->pdev || !d->pdev->dev.driver)
		return NULL;
	/* at24 names its nvmem device after the client, numbered by the core */
	snprintf(nvmem, sizeof(nvmem), "%s-%04x0", d->adapter + 4,
		 DEMO_EEPROM_ADDR);
	used = scnprintf(buf, len,
			 "%s (%s, lines %d SDA and %d SCL of %s)\n"
			 "  client    0x%02x 24c02, nvmem %s",
			 d->adapter, dev_name(&d->pdev->dev),
			 DEMO_PINS_BASE + d->sda_line,
			 DEMO_PINS_BASE + d->scl_line, DEMO_PINS_LABEL,
			 DEMO_EEPROM_ADDR, nvmem);
	n = platdev_nvmem_read(nvmem, 0, data, sizeof(data));
	if (n < 0) {
		scnprintf(buf + used, len - used, " unreadable: error %zd", n);
		return buf;
	}
	used += hexdump(buf + used, len - used, data, (size_t)n);
	t = platdev_sim_i2c_bus_trace(d->bus, trace, sizeof(trace) - 1);
	if (t > 0) {
		trace[t] = 0;
		/* the last transaction: the read just done, as on the wires */
		if (t > 1 && trace[t - 1] == '\n')
			trace[--t] = 0;
		scnprintf(buf + used, len - used, "\n  wires     %s",
			  strrchr(trace, '\n') ? strrchr(trace, '\n') + 1 :
						 trace);
	}
	return buf;
}
