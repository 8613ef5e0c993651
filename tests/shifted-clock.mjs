/*
 * Loaded with node --import by scripts/reproducible-build.test.ts: moves this process's clock by
 * CLOCK_SHIFT_DAYS, so a build can run "on another day" without touching the machine's clock.
 */
const shiftMs = Number(process.env.CLOCK_SHIFT_DAYS ?? "0") * 86_400_000;
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...args);
  }

  static now() {
    return RealDate.now() + shiftMs;
  }
}

globalThis.Date = ShiftedDate;
