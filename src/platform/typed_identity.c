// SPDX-License-Identifier: MIT
/*
 * typed_identity.c - which type a platform device's typed data has, and
 * whether two type descriptions are one type. No allocation and no text:
 * shared by every profile's core (the tiny one compiles this file too).
 */
#include <string.h>

#include <platdev/typed.h>

bool platdev_type_same(const struct platdev_type *a,
		       const struct platdev_type *b)
{
	if (a == b)
		return true;
	return a && b && a->size == b->size && a->name && b->name &&
	       !strcmp(a->name, b->name);
}

const struct platdev_type *
platdev_pdata_type(const struct platform_device *pdev)
{
	if (!pdev || !pdev->platdev_typed_pdata || !pdev->dev.platform_data)
		return NULL;
	return platdev_typed_hdr_of(pdev->dev.platform_data)->type;
}
