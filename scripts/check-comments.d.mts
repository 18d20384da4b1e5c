/** The lines of `text` that name an issue or a ticket, as "file:line: text". */
export declare function findings(file: string, text: string): string[];
/** The comments of a source file; a Markdown file is all text. */
export declare function commentsOf(file: string, text: string): string[];
