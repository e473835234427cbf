// SPDX-License-Identifier: MIT
/* era_old.c - era_driver.c for the default generation (6.10). */
#define ERA_RECORD era_old_record
#define ERA_DRIVER era_old_driver
#define ERA_NAME "era-old"
struct era_record era_old_record;
#include "era_driver.c"
