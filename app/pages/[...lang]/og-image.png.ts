import type { APIRoute, InferGetStaticPropsType } from "astro";
import { contentFor } from "~/content";
import { localeParams } from "~/i18n/locales";
import { site } from "~/lib/site";
import { imageResponse, socialCard } from "~/lib/social-images";

/** The social card of each language (/og-image.png, /ru/og-image.png), with its own tagline. */
export const getStaticPaths = localeParams;

export const GET: APIRoute = ({ props }) => {
  const { locale } = props as InferGetStaticPropsType<typeof getStaticPaths>;
  return imageResponse(socialCard(site.name, contentFor(locale).shared.tagline));
};
