import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import {
  DAMAGED_PDF_MESSAGE,
  fileTooLargeMessage,
  hasPdfEndMarker,
  UPLOAD_LIMIT_LARGE_BYTES,
  UPLOAD_LIMIT_SMALL_BYTES,
} from '@portal/contracts/platform/rules/pdf';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import type { Tx } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/errors/errors.ts';

/**
 * Uploads stream to disk, then into PostgreSQL (issue 9: no request buffers 120 MB in memory).
 *
 * The files are stored where they always were, in `enrollment_documents.content` (bytea). A request's files are
 * first streamed to a temporary folder while they arrive (the 20 MB per file and 120 MB per request limits are
 * counted on the way); each file is then checked one at a time (the PDF is parsed by pdf-lib, which needs the whole
 * file, so at most one 20 MB file is in memory), and stored in 4 MB pieces appended to the row, so no query carries
 * more than one piece. Large objects would avoid the appends but change the column, the download and the demo data;
 * with files of at most 20 MB the appends are cheap enough. The temporary folder is removed when the request ends.
 */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  /** Where the bytes wait on disk until they are stored. */
  path: string;
  sizeBytes: number;
}

export interface ReceivedUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
  /** Removes the temporary files; call it in a finally block. */
  cleanUp(): Promise<void>;
}

const STORE_CHUNK_BYTES = 4 * 1024 * 1024;

/** The temporary folders of uploads in progress: `portal-upload-<process id>-<random>`, removed when the upload ends. */
export const UPLOAD_FOLDER_PREFIX = 'portal-upload-';

/** Streams the multipart files of `request` to a temporary folder, counting the limits; returns them with the text fields. */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  // Named by the process, so whoever looks for leftovers (the tests, an operator) tells one server's folders from another's.
  const folder = await mkdtemp(path.join(tmpdir(), `${UPLOAD_FOLDER_PREFIX}${process.pid}-`));
  const cleanUp = () => rm(folder, { recursive: true, force: true });
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const filePath = path.join(folder, `${files.length}.upload`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          total += chunk.length;
          if (total > UPLOAD_LIMIT_LARGE_BYTES) done(badRequest(fileTooLargeMessage(UPLOAD_LIMIT_LARGE_BYTES)));
          else done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(filePath));
      if (part.file.truncated) throw badRequest(fileTooLargeMessage(UPLOAD_LIMIT_SMALL_BYTES));
      files.push({ fileName: part.filename, contentType: part.mimetype, path: filePath, sizeBytes: size });
    }
  } catch (error) {
    await cleanUp();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(fileTooLargeMessage(UPLOAD_LIMIT_SMALL_BYTES));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(M.fileRequired);
    throw error;
  }
  return { files, fields, cleanUp };
}

/** True when pdf-lib reads the document and finds at least one page. */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * The application file checks (shell spec §8, §9): a PDF by name or type, at most 20 MB, ending with the PDF end
 * marker and readable by a PDF parser; a damaged file gets the spec's message
 * 'This file is suspected to be damaged, please verify before upload'.
 */
export async function checkApplicationFile(file: UploadedFile): Promise<void> {
  const isPdf = file.contentType === 'application/pdf' || file.fileName.toLowerCase().endsWith('.pdf');
  if (!isPdf) throw badRequest(M.pdfOnly);
  if ((await stat(file.path)).size > UPLOAD_LIMIT_SMALL_BYTES)
    throw badRequest(fileTooLargeMessage(UPLOAD_LIMIT_SMALL_BYTES));
  const bytes = await readFile(file.path);
  if (!hasPdfEndMarker(bytes) || !(await isReadablePdf(bytes))) throw badRequest(DAMAGED_PDF_MESSAGE);
}

/** Copies the file's bytes into `enrollment_documents.content` of row `documentId`, piece by piece. */
export async function storeDocumentContent(tx: Tx, documentId: number, file: UploadedFile): Promise<void> {
  for await (const chunk of createReadStream(file.path, { highWaterMark: STORE_CHUNK_BYTES })) {
    await tx.execute(
      sql`update enrollment_documents set content = content || ${chunk as Buffer} where id = ${documentId}`,
    );
  }
}
