import { describe, expect, it } from "vitest";
import { services } from "../e2e/pages";
import { pageDocument, visibleText } from "./site";
import { spacedText } from "./text";

/*
 * Each route's required facts (issue 4, from the spec), found in the pre-rendered HTML
 * exactly as the spec writes them.
 */
const requiredFacts: Record<string, string[]> = {
  "/irp-new-registration": ["4 documents not older than 60 days", "phone bill", "Jan 1 to Dec 31", "What is IRP?"],
  "/irp-temp-registration": ["45-day", "additions", "transfers", "replacement cab cards or plates", "existing IRP accounts"],
  "/trailer-registration": ["$19", "one-time fee", "permanent", "no renewal", "90-day", "same day"],
  "/ifta-registration": [
    "48 US states and 10 Canadian provinces", "over 26,000 lb", "three or more axles", "two or more jurisdictions",
    "two decals", "late October to early November", "Jan 1", "5 years 9 months",
  ],
  "/ifta-quarterly": ["Q1", "Apr 30", "Q2", "Jul 31", "Q3", "Oct 31", "Q4", "Jan 31"],
  "/state-quarterly-ky-nm-ny": [
    "Kentucky", "New Mexico", "New York", "Oregon", "59,999 lb or more", "3 years", "over 26,000 lb", "over 18,000 lb",
  ],
  "/ct-quarterly": ["Connecticut"],
  "/or-quarterly": ["Oregon", "over 26,000 lb"],
  "/corporations": ["corporation"],
  "/motor-carrier-authority": ["$300"],
  "/dot-number-registration": ["no fee", "biennial", "within 30 days", "over 10,000 lb", "9+ passengers"],
  "/broker-authority": ["$75,000", "$300", "$900-$2,500", "$30-$50"],
  "/illinois-intrastate-authority": ["$50-$200", "within 30 days"],
  "/form-2290": ["55,000 lb or more", "Jul 1-Jun 30", "within 30 days", "4.5%", "plus interest", "more than 60 days"],
  "/boc-3": ["$25-$50"],
  "/ucr-registration": ["0-2", "$46", "3-5", "$138", "6-20", "$276", "21-100", "$963", "101-1,000", "$4,592", "1,001+", "$44,836"],
  "/cdl-english-training": ["49 CFR 391.11(b)(2)", "CVSA out-of-service criteria", "May 20, 2025", "Jun 25, 2025", "Ask us for the dates and fees."],
  "/audits": ["IRP", "IFTA", "DOT", "New Entrant"],
  "/scac-registration": ["two to four letters", "$80-$100", "$70-$100"],
  "/notary-public": ["English, Bulgarian or Russian", "original document", "valid ID", "ppointment recommended"],
};

const expertGuidance = ["/form-2290", "/boc-3", "/ucr-registration", "/payroll"];

/** A page's document and the text of its <main>, tags read as spaces. */
async function pageText(path: string) {
  const doc = await pageDocument(path);
  return { doc, text: spacedText(doc.querySelector("main")) };
}

const linksTo = (doc: Document, href: string) => [...doc.querySelectorAll(`a[href="${href}"]`)];

describe("every service page", () => {
  it.each(services.map((s) => s.path))("%s holds its facts, review date, drop-off block and call to action", async (path) => {
    const { doc, text } = await pageText(path);
    for (const fact of requiredFacts[path] ?? []) expect(text, `"${fact}"`).toContain(fact);
    expect(text).toMatch(/Facts checked against public sources: (January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/);
    // The document drop-off block with the service-page hours, fax and email.
    expect(text).toContain("Document drop-off hours Mon-Fri 9 am-5 pm Sat 10 am-1 pm Sun closed");
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
    "Kentucky law requires you to keep these records, including driver logs, for 5 years",
    "The 3 years often quoted is too short", "starts at 60,000 lb", "Five states charge heavy trucks",
  ],
  "/scac-registration": ["NMFTA's 2026 SCAC prices", "$103", "$119", "$98", "$109", "$130", "Those figures are out of date"],
  "/ifta-registration": ["Oct 1 to Dec 31", "Dec 31. After that Illinois suspends the license.", "end of February", "$3.75", "a trip permit from each state you enter"],
  "/ifta-quarterly": ["at least 4 years"],
  "/audits": ["3 years after the end of the registration year", "Drug and Alcohol Clearinghouse"],
  "/bookkeeping": ["3 years after the end of the registration year"],
  "/ucr-registration": ["10,001 lb", "MCS-150", "used only inside Illinois"],
  "/broker-authority": ["the full $75,000", "within 30 days", "Motus"],
  "/illinois-intrastate-authority": ["$19 per truck a year"],
  "/motor-carrier-authority": ["Motus", "MC numbers still exist", "10-day"],
  "/form-2290": ["Form 8849", "Lost your stamped Schedule 1?"],
  "/notary-public": [
    "at most $5 for each notarial act",
    "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN ILLINOIS. I AM NOT ALLOWED TO DRAFT LEGAL DOCUMENTS OR RECORDS, NOR MAY I GIVE LEGAL ADVICE ON ANY MATTER, INCLUDING, BUT NOT LIMITED TO, MATTERS OF IMMIGRATION, OR ACCEPT OR CHARGE FEES FOR THE PERFORMANCE OF THOSE ACTIVITIES.",
    "5 ILCS 312/3-103",
  ],
  "/filing-deadlines": [
    "Illinois IFTA license and decal renewal", "October 1 to December 31", "suspended on January 1",
    "expires on March 31", "Kentucky, New Mexico, New York and Connecticut returns", "Oregon weight-mile reports",
    "This page does not list every deadline", "UCR is due by Dec 31",
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
  const { text } = await pageText(path);
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

it("the contact page shows the contact hours; service pages the drop-off hours", async () => {
  const { text } = await pageText("/contact");
  expect(text).toContain("Mon-Fri 8:00 AM-6:00 PM Sat 9:00 AM-4:00 PM Sun closed");
});

it("/trucking-insights has four cards of three tips and ends with the consultation link", async () => {
  const doc = await pageDocument("/trucking-insights");
  for (const title of ["Compliance is Key", "Tax Optimization", "Time Management", "Business Growth"]) {
    const cards = [...doc.querySelectorAll("li")].filter((li) => [...li.querySelectorAll("h2")].some((h) => visibleText(h) === title));
    expect(cards, title).toHaveLength(1);
    expect(cards[0]!.querySelectorAll("li"), title).toHaveLength(3);
  }
  const links = [...doc.querySelectorAll("a[href]")].filter((a) => /Schedule Your Free Consultation/.test(visibleText(a)));
  expect(links.map((a) => a.getAttribute("href"))).toEqual(["/contact"]);
});

it("/about states the firm's facts and figures", async () => {
  const { text } = await pageText("/about");
  for (const fact of ["Illinois", "2023", "2017", "7+", "500+", "100%", "24/7", "owner-operators", "brokers"]) {
    expect(text, fact).toContain(fact);
  }
});
