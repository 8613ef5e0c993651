import { fees } from "~/data/fees";
import { describe, expect, it } from "vitest";
import { thresholds } from "~/data/thresholds";
import { ucrBrackets } from "./ucr";
import {
  type CheckupAnswers,
  type FilingRow,
  type FilingStatus,
  answerConflicts,
  evaluate,
  parseQuery,
  readQuery,
  toQuery,
  validateTrucks,
  validateUsdot,
  validateAxles,
  validateWeight,
} from "./checkup";

/** An interstate for-hire owner-operator with one tractor-trailer, in business already. */
const base: CheckupAnswers = {
  hire: true,
  broker: false,
  interstate: true,
  leaves: true,
  weightLb: 80_000,
  axles: 5,
  trailer: true,
  states: [],
  newBusiness: false,
  employees: false,
  trucks: null,
  usdot: null,
  firstUse: null,
  oregon: null,
  filed: [],
};

/** A row's key in the expectations: the filing, or "state-tax:KY" for a state's row. */
type Key = Exclude<FilingRow["filing"], "state-tax"> | `state-tax:${"KY" | "NM" | "NY" | "OR" | "CT"}`;

const keyOf = (row: FilingRow): Key => (row.filing === "state-tax" ? `state-tax:${row.state}` : row.filing);

function statuses(answers: CheckupAnswers): Record<string, FilingStatus> {
  return Object.fromEntries(evaluate(answers).map((row) => [keyOf(row), row.status]));
}

