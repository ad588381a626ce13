export * from './personas';
export * from './defects';
export * from './qa-session';
export * from './live-scenarios';
export * from './api-quirks';
export * from './contract';
export * from './exercises';
export * from './server-pages';
