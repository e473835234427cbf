# SPDX-License-Identifier: MIT
# Linux's Amlogic Meson reset controller (drivers/reset/reset-meson.c) on
# the ODROID-N2's reset controller, simulated.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(reset_meson drivers/reset/reset-meson.c)