const cases: [string, Partial<CheckupAnswers>, Partial<Record<Key, FilingStatus>>][] = [
  // USDOT: over 10,000 lb across state lines.
  [
    "private carrier at 10,000 lb across state lines: no USDOT",
    { hire: false, weightLb: 10_000, axles: 2 },
    { usdot: "not-required" },
  ],
  [
    "private carrier at 10,001 lb across state lines: USDOT",
    { hire: false, weightLb: 10_001, axles: 2 },
    { usdot: "required" },
  ],
  [
    "for-hire interstate carrier at 10,000 lb: USDOT comes with MC",
    { weightLb: 10_000, axles: 2 },
    { usdot: "required", mc: "required" },
  ],
  [
    "Illinois-only carrier over 10,000 lb: USDOT to check",
    { interstate: false, leaves: false, weightLb: 10_001, axles: 2 },
    { usdot: "check" },
  ],
  [
    "Illinois-only carrier at 10,000 lb: no USDOT",
    { interstate: false, leaves: false, weightLb: 10_000, axles: 2 },
    { usdot: "not-required" },
  ],
  // IRP and IFTA: over 26,000 lb or 3+ axles, across state lines.
  [
    "26,000 lb on 2 axles: no IRP or IFTA",
    { weightLb: 26_000, axles: 2 },
    { irp: "not-required", ifta: "not-required" },
  ],
  ["26,001 lb on 2 axles: IRP and IFTA", { weightLb: 26_001, axles: 2 }, { irp: "required", ifta: "required" }],
  [
    "20,000 lb on 3 axles: IRP and IFTA by axles",
    { weightLb: 20_000, axles: 3 },
    { irp: "required", ifta: "required" },
  ],
  [
    "80,000 lb staying in Illinois: no IRP or IFTA",
    { interstate: false, leaves: false },
    { irp: "not-required", ifta: "not-required" },
  ],
  // Drayage: interstate freight, but the truck itself never leaves Illinois.
  [
    "drayage truck of 80,000 lb on 3 axles that stays in Illinois: no IRP or IFTA, but the interstate filings",
    { leaves: false, axles: 3 },
    {
      irp: "not-required",
      ifta: "not-required",
      usdot: "required",
      mc: "required",
      boc3: "required",
      ucr: "required",
      form2290: "required",
    },
  ],
  [
    "link without the leaves answer, heavy truck: IRP and IFTA to check",
    { leaves: null },
    { irp: "check", ifta: "check", usdot: "required" },
  ],
  [
    "link without the leaves answer, light truck: no IRP or IFTA",
    { leaves: null, weightLb: 26_000, axles: 2 },
    { irp: "not-required", ifta: "not-required" },
  ],
  [
    "link without the leaves answer, loads stay in Illinois: no IRP or IFTA",
    { leaves: null, interstate: false },
    { irp: "not-required", ifta: "not-required" },
  ],
  // Form 2290: 55,000 lb or more, inside one state or not.
  ["54,999 lb: no Form 2290", { weightLb: 54_999 }, { form2290: "not-required" }],
  ["55,000 lb: Form 2290", { weightLb: 55_000 }, { form2290: "required", ein: "required" }],
  [
    "55,000 lb inside Illinois: Form 2290 still",
    { interstate: false, leaves: false, weightLb: 55_000 },
    { form2290: "required" },
  ],
  // Kentucky: over 59,999 lb; exactly 59,999 lb is the spec's wording against the law's.
  ["Kentucky at 59,998 lb: no KYU", { weightLb: 59_998, states: ["KY"] }, { "state-tax:KY": "not-required" }],
  ["Kentucky at 59,999 lb: check", { weightLb: 59_999, states: ["KY"] }, { "state-tax:KY": "check" }],
  ["Kentucky at 60,000 lb: KYU", { weightLb: 60_000, states: ["KY"] }, { "state-tax:KY": "required" }],
  // New York: over 18,000 lb.
  ["New York at 18,000 lb: no HUT", { weightLb: 18_000, axles: 2, states: ["NY"] }, { "state-tax:NY": "not-required" }],
  ["New York at 18,001 lb: HUT", { weightLb: 18_001, axles: 2, states: ["NY"] }, { "state-tax:NY": "required" }],
  // New Mexico and Oregon: over 26,000 lb. Connecticut: 26,000 lb or more.
  [
    "New Mexico at 26,000 lb: no permit",
    { weightLb: 26_000, axles: 2, states: ["NM"] },
    { "state-tax:NM": "not-required" },
  ],
  ["New Mexico at 26,001 lb: permit", { weightLb: 26_001, axles: 2, states: ["NM"] }, { "state-tax:NM": "required" }],
  [
    "Oregon at 26,000 lb: no weight-mile tax",
    { weightLb: 26_000, axles: 2, states: ["OR"] },
    { "state-tax:OR": "not-required" },
  ],
  [
    "Oregon at 26,001 lb: weight-mile tax",
    { weightLb: 26_001, axles: 2, states: ["OR"] },
    { "state-tax:OR": "required" },
  ],
  [
    "Connecticut at 25,999 lb: no highway use fee",
    { weightLb: 25_999, axles: 2, states: ["CT"] },
    { "state-tax:CT": "not-required" },
  ],
  [
    "Connecticut at 26,000 lb with a trailer: highway use fee",
    { weightLb: 26_000, axles: 2, states: ["CT"] },
    { "state-tax:CT": "required" },
  ],
  [
    "Connecticut at 25,999 lb with a trailer: no fee",
    { weightLb: 25_999, axles: 2, states: ["CT"] },
    { "state-tax:CT": "not-required" },
  ],
  // Connecticut's fee is for combination vehicles (FHWA classes 8-13) only.
  [
    "Connecticut straight truck of 33,000 lb on 3 axles: no fee",
    { weightLb: 33_000, axles: 3, trailer: false, states: ["CT"] },
    { "state-tax:CT": "not-required" },
  ],
  [
    "Connecticut at 26,000 lb, link without the trailer answer: check",
    { weightLb: 26_000, axles: 2, trailer: null, states: ["CT"] },
    { "state-tax:CT": "check" },
  ],
  [
    "Connecticut at 25,999 lb, link without the trailer answer: no fee",
    { weightLb: 25_999, axles: 2, trailer: null, states: ["CT"] },
    { "state-tax:CT": "not-required" },
  ],
  [
    "a straight truck in New York still pays HUT",
    { weightLb: 33_000, axles: 3, trailer: false, states: ["NY"] },
    { "state-tax:NY": "required" },
  ],
  // Broker with no trucks.
  [
    "broker with no trucks",
    { hire: false, broker: true, weightLb: 0, axles: 0 },
    {
      broker: "required",
      boc3: "required",
      ucr: "required",
      usdot: "required",
      mc: "not-required",
      irp: "not-required",
      ifta: "not-required",
      form2290: "not-required",
      illinois: "not-required",
    },
  ],
  [
    "broker working only inside one state: check",
    { hire: false, broker: true, interstate: false, leaves: false, weightLb: 0, axles: 0 },
    { broker: "check", boc3: "check", ucr: "check" },
  ],
  // Intrastate-only Illinois carrier.
  [
    "for-hire carrier staying in Illinois",
    { interstate: false, leaves: false },
    {
      illinois: "required",
      mc: "not-required",
      boc3: "not-required",
      ucr: "not-required",
      irp: "not-required",
      ifta: "not-required",
      form2290: "required",
      usdot: "check",
    },
  ],
  // Private carrier crossing state lines.
  [
    "private carrier crossing state lines",
    { hire: false },
    {
      usdot: "required",
      ucr: "required",
      mc: "not-required",
      boc3: "not-required",
      irp: "required",
      ifta: "required",
      illinois: "not-required",
    },
  ],
  [
    "private carrier staying in Illinois: ICC to check",
    { hire: false, interstate: false, leaves: false },
    { illinois: "check", mc: "not-required" },
  ],
  // Interstate for-hire carrier: the full federal set.
  [
    "interstate for-hire owner-operator",
    {},
    {
      usdot: "required",
      mc: "required",
      boc3: "required",
      ucr: "required",
      irp: "required",
      ifta: "required",
      form2290: "required",
      illinois: "check",
      broker: "not-required",
    },
  ],
  [
    "light for-hire truck across state lines: UCR to check",
    { weightLb: 9_000, axles: 2 },
    { ucr: "check", irp: "not-required", form2290: "not-required" },
  ],
  [
    "carrier that is also a broker: BOC-3 once",
    { broker: true },
    { broker: "required", boc3: "required", mc: "required" },
  ],
  // Company, EIN, payroll.
  [
    "new business: company and EIN to check",
    { newBusiness: true, weightLb: 26_000, axles: 2 },
    { company: "check", ein: "check" },
  ],
  [
    "existing business, no employees, under 55,000 lb: no EIN",
    { weightLb: 26_000, axles: 2 },
    { company: "not-required", ein: "not-required", payroll: "not-required" },
  ],
  [
    "employees: EIN and payroll",
    { employees: true, weightLb: 26_000, axles: 2 },
    { ein: "required", payroll: "required" },
  ],
  [
    "new business with employees",
    { newBusiness: true, employees: true },
    { company: "check", ein: "required", payroll: "required" },
  ],
];

