# SPDX-License-Identifier: MIT
#
# Toolchain file: Arm Cortex-M with arm-none-eabi-gcc and newlib (Debian:
# gcc-arm-none-eabi libnewlib-arm-none-eabi), no OS.
#
#   cmake -S . -B build-m4 -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/arm-none-eabi.cmake \
#         -DPLATDEV_CPU=cortex-m4 -DPLATDEV_PORT=bare -DPLATDEV_PROFILE=minimal
#
# PLATDEV_CPU: cortex-m0plus (ARMv6-M, no FPU), cortex-m3 (ARMv7-M, the
# QEMU mps2-an385 board), cortex-m4 (M4F: single-precision FPU, hard float)
# or cortex-m33 (ARMv8-M Mainline with its FPU, hard float).
#
# Every object is compiled with -ffunction-sections -fdata-sections and
# every image linked with --gc-sections, so an image holds only the
# functions and data it reaches: this is how firmware is built, and what
# `make size` measures.

set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
# No OS to run a test program on: probe the compiler with a static library.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(PLATDEV_CPU "cortex-m4" CACHE STRING
	"Cortex-M core: cortex-m0plus, cortex-m3, cortex-m4 or cortex-m33")
set_property(CACHE PLATDEV_CPU PROPERTY STRINGS cortex-m0plus cortex-m3 cortex-m4 cortex-m33)
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES PLATDEV_CPU)

if(PLATDEV_CPU STREQUAL "cortex-m0plus")
	set(_platdev_cpu_flags "-mcpu=cortex-m0plus -mthumb -mfloat-abi=soft")
elseif(PLATDEV_CPU STREQUAL "cortex-m3")
	set(_platdev_cpu_flags "-mcpu=cortex-m3 -mthumb -mfloat-abi=soft")
elseif(PLATDEV_CPU STREQUAL "cortex-m4")
	set(_platdev_cpu_flags "-mcpu=cortex-m4 -mthumb -mfpu=fpv4-sp-d16 -mfloat-abi=hard")
elseif(PLATDEV_CPU STREQUAL "cortex-m33")
	set(_platdev_cpu_flags "-mcpu=cortex-m33 -mthumb -mfpu=fpv5-sp-d16 -mfloat-abi=hard")
else()
	message(FATAL_ERROR "PLATDEV_CPU='${PLATDEV_CPU}': expected cortex-m0plus, cortex-m3, cortex-m4 or cortex-m33")
endif()

set(PLATDEV_CROSS_FAMILY arm)
set(CMAKE_C_FLAGS_INIT "${_platdev_cpu_flags} -ffunction-sections -fdata-sections")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${_platdev_cpu_flags} -Wl,--gc-sections")

# Look for libraries and headers (libfdt) for the target only.
set(CMAKE_FIND_ROOT_PATH /usr/lib/arm-none-eabi)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
