import type { ServicePageContent } from "~/content/types";

export default {
  path: "/truck-title-transfer",
  title: "Transfer a truck title to the new owner",
  description:
    "Truck title transfer in Illinois: what to bring, the steps to put a bought or sold semi-truck in the new owner's name, and why it matters.",
  lead: "A title transfer puts a truck in its new owner's name. You need one when you buy, sell, give or inherit a truck.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "When do you need a title transfer?",
      paragraphs: [
        "You need a title transfer whenever the owner of a semi-truck changes: a sale, a purchase, a gift, an inheritance or any other change of ownership.",
        "In Illinois, the title application goes to the Secretary of State.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        {
          text: "The original title",
          detail:
            "Signed by the seller. If the title is lost, the seller must get a duplicate title from the state first.",
        },
        { text: "A bill of sale" },
        { text: "Proof of insurance" },
        { text: "Photo ID for the buyer and the seller" },
        { text: "The truck's details", detail: "Make, model, year and VIN." },
        {
          text: "The tax form for the purchase",
          detail: "In Illinois, form RUT-50 if you bought from a private seller. A dealer gives you form ST-556.",
        },
      ],
      note: "Federal odometer disclosure does not apply to vehicles over 16,000 lb GVWR, which covers most semi-trucks. The office tells you if your form still asks for a reading.",
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How a title transfer works",
      items: [
        "The seller makes sure they have the original title. If it is lost, they apply for a duplicate first.",
        "The seller and the buyer fill in the transfer form with the truck's make, model, year and VIN.",
        "Add the bill of sale, proof of insurance and ID for both people.",
        "Pay the title and transfer fees. The state sets them.",
        "File everything with the state agency. In Illinois, that is the Secretary of State.",
        "The new owner gets a title in their name.",
      ],
    },
    {
      kind: "list",
      topic: "benefits",
      heading: "Why does the title transfer matter?",
      items: [
        "The title is your legal proof that you own the truck.",
        "The seller stops being responsible for the truck once it is transferred.",
        "The new owner needs the title to register and insure the truck.",
        "It prevents disputes and keeps the new owner from inheriting old fines.",
        "A clean ownership history helps when you sell the truck later.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks that your title and papers are complete before anything is filed.",
        "Fills in the transfer forms with you.",
        "Submits the title transfer to the Secretary of State.",
      ],
    },
  ],
  related: ["/trailer-registration", "/irp-transfer", "/irp-new-registration", "/notary-public"],
} satisfies ServicePageContent;
