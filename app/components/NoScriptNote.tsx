import type { NoScriptNote as Note } from "~/content/types";
import { displayPhone, phoneHref } from "~/lib/format";
import { site } from "~/lib/site";
import { Text } from "./Text";

/**
 * Where a tool needs JavaScript and the browser runs none, what to do instead: shown only there
 * (`nojs-only`, app/lib/no-script.ts), in the tool's place.
 */
export function NoScriptNote({ note: { text, phone } }: { note: Note }) {
  return (
    <p className="nojs-only prose-measure rounded-md bg-accent-300/40 p-4">
      <Text>{text}</Text>
      {phone && (
        <>
          {" "}
          {/* One line: a number split after its area code or at its hyphen is hard to read. */}
          <a href={phoneHref(site.phone)} className="link font-semibold whitespace-nowrap">
            {displayPhone(site.phone)}
          </a>
        </>
      )}
    </p>
  );
}
