# SPDX-License-Identifier: MIT
# Resets and GPIO: Linux's simple reset controller, and its generic MMIO
# GPIO driver with the 74xx driver built on it, each probing on a
# simulated board and used by a consumer driver of the test.

# _kit_reset_gpio_dtb(TARGET DTS): compile tests/linux/DTS with dtc into
# the build tree for TARGET, which finds it as PLATDEV_LINUX_DTB, and give
# TARGET the board helpers of sim_board.c.
function(_kit_reset_gpio_dtb target dts)
  get_filename_component(base ${dts} NAME_WE)
  set(dtb ${CMAKE_CURRENT_BINARY_DIR}/${base}.dtb)
  add_custom_command(OUTPUT ${dtb}
    COMMAND ${DTC} -q -I dts -O dtb -o ${dtb} ${CMAKE_CURRENT_SOURCE_DIR}/${dts}
    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${dts} VERBATIM)
  add_custom_target(${target}_dtb DEPENDS ${dtb})
  add_dependencies(${target} ${target}_dtb)
  target_compile_definitions(${target} PRIVATE PLATDEV_LINUX_DTB="${dtb}")
  # Headers Linux keeps beside a driver, written here
  # (include/platdev/driver-private).
  target_sources(${target} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/sim_board.c)
  target_include_directories(${target} PRIVATE
    ${PROJECT_SOURCE_DIR}/include/platdev/driver-private)
endfunction()

platdev_linux_driver_test(linux_reset_simple
  ${CMAKE_CURRENT_SOURCE_DIR}/test_reset_simple.c
  drivers/reset/reset-simple.c)
_kit_reset_gpio_dtb(linux_reset_simple reset_simple.dts)

platdev_linux_driver_test(linux_gpio_mmio
  ${CMAKE_CURRENT_SOURCE_DIR}/test_gpio_mmio.c
  drivers/gpio/gpio-mmio.c drivers/gpio/gpio-74xx-mmio.c)
_kit_reset_gpio_dtb(linux_gpio_mmio gpio_mmio.dts)
# The driver's own Kconfig choice, as a kernel configuration would make it:
# gpio-mmio.c's platform driver (not only bgpio_init()).
target_compile_definitions(linux_gpio_mmio PRIVATE
  CONFIG_GPIO_GENERIC=1 CONFIG_GPIO_GENERIC_PLATFORM=1)

# A SoC's reset controller over a regmap, choosing its registers by the
# match data (device_get_match_data() through linux/of.h alone), with the
# binding's header of Linux's include/dt-bindings.
platdev_linux_driver_test(linux_reset_qcom_pdc
  ${CMAKE_CURRENT_SOURCE_DIR}/test_reset_qcom_pdc.c
  drivers/reset/reset-qcom-pdc.c)
_kit_reset_gpio_dtb(linux_reset_qcom_pdc reset_qcom_pdc.dts)
