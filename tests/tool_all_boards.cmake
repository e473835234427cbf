# SPDX-License-Identifier: MIT
#
# tool_all_boards.cmake - run the inspector's views on every board of a
# directory and check each ends as it should: show, iomem, dot and
# devices --json exit 0, check exits 0 or 1 (findings), and the JSON of
# devices --json and check --json parses. A crash, a sanitizer report
# (they abort) or a leak fails the exit status.
#
#   cmake -DPLATDEV=<program> -DDTB_DIR=<dir> -P tool_all_boards.cmake

file(GLOB boards "${DTB_DIR}/*.dtb")
if(NOT boards)
	message("tool_all_boards: no boards in ${DTB_DIR}: skipped")
	return()
endif()
set(failures "")
foreach(board ${boards})
	foreach(cmd "show" "iomem" "dot" "devices;--json" "check" "check;--json")
		execute_process(COMMAND ${PLATDEV} ${cmd} ${board}
				RESULT_VARIABLE status OUTPUT_VARIABLE out
				ERROR_VARIABLE err)
		set(ok FALSE)
		if(status STREQUAL "0")
			set(ok TRUE)
		elseif(status STREQUAL "1" AND cmd MATCHES "^check")
			set(ok TRUE)
		endif()
		if(ok AND cmd MATCHES "--json")
			string(JSON kind ERROR_VARIABLE json_err TYPE "${out}")
			if(json_err OR NOT kind STREQUAL "OBJECT")
				set(ok FALSE)
				set(status "invalid JSON: ${json_err}")
			endif()
		endif()
		if(NOT ok)
			string(APPEND failures "${board}: ${cmd}: ${status}\n${err}\n")
		endif()
	endforeach()
endforeach()
if(failures)
	message(FATAL_ERROR "tool_all_boards:\n${failures}")
endif()
