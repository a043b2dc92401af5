import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas; browsable at /api/docs (served locally, no CDN). */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Child health and telemedicine API',
        description: 'Every call the parent app makes. Failures answer `{status: 0, message}` with the HTTP status.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          AuthToken: { type: 'apiKey', in: 'header', name: 'AuthToken' },
          Bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
