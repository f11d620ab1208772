/**
 * The fax server that receives faxed enrollment applications. Production reads the fax server's inbox;
 * demo mode uses the simulator, which produces a deterministic day of faxes (labelled simulated).
 */
export interface ReceivedFax {
  receivedTime: Date;
  fileName: string;
  pagesReceived: number;
  /** FaxServerFileStatus description */
  faxStatus: string;
  from: string;
  to: string;
}

export interface FaxServer {
  readonly label: string;
  receivedSince(since: Date, until: Date): Promise<ReceivedFax[]>;
}

const FAX_STATUSES = ['Received', 'Received', 'Received', 'Partial', 'Failed'] as const;

/** One fax every 97 minutes, statuses cycling; file names carry the timestamp like the fax server's. */
export const simulatedFaxServer: FaxServer = {
  label: 'Simulated fax server',
  async receivedSince(since, until) {
    const faxes: ReceivedFax[] = [];
    const step = 97 * 60_000;
    const start = Math.ceil(since.getTime() / step) * step;
    for (let t = start, i = 0; t < until.getTime(); t += step, i += 1) {
      const n = Math.floor(t / step);
      const stamp = new Date(t).toISOString().replace(/[-:]/g, '').slice(0, 15);
      faxes.push({
        receivedTime: new Date(t),
        fileName: `FAX_${stamp}_${String(n % 10000).padStart(4, '0')}.pdf`,
        pagesReceived: 2 + (n % 9),
        faxStatus: FAX_STATUSES[n % FAX_STATUSES.length] ?? 'Received',
        from: `(562) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`,
        to: '(800) 555-0147',
      });
    }
    return faxes;
  },
};

export function faxServer(): FaxServer {
  return simulatedFaxServer;
}
