import { Resvg } from "@resvg/resvg-js";
import { createRequire } from "node:module";
import path from "node:path";
import markSvg from "../../public/favicon.svg?raw";

/*
 * Draws the social cards (1200x630 PNG, one per language: /og-image.png, /ru/og-image.png) and
 * the icons from the site's own mark (public/favicon.svg), for the endpoints in app/pages that
 * Astro writes at build time: /favicon.ico for browsers that cannot use the SVG icon, the Apple
 * touch icon, the logo the structured data names, and the PNG icons earlier versions linked, kept
 * at their URLs. Fonts come from the dejavu-fonts-ttf package, so the output is the same on every
 * machine.
 */

// Resolved from the project, wherever the bundler puts this module.
const require = createRequire(path.join(process.cwd(), "package.json"));
const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((f) => path.join(fontDir, f));

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Breaks text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function render(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render().asPng();
}

function socialCardSvg(site: { name: string; tagline: string }, markSvg: string): string {
  const mark = markSvg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const nameLines = wrap(site.name, 26);
  const taglineLines = wrap(site.tagline, 54);
  const nameY = 250;
  const taglineY = nameY + (nameLines.length - 1) * 72 + 62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0f2540"/>
  <rect y="540" width="1200" height="90" fill="#102a45"/>
  <path d="M0 585h1200" stroke="#f9b935" stroke-width="8" stroke-dasharray="60 40"/>
  <g transform="translate(80 64) scale(3)">${mark}</g>
  ${nameLines
    .map(
      (l, i) =>
        `<text x="80" y="${nameY + i * 72}" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join("\n  ")}
  ${taglineLines
    .map(
      (l, i) =>
        `<text x="80" y="${taglineY + i * 46}" font-family="DejaVu Sans" font-size="34" fill="#dfe8f3">${escapeXml(l)}</text>`,
    )
    .join("\n  ")}
  <text x="80" y="498" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="#f9b935">IRP · IFTA · UCR · Form 2290 · USDOT · MC</text>
</svg>`;
}

/** The social card of one language: the office's name and that language's tagline. */
export function socialCard(name: string, tagline: string): Buffer {
  return render(socialCardSvg({ name, tagline }, markSvg), 1200);
}

/** The site's mark as a square PNG of `size` pixels. */
export function iconPng(size: number): Buffer {
  return render(markSvg, size);
}

/** /favicon.ico, for browsers that cannot use the SVG icon. */
export function faviconIco(): Buffer {
  return icoOf(render(markSvg, 32), 32);
}

/** A binary file for an Astro endpoint to write. */
export function imageResponse(bytes: Buffer, type = "image/png"): Response {
  return new Response(new Uint8Array(bytes), { headers: { "Content-Type": type } });
}

/** An .ico file holding one PNG image, the form every browser that reads .ico accepts. */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the header
  return Buffer.concat([header, png]);
}
