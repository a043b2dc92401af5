import { describe, expect, it } from 'vitest';
import { ListingTurns } from './listingTurns';

/** Asks the gate for `n` listings in one turn; each records its name when it begins. */
function arrive(turns: ListingTurns, n: number, begun: string[], from = 1) {
  return Array.from({ length: n }, (_, i) => {
    const name = `L${from + i}`;
    const admitted = turns.admit();
    if (!admitted) {
      begun.push(name);
      return Promise.resolve();
    }
    return admitted.then(() => void begun.push(name));
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ListingTurns', () => {
  it('begins perTurn listings at once and the others in later turns, in arrival order', async () => {
    const turns = new ListingTurns(4);
    const begun: string[] = [];
    const all = arrive(turns, 10, begun);
    expect(begun).toEqual(['L1', 'L2', 'L3', 'L4']);
    await nextTurn();
    expect(begun).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8']);
    await Promise.all(all);
    expect(begun).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8', 'L9', 'L10']);
  });

  it("lets what arrived meanwhile (a write's answer from the database) run before the waiting listings", async () => {
    const turns = new ListingTurns(4);
    const happened: string[] = [];
    const all = arrive(turns, 12, happened);
    // An answer that arrives now is taken in the next turn, before listings 9 to 12 begin.
    setImmediate(() => happened.push('write'));
    await Promise.all(all);
    expect(happened.indexOf('write')).toBeGreaterThan(happened.indexOf('L8'));
    expect(happened.indexOf('write')).toBeLessThan(happened.indexOf('L9'));
  });

  it('never holds back listings on a quiet server: each turn has room again', async () => {
    const turns = new ListingTurns(2);
    for (let i = 0; i < 5; i++) {
      expect(turns.admit()).toBeUndefined();
      expect(turns.admit()).toBeUndefined();
      await nextTurn();
    }
  });

  it('a turn that began some waiting listings has room only for the rest of perTurn', async () => {
    const turns = new ListingTurns(2);
    const begun: string[] = [];
    const first = arrive(turns, 3, begun);
    await nextTurn(); // L3 begins; the new turn has one place left
    const later = arrive(turns, 3, begun, 4);
    expect(begun).toEqual(['L1', 'L2', 'L3', 'L4']); // L5 and L6 wait for the next turn
    await Promise.all([...first, ...later]);
    expect(begun).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6']);
  });
});
