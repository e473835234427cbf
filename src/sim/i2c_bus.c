// SPDX-License-Identifier: MIT
/*
 * i2c_bus.c - I2C buses of simulated GPIO lines: the two lines an
 * "i2c-gpio" node names (sda-gpios and scl-gpios, or gpios = <sda scl>)
 * on a simulated PL061 are wired as an open-drain bus with pull-ups. Each
 * line's level is the wired AND of what pulls it low: the PL061 (an output
 * latched at 0) and every target on the bus; the PL061 reads the bus
 * level on both lines.
 *
 * The targets are the bus node's children that a model here knows, at
 * their "reg" address: an EEPROM 24c02 ("atmel,24c02") and a DS1307 RTC
 * ("dallas,ds1307"). Each decodes the waveform itself, as a chip does:
 * START (SDA falls while SCL is high), repeated START, STOP (SDA rises
 * while SCL is high), the 7-bit address and R/W bit sampled on SCL's
 * rising edges, its ACK driven on the ninth clock, data bits shifted out
 * on SCL's falling edges, the controller's ACK or NACK after each byte
 * read. A target may stretch the clock: it holds SCL low after the ACK
 * clock of each byte it acknowledges, for a time of virtual time; while a target holds a line
 * low, each read of the PL061 takes a microsecond of virtual time (the
 * controller's polling loop then ends on virtual time too).
 *
 * A passive decoder on each bus writes what it sees, one transaction per
 * STOP ("S a0 A 00 A Sr a1 A 5a N P"), to the platdev_sim log of the bus
 * and as an event of the I2C adapter whose device has the bus's node.
 *
 * 24c02: 256 bytes, erased to 0xff; the first byte written after the
 * address is the word address; written bytes wrap in their 8-byte page and
 * are programmed at the STOP, after which the chip answers no address for
 * 5 ms of virtual time (tWR); reads go on from the address, wrapping at
 * 256. DS1307: registers 0-6 the time in BCD (seconds with the clock-halt
 * bit 7, set at power-on; 24-hour mode), 7 control, 8-0x3f RAM; the
 * register pointer wraps at 0x3f; the time registers are latched at each
 * START and the time runs on virtual time; a write of any time register
 * sets the clock at the STOP.
 */
#include <linux/container_of.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/of.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <platdev/class.h>
#include <platdev/port.h>

#include "sim_private.h"

#define NR_TARGETS 8
#define TRACE_LEN 128
#define TRACE_LOG 1024
#define SAMPLE_NS 1000 /* a read of a line held low by a target */
#define EEPROM_TWR_NS 5000000ULL
#define EEPROM_PAGE 8
#define DS1307_REGS 64

enum sim_i2c_kind { SIM_I2C_24C02, SIM_I2C_DS1307 };

enum phase {
	IDLE, /* waiting for a START addressed to us */
	RX, /* receiving a byte (address or data) */
	ACK, /* holding (or not) SDA on the ninth clock of a received byte */
	TX, /* shifting a byte out */
	TXACK, /* the controller's ACK of a byte sent */
};

struct platdev_sim_i2c_target {
	struct platdev_sim_i2c_bus *bus;
	struct device_node *np;
	enum sim_i2c_kind kind;
	u8 addr;
	/* the bit engine */
	enum phase phase;
	bool is_addr, reading, acked, sda_low, scl_low;
	bool selected; /* addressed and acknowledged since the last STOP */
	bool stretch_pending; /* start the stretch timer once unlocked */
	u8 shift, bits, out;
	u64 stretch_ns;
	struct platdev_sim_timer stretch;
	/* the chip */
	u8 mem[256];
	u8 ptr, first; /* register pointer; data bytes of this write */
	u8 page[EEPROM_PAGE];
	u8 page_base, page_fill, page_mask;
	u64 busy_until;
	bool time_written;
	s64 base_secs; /* DS1307: the time at base_ns */
	u64 base_ns;
	bool halted;
};

