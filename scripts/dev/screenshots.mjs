/* global document */
import { chromium } from "@playwright/test";
const [, , base, out, width, ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/lib/chromium/chromium-headless-shell",
  args: ["--no-sandbox"],
});
const w = Number(width);
const page = await browser.newPage({ viewport: { width: w, height: w < 500 ? 844 : 800 } });
for (const p of paths) {
  await page.goto(base + p, { waitUntil: "networkidle" });
  const h = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0, i = 0; y < Math.min(h, 6000); y += w < 500 ? 1600 : 1400, i++) {
    const name = `${out}/${p.replace(/\//g, "_") || "_home"}-${w}-${i}.png`;
    await page.screenshot({
      path: name,
      clip: { x: 0, y, width: w, height: Math.min(w < 500 ? 1600 : 1400, h - y) },
      fullPage: true,
    });
    console.log(name);
  }
}
await browser.close();
