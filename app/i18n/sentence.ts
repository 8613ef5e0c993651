/** Ends a sentence with a full stop unless it ends with one already ("… 2026 г." in Russian). */
export function sentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}
