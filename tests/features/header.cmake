# SPDX-License-Identifier: MIT
#
# cmake -DCC=<compiler> -DCC_ID=<its CMAKE_C_COMPILER_ID> -DSRC=<source tree>
#       -DOUT=<scratch folder> -P header.cmake
#
# The build and the compiler must judge every feature set alike, since both
# read include/platdev/features.h: for each mask, CMake's check
# (cmake/PlatdevFeatures.cmake) and the header's #errors must agree on
# whether the set can be built, and on which features lack what they need.
# The masks: every subset of the coupled features (those that need another
# or are needed), each alone and with all the free ones (the rest: they
# need nothing and nothing needs them, so they cannot change a verdict),
# and each free feature alone: 2^coupled * 2 + free sets instead of 2^n, which at 19
# features took CMake most of an hour.
# Also: each profile and PLATDEV_FEATURES_ALL as CMake reads them equal the
# header's, and a bit the header does not define is refused.
cmake_minimum_required(VERSION 3.20)
include("${SRC}/cmake/PlatdevFeatures.cmake")
platdev_features_read("${SRC}/include/platdev/features.h")
file(MAKE_DIRECTORY "${OUT}")

set(failures 0)
macro(fail)
	message(SEND_ERROR ${ARGN})
	math(EXPR failures "${failures} + 1")
endmacro()

# compile(<mask> <C> <out-rc> <out-text>): the header and <C> compiled
# with -DPLATDEV_FEATURES=<mask>.
function(compile mask line rc_var text_var)
	set(file "${OUT}/features.c")
	file(WRITE "${file}" "#include <platdev/features.h>\n${line}\nint platdev_features_probe;\n")
	execute_process(COMMAND "${CC}" -fsyntax-only -I "${SRC}/include"
			"-DPLATDEV_FEATURES=${mask}" "${file}"
		RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE text)
	set(${rc_var} ${rc} PARENT_SCOPE)
	set(${text_var} "${text}" PARENT_SCOPE)
endfunction()

list(LENGTH PLATDEV_FEATURE_NAMES n)
set(coupled)
foreach(name ${PLATDEV_FEATURE_NAMES})
	if(PLATDEV_FEAT_${name}_NEEDS)
		list(APPEND coupled ${name} ${PLATDEV_FEAT_${name}_NEEDS})
	endif()
endforeach()
list(REMOVE_DUPLICATES coupled)
set(free_mask 0)
set(masks)
foreach(name ${PLATDEV_FEATURE_NAMES})
	if(NOT name IN_LIST coupled)
		math(EXPR free_mask "${free_mask} | ${PLATDEV_FEAT_${name}_BIT}")
		math(EXPR alone "${PLATDEV_FEAT_${name}_BIT}")
		list(APPEND masks ${alone})
	endif()
endforeach()
list(LENGTH coupled ncoupled)
math(EXPR last "(1 << ${ncoupled}) - 1")
foreach(i RANGE ${last})
	# Subset i of the coupled features, as a mask of their bits.
	set(mask 0)
	set(k 0)
	foreach(name ${coupled})
		math(EXPR picked "(${i} >> ${k}) & 1")
		if(picked)
			math(EXPR mask "${mask} | ${PLATDEV_FEAT_${name}_BIT}")
		endif()
		math(EXPR k "${k} + 1")
	endforeach()
	math(EXPR with_free "${mask} | ${free_mask}")
	list(APPEND masks ${mask} ${with_free})
endforeach()
list(REMOVE_DUPLICATES masks)

# The header under each mask, in one compiler run (one run per mask takes
# long on a busy machine): the header is included once per mask, with its
# guard undone and the mask defined before, from a file that #line names
# mask_<mask>; the compiler goes on after an #error and says which
# inclusion it came from (GCC at its first diagnostic, clang at each).
set(c)
foreach(mask ${masks})
	string(APPEND c "#undef _PLATDEV_FEATURES_H\n#undef PLATDEV_FEATURES\n"
		"#define PLATDEV_FEATURES ${mask}u\n#line 1 \"mask_${mask}\"\n"
		"#include <platdev/features.h>\n")
