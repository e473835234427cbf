# SPDX-License-Identifier: MIT
# Linux's Goldfish RTC driver on QEMU's RISC-V virt board (its alarm
# through the PLIC) on virtual time.
set(_qemu_riscv64 ${PROJECT_SOURCE_DIR}/../shared/dtbs/qemu-virt-riscv64.dtb)
if(EXISTS ${_qemu_riscv64})
  platdev_linux_driver_test(linux_rtc_goldfish
    ${CMAKE_CURRENT_SOURCE_DIR}/test_rtc_goldfish.c drivers/rtc/rtc-goldfish.c)
  target_compile_definitions(linux_rtc_goldfish PRIVATE
    PLATDEV_LINUX_DTB="${_qemu_riscv64}")
  # The board's interrupt controller, the PLIC: the example driver.
  target_sources(linux_rtc_goldfish PRIVATE
    ${PROJECT_SOURCE_DIR}/examples/sim/plic_example.c)
  target_include_directories(linux_rtc_goldfish PRIVATE
    ${PROJECT_SOURCE_DIR}/examples)
endif()