describe("evaluate", () => {
  it.each(cases)("%s", (_name, overrides, expected) => {
    const got = statuses({ ...base, ...overrides });
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, got[key]]))).toEqual(expected);
  });

  it("lists required rows first, then rows to check, then the rest", () => {
    const order = evaluate({ ...base, states: ["KY", "CT"], interstate: false, leaves: false }).map(
      (row) => row.status,
    );
    const rank = { required: 0, check: 1, "not-required": 2 };
    expect(order.map((s) => rank[s])).toEqual([...order.map((s) => rank[s])].sort());
  });

  it("shows a state's row only when the visitor drives there", () => {
    expect(evaluate({ ...base, states: [] }).some((row) => row.filing === "state-tax")).toBe(false);
    const rows = evaluate({ ...base, states: ["NY", "KY"] }).filter((row) => row.filing === "state-tax");
    expect(rows.map((row) => [row.state, row.path])).toEqual([
      ["KY", "/state-quarterly-ky-nm-ny"],
      ["NY", "/state-quarterly-ky-nm-ny"],
    ]);
  });

  it("gives reasons as codes with the numbers from the thresholds", () => {
    const irp = evaluate({ ...base, weightLb: 26_001, axles: 2 }).find((row) => row.filing === "irp");
    expect(irp?.reason).toEqual({
      code: "irp-ifta-qualifies",
      weightLb: 26_001,
      axles: 2,
      overLb: thresholds.irpIfta.overLb,
      minAxles: 3,
    });
  });

  it.each([
    ["a drayage truck", { leaves: false }, "irp", { code: "truck-stays-in-illinois" }],
    [
      "an unanswered leaves",
      { leaves: null },
      "ifta",
      { code: "irp-ifta-leaves-unknown", weightLb: 80_000, axles: 5, overLb: 26_000, minAxles: 3 },
    ],
    [
      "a tractor-trailer in Connecticut",
      { states: ["CT"] },
      "state-tax",
      { code: "state-ct-combination", atLeastLb: 26_000 },
    ],
    [
      "a straight truck in Connecticut",
      { states: ["CT"], trailer: false },
      "state-tax",
      { code: "state-ct-no-trailer", atLeastLb: 26_000 },
    ],
    [
      "an unanswered trailer in Connecticut",
      { states: ["CT"], trailer: null },
      "state-tax",
      { code: "state-ct-trailer-unknown", atLeastLb: 26_000 },
    ],
  ] as const)("names the answer behind %s", (_name, overrides, filing, reason) => {
    const row = evaluate({ ...base, ...overrides }).find((r) => r.filing === filing);
    expect(row?.reason).toEqual(reason);
  });

  it("takes fees from the site's data", () => {
    const rows = evaluate({ ...base, broker: true });
    const fee = (filing: string) => rows.find((row) => row.filing === filing)?.fee;
    const { brokerAuthority, boc3, illinoisIntrastate } = fees;
    expect(fee("mc")).toEqual({ kind: "flat", dollars: fees.mcAuthority.fmcsaFee });
    expect(fee("broker")).toEqual({
      kind: "bond-and-fee",
      bond: brokerAuthority.suretyBond,
      fee: brokerAuthority.fmcsaFee,
      bondYearlyMin: brokerAuthority.bondYearly.typicalMin,
      bondYearlyMax: brokerAuthority.bondYearly.typicalMax,
    });
    expect(fee("boc3")).toEqual({ kind: "typical-range", min: boc3.typicalMin, max: boc3.typicalMax });
    expect(fee("ucr")).toEqual({ kind: "from", dollars: ucrBrackets[0]!.fee, upToVehicles: ucrBrackets[0]!.max });
    expect(fee("usdot")).toEqual({ kind: "no-fee" });
    expect(fee("illinois")).toEqual({
      kind: "range-plus-per-truck",
      min: illinoisIntrastate.typicalMin,
      max: illinoisIntrastate.typicalMax,
      perTruckYearly: illinoisIntrastate.perTruckYearly,
    });
    expect(fee("form2290")).toBeUndefined();
  });
});

