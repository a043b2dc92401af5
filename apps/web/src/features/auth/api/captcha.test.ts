import { messages } from '@app/contract/messages';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { buildCaptchaPayload, CaptchaError, captchaFailureMessage, runCaptcha } from './captcha';

const otherConfig = {
  jitsiDomain: 'meet.test',
  jitsiScriptUrl: '',
  childCareUrl: '/',
  callAgentNumber: '+918047000000',
  consultTypes: ['audio', 'video', 'follow up'] as ('audio' | 'video' | 'follow up')[],
  grievanceOfficer: { name: 'Asha Menon', email: 'grievances@example.in', phone: null, address: null },
};

const hmacKey = 'test-key';

describe('ALTCHA captcha', () => {
  it('solves a real challenge into a payload the server accepts', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 2_000, number: 1_234 });
    const payload = await runCaptcha(
      {
        getConfig: async () => ({ ...otherConfig, captchaEnabled: true, production: false }),
        getChallenge: async () => challenge,
        loadSolver: async () => ({ solveChallenge }),
      },
      new AbortController().signal,
    );
    expect(payload).toBeTypeOf('string');
    expect(JSON.parse(atob(payload ?? ''))).toEqual({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: 1_234,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(await verifySolution(payload ?? '', hmacKey)).toBe(true);
  });

  it('sends nothing when the server has the captcha off', async () => {
    let asked = false;
    const payload = await runCaptcha(
      {
        getConfig: async () => ({ ...otherConfig, captchaEnabled: false, production: true }),
        getChallenge: async () => {
          asked = true;
          throw new Error('not called');
        },
        loadSolver: async () => ({ solveChallenge }),
      },
      new AbortController().signal,
    );
    expect(payload).toBeUndefined();
    expect(asked).toBe(false);
  });

  it('fails when no number solves the challenge, or when stopped', async () => {
    const unsolvable = await createChallenge({ hmacKey, maxnumber: 10, number: 5 });
    const deps = {
      getConfig: async () => ({ ...otherConfig, captchaEnabled: true, production: false }),
      getChallenge: async () => ({ ...unsolvable, maxnumber: 4 }),
      loadSolver: async () => ({ solveChallenge }),
    };
    await expect(runCaptcha(deps, new AbortController().signal)).rejects.toThrow();

    const aborter = new AbortController();
    const running = runCaptcha({ ...deps, getChallenge: async () => unsolvable }, aborter.signal);
    aborter.abort();
    await expect(running).rejects.toThrow();
  });

  it('fails when the config or challenge cannot be fetched', async () => {
    await expect(
      runCaptcha(
        {
          getConfig: () => Promise.reject({ status: 0, message: 'offline' }),
          getChallenge: async () => {
            throw new Error('x');
          },
          loadSolver: async () => ({ solveChallenge }),
        },
        new AbortController().signal,
      ),
    ).rejects.toMatchObject({ message: 'offline' });
  });

  it('builds the payload from the challenge fields only', () => {
    const payload = buildCaptchaPayload(
      { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g', maxnumber: 100 },
      7,
    );
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: 'c',
      number: 7,
      salt: 's',
      signature: 'g',
    });
  });

  it('explains a failed check with the call’s own message when there is one', () => {
    expect(captchaFailureMessage({ status: 0, message: 'We could not reach the server.' })).toBe(
      'We could not reach the server.',
    );
    expect(captchaFailureMessage(new CaptchaError('unsolved'))).toBe(messages.captchaMissing);
    expect(captchaFailureMessage(undefined)).toBe(messages.captchaMissing);
  });
});