struct platdev_sim_i2c_bus {
	struct device_node *np; /* the i2c-gpio node; NULL for board code's */
	const char *adapter; /* board code's: the adapter's name, "i2c-0" */
	struct platdev_sim_instance *gpio; /* the PL061; NULL for board code's */
	u8 scl_bit, sda_bit;
	u8 master_low; /* PL061 lines pulled low */
	u64 now; /* virtual time, read before the core lock is taken */
	bool scl, sda; /* bus levels */
	bool busy, again;
	struct platdev_sim_i2c_target *targets[NR_TARGETS];
	unsigned int nr_targets;
	/* the passive decoder */
	bool in_xfer;
	u8 shift, bits;
	char line[TRACE_LEN];
	size_t line_len;
	bool line_cut; /* bytes of this transaction left out of line */
	char log[TRACE_LOG]; /* the latest transactions, oldest dropped */
	size_t log_len;
	struct platdev_sim_i2c_bus *next;
};

static struct platdev_sim_i2c_bus *buses;

/* --- the DS1307's calendar --- */

static u8 bcd(unsigned int v)
{
	return (u8)(((v / 10) << 4) | (v % 10));
}

static unsigned int unbcd(u8 v)
{
	return (v >> 4) * 10u + (v & 0xf);
}

/* Days since 1970-01-01 of a date of the proleptic Gregorian calendar. */
static s64 days_from_civil(int y, unsigned int m, unsigned int d)
{
	int era;
	unsigned int yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = (unsigned int)(y - era * 400);
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return (s64)era * 146097 + doe - 719468;
}

static void civil_from_days(s64 z, int *y, unsigned int *m, unsigned int *d)
{
	s64 era;
	unsigned int doe, yoe, doy, mp;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = (unsigned int)(z - era * 146097);
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	*d = doy - (153 * mp + 2) / 5 + 1;
	*m = mp < 10 ? mp + 3 : mp - 9;
	*y = (int)(yoe + era * 400) + (*m <= 2);
}

static s64 rtc_now(struct platdev_sim_i2c_target *t)
{
	if (t->halted)
		return t->base_secs;
	return t->base_secs + (s64)((t->bus->now - t->base_ns) / 1000000000ULL);
}

/* Latch the time into registers 0-6 (the user buffer of the chip). */
static void rtc_latch(struct platdev_sim_i2c_target *t)
{
	s64 secs = rtc_now(t), days = secs / 86400;
	unsigned int sod = (unsigned int)(secs % 86400), m, d;
	int y;

	civil_from_days(days, &y, &m, &d);
	t->mem[0] = (u8)(bcd(sod % 60) | (t->halted ? 0x80 : 0));
	t->mem[1] = bcd(sod / 60 % 60);
	t->mem[2] = bcd(sod / 3600);
	t->mem[3] = (u8)((days + 4) % 7 + 1); /* 1970-01-01 was a Thursday */
	t->mem[4] = bcd(d);
	t->mem[5] = bcd(m);
	t->mem[6] = bcd((unsigned int)(y % 100));
}

/* Set the clock from registers 0-6 (years 2000-2099). */
static void rtc_set(struct platdev_sim_i2c_target *t)
{
	s64 days = days_from_civil(2000 + (int)unbcd(t->mem[6]),
				   unbcd(t->mem[5] & 0x1f),
				   unbcd(t->mem[4] & 0x3f));

	t->halted = t->mem[0] & 0x80;
	t->base_secs = days * 86400 + unbcd(t->mem[2] & 0x3f) * 3600 +
		       unbcd(t->mem[1] & 0x7f) * 60 + unbcd(t->mem[0] & 0x7f);
	t->base_ns = t->bus->now;
}

/* --- the chips' byte-level behaviour --- */

/* Addressed: answer with an ACK? */
static bool chip_start(struct platdev_sim_i2c_target *t, bool read)
{
	if (t->kind == SIM_I2C_24C02 && t->bus->now < t->busy_until)
		return false; /* programming: no answer */
	t->first = 0;
	t->page_fill = 0;
	(void)read;
	return true;
}

static bool chip_write(struct platdev_sim_i2c_target *t, u8 byte)
{
	if (t->first++ == 0) {
		t->ptr = t->kind == SIM_I2C_DS1307 ? byte % DS1307_REGS : byte;
		t->page_base = t->ptr;
		return true;
	}
	if (t->kind == SIM_I2C_DS1307) {
		t->mem[t->ptr] = byte;
		t->time_written |= t->ptr < 7;
		t->ptr = (u8)((t->ptr + 1) % DS1307_REGS);
		return true;
	}
	/* 24c02: the page buffer, the address wrapping in the page. */
	t->page[(t->page_base + t->page_fill) % EEPROM_PAGE] = byte;
	if (t->page_fill < EEPROM_PAGE)
		t->page_fill++;
	t->page_mask |=
		(u8)(1u << ((t->page_base + t->page_fill - 1) % EEPROM_PAGE));
	return true;
}

