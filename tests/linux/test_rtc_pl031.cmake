# SPDX-License-Identifier: MIT
# Linux's PL031 RTC driver (an AMBA driver of the RTC class) on QEMU's
# aarch64 virt board, its alarm interrupt through the GIC on virtual time;
# and the README's program reading its time.
set(_qemu_aarch64 ${PROJECT_SOURCE_DIR}/../shared/dtbs/qemu-virt-aarch64.dtb)
if(EXISTS ${_qemu_aarch64})
  platdev_linux_driver_test(linux_rtc_pl031
    ${CMAKE_CURRENT_SOURCE_DIR}/test_rtc_pl031.c drivers/rtc/rtc-pl031.c)
  target_compile_definitions(linux_rtc_pl031 PRIVATE
    PLATDEV_LINUX_DTB="${_qemu_aarch64}")

  add_executable(rtc_pl031_example
    ${PROJECT_SOURCE_DIR}/examples/rtc/rtc_pl031_example.c
    ${PLATDEV_LINUX_SRC}/drivers/rtc/rtc-pl031.c)
  target_link_libraries(rtc_pl031_example PRIVATE platdev::platdev)
  target_compile_definitions(rtc_pl031_example PRIVATE
    "PLATDEV_LINUX_API=KERNEL_VERSION(6, 12, 0)")
  set_property(SOURCE ${PLATDEV_LINUX_SRC}/drivers/rtc/rtc-pl031.c
    TARGET_DIRECTORY rtc_pl031_example APPEND PROPERTY COMPILE_DEFINITIONS
    "KBUILD_MODNAME=\"rtc_pl031\"" "KBUILD_BASENAME=\"rtc_pl031\"")
  add_test(NAME rtc_pl031_example
    COMMAND rtc_pl031_example ${_qemu_aarch64})
  set_tests_properties(rtc_pl031_example PROPERTIES LABELS linux
    PASS_REGULAR_EXPRESSION "rtc0: 2025-07-01 00:00:30\n")
endif()
