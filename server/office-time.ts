/* The office is in Illinois: staff read every time in Chicago's local time. */
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/** "2026-11-23 04:47 CST": sortable, and names the zone so daylight time is never a guess. */
export function chicagoTime(iso: string): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** The Chicago calendar day of an instant, "2026-11-23". */
export function chicagoDay(iso: string): string {
  return chicagoTime(iso).slice(0, 10);
}
