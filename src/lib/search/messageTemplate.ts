/**
 * Quoted messages as templates: the code prints `Attribute isbn not found on
 * model api::book.book`, a page quotes `Attribute <name> not found on model
 * api::book.book`. A placeholder stands for the reader's own value. Pure: the
 * build (which collects messages) and the engine (which matches them) share it.
 */

/** A placeholder in a quoted message: `<name>`, `<uid>`, `%s`, `%d`. */
export const PLACEHOLDER = /<[\p{L}_-]+>|%[sd]/gu;
