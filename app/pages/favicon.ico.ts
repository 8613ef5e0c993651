import type { APIRoute } from "astro";
import { faviconIco, pngResponse } from "~/lib/social-images";

/** For browsers that cannot use /favicon.svg (app/lib/social-images.ts). */
export const GET: APIRoute = () => pngResponse(faviconIco(), "image/x-icon");
