import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './app-harness';
import { STORE_KINDS } from './stores';

describe.each(STORE_KINDS)('serving stored files on $name', (kind) => {
  let h: Harness;
  let id: string;
  let twin: string;
  const bytes = Buffer.from('%PDF-1.4\n' + 'x'.repeat(1000));

  beforeAll(async () => {
    h = await startHarness(kind);
    [id, twin] = (await h.services.files.putMany([
      { bytes, filename: 'Datenblatt Stühle.pdf', mediaType: 'application/pdf', filetype: 'pdf' },
      { bytes, filename: 'copy.pdf', mediaType: 'application/pdf', filetype: 'pdf' },
    ])) as [string, string];
  });
  afterAll(() => h?.close());

  it('serves the bytes with type, ETag, long caching and the asked disposition', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/dataport/v1/${id}?cd=attachment` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-disposition']).toContain('attachment;');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Datenblatt%20St%C3%BChle.pdf",
    );
    const inline = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${id}/original?cd=inline`,
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('answers conditional and range requests', async () => {
    const first = await h.app.inject({ method: 'GET', url: `/api/dataport/v1/${id}` });
    const etag = first.headers.etag as string;
    const again = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const part = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${id}`,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.payload).toBe('%PDF');
  });

  it('stores shared bytes once and serves both names', async () => {
    const a = await h.services.files.find(id);
    const b = await h.services.files.find(twin);
    expect(a!.fileHash).toBe(b!.fileHash);
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/dataport/v1/${twin}?cd=attachment`,
    });
    expect(res.headers['content-disposition']).toContain('copy.pdf');
  });

  it('rejects bad and unknown ids with JSON errors', async () => {
    const bad = await h.app.inject({
      method: 'GET',
      url: '/api/dataport/v1/..%2F..%2Fetc%2Fpasswd',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('dataport_id');
    const unknown = await h.app.inject({ method: 'GET', url: '/api/dataport/v1/doesnotexist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe('_404_not_found');
    const badCd = await h.app.inject({ method: 'GET', url: `/api/dataport/v1/${id}?cd=download` });
    expect(badCd.statusCode).toBe(400);
    expect(badCd.json().field).toBe('cd');
  });
});
