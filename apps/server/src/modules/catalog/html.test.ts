import { describe, expect, it } from 'vitest';
import { safeHtml } from './html';

describe('safeHtml', () => {
  it('keeps text markup and safe links', async () => {
    expect(await safeHtml('<p>A <b>doctor</b> calls in <em>5 minutes</em>.</p>')).toBe(
      '<p>A <b>doctor</b> calls in <em>5 minutes</em>.</p>',
    );
    expect(await safeHtml('<a href="tel:+911234">Call</a>')).toBe(
      '<a href="tel:+911234" rel="noopener noreferrer" target="_blank">Call</a>',
    );
  });
  it('removes everything that could run', async () => {
    const out = await safeHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a><iframe src="https://evil"></iframe><style>p{}</style></p>',
    );
    expect(out).toBe('<p>Hi<a rel="noopener noreferrer" target="_blank">y</a></p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });
});
