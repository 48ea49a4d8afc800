/**
 * OpenAPI document of the API, built by @fastify/swagger from the routes' zod schemas (fastify-type-provider-zod's
 * transform) and published at GET /api/app/v1/openapi.json. Must be registered before any route.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@rlc/shared';
import { publicRoute } from './permissions.ts';

export const API_PREFIX = '/api/app/v1';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Retirement Living Compare API', version: APP_VERSION },
      servers: [],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(`${API_PREFIX}/openapi.json`, { config: publicRoute, schema: { hide: true } }, () => app.swagger());
}
