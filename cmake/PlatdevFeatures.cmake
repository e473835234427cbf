# SPDX-License-Identifier: MIT
#
# PlatdevFeatures.cmake - a build's feature set, read from
# include/platdev/features.h, which is the one place that defines the
# features, their needs and the profiles (its comment says how to keep it
# readable here). The build and the compiler then judge a set by the same
# definitions; tests/features/header.cmake holds both to the same verdict
# on every set.
#
#   platdev_features_read(<features.h>)
#       PLATDEV_FEATURE_NAMES     every feature, in bit order (OF;AMBA;...)
#       PLATDEV_FEAT_<F>_BIT      its bit, as an integer
#       PLATDEV_FEAT_<F>_NEEDS    the features it needs (names)
#       PLATDEV_FEAT_<F>_WHY      the header's #error text for a set without
#                                 them
#       PLATDEV_PROFILE_NAMES     the profiles, lower case (full;minimal)
#       PLATDEV_PROFILE_<P>       a profile's features (P in upper case)
#   platdev_features_parse(<text> <out-var>)
#       a user's list ("OF,DEPS" or "of;PLATDEV_FEAT_DEPS") as feature
#       names in bit order; unknown names are kept, for the check to name
#   platdev_features_check(<names> <out-var>)
#       "" when the library can be built with the set, else why not
#   platdev_features_mask(<names> <out-var>)
#       the set as the C constant of PLATDEV_FEATURES (0x15u)
#
# Works in a project and in script mode (cmake -P).

include_guard(GLOBAL)

# _platdev_features_eval(<expression> <out-var>): the feature names in an
# expression of features.h: PLATDEV_FEAT_* names, PLATDEV_FEATURES_ALL,
# profiles defined above it, and 0u, joined with |.
function(_platdev_features_eval expr out)
	string(REGEX REPLACE "[() \t]" "" terms "${expr}")
	string(REPLACE "|" ";" terms "${terms}")
	set(names)
	foreach(term ${terms})
		if(term MATCHES "^0u?$")
			continue()
		elseif(term MATCHES "^PLATDEV_FEAT_([A-Z0-9_]+)$" AND
		       CMAKE_MATCH_1 IN_LIST PLATDEV_FEATURE_NAMES)
			list(APPEND names ${CMAKE_MATCH_1})
		elseif(term STREQUAL "PLATDEV_FEATURES_ALL")
			list(APPEND names ${PLATDEV_FEATURE_NAMES})
		elseif(term MATCHES "^PLATDEV_FEATURES_([A-Z0-9_]+)$" AND
		       DEFINED PLATDEV_PROFILE_${CMAKE_MATCH_1})
			list(APPEND names ${PLATDEV_PROFILE_${CMAKE_MATCH_1}})
		else()
			message(FATAL_ERROR "platdev: features.h: cannot read '${term}' "
				"in '${expr}' (see the comment at the top of features.h)")
		endif()
	endforeach()
	platdev_features_parse("${names}" names)
	set(${out} "${names}" PARENT_SCOPE)
endfunction()

# _platdev_features_defines(<text> <prefix> <names-var> <values-var>): the
# #defines of <text> named <prefix><NAME>, as two lists, NAMEs and values.
function(_platdev_features_defines text prefix names_var values_var)
	string(REGEX MATCHALL "#define ${prefix}[A-Z0-9_]+[ \t]+[^\n]+" defs "${text}")
	set(names)
	set(values)
	foreach(def ${defs})
		string(REGEX MATCH "#define ${prefix}([A-Z0-9_]+)[ \t]+([^\n]+)" _ "${def}")
		list(APPEND names "${CMAKE_MATCH_1}")
		string(STRIP "${CMAKE_MATCH_2}" value)
		list(APPEND values "${value}")
	endforeach()
	set(${names_var} "${names}" PARENT_SCOPE)
	set(${values_var} "${values}" PARENT_SCOPE)
endfunction()

