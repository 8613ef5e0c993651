import type { APIRoute, InferGetStaticPropsType } from "astro";
import { contentFor } from "~/content";
import { localeParams } from "~/i18n/locales";
import { openNowLineWords } from "~/lib/format";
import { officeHours } from "~/lib/office-hours";

/**
 * The open-now line's words for each of the office's schedules, in each language (/open-now.json,
 * /ru/open-now.json). app/scripts/open-now.ts fetches them once it runs.
 */
export const getStaticPaths = localeParams;

export const GET: APIRoute = ({ props }) => {
  const { locale } = props as InferGetStaticPropsType<typeof getStaticPaths>;
  return Response.json(openNowLineWords(contentFor(locale).openNow, officeHours, locale));
};
