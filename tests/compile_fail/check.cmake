# SPDX-License-Identifier: MIT
#
# cmake -DCC=<compiler> -DSRC=<source tree> -DCASES=<n> -P check.cmake
#
# Compiles tests/compile_fail/cases.c with -DCASE=0 .. <n>: case 0 must
# compile (so a broken header cannot pass every case by failing them all),
# every other case must fail.
cmake_minimum_required(VERSION 3.20)
set(failures 0)
foreach(case RANGE 0 ${CASES})
	# Optimised and compiled to code: some of Linux's checks (a FIELD_*
	# mask that must fold to a constant) are the optimiser's.
	execute_process(COMMAND "${CC}" -c -O2 -o /dev/null -std=gnu11 -Werror
			-I "${SRC}/include" -DCASE=${case}
			"${SRC}/tests/compile_fail/cases.c"
		RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
	if(case EQUAL 0 AND NOT rc EQUAL 0)
		message(SEND_ERROR "case 0 (correct use) does not compile:\n${out}")
		math(EXPR failures "${failures} + 1")
	elseif(case GREATER 0 AND rc EQUAL 0)
		message(SEND_ERROR "case ${case} compiles but must be refused")
		math(EXPR failures "${failures} + 1")
	endif()
endforeach()
if(failures)
	message(FATAL_ERROR "${failures} compile-time check(s) wrong")
endif()
message(STATUS "cases 1-${CASES} refused, case 0 compiles")