function(platdev_features_read header)
	file(READ "${header}" text)
	# One logical line per #define, as the preprocessor sees it.
	string(REGEX REPLACE "\\\\\n" " " text "${text}")
	# (a ';' would split a match in two: CMake lists are ';'-separated)
	string(REPLACE ";" "," text "${text}")

	# The bits: PLATDEV_FEAT_<NAME> defined as a hex constant.
	_platdev_features_defines("${text}" PLATDEV_FEAT_ names values)
	set(PLATDEV_FEATURE_NAMES)
	foreach(name value IN ZIP_LISTS names values)
		if(value MATCHES "^(0x[0-9a-fA-F]+)u?$")
			math(EXPR bit "${CMAKE_MATCH_1}")
			list(APPEND PLATDEV_FEATURE_NAMES ${name})
			set(PLATDEV_FEAT_${name}_BIT ${bit} PARENT_SCOPE)
			set(PLATDEV_FEAT_${name}_NEEDS "" PARENT_SCOPE)
			set(PLATDEV_FEAT_${name}_WHY "" PARENT_SCOPE)
		endif()
	endforeach()
	if(NOT PLATDEV_FEATURE_NAMES)
		message(FATAL_ERROR "platdev: no PLATDEV_FEAT_* bits in ${header}")
	endif()
	set(PLATDEV_FEATURE_NAMES "${PLATDEV_FEATURE_NAMES}" PARENT_SCOPE)

	# What each needs: PLATDEV_FEAT_<NAME>_NEEDS.
	foreach(name value IN ZIP_LISTS names values)
		if(name MATCHES "^(.+)_NEEDS$" AND CMAKE_MATCH_1 IN_LIST PLATDEV_FEATURE_NAMES)
			set(feature ${CMAKE_MATCH_1})
			_platdev_features_eval("${value}" needs)
			set(PLATDEV_FEAT_${feature}_NEEDS "${needs}" PARENT_SCOPE)
		endif()
	endforeach()

	# Why, as the compiler says it: the #error under PLATDEV_LACKS_NEEDS().
	string(REGEX MATCHALL
		"#if PLATDEV_LACKS_NEEDS\\(PLATDEV_FEAT_[A-Z0-9_]+\\)[ \t]*\n#error \"[^\"\n]*\""
		checks "${text}")
	foreach(check ${checks})
		string(REGEX MATCH "PLATDEV_FEAT_([A-Z0-9_]+)\\).*#error \"([^\"]*)\"" _ "${check}")
		set(PLATDEV_FEAT_${CMAKE_MATCH_1}_WHY "${CMAKE_MATCH_2}" PARENT_SCOPE)
	endforeach()

	# The profiles: PLATDEV_FEATURES_<PROFILE>, in order, so that one may
	# be defined by an earlier one.
	_platdev_features_defines("${text}" PLATDEV_FEATURES_ names values)
	set(PLATDEV_PROFILE_NAMES)
	foreach(name value IN ZIP_LISTS names values)
		if(name STREQUAL "ALL")
			continue()
		endif()
		_platdev_features_eval("${value}" set)
		set(PLATDEV_PROFILE_${name} "${set}")
		set(PLATDEV_PROFILE_${name} "${set}" PARENT_SCOPE)
		string(TOLOWER "${name}" lower)
		list(APPEND PLATDEV_PROFILE_NAMES ${lower})
	endforeach()
	set(PLATDEV_PROFILE_NAMES "${PLATDEV_PROFILE_NAMES}" PARENT_SCOPE)
endfunction()

function(platdev_features_parse text out)
	string(TOUPPER "${text}" text)
	string(REGEX REPLACE "[, \t]+" ";" text "${text}")
	set(known)
	set(unknown)
	foreach(name ${text})
		string(REGEX REPLACE "^PLATDEV_FEAT_" "" name "${name}")
		if(name IN_LIST PLATDEV_FEATURE_NAMES)
			list(APPEND known ${name})
		else()
			list(APPEND unknown ${name})
		endif()
	endforeach()
	set(names)
	foreach(name ${PLATDEV_FEATURE_NAMES})
		if(name IN_LIST known)
			list(APPEND names ${name})
		endif()
	endforeach()
	list(APPEND names ${unknown})
	list(REMOVE_DUPLICATES names)
	set(${out} "${names}" PARENT_SCOPE)
endfunction()

function(platdev_features_check names out)
	string(REPLACE ";" ", " known "${PLATDEV_FEATURE_NAMES}")
	set(err "")
	foreach(name ${names})
		if(NOT name IN_LIST PLATDEV_FEATURE_NAMES)
			string(APPEND err "'${name}' is no feature (features: ${known})\n")
			continue()
		endif()
		set(missing)
		foreach(need ${PLATDEV_FEAT_${name}_NEEDS})
			if(NOT need IN_LIST names)
				list(APPEND missing ${need})
			endif()
		endforeach()
		if(missing)
			string(REPLACE ";" ", " missing "${missing}")
			string(APPEND err "${name} without ${missing}: "
				"${PLATDEV_FEAT_${name}_WHY}\n")
		endif()
	endforeach()
	set(${out} "${err}" PARENT_SCOPE)
endfunction()

function(platdev_features_mask names out)
	set(mask 0)
	foreach(name ${names})
		math(EXPR mask "${mask} | ${PLATDEV_FEAT_${name}_BIT}")
	endforeach()
	math(EXPR mask "${mask}" OUTPUT_FORMAT HEXADECIMAL)
	set(${out} "${mask}u" PARENT_SCOPE)
endfunction()

# platdev_features_missing(<out-var> <feature>...): those of the features
# that the build's set (PLATDEV_FEATURE_SET) lacks, for parts of the tree
# that need them (the inspector, the tests, the benchmarks).
function(platdev_features_missing out)
	set(missing)
	foreach(name ${ARGN})
		if(NOT name IN_LIST PLATDEV_FEATURE_SET)
			list(APPEND missing ${name})
		endif()
	endforeach()
	set(${out} "${missing}" PARENT_SCOPE)
endfunction()
