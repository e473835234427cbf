# SPDX-License-Identifier: MIT
# Linux's syscon-reboot and syscon-poweroff on a simulated system
# controller; and the boards of the other kit-regmap-pm tests.

# platdev_linux_board(TEST DTS_NAME): compile tests/linux/DTS_NAME.dts for
# TEST, which finds it at PLATDEV_LINUX_DTB.
function(platdev_linux_board test dts_name)
  set(dtb ${CMAKE_CURRENT_BINARY_DIR}/${dts_name}.dtb)
  add_custom_command(OUTPUT ${dtb}
    COMMAND ${DTC} -q -I dts -O dtb -o ${dtb} ${CMAKE_CURRENT_SOURCE_DIR}/${dts_name}.dts
    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${dts_name}.dts VERBATIM)
  add_custom_target(${test}_dtb DEPENDS ${dtb})
  add_dependencies(${test} ${test}_dtb)
  target_compile_definitions(${test} PRIVATE PLATDEV_LINUX_DTB="${dtb}")
endfunction()

platdev_linux_driver_test(linux_syscon_power
  ${CMAKE_CURRENT_SOURCE_DIR}/test_syscon_power.c
  drivers/power/reset/syscon-reboot.c
  drivers/power/reset/syscon-poweroff.c)
platdev_linux_board(linux_syscon_power syscon_power)
