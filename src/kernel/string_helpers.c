// SPDX-License-Identifier: MIT
/*
 * string_helpers.c - numbered name arrays (linux/string_helpers.h).
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string_helpers.h>

char *kstrdup_and_replace(const char *src, char old, char new, gfp_t gfp)
{
	char *dst = kstrdup(src, gfp);

	if (dst)
		strreplace(dst, old, new);
	return dst;
}

char **kasprintf_strarray(gfp_t gfp, const char *prefix, size_t n)
{
	char **names = kcalloc(n + 1, sizeof(*names), gfp);
	size_t i;

	if (!names)
		return NULL;
	for (i = 0; i < n; i++) {
		names[i] = kasprintf(gfp, "%s-%zu", prefix, i);
		if (!names[i]) {
			kfree_strarray(names, i);
			return NULL;
		}
	}
	return names;
}

void kfree_strarray(char **array, size_t n)
{
	size_t i;

	if (!array)
		return;
	for (i = 0; i < n; i++)
		kfree(array[i]);
	kfree(array);
}

/* What devres keeps for devm_kasprintf_strarray(). */
struct strarray {
	char **array;
	size_t n;
};

static void devm_kfree_strarray(struct device *dev, void *res)
{
	struct strarray *sa = res;

	(void)dev;
	kfree_strarray(sa->array, sa->n);
}

char **devm_kasprintf_strarray(struct device *dev, const char *prefix, size_t n)
{
	struct strarray *sa;

	sa = devres_alloc(devm_kfree_strarray, sizeof(*sa), GFP_KERNEL);
	if (!sa)
		return ERR_PTR(-ENOMEM);
	sa->array = kasprintf_strarray(GFP_KERNEL, prefix, n);
	if (!sa->array) {
		devres_free(sa);
		return ERR_PTR(-ENOMEM);
	}
	sa->n = n;
	devres_add(dev, sa);
	return sa->array;
}
