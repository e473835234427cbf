# SPDX-License-Identifier: MIT
# Linux's syscon-reboot and syscon-poweroff on a simulated system
# controller.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_syscon_power
  ${CMAKE_CURRENT_SOURCE_DIR}/test_syscon_power.c
  drivers/power/reset/syscon-reboot.c
  drivers/power/reset/syscon-poweroff.c)
platdev_linux_board(linux_syscon_power syscon_power)
