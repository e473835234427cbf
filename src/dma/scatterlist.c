// SPDX-License-Identifier: MIT
/*
 * scatterlist.c - walking, initialising and allocating scatterlists
 * (linux/scatterlist.h), as Linux's lib/scatterlist.c.
 */
#include <linux/errno.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

struct scatterlist *sg_next(struct scatterlist *sg)
{
	if (sg_is_last(sg))
		return NULL;
	sg++;
	if (sg_is_chain(sg))
		sg = sg_chain_ptr(sg);
	return sg;
}

int sg_nents(struct scatterlist *sg)
{
	int nents;

	for (nents = 0; sg; sg = sg_next(sg))
		nents++;
	return nents;
}

void sg_init_table(struct scatterlist *sgl, unsigned int nents)
{
	memset(sgl, 0, sizeof(*sgl) * nents);
	sg_mark_end(&sgl[nents - 1]);
}

void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen)
{
	sg_init_table(sg, 1);
	sg_set_buf(sg, buf, buflen);
}

int sg_alloc_table(struct sg_table *table, unsigned int nents, gfp_t gfp_mask)
{
	memset(table, 0, sizeof(*table));
	if (!nents)
		return -EINVAL;
	table->sgl = kmalloc_array(nents, sizeof(*table->sgl), gfp_mask);
	if (!table->sgl)
		return -ENOMEM;
	sg_init_table(table->sgl, nents);
	table->nents = nents;
	table->orig_nents = nents;
	return 0;
}

void sg_free_table(struct sg_table *table)
{
	kfree(table->sgl);
	memset(table, 0, sizeof(*table));
}
