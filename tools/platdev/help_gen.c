// SPDX-License-Identifier: MIT
/*
 * help_gen.c - "platdev --generate man|bash-completion": the platdev(1)
 * man page and the bash completion script, written from the command table
 * and help texts of main.c (cli.h), the ones --help prints. The build runs
 * it and installs what it writes, so the three cannot drift apart.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

/*
 * The @len bytes at @text for roff: "\\" as "\\e", "-" as "\\-", and a
 * line that would start with "." or "'" (a request) escaped with "\\&".
 */
static void roff_span(FILE *out, const char *text, size_t len)
{
	bool line_start = true;
	size_t i;

	for (i = 0; i < len; i++) {
		if (line_start && (text[i] == '.' || text[i] == '\''))
			fputs("\\&", out);
		if (text[i] == '\\')
			fputs("\\e", out);
		else if (text[i] == '-')
			fputs("\\-", out);
		else
			fputc(text[i], out);
		line_start = text[i] == '\n';
	}
}

static void roff_text(FILE *out, const char *text)
{
	roff_span(out, text, strlen(text));
}

/* The end of the line that starts at @text (its newline or NUL). */
static const char *line_end(const char *text)
{
	const char *nl = strchr(text, '\n');

	return nl ? nl : text + strlen(text);
}

static const char *skip_spaces(const char *text)
{
	while (*text == ' ')
		text++;
	return text;
}

/* Every line of @text as an output line of its own. */
static void roff_lines(FILE *out, const char *text)
{
	const char *nl;

	for (; *text; text = *nl ? nl + 1 : nl) {
		nl = line_end(text);
		fputs(".br\n", out);
		roff_span(out, text, (size_t)(nl - text));
		fputc('\n', out);
	}
}

/*
 * A command's details: prose lines are filled; a line "  --option  what
 * it does" becomes a tagged paragraph, and the more indented lines under
 * it continue its text.
 */
static void roff_details(FILE *out, const char *text)
{
	const char *nl, *body, *gap;

	for (; *text; text = *nl ? nl + 1 : nl) {
		nl = line_end(text);
		body = skip_spaces(text);
		gap = body == text + 2 && *body == '-' ? strstr(body, "  ") :
							 NULL;
		if (gap && gap < nl) {
			fputs(".TP\n.B ", out);
			roff_span(out, body, (size_t)(gap - body));
			fputc('\n', out);
			body = skip_spaces(gap);
		}
		roff_span(out, body, (size_t)(nl - body));
		fputc('\n', out);
	}
}

static void generate_man(FILE *out, const struct cli_help *h)
{
	const struct cli_option *o;
	size_t i;

	fputs(".TH PLATDEV 1 \"\" \"platdev\" \"User Commands\"\n"
	      ".SH NAME\n"
	      "platdev \\- inspect platform devices, their resources and drivers\n"
	      ".SH SYNOPSIS\n",
	      out);
	roff_lines(out, h->usage_lines);
	fputs(".SH DESCRIPTION\n", out);
	roff_text(out, h->description);
	fputs(".PP\n", out);
	roff_text(out, h->board_text);
	roff_text(out, h->no_board_text);
	fputs(".PP\n", out);
	roff_text(out, h->options_text);
	fputs(".SH COMMANDS\n", out);
	for (i = 0; i < h->nr_commands; i++) {
		const struct command *cmd = &h->commands[i];

		fputs(".SS ", out);
		roff_text(out, cmd->synopsis);
		fputc('\n', out);
		roff_text(out, cmd->summary);
		fputs(".\n.PP\n", out);
		roff_details(out, cmd->details);
	}
	fputs(".SH OPTIONS\n", out);
	for (o = h->global_options; o->name; o++) {
		fputs(".TP\n", out);
		if (o->id < 256)
			fprintf(out, ".BR \\-%c \", \" \"", o->id);
		else
			fputs(o->arg ? ".BI \"" : ".B \"", out);
		fputs("\\-\\-", out);
		roff_text(out, o->name);
		fputs(o->arg ? " \" " : "\"", out);
		if (o->arg)
			roff_text(out, o->arg);
		fputc('\n', out);
		roff_text(out, o->help);
	}
	fputs(".SH EXIT STATUS\n", out);
	roff_text(out, h->exit_text);
	fputs(".SH SEE ALSO\n"
	      ".BR dtc (1)\n",
	      out);
}

