# SPDX-License-Identifier: MIT
# Linux's APM X-Gene GPIO driver (drivers/gpio/gpio-xgene.c), three banks,
# on a simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(gpio_xgene drivers/gpio/gpio-xgene.c)
