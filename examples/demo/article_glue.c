// SPDX-License-Identifier: MIT
/*
 * article_glue.c - builds the LWN article's board file and drivers into the
 * demo board, unchanged: the inspector's build takes only the .c files of examples/demo.
 */
#include "../article/article_board.c"
#include "../article/article_drivers.c"
