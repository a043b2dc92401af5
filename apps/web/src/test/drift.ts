/**
 * Fake answers that did not parse with their route's schema, kept until the test ends (setup.ts
 * then fails it). Apart from the fake server so the setup of every unit test stays light.
 */
const found: string[] = [];

export function reportDrift(problem: string) {
  found.push(problem);
}

/** Throws (failing the test that just ran) when a fake answered what the contract does not allow. */
export function assertNoDrift() {
  const problems = found.splice(0);
  if (problems.length) throw new Error(`The fake server answered outside the contract:\n${problems.join('\n')}`);
}
