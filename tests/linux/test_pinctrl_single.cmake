# SPDX-License-Identifier: MIT
# Linux's pinctrl-single (drivers/pinctrl/pinctrl-single.c) on a simulated
# pad block, its consumers' pin states applied at probe; and the same
# driver on the AM654 base board's device tree (../shared/dtbs).
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(pinctrl_single drivers/pinctrl/pinctrl-single.c)
target_compile_definitions(linux_pinctrl_single PRIVATE
  PLATDEV_SHARED_DTB_DIR="${PROJECT_SOURCE_DIR}/../shared/dtbs")