/* The names of @opts that take a value (@with_arg) or do not, "--x --y". */
static void option_words(FILE *out, const struct cli_option *opts,
			 bool with_arg)
{
	for (; opts && opts->name; opts++)
		if (!!opts->arg == with_arg)
			fprintf(out, " --%s", opts->name);
}

/*
 * The case arm that completes the value of @o, if it takes one: driver
 * and model modules (FILE.so), other files, the words --generate takes,
 * nothing for the rest (a time).
 */
static void value_case(FILE *out, const struct cli_option *o)
{
	if (!o->arg)
		return;
	fprintf(out, "\t--%s)\n", o->name);
	if (strstr(o->arg, ".so"))
		fputs("\t\tcompopt -o filenames 2>/dev/null\n"
		      "\t\tCOMPREPLY=($(compgen -d -- \"$cur\"; compgen -f -X '!*.so' -- \"$cur\"))\n",
		      out);
	else if (strstr(o->arg, "FILE"))
		fputs("\t\tcompopt -o filenames 2>/dev/null\n"
		      "\t\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n",
		      out);
	else if (o->id == OPT_GENERATE)
		fputs("\t\tCOMPREPLY=($(compgen -W 'man bash-completion' -- \"$cur\"))\n",
		      out);
	fputs("\t\treturn ;;\n", out);
}

static void generate_bash_completion(FILE *out, const struct cli_help *h)
{
	const struct cli_option *o;
	size_t i;

	fputs("# bash completion for platdev(1); written by platdev --generate\n"
	      "# bash-completion from its command table, as its --help is.\n"
	      "_platdev()\n"
	      "{\n"
	      "\tlocal cur=${COMP_WORDS[COMP_CWORD]} prev= cmd= opts i w\n"
	      "\tlocal commands='",
	      out);
	for (i = 0; i < h->nr_commands; i++)
		fprintf(out, "%s%s", i ? " " : "", h->commands[i].name);
	fputs("'\n"
	      "\t((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
	      "\tfor ((i = 1; i < COMP_CWORD; i++)); do\n"
	      "\t\tw=${COMP_WORDS[i]}\n"
	      "\t\tcase \" $commands \" in *\" $w \"*) cmd=$w; break ;; esac\n"
	      "\tdone\n"
	      "\t# the value of an option that takes one\n"
	      "\tcase $prev in\n",
	      out);
	for (o = h->global_options; o->name; o++)
		value_case(out, o);
	for (i = 0; i < h->nr_commands; i++)
		for (o = h->commands[i].options; o && o->name; o++)
			value_case(out, o);
	fputs("\tesac\n"
	      "\tif [[ $cur == -* ]]; then\n"
	      "\t\topts='-h -v",
	      out);
	option_words(out, h->global_options, false);
	option_words(out, h->global_options, true);
	fputs("'\n\t\tcase $cmd in\n", out);
	for (i = 0; i < h->nr_commands; i++) {
		const struct cli_option *own = h->commands[i].options;

		if (!own)
			continue;
		fprintf(out, "\t\t%s) opts+='", h->commands[i].name);
		option_words(out, own, false);
		option_words(out, own, true);
		fputs("' ;;\n", out);
	}
	fputs("\t\tesac\n"
	      "\t\tCOMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
	      "\t\treturn\n"
	      "\tfi\n"
	      "\t# a command (or BOARD, which shows it); help takes a command\n"
	      "\tif [[ -z $cmd || $cmd == help ]]; then\n"
	      "\t\tCOMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))\n"
	      "\t\t[[ $cmd == help ]] && return\n"
	      "\tfi\n"
	      "\t# boards: directories, device-tree blobs and sources\n"
	      "\tcompopt -o filenames 2>/dev/null\n"
	      "\tCOMPREPLY+=($(compgen -d -- \"$cur\"; compgen -f -X '!*.dtb' -- \"$cur\";\n"
	      "\t\tcompgen -f -X '!*.dts' -- \"$cur\"))\n"
	      "}\n"
	      "complete -F _platdev platdev\n",
	      out);
}

int cli_generate(const struct cli_help *help, const char *what)
{
	if (!strcmp(what, "man")) {
		generate_man(stdout, help);
		return 0;
	}
	if (!strcmp(what, "bash-completion")) {
		generate_bash_completion(stdout, help);
		return 0;
	}
	fprintf(stderr,
		"platdev: --generate takes man or bash-completion, not '%s' (see 'platdev --help')\n",
		what);
	return EXIT_USAGE;
}
