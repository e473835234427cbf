# SPDX-License-Identifier: MIT
#
# cmake -DSRC=<source tree> -DOUT=<scratch build folder> -DCC=<compiler>
#       -P configure.cmake
#
# Configuring the project with a feature set it cannot be built with fails,
# naming the feature and what it lacks; a set it can be built with (not a
# profile) configures and hands the compiler its mask.
cmake_minimum_required(VERSION 3.20)

set(failures 0)

# configure(<expect: ok|fail> <pattern> <-D option>...)
function(configure expect pattern)
	execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SRC}" -B "${OUT}"
			"-DCMAKE_C_COMPILER=${CC}" -DPLATDEV_BUILD_TESTS=OFF
			-DPLATDEV_BUILD_TOOLS=OFF -DPLATDEV_BUILD_BENCH=OFF
			-UPLATDEV_FEATURES -UPLATDEV_PROFILE ${ARGN}
		RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE text)
	string(REGEX REPLACE "[ \t\n]+" " " flat "${text}")
	if(expect STREQUAL "fail" AND rc EQUAL 0)
		set(why "configured, expected a failure")
	elseif(expect STREQUAL "ok" AND NOT rc EQUAL 0)
		set(why "failed, expected success")
	elseif(NOT flat MATCHES "${pattern}")
		set(why "no '${pattern}' in the output")
	else()
		message(STATUS "${ARGN}: ${expect}, as expected")
		return()
	endif()
	message(SEND_ERROR "${ARGN}: ${why}:\n${text}")
	math(EXPR failures "${failures} + 1")
	set(failures ${failures} PARENT_SCOPE)
endfunction()

configure(fail "AMBA without OF: PLATDEV_FEAT_AMBA needs PLATDEV_FEAT_OF"
	-DPLATDEV_FEATURES=AMBA,IO,RESOURCE_TREE)
configure(fail "OF without DEPS: PLATDEV_FEAT_OF needs PLATDEV_FEAT_DEPS"
	-DPLATDEV_FEATURES=OF,IO,RESOURCE_TREE)
configure(fail "OF without IO: "
	-DPLATDEV_FEATURES=OF,DEPS,RESOURCE_TREE)
configure(fail "PM without DEPS: PLATDEV_FEAT_PM needs PLATDEV_FEAT_DEPS"
	-DPLATDEV_FEATURES=PM)
configure(fail "IO without RESOURCE_TREE: "
	-DPLATDEV_FEATURES=IO)
configure(fail "'DMA' is no feature"
	-DPLATDEV_FEATURES=DEPS,DMA)
configure(fail "PLATDEV_PROFILE='huge': expected one of full, minimal, tiny"
	-DPLATDEV_PROFILE=huge)
# The tiny profile: no feature bit, its own core.
configure(ok "features= \\(PLATDEV_FEATURES=0x0u, from PLATDEV_PROFILE='tiny'\\)"
	-DPLATDEV_PROFILE=tiny)
# The device tree without the AMBA bus, the minimal profile plus register
# access: sets that are no profile.
configure(ok "features=OF,IO,RESOURCE_TREE,DEPS \\(PLATDEV_FEATURES=0x1du"
	"-DPLATDEV_FEATURES=of, io resource_tree PLATDEV_FEAT_DEPS")
configure(ok "features=IO,RESOURCE_TREE \\(PLATDEV_FEATURES=0xcu, from PLATDEV_FEATURES='IO,RESOURCE_TREE'"
	-DPLATDEV_PROFILE=minimal -DPLATDEV_FEATURES=IO,RESOURCE_TREE)

if(failures)
	message(FATAL_ERROR "${failures} configure runs went wrong")
endif()
