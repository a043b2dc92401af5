export * from './accounts';
export * from './catalog';
