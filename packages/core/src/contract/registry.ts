import { z } from 'zod/mini';

/**
 * The contract's named components (`.register(contractRegistry, { id })`), for the API's OpenAPI
 * document. Its own registry, not zod's global one: that one is shared by every copy of zod in a
 * process, and the API server also loads the storefront's server-render bundle, whose own copy of
 * the contract registers the same names. Its own module, so the first load's schemas take only it.
 */
export const contractRegistry = z.registry<{ id?: string; description?: string; format?: string }>();
