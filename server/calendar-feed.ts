import fastifyEtag from "@fastify/etag";
import type { FastifyInstance } from "fastify";
import { officeTimeZone } from "../app/config/site-config.ts";
import type { CheckupAnswerCopy } from "../app/content/checkup-words.ts";
import { toolWords } from "../app/content/tool-words.ts";
import { isLocale, locales, type Locale } from "../app/i18n/locales.ts";
import { queryParams, readQuery, type QueryProblem } from "../app/lib/tools/checkup.ts";
import { todayIn } from "../app/lib/tools/dates.ts";
import { deadlineSchedule, deadlinesFeedPath, readDeadlineFilter } from "../app/lib/tools/deadline-list.ts";
import { deadlinesCalendar, type DeadlineCalendarCopy } from "../app/lib/tools/deadlines-text.ts";
import { buildPlan } from "../app/lib/tools/plan.ts";
import { planCalendar } from "../app/lib/tools/plan-text.ts";

/*
 * GET /filing-deadlines.ics?lang=<en|ru|bg>[&states=IL,OR][&filings=ifta]: the /filing-deadlines
 * list's dates from today on, for the chosen states and filings. On a page built once, only a
 * server knows which dates have passed, so the file never holds one.
 *
 * GET /calendar.ics?<the checkup's link parameters>&lang=<en|ru|bg>: one truck's filing dates for
 * the next 15 months as a calendar a phone subscribes to. Worked out at each request, in the
 * office's time zone, by the same modules the checkup page uses for its download, so the feed and
 * the page never disagree. Calendar apps fetch it again about daily and its dates roll forward.
 */

export const calendarFeedPath = "/calendar.ics";

/** The longest query read: every answer of the checkup fits in well under half of this. */
export const maxQueryLength = 512;

const copies: Record<Locale, CheckupAnswerCopy> = {
  en: toolWords("en").checkup,
  ru: toolWords("ru").checkup,
  bg: toolWords("bg").checkup,
};

/** The calendar's words, read from app/content/<locale>/tools/deadline-calendar.yaml once, as the server starts. */
const deadlineCopies = Object.fromEntries(
  locales.map((locale) => [locale, toolWords(locale).deadlineCalendar]),
) as Record<Locale, DeadlineCalendarCopy>;

const allowed = new Set<string>([...queryParams, "lang"]);
const allowedForDeadlines = new Set<string>(["states", "filings", "lang"]);

const problemText: Record<QueryProblem["problem"], string> = {
  missing: "is missing",
  malformed: "is not a valid answer",
  conflict: "contradicts another answer",
};

/** The reason a query cannot make a calendar, as one line, or null when it can. */
function queryProblem(query: string, params: URLSearchParams, known = allowed): string | null {
  if (query.length > maxQueryLength) return `the query is longer than ${maxQueryLength} characters`;
  for (const name of new Set(params.keys())) {
    if (!known.has(name)) return `unknown parameter "${name.slice(0, 40)}"`;
    if (params.getAll(name).length > 1) return `${name} is given more than once`;
  }
  const lang = params.get("lang");
  if (lang === null) return `lang is missing (${locales.join(", ")})`;
  if (!isLocale(lang)) return `lang must be one of ${locales.join(", ")}`;
  return null;
}

/**
 * RFC 9110, 13.1.2: If-None-Match holds "*" or a list of entity tags, compared weakly; a match on
 * a GET is answered 304. @fastify/etag compares the header with the tag as one string only.
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

export interface CalendarFeedOptions {
  /**
   * The site's public address. The feed's links and UIDs name it, never the request's Host or
   * X-Forwarded-Host: those a visitor or a proxy sets, and a calendar app keys its events by UID.
   */
  siteUrl: string;
  /** The current time; tests pass another day's. */
  clock?: () => Date;
}

export async function registerCalendarFeed(
  app: FastifyInstance,
  { siteUrl, clock = () => new Date() }: CalendarFeedOptions,
) {
  // In its own context, so only the feed gets the ETag: a calendar app that asks again within the hour gets 304.
  await app.register(async (feed) => {
    await feed.register(fastifyEtag, { replyWith304: false });
    feed.addHook("onSend", async (request, reply, payload) => {
      // Only a calendar has a tag: a refusal is not a version of it.
      if (reply.statusCode !== 200) {
        reply.removeHeader("etag");
        return payload;
      }
      const etag = reply.getHeader("etag");
      if (typeof etag === "string" && noneMatch(request.headers["if-none-match"], etag)) {
        reply.code(304);
        return "";
      }
      return payload;
    });
    feed.get(calendarFeedPath, async (request, reply) => {
      const at = request.url.indexOf("?");
      const query = at < 0 ? "" : request.url.slice(at + 1);
      const params = new URLSearchParams(query);
      const bad = (reason: string) => reply.code(400).type("text/plain; charset=utf-8").send(`Bad Request: ${reason}`);
      const problem =
        query === "" ? "the calendar needs the checkup's answers in its query" : queryProblem(query, params);
      if (problem) return bad(problem);
      const answers = readQuery(params);
      if (!answers.ok) return bad(`${answers.error.param} ${problemText[answers.error.problem]}`);

      const locale = params.get("lang") as Locale;
      const now = clock();
      const plan = buildPlan(answers.value, todayIn(officeTimeZone, now));
      // Stamped to the hour, so the same answers give the same bytes (and ETag) for an hour.
      const stamp = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
      const body = planCalendar(plan, answers.value, copies[locale], locale, {
        origin: siteUrl,
        now: stamp,
        feed: true,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Cache-Control", "public, max-age=3600")
        .header("Content-Disposition", 'inline; filename="my-filing-dates.ics"')
        .send(body);
    });
    feed.get(deadlinesFeedPath, async (request, reply) => {
      const at = request.url.indexOf("?");
      const query = at < 0 ? "" : request.url.slice(at + 1);
      const params = new URLSearchParams(query);
      const bad = (reason: string) => reply.code(400).type("text/plain; charset=utf-8").send(`Bad Request: ${reason}`);
      const problem = queryProblem(query, params, allowedForDeadlines);
      if (problem) return bad(problem);
      const { filter, problems } = readDeadlineFilter(params);
      const [unknown] = problems;
      if (unknown) return bad(`${unknown.param} has an unknown value "${unknown.value.slice(0, 40)}"`);

      const locale = params.get("lang") as Locale;
      const now = clock();
      const { upcoming } = deadlineSchedule(todayIn(officeTimeZone, now), filter);
      const stamp = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
      const body = deadlinesCalendar(upcoming, deadlineCopies[locale], locale, {
        host: new URL(siteUrl).host,
        now: stamp,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Cache-Control", "public, max-age=3600")
        .header("Content-Disposition", 'inline; filename="filing-deadlines.ics"')
        .send(body);
    });
  });
}
