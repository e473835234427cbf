/* SPDX-License-Identifier: MIT */
/*
 * linux/reset.h - the consumer side of resets: get a device's reset lines
 * from its "resets"/"reset-names" properties (or a lookup table) and
 * assert, deassert or pulse them.
 *
 * An exclusive handle owns its line: its calls act at once. Shared handles
 * of one line count: the line is deasserted by the first
 * reset_control_deassert() and asserted again when every deassert has been
 * undone; a reset_control_reset() pulses it once for all of them. A NULL
 * handle (an optional line the device lacks) is accepted by every call
 * and does nothing. Error codes are Linux 6.12's.
 */
#ifndef _PLATDEV_LINUX_RESET_H
#define _PLATDEV_LINUX_RESET_H

#include <linux/bits.h>
#include <linux/err.h>
#include <linux/types.h>

struct device;
struct device_node;
struct reset_control;

/**
 * struct reset_control_bulk_data - one line of a bulk request
 * @id: its name in "reset-names" (NULL: by position is not supported,
 *      as in Linux: give names)
 * @rstc: the handle, filled in by the get
 */
struct reset_control_bulk_data {
	const char *id;
	struct reset_control *rstc;
};

#define RESET_CONTROL_FLAGS_BIT_SHARED BIT(0)
#define RESET_CONTROL_FLAGS_BIT_OPTIONAL BIT(1)
#define RESET_CONTROL_FLAGS_BIT_ACQUIRED BIT(2)
#define RESET_CONTROL_FLAGS_BIT_DEASSERTED BIT(3)

/**
 * enum reset_control_flags - what kind of handle a get returns
 * @RESET_CONTROL_EXCLUSIVE: exclusive and acquired
 * @RESET_CONTROL_EXCLUSIVE_DEASSERTED: the same, deasserted by the get
 *                                      (managed gets only) and asserted
 *                                      again on release
 * @RESET_CONTROL_EXCLUSIVE_RELEASED: exclusive, to be acquired before use
 * @RESET_CONTROL_SHARED: shared
 * @RESET_CONTROL_SHARED_DEASSERTED: shared, deasserted while held
 * @RESET_CONTROL_OPTIONAL_EXCLUSIVE: the optional forms: NULL, not
 *                                    -ENOENT, for a line the device lacks
 * @RESET_CONTROL_OPTIONAL_EXCLUSIVE_DEASSERTED: see above
 * @RESET_CONTROL_OPTIONAL_EXCLUSIVE_RELEASED: see above
 * @RESET_CONTROL_OPTIONAL_SHARED: see above
 * @RESET_CONTROL_OPTIONAL_SHARED_DEASSERTED: see above
 */
enum reset_control_flags {
	RESET_CONTROL_EXCLUSIVE = RESET_CONTROL_FLAGS_BIT_ACQUIRED,
	RESET_CONTROL_EXCLUSIVE_DEASSERTED = RESET_CONTROL_FLAGS_BIT_ACQUIRED |
					     RESET_CONTROL_FLAGS_BIT_DEASSERTED,
	RESET_CONTROL_EXCLUSIVE_RELEASED = 0,
	RESET_CONTROL_SHARED = RESET_CONTROL_FLAGS_BIT_SHARED,
	RESET_CONTROL_SHARED_DEASSERTED = RESET_CONTROL_FLAGS_BIT_SHARED |
					  RESET_CONTROL_FLAGS_BIT_DEASSERTED,
	RESET_CONTROL_OPTIONAL_EXCLUSIVE = RESET_CONTROL_FLAGS_BIT_OPTIONAL |
					   RESET_CONTROL_FLAGS_BIT_ACQUIRED,
	RESET_CONTROL_OPTIONAL_EXCLUSIVE_DEASSERTED =
		RESET_CONTROL_FLAGS_BIT_OPTIONAL |
		RESET_CONTROL_FLAGS_BIT_ACQUIRED |
		RESET_CONTROL_FLAGS_BIT_DEASSERTED,
	RESET_CONTROL_OPTIONAL_EXCLUSIVE_RELEASED =
		RESET_CONTROL_FLAGS_BIT_OPTIONAL,
	RESET_CONTROL_OPTIONAL_SHARED = RESET_CONTROL_FLAGS_BIT_OPTIONAL |
					RESET_CONTROL_FLAGS_BIT_SHARED,
	RESET_CONTROL_OPTIONAL_SHARED_DEASSERTED =
		RESET_CONTROL_FLAGS_BIT_OPTIONAL |
		RESET_CONTROL_FLAGS_BIT_SHARED |
		RESET_CONTROL_FLAGS_BIT_DEASSERTED,
};

