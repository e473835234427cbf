# SPDX-License-Identifier: MIT
# Linux's gpio-keys driver on QEMU's virt board (../shared/dtbs), its power
# key on a line of the PL061 model driven by Linux's PL061 driver; skipped
# without the board.
set(_qemu_virt ${PROJECT_SOURCE_DIR}/../shared/dtbs/qemu-virt-aarch64.dtb)
if(EXISTS ${_qemu_virt})
  platdev_linux_driver_test(linux_input_gpio_keys
    ${CMAKE_CURRENT_SOURCE_DIR}/test_input_gpio_keys.c
    drivers/input/keyboard/gpio_keys.c drivers/gpio/gpio-pl061.c)
  target_compile_definitions(linux_input_gpio_keys PRIVATE
    PLATDEV_LINUX_DTB="${_qemu_virt}")
endif()
