import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@portal/contracts/platform/hub';
import { buildApp } from '../app.ts';
import { connect, type Database } from '../platform/db/client.ts';
import { startPlatformServices, type PlatformServices } from '../platform/services.ts';
import type { AppConfig } from '../platform/config/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two server instances on two loopback ports sharing one test database, as behind a load balancer, each with its live
 * hub and job queue: what the hub tests prove works across instances. Sockets opened through `open` are closed with them.
 */
export interface TwoInstances {
  t: TestApp;
  second: FastifyInstance;
  urls: [string, string];
  /** Opens a socket.io connection to a namespace of one instance with the given handshake auth; resolves once connected. */
  open(instance: 0 | 1, namespace: string, auth: Record<string, string>): Promise<Socket>;
  /** The same without waiting: for a connection the server is expected to refuse. */
  connectOnly(instance: 0 | 1, namespace: string, auth: Record<string, string>): Socket;
  close(): Promise<void>;
}

/** `overrides` change the configuration of both instances (as createTestApp's do). */
export async function startTwoInstances(overrides: Partial<AppConfig> = {}): Promise<TwoInstances> {
  const t = await createTestApp(overrides);
  const database: Database = connect(t.database.url, { max: 10 });
  const second = await buildApp({ config: t.config, database, logger: false, serveWeb: false });
  const services: PlatformServices[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];
  for (const app of [t.app, second]) {
    services.push(await startPlatformServices(app));
    await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  const connectOnly = (instance: 0 | 1, namespace: string, auth: Record<string, string>) => {
    const socket = connectSocket(`${urls[instance]}${namespace}`, {
      path: HUB_PATH,
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };
  return {
    t,
    second,
    urls: [urls[0] ?? '', urls[1] ?? ''],
    connectOnly,
    open: async (instance, namespace, auth) => {
      const socket = connectOnly(instance, namespace, auth);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      for (const service of services) await service.stop();
      await second.close();
      await database.close();
      await t.close();
    },
  };
}

/** The next `event` on a socket, or a failure after `timeoutMs`. */
export const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
