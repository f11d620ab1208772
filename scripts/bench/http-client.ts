import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One keep-alive connection per agent, so a latency figure is the server's, not a TCP handshake's. */
export function keepAliveAgent(maxSockets = 1): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

export function httpRequest(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

export function jsonMessage(answer: HttpAnswer): string {
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : answer.body.toString('utf8').slice(0, 160);
  } catch {
    return answer.body.toString('utf8').slice(0, 160);
  }
}
