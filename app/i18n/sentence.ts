/** Ends a sentence with a full stop unless it ends with one already ("… 2026 г." in Russian). */
export function sentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/** The text with its first letter capitalized, for a word that starts a table cell ("январь" → "Январь"). */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
