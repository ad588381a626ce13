/*
 * The contract's stage of the shop's start (main.tsx): importing this runs @shop/core's shared
 * chunk (the contract's schemas, texts and paths the first screen reads), in a task of its own.
 */
export { routePatterns } from '@shop/core';
