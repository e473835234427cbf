# SPDX-License-Identifier: MIT
# Linux's STM32 timers multi-function driver (drivers/mfd/stm32-timers.c)
# on the STM32MP157's timers, simulated, without DMA.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_mfd_stm32_timers
  ${CMAKE_CURRENT_SOURCE_DIR}/test_mfd_stm32_timers.c
  drivers/mfd/stm32-timers.c)
platdev_linux_board(linux_mfd_stm32_timers mfd_stm32_timers)
# What the kernel's configuration defines when it builds this driver:
# linux/mfd/stm32-timers.h declares stm32_timers_dma_burst_read() only
# when the driver is reachable (IS_REACHABLE(CONFIG_MFD_STM32_TIMERS)).
target_compile_definitions(linux_mfd_stm32_timers PRIVATE
  CONFIG_MFD_STM32_TIMERS=1)
