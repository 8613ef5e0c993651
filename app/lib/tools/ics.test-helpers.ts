/*
 * A deliberately separate, strict reader for the iCalendar text ics.ts writes, so the tests check
 * the output against RFC 5545 rather than against the writer's own assumptions. Tests only.
 */

export interface IcsProperty {
  params: Record<string, string>;
  /** Unescaped text value. */
  value: string;
}

export interface ParsedComponent {
  properties: Record<string, IcsProperty>;
}

export interface ParsedEvent extends ParsedComponent {
  alarms: ParsedComponent[];
}

export interface ParsedCalendar extends ParsedComponent {
  events: ParsedEvent[];
}

/** RFC 5545 3.1: a CRLF followed by a space or tab continues the previous line. */
export function unfold(text: string): string[] {
  if (!text.endsWith("\r\n")) throw new Error("The file must end with CRLF");
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) throw new Error("Every line break must be CRLF");
  return text
    .replace(/\r\n[ \t]/g, "")
    .slice(0, -2)
    .split("\r\n");
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function parseLine(line: string): [string, IcsProperty] {
  // The value starts at the first colon outside a quoted parameter value.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') inQuotes = !inQuotes;
    else if (line[i] === ":" && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`No value in line: ${line}`);
  const [name = "", ...rawParams] = line.slice(0, colon).split(";");
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const [key, value] = param.split("=");
    if (!key || value === undefined) throw new Error(`Bad parameter in line: ${line}`);
    params[key.toUpperCase()] = value;
  }
  return [name.toUpperCase(), { params, value: unescapeText(line.slice(colon + 1)) }];
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar: ParsedCalendar = { properties: {}, events: [] };
  const stack: string[] = [];
  let target: ParsedComponent | null = null;
  let event: ParsedEvent | null = null;

  for (const line of unfold(text)) {
    const [name, property] = parseLine(line);
    if (name === "BEGIN") {
      stack.push(property.value);
      if (property.value === "VCALENDAR" && stack.length === 1) target = calendar;
      else if (property.value === "VEVENT" && stack.length === 2) {
        event = { properties: {}, alarms: [] };
        calendar.events.push(event);
        target = event;
      } else if (property.value === "VALARM" && stack.length === 3 && event) {
        target = { properties: {} };
        event.alarms.push(target);
      } else throw new Error(`Unexpected BEGIN:${property.value}`);
    } else if (name === "END") {
      if (stack.pop() !== property.value) throw new Error(`Unmatched END:${property.value}`);
      target = stack.length === 2 ? event : stack.length === 1 ? calendar : null;
    } else {
      if (!target) throw new Error(`Property outside a component: ${line}`);
      if (name in target.properties) throw new Error(`Repeated property ${name}`);
      target.properties[name] = property;
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed ${stack.join(", ")}`);
  return calendar;
}
