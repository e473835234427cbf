// SPDX-License-Identifier: MIT
/*
 * json_resource.c - a resource tree (iomem, ioports) as one JSON document:
 * the regions /proc/iomem lists, nested as they are in the tree.
 */
#include <linux/ioport.h>

#include "inspect.h"
#include "json_writer.h"

static void json_region(struct json_writer *w, const struct resource *r)
{
	json_begin_object(w);
	json_key(w, "start");
	json_hex(w, r->start);
	json_key(w, "end");
	json_hex(w, r->end);
	json_key_string(w, "name", r->name);
	json_key_bool(w, "busy", r->flags & IORESOURCE_BUSY);
	json_key(w, "children");
	json_begin_array(w);
}

/*
 * Depth first without recursion (a tree can nest as deep as the device
 * tree's buses): each region's "children" stay open until its last
 * descendant is written, then close on the way back up.
 */
void inspect_json_resource_tree(FILE *out, const struct resource *root)
{
	const struct resource *r = root->child;
	struct json_writer w;

	json_begin_document(&w, out, "iomem");
	json_key_string(&w, "root", root->name);
	json_key(&w, "regions");
	json_begin_list(&w);
	while (r) {
		json_region(&w, r);
		if (r->child) {
			r = r->child;
			continue;
		}
		for (;;) {
			json_end_array(&w);
			json_end_object(&w);
			if (r->sibling) {
				r = r->sibling;
				break;
			}
			r = r->parent;
			if (r == root) {
				r = NULL;
				break;
			}
		}
	}
	json_end_array(&w);
	json_end_document(&w);
}
