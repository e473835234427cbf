/* SPDX-License-Identifier: MIT */
/*
 * lookup_score.h - how well a board file's lookup entry (clkdev's
 * clk_lookup, the PWM core's pwm_lookup) names a consumer: the rule both
 * tables follow, kept in one place.
 */
#ifndef _PLATDEV_SRC_KERNEL_LOOKUP_SCORE_H
#define _PLATDEV_SRC_KERNEL_LOOKUP_SCORE_H

#include <string.h>

/**
 * platdev_lookup_score() - score an entry against a consumer's names
 * @entry_dev: the entry's device name, or NULL for any device
 * @entry_con: the entry's connection name, or NULL for any connection
 * @dev_id: the consumer's device name, or NULL
 * @con_id: the connection asked for, or NULL
 *
 * A device name the entry gives and the consumer matches counts 2, a
 * matching connection name 1; a name the entry gives that the consumer does
 * not match (or does not give) rules the entry out.
 *
 * Return: -1 when ruled out, else 0 to 3; the highest score wins.
 */
static inline int platdev_lookup_score(const char *entry_dev,
				       const char *entry_con,
				       const char *dev_id, const char *con_id)
{
	int score = 0;

	if (entry_dev) {
		if (!dev_id || strcmp(entry_dev, dev_id))
			return -1;
		score += 2;
	}
	if (entry_con) {
		if (!con_id || strcmp(entry_con, con_id))
			return -1;
		score += 1;
	}
	return score;
}

#endif /* _PLATDEV_SRC_KERNEL_LOOKUP_SCORE_H */
