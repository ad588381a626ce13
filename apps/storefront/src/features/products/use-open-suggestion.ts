import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyEdge } from '../qa/defect-edges';

interface Suggestion {
  readonly kind: 'product' | 'category';
  readonly href: string;
}

/**
 * Opens a search suggestion (the header's search, §2): a product its details, a category its
 * listing. The row opened is chosen among the rows shown, through the suggestion choice's edge (a
 * QA persona may open another, qa/defect-edges.ts).
 */
export function useOpenSuggestion(): <T extends Suggestion>(chosen: T, shown: readonly T[]) => void {
  const navigate = useNavigate();
  return useCallback(
    <T extends Suggestion>(chosen: T, shown: readonly T[]) => {
      void navigate(applyEdge('choice:search.suggestion', chosen, shown).href);
    },
    [navigate],
  );
}
