import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { pdfFonts, pdfText, ROBOTO_EMBEDDED as ROBOTO } from '../../test/pdf-text.ts';
import { renderPdfDocument, sendPdfDocument, streamPdf } from './pdf-export.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.get('/table.pdf', async (_request, reply) =>
    streamPdf(reply, {
      fileName: 'Members',
      title: 'Members Report',
      subtitle: ['Search: Núñez'],
      columns: [
        { header: 'Member ID', key: 'memberId' },
        { header: 'Name', key: 'name' },
        { header: 'Effective', key: 'effective', format: 'date' },
      ],
      rows: [
        { memberId: 'M000000001', name: 'José Núñez', effective: '2026-01-01' },
        { memberId: 'M000000002', name: 'Office Staff', effective: '2026-02-15' },
      ],
    }),
  );
  app.get('/letter.pdf', async (_request, reply) =>
    sendPdfDocument(reply, 'Letter', {
      content: [{ text: 'Eligibility verification', bold: true }, 'Enter a member ID to find the member.'],
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('PDF fonts', () => {
  it('a table export embeds Roboto and keeps its words and accents', async () => {
    const response = await app.inject({ method: 'GET', url: '/table.pdf' });
    expect(response.statusCode).toBe(200);
    expect(pdfFonts(response.rawPayload)).toEqual(ROBOTO);
    expect(response.rawPayload.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    const text = pdfText(response.rawPayload);
    for (const words of ['Members Report', 'Search: Núñez', 'Member ID', 'José Núñez', 'Office Staff', '02/15/2026'])
      expect(text).toContain(words);
  });

  it('a laid-out document (letters, cards, guides, visit summaries) embeds Roboto', async () => {
    const response = await app.inject({ method: 'GET', url: '/letter.pdf' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pdfFonts(response.rawPayload)).toEqual(ROBOTO);
    expect(pdfText(response.rawPayload)).toContain('Enter a member ID to find the member.');
  });

  it('a background job’s file (the member PDF) embeds Roboto, italics too', async () => {
    const pdf = await renderPdfDocument({
      content: [{ text: 'Member summary', bold: true }, { text: 'Confidential', italics: true }, 'Plain text'],
    });
    expect(pdfFonts(pdf)).toEqual(['Roboto-Italic (embedded)', ...ROBOTO]);
    expect(pdfText(pdf)).toBe('Member summaryConfidentialPlain text');
  });
});
