import { describe, expect, it } from 'vitest';
import { type BridgeWindow, isInNativeWrapper, postToNative } from './bridge';

function recorder() {
  const sent: string[] = [];
  return { sent, poster: { postMessage: (message: string) => sent.push(message) } };
}

describe('native bridge', () => {
  it('posts JSON to React Native first', () => {
    const rn = recorder();
    const android = recorder();
    const win: BridgeWindow = { ReactNativeWebView: rn.poster, Android: android.poster };
    expect(postToNative({ type: 'SIGNED_IN', userID: 7, userType: 'Guest' }, win)).toBe(true);
    expect(rn.sent.map((m) => JSON.parse(m))).toEqual([{ type: 'SIGNED_IN', userID: 7, userType: 'Guest' }]);
    expect(android.sent).toEqual([]);
  });

  it('falls back to the iOS message handler, then Android', () => {
    const ios = recorder();
    expect(postToNative({ type: 'SIGNED_OUT' }, { webkit: { messageHandlers: { nativeBridge: ios.poster } } })).toBe(
      true,
    );
    expect(ios.sent).toEqual(['{"type":"SIGNED_OUT"}']);

    const android = recorder();
    expect(postToNative({ type: 'SIGNED_OUT' }, { webkit: { messageHandlers: {} }, Android: android.poster })).toBe(
      true,
    );
    expect(android.sent).toEqual(['{"type":"SIGNED_OUT"}']);
  });

  it('returns false in a plain browser, or when the wrapper throws', () => {
    expect(postToNative({ type: 'SIGNED_OUT' }, {})).toBe(false);
    expect(postToNative({ type: 'SIGNED_OUT' }, undefined)).toBe(false);
    expect(isInNativeWrapper({})).toBe(false);
    const throwing: BridgeWindow = {
      Android: {
        postMessage: () => {
          throw new Error('gone');
        },
      },
    };
    expect(isInNativeWrapper(throwing)).toBe(true);
    expect(postToNative({ type: 'SIGNED_OUT' }, throwing)).toBe(false);
  });

  it('ignores a wrapper object without postMessage', () => {
    const win = { ReactNativeWebView: {} } as unknown as BridgeWindow;
    expect(isInNativeWrapper(win)).toBe(false);
  });
});
