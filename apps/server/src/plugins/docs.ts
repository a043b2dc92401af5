import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { cspDirectives, cspHeader } from './security';

/**
 * OpenAPI generated from the route schemas; browsable at /api/docs (served locally, no CDN).
 * Served outside production, and in production only with API_DOCS=true (see config.ts).
 */
export async function registerDocs(app: FastifyInstance, config: Config) {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsCsp(config) });
}

/** Swagger UI's page needs no video, payment or native frame: only its own files and JSON. */
function docsCsp(config: Config) {
  const app = cspDirectives(config);
  return cspHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Swagger UI's bundle applies inline styles; a page of API reference holds no personal data
    // and its scripts stay this origin's only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(app['upgrade-insecure-requests'] ? { 'upgrade-insecure-requests': [] } : {}),
  });
}
