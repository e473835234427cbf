/* SPDX-License-Identifier: MIT */
/* syscore_612.h - see syscore_612.c. */
#ifndef _PLATDEV_TEST_SYSCORE_612_H
#define _PLATDEV_TEST_SYSCORE_612_H

#include <stddef.h>

/* Register a 6.12 struct syscore marking "X"/"x"/"2" into @seq; its
 * suspend returns @result. */
void syscore_612_register(char *seq, size_t size, int result);
void syscore_612_unregister(void);

#endif /* _PLATDEV_TEST_SYSCORE_612_H */