/**
 * reset_control_reset() - pulse the line
 * @rstc: the handle
 *
 * On a shared line only the first call pulses (until
 * reset_control_rearm()).
 *
 * Return: 0; -ENOTSUPP when the controller has no .reset; -EPERM for an
 * exclusive handle not acquired; -EINVAL for a shared line that is
 * deasserted through the counted calls; -ENODEV once the controller is
 * gone; the controller's error.
 */
int reset_control_reset(struct reset_control *rstc);

/**
 * reset_control_rearm() - let a shared line be pulsed again
 * @rstc: the handle
 * Return: 0; -EPERM, -EINVAL as reset_control_reset().
 */
int reset_control_rearm(struct reset_control *rstc);

/**
 * reset_control_assert() - assert the line (shared: undo one deassert)
 * @rstc: the handle
 *
 * Return: 0; -EINVAL for a shared handle with no deassert to undo or one
 * that was pulsed; -ENOTSUPP when an exclusive line's controller has no
 * .assert; -EPERM when not acquired; -ENODEV once the controller is gone;
 * the controller's error.
 */
int reset_control_assert(struct reset_control *rstc);

/**
 * reset_control_deassert() - deassert the line (shared: count one user)
 * @rstc: the handle
 * Return: 0; -EINVAL for a shared line that was pulsed; -EPERM when not
 * acquired; -ENODEV once the controller is gone; the controller's error.
 */
int reset_control_deassert(struct reset_control *rstc);

/**
 * reset_control_status() - is the line in reset?
 * @rstc: the handle (not an array)
 * Return: 1 asserted, 0 not (also for NULL); -EINVAL for an array;
 * -ENOTSUPP when the controller has no .status; -ENODEV once it is gone.
 */
int reset_control_status(struct reset_control *rstc);

/**
 * reset_control_acquire() - take the line for an exclusive handle got
 * released
 * @rstc: the handle
 * Return: 0; -EBUSY while another exclusive handle of the line has it.
 */
int reset_control_acquire(struct reset_control *rstc);

/** reset_control_release() - give an acquired exclusive line back */
void reset_control_release(struct reset_control *rstc);

int reset_control_bulk_reset(int num_rstcs,
			     struct reset_control_bulk_data *rstcs);
/* Asserts in order; on an error the ones asserted are deasserted again. */
int reset_control_bulk_assert(int num_rstcs,
			      struct reset_control_bulk_data *rstcs);
/* Deasserts last first; on an error the ones deasserted are asserted. */
int reset_control_bulk_deassert(int num_rstcs,
				struct reset_control_bulk_data *rstcs);
int reset_control_bulk_acquire(int num_rstcs,
			       struct reset_control_bulk_data *rstcs);
void reset_control_bulk_release(int num_rstcs,
				struct reset_control_bulk_data *rstcs);

/**
 * __of_reset_control_get() - the line @node's "resets" names
 * @node: the consumer's node
 * @id: an entry of "reset-names", or NULL to take @index
 * @index: the entry of "resets"
 * @flags: the kind of handle
 *
 * Return: the handle (reset_control_put() it); NULL for an optional line
 * that is not there; ERR_PTR(-ENOENT) for a line that is not there;
 * ERR_PTR(-EINVAL) for no @node, a malformed specifier or a line the
 * controller does not have; ERR_PTR(-EPROBE_DEFER) while the controller is
 * not registered; ERR_PTR(-EBUSY) when the line is held exclusively, or
 * shared and an exclusive handle is asked for; ERR_PTR(-ENOMEM).
 */
struct reset_control *__of_reset_control_get(struct device_node *node,
					     const char *id, int index,
					     enum reset_control_flags flags);

/**
 * __reset_control_get() - the line @dev's node (or, without one, the
 * lookup table) names
 * @dev: the consumer; a missing controller is recorded as what its probe
 *       waits for, so it is retried when the controller registers
 * @id: the line's name, or NULL for @index
 * @index: its position
 * @flags: the kind of handle
 *
 * Return: as __of_reset_control_get(); ERR_PTR(-EINVAL) for flags both
 * shared and acquired.
 */
