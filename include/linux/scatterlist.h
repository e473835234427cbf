/* SPDX-License-Identifier: MIT */
/*
 * linux/scatterlist.h - lists of buffers for one DMA transfer.
 *
 * An entry names a page (linux/mm.h), an offset in it and a length; a
 * mapping (dma_map_sg()) fills its bus address and length. Chained tables
 * are understood by sg_next() but sg_alloc_table() makes one flat array.
 */
#ifndef _PLATDEV_LINUX_SCATTERLIST_H
#define _PLATDEV_LINUX_SCATTERLIST_H

#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/types.h>

#include <linux/io.h> /* Linux 6.12's scatterlist.h reaches asm/io.h */

/**
 * struct scatterlist - one buffer of a transfer
 * @page_link: the page, with SG_CHAIN/SG_END in its low bits
 * @offset: the buffer's offset in the page
 * @length: its length in bytes
 * @dma_address: its bus address once mapped
 * @dma_length: the mapped length (sg_dma_len())
 */
struct scatterlist {
	unsigned long page_link;
	unsigned int offset;
	unsigned int length;
	dma_addr_t dma_address;
	unsigned int dma_length;
};

#define sg_dma_address(sg) ((sg)->dma_address)
#define sg_dma_len(sg) ((sg)->dma_length)

/**
 * struct sg_table - a scatterlist and its counts
 * @sgl: the list
 * @nents: mapped entries (dma_map_sgtable())
 * @orig_nents: entries of the list
 */
struct sg_table {
	struct scatterlist *sgl;
	unsigned int nents;
	unsigned int orig_nents;
};

#define SG_CHAIN 0x01UL
#define SG_END 0x02UL
#define SG_PAGE_LINK_MASK (SG_CHAIN | SG_END)

#define sg_is_chain(sg) ((sg)->page_link & SG_CHAIN)
#define sg_is_last(sg) ((sg)->page_link & SG_END)

static inline struct scatterlist *sg_chain_ptr(struct scatterlist *sg)
{
	return (struct scatterlist *)(sg->page_link & ~SG_PAGE_LINK_MASK);
}

/** sg_assign_page() - point @sg at @page, keeping its flags */
static inline void sg_assign_page(struct scatterlist *sg, struct page *page)
{
	unsigned long flags = sg->page_link & SG_PAGE_LINK_MASK;

	sg->page_link = (unsigned long)(uintptr_t)page | flags;
}

/** sg_set_page() - make @sg the @len bytes at @offset in @page */
static inline void sg_set_page(struct scatterlist *sg, struct page *page,
			       unsigned int len, unsigned int offset)
{
	sg_assign_page(sg, page);
	sg->offset = offset;
	sg->length = len;
}

/** sg_page() - the page @sg points at */
static inline struct page *sg_page(struct scatterlist *sg)
{
	return (struct page *)(uintptr_t)(sg->page_link & ~SG_PAGE_LINK_MASK);
}

/** sg_set_buf() - make @sg the @buflen bytes at @buf */
static inline void sg_set_buf(struct scatterlist *sg, const void *buf,
			      unsigned int buflen)
{
	sg_set_page(sg, virt_to_page(buf), buflen,
		    (unsigned int)offset_in_page(buf));
}

/** sg_virt() - the address of the buffer @sg describes */
static inline void *sg_virt(struct scatterlist *sg)
{
	return (char *)page_address(sg_page(sg)) + sg->offset;
}

/** sg_mark_end() - make @sg the last entry */
static inline void sg_mark_end(struct scatterlist *sg)
{
	sg->page_link |= SG_END;
	sg->page_link &= ~SG_CHAIN;
}

/** sg_unmark_end() - @sg is not the last entry any more */
static inline void sg_unmark_end(struct scatterlist *sg)
{
	sg->page_link &= ~SG_END;
}

/** sg_chain() - link the @prv_nents-entry table @prv on to @sgl */
static inline void sg_chain(struct scatterlist *prv, unsigned int prv_nents,
			    struct scatterlist *sgl)
{
	prv[prv_nents - 1].offset = 0;
	prv[prv_nents - 1].length = 0;
	prv[prv_nents - 1].page_link =
		((unsigned long)(uintptr_t)sgl | SG_CHAIN) & ~SG_END;
}

/**
 * sg_next() - the entry after @sg
 * Return: it, following chain links, or NULL after the last.
 */
struct scatterlist *sg_next(struct scatterlist *sg);

/** sg_nents() - Return: the entries of @sg up to its end */
int sg_nents(struct scatterlist *sg);

/** sg_init_table() - clear @nents entries and mark the last as the end */
void sg_init_table(struct scatterlist *sgl, unsigned int nents);

/** sg_init_one() - make @sg a one-entry list of @buflen bytes at @buf */
void sg_init_one(struct scatterlist *sg, const void *buf, unsigned int buflen);

/**
 * sg_alloc_table() - allocate a list of @nents entries (sg_init_table()ed)
 * Return: 0, -EINVAL (@nents is 0), -ENOMEM; on failure @table is empty.
 */
int sg_alloc_table(struct sg_table *table, unsigned int nents, gfp_t gfp_mask);

/** sg_free_table() - free the list of @table (which may be empty) */
void sg_free_table(struct sg_table *table);

#define for_each_sg(sglist, sg, nr, __i) \
	for (__i = 0, sg = (sglist); __i < (nr); __i++, sg = sg_next(sg))

#define for_each_sgtable_sg(sgt, sg, i) \
	for_each_sg((sgt)->sgl, sg, (sgt)->orig_nents, i)

#define for_each_sgtable_dma_sg(sgt, sg, i) \
	for_each_sg((sgt)->sgl, sg, (sgt)->nents, i)

#endif /* _PLATDEV_LINUX_SCATTERLIST_H */
