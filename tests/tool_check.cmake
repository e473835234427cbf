# SPDX-License-Identifier: MIT
#
# tool_check.cmake - run one command line and check its exit status and its
# output together. CTest's PASS_REGULAR_EXPRESSION alone ignores the exit
# status, so the tests of command-line programs run through this script:
#
#   cmake -DEXPECT_EXIT=<status> -DEXPECT_REGEX_FILE=<file>
#         [-DEXPECT_GOLDEN_FILE=<golden> [-DFILTER_FILE=<filters>]
#          [-DPLACE_<NAME>=<dir>...]] [-DSTDOUT_ONLY=ON]
#         -P tool_check.cmake -- <program> [<arg>...]
#
# The test passes when <program> exits with exactly <status> and its output
# matches the regular expression in <file> (CMake's syntax, as for
# PASS_REGULAR_EXPRESSION), and, with a <golden> file, equals it byte for
# byte once made independent of where it ran: each <dir> of PLACE_BUILD,
# PLACE_SOURCE, PLACE_DTBS and PLACE_PROJECT, in this order, is replaced
# by @BUILD@, @SOURCE@, @DTBS@ or @PROJECT@, and each line "<regex>\t<replacement>"
# of <filters> ("\\n" in it a newline) is applied (string(REGEX REPLACE))
# to blank out what
# changes from run to run, such as probe times. With the environment
# variable PLATDEV_UPDATE_GOLDEN=1 the golden file is written instead of
# compared (review its diff before committing it).
# The output is stdout and stderr interleaved, as
# CTest would see them, or stdout alone with STDOUT_ONLY (stderr is then
# only shown on failure). tests/CMakeLists.txt writes <file> from the test's
# regular expression, so newlines and semicolons in it need no quoting here.

if(NOT DEFINED EXPECT_EXIT OR NOT DEFINED EXPECT_REGEX_FILE)
	message(FATAL_ERROR "tool_check: EXPECT_EXIT and EXPECT_REGEX_FILE are required")
endif()

set(cmd)
set(after_separator FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
	if(after_separator)
		# (escaped, or an argument with a ; would become two)
		string(REPLACE ";" "\\;" arg "${CMAKE_ARGV${i}}")
		list(APPEND cmd "${arg}")
	elseif(CMAKE_ARGV${i} STREQUAL "--")
		set(after_separator TRUE)
	endif()
endforeach()
if(NOT cmd)
	message(FATAL_ERROR "tool_check: no command after --")
endif()

if(STDOUT_ONLY)
	execute_process(COMMAND ${cmd} RESULT_VARIABLE status
			OUTPUT_VARIABLE output ERROR_VARIABLE errors)
else()
	execute_process(COMMAND ${cmd} RESULT_VARIABLE status
			OUTPUT_VARIABLE output ERROR_VARIABLE output)
	set(errors "")
endif()
file(READ "${EXPECT_REGEX_FILE}" regex)

set(problems "")
if(NOT status STREQUAL EXPECT_EXIT)
	string(APPEND problems "exit status ${status}, expected ${EXPECT_EXIT}\n")
endif()
if(NOT output MATCHES "${regex}")
	string(APPEND problems "output does not match ${EXPECT_REGEX_FILE}:\n${regex}\n")
endif()
if(DEFINED EXPECT_GOLDEN_FILE)
	set(normal "${output}")
	foreach(place BUILD SOURCE DTBS PROJECT)
		if(PLACE_${place})
			string(REPLACE "${PLACE_${place}}" "@${place}@" normal "${normal}")
		endif()
	endforeach()
	if(DEFINED FILTER_FILE)
		file(STRINGS "${FILTER_FILE}" filters)
		foreach(filter IN LISTS filters)
			string(FIND "${filter}" "\t" tab)
			string(SUBSTRING "${filter}" 0 ${tab} from)
			math(EXPR tab "${tab} + 1")
			string(SUBSTRING "${filter}" ${tab} -1 to)
			# (a line of the file holds no newline: "\n" stands for one)
			string(REPLACE "\\n" "\n" from "${from}")
			string(REGEX REPLACE "${from}" "${to}" normal "${normal}")
		endforeach()
	endif()
	if("$ENV{PLATDEV_UPDATE_GOLDEN}" STREQUAL "1" AND NOT problems)
		file(WRITE "${EXPECT_GOLDEN_FILE}" "${normal}")
	else()
		file(READ "${EXPECT_GOLDEN_FILE}" golden)
		if(NOT normal STREQUAL golden)
			string(APPEND problems "output differs from ${EXPECT_GOLDEN_FILE}:\n${golden}\n--- normalised output\n${normal}")
		endif()
	endif()
endif()
if(problems)
	string(JOIN " " shown ${cmd})
	message("command: ${shown}\n--- output\n${output}---")
	if(errors)
		message("--- stderr\n${errors}---")
	endif()
	message(FATAL_ERROR "tool_check: ${problems}")
endif()
