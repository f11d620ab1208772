import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io's client: records what the hub opens and lets the test deliver events. */
const opened: FakeSocket[] = [];
class FakeSocket {
  anyListener: ((event: string, payload: unknown) => void) | undefined;
  disconnected = false;
  emitted: [string, unknown][] = [];
  on() {
    return this;
  }
  onAny(listener: (event: string, payload: unknown) => void) {
    this.anyListener = listener;
    return this;
  }
  timeout() {
    return {
      emitWithAck: async (method: string, payload: unknown) => (this.emitted.push([method, payload]), { ok: true }),
    };
  }
  disconnect() {
    this.disconnected = true;
  }
  deliver(event: string, payload: unknown) {
    this.anyListener?.(event, payload);
  }
}
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    opened.push(socket);
    return socket;
  },
}));

const { connectHub, disconnectHub, hubInvoke, onHubEvent } = await import('./hub.ts');

afterEach(() => {
  disconnectHub();
  opened.length = 0;
});

describe('the live hub client (socket.io loaded when the hub first connects)', () => {
  it('delivers events to a screen that subscribed before the connection existed, until it unsubscribes', async () => {
    const received: unknown[] = [];
    const off = onHubEvent('Notification', (payload) => received.push(payload));
    await connectHub(() => 'token');
    opened[0]?.deliver('Notification', { message: 'Hello' });
    opened[0]?.deliver('Message', { message: 'not for this listener' });
    off();
    opened[0]?.deliver('Notification', { message: 'after unsubscribing' });
    expect(received).toEqual([{ message: 'Hello' }]);
  });

  it('opens one connection, and a call waits for it', async () => {
    const first = connectHub(() => 'token');
    const call = hubInvoke('SaveConnectionAsync', { memberId: 'M1' });
    expect(connectHub(() => 'token')).toBe(first);
    await expect(call).resolves.toEqual({ ok: true });
    expect(opened).toHaveLength(1);
    expect(opened[0]?.emitted).toEqual([['SaveConnectionAsync', { memberId: 'M1' }]]);
  });

  it('opens nothing when signed out while the client was loading, and refuses calls without a connection', async () => {
    const attempt = connectHub(() => 'token');
    disconnectHub();
    await expect(attempt).rejects.toThrow('disconnected');
    expect(opened).toHaveLength(0);
    await expect(hubInvoke('SaveConnectionAsync')).rejects.toThrow('not connected');
  });
});