static u8 chip_read(struct platdev_sim_i2c_target *t)
{
	u8 v = t->mem[t->ptr];

	t->ptr = t->kind == SIM_I2C_DS1307 ? (u8)((t->ptr + 1) % DS1307_REGS) :
					     (u8)(t->ptr + 1);
	return v;
}

static void chip_stop(struct platdev_sim_i2c_target *t)
{
	unsigned int i, base;

	if (t->kind == SIM_I2C_DS1307) {
		if (t->time_written)
			rtc_set(t);
		t->time_written = false;
		return;
	}
	if (!t->page_mask)
		return;
	base = t->page_base & ~(EEPROM_PAGE - 1u);
	for (i = 0; i < EEPROM_PAGE; i++)
		if (t->page_mask & (1u << i))
			t->mem[base + i] = t->page[i];
	t->page_mask = 0;
	t->ptr = (u8)(base + (t->page_base + t->page_fill) % EEPROM_PAGE);
	t->busy_until = t->bus->now + EEPROM_TWR_NS;
}

/* --- the bit engine of a target --- */

static void drive_bit(struct platdev_sim_i2c_target *t)
{
	t->sda_low = !(t->out & (0x80 >> t->bits));
}

static void stretch_end(struct platdev_sim_timer *timer);

static void target_start(struct platdev_sim_i2c_target *t)
{
	if (t->kind == SIM_I2C_DS1307)
		rtc_latch(t);
	t->phase = RX;
	t->is_addr = true;
	t->bits = 0;
	t->sda_low = false;
}

static void target_stop(struct platdev_sim_i2c_target *t)
{
	if (t->selected)
		chip_stop(t);
	t->selected = false;
	t->phase = IDLE;
	t->sda_low = false;
}

static void target_scl_rise(struct platdev_sim_i2c_target *t, bool sda)
{
	if (t->phase == RX && t->bits < 8) {
		t->shift = (u8)((t->shift << 1) | sda);
		t->bits++;
	} else if (t->phase == TXACK) {
		t->acked = !sda;
	}
}

/* The byte received on the falling edge of its eighth clock. */
static void target_byte_in(struct platdev_sim_i2c_target *t)
{
	bool ack;

	if (t->is_addr) {
		if ((t->shift >> 1) != t->addr) {
			t->phase = IDLE; /* not ours: wait for a START */
			t->is_addr = false;
			return;
		}
		t->reading = t->shift & 1;
		ack = chip_start(t, t->reading);
		if (!ack) {
			t->phase = IDLE;
			t->is_addr = false;
			return;
		}
		t->is_addr = false;
		t->selected = true;
	} else {
		ack = chip_write(t, t->shift);
	}
	t->phase = ACK;
	t->sda_low = ack;
	t->acked = ack;
}

static void target_scl_fall(struct platdev_sim_i2c_target *t)
{
	switch (t->phase) {
	case RX:
		if (t->bits == 8)
			target_byte_in(t);
		break;
	case ACK:
		t->sda_low = false;
		if (t->acked && t->stretch_ns) {
			/* Busy with the byte: SCL held low after its ACK. */
			t->scl_low = true;
			t->stretch_pending = true;
		}
		if (t->reading) {
			t->out = chip_read(t);
			t->bits = 0;
			t->phase = TX;
			drive_bit(t);
		} else {
			t->bits = 0;
			t->phase = RX;
		}
		break;
	case TX:
		if (++t->bits < 8) {
			drive_bit(t);
		} else {
			t->sda_low = false;
			t->phase = TXACK;
		}
		break;
	case TXACK:
		if (t->acked) {
			t->out = chip_read(t);
			t->bits = 0;
			t->phase = TX;
			drive_bit(t);
		} else {
			t->phase = IDLE; /* NACK: the controller will STOP */
		}
		break;
	case IDLE:
		break;
	}
}

/* --- the passive decoder --- */

