import type { ServicePageContent } from "~/content/types";

export default {
  path: "/corporations",
  title: "Form a corporation for your trucking business",
  description:
    "Form a corporation for your trucking business in Illinois: C corp or S corp, what to decide and bring, what the office files, and the yearly annual report.",
  lead: "A corporation is a company that the law treats as separate from its owners. This page explains what it takes to form one for your trucking business in Illinois and what you must do each year to keep it in good standing.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "overview",
      heading: "What is a corporation?",
      paragraphs: [
        "A corporation is its own legal person. Shareholders own it. A board of directors oversees it. Officers run it day to day. In a small trucking company, one person can often fill all of these roles.",
        "Because the corporation is separate from you, its debts are generally its own, not yours. Mixing personal and business money can weaken this protection.",
      ],
    },
    {
      kind: "table",
      topic: "info",
      heading: "C corporation or S corporation?",
      caption: "Main federal tax differences between a C corporation and an S corporation",
      columns: ["Question", "C corporation", "S corporation"],
      layout: "stacked",
      rows: [
        [
          "Who pays federal income tax?",
          "The corporation pays a flat 21% rate. Owners pay tax again on dividends.",
          "Profit passes through to the owners' personal returns. The corporation usually pays no federal income tax; Illinois charges S corporations a 1.5% replacement tax.",
        ],
        [
          "How do you choose it?",
          "It is the default for every new corporation.",
          "File IRS Form 2553 no later than 2 months and 15 days after the start of the tax year it should apply to.",
        ],
        [
          "Who can own it?",
          "Any number and any type of shareholders.",
          "Up to 100 shareholders, generally US citizens or residents and certain trusts and estates. One class of stock.",
        ],
      ],
      note: "This choice affects your taxes for years. If unsure, ask a tax professional.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to decide and bring",
      items: [
        {
          text: "The corporation's name",
          detail:
            "It must include Corporation, Company, Incorporated or Limited, or a short form such as Corp., Co., Inc. or Ltd. It must differ from names already on file in Illinois.",
        },
        {
          text: "A registered agent with an Illinois street address",
          detail: "This person or company receives legal papers for the corporation. A P.O. box is not enough.",
        },
        {
          text: "The number of shares",
          detail: "How many shares the corporation may issue, and how many each owner gets at the start.",
        },
        { text: "Names and addresses of the owners, directors and officers" },
        { text: "The business address and mailing address" },
        { text: "Your choice of C or S corporation" },
        {
          text: "Social Security number or ITIN of the person in charge",
          detail: "The IRS asks for it when you apply for the corporation's EIN.",
        },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How forming a corporation works",
      items: [
        "You choose a name, and the office checks that it is available in Illinois.",
        "You name a registered agent.",
        "The office fills in the state's Articles of Incorporation form (Form BCA 2.10) with your details and files it with the Illinois Secretary of State.",
        "After approval, you get the filed Articles. Keep a copy: the IRP application asks for them when you register trucks in the company name.",
        "You get an EIN in the corporation's name.",
        "The owners adopt bylaws, elect directors, appoint officers and issue shares.",
        "You open a business bank account, and register with the Illinois Department of Revenue if you hire employees or sell taxable goods.",
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "Illinois and IRS fees to form and keep a corporation",
      columns: ["Item", "Fee"],
      layout: "stacked",
      rows: [
        ["Articles of Incorporation (Illinois Secretary of State)", "$150 plus initial franchise tax"],
        ["Annual report (Illinois Secretary of State)", "$75 plus franchise tax"],
        ["EIN from the IRS", "Free"],
      ],
      note: "The Secretary of State sets these fees and can change them. The franchise tax depends on the corporation's paid-in capital.",
    },
    {
      kind: "list",
      topic: "deadlines",
      heading: "What you must do every year",
      items: [
        "File the Illinois annual report and pay the franchise tax before the first day of the month the corporation was formed in.",
        "Keep a registered agent, and report any change of agent or address to the Secretary of State.",
        "Hold shareholder and board meetings and keep written minutes.",
        "Keep separate books and a separate bank account for the corporation.",
        "File the corporation's federal and Illinois tax returns.",
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "Should you form a corporation or an LLC?",
      paragraphs: [
        "An LLC gives similar protection from business debts with fewer formal rules: no board and no required yearly meetings. A corporation has a fixed structure that some investors and lenders prefer.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks that your corporation name is available in Illinois.",
        "Fills in the state's Articles of Incorporation form with your details and files it with the Illinois Secretary of State.",
        "Gets your EIN from the IRS.",
        "Sets up your USDOT number, MC authority, IFTA and UCR in the corporation's name.",
        "Helps you file the Illinois annual report each year.",
      ],
    },
  ],
  faqs: [
    {
      question: "Which name goes on my trucking filings?",
      answer:
        "Use the corporation's exact legal name and its EIN on your USDOT, MC, IFTA, UCR and IRP filings. Do not use your personal name or Social Security number.",
    },
  ],
  related: ["/llc-formation", "/ein-registration", "/dot-number-registration", "/bookkeeping"],
} satisfies ServicePageContent;
