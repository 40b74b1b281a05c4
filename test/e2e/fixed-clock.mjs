/**
 * Loaded before the production bundle (node --import) by specs that need a given hour: the server's clock starts at
 * E2E_NOW and runs on from there, so "today", its windows and whether the shop answers the phone are the spec's
 * to choose, whatever hour CI runs at. Each SIGUSR2 moves it on an hour (a visitor slow over their details).
 * Only Date moves; timers run on real time.
 */
const start = Date.parse(process.env.E2E_NOW ?? '');
if (Number.isNaN(start)) throw new Error('E2E_NOW must be an instant, e.g. 2026-12-01T14:00:00Z');
const RealDate = Date;
let offset = start - RealDate.now();
process.on('SIGUSR2', () => {
  offset += 60 * 60_000;
});

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;
