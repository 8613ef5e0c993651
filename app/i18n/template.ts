/**
 * Fills "{name}" placeholders: copy that an island receives as a prop must be plain data, so a
 * sentence built from numbers is a template rather than a function. An unknown name stays as
 * written, which the content tests catch.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Ends a sentence with a full stop unless it ends with one already ("… 2026 г." in Russian). */
export function sentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}
