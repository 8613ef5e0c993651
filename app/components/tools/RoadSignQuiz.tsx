import { useEffect, useId, useRef, useState } from "react";
import type { CdlPracticeCopy } from "~/content/tool-words";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { saveHandoff } from "~/lib/handoff";
import {
  type Choice,
  firstRound,
  nextRound,
  type RoadSignId,
  roadSignImageSize,
  roadSignSrc,
  rightAnswers,
  rightChoice,
  type Round,
} from "~/lib/tools/road-signs";
import { randomSeed } from "~/lib/tools/shuffle";
import { useHydrated, waitingButton } from "~/lib/use-hydrated";
import { usePressedBeforeHydration } from "~/lib/use-pressed-before-hydration";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { Text, TextShape } from "../Text";

export type RoadSignQuizCopy = CdlPracticeCopy["signs"];

type Answers = Partial<Record<RoadSignId, Choice>>;

/** A sign's choices: the right answer first, as the content lists them (app/lib/tools/road-signs.ts). */
function choiceWords(copy: RoadSignQuizCopy, id: RoadSignId): readonly [string, string, string] {
  const sign = copy.signs[id];
  return [sign.answer, ...sign.wrong];
}

/** The radio buttons of one sign share a name: the island's id and the sign's. */
const groupName = (id: string, sign: RoadSignId) => `${id}-${sign}`;

/** The first radio button of a sign, where focus goes to answer it. */
const firstRadio = (root: HTMLElement | null, id: string, sign: RoadSignId) =>
  root?.querySelector<HTMLInputElement>(`input[name="${groupName(id, sign)}"]`);

/**
 * The road-sign practice on /cdl-english-training/road-sign-practice (an island). Each sign is a group of radio
 * buttons beside its drawing; "Check" says in a live region whether the choice was right and
 * explains the sign, then becomes "Next sign", which moves focus to the next sign not yet answered,
 * or to the score once every sign is. "Try again" mixes the signs and their choices anew
 * (app/lib/tools/road-signs.ts). The build renders the first round, the same on every build, with
 * live radio buttons, and a "Check" pressed before React runs is made once it does; without
 * JavaScript, "Check" is hidden and the right choice is marked.
 */