endforeach()
file(WRITE "${OUT}/features_all.c" "${c}int platdev_features_probe;\n")
set(no_limit)
if(CC_ID MATCHES "Clang")
	set(no_limit -ferror-limit=0) # (else it stops after 20 errors)
endif()
execute_process(COMMAND "${CC}" -E ${no_limit} -I "${SRC}/include" "${OUT}/features_all.c"
	OUTPUT_QUIET ERROR_VARIABLE text)
string(REPLACE ";" "," text "${text}")
string(REPLACE "\n" ";" lines "${text}")
set(current)
foreach(line ${lines})
	if(line MATCHES "mask_([0-9]+):")
		set(current ${CMAKE_MATCH_1})
	endif()
	if(line MATCHES "error" AND DEFINED current)
		string(APPEND header_${current} "${line}\n")
	endif()
endforeach()

set(rejected 0)
foreach(mask ${masks})
	set(names)
	foreach(name ${PLATDEV_FEATURE_NAMES})
		math(EXPR bit "${mask} & ${PLATDEV_FEAT_${name}_BIT}")
		if(bit)
			list(APPEND names ${name})
		endif()
	endforeach()
	platdev_features_check("${names}" err)
	set(text "${header_${mask}}")
	if(err AND NOT text)
		fail("features {${names}}: CMake refuses them, the header accepts them:\n${err}")
	elseif(NOT err AND text)
		fail("features {${names}}: CMake accepts them, the header refuses them:\n${text}")
	endif()
	if(err)
		math(EXPR rejected "${rejected} + 1")
	endif()
	# The same features named, for the same reasons.
	foreach(name ${PLATDEV_FEATURE_NAMES})
		string(FIND "${err}" "${name} without" in_cmake)
		if(PLATDEV_FEAT_${name}_WHY)
			string(FIND "${text}" "${PLATDEV_FEAT_${name}_WHY}" in_header)
		else()
			set(in_header -1)
		endif()
		if((in_cmake EQUAL -1) AND NOT (in_header EQUAL -1) OR
		   NOT (in_cmake EQUAL -1) AND (in_header EQUAL -1))
			fail("features {${names}}: CMake and the header disagree on ${name}:\n"
				"CMake: ${err}\nheader: ${text}")
		endif()
	endforeach()
endforeach()

# What CMake read of the profiles and of the whole set is what C sees.
set(asserts)
foreach(profile ${PLATDEV_PROFILE_NAMES} all)
	string(TOUPPER ${profile} upper)
	if(profile STREQUAL "all")
		set(names ${PLATDEV_FEATURE_NAMES})
	else()
		set(names ${PLATDEV_PROFILE_${upper}})
	endif()
	platdev_features_mask("${names}" m)
	string(APPEND asserts "_Static_assert(PLATDEV_FEATURES_${upper} == ${m}, "
		"\"CMake reads PLATDEV_FEATURES_${upper} as ${m}\");\n")
endforeach()
compile(0u "${asserts}" rc text)
if(NOT rc EQUAL 0)
	fail("the profiles as CMake reads them differ from features.h:\n${text}")
endif()

# A bit that no feature has.
math(EXPR unknown "1 << ${n}" OUTPUT_FORMAT HEXADECIMAL)
compile(${unknown}u "" rc text)
if(rc EQUAL 0 OR NOT text MATCHES "bits that are no PLATDEV_FEAT_")
	fail("PLATDEV_FEATURES=${unknown}u: the header should refuse an unknown bit:\n${text}")
endif()

if(failures)
	message(FATAL_ERROR "${failures} disagreements")
endif()
list(LENGTH masks sets)
message(STATUS "features: ${n} bits (${ncoupled} coupled), ${sets} sets, ${rejected} refused by both CMake and the header")
