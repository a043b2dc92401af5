import { controlCharacterMessage } from '@app/contract/schemas/common';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

/**
 * Where in a parsed query, params or JSON body a NUL character sits: the path of the first string
 * (or field name) holding one, dotted like the validation errors' (`orders.0.PlanName`), or
 * undefined. Walked with a list rather than recursion: a 1 MB body of nested arrays must not
 * overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, path } = next;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (v !== null && typeof v === 'object') {
      const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
      for (const [key, item] of entries.reverse()) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || 'body';
        pending.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

/**
 * Defence in depth behind the contract's schemas (which refuse every control character): a route
 * added later without them still never passes a NUL to PostgreSQL, which answers a NUL in text
 * with an error (a 500). Raw bodies kept as text (the payment webhook, which must hash the bytes
 * it was sent) are left to their route.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = typeof request.body === 'object' ? request.body : undefined;
    const at = findNul(request.query) ?? findNul(request.params) ?? findNul(body);
    if (at !== undefined) throw badRequest(controlCharacterMessage(at || 'The request'), at || undefined);
  });
}
