# SPDX-License-Identifier: MIT
# Linux's timeriomem-rng driver (a register read on a period, its hrtimer
# and completion) on a simulated board of two such RNGs, read through
# platdev/hwrng.h as /dev/hwrng.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(hwrng_timeriomem
  drivers/char/hw_random/timeriomem-rng.c)
