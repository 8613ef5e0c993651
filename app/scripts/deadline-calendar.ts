import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { capitalized, sentence } from "~/i18n/sentence";
import { officeZone } from "~/lib/office-zone";
import { type CalendarDate, formatIso, todayIn } from "~/lib/tools/dates";
import {
  type DeadlineFilter,
  deadlineSchedule,
  deadlinesFeedHref,
  filterQuery,
  readDeadlineFilter,
} from "~/lib/tools/deadline-list";
import { deadlineCell, deadlineRow, kindBadge } from "~/lib/tools/deadline-rows";
import { type DatedDeadline, deadlineFilings, deadlineStates, deadlineTitle } from "~/lib/tools/deadlines";
import { type DeadlineCalendarCopy, deadlinesCalendar } from "~/lib/tools/deadlines-text";
import { shapedNodes } from "~/lib/shaped-dom";

/*
 * The /filing-deadlines list in the browser: the build wrote every year's dates
 * (components/tools/DeadlineCalendar.tsx); once today's date in Chicago is known, the next 12
 * months come first with the next deadline and its days left, past dates fold away, and the
 * states and filings chosen in the link filter the list and its calendar file. The link's query
 * is the filter's only state: a choice replaces it, so reloading, bookmarking or sending the link
 * keeps the choice, and the download link is made from the same query.
 *
 * Plain DOM rather than React: the list is on the first screen, so it is drawn at load, and on a
 * slow phone React's start-up alone was one task longer than the blocking time a page may have.
 * Drawing the rows here is a few milliseconds.
 */

/** What the build hands the script, in the element's data-deadline-calendar. */
export interface DeadlineCalendarSetup {
  siteHost: string;
  locale: Locale;
  /** Whether `npm start` answers the calendar file; a static host has only the browser to write it. */
  feed: boolean;
  copy: Pick<
    DeadlineCalendarCopy,
    | "nextLabel"
    | "dueToday"
    | "daysLeft"
    | "calendarName"
    | "filterSummary"
    | "everything"
    | "stateNames"
    | "filingNames"
    | "kindLabels"
    | "upcomingCaption"
    | "pastSummary"
    | "pastCaption"
    | "noDates"
    | "nextMarker"
    | "movedFrom"
    | "toNextBusinessDay"
    | "eventTitles"
  >;
}