static void trace_add(struct platdev_sim_i2c_bus *bus, const char *s)
{
	/* Room is kept for the STOP and for " ..." marking what is left out. */
	size_t room =
		sizeof(bus->line) - (strcmp(s, " P") ? sizeof(" ... P") : 0);
	size_t n = strlen(s);

	if (bus->line_len + n < room) {
		memcpy(bus->line + bus->line_len, s, n + 1);
		bus->line_len += n;
	} else if (!bus->line_cut) {
		memcpy(bus->line + bus->line_len, " ...", sizeof(" ..."));
		bus->line_len += sizeof(" ...") - 1;
		bus->line_cut = true;
	}
}

struct trace_post {
	struct platdev_sim_i2c_bus *bus;
	const char *line;
};

static int post_to_adapter(struct platdev_class_device *cdev, void *arg)
{
	struct trace_post *p = arg;

	if (p->bus->np ? !cdev->parent || cdev->parent->of_node != p->bus->np :
			 strcmp(cdev->name, p->bus->adapter))
		return 0;
	platdev_class_device_event(cdev, "bits %s", p->line);
	return 1;
}

/* --- the bus --- */

static void edge(struct platdev_sim_i2c_bus *bus, bool scl_changed, char *done,
		 size_t done_len)
{
	unsigned int i;
	char sym[8];

	for (i = 0; i < bus->nr_targets; i++) {
		struct platdev_sim_i2c_target *t = bus->targets[i];

		if (!scl_changed && bus->scl && !bus->sda)
			target_start(t);
		else if (!scl_changed && bus->scl && bus->sda)
			target_stop(t);
		else if (scl_changed && bus->scl)
			target_scl_rise(t, bus->sda);
		else if (scl_changed)
			target_scl_fall(t);
	}
	/* The decoder. */
	if (!scl_changed && bus->scl) {
		if (!bus->sda) {
			trace_add(bus, bus->in_xfer ? " Sr" : "S");
			bus->in_xfer = true;
			bus->bits = 0;
		} else if (bus->in_xfer) {
			trace_add(bus, " P");
			bus->in_xfer = false;
			snprintf(done, done_len, "%s", bus->line);
			bus->line_len = 0;
			bus->line_cut = false;
			bus->line[0] = 0;
		}
	} else if (scl_changed && bus->scl && bus->in_xfer) {
		if (bus->bits < 8) {
			bus->shift = (u8)((bus->shift << 1) | bus->sda);
			bus->bits++;
		} else {
			snprintf(sym, sizeof(sym), " %02x %c", bus->shift,
				 bus->sda ? 'N' : 'A');
			trace_add(bus, sym);
			bus->bits = 0;
		}
	}
}

/* Append a transaction's line, dropping the oldest lines for room. */
static void log_add_locked(struct platdev_sim_i2c_bus *bus, const char *line)
{
	size_t n = strlen(line) + 1, drop = 0;
	char *nl;

	while (bus->log_len - drop + n > sizeof(bus->log)) {
		nl = memchr(bus->log + drop, '\n', bus->log_len - drop);
		if (!nl) {
			drop = bus->log_len;
			break;
		}
		drop = (size_t)(nl - bus->log) + 1;
	}
	memmove(bus->log, bus->log + drop, bus->log_len - drop);
	bus->log_len -= drop;
	memcpy(bus->log + bus->log_len, line, n - 1);
	bus->log[bus->log_len + n - 1] = '\n';
	bus->log_len += n;
}

static bool line_low(struct platdev_sim_i2c_bus *bus, bool scl)
{
	unsigned int i;

	if (bus->master_low & (scl ? bus->scl_bit : bus->sda_bit))
		return true;
	for (i = 0; i < bus->nr_targets; i++) {
		struct platdev_sim_i2c_target *t = bus->targets[i];

		if (scl ? t->scl_low : t->sda_low)
			return true;
	}
	return false;
}

/*
 * Bring the bus to rest: recompute the levels, one line's change at a time
 * fed to the targets (whose answers may change them again), then show the
 * PL061 the result.
 */
