import type { ServerChild } from '../bench/server-child.ts';
import { apiClient } from './harness.ts';
import type { Operation, OperationOutcome, PickedData, WriteRecord } from './workload.ts';

export interface LoopStats {
  requests: number;
  reads: number;
  acknowledged: WriteRecord[];
  /** Writes without a clear answer (no answer, or the database was gone): allowed to be there or not, never half. */
  uncertain: WriteRecord[];
  conflicts: number;
  errors: { at: number; detail: string }[];
  /** Status codes seen while `window` said the database was away. */
  outageAnswers: { status: number; message: string }[];
}

export interface LoopOptions {
  servers: ServerChild[];
  operations: Operation[];
  clients: number;
  until: () => boolean;
  tokenFor: (user: string) => Promise<string>;
  pick: PickedData;
  /** During a planned outage, answers are collected instead of counted as errors. */
  inOutage?: () => boolean;
}

/** N clients, each a loop of operations picked round-robin with an offset, against the servers in turn. */
export async function runClients(options: LoopOptions): Promise<LoopStats> {
  const stats: LoopStats = {
    requests: 0,
    reads: 0,
    acknowledged: [],
    uncertain: [],
    conflicts: 0,
    errors: [],
    outageAnswers: [],
  };
  const started = Date.now();
  const client = async (index: number) => {
    const server = options.servers[index % options.servers.length] as ServerChild;
    const sessions = new Map<string, ReturnType<typeof apiClient>>();
    let seq = 0;
    while (!options.until()) {
      const operation = options.operations[(index + seq) % options.operations.length] as Operation;
      let session = sessions.get(operation.user);
      if (!session) {
        session = apiClient(server, await options.tokenFor(operation.user));
        sessions.set(operation.user, session);
      }
      seq++;
      const outage = options.inOutage?.() ?? false;
      let result: OperationOutcome;
      try {
        result = await operation.run({ call: session.call, client: index, seq, pick: options.pick });
      } catch (error) {
        result = { result: 'error', detail: `${operation.name}: ${(error as Error).message}` };
      }
      stats.requests++;
      if (operation.kind === 'read' && result.result === 'ok') stats.reads++;
      if (result.result === 'ok' && result.write) stats.acknowledged.push(result.write);
      else if (result.result === 'conflict') stats.conflicts++;
      else if (result.result === 'error') {
        // The write may have reached the database before the failure: account for it as uncertain.
        if (result.write) stats.uncertain.push(result.write);
        if (outage || options.inOutage?.()) {
          const match = /: (\d{3}) (.*)$/s.exec(result.detail);
          stats.outageAnswers.push({ status: Number(match?.[1] ?? 0), message: match?.[2] ?? result.detail });
        } else stats.errors.push({ at: Date.now() - started, detail: result.detail });
      }
    }
    for (const session of sessions.values()) session.close();
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return stats;
}
