import data from "./fees.json" with { type: "json" };
import type { Fees } from "./schemas";

/**
 * The money figures the site states (app/data/fees.json, checked against its schema when Astro
 * starts): filing fees, the Form 2290 tax's rates and the amounts around them, each group with its
 * source and the day it was last checked. app/content/figures.test.ts fails when a content file
 * types one of them again.
 */
export const fees: Fees = data;
