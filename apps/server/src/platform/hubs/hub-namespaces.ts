import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';

/**
 * Modules' live-hub parts (the outgoing-call hub, visit signalling, live dashboards) on the portal's one socket.io
 * server, so their events cross server instances through the same PostgreSQL adapter. A module registers its setup
 * once, at import time of its routes file; the setups run when the hub starts (platform/services.ts). Emitting goes
 * through `liveHub()`, which is undefined without a hub (API tests that start no hub): callers then skip the emit.
 */
type HubSetup = (io: Server, app: FastifyInstance) => void;

const setups = new Map<string, HubSetup>();
let current: Server | undefined;

/** Registers a module's hub setup under a name (a second registration under the same name replaces the first). */
export function registerHubSetup(name: string, setup: HubSetup): void {
  setups.set(name, setup);
}

export function startHubSetups(io: Server, app: FastifyInstance): void {
  current = io;
  for (const setup of setups.values()) setup(io, app);
}

export function stopHubSetups(): void {
  current = undefined;
}

/** The running hub, or undefined when none was started. */
export function liveHub(): Server | undefined {
  return current;
}
