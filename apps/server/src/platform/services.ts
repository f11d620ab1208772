import type { FastifyInstance } from 'fastify';
import { startJobQueue, stopJobQueue } from './jobs/job-queue.ts';
import { startNotificationHub } from './hubs/notification-hub.ts';
import { connectCallDelivery } from './telephony/call-delivery.ts';
import { startHubSetups, stopHubSetups } from './hubs/hub-namespaces.ts';

export interface PlatformServices {
  stop(): Promise<void>;
}

/** Long-lived services started with the server: the job queue (pg-boss) and the live hub (socket.io). */
export async function startPlatformServices(app: FastifyInstance): Promise<PlatformServices> {
  const jobs = await startJobQueue(app.ctx.database);
  const hub = await startNotificationHub(app);
  connectCallDelivery(hub.io);
  startHubSetups(hub.io, app);
  return {
    stop: async () => {
      connectCallDelivery(undefined);
      stopHubSetups();
      await hub.close();
      await stopJobQueue(jobs);
    },
  };
}
