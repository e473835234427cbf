/* SPDX-License-Identifier: MIT */
/*
 * linux/device/devres.h - managed resources: things a driver acquires for a
 * device and the core gives back, last acquired first, when the probe
 * fails, after the driver's remove, or when the device is released.
 */
#ifndef _PLATDEV_LINUX_DEVICE_DEVRES_H
#define _PLATDEV_LINUX_DEVICE_DEVRES_H

#include <stdarg.h>

#include <linux/compiler.h>
#include <linux/gfp_types.h>
#include <linux/overflow.h> /* as Linux 6.12: struct_size() for devm_kzalloc() */
#include <linux/types.h>

struct device;
struct resource;

typedef void (*dr_release_t)(struct device *dev, void *res);
typedef int (*dr_match_t)(struct device *dev, void *res, void *match_data);

/**
 * devres_alloc() - allocate a managed resource of @size bytes (zero-filled)
 * @release: called with the data when the resource is released
 * @size: bytes of data
 * @gfp: ignored
 *
 * Return: the data, not yet added to any device, or NULL when out of memory.
 */
void *devres_alloc(dr_release_t release, size_t size, gfp_t gfp);
#define devres_alloc_node(release, size, gfp, nid) \
	devres_alloc(release, size, gfp)

/** devres_free() - free data from devres_alloc() that was never added */
void devres_free(void *res);

/** devres_add() - hand @res to @dev: it is released with the device's resources */
void devres_add(struct device *dev, void *res);

/**
 * devres_find() - the newest resource of @dev with @release that @match accepts
 * @match: NULL accepts any
 * Return: its data, or NULL.
 */
void *devres_find(struct device *dev, dr_release_t release, dr_match_t match,
		  void *match_data);

/**
 * devres_get() - find a resource like @new_res, or add @new_res
 *
 * Return: the existing resource (and @new_res is freed), or @new_res.
 */
void *devres_get(struct device *dev, void *new_res, dr_match_t match,
		 void *match_data);

/**
 * devres_remove() - take a resource off @dev without releasing it
 * Return: its data (the caller now owns it; free with devres_free()), or NULL.
 */
void *devres_remove(struct device *dev, dr_release_t release, dr_match_t match,
		    void *match_data);

/**
 * devres_destroy() - take a resource off @dev and free it without releasing
 * Return: 0, or -ENOENT if none matched.
 */
int devres_destroy(struct device *dev, dr_release_t release, dr_match_t match,
		   void *match_data);

/**
 * devres_release() - take a resource off @dev, release and free it
 * Return: 0, or -ENOENT if none matched.
 */
int devres_release(struct device *dev, dr_release_t release, dr_match_t match,
		   void *match_data);

/**
 * devres_release_all() - release every resource of @dev, newest first
 * Return: how many resources were released.
 */
int devres_release_all(struct device *dev);

/**
 * devres_open_group() - start a group: resources added from now on belong to it
 * @id: the group's id, or NULL to use a fresh one
 * Return: the id, or NULL when out of memory.
 */
void *devres_open_group(struct device *dev, void *id, gfp_t gfp);

/** devres_close_group() - end the group @id (NULL: the newest open one) */
void devres_close_group(struct device *dev, void *id);

/** devres_remove_group() - forget group @id; its resources stay with @dev */
void devres_remove_group(struct device *dev, void *id);

/**
 * devres_release_group() - release the resources of group @id, newest first,
 * and remove the group (nested groups go with it)
 * Return: how many resources were released, or -ENOENT if there is no such group.
 */
int devres_release_group(struct device *dev, void *id);

/* --- managed memory --- */

void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp) __malloc_like;
void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp) __malloc_like;
void *devm_kmalloc_array(struct device *dev, size_t n, size_t size,
			 gfp_t gfp) __malloc_like;
void *devm_kcalloc(struct device *dev, size_t n, size_t size,
		   gfp_t gfp) __malloc_like;

/**
 * devm_krealloc() - resize managed memory, keeping its place in release order
 * Return: the new memory, or NULL (then @ptr is untouched).
 */
void *devm_krealloc(struct device *dev, void *ptr, size_t new_size, gfp_t gfp);

/**
 * devm_krealloc_array() - devm_krealloc() to @new_n elements of @new_size
 * bytes
 * Return: the new memory, or NULL when the product overflows (@p then
 * untouched) or when out of memory.
 */
static inline __must_check void *devm_krealloc_array(struct device *dev,
						     void *p, size_t new_n,
						     size_t new_size,
						     gfp_t flags)
{
	size_t bytes;

	if (check_mul_overflow(new_n, new_size, &bytes))
		return NULL;
	return devm_krealloc(dev, p, bytes, flags);
}
char *devm_kstrdup(struct device *dev, const char *s, gfp_t gfp) __malloc_like;
const char *devm_kstrdup_const(struct device *dev, const char *s, gfp_t gfp);
void *devm_kmemdup(struct device *dev, const void *src, size_t len, gfp_t gfp);
char *devm_kasprintf(struct device *dev, gfp_t gfp, const char *fmt, ...)
	__printf(3, 4);
char *devm_kvasprintf(struct device *dev, gfp_t gfp, const char *fmt,
		      va_list ap) __printf(3, 0);

/** devm_kfree() - free managed memory early; unknown pointers are logged */
void devm_kfree(struct device *dev, const void *p);

/* --- managed actions --- */

/**
 * devm_add_action() - call @action(@data) when @dev's resources are released
 * Return: 0 or -ENOMEM.
 */
int devm_add_action(struct device *dev, void (*action)(void *), void *data);

/**
 * devm_add_action_or_reset() - devm_add_action(), calling @action(@data) at
 * once if it cannot be added
 * Return: 0 or -ENOMEM.
 */
int devm_add_action_or_reset(struct device *dev, void (*action)(void *),
			     void *data);

/** devm_remove_action() - forget an action without calling it (logged if unknown) */
void devm_remove_action(struct device *dev, void (*action)(void *), void *data);

/** devm_release_action() - call and forget an action now (logged if unknown) */
void devm_release_action(struct device *dev, void (*action)(void *),
			 void *data);

/* --- managed regions --- */

/**
 * __devm_request_region() - __request_region() released with @dev's resources
 * Return: the busy resource, or NULL (conflict or no memory).
 */
struct resource *__devm_request_region(struct device *dev,
				       struct resource *parent,
				       resource_size_t start, resource_size_t n,
				       const char *name);

/** __devm_release_region() - release a managed region early */
void __devm_release_region(struct device *dev, struct resource *parent,
			   resource_size_t start, resource_size_t n);

#define devm_request_region(dev, start, n, name) \
	__devm_request_region(dev, &ioport_resource, (start), (n), (name))
#define devm_request_mem_region(dev, start, n, name) \
	__devm_request_region(dev, &iomem_resource, (start), (n), (name))
#define devm_release_region(dev, start, n) \
	__devm_release_region(dev, &ioport_resource, (start), (n))
#define devm_release_mem_region(dev, start, n) \
	__devm_release_region(dev, &iomem_resource, (start), (n))

#endif /* _PLATDEV_LINUX_DEVICE_DEVRES_H */
