export { parityCases } from './cases';
export * from './format';
export { endpointsCalled, runParityCase } from './run';
