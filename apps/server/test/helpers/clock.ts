/** A clock tests can move: `clock.now` is what the app sees; `advance(minutes)` moves it forward. */
export interface TestClock {
  (): Date;
  set(d: Date): void;
  advanceMinutes(min: number): void;
  advanceSeconds(s: number): void;
}

export function testClock(start = new Date('2026-11-02T09:00:00Z')): TestClock {
  let t = start.getTime();
  const clock = (() => new Date(t)) as TestClock;
  clock.set = (d) => (t = d.getTime());
  clock.advanceMinutes = (m) => (t += m * 60_000);
  clock.advanceSeconds = (s) => (t += s * 1000);
  return clock;
}
