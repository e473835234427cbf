# SPDX-License-Identifier: MIT
# platdev_linux_board(TEST DTS_NAME): compile tests/linux/DTS_NAME.dts for
# TEST, which finds the blob at PLATDEV_LINUX_DTB. Included by the
# test_*.cmake files that load a board of their own.
include_guard(GLOBAL)

function(platdev_linux_board test dts_name)
  set(dtb ${CMAKE_CURRENT_BINARY_DIR}/${dts_name}.dtb)
  add_custom_command(OUTPUT ${dtb}
    COMMAND ${DTC} -q -I dts -O dtb -o ${dtb} ${CMAKE_CURRENT_SOURCE_DIR}/${dts_name}.dts
    DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${dts_name}.dts VERBATIM)
  add_custom_target(${test}_dtb DEPENDS ${dtb})
  add_dependencies(${test} ${test}_dtb)
  target_compile_definitions(${test} PRIVATE PLATDEV_LINUX_DTB="${dtb}")
endfunction()

# platdev_linux_sim_test(NAME LINUX_FILE...): the test linux_NAME, built
# from test_NAME.c and the Linux files, on the board NAME.dts.
function(platdev_linux_sim_test name)
  platdev_linux_driver_test(linux_${name}
    ${CMAKE_CURRENT_SOURCE_DIR}/test_${name}.c ${ARGN})
  platdev_linux_board(linux_${name} ${name})
endfunction()