describe("validateWeight and validateAxles", () => {
  it.each([
    ["80000", { ok: true, value: 80_000 }],
    ["80,000", { ok: true, value: 80_000 }],
    [" 80,000 lb ", { ok: true, value: 80_000 }],
    ["80 000", { ok: true, value: 80_000 }],
    ["80\u00a0000 фунтов", { ok: true, value: 80_000 }],
    ["26001 lbs", { ok: true, value: 26_001 }],
    ["0", { ok: false, error: "zero" }],
    ["", { ok: false, error: "empty" }],
    ["-5", { ok: false, error: "negative" }],
    ["26000.5", { ok: false, error: "not-whole" }],
    ["eighty", { ok: false, error: "not-a-number" }],
    ["80,00", { ok: false, error: "not-a-number" }],
    ["9".repeat(20), { ok: false, error: "too-large" }],
  ])("weight %j", (input, expected) => {
    expect(validateWeight(input, true)).toEqual(expected);
  });

  it("takes a weight of 0 only from a business that runs no truck", () => {
    expect(validateWeight("0", false)).toEqual({ ok: true, value: 0 });
    expect(validateWeight("0", true)).toEqual({ ok: false, error: "zero" });
  });

  it.each([
    ["5", 80_000, { ok: true, value: 5 }],
    ["0", 0, { ok: true, value: 0 }],
    ["5", null, { ok: true, value: 5 }],
    ["0", 80_000, { ok: false, error: "needs-axles" }],
    ["2", 0, { ok: false, error: "no-truck-no-axles" }],
    ["2.5", 80_000, { ok: false, error: "not-whole" }],
    ["", 80_000, { ok: false, error: "empty" }],
  ] as const)("axles %j with weight %j", (input, weight, expected) => {
    expect(validateAxles(input, weight)).toEqual(expected);
  });
});

