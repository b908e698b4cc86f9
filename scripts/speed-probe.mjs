// The machine's speed, for reading a run's times: the same fixed loop every run (docs/testing.md#times
// gives the last full run's probe beside its step times). npm test prints it before anything starts;
// the dashboard bench prints it beside its interaction timings (docs/performance.md).
export function speedProbe() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 300_000_000; i++) x = (x + i) & 0xffff;
  if (x < 0) throw new Error('unreachable: keeps the loop from being dropped');
  return performance.now() - started;
}
