import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { z } from 'zod';
import {
  HUB_EVENTS,
  HUB_MESSAGES,
  HUB_METHODS,
  HUB_OCCUPIED,
  HUB_PATH,
  type HubAck,
  type HubMessage,
  type HubNotification,
} from '@portal/contracts/platform/hub';
import { memberOnlySchema, memberTabSchema } from '@portal/contracts/platform/hub-schemas';
import {
  HUB_HEARTBEAT_MS,
  connectionsOfUser,
  freeConnection,
  freeInstance,
  freeSocket,
  heartbeat,
  saveConnection,
  usersOnMember,
  type HubUser,
} from './hub-connections.repository.ts';
import { loggableError } from '../errors/errors.ts';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { can, type CurrentUser } from '../access/current-user.ts';
import { userRoom } from './hub-rooms.ts';

/** Member tabs open a member's Patient 360 (shell spec §2.3): the module a user needs to take part in 'Occupied'. */
const MEMBER_TAB_MODULE = MODULE_IDS.patient360;

/**
 * The notification hub (shell spec §2.3, §7): tells a user who opens a member tab that another user already has that
 * member open ('Occupied'), on any server instance. Events cross instances through the socket.io PostgreSQL adapter;
 * who-has-what-open lives in the hub_connections table.
 */
export interface NotificationHub {
  io: Server;
  instanceId: string;
  close(): Promise<void>;
}

export interface SocketData {
  user: HubUser;
  /** The signed-in user with their module grants (for `can`). */
  currentUser: CurrentUser;
  /** Holds the module of member tabs (Patient 360): only then is who-has-which-member-open recorded or told. */
  canOpenMembers: boolean;
  expiresAt: number | undefined;
}

type HubSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type Ack = (response: HubAck<Record<string, unknown>>) => void;