struct reset_control *__reset_control_get(struct device *dev, const char *id,
					  int index,
					  enum reset_control_flags flags);

/** reset_control_put() - drop a handle (NULL and errors are ignored) */
void reset_control_put(struct reset_control *rstc);

/**
 * __reset_control_bulk_get() - get @num_rstcs lines named by their @id
 * Return: 0 or the first error (nothing is then held).
 */
int __reset_control_bulk_get(struct device *dev, int num_rstcs,
			     struct reset_control_bulk_data *rstcs,
			     enum reset_control_flags flags);
void reset_control_bulk_put(int num_rstcs,
			    struct reset_control_bulk_data *rstcs);

/**
 * __device_reset() - pulse @dev's one reset line
 * @dev: the device
 * @optional: a device without a line is not an error
 * Return: as reset_control_get() and reset_control_reset().
 */
int __device_reset(struct device *dev, bool optional);

/**
 * __devm_reset_control_get() - __reset_control_get(), put when @dev's
 * driver unbinds; the _DEASSERTED kinds are deasserted here and asserted
 * again then
 * Return: as __reset_control_get(); the deassert's error.
 */
struct reset_control *__devm_reset_control_get(struct device *dev,
					       const char *id, int index,
					       enum reset_control_flags flags);
int __devm_reset_control_bulk_get(struct device *dev, int num_rstcs,
				  struct reset_control_bulk_data *rstcs,
				  enum reset_control_flags flags);

/**
 * of_reset_control_array_get() - every line of @np's "resets", as one
 * handle whose calls act on each (in order; a failure undoes the others)
 * Return: the handle; NULL (optional) or ERR_PTR(-ENOENT) when there are
 * none; as __of_reset_control_get() for a line that fails.
 */
struct reset_control *
of_reset_control_array_get(struct device_node *np,
			   enum reset_control_flags flags);

/** devm_reset_control_array_get() - managed of_reset_control_array_get() */
struct reset_control *
devm_reset_control_array_get(struct device *dev,
			     enum reset_control_flags flags);

/**
 * reset_control_get_count() - how many lines @dev's "resets" lists
 * Return: the count; -ENOENT for none; -EINVAL without a node.
 */
int reset_control_get_count(struct device *dev);

/* The named forms, as Linux spells them. */

static inline int __must_check device_reset(struct device *dev)
{
	return __device_reset(dev, false);
}

static inline int device_reset_optional(struct device *dev)
{
	return __device_reset(dev, true);
}

