import { solveChallenge } from 'altcha-lib/v1';
import { newCaptchaChallenge } from '../modules/auth/captcha';

/** Solves a challenge made at `madeAt` (the test's clock) as the browser does; tests use a low difficulty. */
export async function solvedPayload(serverSecret: string, maxNumber = 5000, madeAt = new Date()): Promise<string> {
  const ch = await newCaptchaChallenge(serverSecret, maxNumber, madeAt);
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('could not solve');
  const payload = {
    algorithm: ch.algorithm,
    challenge: ch.challenge,
    number: solution.number,
    salt: ch.salt,
    signature: ch.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
