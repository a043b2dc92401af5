import type { RouteDef } from '@app/contract/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContractDrift, callRoute } from './callRoute';

const echo = {
  method: 'POST',
  path: '/api/Test/Echo',
  auth: true,
  summary: 'Echo',
  query: z.object({ patientId: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ status: z.literal(1), name: z.string(), patientId: z.string(), token: z.string() }),
} as const satisfies RouteDef;

const drifting = {
  method: 'GET',
  path: '/api/Test/Drift',
  auth: false,
  summary: 'Drift',
  response: z.object({ status: z.literal(1), count: z.number() }),
} as const satisfies RouteDef;

describe('callRoute', () => {
  let app: FastifyInstance;
  let answer: unknown = { status: 1, count: 3 };
  beforeAll(async () => {
    app = Fastify();
    app.post('/api/Test/Echo', async (req, reply) => {
      const body = req.body as { name: string };
      if (body.name === '') return reply.code(400).send({ status: 0, message: 'name is required.' });
      return {
        status: 1,
        name: body.name,
        patientId: (req.query as { patientId: string }).patientId,
        token: req.headers.authtoken,
      };
    });
    app.get('/api/Test/Drift', async () => answer);
    app.get('/api/Test/Html', async (_req, reply) => reply.type('text/html').send('<p>hi</p>'));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('sends the query, the body and the token, and gives back the answer as sent', async () => {
    const res = await callRoute(app, echo, { query: { patientId: 12 }, body: { name: 'Asha' }, token: 'tok' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, name: 'Asha', patientId: '12', token: 'tok' });
    expect(res.checked?.name).toBe('Asha');
  });

  it('returns an error answer unchecked, for the test to look at', async () => {
    const res = await callRoute(app, echo, { query: { patientId: '1' }, body: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'name is required.' });
    expect(res.checked).toBeUndefined();
  });

  it('fails the call when a 2xx answer drifts from the route’s response schema', async () => {
    answer = { status: 1, count: 3 };
    await expect(callRoute(app, drifting)).resolves.toMatchObject({ statusCode: 200 });
    answer = { status: 1, count: '3' };
    await expect(callRoute(app, drifting)).rejects.toThrow(ContractDrift);
    await expect(callRoute(app, drifting)).rejects.toThrow(/count: /);
    await expect(callRoute(app, { ...drifting, path: '/api/Test/Html' })).rejects.toThrow(
      /answered 200 with text\/html, not application\/json/,
    );
  });
});
