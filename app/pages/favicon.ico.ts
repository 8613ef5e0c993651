import type { APIRoute } from "astro";
import { faviconIco, imageResponse } from "~/lib/social-images";

/** For browsers that cannot use /favicon.svg (app/lib/social-images.ts). */
export const GET: APIRoute = () => imageResponse(faviconIco(), "image/x-icon");
