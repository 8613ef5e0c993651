import { chromium } from "@playwright/test";
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  page.on("console", (m) => { if (["error", "warning"].includes(m.type())) console.log(`[${width}] console ${m.type()}: ${m.text()}`); });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `${out}/${(p.replace(/\//g, "_") || "_home")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
