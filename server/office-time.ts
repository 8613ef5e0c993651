import { officeTimeZone } from "../app/config/site-config.ts";

/* Staff read every time in the office's own time zone, the one the site's hours are in. */
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: officeTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/** "2026-11-23 04:47 CST": sortable, and names the zone so daylight time is never a guess. */
export function officeTime(iso: string): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** The office's calendar day of an instant, "2026-11-23". */
export function officeDay(iso: string): string {
  return officeTime(iso).slice(0, 10);
}
