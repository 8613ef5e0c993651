import { createContext, type ReactNode, useContext } from "react";
import type { Locale } from "~/i18n/locales";
import { shapeText } from "~/i18n/shape-text";

type Shape = { locale: Locale; inTable: boolean };

/*
 * Where no provider is, a text renders as it is. Each React root gives one: a page component, the
 * header, the footer, an island, a component a shell renders into a slot.
 */
const ShapeContext = createContext<Shape | null>(null);

/**
 * How the texts inside are shaped: in `locale` (an island's root gives its own), and, inside a
 * table's cells, `inTable`, where names and codes may break. A provider without a locale takes
 * the one around it.
 */
export function TextShape({ locale, inTable, children }: { locale?: Locale; inTable?: boolean; children: ReactNode }) {
  const outer = useContext(ShapeContext);
  const shapeLocale = locale ?? outer?.locale;
  const shape = shapeLocale ? { locale: shapeLocale, inTable: inTable ?? outer?.inTable ?? false } : null;
  return <ShapeContext value={shape}>{children}</ShapeContext>;
}

/**
 * A text shaped for its language (app/i18n/shape-text.ts): its English runs marked lang="en", its
 * codes and place names on one line, its prepositions and names bound by no-break spaces.
 *
 * `box`: the text sits in a flex or grid container (a button or link beside its icon, a label
 * beside its box), where each marked run would be an item of its own, which neither wraps nor
 * keeps the spaces around it; a text that mixes runs with other words is then one span. Elsewhere
 * the span would be bytes for nothing, on pages near their first round trip's limit.
 * tests/build/languages.test.ts finds a container that needs it.
 */
export function Text({ children, box = false }: { children: string; box?: boolean }) {
  const shape = useContext(ShapeContext);
  if (!shape) return children;
  const pieces = shapeText(children, shape.locale, shape);
  if (pieces.every((piece) => typeof piece === "string")) return pieces.join("");
  const nodes = pieces.map((piece, index) =>
    typeof piece === "string" ? (
      piece
    ) : (
      <span key={index} lang={piece.lang} className={piece.nowrap && "whitespace-nowrap"}>
        {piece.text}
      </span>
    ),
  );
  return box && pieces.some((piece) => typeof piece === "string" && piece.trim() !== "") ? <span>{nodes}</span> : nodes;
}
