# SPDX-License-Identifier: MIT
# Linux's UniPhier eFuse driver (drivers/nvmem/uniphier-efuse.c, byte
# reads of a memory-mapped block) on the eFuse model of a simulated board,
# its cells read by an Ethernet controller's driver that defers until the
# eFuse is registered, and the bytes read by a program as the sysfs file.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_nvmem_uniphier
  ${CMAKE_CURRENT_SOURCE_DIR}/test_nvmem_uniphier.c
  drivers/nvmem/uniphier-efuse.c)
platdev_linux_board(linux_nvmem_uniphier nvmem_uniphier)
