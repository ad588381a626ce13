import { fuzzPart } from './openapi-fuzz';

// Part 1 of the fuzz of every OpenAPI operation (openapi-fuzz.ts deals them out).
fuzzPart(1);
