import type { ServicePageContent } from "~/content/types";

export default {
  path: "/audits",
  title: "Get ready for an IRP, IFTA or DOT audit",
  description:
    "Help with DOT New Entrant safety audits, DOT safety audits, safety rating upgrades and IFTA and IRP audits for trucking companies, from our Illinois office.",
  lead: "An audit checks your safety records, or your miles and fuel records, against the rules. If you have a new USDOT number, a letter about an audit, or a safety rating you want to improve, the office can help you prepare.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "help",
      heading: "Which audits does the office help with?",
      items: [
        "New Entrant safety audit preparation: training and help to pass the DOT New Entrant safety audit",
        "DOT safety audits: training, preparation and help during the audit",
        "Safety rating upgrade requests to FMCSA",
        "IFTA audit help",
        "IRP audit help",
      ],
    },
    {
      kind: "text",
      topic: "who",
      heading: "Who gets a New Entrant safety audit?",
      paragraphs: [
        "Every new interstate carrier with a new USDOT number is in the FMCSA New Entrant program. FMCSA watches your safety record for your first 18 months.",
        "For a truck carrier, the safety audit usually comes within the first 12 months. The auditor looks at your driver files, drug and alcohol testing, hours of service, vehicle maintenance and insurance.",
      ],
    },
    {
      kind: "list",
      topic: "warning",
      heading: "What makes you fail the safety audit?",
      paragraphs: ["Some problems fail the audit on their own. For example:"],
      items: [
        "No drug and alcohol testing program",
        "Using a driver who has no valid CDL",
        "Using a driver who has no valid medical certificate",
        "Not having the required insurance",
        "Driving a truck that was placed out of service before it was repaired",
      ],
      note: "If you fail, you must send FMCSA a corrective action plan that shows how you fixed the problems.",
    },
    {
      kind: "checklist",
      topic: "records",
      heading: "Records to have ready for a DOT safety audit",
      items: [
        {
          text: "Driver qualification file for each driver",
          detail: "Application, CDL copy, driving record and medical certificate.",
        },
        {
          text: "Drug and alcohol testing records",
          detail: "Proof you are in a testing program, and the pre-employment test result for each driver.",
        },
        {
          text: "Drug and Alcohol Clearinghouse queries",
          detail: "A full query before each new driver started, and a query on each driver at least once a year.",
        },
        { text: "Hours-of-service records", detail: "ELD logs and supporting documents." },
        {
          text: "Maintenance and inspection records for each truck and trailer",
          detail: "Including annual inspections and driver inspection reports.",
        },
        { text: "Proof of insurance" },
        { text: "Your accident register" },
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "Records to have ready for an IFTA or IRP audit",
      items: [
        { text: "Trip records for each truck", detail: "Miles driven in each state and province, by date and route." },
        { text: "Fuel receipts for every purchase", detail: "Date, place, gallons and the truck." },
        { text: "Your filed IFTA quarterly returns" },
        { text: "Your IRP registration and the mileage you reported" },
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "How long to keep these records",
      caption: "Record keeping periods for IFTA and IRP audits",
      columns: ["Program", "Keep records for"],
      layout: "stacked",
      rows: [
        [
          "IFTA",
          "5 years 9 months, the office's advice. The IFTA agreement requires at least 4 years from the return's due date or filing date, whichever is later.",
        ],
        [
          "IRP",
          "3 years after the end of the registration year the records support (IRP Plan, section 1005). The records are the miles from the year before that, so in practice keep them up to about 6 and a half years.",
        ],
      ],
      note: "Your base state picks some accounts for audit each year. Missing records can lead to extra tax and penalties.",
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to ask for a better safety rating",
      items: [
        "Find out which problems led to your rating.",
        "Fix the problems and keep proof of each fix.",
        "Send FMCSA a written request for a rating upgrade, with your proof.",
        "FMCSA reviews the request and decides.",
      ],
    },
  ],
  related: ["/dot-number-registration", "/ifta-quarterly", "/irp-renewal", "/bookkeeping"],
} satisfies ServicePageContent;
