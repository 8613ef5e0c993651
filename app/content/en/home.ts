import { formatMessage } from "~/i18n/message";
import { maxRequiredQuestions } from "~/lib/tools/checkup";
import { firm } from "~/data/firm";
import { shared } from "./shared";

export const home = {
  title: "Trucking permits, registrations and filings in Illinois",
  description:
    "IRP plates, IFTA returns, UCR, Form 2290, DOT and MC authority for owner-operators and small carriers, handled by an Illinois compliance office.",
  hero: {
    eyebrow: `Trucking compliance office in ${shared.firm.state}`,
    heading: "Your trusted partner for keeping trucks legal and on the road",
    lead: "We handle the licensing, registration and tax paperwork of owner-operators, small carriers and brokers, so you can drive and run your business.",
    primaryCta: "Get Free Consultation",
    secondaryCta: "View Our Services",
  },
  services: {
    heading: "Our Professional Services",
    tabsLabel: "Service groups",
    lead: "Pick a group to see its services. Each page says who needs it, what to bring, what it costs and when it is due.",
    checkupQuestion: "Not sure which filings your truck and business need?",
    checkupLink: formatMessage(
      "Answer up to {count} short questions and get your own list",
      { count: maxRequiredQuestions },
      "en",
    ),
    /** The link's words where the checkup's questions cannot run (without JavaScript): it leads to the rule table instead. */
    checkupLinkNoScript: "See which filing applies when, in one table",
  },
  about: {
    heading: "About the office",
    paragraphs: [
      `Our founders started in trucking in ${firm.truckingSinceYear}, working inside a trucking company: booking loads, dispatching, fuel tax reports, registrations, permits and the books.`,
      `In ${firm.foundedYear} they opened this office in ${shared.firm.state} to do that paperwork for others. We work with ${shared.firm.audience.slice(0, -1).join(", ")} and ${shared.firm.audience.at(-1)}.`,
    ],
    link: "More about us",
  },
} as const;
