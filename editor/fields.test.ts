import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { contactSchema, servicePageSchema } from "../app/content/schemas";
import { hoursSchema, ucrSchema } from "../app/data/schemas";
import { fieldsOf, jsonSchemaOf, type DecapField } from "./fields";

/** The field at a path of names, as the editor's form nests it. */
const at = (fields: DecapField[], ...names: string[]): DecapField => {
  const [name, ...rest] = names;
  const field = fields.find((f) => f.name === name)!;
  expect(field, name).toBeDefined();
  return rest.length === 0 ? field : at(field.fields ?? field.types?.flatMap((t) => t.fields ?? []) ?? [], ...rest);
};

describe("the editor's forms, made from the schemas", () => {
  const hours = fieldsOf(jsonSchemaOf(hoursSchema), { translated: false });

  it("title the office's two sets of hours and hint how a time is written", () => {
    expect(at(hours, "contact").label).toBe(hoursSchema.shape.contact.meta()?.title);
    const closes = at(hours, "contact", "periods", "closes");
    expect(closes).toMatchObject({ label: "Closes", widget: "string" });
    expect(closes.hint).toMatch(/24-hour/);
  });

  it("offer the days as named choices that save as numbers", () => {
    const days = at(hours, "contact", "periods", "days");
    expect(days).toMatchObject({ widget: "select", multiple: true });
    expect(days.options).toContainEqual({ label: "Saturday", value: 6 });
  });

  it("let the UCR table's open top bracket stay empty", () => {
    const max = at(fieldsOf(jsonSchemaOf(ucrSchema), { translated: false }), "years", "brackets", "max");
    expect(max).toMatchObject({ widget: "number", required: false });
  });

  it("make every piece of copy translatable, a sentence a box of lines and a heading one line", () => {
    const english = YAML.parse(readFileSync("app/content/en/contact.yaml", "utf8")) as { lead: string; title: string };
    const contact = fieldsOf(jsonSchemaOf(contactSchema), { translated: true }, english);
    expect(at(contact, "lead")).toMatchObject({ widget: english.lead.length > 60 ? "text" : "string", i18n: true });
    expect(at(contact, "title")).toMatchObject({ widget: "string", i18n: true });
    // A record's keys come from the English file: the form's service options.
    expect(at(contact, "form", "serviceOptions").fields?.map((f) => f.name)).toEqual(
      Object.keys((english as unknown as { form: { serviceOptions: object } }).form.serviceOptions),
    );
  });

  it("make a page's sections a list of blocks, one kind each", () => {
    const sections = at(fieldsOf(jsonSchemaOf(servicePageSchema), { translated: true }), "sections");
    expect(sections.typeKey).toBe("kind");
    expect(sections.types?.map((t) => t.name)).toContain("list");
    expect(sections.types?.every((t) => t.fields?.every((f) => f.name !== "kind"))).toBe(true);
  });
});
