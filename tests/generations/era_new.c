// SPDX-License-Identifier: MIT
/* era_new.c - era_driver.c for Linux 6.12, where .remove returns void. */
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)
#define ERA_RECORD era_new_record
#define ERA_DRIVER era_new_driver
#define ERA_NAME "era-new"
struct era_record era_new_record;
#include "era_driver.c"
