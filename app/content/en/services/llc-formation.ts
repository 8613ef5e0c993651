import type { ServicePageContent } from "~/content/types";

export default {
  path: "/llc-formation",
  title: "Form an LLC for your trucking business",
  description:
    "Set up an LLC for your trucking business in Illinois: the steps, what to bring, state fees, the yearly annual report and the EIN you will need.",
  lead: "A limited liability company (LLC) keeps your business debts apart from your personal money and is simpler to run than a corporation. Many owner-operators and small fleets choose it.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "overview",
      heading: "What is an LLC?",
      paragraphs: [
        "An LLC is a business set up under state law. Its owners are called members. A member can be a person or another company.",
        "In most cases, the LLC protects your personal assets, such as your home and savings, from the business's debts and lawsuits.",
        "By default, the IRS does not tax the LLC itself. The profit passes through to the members' own tax returns, so it is taxed once. An owner-operator also pays self-employment tax (15.3%) on that profit, and Illinois charges a 1.5% replacement tax on an LLC taxed as a partnership. An LLC can also choose to be taxed as a corporation.",
      ],
    },
    {
      kind: "list",
      topic: "benefits",
      heading: "Why truckers choose an LLC",
      items: [
        "Your house, car and savings are kept apart from business debts.",
        "Simpler taxes: profit goes on the owners' returns, plus self-employment tax.",
        "Fewer formal rules than a corporation: no board of directors and no required yearly meetings.",
        "You can have one member or many, and members can be people or companies.",
      ],
    },
    {
      kind: "table",
      topic: "info",
      heading: "Which kind of LLC fits you?",
      caption: "Common kinds of LLC and who they suit",
      columns: ["Kind", "Who it suits"],
      layout: "stacked",
      rows: [
        [
          "Single-member LLC",
          "One owner, such as an owner-operator. By default, the profit goes on your personal tax return.",
        ],
        [
          "Multi-member LLC",
          "Two or more owners who share profit and control. By default, it files a partnership tax return.",
        ],
        ["Series LLC", "One LLC split into separate series, each with its own assets. Illinois allows this."],
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to decide and bring",
      items: [
        {
          text: "The LLC's name",
          detail:
            "It must include LLC, L.L.C. or Limited Liability Company, and differ from names already on file in Illinois.",
        },
        {
          text: "A registered agent with an Illinois street address",
          detail: "This person or company receives legal papers for the LLC. A P.O. box is not enough.",
        },
        { text: "Names and addresses of all members" },
        { text: "Who will manage the LLC", detail: "The members themselves, or a manager they choose." },
        { text: "Each member's share of ownership and profit", detail: "This goes into the operating agreement." },
        { text: "The business address and mailing address" },
        {
          text: "Social Security number or ITIN of the person in charge",
          detail: "The IRS asks for it when you apply for the LLC's EIN.",
        },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to set up an LLC",
      items: [
        "Choose a name that is free to use in Illinois.",
        "Name a registered agent.",
        "File Articles of Organization (Form LLC-5.5) with the Illinois Secretary of State.",
        "Write an operating agreement: who manages the LLC, who does what, and how profit is split.",
        "Get an EIN from the IRS in the LLC's name.",
        "Open a business bank account.",
        "Get any city or county licenses your business needs.",
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "Illinois and IRS fees to form and keep an LLC",
      columns: ["Item", "Fee"],
      rows: [
        ["Articles of Organization (Illinois Secretary of State)", "$150"],
        ["Annual report (Illinois Secretary of State)", "$75"],
        ["EIN from the IRS", "Free"],
      ],
      note: "The Secretary of State sets these fees and can change them.",
    },
    {
      kind: "list",
      topic: "deadlines",
      heading: "What you must do every year",
      items: [
        "File the Illinois annual report before the first day of the month the LLC was formed in.",
        "Keep a registered agent, and tell the Secretary of State if the agent or address changes.",
        "Keep business money in the business account, apart from your own.",
        "Use the LLC's exact legal name and EIN on your USDOT, MC, IFTA, UCR and IRP filings.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks that your LLC name is available in Illinois.",
        "Fills in the state's Articles of Organization form with your details and files it with the Illinois Secretary of State.",
        "Gets your EIN from the IRS.",
        "Sets up your USDOT number, MC authority, IFTA and UCR in the LLC's name.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need an EIN for a one-person LLC?",
      answer:
        "If your LLC has no employees, the IRS may not require one for income tax. Truckers usually need one anyway: Form 2290 must be filed with an EIN, not a Social Security number.",
    },
    {
      question: "Should I form my LLC in another state, such as Delaware?",
      answer:
        "If you form it in another state and do business in Illinois, you must also register it in Illinois as a foreign LLC. You then pay fees and file reports in both states. For most Illinois truckers, an Illinois LLC is simpler.",
    },
  ],
  related: ["/corporations", "/ein-registration", "/dot-number-registration", "/form-2290"],
} satisfies ServicePageContent;
