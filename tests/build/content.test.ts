import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { loadSiteConfig, type Schedule } from "../../app/config/site-config";
import { contentFor } from "../../app/content/index";
import { readCopy } from "../../app/content/copy-files";
import { contactSchema, insightsSchema } from "../../app/content/schemas";
import { ucrFeeRows } from "../../app/content/ucr-table";
import { dates, type YearDay } from "../../app/data/dates";
import { fees } from "../../app/data/fees";
import { firm } from "../../app/data/firm";
import { thresholds } from "../../app/data/thresholds";
import { formats } from "../../app/i18n/format";
import { scheduleLines } from "../../app/lib/format";
import { LATE_FILING_RATE_PER_MONTH } from "../../app/lib/tools/form2290";
import { referencePages } from "../../app/lib/catalog";
import { services } from "../e2e/pages";
import { pageDocument, visibleText } from "./site";
import { spacedText } from "./text";

/*
 * Each route's required facts (issue 4, from the spec), found in the pre-rendered HTML: the spec's
 * words as it writes them, and its figures as app/data holds them, written as the English page
 * writes them.
 */
const f = formats.en;
const { iftaQuarterDue: q, form2290, englishProficiency, calendarYear, iftaRenewal, irpIllinois, ucr } = dates;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);
const longDay = (d: YearDay) => f.longDayMonth(d.month, d.day);
const requiredFacts: Record<string, string[]> = {
  "/irp-new-registration": ["4 documents not older than 60 days", "phone bill", `${day(calendarYear.start)} to ${day(calendarYear.end)}`, "What is IRP?"],
  "/irp-temp-registration": ["45-day", "additions", "transfers", "replacement cab cards or plates", "existing IRP accounts"],
  "/trailer-registration": [f.usd(fees.illinoisSemiTrailerPlate.oneTime), "one-time fee", "permanent", "no renewal", "90-day", "same day"],
  "/ifta-registration": [
    "48 US states and 10 Canadian provinces", `over ${f.lb(thresholds.irpIfta.overLb)}`, "three or more axles", "two or more jurisdictions",
    "two decals", "late October to early November", day(iftaRenewal.decalsValidFrom), "5 years 9 months",
  ],
  "/ifta-quarterly": [q.q1, q.q2, q.q3, q.q4].flatMap((due, i) => [`Q${i + 1}`, f.dayMonth(due.month, due.day)]),
  "/state-quarterly-ky-nm-ny": [
    "Kentucky", "New Mexico", "New York", "Oregon", `${f.lb(thresholds.kentucky.overLb)} or more`, "3 years",
    `over ${f.lb(thresholds.newMexico.overLb)}`, `over ${f.lb(thresholds.newYork.overLb)}`,
  ],
  "/ct-quarterly": ["Connecticut"],
  "/or-quarterly": ["Oregon", `over ${f.lb(thresholds.oregon.overLb)}`],
  "/corporations": ["corporation"],
  "/motor-carrier-authority": [f.usd(fees.mcAuthority.fmcsaFee)],
  "/dot-number-registration": ["no fee", "biennial", "within 30 days", `over ${f.lb(thresholds.usdot.overLb)}`, "9+ passengers"],
  "/broker-authority": [
    f.usd(fees.brokerAuthority.suretyBond), f.usd(fees.brokerAuthority.fmcsaFee),
    f.usdRange(fees.brokerAuthority.bondYearly.typicalMin, fees.brokerAuthority.bondYearly.typicalMax),
    f.usdRange(fees.boc3BrokerPage.typicalMin, fees.boc3BrokerPage.typicalMax),
  ],
  "/illinois-intrastate-authority": [f.usdRange(fees.illinoisIntrastate.typicalMin, fees.illinoisIntrastate.typicalMax), "within 30 days"],
  "/form-2290": [
    `${f.lb(thresholds.form2290.atLeastLb)} or more`,
    `${f.dayMonth(form2290.taxYearStart.month, form2290.taxYearStart.day)}-${f.dayMonth(form2290.taxYearEnd.month, form2290.taxYearEnd.day)}`,
    "within 30 days", f.percent(LATE_FILING_RATE_PER_MONTH * 100), "plus interest", "more than 60 days",
  ],
  "/boc-3": [f.usdRange(fees.boc3.typicalMin, fees.boc3.typicalMax)],
  "/ucr-registration": ucrFeeRows(f).flat(),
  "/cdl-english-training": [
    "49 CFR 391.11(b)(2)", "CVSA out-of-service criteria", f.date(englishProficiency.guidance), f.date(englishProficiency.outOfService),
    "Ask us for the dates and fees.",
  ],
  "/audits": ["IRP", "IFTA", "DOT", "New Entrant"],
  "/scac-registration": [
    "two to four letters",
    f.usdRange(fees.scac.oftenQuoted.newCode.min, fees.scac.oftenQuoted.newCode.max),
    f.usdRange(fees.scac.oftenQuoted.renewal.min, fees.scac.oftenQuoted.renewal.max),
  ],
  "/notary-public": ["English, Bulgarian or Russian", "original document", "valid ID", "ppointment recommended"],
};

