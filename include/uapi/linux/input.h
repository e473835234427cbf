/* SPDX-License-Identifier: MIT */
/*
 * uapi/linux/input.h - the evdev ABI: the event record a reader gets, a
 * device's identity and an absolute axis's range, the bus types and the
 * force-feedback numbers; the codes are in input-event-codes.h. The
 * values are Linux's; the record has the kernel's layout (seconds and
 * microseconds as unsigned long).
 */
#ifndef _UAPI_INPUT_H
#define _UAPI_INPUT_H

#include <linux/ioctl.h>
#include <linux/types.h>

#include <uapi/linux/input-event-codes.h>

/**
 * struct input_event - one event as a reader receives it
 * @__sec: when, seconds
 * @__usec: and microseconds
 * @type: EV_*
 * @code: KEY_*, ABS_*, ...
 * @value: 1/0 for a key down/up, the axis's value, ...
 */
struct input_event {
	unsigned long __sec;
	unsigned long __usec;
	__u16 type;
	__u16 code;
	__s32 value;
};

#define input_event_sec __sec
#define input_event_usec __usec

#define EV_VERSION 0x010001

/** struct input_id - a device's bus, vendor, product and version */
struct input_id {
	__u16 bustype;
	__u16 vendor;
	__u16 product;
	__u16 version;
};

/**
 * struct input_absinfo - an absolute axis
 * @value: its latest value
 * @minimum: lowest value
 * @maximum: highest value
 * @fuzz: changes within this are noise, filtered out
 * @flat: values within this of the centre read as the centre
 * @resolution: units per millimetre (per radian for rotation)
 */
struct input_absinfo {
	__s32 value;
	__s32 minimum;
	__s32 maximum;
	__s32 fuzz;
	__s32 flat;
	__s32 resolution;
};

/** struct input_keymap_entry - a keymap entry by scancode or by index */
struct input_keymap_entry {
#define INPUT_KEYMAP_BY_INDEX (1 << 0)
	__u8 flags;
	__u8 len;
	__u16 index;
	__u32 keycode;
	__u8 scancode[32];
};

#define ID_BUS 0
#define ID_VENDOR 1
#define ID_PRODUCT 2
#define ID_VERSION 3

#define BUS_PCI 0x01
#define BUS_ISAPNP 0x02
#define BUS_USB 0x03
#define BUS_HIL 0x04
#define BUS_BLUETOOTH 0x05
#define BUS_VIRTUAL 0x06
#define BUS_ISA 0x10
#define BUS_I8042 0x11
#define BUS_XTKBD 0x12
#define BUS_RS232 0x13
#define BUS_GAMEPORT 0x14
#define BUS_PARPORT 0x15
#define BUS_AMIGA 0x16
#define BUS_ADB 0x17
#define BUS_I2C 0x18
#define BUS_HOST 0x19
#define BUS_GSC 0x1A
#define BUS_ATARI 0x1B
#define BUS_SPI 0x1C
#define BUS_RMI 0x1D
#define BUS_CEC 0x1E
#define BUS_INTEL_ISHTP 0x1F
#define BUS_AMD_SFH 0x20

#define MT_TOOL_FINGER 0x00
#define MT_TOOL_PEN 0x01
#define MT_TOOL_PALM 0x02
#define MT_TOOL_DIAL 0x0a
#define MT_TOOL_MAX 0x0f

#define FF_STATUS_STOPPED 0x00
#define FF_STATUS_PLAYING 0x01
#define FF_STATUS_MAX 0x01

#define FF_RUMBLE 0x50
#define FF_PERIODIC 0x51
#define FF_CONSTANT 0x52
#define FF_SPRING 0x53
#define FF_FRICTION 0x54
#define FF_DAMPER 0x55
#define FF_INERTIA 0x56
#define FF_RAMP 0x57
#define FF_EFFECT_MIN FF_RUMBLE
#define FF_EFFECT_MAX FF_RAMP
#define FF_SQUARE 0x58
#define FF_TRIANGLE 0x59
#define FF_SINE 0x5a
#define FF_SAW_UP 0x5b
#define FF_SAW_DOWN 0x5c
#define FF_CUSTOM 0x5d
#define FF_WAVEFORM_MIN FF_SQUARE
#define FF_WAVEFORM_MAX FF_CUSTOM
#define FF_GAIN 0x60
#define FF_AUTOCENTER 0x61
#define FF_MAX_EFFECTS FF_GAIN
#define FF_MAX 0x7f
#define FF_CNT (FF_MAX + 1)

#endif /* _UAPI_INPUT_H */