/** An element with its class (or attributes) and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: string | Record<string, string | undefined>,
  ...children: (Node | string | false | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(typeof attributes === "string" ? { class: attributes } : attributes))
    if (value) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function filterInLink(): DeadlineFilter {
  return readDeadlineFilter(new URLSearchParams(window.location.search)).filter;
}

/** Shows the filter the boxes hold in the link, keeping the lists' own order. */
function showFilterOf(root: HTMLElement) {
  const ticked = (param: string) =>
    new Set([...root.querySelectorAll<HTMLInputElement>(`input[name="${param}"]:checked`)].map((box) => box.value));
  const states = ticked("states");
  const filings = ticked("filings");
  const query = filterQuery({
    states: deadlineStates.filter((s) => states.has(s)),
    filings: deadlineFilings.filter((x) => filings.has(x)),
  });
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${query ? `?${query}` : ""}${hash}`);
}

/** The frame both lists share (the build's template), captioned, with the dates' rows. */
function datesTable(
  root: HTMLElement,
  caption: string,
  deadlines: readonly DatedDeadline[],
  { copy: text, locale }: DeadlineCalendarSetup,
  nextId?: string,
): Element {
  const template = root.querySelector<HTMLTemplateElement>("template[data-deadline-table]")!;
  const frame = template.content.firstElementChild!.cloneNode(true) as Element;
  frame.querySelector("caption")!.replaceChildren(...shapedNodes(caption, locale));
  const f = formats[locale];
  frame.querySelector("tbody")!.append(
    ...deadlines.map((d) => {
      const isNext = d.id === nextId;
      return h(
        "tr",
        {
          class: `${deadlineRow}${isNext ? " bg-accent-300/50" : ""}`,
          "data-deadline": d.id,
          "aria-current": isNext ? "date" : undefined,
        },
        h(
          "th",
          { class: `${deadlineCell} font-semibold sm:whitespace-nowrap`, scope: "row" },
          ...shapedNodes(capitalized(f.longDate(d.date)), locale, true),
        ),
        h(
          "td",
          deadlineCell,
          h("span", kindBadge[d.kind], ...shapedNodes(text.kindLabels[d.kind], locale, true)),
          ...shapedNodes(deadlineTitle(d, text.eventTitles, locale), locale, true),
          // A space rather than a margin: where the marker wraps, a margin would indent its line.
          isNext && " ",
          isNext && h("span", "font-bold", ...shapedNodes(text.nextMarker, locale, true)),
          d.shifted &&
            h(
              "span",
              "block text-sm text-muted",
              ...shapedNodes(`${text.movedFrom} ${sentence(f.longDate(d.originalDate))}`, locale, true),
            ),
        ),
      );
    }),
  );
  return frame;
}

/** The list, the filter's choices and the download for a day and the filter in the link. */
function show(root: HTMLElement, setup: DeadlineCalendarSetup, today: CalendarDate, now: Date) {
  const { copy: text, locale } = setup;
  const f = formats[locale];
  const filter = filterInLink();
  const schedule = deadlineSchedule(today, filter);

  const chosen = [...filter.states.map((s) => text.stateNames[s]), ...filter.filings.map((x) => text.filingNames[x])];
  root
    .querySelector("[data-filter-summary]")!
    .replaceChildren(
      ...shapedNodes(
        formatMessage(text.filterSummary, { choice: chosen.length > 0 ? chosen.join(", ") : text.everything }, locale),
        locale,
      ),
    );
  const picked = new Set<string>([...filter.states, ...filter.filings]);
  for (const box of root.querySelectorAll<HTMLInputElement>("[data-filter-choices] input"))
    box.checked = picked.has(box.value);
  root.querySelector<HTMLElement>("[data-filter-choices]")!.hidden = false;

  const dates = root.querySelector<HTMLElement>("[data-deadline-dates]")!;
  const pastWasOpen = dates.querySelector("details")?.open ?? false;
  const { next, upcoming, past } = schedule;
  dates.replaceChildren(
    ...[
      // Three blocks, not one paragraph: one paragraph this size outgrew the page's lead and
      // became its largest paint, a second late on a slow phone.
      next &&
        h(
          "div",
          { class: "rounded-lg border-l-4 border-accent-500 bg-brand-50 p-3 sm:p-4 sm:text-lg", role: "status" },
          h("p", "font-bold text-brand-900", ...shapedNodes(`${text.nextLabel}:`, locale)),
          h("p", "", ...shapedNodes(deadlineTitle(next, text.eventTitles, locale), locale)),
          h(
            "p",
            "",
            ...shapedNodes(`${sentence(f.longDate(next.date))} `, locale),
            h(
              "strong",
              "",
              ...shapedNodes(
                next.daysLeft === 0 ? text.dueToday : formatMessage(text.daysLeft, { count: next.daysLeft }, locale),
                locale,
              ),
            ),
          ),
        ),
      upcoming.length > 0
        ? datesTable(
            root,
            formatMessage(text.upcomingCaption, { date: f.date(today) }, locale),
            upcoming,
            setup,
            next?.id,
          )
        : h("p", "", ...shapedNodes(text.noDates, locale)),
      past.length > 0 &&
        h(
          "details",
          "",
          h(
            "summary",
            "cursor-pointer py-2 font-semibold text-brand-700",
            ...shapedNodes(formatMessage(text.pastSummary, { count: String(past.length) }, locale), locale),
          ),
          datesTable(root, text.pastCaption, past, setup),
        ),
    ].filter((part): part is Element => Boolean(part)),
  );
  const pastFold = dates.querySelector("details");
  if (pastFold) pastFold.open = pastWasOpen;

  const download = root.querySelector<HTMLElement>("[data-calendar-download]")!;
  download.querySelector("a")!.href = setup.feed
    ? deadlinesFeedHref(filter, locale)
    : `data:text/calendar;charset=utf-8,${encodeURIComponent(
        deadlinesCalendar(upcoming, text, locale, { host: setup.siteHost, now }),
      )}`;
  download.hidden = false;
}

/** Draws the list for today and the link's filter, and again when either changes. */
export function startDeadlineCalendar(root: HTMLElement): () => void {
  const setup = JSON.parse(root.dataset.deadlineCalendar!) as DeadlineCalendarSetup;
  let drawn = "";
  const refresh = () => {
    const now = new Date();
    const today = todayIn(officeZone, now);
    const state = `${formatIso(today)}${window.location.search}`;
    if (state === drawn) return;
    drawn = state;
    show(root, setup, today, now);
  };
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== "checkbox") return;
    showFilterOf(root);
    refresh();
  };
  root.addEventListener("change", onChange);
  window.addEventListener("popstate", refresh);
  // Past midnight in Chicago the next deadline moves on, for a page left open.
  const timer = setInterval(refresh, 30_000);
  refresh();
  return () => {
    root.removeEventListener("change", onChange);
    window.removeEventListener("popstate", refresh);
    clearInterval(timer);
  };
}

for (const root of document.querySelectorAll<HTMLElement>("[data-deadline-calendar]")) startDeadlineCalendar(root);
