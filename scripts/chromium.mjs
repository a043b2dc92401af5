// Debian's Chromium, headless, as this machine needs it: without the networking flags it keeps
// trying hosts this closed network refuses. Used by the browser tests and the benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
