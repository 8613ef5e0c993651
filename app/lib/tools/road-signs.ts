import { type Seed, seededRandom, shuffled } from "./shuffle";

/*
 * The road-sign practice on /cdl-english-training/road-sign-practice, without words: which signs, in which order,
 * and which choice is right. Each language's words for a sign (its text alternative, the right
 * answer, two wrong ones, the explanation) are in <locale>/tools/cdl-practice.ts; the drawings in
 * app/lib/road-sign-drawings.tsx.
 */

/** The signs in the order the build lists them: regulatory, then warning, then guide signs. */
export const roadSignIds = [
  "stop",
  "yield",
  "do-not-enter",
  "truck-speed-limit",
  "weight-limit",
  "no-trucks",
  "truck-route",
  "no-hazmat",
  "low-clearance",
  "steep-grade",
  "truck-rollover",
  "runaway-truck-ramp",
  "weigh-station",
] as const;

export type RoadSignId = (typeof roadSignIds)[number];

/**
 * Each sign's box in its drawing's units (app/lib/road-sign-drawings.tsx). A unit is the same size
 * on every sign, as the MUTCD's signs share a scale: a sign with a plaque under it stands taller,
 * not smaller, and a wide guide sign wider.
 */
export const roadSignBoxes: Record<RoadSignId, { readonly width: number; readonly height: number }> = {
  stop: { width: 100, height: 100 },
  yield: { width: 100, height: 90 },
  "do-not-enter": { width: 100, height: 100 },
  "truck-speed-limit": { width: 80, height: 142 },
  "weight-limit": { width: 80, height: 100 },
  "no-trucks": { width: 100, height: 100 },
  "truck-route": { width: 100, height: 66 },
  "no-hazmat": { width: 100, height: 100 },
  "low-clearance": { width: 100, height: 100 },
  "steep-grade": { width: 100, height: 142 },
  "truck-rollover": { width: 100, height: 100 },
  "runaway-truck-ramp": { width: 100, height: 92 },
  "weigh-station": { width: 120, height: 70 },
};

/**
 * A sign's size on the page: 1.5 CSS pixels a unit, a sign 100 units wide in 150 px. Every box is
 * then whole pixels, so no sign's height is a fraction that rounds one way or the other.
 */
export function roadSignImageSize(id: RoadSignId): { width: number; height: number } {
  const { width, height } = roadSignBoxes[id];
  return { width: width * 1.5, height: height * 1.5 };
}

/** Where a sign's drawing is served: app/pages/road-signs/[sign].svg.ts writes it at build time. */
export const roadSignSrc = (id: RoadSignId) => `/road-signs/${id}.svg`;

/** A sign's choices by their place in its content: 0 is `answer`, 1 and 2 are the two `wrong` ones. */
export type Choice = 0 | 1 | 2;
export const rightChoice: Choice = 0;
const choices: readonly Choice[] = [0, 1, 2];

/** One pass through the practice: the signs in the order shown, and each sign's choices in the order shown. */
export interface Round {
  readonly signs: readonly RoadSignId[];
  readonly choices: Readonly<Record<RoadSignId, readonly Choice[]>>;
}

function choicesMixed(random: () => number): Record<RoadSignId, readonly Choice[]> {
  const mixed = {} as Record<RoadSignId, readonly Choice[]>;
  for (const id of roadSignIds) mixed[id] = shuffled(choices, random);
  return mixed;
}

/** Fixed, so the build writes the same page every time and the right answer is not always first. */
const firstSeed: Seed = 25;

/** The round the build renders: the signs in list order, the choices mixed by a fixed seed. */
export function firstRound(): Round {
  return { signs: roadSignIds, choices: choicesMixed(seededRandom(firstSeed)) };
}

/** "Try again": signs and choices mixed anew; the signs never come in the order of the round before. */
export function nextRound(previous: Round, seed: Seed): Round {
  const random = seededRandom(seed);
  let signs = shuffled(roadSignIds, random);
  if (signs.every((id, i) => id === previous.signs[i])) signs = [...signs.slice(1), signs[0]!];
  return { signs, choices: choicesMixed(random) };
}

/** How many of the signs answered were answered right. */
export function rightAnswers(answers: Partial<Record<RoadSignId, Choice>>): number {
  return Object.values(answers).filter((choice) => choice === rightChoice).length;
}
