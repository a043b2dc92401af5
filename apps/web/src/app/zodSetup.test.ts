import { describe, expect, it } from 'vitest';
import './zodSetup';

describe('zodSetup', () => {
  it("turns off zod's eval-compiled parsers, through the setting zod itself reads", async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    // Parsing still works without them.
    expect(z.object({ name: z.string() }).safeParse({ name: 'Aarav' }).success).toBe(true);
  });
});
