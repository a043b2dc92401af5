// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJitsiLoader, injectScript, type JitsiConstructor, type JitsiWindow } from './loadJitsi';

const SRC = 'https://meet.example.org/external_api.js';

/** A fake page: each injected script is a record the test loads or fails by hand. */
function fakePage() {
  const win: JitsiWindow = {};
  const scripts: { src: string; load: () => void; fail: () => void; removed: boolean }[] = [];
  const loader = createJitsiLoader({
    win,
    timeoutMs: 5_000,
    inject(src, onLoad, onError) {
      const script = { src, load: onLoad, fail: onError, removed: false };
      scripts.push(script);
      return {
        remove() {
          script.removed = true;
        },
      };
    },
  });
  return { win, scripts, loader };
}

const FakeApi = vi.fn() as unknown as JitsiConstructor;

afterEach(() => {
  vi.useRealTimers();
});

describe('createJitsiLoader', () => {
  it('adds the script once and resolves to JitsiMeetExternalAPI', async () => {
    const page = fakePage();
    const first = page.loader(SRC);
    const second = page.loader(SRC);
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]?.src).toBe(SRC);
    page.win.JitsiMeetExternalAPI = FakeApi;
    page.scripts[0]?.load();
    await expect(first).resolves.toBe(FakeApi);
    await expect(second).resolves.toBe(FakeApi);
    // Already there: no second tag.
    await expect(page.loader(SRC)).resolves.toBe(FakeApi);
    expect(page.scripts).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and tries afresh next time', async () => {
    const page = fakePage();
    const first = page.loader(SRC);
    page.scripts[0]?.fail();
    await expect(first).rejects.toThrow(`Could not load ${SRC}`);
    expect(page.scripts[0]?.removed).toBe(true);
    const again = page.loader(SRC);
    expect(page.scripts).toHaveLength(2);
    page.win.JitsiMeetExternalAPI = FakeApi;
    page.scripts[1]?.load();
    await expect(again).resolves.toBe(FakeApi);
  });

  it('rejects a script that loads without defining the API', async () => {
    const page = fakePage();
    const load = page.loader(SRC);
    page.scripts[0]?.load();
    await expect(load).rejects.toThrow(/did not define JitsiMeetExternalAPI/);
  });

  it('rejects a load that stalls', async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const load = page.loader(SRC);
    const failed = expect(load).rejects.toThrow(/Timed out/);
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
    expect(page.scripts[0]?.removed).toBe(true);
  });
});

describe('injectScript', () => {
  it('adds an async <script src> to the head and reports its load and error events', () => {
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const onLoad = vi.fn();
    const onError = vi.fn();
    const script = injectScript(SRC, onLoad, onError);
    expect(append).toHaveBeenCalledWith(script);
    expect(script.src).toBe(SRC);
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    script.dispatchEvent(new Event('load'));
    expect(onLoad).toHaveBeenCalledTimes(1);
    script.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
    append.mockRestore();
  });
});
