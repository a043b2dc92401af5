// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPrescriptionPdf, pdfFileName } from './pdf';

afterEach(() => {
  vi.useRealTimers();
});

function deps(response: Response) {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  const fetchFn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response);
  const revoke = vi.fn();
  const realCreate = document.createElement.bind(document);
  const doc = Object.create(document) as Document;
  doc.createElement = ((tag: string) => {
    const el = realCreate(tag);
    if (tag === 'a')
      (el as HTMLAnchorElement).click = () =>
        clicked.push({
          href: (el as HTMLAnchorElement).href,
          download: (el as HTMLAnchorElement).download,
          attached: el.isConnected,
        });
    return el;
  }) as Document['createElement'];
  return {
    clicked,
    fetchFn,
    revoke,
    deps: {
      fetch: fetchFn as unknown as typeof fetch,
      document: doc,
      createObjectURL: () => 'blob:http://localhost/abc',
      revokeObjectURL: revoke,
    },
  };
}

describe('downloadPrescriptionPdf', () => {
  it('fetches with the auth headers and saves prescription-{id}.pdf, then revokes the URL', async () => {
    vi.useFakeTimers();
    const t = deps(
      new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    await downloadPrescriptionPdf(12, { authToken: 'tok', id: 5 }, t.deps);
    const [url, init] = t.fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/api/Consultation/GetPrescriptionPdf?id=12');
    const headers = init?.headers as Record<string, string>;
    expect(headers.AuthToken).toBe('tok');
    expect(headers.userId).toBe('5');
    expect(headers.Accept).toBe('application/pdf');
    expect(t.clicked).toEqual([{ href: 'blob:http://localhost/abc', download: 'prescription-12.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(t.revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(t.revoke).toHaveBeenCalledWith('blob:http://localhost/abc');
  });

  it("rejects with the server's message and saves nothing", async () => {
    const t = deps(
      new Response(JSON.stringify({ status: 0, message: 'We could not find that prescription.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(downloadPrescriptionPdf(3, { authToken: 'tok' }, t.deps)).rejects.toEqual({
      status: 404,
      message: 'We could not find that prescription.',
    });
    expect(t.clicked).toEqual([]);
  });

  it('names the file after the prescription', () => {
    expect(pdfFileName(7)).toBe('prescription-7.pdf');
  });
});
