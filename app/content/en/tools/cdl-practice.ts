import type { RoadSignId } from "~/lib/tools/road-signs";

/** One sign of the practice: what it shows, the right answer, two wrong ones, and why. */
interface SignWords {
  /** The text alternative of the drawing: what the sign looks like and says, not what it means. */
  readonly alt: string;
  readonly answer: string;
  readonly wrong: readonly [string, string];
  /** Shown after the answer is checked, and without JavaScript under "Show the answer". */
  readonly explanation: string;
}

/**
 * The practices of /cdl-english-training, each on a page of its own (interview-practice and
 * road-sign-practice under it). The interview's questions and model answers are English on
 * every page: a Russian or Bulgarian page shows this module's English beside its own
 * translation of each. The signs' words are in the page's language; the signs themselves
 * (app/lib/tools/road-signs.ts, app/lib/road-sign-drawings.tsx) say what real ones say.
 */
export const cdlPracticeCopy = {
  interview: {
    /** The checkbox above the questions on a translated page; an English page has no translations. */
    hideTranslations: "Hide the translations",
    /** Before each model answer. */
    answer: "Answer:",
    questions: [
      { question: "Where are you coming from?", answer: "From Joliet, Illinois, where I picked up this load." },
      { question: "Where are you going?", answer: "To Columbus, Ohio. I deliver tomorrow at 8 a.m." },
      { question: "What are you hauling?", answer: "Paper towels, 26 pallets." },
      { question: "How much does your load weigh?", answer: "About 38,000 pounds. It is on the bill of lading." },
      { question: "Are you carrying any hazardous materials?", answer: "No, I have no hazardous materials." },
      {
        question: "When did you start your day today?",
        answer: "At 5 a.m. I did my pre-trip inspection and started driving at 5:30.",
      },
      { question: "How long have you been driving today?", answer: "About 6 hours, with a 30-minute break." },
      { question: "When did you last take a 10-hour break?", answer: "Last night, from 7 p.m. to 5 a.m." },
      { question: "Do you use an electronic logging device?", answer: "Yes. It is on the tablet on the dashboard." },
      { question: "Show me your logs for today and the last 7 days.", answer: "Here they are on the ELD screen." },
      { question: "May I see your driver's license?", answer: "Yes, here is my CDL. It is class A." },
      { question: "Do you have your medical card?", answer: "Yes, here it is. It is good until March 2027." },
      {
        question: "May I see the registration for the truck and the trailer?",
        answer: "Here is the cab card for the truck, and here is the trailer registration.",
      },
      { question: "May I see your bill of lading?", answer: "Yes, here are the shipping papers." },
      { question: "Who do you drive for?", answer: "I am an owner-operator, leased on to ABC Trucking." },
      { question: "What is your company's USDOT number?", answer: "It is 1234567. It is on both sides of the truck." },
      { question: "Is this your truck?", answer: "Yes, it is my own truck." },
      { question: "When was the truck's last annual inspection?", answer: "In January. The report is in this folder." },
      {
        question: "Do you have a fire extinguisher and warning triangles?",
        answer: "Yes. The extinguisher is behind my seat, and the triangles are in the side box.",
      },
      {
        question: "Have you had any delays, breakdowns or bad weather?",
        answer: "Some rain near Indianapolis, but no problems.",
      },
    ],
  },
  signs: {
    /** Each sign's question. `{position}`: its place in the list; `{total}`: how many signs. */
    legend: "Sign {position} of {total}: what does it mean?",
    check: "Check",
    /** The same button once the answer is checked: to the next sign not yet answered, or to the score. */
    next: "Next sign",
    finish: "See your score",
    choose: "Choose an answer first.",
    right: "Right.",
    /** `{answer}`: the right answer. */
    wrong: "Not quite. The right answer: {answer}.",
    /** Without JavaScript, beside the right choice of each sign. */
    rightAnswer: "right answer",
    /** `{right}`: signs answered right; `{total}`: how many signs. */
    score: "You got {right} of {total} signs right.",
    tryAgain: "Try again",
    ask: "Ask about the course",
    /** The message the contact form starts with, under the service "Training". */
    handoff: "Please tell me the dates and fees of the CDL English Proficiency Training.",
    signs: {
      stop: {
        alt: "Red octagon with the word STOP",
        answer: "Stop completely, then go when the way is clear",
        wrong: ["Slow down, and stop only if traffic is coming", "Stop only if a police officer is there"],
        explanation: "A full stop at the line, every time, even when the road looks empty.",
      },
      yield: {
        alt: "Red-bordered triangle, point down, with the word YIELD",
        answer: "Slow down and let the traffic you meet go first",
        wrong: ["You have the right of way", "Stop and wait for a green light"],
        explanation: "YIELD: traffic on the other road has the right of way. Slow down, and stop if you must.",
      },
      "do-not-enter": {
        alt: "Red circle with a white bar and the words DO NOT ENTER",
        answer: "Do not drive in: traffic comes the other way",
        wrong: ["Only trucks may enter", "Enter only after a full stop"],
        explanation: "A one-way road or ramp comes toward you here: driving in means driving against traffic.",
      },
      "truck-speed-limit": {
        alt: "White signs: SPEED LIMIT 65, and under it TRUCKS 55",
        answer: "Trucks may drive at most 55 mph, other vehicles 65 mph",
        wrong: ["Trucks must drive at least 55 mph", "Trucks may drive 65 mph, cars 55 mph"],
        explanation: "The TRUCKS 55 plate sets the limit for trucks: 55 mph, while cars may drive 65.",
      },
      "weight-limit": {
        alt: "White sign with the words WEIGHT LIMIT 10 TONS",
        answer: "Vehicles over 10 tons may not use this road or bridge",
        wrong: ["Only vehicles over 10 tons may use this road", "Vehicles over 10 tons must stop at a scale"],
        explanation: "A vehicle over 10 tons (20,000 lb) with its load may not go on: take another route.",
      },
      "no-trucks": {
        alt: "A black truck inside a red circle with a red slash",
        answer: "No trucks on this road",
        wrong: ["Truck parking", "Watch for trucks entering the road"],
        explanation: "The red circle and slash mean no: trucks may not use this road.",
      },
      "truck-route": {
        alt: "White sign with the words TRUCK ROUTE",
        answer: "A road that trucks may use",
        wrong: ["A road for trucks only: no cars", "A truck stop is ahead"],
        explanation: "TRUCK ROUTE marks the road trucks should use, often around a town. Cars may use it too.",
      },
      "no-hazmat": {
        alt: "The letters HM inside a red circle with a red slash",
        answer: "Vehicles carrying hazardous materials may not use this road",
        wrong: ["A route for hazardous materials", "Hazardous materials must stop for inspection"],
        explanation: "The red circle and slash mean no: a load that needs hazmat placards may not go this way.",
      },
      "low-clearance": {
        alt: "Yellow diamond: 12 FT 6 IN between arrows pointing up and down",
        answer: "The bridge or roof ahead is only 12 ft 6 in high",
        wrong: ["The road ahead is only 12 ft 6 in wide", "Keep 12 ft 6 in from the vehicle ahead"],
        explanation: "Anything over 12 ft 6 in hits the bridge or roof ahead. Many trucks are 13 ft 6 in.",
      },
      "steep-grade": {
        alt: "Yellow diamond with a truck on a downhill slope, and under it a yellow plate: 6%",
        answer: "Steep hill down ahead: a 6% grade",
        wrong: ["Truck crossing ahead", "The road narrows ahead"],
        explanation: "The road drops 6 feet every 100 feet. Slow down before the hill and use a low gear.",
      },
      "truck-rollover": {
        alt: "Yellow diamond with a tipping truck above a curved arrow",
        answer: "A sharp curve where a truck can tip over: slow down",
        wrong: ["Trucks may turn around here", "Watch for falling rocks"],
        explanation: "At speed, a truck can tip over in the curve ahead. Brake before the curve, not in it.",
      },
      "runaway-truck-ramp": {
        alt: "Yellow sign with the words RUNAWAY TRUCK RAMP 1 MILE",
        answer: "In 1 mile, a ramp to stop a truck whose brakes fail",
        wrong: ["All trucks must leave the highway in 1 mile", "Truck parking in 1 mile"],
        explanation: "A lane of deep gravel or sand that stops a truck whose brakes fail on a downhill.",
      },
      "weigh-station": {
        alt: "Green sign with the words WEIGH STATION 1 MILE",
        answer: "A weigh station 1 mile ahead",
        wrong: ["A rest area 1 mile ahead", "No stopping for trucks for 1 mile"],
        explanation:
          "Trucks are weighed and often inspected there. When it is open and the signs say so, trucks must pull in.",
      },
    } satisfies Record<RoadSignId, SignWords>,
  },
};
