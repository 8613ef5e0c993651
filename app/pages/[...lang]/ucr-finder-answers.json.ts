import type { APIRoute, InferGetStaticPropsType } from "astro";
import { contentFor } from "~/content";
import { ucrFinderParts } from "~/content/en/tools/ucr-finder";
import { localeParams } from "~/i18n/locales";

/**
 * What the UCR fee finder says about a typed number of vehicles, in each language
 * (/ucr-finder-answers.json, /ru/ucr-finder-answers.json). The island fetches it once it runs.
 */
export const getStaticPaths = localeParams;

export const GET: APIRoute = ({ props }) => {
  const { locale } = props as InferGetStaticPropsType<typeof getStaticPaths>;
  return Response.json(ucrFinderParts(contentFor(locale).ucrFinder).answer);
};
