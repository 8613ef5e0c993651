import { statutoryNotaryNotice } from "~/data/notary-notice";
import type { ServicePageContent } from "~/content/types";
import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";

const notaryFee = formats.en.usd(fees.notaryAct.maximum);

export default {
  path: "/notary-public",
  title: "Get a document notarized",
  description:
    "Notary public at our Illinois office: notarization in English, Bulgarian or Russian. Bring the original document and a valid ID. Appointment recommended.",
  lead: `The office's notary can serve you in English, Bulgarian or Russian. Bring the original document and a valid ID. Illinois caps the fee at ${notaryFee} for each notarial act.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "overview",
      heading: "What you need to know first",
      items: [
        "Languages: English, Bulgarian or Russian. The notary speaks with you directly in one of these languages; the notary's certificate on your document is completed in English.",
        `Fee: at most ${notaryFee} for each notarial act, the limit set by Illinois law (5\u00a0ILCS 312/3-104). The notary tells you the fee before notarizing.`,
        "Bring the original document and a valid ID",
        "Appointment recommended",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The original document you need notarized", detail: "A copy is not enough." },
        {
          text: "A valid ID with your photo",
          detail: "For example, a driver's license, state ID or passport that has not expired.",
        },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to get it done",
      items: [
        "Make an appointment. An appointment is recommended, so the notary is free when you arrive.",
        "Come in person. At this office, every person who signs the document must be there. Illinois law also allows remote and electronic notarization, but the office notarizes in person.",
        "Wait to sign until the notary asks you to. Many documents must be signed in front of the notary.",
        "The notary checks your ID, watches you sign and stamps the document.",
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "What a notary can and cannot do",
      items: [
        "A notary confirms who you are and that you signed the document.",
        "A notary does not check whether the document is correct or what it means for you.",
        "A notary cannot notarize a document in which the notary has a personal interest.",
      ],
    },
    {
      kind: "text",
      topic: "warning",
      heading: "Notice required by Illinois law",
      paragraphs: [
        statutoryNotaryNotice,
        "Illinois law (5\u00a0ILCS 312/3-103) requires a notary who is not an attorney and who advertises notary services in a language other than English to show this notice.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need an appointment?",
      answer: "An appointment is recommended. It makes sure the notary is free when you come in.",
    },
    {
      question: "How much does it cost?",
      answer: `Illinois law caps the notary fee at ${notaryFee} for each notarial act. The notary must tell you the fee before notarizing your document.`,
    },
  ],
  related: ["/truck-title-transfer", "/trailer-registration", "/llc-formation"],
} satisfies ServicePageContent;
