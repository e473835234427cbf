/* SPDX-License-Identifier: MIT */
/* A description gen cannot read: a field named through another macro. */
#include "../typed_props.h"

#define MY_FIELD(tag, member) PLATDEV_FIELD(tag, member)
PLATDEV_TYPE_DEFINE(typed_props, MY_FIELD(typed_props, current_speed));
