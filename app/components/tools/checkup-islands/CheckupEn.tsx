import { checkupCopy } from "~/content/en/tools/checkup";
import { localizePath } from "~/i18n/locales";
import type { ServicePath } from "~/lib/catalog";
import type { ZoneTable } from "~/lib/tools/dates";
import { Checkup } from "../Checkup";

const hrefFor = (path: ServicePath) => localizePath(path, "en");

/** The checkup as an island with its En copy: one module per language, so a page loads only its own words. */
export default function CheckupEn({ zone }: { zone: ZoneTable }) {
  return <Checkup copy={checkupCopy} zone={zone} hrefFor={hrefFor} contactHref={localizePath("/contact", "en")} />;
}
