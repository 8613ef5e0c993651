import type { Locale } from "~/i18n/locales";
import { officeHours, type OfficeHours } from "~/lib/office-hours";
import { officeZone } from "~/lib/office-zone";
import type { OpenNowLineWords } from "~/lib/format";
import { openNowLine, openStatus } from "~/lib/tools/open-now";

/*
 * Fills each "open now" line (HoursList) in the office's time zone, named for the hours it is
 * about ("Document drop-off: open now"), and keeps it current. The schedules and the zone's
 * offsets come with this script, the same for every page and cached once, so no time-zone lookup
 * is needed in the browser (decision 0007). The line's words in the page's language come from the
 * URL the element names (/ru/open-now.json), fetched once; a line whose words could not be fetched
 * stays hidden, as without JavaScript, and the next refresh asks again.
 */
const openClasses = ["bg-green-100", "text-green-900"];
const closedClasses = ["bg-slate-100", "text-slate-800"];
const fetched = new Map<string, Promise<OpenNowLineWords>>();

function wordsAt(url: string): Promise<OpenNowLineWords> {
  let words = fetched.get(url);
  if (!words) {
    words = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<OpenNowLineWords>;
    });
    words.catch(() => fetched.delete(url));
    fetched.set(url, words);
  }
  return words;
}

async function update(element: HTMLElement) {
  const name = element.dataset.hours as keyof OfficeHours;
  const schedule = officeHours[name];
  const words = (await wordsAt(element.dataset.words!))[name];
  const locale = element.dataset.openNow as Locale;
  const now = new Date();
  const open = openStatus(schedule, officeZone, now).open;
  element.classList.remove(...openClasses, ...closedClasses);
  element.classList.add(...(open ? openClasses : closedClasses));
  element
    .querySelector("[data-dot]")
    ?.setAttribute("class", `h-2 w-2 shrink-0 rounded-full ${open ? "bg-green-700" : "bg-slate-500"}`);
  const text = element.querySelector("[data-text]");
  if (text) text.textContent = openNowLine(schedule, officeZone, now, words, locale, words.subject);
  element.classList.remove("invisible");
}

const lines = [...document.querySelectorAll<HTMLElement>("[data-open-now]")];
const refresh = () => lines.forEach((line) => update(line).catch(() => undefined));
refresh();
if (lines.length > 0) setInterval(refresh, 30_000);
