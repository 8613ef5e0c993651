import { describe, expect, it } from "vitest";
import { collectIcons, spriteOf, drawFromSprite } from "./icon-sprite";

const arrow = (size: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="lucide lucide-arrow-right ${size}" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>`;
const phone = '<svg viewBox="0 0 24 24" class="lucide lucide-phone h-4 w-4" aria-hidden="true"><path d="M13.8 16.6a1 1 0 0 0 1.2-.3"></path></svg>';
const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

function spriteFor(...pages: string[]) {
  const symbols = new Map<string, string>();
  for (const html of pages) collectIcons(html, symbols);
  return spriteOf(symbols);
}

describe("the icon sprite", () => {
  it("holds each icon once, as a symbol with its drawing, in name order", () => {
    const sprite = spriteFor(page(`${phone}${arrow("h-4 w-4")}`), page(arrow("h-5 w-5")));
    expect(sprite.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="arrow-right" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></symbol>' +
        '<symbol id="phone" viewBox="0 0 24 24"><path d="M13.8 16.6a1 1 0 0 0 1.2-.3"></path></symbol></svg>',
    );
    expect(sprite.file).toMatch(/^_astro\/icons\.[\w-]{8}\.svg$/);
  });

  it("is named by its content: the same icons give the same file, another drawing another file", () => {
    expect(spriteFor(page(arrow("a")), page(phone)).file).toBe(spriteFor(page(phone + arrow("b"))).file);
    expect(spriteFor(page(arrow("a"))).file).not.toBe(spriteFor(page(phone)).file);
  });

  it("stops the build when one icon name is drawn two ways", () => {
    const other = phone.replace("M13.8", "M14");
    expect(() => spriteFor(page(phone), page(other))).toThrow(/phone is drawn two ways/);
  });

  it("leaves out what islands render and what is not a lucide icon", () => {
    const logo = '<svg viewBox="0 0 36 36" class="h-9 w-9"><rect width="36" height="36"></rect></svg>';
    const html = page(`${logo}<astro-island uid="a">${phone}</astro-island><template>${phone}</template>`);
    expect(spriteFor(html).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });
});

describe("drawFromSprite", () => {
  it("replaces each drawing outside islands with a use that names its symbol for the page's script, and changes nothing else", () => {
    const sprite = spriteFor(page(arrow("x") + phone));
    const island = `<astro-island uid="a" props="{}">${phone}</astro-island>`;
    const source = page(`<p class=x>Call ${phone}</p>${island}<a href="/">Next ${arrow("h-4 w-4")}</a>`);
    const use = (name: string) => `<use data-href="/${sprite.file}#${name}"/>`;
    expect(drawFromSprite(source, sprite)).toBe(
      page(
        `<p class=x>Call <svg class="h-4 w-4" aria-hidden="true">${use("phone")}</svg></p>${island}` +
          `<a href="/">Next <svg class="h-4 w-4" aria-hidden="true">${use("arrow-right")}</svg></a>`,
      ),
    );
  });

  it("leaves how the icon strokes and its viewBox to its symbol, so the sprite draws it as lucide did", () => {
    const check = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check mt-1 size-5 text-brand-600" aria-hidden="true" data-x="a&amp;b"><path d="M20 6 9 17l-5-5"></path></svg>`;
    const sprite = spriteFor(page(check));
    expect(sprite.svg).toContain('<symbol id="check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path');
    expect(drawFromSprite(page(check), sprite)).toBe(
      page(`<svg class="mt-1 size-5 text-brand-600" aria-hidden="true" data-x="a&amp;b"><use data-href="/${sprite.file}#check"/></svg>`),
    );
  });

  it("keeps the drawing of an icon marked for the first screen, which stays out of the sprite", () => {
    const menu = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" data-first-screen="true" class="lucide lucide-menu h-6 w-6" aria-hidden="true"><path d="M4 5h16"></path></svg>`;
    const sprite = spriteFor(page(menu + phone));
    expect(sprite.svg).not.toContain("menu");
    expect(drawFromSprite(page(menu), sprite)).toBe(
      page(`<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="h-6 w-6" aria-hidden="true"><path d="M4 5h16"></path></svg>`),
    );
  });

  it("stops the build for an icon from the sprite whose classes do not size it, which lucide's width and height did", () => {
    const unsized = phone.replace(" h-4 w-4", " h-4");
    expect(() => drawFromSprite(page(unsized), spriteFor(page(unsized)))).toThrow(/phone .* needs its height and width/);
  });

  it("stops the build rather than drop an icon's classes it cannot read as written", () => {
    const odd = "<svg viewBox='0 0 24 24' class='lucide lucide-phone h-4 w-4' aria-hidden='true'><path d='M1 1'></path></svg>";
    expect(() => drawFromSprite(page(odd), spriteFor(page(odd)))).toThrow(/class is not written as class=/);
  });
});
