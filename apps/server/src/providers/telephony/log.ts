import { randomUUID } from 'node:crypto';
import type { CallRequest, TelephonyProvider } from './types';

/**
 * The default: prints each call instead of placing it, and keeps the latest in memory so tests
 * and the console can see what would have rung. Works offline.
 */
export class LogTelephonyProvider implements TelephonyProvider {
  readonly name = 'log';
  readonly calls: (CallRequest & { callId: string; at: string })[] = [];

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  async call(request: CallRequest) {
    const callId = randomUUID();
    this.calls.push({ ...request, callId, at: new Date().toISOString() });
    if (this.calls.length > 200) this.calls.shift();
    this.print(`[call] ${request.reference}: ring ${request.agent}, then connect ${request.customer}`);
    return { callId };
  }
}
