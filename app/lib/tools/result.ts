/** What a validating function returns: the value, or a plain-English sentence to show beside the field. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
