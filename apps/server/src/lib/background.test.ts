import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background';

describe('BackgroundTasks', () => {
  it('runs a task without the caller waiting, and settles when it is done', async () => {
    const tasks = new BackgroundTasks({ error: () => {} });
    let release = () => {};
    let done = false;
    tasks.run('slow', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    const settled = tasks.settled();
    release();
    await settled;
    expect(done).toBe(true);
  });

  it('logs a failure instead of throwing it at anyone', async () => {
    const logged: object[] = [];
    const tasks = new BackgroundTasks({ error: (obj) => logged.push(obj) });
    tasks.run('sms', async () => {
      throw new Error('gateway down');
    });
    await tasks.settled();
    expect(logged).toEqual([{ err: expect.any(Error), task: 'sms' }]);
  });
});
