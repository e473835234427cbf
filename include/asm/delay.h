/* SPDX-License-Identifier: MIT */
/*
 * asm/delay.h - __delay(), a busy-wait counted in loops of a calibrated
 * loop. A loop is taken to be a nanosecond here (loops_per_jiffy is
 * TICK_NSEC), so __delay(n) waits at least n ns on the time source.
 */
#ifndef _PLATDEV_ASM_DELAY_H
#define _PLATDEV_ASM_DELAY_H

#include <linux/jiffies.h>
#include <platdev/time.h>

#define loops_per_jiffy ((unsigned long)TICK_NSEC)

/** __delay() - busy-wait @loops loops (nanoseconds here) */
static inline void __delay(unsigned long loops)
{
	platdev_time_delay_ns(loops);
}

#endif /* _PLATDEV_ASM_DELAY_H */
