# SPDX-License-Identifier: MIT
# Linux's Amlogic Meson reset controller (drivers/reset/reset-meson.c) on
# the ODROID-N2's reset controller, simulated.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_reset_meson
  ${CMAKE_CURRENT_SOURCE_DIR}/test_reset_meson.c
  drivers/reset/reset-meson.c)
platdev_linux_board(linux_reset_meson reset_meson)
target_sources(linux_reset_meson PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/sim_board.c)
