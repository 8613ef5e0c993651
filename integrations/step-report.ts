/*
 * Each build step changes what another tool wrote: Astro's island scripts and its tags, the rules
 * beasties picks, React's text separators, lucide's icons, Tailwind's flex classes. Were an
 * upgrade to write them another way, a step would find nothing, change nothing and say nothing,
 * and every page would ship without what the step gives it. So each step counts what it changed
 * on each page, and the build stops, naming the step, where a step found nothing: on a page that
 * has what the step works on (each step checks that itself), or on every page of the build.
 */

/** What each step counts on a page, and the output it reads, which an upgrade could change. */
export const steps = {
  "icon-sprite": { counts: "icons drawn from the sprite", reads: "lucide's <svg> markup" },
  "text-separators": { counts: "React text separators dropped", reads: "React's markup" },
  "critical-css": { counts: "rules inlined", reads: "beasties' output" },
  "hydration-scripts": { counts: "island scripts moved to a file", reads: "Astro's inline island scripts" },
  "after-paint": {
    counts: "stylesheets and scripts loaded after first paint",
    reads: "Astro's <link> and <script> tags",
  },
  "headers-files": { counts: "inline scripts and styles hashed", reads: "the pages' inline code" },
} as const;

export type Step = keyof typeof steps;

/** A step that found nothing where it must; the message starts with the step's name. */
export class StepError extends Error {
  constructor(
    readonly step: Step,
    problem: string,
  ) {
    super(`${step}: ${problem}`);
    this.name = "StepError";
  }
}

/** What each step changed on each page: "ru/index.html" → "critical-css" → 212 rules. */
export class StepReport {
  readonly pages = new Map<string, Map<Step, number>>();

  add(page: string, step: Step, changed: number): void {
    let counts = this.pages.get(page);
    if (!counts) this.pages.set(page, (counts = new Map()));
    counts.set(step, (counts.get(step) ?? 0) + changed);
  }

  /** How many pages a step changed, and how much in all. */
  total(step: Step): { pages: number; changed: number } {
    const counts = [...this.pages.values()].map((page) => page.get(step) ?? 0);
    return {
      pages: counts.filter((count) => count > 0).length,
      changed: counts.reduce((sum, count) => sum + count, 0),
    };
  }

  /** One line per step for the build's log. */
  summary(): string[] {
    return (Object.keys(steps) as Step[]).map((step) => {
      const { pages, changed } = this.total(step);
      return `${step}: ${changed} ${steps[step].counts} on ${pages} of ${this.pages.size} pages`;
    });
  }

  /** Stops the build at the first step that changed nothing on any page. */
  requireEveryStep(): void {
    for (const step of Object.keys(steps) as Step[]) {
      if (this.total(step).changed === 0)
        throw new StepError(
          step,
          `changed nothing on any of the ${this.pages.size} pages (${steps[step].counts}: 0). Did ${steps[step].reads} change?`,
        );
    }
  }
}
