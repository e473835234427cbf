/* SPDX-License-Identifier: MIT */
/*
 * uapi/linux/rtc.h - what user space and an RTC driver share: the broken-down
 * time (struct rtc_time, as struct tm: years since 1900, months from 0), the
 * alarm (struct rtc_wkalrm), the requests of /dev/rtcN (a program makes them
 * with platdev_rtc_ioctl(), platdev/rtc.h), the flags of a recorded
 * interrupt and the feature bits of an RTC.
 */
#ifndef _UAPI_LINUX_RTC_H_
#define _UAPI_LINUX_RTC_H_

#include <linux/ioctl.h>
#include <linux/types.h>

/**
 * struct rtc_time - a calendar time, as the fields of struct tm
 * @tm_sec: 0..59
 * @tm_min: 0..59
 * @tm_hour: 0..23
 * @tm_mday: day of the month, 1..31
 * @tm_mon: month, 0 (January)..11
 * @tm_year: years since 1900
 * @tm_wday: day of the week, 0 (Sunday)..6
 * @tm_yday: day of the year, 0..365
 * @tm_isdst: unused by RTCs
 */
struct rtc_time {
	int tm_sec;
	int tm_min;
	int tm_hour;
	int tm_mday;
	int tm_mon;
	int tm_year;
	int tm_wday;
	int tm_yday;
	int tm_isdst;
};

/**
 * struct rtc_wkalrm - an alarm
 * @enabled: 1 when its interrupt is enabled
 * @pending: 1 when it fired and was not yet acknowledged
 * @time: when it goes off
 */
struct rtc_wkalrm {
	unsigned char enabled;
	unsigned char pending;
	struct rtc_time time;
};

/* A phase-locked loop's correction (RTC_PLL_GET/SET, some old boards). */
struct rtc_pll_info {
	int pll_ctrl;
	int pll_value;
	int pll_max;
	int pll_min;
	int pll_posmult;
	int pll_negmult;
	long pll_clock;
};

/* One parameter of RTC_PARAM_GET/SET: RTC_PARAM_*, its value, its index. */
struct rtc_param {
	__u64 param;
	union {
		__u64 uvalue;
		__s64 svalue;
		__u64 ptr;
	};
	__u32 index;
	__u32 __pad;
};

/* The requests of /dev/rtcN. */
#define RTC_AIE_ON _IO('p', 0x01) /* alarm interrupt on */
#define RTC_AIE_OFF _IO('p', 0x02) /* and off */
#define RTC_UIE_ON _IO('p', 0x03) /* update (1 Hz) interrupt on */
#define RTC_UIE_OFF _IO('p', 0x04)
#define RTC_PIE_ON _IO('p', 0x05) /* periodic interrupt on */
#define RTC_PIE_OFF _IO('p', 0x06)
#define RTC_WIE_ON _IO('p', 0x0f) /* watchdog interrupt on */
#define RTC_WIE_OFF _IO('p', 0x10)

#define RTC_ALM_SET _IOW('p', 0x07, struct rtc_time) /* alarm time of day */
#define RTC_ALM_READ _IOR('p', 0x08, struct rtc_time)
#define RTC_RD_TIME _IOR('p', 0x09, struct rtc_time)
#define RTC_SET_TIME _IOW('p', 0x0a, struct rtc_time)
#define RTC_IRQP_READ _IOR('p', 0x0b, unsigned long) /* periodic rate */
#define RTC_IRQP_SET _IOW('p', 0x0c, unsigned long)
#define RTC_EPOCH_READ _IOR('p', 0x0d, unsigned long)
#define RTC_EPOCH_SET _IOW('p', 0x0e, unsigned long)

#define RTC_WKALM_SET _IOW('p', 0x0f, struct rtc_wkalrm) /* a dated alarm */
#define RTC_WKALM_RD _IOR('p', 0x10, struct rtc_wkalrm)

#define RTC_PLL_GET _IOR('p', 0x11, struct rtc_pll_info)
#define RTC_PLL_SET _IOW('p', 0x12, struct rtc_pll_info)

#define RTC_PARAM_GET _IOW('p', 0x13, struct rtc_param)
#define RTC_PARAM_SET _IOW('p', 0x14, struct rtc_param)

/* What RTC_VL_READ reports about the supply. */
#define RTC_VL_DATA_INVALID (1UL << 0) /* the time was lost */
#define RTC_VL_BACKUP_LOW (1UL << 1)
#define RTC_VL_BACKUP_EMPTY (1UL << 2)
#define RTC_VL_ACCURACY_LOW (1UL << 3)
#define RTC_VL_BACKUP_SWITCH (1UL << 4)

#define RTC_VL_READ _IOR('p', 0x13, unsigned int)
#define RTC_VL_CLR _IO('p', 0x14)

/*
 * The interrupt flags a driver passes to rtc_update_irq(), and the low byte
 * of what a read of /dev/rtcN returns (the count is in the bytes above).
 */
#define RTC_IRQF 0x80 /* one of the below happened */
#define RTC_PF 0x40 /* periodic */
#define RTC_AF 0x20 /* alarm */
#define RTC_UF 0x10 /* update, once a second */

/* Bits of struct rtc_device's features. */
#define RTC_FEATURE_ALARM 0
#define RTC_FEATURE_ALARM_RES_MINUTE 1
#define RTC_FEATURE_NEED_WEEK_DAY 2
#define RTC_FEATURE_ALARM_RES_2S 3
#define RTC_FEATURE_UPDATE_INTERRUPT 4
#define RTC_FEATURE_CORRECTION 5
#define RTC_FEATURE_BACKUP_SWITCH_MODE 6
#define RTC_FEATURE_ALARM_WAKEUP_ONLY 7
#define RTC_FEATURE_CNT 8

/* The parameters of RTC_PARAM_GET/SET. */
#define RTC_PARAM_FEATURES 0
#define RTC_PARAM_CORRECTION 1
#define RTC_PARAM_BACKUP_SWITCH_MODE 2

/* Backup switch-over modes. */
#define RTC_BSM_DISABLED 0
#define RTC_BSM_DIRECT 1
#define RTC_BSM_LEVEL 2
#define RTC_BSM_STANDBY 3

#define RTC_MAX_FREQ 8192

#endif /* _UAPI_LINUX_RTC_H_ */
