// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../app/store';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer, json } from '../../../test/server';
import type { JitsiOptions } from '../loadJitsi';
import { BASIC, CONFIG } from '../testData';
import VideoCallPage from './VideoCallPage';

const OTHERS = ['/doctor-oncall'];
const SESSION = { roomName: 'child-health-42-abc', appReqId: 42, displayName: 'Aarav' };

/** A stand-in for Jitsi's external API: records how it was made and lets the test fire its events. */
function fakeJitsi() {
  const made: { domain: string; options: JitsiOptions }[] = [];
  const listeners = new Map<string, () => void>();
  const dispose = vi.fn();
  class FakeJitsi {
    constructor(domain: string, options: JitsiOptions) {
      made.push({ domain, options });
      options.parentNode.append(document.createElement('div'));
    }
    addListener(event: string, listener: () => void) {
      listeners.set(event, listener);
    }
    dispose = dispose;
  }
  vi.stubGlobal('JitsiMeetExternalAPI', FakeJitsi);
  return { made, listeners, dispose };
}

/** Opens the screen with the meeting script caught before it loads: the test decides how it ends. */
async function openWithHeldScript() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
  renderRoute('/videocall', <VideoCallPage />, OTHERS, '/details');
  await vi.waitFor(() => expect(scripts).toHaveLength(1));
  return scripts;
}

beforeEach(() => {
  resetStore(BASIC, { VideoCall: SESSION });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VideoCallPage', () => {
  it('opens the room full screen, muted, with the member name, and leaves to the waiting room', async () => {
    fakeServer({ getClientConfig: () => CONFIG });
    const jitsi = fakeJitsi();
    const { router } = renderRoute('/videocall', <VideoCallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(jitsi.made).toHaveLength(1));
    const [{ domain, options }] = jitsi.made as [{ domain: string; options: JitsiOptions }];
    expect(domain).toBe('meet.example.org');
    expect(options).toMatchObject({
      roomName: 'child-health-42-abc',
      width: '100%',
      height: '100%',
      userInfo: { displayName: 'Aarav' },
      configOverwrite: { startWithAudioMuted: true, prejoinPageEnabled: false },
    });
    expect(screen.getByRole('region', { name: 'Video consultation' }).contains(options.parentNode)).toBe(true);
    // The page says the call is ready once the meeting is made (a state set after it, not within act).
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    act(() => jitsi.listeners.get('readyToClose')?.());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/doctor-oncall'));
    expect(jitsi.dispose).toHaveBeenCalledTimes(1);
    // The waiting room will offer this room again rather than pull the parent back in.
    expect(store.getState().VideoCall).toMatchObject({ ...SESSION, leftRoom: 'child-health-42-abc' });
  });

  it('goes to the waiting room when the parent leaves the conference', async () => {
    fakeServer({ getClientConfig: () => CONFIG });
    const jitsi = fakeJitsi();
    const { router } = renderRoute('/videocall', <VideoCallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(jitsi.listeners.has('videoConferenceLeft')).toBe(true));
    act(() => jitsi.listeners.get('videoConferenceLeft')?.());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/doctor-oncall'));
  });

  it('without a room, goes back to the waiting room', async () => {
    fakeServer({ getClientConfig: () => CONFIG });
    resetStore(BASIC, { VideoCall: {} });
    const { router } = renderRoute('/videocall', <VideoCallPage />, OTHERS, '/details');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/doctor-oncall'));
  });

  it('a script that fails: logged, explained, and a phone call offered instead', async () => {
    const server = fakeServer({
      getClientConfig: () => CONFIG,
      joinCall: () => ({ status: 1, message: 'The doctor will call you shortly.', requestedAt: 'x' }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripts = await openWithHeldScript();
    expect(scripts[0]?.src).toBe('https://meet.example.org/external_api.js');
    act(() => {
      scripts[0]?.dispatchEvent(new Event('error'));
    });
    expect(
      await screen.findByRole('heading', {
        name: 'The video call could not be loaded. We can call you on your phone instead.',
      }),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Call me instead' }));
    await vi.waitFor(() => expect(server.callsTo('joinCall')).toHaveLength(1));
    expect(server.callsTo('joinCall')[0]?.body).toMatchObject({
      caller: '+919876543210',
      agent_number: '+918047000000',
      action: 'CONSULTATION',
      appReqId: 42,
    });
    expect(
      await screen.findByText('The doctor will call you shortly.', { selector: '.consultation-note' }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Call me instead' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Call me instead' refused by the server (409): says why, and lets the parent ask again", async () => {
    const refusal = 'This consultation is already completed.';
    const server = fakeServer({
      getClientConfig: () => CONFIG,
      joinCall: () => json({ status: 0, message: refusal }, 409),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripts = await openWithHeldScript();
    act(() => {
      scripts[0]?.dispatchEvent(new Event('error'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Call me instead' }));
    await vi.waitFor(() => expect(server.callsTo('joinCall')).toHaveLength(1));
    expect(await screen.findByText(refusal, { selector: '.consultation-note' })).toBeTruthy();
    expect(screen.queryByText('The doctor will call you shortly.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Call me instead' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
