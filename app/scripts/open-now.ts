import type { Locale } from "~/i18n/locales";
import { officeHours, type OfficeHours } from "~/lib/office-hours";
import { officeZone } from "~/lib/office-zone";
import { openNowLine, openStatus, type OpenNowWords } from "~/lib/tools/open-now";

/*
 * Fills each "open now" line (HoursList) in the office's time zone, named for the hours it is
 * about ("Document drop-off: open now"), and keeps it current. The schedules and the zone's
 * offsets come with this script, the same for every page and cached once; the element names its
 * schedule and carries the line's words in the page's language, so no time-zone lookup is needed
 * in the browser (decision 0007) and no other language's words are loaded.
 */
const openClasses = ["bg-green-100", "text-green-900"];
const closedClasses = ["bg-slate-100", "text-slate-800"];

function update(element: HTMLElement) {
  const schedule = officeHours[element.dataset.hours as keyof OfficeHours];
  const words = JSON.parse(element.dataset.words ?? "null") as OpenNowWords & { subject?: string };
  const locale = element.dataset.openNow as Locale;
  const now = new Date();
  const open = openStatus(schedule, officeZone, now).open;
  element.classList.remove(...openClasses, ...closedClasses);
  element.classList.add(...(open ? openClasses : closedClasses));
  element.querySelector("[data-dot]")?.setAttribute("class", `h-2 w-2 shrink-0 rounded-full ${open ? "bg-green-700" : "bg-slate-500"}`);
  const text = element.querySelector("[data-text]");
  if (text) text.textContent = openNowLine(schedule, officeZone, now, words, locale, words.subject);
  element.classList.remove("invisible");
}

const lines = [...document.querySelectorAll<HTMLElement>("[data-open-now]")];
const refresh = () => lines.forEach(update);
refresh();
if (lines.length > 0) setInterval(refresh, 30_000);
