import type { FastifyInstance } from 'fastify';

export interface PlatformServices {
  stop(): Promise<void>;
}

/** Long-lived services started with the server: the job queue and the live hubs. */
export async function startPlatformServices(_app: FastifyInstance): Promise<PlatformServices> {
  return { stop: async () => undefined };
}
