import type { ServicePageContent } from "~/content/types";

export default {
  path: "/ein-registration",
  title: "Get an EIN for your trucking business",
  description:
    "Get an EIN, the free IRS tax ID your trucking business needs for Form 2290, payroll and a business bank account. What to bring, with help in Illinois.",
  lead: "An Employer Identification Number (EIN) is the 9-digit tax number the IRS gives a business. If you run heavy trucks, you almost certainly need one, because Form 2290 does not accept a Social Security number.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "overview",
      heading: "What is an EIN?",
      paragraphs: [
        "An EIN is your business's federal tax number. You may also see it called a Tax ID, FEIN or Federal ID number. It works for your business the way a Social Security number works for you.",
        "An EIN does not expire. If you change the legal form of your business, for example from sole proprietor to corporation, you usually need a new one.",
      ],
    },
    {
      kind: "list",
      topic: "who",
      heading: "Who needs an EIN?",
      items: [
        "Corporations, partnerships and LLCs with more than one member.",
        "Any business that has employees.",
        "Anyone who files federal excise tax returns, including Form 2290 for heavy trucks.",
        "Businesses that want a business bank account or business credit. Most banks ask for an EIN.",
      ],
      note: "A one-person business with no employees may not need an EIN for income tax. A trucker who files Form 2290 still does.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The legal name of the business, and any trade name (DBA)" },
        { text: "The business address and mailing address" },
        {
          text: "The type of business and the date it started",
          detail: "For example sole proprietor, LLC or corporation.",
        },
        {
          text: "Your filed Articles of Organization or Articles of Incorporation",
          detail: "Only if the business is an LLC or a corporation.",
        },
        {
          text: "Name and Social Security number or ITIN of the person in charge",
          detail: "The IRS calls this person the responsible party.",
        },
        { text: "How many employees you expect in the next 12 months" },
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "IRS fee for an EIN",
      columns: ["Item", "Fee"],
      rows: [["EIN from the IRS", "Free"]],
      note: "The IRS never charges for an EIN. Be careful with websites that look official and ask for a fee.",
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How getting an EIN works",
      items: [
        "You bring the details listed above.",
        "The office completes the IRS application with you.",
        "When the application is made online, the IRS gives the number right away.",
        "You get the IRS confirmation notice. Keep it safe: banks and state agencies ask for it.",
      ],
      note: "The paper application, IRS Form SS-4, takes longer.",
    },
    {
      kind: "list",
      topic: "benefits",
      heading: "What you use the EIN for",
      items: [
        "Filing Form 2290 and your other business taxes.",
        "Paying drivers and staff, and filing payroll taxes.",
        "Opening a business bank account.",
        "Registrations and permits that ask for a business tax number.",
        "Building business credit for truck loans and cards.",
      ],
    },
    {
      kind: "text",
      topic: "warning",
      heading: "Getting a new EIN before Form 2290?",
      paragraphs: [
        "A brand-new EIN can take about two weeks before the IRS e-file system for Form 2290 accepts it. If you are buying your first heavy truck, apply for the EIN early.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Applies for your EIN with the IRS.",
        "Makes sure the name and business type match your LLC or corporation papers.",
        "Uses your EIN to set up Form 2290, IFTA, UCR and your USDOT number.",
      ],
    },
  ],
  faqs: [
    {
      question: "Is an EIN the same as a USDOT number?",
      answer:
        "No. The IRS issues the EIN for taxes. FMCSA issues the USDOT number for safety records. Most trucking businesses need both.",
    },
    {
      question: "Can I use my Social Security number instead?",
      answer: "For some filings, a sole proprietor can. For Form 2290 you cannot: the IRS requires an EIN.",
    },
  ],
  related: ["/form-2290", "/llc-formation", "/corporations", "/payroll"],
} satisfies ServicePageContent;
