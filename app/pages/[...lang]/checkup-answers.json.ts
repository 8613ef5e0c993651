import type { APIRoute, InferGetStaticPropsType } from "astro";
import { contentFor } from "~/content";
import { checkupParts } from "~/content/en/tools/checkup";
import { localeParams } from "~/i18n/locales";

/**
 * The words of the checkup's answer in each language (/checkup-answers.json, /ru/checkup-answers.json).
 * The checkup island fetches them once it runs, so the page's first round trip carries only the questions.
 */
export const getStaticPaths = localeParams;

export const GET: APIRoute = ({ props }) => {
  const { locale } = props as InferGetStaticPropsType<typeof getStaticPaths>;
  return Response.json(checkupParts(contentFor(locale).checkup).answer);
};
