import type { ClientConfig } from '@app/contract/schemas/auth';
import { useEffect, useState } from 'react';
import { consoleApi } from './api/consoleApi';

let cached: Promise<ClientConfig> | undefined;

/** The server's public settings (the Jitsi domain of the video calls), asked once per page load. */
export function loadClientConfig(): Promise<ClientConfig> {
  if (!cached) {
    cached = consoleApi.clientConfig();
    // A failure is asked again next time.
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}

export function useClientConfig(): ClientConfig | undefined {
  const [config, setConfig] = useState<ClientConfig>();
  useEffect(() => {
    let live = true;
    loadClientConfig().then(
      (loaded) => {
        if (live) setConfig(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
