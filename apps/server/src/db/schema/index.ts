export * from './accounts';
export * from './billing';
export * from './catalog';
export * from './consultation';
export * from './growth';
export * from './reference';
export * from './tracker';
export * from './vaccination';
