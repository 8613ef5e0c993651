import type { APIRoute, GetStaticPaths } from "astro";
import { roadSignSvg } from "~/lib/road-sign-drawings";
import { type RoadSignId, roadSignIds } from "~/lib/tools/road-signs";

/** Each road sign of the practice on /cdl-english-training/road-sign-practice, written to /road-signs/<id>.svg at build time. */
export const getStaticPaths = (() => roadSignIds.map((sign) => ({ params: { sign } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(roadSignSvg(params.sign as RoadSignId), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
