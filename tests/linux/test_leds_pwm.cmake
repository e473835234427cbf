# SPDX-License-Identifier: MIT
# Linux's PWM LEDs (drivers/leds/leds-pwm.c) over Linux's BCM2835 PWM
# driver, on the BCM2835 PWM model of a simulated board: the LED class and
# the PWM core, checked in the model's registers and through
# platdev/leds.h and platdev/pwm.h.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_leds_pwm
  ${CMAKE_CURRENT_SOURCE_DIR}/test_leds_pwm.c
  drivers/leds/leds-pwm.c
  drivers/pwm/pwm-bcm2835.c)
platdev_linux_board(linux_leds_pwm leds_pwm)
