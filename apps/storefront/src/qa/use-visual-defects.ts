import { useEffect } from 'react';
import './visual-defects.css';
import { reportDefectShown, useActiveDefects } from './use-defects';

/**
 * Puts the session's visual defects on the page's body (`data-qa-defects`), where the rules of
 * visual-defects.css.ts pick them up; the standard user's pages never carry the attribute.
 */
export function useVisualDefects(): void {
  const defects = useActiveDefects();
  const visual = [...defects].filter((id) => id.startsWith('visual.'));
  const listed = visual.join(' ');
  useEffect(() => {
    if (listed === '') return;
    document.body.dataset.qaDefects = listed;
    for (const id of listed.split(' ')) reportDefectShown(id as (typeof visual)[number]);
    return () => {
      delete document.body.dataset.qaDefects;
    };
  }, [listed]);
}
