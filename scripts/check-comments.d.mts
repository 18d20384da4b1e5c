/** The lines of `text` that name an issue or a ticket, as "file:line: text". */
export function findings(file: string, text: string): string[];
/** The comments of a source file; a Markdown file is all text. */
export function commentsOf(file: string, text: string): string[];