static void settle(struct platdev_sim_i2c_bus *bus)
{
	char done[TRACE_LEN] = "";
	struct trace_post post;
	bool scl, sda;
	u8 levels;
	u64 now = platdev_sim_time_now();
	unsigned int i;

	platdev_port_core_lock();
	if (bus->busy) {
		bus->again = true;
		platdev_port_core_unlock();
		return;
	}
	bus->busy = true;
	bus->now = now;
	do {
		bus->again = false;
		for (;;) {
			scl = !line_low(bus, true);
			sda = !line_low(bus, false);
			if (scl != bus->scl) {
				bus->scl = scl;
				edge(bus, true, done, sizeof(done));
			} else if (sda != bus->sda) {
				bus->sda = sda;
				edge(bus, false, done, sizeof(done));
			} else {
				break;
			}
		}
		levels = (u8)((bus->scl ? bus->scl_bit : 0) |
			      (bus->sda ? bus->sda_bit : 0));
		platdev_port_core_unlock();
		if (bus->gpio)
			sim_pl061_set_levels(
				bus->gpio, bus->scl_bit | bus->sda_bit, levels);
		platdev_port_core_lock();
	} while (bus->again);
	bus->busy = false;
	if (done[0])
		log_add_locked(bus, done);
	platdev_port_core_unlock();
	for (i = 0; i < bus->nr_targets; i++) {
		struct platdev_sim_i2c_target *t = bus->targets[i];

		if (__atomic_exchange_n(&t->stretch_pending, false,
					__ATOMIC_ACQ_REL))
			platdev_sim_timer_start(&t->stretch, t->stretch_ns);
	}
	if (done[0]) {
		post = (struct trace_post){ bus, done };
		platdev_class_device_for_each("i2c-adapter", post_to_adapter,
					      &post);
	}
}

static void bus_pulled(void *ctx, u8 low)
{
	struct platdev_sim_i2c_bus *bus = ctx;

	platdev_port_core_lock();
	bus->master_low = low & (bus->scl_bit | bus->sda_bit);
	platdev_port_core_unlock();
	settle(bus);
}

/* A read of the PL061: a line a target holds low costs virtual time. */
static void bus_sampled(void *ctx)
{
	struct platdev_sim_i2c_bus *bus = ctx;
	bool held;
	unsigned int i;

	platdev_port_core_lock();
	for (held = false, i = 0; i < bus->nr_targets; i++)
		held |= bus->targets[i]->scl_low;
	platdev_port_core_unlock();
	if (held)
		platdev_sim_time_advance(SAMPLE_NS);
}

static const struct sim_pl061_wire_ops bus_wire_ops = {
	.pulled = bus_pulled,
	.sampled = bus_sampled,
};

static void stretch_end(struct platdev_sim_timer *timer)
{
	struct platdev_sim_i2c_target *t =
		container_of(timer, struct platdev_sim_i2c_target, stretch);

	platdev_port_core_lock();
	t->scl_low = false;
	platdev_port_core_unlock();
	settle(t->bus);
}

/* --- creating the buses from the tree --- */

static int gpio_of(struct device_node *np, const char *prop, int index,
		   struct platdev_sim_instance **inst, u8 *bit)
{
	struct of_phandle_args args;
	struct platdev_sim_instance *gpio;

	if (of_parse_phandle_with_args(np, prop, "#gpio-cells", index, &args))
		return -ENOENT;
	gpio = sim_instance_of(args.np, &sim_pl061_model);
	of_node_put(args.np);
	if (!gpio || args.args_count < 1 || args.args[0] >= 8)
		return -ENOENT;
	if (*inst && *inst != gpio)
		return -EINVAL; /* both lines on one PL061 */
	*inst = gpio;
	*bit = (u8)(1u << args.args[0]);
	return 0;
}

static struct platdev_sim_i2c_target *
target_create(struct platdev_sim_i2c_bus *bus, enum sim_i2c_kind kind, u8 addr)
{
	struct platdev_sim_i2c_target *t;

	t = platdev_port_alloc(sizeof(*t));
	if (!t)
		return NULL;
	t->bus = bus;
	t->kind = kind;
	t->addr = addr;
	if (kind == SIM_I2C_24C02) {
		memset(t->mem, 0xff, sizeof(t->mem));
	} else {
		t->halted = true; /* CH set at power-on, 2000-01-01 */
		t->base_secs = days_from_civil(2000, 1, 1) * 86400;
	}
	platdev_sim_timer_init(&t->stretch, NULL, stretch_end);
	bus->targets[bus->nr_targets++] = t;
	return t;
}

static const char *const kind_compatible[] = {
	[SIM_I2C_24C02] = "atmel,24c02",
	[SIM_I2C_DS1307] = "dallas,ds1307",
};

