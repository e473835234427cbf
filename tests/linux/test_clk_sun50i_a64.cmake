# SPDX-License-Identifier: MIT
# Linux's Allwinner A64 clock control unit (drivers/clk/sunxi-ng/
# ccu-sun50i-a64.c with the sunxi-ng library it links with) on a
# simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_clk_sun50i_a64
  ${CMAKE_CURRENT_SOURCE_DIR}/test_clk_sun50i_a64.c
  drivers/clk/sunxi-ng/ccu-sun50i-a64.c
  drivers/clk/sunxi-ng/ccu_common.c
  drivers/clk/sunxi-ng/ccu_div.c
  drivers/clk/sunxi-ng/ccu_frac.c
  drivers/clk/sunxi-ng/ccu_gate.c
  drivers/clk/sunxi-ng/ccu_mp.c
  drivers/clk/sunxi-ng/ccu_mux.c
  drivers/clk/sunxi-ng/ccu_nk.c
  drivers/clk/sunxi-ng/ccu_nkm.c
  drivers/clk/sunxi-ng/ccu_nkmp.c
  drivers/clk/sunxi-ng/ccu_nm.c
  drivers/clk/sunxi-ng/ccu_reset.c
  drivers/clk/sunxi-ng/ccu_sdm.c)
platdev_linux_board(linux_clk_sun50i_a64 clk_sun50i_a64)
