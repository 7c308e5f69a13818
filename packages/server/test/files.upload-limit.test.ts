/**
 * Uploads over the limit are refused while they are read, chunked ones too, so a client cannot
 * make the server read gigabytes before refusing them: the client gets 413 and a closed
 * connection after a few megabytes, not after sending the whole body. Real HTTP, since
 * inject() hands the server the whole body at once.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilesHarness, type FilesHarness } from './files.harness';
import { STORE_KINDS } from './stores';

const MB = 1024 * 1024;
/** What the client would send in all: far past the 2 MB limit. */
const BODY_MB = 400;

/**
 * Streams `head`, then filler in HTTP chunks until the server answers or closes (a raw socket,
 * so writing into a closed connection does not hide an answer already received); answers the
 * status line's code, the Connection header and how much was sent by then.
 */
function sendUntilRefused(
  port: number,
  path: string,
  contentType: string,
  head: string,
  authorization: string,
): Promise<{ status: number | undefined; sentMb: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let received = '';
    let writing = true;
    const chunk = Buffer.alloc(256 * 1024, 'A');
    const framed = (data: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`),
        Buffer.from(data),
        Buffer.from('\r\n'),
      ]);
    const finish = () => {
      writing = false;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]) || undefined;
      const connection = /\r\nconnection: *([^\r]*)/i.exec(received)?.[1];
      resolve({ status, sentMb: sent / MB, connection });
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (received.includes('\r\n\r\n')) writing = false; // answered: stop sending
    });
    socket.on('error', () => (writing = false));
    socket.on('close', finish);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
        `Authorization: ${authorization}\r\n` +
        'Transfer-Encoding: chunked\r\n\r\n',
    );
    socket.write(framed(head));
    // One chunk per turn of the event loop, so an answer is read as soon as it arrives (a
    // server closing a connection it stopped reading resets it, dropping unread answers).
    const pump = () => {
      if (!writing) return;
      if (sent >= BODY_MB * MB) return void socket.end('0\r\n\r\n');
      sent += chunk.length;
      if (socket.write(framed(chunk))) setImmediate(pump);
      else socket.once('drain', pump);
    };
    pump();
    setTimeout(() => reject(new Error('no answer within 60 s')), 60_000).unref();
  });
}

describe.each(STORE_KINDS)('upload limits while reading on $name', (kind) => {
  let h: FilesHarness;
  let port: number;

  beforeAll(async () => {
    h = await startFilesHarness(kind, { UPLOAD_LIMIT_MB: '2' });
    port = (h.app.server.address() as { port: number }).port;
  });
  afterAll(() => h?.close());

  it('a chunked multipart upload past the limit gets 413 and a closed connection early', async () => {
    const boundary = '----limit';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n{}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    const result = await sendUntilRefused(
      port,
      '/api/dataport/v1/load_multipart',
      `multipart/form-data; boundary=${boundary}`,
      head,
      h.uploader.headers.authorization,
    );
    // The server still reads (and drops) what arrives after its answer for a moment
    // (edge/lingering-close.ts), so the answer is not lost to a reset connection.
    expect(result, JSON.stringify(result)).toMatchObject({ status: 413, connection: 'close' });
    expect(result.sentMb).toBeLessThan(64);
  });

  it('a chunked JSON load past the limit gets 413 and a closed connection early', async () => {
    const result = await sendUntilRefused(
      port,
      '/api/dataport/v1/load',
      'application/json',
      '{"datasource": "data:;base64,',
      h.uploader.headers.authorization,
    );
    expect(result, JSON.stringify(result)).toMatchObject({ status: 413, connection: 'close' });
    expect(result.sentMb).toBeLessThan(64);
  });
});
