import { chromium } from "@playwright/test";
const [,, url, width] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
await page.goto(url, { waitUntil: "networkidle" });
const wide = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 0.5 && true) out.push(`${el.tagName}.${el.className.toString().slice(0,60)} right=${Math.round(r.right)} text=${(el.textContent||"").slice(0,60)}`);
  }
  return out.slice(0, 15);
});
console.log(wide.join("\n"));
await browser.close();
