# SPDX-License-Identifier: MIT
#
# Toolchain file: RISC-V microcontrollers with riscv64-unknown-elf-gcc and
# picolibc (Debian: gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf;
# Debian ships no newlib for this compiler), no OS.
#
#   cmake -S . -B build-rv32 -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/riscv64-unknown-elf.cmake \
#         -DPLATDEV_CPU=rv32imac -DPLATDEV_PORT=bare -DPLATDEV_PROFILE=minimal
#
# PLATDEV_CPU: rv32imac (ilp32) or rv64imac (lp64, medany code model).
# Sections and --gc-sections as in arm-none-eabi.cmake.

set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv)
set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(PLATDEV_CPU "rv32imac" CACHE STRING "RISC-V core: rv32imac or rv64imac")
set_property(CACHE PLATDEV_CPU PROPERTY STRINGS rv32imac rv64imac)
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES PLATDEV_CPU)

if(PLATDEV_CPU STREQUAL "rv32imac")
	set(_platdev_cpu_flags "-march=rv32imac -mabi=ilp32")
elseif(PLATDEV_CPU STREQUAL "rv64imac")
	set(_platdev_cpu_flags "-march=rv64imac -mabi=lp64 -mcmodel=medany")
else()
	message(FATAL_ERROR "PLATDEV_CPU='${PLATDEV_CPU}': expected rv32imac or rv64imac")
endif()

# picolibc's specs add its headers to every compile and its C library,
# start-up code and linker script to every link (CMake passes the C flags
# to the link as well, so they are given once, here).
set(PLATDEV_CROSS_FAMILY riscv)
set(CMAKE_C_FLAGS_INIT "${_platdev_cpu_flags} --specs=picolibc.specs -ffunction-sections -fdata-sections")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,--gc-sections")

set(CMAKE_FIND_ROOT_PATH /usr/lib/picolibc/riscv64-unknown-elf)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
