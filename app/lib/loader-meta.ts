import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta` when its build-time loader already built the tags (with `pageMeta`), so the
 * metadata code stays out of the browser bundle.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
