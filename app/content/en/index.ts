/** One language's words still in TypeScript (app/content/index.ts): the checkup and the deadline calendar. */
export { checkupCopy as checkup } from "./tools/checkup";