/* The model of the first of @np's compatible strings that has one. */
static bool kind_of_node(const struct device_node *np, enum sim_i2c_kind *kind)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(kind_compatible); i++) {
		if (of_device_is_compatible(np, kind_compatible[i])) {
			*kind = i;
			return true;
		}
	}
	return false;
}

static bool kind_of_name(const char *compatible, enum sim_i2c_kind *kind)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(kind_compatible); i++) {
		if (!strcmp(compatible, kind_compatible[i])) {
			*kind = i;
			return true;
		}
	}
	return false;
}

static int add_target(struct platdev_sim_i2c_bus *bus, struct device_node *np)
{
	struct platdev_sim_i2c_target *t;
	enum sim_i2c_kind kind;
	u32 reg;

	if (!kind_of_node(np, &kind))
		return 0;
	if (of_property_read_u32(np, "reg", &reg) || reg > 0x7f ||
	    bus->nr_targets == NR_TARGETS)
		return 0;
	t = target_create(bus, kind, (u8)reg);
	if (!t)
		return -ENOMEM;
	t->np = of_node_get(np);
	return 0;
}

static int bus_create(struct device_node *np)
{
	struct platdev_sim_instance *gpio = NULL;
	struct platdev_sim_i2c_bus *bus;
	struct device_node *child;
	u8 sda, scl;
	int err;

	if (gpio_of(np, "sda-gpios", 0, &gpio, &sda) ||
	    gpio_of(np, "scl-gpios", 0, &gpio, &scl)) {
		gpio = NULL;
		if (gpio_of(np, "gpios", 0, &gpio, &sda) ||
		    gpio_of(np, "gpios", 1, &gpio, &scl))
			return 0; /* not on simulated lines */
	}
	bus = platdev_port_alloc(sizeof(*bus));
	if (!bus)
		return -ENOMEM;
	bus->np = of_node_get(np);
	bus->gpio = gpio;
	bus->sda_bit = sda;
	bus->scl_bit = scl;
	bus->scl = bus->sda = true;
	bus->next = buses;
	buses = bus;
	for_each_available_child_of_node(np, child) {
		err = add_target(bus, child);
		if (err) {
			of_node_put(child);
			return err;
		}
	}
	sim_pl061_wire(gpio, &bus_wire_ops, bus);
	/* Released lines are pulled up. */
	sim_pl061_set_levels(gpio, scl | sda, scl | sda);
	return 0;
}

int sim_i2c_buses_create(void)
{
	struct device_node *np;
	int err;

	for_each_compatible_node(np, NULL, "i2c-gpio") {
		if (!of_device_is_available(np))
			continue;
		err = bus_create(np);
		if (err) {
			of_node_put(np);
			sim_i2c_buses_destroy();
			return err;
		}
	}
	return 0;
}

static void bus_free(struct platdev_sim_i2c_bus *bus)
{
	unsigned int i;

	if (bus->gpio)
		sim_pl061_wire(bus->gpio, NULL, NULL);
	for (i = 0; i < bus->nr_targets; i++) {
		platdev_sim_timer_cancel(&bus->targets[i]->stretch);
		of_node_put(bus->targets[i]->np);
		platdev_port_free(bus->targets[i]);
	}
	of_node_put(bus->np);
	platdev_port_free(bus);
}

static void bus_unlink(struct platdev_sim_i2c_bus *bus)
{
	struct platdev_sim_i2c_bus **pp;

	for (pp = &buses; *pp; pp = &(*pp)->next) {
		if (*pp == bus) {
			*pp = bus->next;
			return;
		}
	}
}

/* The buses of the board's tree; board code's stay until it frees them. */
void sim_i2c_buses_destroy(void)
{
	struct platdev_sim_i2c_bus *bus, *next;

	for (bus = buses; bus; bus = next) {
		next = bus->next;
		if (!bus->np)
			continue;
		bus_unlink(bus);
		bus_free(bus);
	}
}

/* --- buses of board code's own lines --- */

struct platdev_sim_i2c_bus *platdev_sim_i2c_bus_create(const char *adapter)
{
	struct platdev_sim_i2c_bus *bus;

	if (!adapter)
		return NULL;
	bus = platdev_port_alloc(sizeof(*bus));
	if (!bus)
		return NULL;
	memset(bus, 0, sizeof(*bus));
	bus->adapter = adapter;
	bus->scl_bit = 1;
	bus->sda_bit = 2;
	bus->scl = bus->sda = true;
	bus->next = buses;
	buses = bus;
	return bus;
}