describe("parseQuery and toQuery", () => {
  const link =
    "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no";
  /** A link the checkup wrote before it asked whether the truck leaves Illinois or pulls a trailer. */
  const oldLink = "hire=yes&broker=no&interstate=yes&weight=80000&axles=5&states=KY,NY&new=no&employees=no";

  it("reads the issue's example link", () => {
    expect(parseQuery(new URLSearchParams(link))).toEqual({ ...base, states: ["KY", "NY"] });
  });

  it("writes the exact link format", () => {
    expect(toQuery({ ...base, states: ["NY", "KY"] })).toBe(link);
    expect(toQuery({ ...base, hire: false, broker: true, leaves: false, weightLb: 0, axles: 0, trailer: false })).toBe(
      "hire=no&broker=yes&interstate=yes&leaves=no&weight=0&axles=0&trailer=no&states=&new=no&employees=no",
    );
  });

  it("still reads a link made before the leaves and trailer questions, with those answers open", () => {
    expect(parseQuery(new URLSearchParams(oldLink))).toEqual({
      ...base,
      leaves: null,
      trailer: null,
      states: ["KY", "NY"],
    });
    expect(toQuery({ ...base, leaves: null, trailer: null, states: ["KY", "NY"] })).toBe(oldLink);
  });

  it.each([
    ["leaves without crossing state lines", { interstate: false, leaves: true }, ["leaves-but-stays"]],
    ["states ticked for a truck that stays in Illinois", { leaves: false, states: ["KY"] }, ["states-but-stays"]],
    ["both", { interstate: false, leaves: true as boolean | null, states: [] }, ["leaves-but-stays"]],
    ["an old link's open leaves answer", { interstate: false, leaves: null, states: ["KY"] }, []],
    ["drayage with no states", { leaves: false, states: [] }, []],
  ] as const)("finds the contradiction in %s", (_name, overrides, expected) => {
    expect(answerConflicts({ ...base, ...overrides })).toEqual(expected);
  });

  it.each<CheckupAnswers>([
    base,
    {
      ...base,
      hire: false,
      broker: true,
      interstate: false,
      leaves: false,
      weightLb: 0,
      axles: 0,
      newBusiness: true,
      employees: true,
    },
    { ...base, states: ["KY", "NM", "NY", "OR", "CT"] },
    { ...base, leaves: false, trailer: false },
    { ...base, leaves: null, trailer: null },
    { ...base, trucks: 3, usdot: "1234567", firstUse: { year: 2026, month: 11 } },
    { ...base, hire: false, broker: true, weightLb: 0, axles: 0, trucks: 0 },
    { ...base, states: ["KY", "OR"], oregon: "monthly" },
    { ...base, states: ["OR"], oregon: "quarterly", filed: ["ifta-20261031", "ky-20261031", "2290f-20261102"] },
  ])("round-trips %j", (answers) => {
    expect(parseQuery(new URLSearchParams(toQuery(answers)))).toEqual(answers);
  });

  it("writes and reads the optional answers after the others", () => {
    const query = toQuery({
      ...base,
      states: ["KY", "NY"],
      trucks: 3,
      usdot: "1234567",
      firstUse: { year: 2027, month: 3 },
    });
    expect(query).toBe(`${link}&trucks=3&dot=1234567&first=2027-03`);
    expect(parseQuery(new URLSearchParams(`${link}&dot=0001234567`))?.usdot).toBe("1234567");
    const marked = toQuery({ ...base, states: ["KY", "OR"], oregon: "quarterly", trucks: 3, filed: ["ifta-20261031"] });
    expect(marked).toBe(
      "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,OR&oregon=quarterly&new=no&employees=no&trucks=3&filed=ifta-20261031",
    );
  });

  it.each([
    ["nothing", "", { param: "hire", problem: "missing" }],
    ["a missing answer", link.replace("&employees=no", ""), { param: "employees", problem: "missing" }],
    ["true instead of yes", link.replace("hire=yes", "hire=true"), { param: "hire", problem: "malformed" }],
    ["a weight with letters", link.replace("weight=80000", "weight=80k"), { param: "weight", problem: "malformed" }],
    ["an unknown state", link.replace("KY,NY", "KY,TX"), { param: "states", problem: "malformed" }],
    ["axles with no truck", link.replace("weight=80000", "weight=0"), { param: "axles", problem: "conflict" }],
    ["trucks with letters", `${link}&trucks=two`, { param: "trucks", problem: "malformed" }],
    ["no trucks with a truck's weight", `${link}&trucks=0`, { param: "trucks", problem: "conflict" }],
    ["a USDOT number with letters", `${link}&dot=12a4`, { param: "dot", problem: "malformed" }],
    ["a USDOT number of nine digits", `${link}&dot=123456789`, { param: "dot", problem: "malformed" }],
    ["a month 13", `${link}&first=2026-13`, { param: "first", problem: "malformed" }],
    ["a month without its year", `${link}&first=11`, { param: "first", problem: "malformed" }],
    [
      "states for a truck that stays in Illinois",
      link.replace("leaves=yes", "leaves=no"),
      { param: "states", problem: "conflict" },
    ],
    ["an Oregon filing without Oregon", `${link}&oregon=monthly`, { param: "oregon", problem: "conflict" }],
    [
      "an Oregon filing of every week",
      `${link.replace("KY,NY", "OR")}&oregon=weekly`,
      { param: "oregon", problem: "malformed" },
    ],
    ["a filed mark that is no code", `${link}&filed=ifta`, { param: "filed", problem: "malformed" }],
    [
      "more filed marks than a plan can have",
      `${link}&filed=${Array.from({ length: 25 }, () => "ifta-20261031").join(",")}`,
      { param: "filed", problem: "malformed" },
    ],
  ])("names the problem with %s", (_name, query, problem) => {
    expect(readQuery(new URLSearchParams(query))).toEqual({ ok: false, error: problem });
  });

  it.each([
    ["", 80_000, { ok: true, value: null }],
    ["3", 80_000, { ok: true, value: 3 }],
    ["0", 0, { ok: true, value: 0 }],
    ["0", 80_000, { ok: false, error: "needs-trucks" }],
    ["2", 0, { ok: false, error: "no-truck-no-trucks" }],
    ["two", 80_000, { ok: false, error: "not-a-number" }],
  ] as const)("trucks %j with weight %j", (input, weight, expected) => {
    expect(validateTrucks(input, weight)).toEqual(expected);
  });

  it.each([
    ["", { ok: true, value: null }],
    [" 01234567 ", { ok: true, value: "1234567" }],
    ["12-34", { ok: false, error: "not-digits" }],
    ["123456789", { ok: false, error: "too-long" }],
    ["000", { ok: false, error: "zero" }],
  ] as const)("USDOT number %j", (input, expected) => {
    expect(validateUsdot(input)).toEqual(expected);
  });

  it("reads commas escaped by a browser or mail program", () => {
    expect(parseQuery(new URLSearchParams(link.replace("KY,NY", "KY%2CNY")))?.states).toEqual(["KY", "NY"]);
  });

  it.each([
    ["nothing", ""],
    ["a missing answer", link.replace("&employees=no", "")],
    ["true instead of yes", link.replace("hire=yes", "hire=true")],
    ["a weight with letters", link.replace("weight=80000", "weight=80k")],
    ["a negative weight", link.replace("weight=80000", "weight=-1")],
    ["a decimal axle count", link.replace("axles=5", "axles=2.5")],
    ["an unknown state", link.replace("KY,NY", "KY,TX")],
    ["a truck with no axles", link.replace("axles=5", "axles=0")],
    ["axles with no truck", link.replace("weight=80000", "weight=0")],
    ["a huge number", link.replace("weight=80000", `weight=${"9".repeat(30)}`)],
    ["broken escapes", "hire=%E0%A4%A&broker=no"],
    ["a malformed leaves answer", link.replace("leaves=yes", "leaves=maybe")],
    ["an empty trailer answer", link.replace("trailer=yes", "trailer=")],
    [
      "a truck that leaves Illinois on trips that never cross state lines",
      link.replace("interstate=yes", "interstate=no"),
    ],
    ["states for a truck that stays in Illinois", link.replace("leaves=yes", "leaves=no")],
  ])("gives null for %s", (_name, query) => {
    expect(parseQuery(new URLSearchParams(query))).toBeNull();
  });
});
