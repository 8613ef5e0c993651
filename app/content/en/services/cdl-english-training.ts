import { cdlPracticeCopy } from "~/content/en/tools/cdl-practice";
import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import { roadSignIds } from "~/lib/tools/road-signs";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const { guidance, outOfService, borderZoneFaq } = dates.englishProficiency;

export default {
  path: "/cdl-english-training",
  title: "CDL English: the roadside check, and practice for it",
  description:
    "The roadside English proficiency check for truck drivers: what inspectors ask, what happens if you fail, free practice, and the office's CDL English course.",
  lead: `Since ${f.date(outOfService)}, a truck driver who cannot answer an inspector's questions in English or read road signs is put out of service on the spot. Here is how the check works, practice for both of its steps, and the office's course.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "overview",
      heading: "What does the rule ask of you?",
      paragraphs: [
        "The federal rule 49\u00a0CFR\u00a0391.11(b)(2) says a commercial driver must read and speak English well enough to:",
      ],
      items: [
        "talk with the public",
        "understand traffic signs and signals in English",
        "answer questions from officials",
        "fill in reports and records",
      ],
      note: `The rule is old; the enforcement is new. FMCSA's guidance of ${f.date(guidance)} tells inspectors how to check it, and since ${f.date(outOfService)} the CVSA out-of-service criteria take a driver who fails off the road. The Consolidated Appropriations Act, 2026 also orders the Department of Transportation to write into its regulations that failing the rule triggers an out-of-service order.`,
    },
    {
      kind: "list",
      topic: "who",
      heading: "Who is checked, and when?",
      paragraphs: [
        "Any commercial driver can be checked at a roadside inspection: at a weigh station, a checkpoint or the side of the road, by federal or state inspectors.",
      ],
      items: [
        "Every inspection starts in English. If your first answers show you may not understand, the inspector starts the English check.",
        "You answer on your own: no interpreter, translation app or phrase cards.",
        `In the commercial zones along the border with Mexico, a driver who fails is cited but not put out of service. That is FMCSA's answer as of its FAQ of ${f.date(borderZoneFaq)}, and it may change when FMCSA writes the new rule.`,
      ],
      note: "A carrier must not let anyone drive who does not meet the rule (49\u00a0CFR\u00a0391.11(a)).",
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "What happens at the roadside?",
      paragraphs: [`FMCSA's guidance of ${f.date(guidance)} sets two steps.`],
      items: [
        "The interview. The inspector asks about your trip, hours and logs, license, shipping papers and truck, and you answer in English. If you cannot, the check ends here: you are cited and put out of service.",
        "The road signs. If you pass, the inspector shows you pictures of road signs and asks what each one means.",
      ],
      note: "It is a conversation, not a language exam: the inspector judges whether you understood and answered.",
    },
    {
      kind: "list",
      topic: "penalties",
      heading: "What if you do not pass?",
      paragraphs: [
        "You are cited for a violation of 49\u00a0CFR\u00a0391.11(b)(2) and put out of service on the spot.",
      ],
      items: [
        "You may not drive a commercial vehicle until you meet the rule; another qualified driver must move the truck.",
        "The violation goes on the inspection report and counts against the safety record of the carrier you drive for.",
        "No official retest, waiting period or certificate has been published that ends the order: you drive again once you can show an inspector the English the rule asks for.",
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "How is it different from the CDL tests?",
      items: [
        "Who and when: you take the CDL tests at the state's licensing office (in Illinois, the Secretary of State) to get a CDL, a class or an endorsement; the roadside check comes at any inspection, without notice.",
        "What: the CDL tests check the rules, the vehicle inspection and your driving; the roadside check, talking with an officer and reading road signs in English.",
        "If you fail: you can take a CDL test again; the roadside check puts you out of service on the spot.",
      ],
      note: "A CDL does not prove your English: a CDL holder can still be put out of service at the roadside.",
    },
    {
      kind: "list",
      topic: "help",
      heading: "The office's CDL English course",
      paragraphs: ["The office's CDL English Proficiency Training prepares you for:"],
      items: [
        "the roadside interview: questions about your trip, hours, documents and truck, and how to answer them",
        "the road signs a truck driver must read and explain",
        "the CDL tests",
      ],
      note: "Ask us for the dates and fees.",
    },
    {
      kind: "text",
      topic: "speaking",
      heading: "Practise the interview",
      paragraphs: [
        `${cdlPracticeCopy.interview.questions.length} questions inspectors often ask, each with a model answer: answer them aloud in your own words, then compare.`,
      ],
      reference: {
        path: "/cdl-english-training/interview-practice",
        text: "The practice is on a page of its own:",
        link: "CDL interview practice",
      },
    },
    {
      kind: "text",
      topic: "signs",
      heading: "Practise the road signs",
      paragraphs: [
        `${roadSignIds.length} signs a truck driver must know: choose what each one means and see at once whether you are right, and why.`,
      ],
      reference: {
        path: "/cdl-english-training/road-sign-practice",
        text: "The practice is on a page of its own:",
        link: "CDL road-sign practice",
      },
    },
  ],
} satisfies ServicePageContent;