/** The office's hours, from app/data/hours.json. */
const office = loadSiteConfig({});

/** A schedule as its hours list reads in English: "Mon-Fri 9 am-5 pm Sat 10 am-1 pm Sun closed". */
const hoursText = (schedule: Schedule) =>
  scheduleLines(schedule, "en", contentFor("en").shared.hours.closed)
    .map((line) => `${line.days} ${line.hours}`)
    .join(" ");

const expertGuidance = ["/form-2290", "/boc-3", "/ucr-registration", "/payroll"];

/** A page's document and the text of its <main>, tags read as spaces. */
async function pageText(path: string) {
  const doc = await pageDocument(path);
  return { doc, text: spacedText(doc.querySelector("main")) };
}

const linksTo = (doc: Document, href: string) => [...doc.querySelectorAll(`a[href="${href}"]`)];

/** A service page's text and its reference pages' (decision 0013: parts of it on pages of their own). */
async function serviceText(path: string) {
  const parts = [path, ...referencePages.filter((page) => page.parent === path).map((page) => page.path)];
  return (await Promise.all(parts.map(async (part) => (await pageText(part)).text))).join(" ");
}

describe("every service page", () => {
  it.each(services.map((s) => s.path))("%s holds its facts, review date, drop-off block and call to action", async (path) => {
    const { doc, text } = await pageText(path);
    const withReferences = await serviceText(path);
    for (const fact of requiredFacts[path] ?? []) expect(withReferences, `"${fact}"`).toContain(fact);
    expect(text).toMatch(/Facts checked against public sources: (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/);
    // The document drop-off block with the service-page hours, fax and email.
    expect(text).toContain(`Document drop-off hours ${hoursText(office.dropOffHours)}`);
    expect(text).toMatch(/Fax them to \(\d{3}\) \d{3}-\d{4}/);
    expect(text).toMatch(/Email them to \S+@\S+/);
    expect(text).toContain("Bring them to the office");
    expect(linksTo(doc, "/contact")).not.toEqual([]);
    if (expertGuidance.includes(path)) {
      expect(text).toContain("Need Expert Guidance?");
      expect(linksTo(doc, "/contact").some((a) => spacedText(a).startsWith("Start Filing")), "a Start Filing link to /contact").toBe(true);
    } else {
      expect(text).not.toContain("Need Expert Guidance?");
    }
    expect(text).not.toMatch(/lorem|ipsum/i);
    expect(text).not.toMatch(/\bTO-?DO\b|\bTBD\b/);
  });
});

/*
 * Facts corrected against the November 2026 audit (issue 12): each stays on its page, and no page
 * gives the shorter or outdated figure as an instruction. A spec figure may still appear, framed as
 * "often quoted" beside the legal fact.
 */
const correctedFacts: Record<string, string[]> = {
  "/state-quarterly-ky-nm-ny": [
    "including driver logs, for 5 years (Kentucky Revised Statutes 138.680",
    "The 3 years often quoted is too short", `starts at ${f.lb(thresholds.kentucky.overLb + 1)}`, "Five states charge heavy trucks",
  ],
  "/scac-registration": [
    `NMFTA's ${fees.scac.year} SCAC prices`,
    ...[fees.scac.newCode.online, fees.scac.newCode.byPhoneOrMail, fees.scac.renewal.online, fees.scac.renewal.byPhoneOrMail, fees.scac.containerCode].map(f.usd),
    "Those figures are out of date",
  ],
  "/ifta-registration": [
    `${day(iftaRenewal.opens)} to ${day(iftaRenewal.due)}`, `${day(iftaRenewal.due)}. After that Illinois suspends the license.`,
    "end of February", f.usd(fees.iftaDecals.perSet), "a trip permit from each state you enter",
  ],
  "/ifta-quarterly": ["at least 4 years"],
  "/audits": ["3 years after the end of the registration year", "Drug and Alcohol Clearinghouse"],
  "/bookkeeping": ["3 years after the end of the registration year"],
  "/ucr-registration": [f.lb(thresholds.usdot.overLb + 1), "MCS-150", "used only inside Illinois"],
  "/broker-authority": [`the full ${f.usd(fees.brokerAuthority.suretyBond)}`, "within 30 days", "Motus"],
  "/illinois-intrastate-authority": [`${f.usd(fees.illinoisIntrastate.perTruckYearly)} per truck a year`],
  "/motor-carrier-authority": ["Motus", "MC numbers still exist", "10-day"],
  "/form-2290": ["Form 8849", "Lost your stamped Schedule 1?"],
  "/notary-public": [
    `at most ${f.usd(fees.notaryAct.maximum)} for each notarial act`,
    contentFor("en").shared.notaryNotice.text,
    "5 ILCS 312/3-103",
  ],
  "/filing-deadlines": [
    "Illinois IFTA license and decal renewal", `${longDay(iftaRenewal.opens)} to ${longDay(iftaRenewal.due)}`,
    `suspended on ${longDay(iftaRenewal.suspended)}`, `expires on ${longDay(irpIllinois.yearEnd)}`,
    "Kentucky, New Mexico, New York and Connecticut returns", "Oregon weight-mile reports",
    "This page does not list every deadline", `UCR is due by ${day(ucr.due)}`,
  ],
};

/** Instructions that the audit showed would put a reader in the wrong; none may appear on any page. */
const wrongInstructions = [
  /Keep your Kentucky mileage records for at least 3 years/i,
  /keeping them 5 years is the safer choice/i,
  /must be displayed from January 1/i,
  /Four states charge/i,
  /New four-letter code About \$80/i,
  /The current registration year plus the 3 years before it/i,
  /every recurring trucking deadline/i,
  /Count trucks, tractors and buses/i,
  // The review of 2026-11-26: an Illinois permit covers only Illinois; UCR counts commercial motor vehicles.
  /single trip permit from Illinois can take the place/i,
  /Count the power units/i,
  /four-letter code/i,
];

it.each(Object.entries(correctedFacts))("%s keeps its corrected facts", async (path, facts) => {
  const text = await serviceText(path);
  for (const fact of facts) expect(text, `"${fact}"`).toContain(fact);
});

it.each(["/filing-deadlines", ...services.map((s) => s.path)])("%s gives no reader the shorter or outdated figure as an instruction", async (path) => {
  const { text } = await pageText(path);
  for (const wrong of wrongInstructions) expect(text, `${wrong}`).not.toMatch(wrong);
});

it("a page with open questions in docs/content-review.md says some points are being confirmed", async () => {
  const { text } = await pageText("/state-quarterly-ky-nm-ny");
  expect(text).toContain("Facts checked against public sources: November 2026");
  expect(text).toContain("A few points are still being confirmed");
  const { text: temp } = await pageText("/irp-temp-registration");
  expect(temp).not.toContain("A few points are still being confirmed");
});

it("/corporations is about corporations, not the IFTA text the old site showed", async () => {
  const { text } = await pageText("/corporations");
  expect(text).not.toMatch(/48 US states|decals|fuel tax license/i);
  expect(text).toMatch(/Articles of Incorporation/);
});

it("/payroll is one page without the copied Oregon block; /bookkeeping is about bookkeeping", async () => {
  const payroll = (await pageText("/payroll")).text;
  expect(payroll).not.toMatch(/Oregon/);
  expect(payroll).toMatch(/payroll/i);
  const bookkeeping = (await pageText("/bookkeeping")).text;
  expect(bookkeeping).toMatch(/cost per mile/i);
  expect(bookkeeping).not.toMatch(/^.*Payroll services/);
});

it("/irp-transfer, /irp-addition and /irp-renewal each have their own document list", async () => {
  const lists: string[] = [];
  for (const path of ["/irp-addition", "/irp-transfer", "/irp-renewal"]) {
    const checklist = (await pageDocument(path)).querySelector("section.print-checklist");
    expect(checklist, path).not.toBeNull();
    lists.push(spacedText(checklist));
  }
  expect(new Set(lists).size).toBe(3);
});

// The spec's words for the form (section 5 and its states table), the one place they are typed.
it("the contact form's English words are the spec's", () => {
  const { form } = readCopy("contact", contactSchema, "en");
  expect(form.labels).toEqual({
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    service: "Service Needed",
    message: "Message",
  });
  expect([form.submit, form.sending]).toEqual(["Send Message", "Sending..."]);
  expect(form.success).toBe("Thank you for your message! We will contact you soon.");
  expect(form.failure).toBe("Sorry, there was an error sending your message. Please try again later.");
});

it("the contact page shows the contact hours; service pages the drop-off hours", async () => {
  const { text } = await pageText("/contact");
  expect(text).toContain(hoursText(office.contactHours));
});

it("/trucking-insights shows its copy's cards, four of three tips, and ends with the consultation link", async () => {
  const doc = await pageDocument("/trucking-insights");
  const copy = insightsSchema.parse(YAML.parse(await readFile("app/content/en/insights.yaml", "utf8")));
  expect(copy.cards.map((card) => card.tips.length)).toEqual([3, 3, 3, 3]);
  for (const { title, tips } of copy.cards) {
    const cards = [...doc.querySelectorAll("li")].filter((li) => [...li.querySelectorAll("h2")].some((h) => visibleText(h) === title));
    expect(cards, title).toHaveLength(1);
    expect([...cards[0]!.querySelectorAll("li")].map(visibleText), title).toEqual(tips);
  }
  const links = [...doc.querySelectorAll("a[href]")].filter((a) => visibleText(a).startsWith(copy.closing.action));
  expect(links.map((a) => a.getAttribute("href"))).toEqual(["/contact"]);
});

it("/about states the firm's facts and figures", async () => {
  const { text } = await pageText("/about");
  // The years from app/data/firm.ts; the claims as the spec states them.
  const years = [String(firm.foundedYear), String(firm.truckingSinceYear)];
  for (const fact of ["Illinois", ...years, "7+", "500+", "100%", "24/7", "owner-operators", "brokers"]) {
    expect(text, fact).toContain(fact);
  }
});
