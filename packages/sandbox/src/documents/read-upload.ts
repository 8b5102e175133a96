import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { documentMaxBytes } from '@casino-sdk/core/contract';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';

/** The file fields of an upload; any other file part is read past and dropped. */
const FILE_FIELDS = ['front_file', 'back_file'];

/** Two files at their largest plus room for the text fields and the parts' headers. */
export const UPLOAD_BODY_MAX_BYTES = 2 * documentMaxBytes + 64 * 1024;

const tooLarge = (field: string) => {
  const message = `The ${field.replace(/_/g, ' ')} may not be greater than ${documentMaxBytes.toLocaleString('en')} bytes.`;
  return new HttpError(413, message, { code: 'file_too_large', errors: { [field]: [message] } });
};

/**
 * Reads a multipart upload as it streams in: a file past 2,000,000 bytes is refused with 413 at
 * its 2,000,001st byte, before the rest of the body is read, so no file larger than the limit is
 * ever held. Text fields come back as strings, files as `File`s for the contract to check.
 */
export async function readUpload(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Send the document as multipart/form-data.', { code: 'unsupported_media_type' });
  }
  const body = c.req.raw.body;
  if (!body) return {};

  let parser: busboy.Busboy;
  // busboy says 'limit' when a file reaches `fileSize`: one byte more than the largest file taken.
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { fileSize: documentMaxBytes + 1, files: 4, fields: 8, fieldSize: 1024, parts: 12, headerPairs: 16 } });
  } catch {
    throw new HttpError(400, 'The request body is not valid form data.');
  }

  const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
  return new Promise((resolve, reject) => {
    const values: Record<string, unknown> = {};
    let failed = false;
    const fail = (error: HttpError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    parser.on('field', (name, value) => {
      values[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!FILE_FIELDS.includes(name)) {
        stream.resume();
        return;
      }
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(new Uint8Array(chunk)));
      stream.on('limit', () => fail(tooLarge(name)));
      stream.on('end', () => {
        if (!failed) values[name] = new File(chunks, info.filename, { type: info.mimeType });
      });
    });
    parser.on('error', () => fail(new HttpError(400, 'The request body is not valid form data.')));
    parser.on('close', () => {
      if (!failed) resolve(values);
    });
    source.on('error', () => fail(new HttpError(400, 'The request body could not be read.')));
    source.pipe(parser);
  });
}
