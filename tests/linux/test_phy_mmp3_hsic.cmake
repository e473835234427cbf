# SPDX-License-Identifier: MIT
# Linux's Marvell MMP3 HSIC PHY (drivers/phy/marvell/phy-mmp3-hsic.c), a
# provider through of_phy_simple_xlate, on a simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(phy_mmp3_hsic drivers/phy/marvell/phy-mmp3-hsic.c)
