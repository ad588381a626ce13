import { profileRowTexts, profileRowValue, rowActionLabel } from '@shop/core/profile';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Spinner } from '../../components/Spinner/Spinner';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import { profileLabels } from './profile-labels';
import type { ProfileRowName, ProfileRowState } from './profile-types';
import * as styles from './ProfileRow.css';

export interface ProfileRowProps {
  name: ProfileRowName;
  state: ProfileRowState;
  onToggle: (row: ProfileRowName) => void;
  onEdit: (row: ProfileRowName) => void;
  onClear: (row: ProfileRowName) => void;
  onRetry: (row: ProfileRowName) => void;
}

/**
 * One profile row (§2, §4): its title, the saved value or '--', 'Last updated on …', an expand
 * toggle that says what the row is for, Add/Update and Clear. While its read is on its way the value
 * is 'Loading…'; a failed read shows its §8 text and Retry.
 */
export function ProfileRow({ name, state, onToggle, onEdit, onClear, onRetry }: ProfileRowProps) {
  const ids = testIds.profile;
  const { title, description } = profileRowTexts[name];
  const titleId = useId();
  const detailsId = useId();
  const hasValue = state.status === 'ready' && Boolean(state.value?.trim());
  const actionLabel = rowActionLabel(hasValue);
  const busy = state.busy ?? false;

  return (
    <li className={styles.row} data-testid={ids.row(name)} aria-busy={busy || undefined}>
      <div className={styles.main}>
        <div className={styles.text}>
          <h3 id={titleId} className={styles.title} data-testid={ids.rowTitle(name)}>
            {title}
          </h3>
          {state.status === 'loading' && (
            <p className={styles.loading} role="status" aria-busy="true" data-testid={ids.rowLoading(name)}>
              <Spinner />
              {profileLabels.loadingRow}
            </p>
          )}
          {state.status === 'error' && (
            <div className={styles.error}>
              <p className={styles.errorText} data-testid={ids.rowError(name)}>
                <Icon name="alert" size="small" />
                <span>{state.error}</span>
              </p>
              <Button
                variant="outline"
                size="small"
                testId={ids.rowRetry(name)}
                aria-label={profileLabels.rowAction(profileLabels.retry, title)}
                onClick={() => onRetry(name)}
              >
                {profileLabels.retry}
              </Button>
            </div>
          )}
          {state.status === 'ready' && (
            <>
              <p className={hasValue ? styles.value : styles.emptyValue} data-testid={ids.rowValue(name)}>
                {profileRowValue(state.value)}
              </p>
              {state.lastUpdated && (
                <p className={styles.updated} data-testid={ids.rowUpdated(name)}>
                  {state.lastUpdated}
                </p>
              )}
            </>
          )}
        </div>
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="small"
            disabled={busy || state.status === 'loading'}
            testId={ids.rowEdit(name)}
            aria-label={profileLabels.rowAction(actionLabel, title)}
            onClick={() => onEdit(name)}
          >
            {actionLabel}
          </Button>
          <Button
            variant="ghost"
            tone="critical"
            size="small"
            disabled={!hasValue}
            busy={busy}
            testId={ids.rowClear(name)}
            aria-label={profileLabels.rowAction(profileLabels.clear, title)}
            onClick={() => onClear(name)}
          >
            {profileLabels.clear}
          </Button>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={state.expanded}
            aria-controls={detailsId}
            data-testid={ids.rowToggle(name)}
            onClick={() => onToggle(name)}
          >
            <span className={styles.chevron} aria-hidden="true" />
            <span className={visuallyHidden}>{profileLabels.rowToggle(title)}</span>
          </button>
        </div>
      </div>
      <div
        id={detailsId}
        className={styles.details}
        hidden={!state.expanded}
        data-testid={ids.rowDetails(name)}
      >
        <p className={styles.description}>{description}</p>
        {state.details && state.details.length > 0 && (
          <ul className={styles.detailList} aria-labelledby={titleId}>
            {state.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
