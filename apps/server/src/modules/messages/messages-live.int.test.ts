import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connectHub, type Socket } from 'socket.io-client';
import {
  MESSAGES_API,
  SECURE_MESSAGES_CHANGED,
  type SecureMessagesChanged,
  type ThreadDetail,
  type UnreadCount,
} from '@portal/contracts/messages/messages';
import { HUB_PATH } from '@portal/contracts/platform/hub';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../platform/db/client.ts';
import { startPlatformServices, type PlatformServices } from '../../platform/services.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Secure messages arrive live: two server instances share one database, as behind a load balancer. The users' hub
 * sockets are on the first instance; the hub that emits is the second's, so every event here crossed instances.
 */
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let services: PlatformServices[] = [];
let url = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const database = connect(t.database.url, { max: 5 });
  second = { app: await buildApp({ config: t.config, database, logger: false, serveWeb: false }), database };
  for (const app of [t.app, second.app]) {
    services.push(await startPlatformServices(app));
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const service of services) await service.stop();
  services = [];
  await second.app.close();
  await second.database.close();
  await t.close();
});

/** A user's hub socket, with every SecureMessagesChanged event it hears. */
async function openInbox(username: string): Promise<{ socket: Socket; events: SecureMessagesChanged[] }> {
  const socket = connectHub(url, {
    path: HUB_PATH,
    auth: { token: await t.tokenFor(username) },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const events: SecureMessagesChanged[] = [];
  socket.on(SECURE_MESSAGES_CHANGED, (payload: SecureMessagesChanged) => events.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('no live event in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const post = (user: string, path: string, payload: object = {}) =>
  t.as(user, { method: 'POST', url: `${MESSAGES_API}${path}`, payload });

describe('Secure messages arrive live', () => {
  it('the agent writes to the admin, the admin hears it; the admin replies, the agent hears it; reading is told to the reader', async () => {
    const agent = await openInbox('crm.agent');
    const admin = await openInbox('crm.admin');
    const bystander = await openInbox('member.services');

    const created = await post('crm.agent', '/Threads', {
      subject: 'Live question',
      recipients: ['crm.admin'],
      body: 'Are you there?',
    });
    expect(created.statusCode).toBe(200);
    const threadId = created.json<ThreadDetail>().thread.id;
    await until(() => admin.events.length === 1);
    // A signal naming the thread: no member, no subject, no text, no count.
    expect(admin.events[0]).toEqual({ threadId });

    const replied = await post('crm.admin', `/Threads/${threadId}/Reply`, { body: 'Yes' });
    expect(replied.statusCode).toBe(200);
    await until(() => agent.events.length === 1);
    expect(agent.events[0]).toEqual({ threadId });
    await settle();
    // The sender hears nothing of their own message, nor does a user outside the thread.
    expect(admin.events).toHaveLength(1);
    expect(bystander.events).toHaveLength(0);

    const before = (await t.as('crm.agent', { url: `${MESSAGES_API}/UnreadCount` })).json<UnreadCount>();
    const read = await post('crm.agent', `/Threads/${threadId}/MarkRead`);
    expect(read.statusCode).toBe(200);
    await until(() => agent.events.length === 2);
    expect(agent.events[1]).toEqual({ threadId });
    // The reader's other tabs read the count again and find the new one.
    const after = (await t.as('crm.agent', { url: `${MESSAGES_API}/UnreadCount` })).json<UnreadCount>();
    expect(after).toEqual(read.json<UnreadCount>());
    expect(after.unreadThreads).toBe(before.unreadThreads - 1);

    const archived = await post('crm.admin', `/Threads/${threadId}/Archive`, { archived: true });
    expect(archived.statusCode).toBe(200);
    await until(() => admin.events.length === 2);
    await settle();
    expect(agent.events).toHaveLength(2);
    expect(bystander.events).toHaveLength(0);
  });
});
