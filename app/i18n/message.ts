import type { Locale } from "./locales";
import { writeNumber } from "./numbers";

/*
 * Messages with parameters are ICU MessageFormat text: `{name}` for a value, `{count, plural, one
 * {…} other {…}}` for a count's form, `{name, select, yes {…} other {…}}` for a choice. They are
 * plain strings, so copy crosses into an island as a prop. The translation check parses every
 * message with the formatjs parser and compares its arguments with the English one's
 * (app/content/translation-check.ts); a test formats every message of the content both here and
 * with intl-messageformat and requires the same text (message.test.ts).
 *
 * This file formats the subset the site uses in about 1 KB, because intl-messageformat costs 8.9 KB
 * (brotli) in the browser, or 2.3 KB plus a parsed tree in every island's props (decision 0011).
 * Values arrive formatted as the site writes them (app/i18n/format.ts); `#` in a plural is the
 * count written that way.
 */

/** ICU MessageFormat text. */
export type Message = string;

export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | string
  | { readonly pound: true }
  | { readonly arg: string }
  | {
      readonly arg: string;
      readonly kind: "plural" | "select";
      readonly options: Readonly<Record<string, readonly Part[]>>;
    };

const SPECIAL = new Set(["{", "}", "#", "|"]);

/** Reads parts until an unmatched "}" or the end; `plural` makes "#" the count. */
function parseParts(text: string, at: { i: number }, plural: boolean): Part[] {
  const parts: Part[] = [];
  let literal = "";
  const flush = () => {
    if (literal) parts.push(literal);
    literal = "";
  };
  while (at.i < text.length) {
    const c = text.charAt(at.i);
    if (c === "'") {
      // ICU quoting: '' is an apostrophe; '{…' quotes up to the next apostrophe; a lone one is itself.
      const next = text.charAt(at.i + 1);
      if (next === "'") {
        literal += "'";
        at.i += 2;
      } else if (SPECIAL.has(next)) {
        const end = text.indexOf("'", at.i + 1);
        literal += text.slice(at.i + 1, end === -1 ? undefined : end);
        at.i = end === -1 ? text.length : end + 1;
      } else {
        literal += c;
        at.i++;
      }
    } else if (c === "}") {
      break;
    } else if (c === "#" && plural) {
      flush();
      parts.push({ pound: true });
      at.i++;
    } else if (c === "{") {
      flush();
      at.i++;
      parts.push(parseArgument(text, at));
    } else {
      literal += c;
      at.i++;
    }
  }
  flush();
  return parts;
}

function parseArgument(text: string, at: { i: number }): Part {
  const close = /^\s*([\w-]+)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(text.slice(at.i));
  if (!close?.[1]) throw new Error(`Bad message argument at ${at.i}: ${text}`);
  at.i += close[0].length;
  const arg = close[1];
  const kind = close[2] as "plural" | "select" | undefined;
  if (!kind) {
    if (text.charAt(at.i) !== "}") throw new Error(`Unsupported argument "${arg}" in: ${text}`);
    at.i++;
    return { arg };
  }
  const options: Record<string, Part[]> = {};
  for (;;) {
    const key = /^\s*(=?[\w-]+)\s*\{/.exec(text.slice(at.i));
    if (!key?.[1]) break;
    at.i += key[0].length;
    options[key[1]] = parseParts(text, at, kind === "plural");
    if (text.charAt(at.i) !== "}") throw new Error(`Unclosed option "${key[1]}" in: ${text}`);
    at.i++;
  }
  const end = /^\s*\}/.exec(text.slice(at.i));
  if (!end || !("other" in options)) throw new Error(`A ${kind} needs an "other" option and a closing brace: ${text}`);
  at.i += end[0].length;
  return { arg, kind, options };
}

const parsed = new Map<Message, readonly Part[]>();

function partsOf(message: Message): readonly Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    const at = { i: 0 };
    parts = parseParts(message, at, false);
    if (at.i !== message.length) throw new Error(`Unmatched "}" in message: ${message}`);
    parsed.set(message, parts);
  }
  return parts;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

function render(parts: readonly Part[], values: MessageValues, locale: Locale, count: number | null): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      if ("pound" in part) return writeNumber(count ?? 0, locale);
      const value = values[part.arg];
      if (value === undefined) throw new Error(`No value for "{${part.arg}}"`);
      if (!("kind" in part)) return typeof value === "number" ? writeNumber(value, locale) : value;
      if (part.kind === "select")
        return render(part.options[String(value)] ?? part.options.other ?? [], values, locale, count);
      const n = Number(value);
      let rules = pluralRules.get(locale);
      if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
      const option = part.options[`=${n}`] ?? part.options[rules.select(n)] ?? part.options.other ?? [];
      return render(option, values, locale, n);
    })
    .join("");
}

/** The message with its values in, in the locale's plural rules. Throws on a value the message needs and lacks. */
export function formatMessage(message: Message, values: MessageValues, locale: Locale): string {
  return render(partsOf(message), values, locale, null);
}
