# SPDX-License-Identifier: MIT
#
# platdev_add_test(NAME <name> SOURCES <file>... [LIBS <lib>...]
#                  [LABELS <label>...] [TIMEOUT <seconds>])
#
# Builds executable <name> from SOURCES (paths relative to the calling
# folder), links platdev::platdev, cmocka and LIBS, and registers it with
# CTest as test <name>.
#
#   - include paths: tests/, examples/ and src/ (for white-box tests of
#     private headers such as "base/base.h");
#   - PLATDEV_SOURCE_DIR is defined to the source tree's absolute path, as a
#     string literal, for tests that read files (DTBs, fixtures);
#   - TIMEOUT defaults to 120 s;
#   - LABELS: `make check` runs the tests labelled "stress" under TSan.

include_guard(GLOBAL)

get_filename_component(_PLATDEV_TESTING_ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

function(_platdev_find_cmocka)
	if(TARGET PkgConfig::CMOCKA)
		return()
	endif()
	find_package(PkgConfig REQUIRED)
	pkg_check_modules(CMOCKA REQUIRED IMPORTED_TARGET GLOBAL cmocka)
endfunction()

function(platdev_add_test)
	cmake_parse_arguments(PARSE_ARGV 0 arg "" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS")
	if(arg_UNPARSED_ARGUMENTS)
		message(FATAL_ERROR "platdev_add_test: unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
	endif()
	if(NOT arg_NAME)
		message(FATAL_ERROR "platdev_add_test: NAME is required")
	endif()
	if(NOT arg_SOURCES)
		message(FATAL_ERROR "platdev_add_test(${arg_NAME}): SOURCES is required")
	endif()
	if(NOT arg_TIMEOUT)
		set(arg_TIMEOUT 120)
	endif()

	_platdev_find_cmocka()

	add_executable(${arg_NAME} ${arg_SOURCES})
	target_link_libraries(${arg_NAME} PRIVATE platdev::platdev PkgConfig::CMOCKA ${arg_LIBS})
	target_include_directories(${arg_NAME} PRIVATE
		"${_PLATDEV_TESTING_ROOT}/tests"
		"${_PLATDEV_TESTING_ROOT}/examples"
		"${_PLATDEV_TESTING_ROOT}/src")
	target_compile_definitions(${arg_NAME} PRIVATE
		"PLATDEV_SOURCE_DIR=\"${_PLATDEV_TESTING_ROOT}\"")
	platdev_target_warnings(${arg_NAME})

	add_test(NAME ${arg_NAME} COMMAND ${arg_NAME})
	set_tests_properties(${arg_NAME} PROPERTIES TIMEOUT ${arg_TIMEOUT})
	if(arg_LABELS)
		set_tests_properties(${arg_NAME} PROPERTIES LABELS "${arg_LABELS}")
	endif()
endfunction()
