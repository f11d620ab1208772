import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/config.ts';

/**
 * The OpenAPI description of the API (generated from the routes' zod schemas) and its UI at /api/docs. They are for
 * developers and the resilience scripts: served outside production only, so a production portal does not hand its
 * map of member-data endpoints to anyone who asks (the routes themselves stay guarded either way).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  config: Pick<AppConfig, 'production' | 'buildNumber'>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Health Plan Operations Portal API', version: config.buildNumber },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (!config.production) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
