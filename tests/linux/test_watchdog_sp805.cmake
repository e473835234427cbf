# SPDX-License-Identifier: MIT
# Linux's SP805 watchdog driver on Arm's Juno board (../shared/dtbs), its
# SP805 behind the SP805 model; skipped without the board.
set(_juno ${PROJECT_SOURCE_DIR}/../shared/dtbs/juno.dtb)
if(EXISTS ${_juno})
  platdev_linux_driver_test(linux_watchdog_sp805
    ${CMAKE_CURRENT_SOURCE_DIR}/test_watchdog_sp805.c
    drivers/watchdog/sp805_wdt.c)
  target_compile_definitions(linux_watchdog_sp805 PRIVATE
    PLATDEV_LINUX_DTB="${_juno}")
endif()
