export * from './accounts';
export * from './billing';
export * from './catalog';
export * from './consultation';
export * from './tracker';
