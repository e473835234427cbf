/* SPDX-License-Identifier: MIT */
/*
 * typed_props.h - a platform-data structure with a field of every kind
 * that typed data read from properties fills (docs/typed-data.md), for
 * tests/dts/typed_props.dts: the runtime reader's test
 * (test_typed_properties.c) and `platdev gen --pdata`'s
 * (tests/gen/typed_types.h, gen_typed_board).
 */
#ifndef _PLATDEV_TESTS_TYPED_PROPS_H
#define _PLATDEV_TESTS_TYPED_PROPS_H

#include <linux/types.h>
#include <platdev/typed.h>

/* An enum field: an integer whose size and signedness C decides. */
enum typed_mode { TYPED_MODE_OFF, TYPED_MODE_ON };

struct typed_props {
	u32 current_speed;
	s8 trim;
	s64 offset;
	u8 small;
	u16 medium;
	u64 wide;
	unsigned int fifo;
	bool hw_flow;
	unsigned int dma_capable : 1;
	unsigned int unused_flag : 1;
	char label[8];
	const char *port;
	const char *clock_names[3];
	u8 mac[6];
	u16 taps[4];
	u32 rates[4];
	s32 deltas[2];
	enum typed_mode mode;
	void *cookie;
	unsigned long missing;
};
PLATDEV_TYPE_DECLARE(typed_props);

#endif /* _PLATDEV_TESTS_TYPED_PROPS_H */
