// SPDX-License-Identifier: MIT
/*
 * rtc_pl031_example.c - the README's "Read the time from Linux's RTC
 * driver": QEMU's virt board from its DTB, Linux's own rtc-pl031.c linked
 * in unchanged, the PL031 simulated; a program sets rtc0's time, lets a
 * minute and a half of virtual time pass and reads it back, as it would
 * with ioctl() on /dev/rtc0.
 *
 *   rtc_pl031_example qemu-virt-aarch64.dtb
 */
#include <stdio.h>
#include <stdlib.h>

#include <linux/of_platform.h>
#include <platdev/of.h>
#include <platdev/rtc.h>
#include <platdev/sim.h>

static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	void *buf = NULL;
	long n;

	if (f && !fseek(f, 0, SEEK_END) && (n = ftell(f)) > 0 &&
	    !fseek(f, 0, SEEK_SET) && (buf = malloc((size_t)n)) &&
	    fread(buf, 1, (size_t)n, f) == (size_t)n)
		*size = (size_t)n;
	else
		free(buf), buf = NULL;
	if (f)
		fclose(f);
	return buf;
}

int main(int argc, char **argv)
{
	struct rtc_time tm = { .tm_year = 2025 - 1900,
			       .tm_mon = 5,
			       .tm_mday = 30,
			       .tm_hour = 23,
			       .tm_min = 59 };
	struct rtc_device *rtc;
	size_t size = 0;
	void *blob;
	int err;

	blob = argc > 1 ? read_file(argv[1], &size) : NULL;
	if (!blob || platdev_of_load(blob, size))
		return 77; /* no board: skipped */
	free(blob);
	/* The board on virtual time, its GIC up, its devices bound. */
	platdev_time_use(&platdev_sim_time_ops, NULL);
	platdev_of_init_early();
	if (platdev_sim_board_create())
		return 1;
	of_platform_default_populate(NULL, NULL, NULL);

	/* What a program does with /dev/rtc0. */
	rtc = platdev_rtc_open("rtc0");
	if (IS_ERR(rtc))
		return 1;
	err = platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm);
	platdev_sim_time_advance(90ULL * NSEC_PER_SEC);
	if (!err)
		err = platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm);
	if (!err)
		printf("rtc0: %04d-%02d-%02d %02d:%02d:%02d\n",
		       tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
		       tm.tm_min, tm.tm_sec);
	platdev_rtc_close(rtc);

	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	platdev_sim_board_destroy();
	platdev_of_unload();
	platdev_time_use(NULL, NULL);
	return err ? 1 : 0;
}
