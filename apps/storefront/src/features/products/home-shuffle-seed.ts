import { HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY, HOME_SHUFFLE_SEED_PARAM } from '@shop/core';
import { resolveHomeShuffleSeed } from '@shop/core/products';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeStorage } from '../../lib/safe-storage';

/** A seed nobody asked for: new on every visit, so shoppers see the rows change. */
const randomSeed = () => String(Math.floor(Math.random() * 2 ** 32));

/**
 * The seed of the home shuffles (README, QA): `/?shuffleSeed=…`, else the
 * `demo.home.shuffleSeed` local-storage entry, else one drawn for this visit.
 */
export function useHomeShuffleSeed(): string {
  const [params] = useSearchParams();
  const [fresh] = useState(randomSeed);
  const query = params.get(HOME_SHUFFLE_SEED_PARAM);
  return useMemo(
    () =>
      resolveHomeShuffleSeed({
        query,
        stored: safeStorage.get('local', HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY),
        fresh: () => fresh,
      }),
    [query, fresh],
  );
}
