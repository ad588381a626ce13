import { fuzzPart } from './openapi-fuzz';

// Part 2 of the fuzz of every OpenAPI operation (openapi-fuzz.ts deals them out).
fuzzPart(2);
