import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;

export default {
  path: "/illinois-intrastate-authority",
  title: "Get Illinois intrastate authority",
  description: `Illinois intrastate authority from the ICC for carriers hauling for hire only inside Illinois: who needs it, what to bring, fees of ${f.usdRange(fees.illinoisIntrastate.typicalMin, fees.illinoisIntrastate.typicalMax)}, staying active.`,
  lead: "If your trucks haul freight for pay only inside Illinois and never cross the state line, you need authority from the Illinois Commerce Commission (ICC), not federal MC authority.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who needs Illinois intrastate authority?",
      items: [
        "For-hire carriers that haul property for pay with every trip starting and ending in Illinois.",
        "Household goods movers working inside Illinois. They need a separate ICC household goods certificate.",
      ],
      note: "If you haul only your own goods, you usually do not need ICC for-hire authority, though you may still need a USDOT number and other credentials. A load on its way to or from another state can count as interstate, even if your truck stays in Illinois.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The company's legal name, address and EIN" },
        { text: "Your LLC or corporation papers, if you have a company" },
        { text: "A list of your trucks", detail: "With VIN, plate number and weight for each." },
        { text: "The kinds of cargo you haul", detail: "Say if any of it is hazardous material." },
        {
          text: "Your insurance agent's contact details",
          detail: "Your insurance company files proof of coverage with the ICC.",
        },
        { text: "Your USDOT number, if you have one" },
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "Costs of getting Illinois intrastate authority",
      columns: ["Item", "Cost"],
      layout: "stacked",
      rows: [
        [
          "ICC fees",
          `Typically ${f.usdRange(fees.illinoisIntrastate.typicalMin, fees.illinoisIntrastate.typicalMax)}, depending on the type of authority`,
        ],
        [
          "Yearly fee for each truck (franchise renewal)",
          `Illinois law sets ${f.usd(fees.illinoisIntrastate.perTruckYearly)} per truck a year, unless the ICC's rules set another amount`,
        ],
        ["Liability and cargo insurance", "Depends on your fleet, cargo and record"],
      ],
      note: `The ${f.usdRange(fees.illinoisIntrastate.typicalMin, fees.illinoisIntrastate.typicalMax)} is for the application. Every year you also pay a fee for each truck to keep the authority, so for a fleet the total can be well above ${f.usd(fees.illinoisIntrastate.typicalMax)} (Illinois Vehicle Code, 625\u00a0ILCS 5/18c-1501). The office confirms the current ICC amounts before you apply.`,
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to apply",
      items: [
        "Decide which type of authority you need.",
        "Complete the ICC application with your business details and type of operation.",
        "Your insurance company files proof of insurance with the ICC at the required levels.",
        "Pay the ICC fees.",
        "Get a USDOT number if your trucks' weight or type of operation requires one.",
        "Wait for ICC approval before you haul for pay.",
      ],
    },
    {
      kind: "list",
      topic: "records",
      heading: "How to keep your authority active",
      items: [
        "Keep your insurance in force with no gaps.",
        "Pay the ICC's yearly fee for each truck on time.",
        "Report changes to your business or fleet to the ICC within 30 days.",
        "Keep your drivers and vehicles safety-compliant.",
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "What else you may need",
      items: [
        `Form 2290 for each truck of ${f.lb(thresholds.form2290.atLeastLb)} or more.`,
        "Extra permits if you haul hazardous materials.",
        "MC authority, IRP plates and an IFTA license if you later start crossing state lines.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks whether you need ICC authority or federal authority.",
        "Completes and files your ICC application.",
        "Gets your USDOT number if you need one.",
        "Reports changes to the ICC within 30 days.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need MC authority if I stay inside Illinois?",
      answer:
        "Not usually. Carriers that haul for pay only inside Illinois get authority from the ICC. If your loads come from or go to another state, ask the office, because the trip may count as interstate.",
    },
  ],
  related: ["/dot-number-registration", "/motor-carrier-authority", "/form-2290"],
} satisfies ServicePageContent;
