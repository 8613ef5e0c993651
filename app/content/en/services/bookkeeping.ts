import type { ServicePageContent } from "~/content/types";

export default {
  path: "/bookkeeping",
  title: "Bookkeeping for trucking businesses",
  description:
    "Monthly bookkeeping for owner-operators and small fleets in Illinois: income and expenses, cost per mile, fuel records for IFTA and books ready for tax time.",
  lead: "Bookkeeping means writing down every dollar your trucking business earns and spends, every month. Good books show whether your loads pay, and they make your tax returns and fuel tax filings easier.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who needs bookkeeping?",
      paragraphs: [
        "Every trucking business does, from a one-truck owner-operator to a small fleet. The IRS expects records for your income and expenses, and fuel tax and audit rules ask for mileage and fuel records.",
      ],
    },
    {
      kind: "list",
      topic: "overview",
      heading: "What goes into your books",
      paragraphs: ["Each month the office records your income by load or invoice, and your expenses, such as:"],
      items: [
        "Fuel",
        "Maintenance, repairs and tires",
        "Insurance",
        "Permits and registrations",
        "Tolls",
        "Truck and trailer lease payments",
        "Driver pay",
      ],
      note: "The office also tracks money owed to you, such as broker payments and factoring, and the bills you owe.",
    },
    {
      kind: "list",
      topic: "benefits",
      heading: "What you get each month",
      items: [
        "Your bank and card accounts matched to your books",
        "A profit and loss report",
        "A balance sheet",
        "Your cost per mile, so you know which loads pay",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring each month",
      items: [
        { text: "Bank and credit card statements" },
        {
          text: "Rate confirmations, invoices and settlement statements",
          detail: "Including statements from your factoring company or brokers.",
        },
        { text: "Fuel receipts or fuel card reports" },
        { text: "Repair, maintenance and tire receipts" },
        { text: "Bills for insurance, permits, tolls and leases" },
        { text: "Trip and mileage records for each truck" },
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "How your books help with other filings",
      items: [
        "Fuel and mileage records feed your IFTA return and your KYU, NM, NY, OR and CT filings.",
        "Your income and expenses support your quarterly estimated tax payments and your year-end tax return.",
        "Payments to owner-operators and other contractors show who needs a Form 1099-NEC.",
      ],
    },
    {
      kind: "table",
      topic: "records",
      heading: "How long to keep your records",
      caption: "Minimum record keeping periods",
      columns: ["Records for", "Keep them for"],
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
        ["IRS income tax", "Generally at least 3 years"],
      ],
      note: "Some IRS records must be kept longer, for example employment tax records. When in doubt, keep them.",
    },
  ],
  related: ["/payroll", "/ifta-quarterly", "/form-2290", "/audits"],
} satisfies ServicePageContent;
