# SPDX-License-Identifier: MIT
# Linux's Qualcomm AOSS reset controller (drivers/reset/reset-qcom-aoss.c)
# on the SDM845 MTP's, simulated.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_reset_qcom_aoss
  ${CMAKE_CURRENT_SOURCE_DIR}/test_reset_qcom_aoss.c
  drivers/reset/reset-qcom-aoss.c)
platdev_linux_board(linux_reset_qcom_aoss reset_qcom_aoss)
target_sources(linux_reset_qcom_aoss PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/sim_board.c)
