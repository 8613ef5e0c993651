import type { APIRoute } from "astro";
import { iconPng, pngResponse } from "~/lib/social-images";

/** The site's mark, 512 px square (app/lib/social-images.ts). */
export const GET: APIRoute = () => pngResponse(iconPng(512));