static inline struct reset_control *__must_check
reset_control_get_exclusive(struct device *dev, const char *id)
{
	return __reset_control_get(dev, id, 0, RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *__must_check
reset_control_get_exclusive_released(struct device *dev, const char *id)
{
	return __reset_control_get(dev, id, 0,
				   RESET_CONTROL_EXCLUSIVE_RELEASED);
}

static inline struct reset_control *reset_control_get_shared(struct device *dev,
							     const char *id)
{
	return __reset_control_get(dev, id, 0, RESET_CONTROL_SHARED);
}

static inline struct reset_control *
reset_control_get_optional_exclusive(struct device *dev, const char *id)
{
	return __reset_control_get(dev, id, 0,
				   RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline struct reset_control *
reset_control_get_optional_shared(struct device *dev, const char *id)
{
	return __reset_control_get(dev, id, 0, RESET_CONTROL_OPTIONAL_SHARED);
}

static inline int __must_check
reset_control_bulk_get_exclusive(struct device *dev, int num_rstcs,
				 struct reset_control_bulk_data *rstcs)
{
	return __reset_control_bulk_get(dev, num_rstcs, rstcs,
					RESET_CONTROL_EXCLUSIVE);
}

static inline int __must_check
reset_control_bulk_get_shared(struct device *dev, int num_rstcs,
			      struct reset_control_bulk_data *rstcs)
{
	return __reset_control_bulk_get(dev, num_rstcs, rstcs,
					RESET_CONTROL_SHARED);
}

static inline struct reset_control *
of_reset_control_get_exclusive(struct device_node *node, const char *id)
{
	return __of_reset_control_get(node, id, 0, RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
of_reset_control_get_optional_exclusive(struct device_node *node,
					const char *id)
{
	return __of_reset_control_get(node, id, 0,
				      RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline struct reset_control *
of_reset_control_get_shared(struct device_node *node, const char *id)
{
	return __of_reset_control_get(node, id, 0, RESET_CONTROL_SHARED);
}

static inline struct reset_control *
of_reset_control_get_exclusive_by_index(struct device_node *node, int index)
{
	return __of_reset_control_get(node, NULL, index,
				      RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
of_reset_control_get_shared_by_index(struct device_node *node, int index)
{
	return __of_reset_control_get(node, NULL, index, RESET_CONTROL_SHARED);
}

static inline struct reset_control *__must_check
devm_reset_control_get_exclusive(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0, RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *__must_check
devm_reset_control_get_exclusive_deasserted(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0,
					RESET_CONTROL_EXCLUSIVE_DEASSERTED);
}

static inline struct reset_control *__must_check
devm_reset_control_get_exclusive_released(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0,
					RESET_CONTROL_EXCLUSIVE_RELEASED);
}

static inline struct reset_control *
devm_reset_control_get_shared(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0, RESET_CONTROL_SHARED);
}

static inline struct reset_control *__must_check
devm_reset_control_get_shared_deasserted(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0,
					RESET_CONTROL_SHARED_DEASSERTED);
}

static inline struct reset_control *
devm_reset_control_get_optional_exclusive(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0,
					RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline struct reset_control *
devm_reset_control_get_optional_exclusive_deasserted(struct device *dev,
						     const char *id)
{
	return __devm_reset_control_get(
		dev, id, 0, RESET_CONTROL_OPTIONAL_EXCLUSIVE_DEASSERTED);
}

static inline struct reset_control *
devm_reset_control_get_optional_shared(struct device *dev, const char *id)
{
	return __devm_reset_control_get(dev, id, 0,
					RESET_CONTROL_OPTIONAL_SHARED);
}

static inline struct reset_control *
devm_reset_control_get_optional_shared_deasserted(struct device *dev,
						  const char *id)
{
	return __devm_reset_control_get(
		dev, id, 0, RESET_CONTROL_OPTIONAL_SHARED_DEASSERTED);
}

static inline struct reset_control *__must_check
devm_reset_control_get_exclusive_by_index(struct device *dev, int index)
{
	return __devm_reset_control_get(dev, NULL, index,
					RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
devm_reset_control_get_shared_by_index(struct device *dev, int index)
{
	return __devm_reset_control_get(dev, NULL, index, RESET_CONTROL_SHARED);
}

/* The old name of devm_reset_control_get_exclusive(). */
static inline struct reset_control *devm_reset_control_get(struct device *dev,
							   const char *id)
{
	return devm_reset_control_get_exclusive(dev, id);
}

static inline struct reset_control *
devm_reset_control_get_optional(struct device *dev, const char *id)
{
	return devm_reset_control_get_optional_exclusive(dev, id);
}

static inline int __must_check
devm_reset_control_bulk_get_exclusive(struct device *dev, int num_rstcs,
				      struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(dev, num_rstcs, rstcs,
					     RESET_CONTROL_EXCLUSIVE);
}

static inline int __must_check
devm_reset_control_bulk_get_shared(struct device *dev, int num_rstcs,
				   struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(dev, num_rstcs, rstcs,
					     RESET_CONTROL_SHARED);
}

static inline int __must_check devm_reset_control_bulk_get_optional_exclusive(
	struct device *dev, int num_rstcs,
	struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(dev, num_rstcs, rstcs,
					     RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline struct reset_control *
devm_reset_control_array_get_exclusive(struct device *dev)
{
	return devm_reset_control_array_get(dev, RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
devm_reset_control_array_get_shared(struct device *dev)
{
	return devm_reset_control_array_get(dev, RESET_CONTROL_SHARED);
}

static inline struct reset_control *
devm_reset_control_array_get_optional_exclusive(struct device *dev)
{
	return devm_reset_control_array_get(dev,
					    RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline struct reset_control *
devm_reset_control_array_get_optional_shared(struct device *dev)
{
	return devm_reset_control_array_get(dev, RESET_CONTROL_OPTIONAL_SHARED);
}

static inline struct reset_control *
of_reset_control_array_get_exclusive(struct device_node *node)
{
	return of_reset_control_array_get(node, RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
of_reset_control_array_get_shared(struct device_node *node)
{
	return of_reset_control_array_get(node, RESET_CONTROL_SHARED);
}

static inline struct reset_control *
of_reset_control_array_get_optional_exclusive(struct device_node *node)
{
	return of_reset_control_array_get(node,
					  RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline struct reset_control *
of_reset_control_array_get_optional_shared(struct device_node *node)
{
	return of_reset_control_array_get(node, RESET_CONTROL_OPTIONAL_SHARED);
}

static inline int __must_check
reset_control_bulk_get_exclusive_released(struct device *dev, int num_rstcs,
					  struct reset_control_bulk_data *rstcs)
{
	return __reset_control_bulk_get(dev, num_rstcs, rstcs,
					RESET_CONTROL_EXCLUSIVE_RELEASED);
}

static inline int __must_check
reset_control_bulk_get_optional_exclusive(struct device *dev, int num_rstcs,
					  struct reset_control_bulk_data *rstcs)
{
	return __reset_control_bulk_get(dev, num_rstcs, rstcs,
					RESET_CONTROL_OPTIONAL_EXCLUSIVE);
}

static inline int __must_check
reset_control_bulk_get_optional_exclusive_released(
	struct device *dev, int num_rstcs,
	struct reset_control_bulk_data *rstcs)
{
	return __reset_control_bulk_get(
		dev, num_rstcs, rstcs,
		RESET_CONTROL_OPTIONAL_EXCLUSIVE_RELEASED);
}

static inline int __must_check
reset_control_bulk_get_optional_shared(struct device *dev, int num_rstcs,
				       struct reset_control_bulk_data *rstcs)
{
	return __reset_control_bulk_get(dev, num_rstcs, rstcs,
					RESET_CONTROL_OPTIONAL_SHARED);
}

/* The old names of of_reset_control_get_exclusive(_by_index). */
static inline struct reset_control *
of_reset_control_get(struct device_node *node, const char *id)
{
	return __of_reset_control_get(node, id, 0, RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
of_reset_control_get_by_index(struct device_node *node, int index)
{
	return __of_reset_control_get(node, NULL, index,
				      RESET_CONTROL_EXCLUSIVE);
}

static inline struct reset_control *
devm_reset_control_get_optional_exclusive_released(struct device *dev,
						   const char *id)
{
	return __devm_reset_control_get(
		dev, id, 0, RESET_CONTROL_OPTIONAL_EXCLUSIVE_RELEASED);
}

/* The old name of devm_reset_control_get_exclusive_by_index(). */
static inline struct reset_control *
devm_reset_control_get_by_index(struct device *dev, int index)
{
	return __devm_reset_control_get(dev, NULL, index,
					RESET_CONTROL_EXCLUSIVE);
}

static inline int __must_check devm_reset_control_bulk_get_exclusive_released(
	struct device *dev, int num_rstcs,
	struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(dev, num_rstcs, rstcs,
					     RESET_CONTROL_EXCLUSIVE_RELEASED);
}

static inline int __must_check
devm_reset_control_bulk_get_optional_exclusive_released(
	struct device *dev, int num_rstcs,
	struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(
		dev, num_rstcs, rstcs,
		RESET_CONTROL_OPTIONAL_EXCLUSIVE_RELEASED);
}

static inline int __must_check devm_reset_control_bulk_get_optional_shared(
	struct device *dev, int num_rstcs,
	struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(dev, num_rstcs, rstcs,
					     RESET_CONTROL_OPTIONAL_SHARED);
}

static inline int __must_check devm_reset_control_bulk_get_shared_deasserted(
	struct device *dev, int num_rstcs,
	struct reset_control_bulk_data *rstcs)
{
	return __devm_reset_control_bulk_get(dev, num_rstcs, rstcs,
					     RESET_CONTROL_SHARED_DEASSERTED);
}

static inline struct reset_control *
of_reset_control_array_get_exclusive_released(struct device_node *node)
{
	return of_reset_control_array_get(node,
					  RESET_CONTROL_EXCLUSIVE_RELEASED);
}

#endif /* _PLATDEV_LINUX_RESET_H */
