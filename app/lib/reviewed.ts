const months = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

/** "2026-11" → "November 2026". Fixed names, so the page reads the same in every locale. */
export function reviewedLabel(reviewed: string): string {
  const [year, month] = reviewed.split("-").map(Number);
  const name = months[(month ?? 0) - 1];
  if (!year || !name) throw new Error(`Invalid review date "${reviewed}", expected YYYY-MM`);
  return `${name} ${year}`;
}
