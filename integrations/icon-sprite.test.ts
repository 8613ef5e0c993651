import { ArrowRight, Check, Menu, Phone, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { collectIcons, spriteOf, drawFromSprite } from "./icon-sprite";

/** An icon as the installed lucide-react renders it into a page. */
const icon = (Icon: LucideIcon, className: string, props: Record<string, string> = {}) =>
  renderToStaticMarkup(createElement(Icon, { className, "aria-hidden": "true", ...props }));
/** What lucide draws inside its <svg>. */
const drawing = (svg: string) => /^<svg[^>]*>(.*)<\/svg>$/.exec(svg)![1]!;
/** How lucide strokes every icon; the sprite's symbols carry it. */
const stroke = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const phone = icon(Phone, "h-4 w-4");
const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

function spriteFor(...pages: string[]) {
  const symbols = new Map<string, string>();
  for (const html of pages) collectIcons(html, "page/index.html", symbols);
  return spriteOf(symbols);
}

describe("the icon sprite", () => {
  it("holds each icon once, as a symbol with its drawing, in name order", () => {
    const sprite = spriteFor(page(`${phone}${icon(ArrowRight, "h-4 w-4")}`), page(icon(ArrowRight, "h-5 w-5")));
    expect(sprite.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        `<symbol id="arrow-right" viewBox="0 0 24 24" ${stroke}>${drawing(icon(ArrowRight, ""))}</symbol>` +
        `<symbol id="phone" viewBox="0 0 24 24" ${stroke}>${drawing(phone)}</symbol></svg>`,
    );
    expect(sprite.file).toMatch(/^_astro\/icons\.[\w-]{8}\.svg$/);
  });

  it("is named by its content: the same icons give the same file, another drawing another file", () => {
    const arrow = icon(ArrowRight, "h-4 w-4");
    expect(spriteFor(page(arrow), page(phone)).file).toBe(spriteFor(page(phone + icon(ArrowRight, "size-5"))).file);
    expect(spriteFor(page(arrow)).file).not.toBe(spriteFor(page(phone)).file);
  });

  it("stops the build when one icon name is drawn two ways", () => {
    const other = phone.replace('d="M', 'd="M1 1M');
    expect(() => spriteFor(page(phone), page(other))).toThrow(/phone is drawn two ways/);
  });

  it("leaves out what islands render and what is not a lucide icon", () => {
    const logo = '<svg viewBox="0 0 36 36" class="h-9 w-9"><rect width="36" height="36"></rect></svg>';
    const html = page(`${logo}<astro-island uid="a">${phone}</astro-island><template>${phone}</template>`);
    expect(spriteFor(html).svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });

  it("stops the build at an icon lucide drew without its name, which the sprite could not hold", () => {
    expect(() => spriteFor(page(phone.replace(" lucide-phone", "")))).toThrow(
      /^icon-sprite: an icon in page\/index\.html has no lucide-<name> class/,
    );
  });
});

describe("drawFromSprite", () => {
  it("replaces each drawing outside islands with a use of its symbol, counts them, and changes nothing else", () => {
    const arrow = icon(ArrowRight, "h-4 w-4");
    const sprite = spriteFor(page(arrow + phone));
    const island = `<astro-island uid="a" props="{}">${phone}</astro-island>`;
    const source = page(`<p class=x>Call ${phone}</p>${island}<a href="/">Next ${arrow}</a>`);
    const use = (name: string) => `<use href="/${sprite.file}#${name}"/>`;
    expect(drawFromSprite(source, "page/index.html", sprite)).toEqual({
      html: page(
        `<p class=x>Call <svg class="h-4 w-4" aria-hidden="true">${use("phone")}</svg></p>${island}` +
          `<a href="/">Next <svg class="h-4 w-4" aria-hidden="true">${use("arrow-right")}</svg></a>`,
      ),
      changed: 2,
    });
  });

  it("leaves how the icon strokes and its viewBox to its symbol, so the sprite draws it as lucide did", () => {
    const check = icon(Check, "mt-1 size-5 text-brand-600", { strokeWidth: "2.5", "data-x": "a&b" });
    const sprite = spriteFor(page(check));
    expect(sprite.svg).toContain(
      `<symbol id="check" viewBox="0 0 24 24" ${stroke.replace('stroke-width="2"', 'stroke-width="2.5"')}><path`,
    );
    expect(drawFromSprite(page(check), "page/index.html", sprite).html).toBe(
      page(
        `<svg class="mt-1 size-5 text-brand-600" aria-hidden="true" data-x="a&amp;b"><use href="/${sprite.file}#check"/></svg>`,
      ),
    );
  });

  it("keeps the drawing of an icon marked for the first screen, which stays out of the sprite", () => {
    const menu = icon(Menu, "h-6 w-6", { "data-first-screen": "true" });
    const sprite = spriteFor(page(menu + phone));
    expect(sprite.svg).not.toContain("menu");
    expect(drawFromSprite(page(menu), "page/index.html", sprite)).toEqual({
      html: page(
        `<svg width="24" height="24" viewBox="0 0 24 24" ${stroke} class="h-6 w-6" aria-hidden="true">${drawing(menu)}</svg>`,
      ),
      changed: 0,
    });
  });

  it("stops the build for an icon from the sprite whose classes do not size it, which lucide's width and height did", () => {
    const unsized = icon(Phone, "h-4");
    expect(() => drawFromSprite(page(unsized), "page/index.html", spriteFor(page(unsized)))).toThrow(
      /phone .* needs its height and width/,
    );
  });

  it("stops the build rather than drop an icon's classes it cannot read as written", () => {
    const odd =
      "<svg viewBox='0 0 24 24' class='lucide lucide-phone h-4 w-4' aria-hidden='true'><path d='M1 1'></path></svg>";
    expect(() => drawFromSprite(page(odd), "page/index.html", spriteFor(page(odd)))).toThrow(
      /class is not written as class=/,
    );
  });
});