export default function RoadSignQuiz({ copy, locale }: { copy: RoadSignQuizCopy; locale: Locale }) {
  const hydrated = useHydrated();
  const [round, setRound] = useState<Round>(firstRound);
  const [picked, setPicked] = useState<Answers>({});
  const [answered, setAnswered] = useState<Answers>({});
  // Signs whose "Check" was pressed with nothing chosen: their live region asks for a choice.
  const [unchosen, setUnchosen] = useState<ReadonlySet<RoadSignId>>(new Set());
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const score = useRef<HTMLParagraphElement>(null);
  // "Try again" moves focus to the first sign once the new round is on screen.
  const focusFirstSign = useRef(false);

  function pick(sign: RoadSignId, choice: Choice) {
    setPicked((current) => ({ ...current, [sign]: choice }));
    setUnchosen((current) => new Set([...current].filter((other) => other !== sign)));
  }
  useTypedBeforeHydration(root, (field) => {
    if (field instanceof HTMLInputElement && field.checked)
      pick(field.name.slice(id.length + 1) as RoadSignId, Number(field.value) as Choice);
  });
  usePressedBeforeHydration(root);

  const total = round.signs.length;
  const done = Object.keys(answered).length === total;

  useEffect(() => {
    if (!focusFirstSign.current) return;
    focusFirstSign.current = false;
    firstRadio(root.current, id, round.signs[0]!)?.focus();
  }, [id, round]);

  function check(sign: RoadSignId) {
    const choice = picked[sign];
    if (choice === undefined) setUnchosen((current) => new Set(current).add(sign));
    else setAnswered((current) => ({ ...current, [sign]: choice }));
  }

  /** After the sign at `index`, the first one not yet answered, going round to the start. */
  function nextUnanswered(index: number): RoadSignId | undefined {
    return [...round.signs.slice(index + 1), ...round.signs.slice(0, index)].find(
      (sign) => answered[sign] === undefined,
    );
  }

  function moveOn(index: number) {
    const next = nextUnanswered(index);
    if (next) firstRadio(root.current, id, next)?.focus();
    else score.current?.focus();
  }

  function tryAgain() {
    focusFirstSign.current = true;
    setRound(nextRound(round, randomSeed()));
    setPicked({});
    setAnswered({});
    setUnchosen(new Set());
  }

  function feedback(sign: RoadSignId) {
    const choice = answered[sign];
    if (choice === undefined) return unchosen.has(sign) ? <Text>{copy.choose}</Text> : null;
    const words = copy.signs[sign];
    const verdict = choice === rightChoice ? copy.right : formatMessage(copy.wrong, { answer: words.answer }, locale);
    return (
      <>
        <strong className={choice === rightChoice ? "text-green-800" : "text-red-800"}>
          <Text>{verdict}</Text>
        </strong>{" "}
        <Text>{words.explanation}</Text>
      </>
    );
  }

  return (
    <TextShape locale={locale}>
      <div ref={root} className="mt-4">
        <ol className="grid gap-5 lg:grid-cols-2">
          {round.signs.map((sign, index) => {
            const words = copy.signs[sign];
            const options = choiceWords(copy, sign);
            const answer = answered[sign];
            return (
              <li key={sign} className="rounded-lg border border-brand-100 p-4 sm:p-5">
                <fieldset>
                  <legend className="font-semibold text-brand-900">
                    <Text>{formatMessage(copy.legend, { position: index + 1, total }, locale)}</Text>
                  </legend>
                  <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
                    <img
                      src={roadSignSrc(sign)}
                      alt={words.alt}
                      {...roadSignImageSize(sign)}
                      loading="lazy"
                      decoding="async"
                      className="shrink-0 self-start"
                    />
                    <div className="min-w-0 flex-1 space-y-2">
                      {round.choices[sign].map((choice) => {
                        const right = answer !== undefined && choice === rightChoice;
                        const wrong = answer === choice && choice !== rightChoice;
                        return (
                          <label
                            key={choice}
                            className={`flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 ${right ? "border-green-700" : wrong ? "border-red-700" : "border-brand-200"}`}
                          >
                            <input
                              type="radio"
                              name={groupName(id, sign)}
                              value={choice}
                              checked={picked[sign] === choice}
                              disabled={answer !== undefined}
                              onChange={() => pick(sign, choice)}
                              className="size-5 shrink-0 accent-brand-700"
                            />
                            <span className="min-w-0 flex-1">
                              <Text>{options[choice]}</Text>
                              {choice === rightChoice && (
                                <span className="nojs-only font-semibold text-green-800">
                                  {" ✓ "}
                                  <Text>{copy.rightAnswer}</Text>
                                </span>
                              )}
                            </span>
                            {(right || wrong) && (
                              <span
                                aria-hidden="true"
                                className={`text-xl font-bold ${right ? "text-green-800" : "text-red-800"}`}
                              >
                                {right ? "✓" : "✗"}
                              </span>
                            )}
                          </label>
                        );
                      })}
                    </div>
                  </div>
                </fieldset>
                <button
                  {...waitingButton(hydrated, "button")}
                  onClick={() => (answer === undefined ? check(sign) : moveOn(index))}
                  className="js-only btn-primary mt-4"
                >
                  <Text box>{answer === undefined ? copy.check : nextUnanswered(index) ? copy.next : copy.finish}</Text>
                </button>
                <p aria-live="polite" className="prose-measure mt-3">
                  {feedback(sign)}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="mt-6 rounded-lg bg-brand-50 p-4 sm:p-5">
          <p ref={score} role="status" tabIndex={-1} className="text-lg font-bold text-brand-900">
            <Text>{done ? formatMessage(copy.score, { right: rightAnswers(answered), total }, locale) : ""}</Text>
          </p>
          <div className={`flex flex-wrap gap-3${done ? " mt-4" : ""}`}>
            {done && (
              <button type="button" onClick={tryAgain} className="btn-primary">
                <Text box>{copy.tryAgain}</Text>
              </button>
            )}
            <a
              href={localizePath("/contact", locale)}
              onClick={() => saveHandoff(copy.handoff, "Training")}
              className="btn-accent"
            >
              <Text box>{copy.ask}</Text>
            </a>
          </div>
        </div>
      </div>
    </TextShape>
  );
}