/** Expiry (ms since epoch) of a token the API has already verified; undefined when it carries none. */
function tokenExpiresAt(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The token from the handshake: socket.io `auth: { token }` (the browser client) or an Authorization header. */
function handshakeToken(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token.length > 0) return auth.token.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * The socket middleware of every staff namespace: the same bearer-token and session check as the API, so a socket
 * without a valid token of a live session never connects. It leaves the user (with their grants) in `socket.data`.
 */
export function staffSocketAuth(app: FastifyInstance) {
  return (socket: Socket, next: (error?: Error) => void) => {
    const token = handshakeToken(socket);
    // authenticate checks the token's server-side session too: a signed-out or expired session's token never connects.
    const request = {
      headers: { authorization: token ? `Bearer ${token}` : undefined },
      ip: socket.handshake.address,
      url: HUB_PATH,
    } as unknown as FastifyRequest;
    app.ctx
      .authenticate(request)
      .then((user) => {
        const data = socket.data as SocketData;
        data.user = { id: user.id, username: user.username, name: user.name };
        data.currentUser = user;
        data.canOpenMembers = can(user, MEMBER_TAB_MODULE, 'read');
        data.expiresAt = token ? tokenExpiresAt(token) : undefined;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  };
}

export async function startNotificationHub(app: FastifyInstance): Promise<NotificationHub> {
  const { pool } = app.ctx.database;
  const instanceId = randomUUID();
  const io = new Server(app.server, {
    path: HUB_PATH,
    serveClient: false,
    adapter: createAdapter(pool, {
      errorHandler: (error: Error) => app.log.warn({ err: loggableError(error) }, 'hub adapter error'),
    }),
  });

  io.use(staffSocketAuth(app));

  const emitTo = (room: string, event: string, payload: HubNotification | HubMessage) =>
    io.to(room).emit(event, payload);

  /**
   * Runs a method: refuses a user without the module of member tabs (every method is about member tabs), validates the
   * payload with its schema, answers through the acknowledgement, never throws.
   */
  function method<S extends z.ZodType>(
    socket: HubSocket,
    name: string,
    schema: S | undefined,
    run: (payload: z.infer<S>) => Promise<Record<string, unknown>>,
  ): void {
    socket.on(name, (...args: unknown[]) => {
      const ack = args.find((arg): arg is Ack => typeof arg === 'function');
      if (!socket.data.canOpenMembers) {
        ack?.({ ok: false, message: MESSAGES.forbidden });
        return;
      }
      const raw = args.find((arg) => typeof arg !== 'function');
      const parsed = schema ? schema.safeParse(raw ?? {}) : { success: true as const, data: undefined };
      if (!parsed.success) {
        ack?.({ ok: false, message: parsed.error.issues[0]?.message ?? HUB_MESSAGES.invalidPayload });
        return;
      }
      run(parsed.data as z.infer<S>)
        .then((result) => ack?.({ ok: true, ...result }))
        .catch((error: unknown) => {
          app.log.error({ err: loggableError(error), hubMethod: name }, 'hub method failed');
          ack?.({ ok: false, message: HUB_MESSAGES.invalidPayload });
        });
    });
  }

  async function notifyRemoved(user: HubUser, memberId: string): Promise<void> {
    const others = await usersOnMember(pool, memberId, user.id);
    for (const userId of new Set(others.map((other) => other.userId))) {
      emitTo(userRoom(userId), HUB_EVENTS.notification, {
        message: `${user.name} closed member ${memberId}`,
        memberId,
        addOrRemove: 'remove',
        triggerAddOrRemove: true,
        providerName: user.name,
      });
    }
  }

  io.on('connection', (rawSocket) => {
    const socket = rawSocket as HubSocket;
    const user = socket.data.user;
    void socket.join(userRoom(user.id));

    // When the handshake's token expires, the transport is closed (not the socket): the browser client reconnects
    // at once with its refreshed token, and a signed-out user's reconnection is refused.
    const expiresAt = socket.data.expiresAt;
    const expiryTimer =
      expiresAt === undefined
        ? undefined
        : setTimeout(() => socket.conn.close(), Math.min(Math.max(0, expiresAt - Date.now()), 2_147_483_647));
    expiryTimer?.unref();

    method(socket, HUB_METHODS.getConnections, undefined, async () => ({
      items: await connectionsOfUser(pool, user.id),
    }));

    method(socket, HUB_METHODS.saveConnection, memberTabSchema, async ({ memberId, tabId }) => {
      await saveConnection(pool, socket.id, instanceId, user, memberId, tabId);
      const others = await usersOnMember(pool, memberId, user.id);
      if (others.length > 0) {
        // The opener is warned; the users who already had the member open are told who joined them.
        socket.emit(HUB_EVENTS.message, {
          message: HUB_OCCUPIED,
          member: memberId,
          status: HUB_OCCUPIED,
          tabId,
        } satisfies HubMessage);
        for (const userId of new Set(others.map((other) => other.userId))) {
          emitTo(userRoom(userId), HUB_EVENTS.notification, {
            message: `${user.name} opened member ${memberId}`,
            memberId,
            addOrRemove: 'add',
            triggerAddOrRemove: true,
            providerName: user.name,
          });
        }
      }
      return { occupied: others.length > 0, others };
    });

    method(socket, HUB_METHODS.freeConnection, memberTabSchema, async ({ memberId, tabId }) => {
      const closed = await freeConnection(pool, socket.id, memberId, tabId);
      if (closed) await notifyRemoved(user, memberId);
      return {};
    });

    method(socket, HUB_METHODS.getProvidersOnThisMember, memberOnlySchema, async ({ memberId }) => ({
      items: await usersOnMember(pool, memberId, user.id),
    }));

    socket.on('disconnect', () => {
      if (expiryTimer) clearTimeout(expiryTimer);
      freeSocket(pool, socket.id)
        .then(async (members) => {
          for (const memberId of members) await notifyRemoved(user, memberId);
        })
        .catch((error: unknown) => app.log.warn({ err: loggableError(error) }, 'hub cleanup failed'));
    });
  });

  const timer = setInterval(() => {
    heartbeat(pool, instanceId).catch((error: unknown) =>
      app.log.warn({ err: loggableError(error) }, 'hub heartbeat failed'),
    );
  }, HUB_HEARTBEAT_MS);
  timer.unref();

  return {
    io,
    instanceId,
    close: async () => {
      clearInterval(timer);
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await freeInstance(pool, instanceId).catch(() => undefined);
    },
  };
}
