export * from './contract';
export * from './constants';
export * from './format/currency';
export * from './format/date';
