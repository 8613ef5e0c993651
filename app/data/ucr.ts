import data from "./ucr.json" with { type: "json" };
import type { UcrTables } from "./schemas";

/** The UCR fee table of each registration year the office has confirmed (app/data/ucr.json). */
export const ucrTables: UcrTables = data;
