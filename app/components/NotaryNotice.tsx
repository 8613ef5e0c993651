import { Scale } from "lucide-react";
import type { NotaryNotices } from "~/content/types";
import { Text } from "./Text";

/**
 * The statutory notice for notary services advertised in a language other than English
 * (5 ILCS 312/3-103): in the page's language and in English, word for word as the statute gives
 * it. English pages need none, so they have no notice to pass. `prominent` is the notary page's
 * version; the footer's sits on the dark band, its texts at the body's size (5 ILCS 312/3-103(a):
 * "of a conspicuous size").
 */
export function NotaryNotice({ local, english, prominent = false }: NotaryNotices & { prominent?: boolean }) {
  return (
    // Not a named region: the notary page shows it twice (top and footer), and landmarks must be unique.
    <section
      data-notary-notice=""
      className={
        prominent
          ? "rounded-xl border-2 border-accent-500 bg-accent-300/20 p-6 sm:p-8"
          : "rounded-lg border border-white/20 p-4"
      }
    >
      <h2
        className={`flex items-center gap-2 font-bold ${prominent ? "text-xl text-brand-900" : "text-sm tracking-wide text-white uppercase"}`}
      >
        <Scale aria-hidden="true" className="h-5 w-5 shrink-0" />
        <Text box>{local.heading}</Text>
      </h2>
      <p className={`mt-3 font-semibold ${prominent ? "text-lg" : "text-white"}`}>
        <Text>{local.text}</Text>
      </p>
      <p lang="en" className={`mt-2 font-semibold ${prominent ? "text-lg" : "text-white"}`}>
        {english}
      </p>
    </section>
  );
}
