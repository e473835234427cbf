# SPDX-License-Identifier: MIT
# Linux's Qualcomm AOSS reset controller (drivers/reset/reset-qcom-aoss.c)
# on the SDM845 MTP's, simulated.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(reset_qcom_aoss drivers/reset/reset-qcom-aoss.c)
