import { cartEndpoints } from '@shop/core/cart';
import { apiClient } from '../../../api/client';

/** §7 GET /cart (its own module: see cart.ts). */
export const fetchCart = (signal?: AbortSignal) => apiClient.call(cartEndpoints.get, { signal });
