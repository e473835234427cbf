// SPDX-License-Identifier: MIT
/*
 * charlog.c - what a simulated UART transmitted: the first bytes kept, all
 * of them counted, for the models' platdev_sim_*_output() functions.
 */
#include <string.h>

#include <platdev/port.h>

#include "sim_private.h"

void sim_char_log_add_locked(struct sim_char_log *log, char c)
{
	if (log->len < SIM_CHAR_LOG)
		log->buf[log->len] = c;
	log->len++;
}

int sim_char_log_copy(struct sim_char_log *log, char *buf, size_t len)
{
	size_t n, kept;

	platdev_port_core_lock();
	n = log->len;
	kept = n < SIM_CHAR_LOG ? n : SIM_CHAR_LOG;
	memcpy(buf, log->buf, len < kept ? len : kept);
	platdev_port_core_unlock();
	return (int)n;
}
