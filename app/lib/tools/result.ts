/**
 * What a validating function returns: the value, or what is wrong. The error is a plain-English
 * sentence to show beside the field, or a code that each language's copy turns into one.
 */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