void platdev_sim_i2c_bus_destroy(struct platdev_sim_i2c_bus *bus)
{
	if (!bus)
		return;
	bus_unlink(bus);
	bus_free(bus);
}

struct platdev_sim_i2c_target *
platdev_sim_i2c_bus_add_target(struct platdev_sim_i2c_bus *bus,
			       const char *compatible, unsigned int addr)
{
	enum sim_i2c_kind kind;
	unsigned int i;

	if (!compatible || !kind_of_name(compatible, &kind) || addr > 0x7f ||
	    bus->nr_targets == NR_TARGETS)
		return NULL;
	for (i = 0; i < bus->nr_targets; i++)
		if (bus->targets[i]->addr == addr)
			return NULL;
	return target_create(bus, kind, (u8)addr);
}

void platdev_sim_i2c_bus_drive(struct platdev_sim_i2c_bus *bus, bool scl_low,
			       bool sda_low)
{
	bus_pulled(bus, (u8)((scl_low ? bus->scl_bit : 0) |
			     (sda_low ? bus->sda_bit : 0)));
}

void platdev_sim_i2c_bus_sample(struct platdev_sim_i2c_bus *bus, bool *scl,
				bool *sda)
{
	bus_sampled(bus);
	platdev_port_core_lock();
	*scl = bus->scl;
	*sda = bus->sda;
	platdev_port_core_unlock();
}

/* --- for tests and tools --- */

struct platdev_sim_i2c_target *
platdev_sim_i2c_target_find(const struct device_node *np)
{
	struct platdev_sim_i2c_bus *bus;
	unsigned int i;

	if (!np) /* board code's targets have no node */
		return NULL;
	for (bus = buses; bus; bus = bus->next)
		for (i = 0; i < bus->nr_targets; i++)
			if (bus->targets[i]->np == np)
				return bus->targets[i];
	return NULL;
}

void platdev_sim_i2c_target_stretch(struct platdev_sim_i2c_target *t, u64 ns)
{
	platdev_port_core_lock();
	t->stretch_ns = ns;
	t->scl_low = t->scl_low && ns;
	platdev_port_core_unlock();
	if (!ns) {
		platdev_sim_timer_cancel(&t->stretch);
		settle(t->bus);
	}
}

size_t platdev_sim_i2c_target_read(struct platdev_sim_i2c_target *t,
				   unsigned int offset, void *buf, size_t len)
{
	size_t size = t->kind == SIM_I2C_DS1307 ? DS1307_REGS : 256;
	u64 now = platdev_sim_time_now();

	if (offset >= size)
		return 0;
	if (len > size - offset)
		len = size - offset;
	platdev_port_core_lock();
	if (!t->bus->busy)
		t->bus->now = now;
	if (t->kind == SIM_I2C_DS1307 && t->phase == IDLE)
		rtc_latch(t);
	memcpy(buf, t->mem + offset, len);
	platdev_port_core_unlock();
	return len;
}

size_t platdev_sim_i2c_target_write(struct platdev_sim_i2c_target *t,
				    unsigned int offset, const void *buf,
				    size_t len)
{
	if (t->kind != SIM_I2C_24C02 || offset >= sizeof(t->mem))
		return 0;
	if (len > sizeof(t->mem) - offset)
		len = sizeof(t->mem) - offset;
	platdev_port_core_lock();
	memcpy(t->mem + offset, buf, len);
	platdev_port_core_unlock();
	return len;
}

static int bus_trace(struct platdev_sim_i2c_bus *bus, char *buf, size_t len)
{
	size_t n;

	platdev_port_core_lock();
	n = bus->log_len < len ? bus->log_len : len;
	memcpy(buf, bus->log, n);
	platdev_port_core_unlock();
	return (int)n;
}

int platdev_sim_i2c_trace(const struct device_node *np, char *buf, size_t len)
{
	struct platdev_sim_i2c_bus *bus;

	for (bus = buses; bus; bus = bus->next)
		if (bus->np && bus->np == np)
			return bus_trace(bus, buf, len);
	return -ENOENT;
}

int platdev_sim_i2c_bus_trace(struct platdev_sim_i2c_bus *bus, char *buf,
			      size_t len)
{
	return bus_trace(bus, buf, len);
}
