/* SPDX-License-Identifier: MIT */
/* asm/unaligned.h - the name linux/unaligned.h had before Linux 6.12. */
#ifndef _PLATDEV_ASM_UNALIGNED_H
#define _PLATDEV_ASM_UNALIGNED_H

#include <linux/unaligned.h>

#endif /* _PLATDEV_ASM_UNALIGNED_H */
