/**
 * The Jitsi IFrame API (design §3 "video"): its external_api.js is added to the page once, from
 * the address the server configures (ClientConfig.jitsiScriptUrl), and gives
 * window.JitsiMeetExternalAPI. A failed or stalled load rejects (and is tried afresh next time),
 * so the screen can offer a phone call instead of a blank page.
 */

/** The options this app passes (a subset of Jitsi's). */
export interface JitsiOptions {
  roomName: string;
  parentNode: HTMLElement;
  width: string;
  height: string;
  userInfo: { displayName: string };
  configOverwrite: { startWithAudioMuted: boolean; prejoinPageEnabled: boolean };
}

export interface JitsiApi {
  addListener(event: string, listener: (...args: unknown[]) => void): unknown;
  dispose(): void;
}

export type JitsiConstructor = new (domain: string, options: JitsiOptions) => JitsiApi;

export interface JitsiWindow {
  JitsiMeetExternalAPI?: JitsiConstructor;
}

export interface InjectedScript {
  remove(): void;
}

export interface JitsiLoaderDeps {
  win: JitsiWindow;
  /** Adds a <script src> to the page; calls back once when it has loaded or failed. */
  inject(src: string, onLoad: () => void, onError: () => void): InjectedScript;
  timeoutMs?: number;
}

export const JITSI_LOAD_TIMEOUT_MS = 20_000;

/** The real page's script tag. */
export function injectScript(src: string, onLoad: () => void, onError: () => void, doc: Document = document) {
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.jitsi = '';
  script.addEventListener('load', onLoad, { once: true });
  script.addEventListener('error', onError, { once: true });
  doc.head.appendChild(script);
  return script;
}

export class JitsiLoadError extends Error {
  override readonly name = 'JitsiLoadError';
}

/** A loader with its own memory of loads (one per page in the app; one per test in tests). */
export function createJitsiLoader(deps: JitsiLoaderDeps) {
  const loads = new Map<string, Promise<JitsiConstructor>>();

  return function loadJitsi(src: string): Promise<JitsiConstructor> {
    const ready = deps.win.JitsiMeetExternalAPI;
    if (ready) return Promise.resolve(ready);
    const known = loads.get(src);
    if (known) return known;
    const load = new Promise<JitsiConstructor>((resolve, reject) => {
      let settled = false;
      let failed = false;
      let script: InjectedScript | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        failed = true;
        clearTimeout(timer);
        // Gone, so the next try adds a fresh tag.
        script?.remove();
        loads.delete(src);
        reject(new JitsiLoadError(reason));
      };
      const loaded = () => {
        if (settled) return;
        const api = deps.win.JitsiMeetExternalAPI;
        if (!api) return fail(`${src} loaded but did not define JitsiMeetExternalAPI`);
        settled = true;
        clearTimeout(timer);
        resolve(api);
      };
      script = deps.inject(src, loaded, () => fail(`Could not load ${src}`));
      if (failed) script.remove();
      else if (!settled)
        timer = setTimeout(() => fail(`Timed out loading ${src}`), deps.timeoutMs ?? JITSI_LOAD_TIMEOUT_MS);
    });
    loads.set(src, load);
    return load;
  };
}

export const loadJitsi = createJitsiLoader({
  get win() {
    return window as unknown as JitsiWindow;
  },
  inject: (src, onLoad, onError) => injectScript(src, onLoad, onError),
});
