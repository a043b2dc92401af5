export * from './constants';
export * from './messages';
export * from './paths';
export * from './phone';
export * from './routes';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/members';
