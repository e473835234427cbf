/* SPDX-License-Identifier: MIT */
/*
 * typed_types.h - the description of struct typed_props, as a board
 * author gives it to `platdev gen --types`: the one translation unit that
 * includes it (the generated board file, or the test) defines the type.
 */
#include "typed_props.h"

PLATDEV_TYPE_DEFINE(
	typed_props, PLATDEV_FIELD(typed_props, current_speed),
	PLATDEV_FIELD(typed_props, trim), PLATDEV_FIELD(typed_props, offset),
	PLATDEV_FIELD(typed_props, small), PLATDEV_FIELD(typed_props, medium),
	PLATDEV_FIELD(typed_props, wide), PLATDEV_FIELD(typed_props, fifo),
	PLATDEV_FIELD(typed_props, hw_flow),
	PLATDEV_FIELD_FLAG(typed_props, dma_capable),
	PLATDEV_FIELD_FLAG(typed_props, unused_flag),
	PLATDEV_FIELD_STRING(typed_props, label),
	PLATDEV_FIELD(typed_props, port),
	PLATDEV_FIELD_ARRAY(typed_props, clock_names),
	PLATDEV_FIELD_ARRAY(typed_props, mac),
	PLATDEV_FIELD_ARRAY(typed_props, taps),
	PLATDEV_FIELD_ARRAY(typed_props, rates),
	PLATDEV_FIELD_ARRAY(typed_props, deltas),
	PLATDEV_FIELD(typed_props, mode), PLATDEV_FIELD(typed_props, cookie),
	PLATDEV_FIELD(typed_props, missing));
