import type { APIRoute } from "astro";
import { iconPng, imageResponse } from "~/lib/social-images";

/** The site's mark, 192 px square (app/lib/social-images.ts). */
export const GET: APIRoute = () => imageResponse(iconPng(192));
