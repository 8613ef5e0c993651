import type { APIRoute, InferGetStaticPropsType } from "astro";
import { contentFor } from "~/content";
import { form2290TaxParts } from "~/content/en/tools/form-2290-tax";
import { localeParams } from "~/i18n/locales";

/**
 * What the Form 2290 tax calculator says once something is typed, in each language
 * (/form-2290-tax-answers.json, /ru/form-2290-tax-answers.json). The island fetches it once it runs.
 */
export const getStaticPaths = localeParams;

export const GET: APIRoute = ({ props }) => {
  const { locale } = props as InferGetStaticPropsType<typeof getStaticPaths>;
  return Response.json(form2290TaxParts(contentFor(locale).form2290Tax).answer);
};
