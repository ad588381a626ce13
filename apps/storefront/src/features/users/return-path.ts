import { paths, RETURN_TO_PARAM, safeReturnPath } from '@shop/core';
import { useSearchParams } from 'react-router-dom';

/** Where the sign-in screen sends the user once signed in: `?returnTo=` when safe, else home. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_TO_PARAM)) ?? paths.home();
}
