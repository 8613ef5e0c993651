import { z } from "zod";

/*
 * The editor's forms come from the same schemas the content layer checks (app/data/schemas.ts,
 * app/content/schemas.ts): a schema becomes JSON Schema (zod), and JSON Schema becomes Decap CMS
 * fields, so a field added to a schema appears in the editor without a second description of it.
 * Decap checks little (required fields, numbers); the save check (save.ts) runs the schemas.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  description?: string;
  title?: string;
  /** Choices with labels, from a schema's `.meta({ options })`. */
  options?: { label: string; value: string | number }[];
}

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  i18n?: boolean;
  hint?: string;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  options?: (string | { label: string; value: string | number })[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  collapsed?: boolean;
  summary?: string;
}

/** How a field's words read in the editor: "detailsHeading" is "Details heading". */
export const labelOf = (name: string): string => {
  const words = name
    .replace(/^\//, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Options for one tree of fields: copy is translated (i18n) and its strings are paragraphs. */
interface Options {
  translated: boolean;
}

const isNull = (s: JsonSchema) => s.type === "null";

/** An object's properties, with those of every schema it joins (zod's `.and`) or may be (`oneOf` outside a list). */
function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  if (schema.allOf) {
    const parts = schema.allOf.map(propertiesOf);
    return {
      properties: Object.assign({}, ...parts.map((p) => p.properties)) as Record<string, JsonSchema>,
      required: new Set(parts.flatMap((p) => [...p.required])),
    };
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    // A field that is one of several shapes: every shape's fields, none required; the save check knows which go together.
    const parts = variants.filter((v) => !isNull(v)).map(propertiesOf);
    return {
      properties: Object.assign({}, ...parts.map((p) => p.properties)) as Record<string, JsonSchema>,
      required: new Set(),
    };
  }
  return { properties: schema.properties ?? {}, required: new Set(schema.required ?? []) };
}

/** The property every variant of a list item fixes with a constant ("kind"), if there is one. */
function discriminatorOf(variants: JsonSchema[]): string | undefined {
  const [first] = variants;
  return Object.keys(first?.properties ?? {}).find((key) =>
    variants.every((v) => v.properties?.[key]?.const !== undefined),
  );
}

/**
 * The fields of one JSON Schema object. `example` is the file's English data: it names the keys of a
 * record, whose keys a schema cannot list.
 */
export function fieldsOf(schema: JsonSchema, options: Options, example?: unknown): DecapField[] {
  const { properties, required } = propertiesOf(schema);
  const keys =
    Object.keys(properties).length > 0 || !example || typeof example !== "object"
      ? Object.keys(properties)
      : Object.keys(example);
  return keys.map((name) => {
    const property =
      properties[name] ?? (typeof schema.additionalProperties === "object" ? schema.additionalProperties : {});
    const child = (example as Record<string, unknown> | undefined)?.[name];
    return fieldOf(name, property, required.has(name), options, child);
  });
}

function fieldOf(name: string, schema: JsonSchema, required: boolean, options: Options, example: unknown): DecapField {
  const base = {
    name,
    label: schema.title ?? labelOf(name),
    ...(required ? {} : { required: false }),
    ...(options.translated ? { i18n: true } : {}),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const nullable = schema.anyOf?.find((s) => !isNull(s));
  if (nullable && schema.anyOf?.some(isNull))
    return { ...fieldOf(name, nullable, false, options, example), hint: "Leave empty for none." };
  if (schema.options) return { ...base, widget: "select", options: schema.options };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String) };
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.every((c) => c.enum || c.const !== undefined))
    return { ...base, widget: "select", options: choices.flatMap((c) => (c.enum ?? [c.const]).map(String)) };
  if (schema.const !== undefined)
    return typeof schema.const === "boolean" ? { ...base, widget: "boolean" } : { ...base, widget: "hidden" };
  switch (schema.type) {
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "string":
      // A sentence gets a box of lines; a heading or a label, one line.
      return {
        ...base,
        widget: options.translated && !(typeof example === "string" && example.length <= 60) ? "text" : "string",
      };
    case "array": {
      const sample = Array.isArray(example) ? example[0] : undefined;
      if (schema.prefixItems) {
        // A row of fixed length (a table row): a list of its cells.
        const [cell = {}] = schema.prefixItems;
        return { ...base, widget: "list", field: fieldOf("cell", cell, true, options, sample) };
      }
      const items = schema.items || {};
      if (items.options) return { ...base, widget: "select", multiple: true, options: items.options };
      const variants = items.oneOf ?? items.anyOf;
      const typeKey = variants && discriminatorOf(variants);
      if (variants && typeKey)
        return {
          ...base,
          widget: "list",
          typeKey,
          types: variants.map((variant) => {
            const kind = String(variant.properties?.[typeKey]?.const);
            return {
              name: kind,
              label: labelOf(kind),
              widget: "object",
              fields: fieldsOf(variant, options).filter((f) => f.name !== typeKey),
            };
          }),
        };
      if (items.type === "object" || items.allOf || variants?.some((v) => v.type === "object"))
        // A page's sections start folded, so the page reads as a list of its headings; a fact's rows stay open.
        return { ...base, widget: "list", collapsed: options.translated, fields: fieldsOf(items, options, sample) };
      return { ...base, widget: "list", field: fieldOf("item", items, true, options, sample) };
    }
    default:
      if (schema.properties || schema.allOf || schema.oneOf || schema.additionalProperties)
        return { ...base, widget: "object", fields: fieldsOf(schema, options, example) };
      return { ...base, widget: "string" };
  }
}
