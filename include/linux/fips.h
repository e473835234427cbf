/* SPDX-License-Identifier: MIT */
/*
 * linux/fips.h - FIPS 140 mode of the crypto layer: never on here (there
 * is no crypto layer), so fips_enabled is the constant 0, as in Linux
 * without CONFIG_CRYPTO_FIPS.
 */
#ifndef _PLATDEV_LINUX_FIPS_H
#define _PLATDEV_LINUX_FIPS_H

#define fips_enabled 0

/* Tell the crypto layer a self-test failed: nothing listens here. */
static inline void fips_fail_notify(void)
{
}

#endif /* _PLATDEV_LINUX_FIPS_H */
