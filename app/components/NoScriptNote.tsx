import type { NoScriptNote as Note } from "~/content/types";
import { displayPhone, phoneHref } from "~/lib/format";
import { site } from "~/lib/site";

/**
 * Where a tool needs JavaScript and the browser runs none, what to do instead: shown only there
 * (`nojs-only`, app/lib/no-script.ts), in the tool's place.
 */
export function NoScriptNote({ note: { text, phone } }: { note: Note }) {
  return (
    <p className="nojs-only prose-measure rounded-md bg-accent-300/40 p-4">
      {text}
      {phone && (
        <>
          {" "}
          <a href={phoneHref(site.phone)} className="link font-semibold">
            {/* One line: a number split after its area code is hard to read. */}
            {displayPhone(site.phone).replace(" ", "\u00a0")}
          </a>
        </>
      )}
    </p>
  );
}
