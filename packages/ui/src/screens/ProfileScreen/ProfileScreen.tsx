import { paths } from '@shop/core';
import { profileMessages, profilePageTexts, profileRowTexts } from '@shop/core/profile';
import { useId } from 'react';
import { ConfirmDialogOnDemand } from '../../components/ConfirmDialog/ConfirmDialogOnDemand';
import { Icon } from '../../components/Icon/Icon';
import { Link } from '../../components/Link/Link';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { profileLabels } from './profile-labels';
import type { ProfileRowName, ProfileScreenProps, ProfileUserHeader } from './profile-types';
import { ProfileInterests } from './ProfileInterests';
import { ProfileRow } from './ProfileRow';
import * as styles from './ProfileScreen.css';

const ABOUT_YOU_ROWS = [
  'department',
  'height-weight',
  'age-group',
] as const satisfies readonly ProfileRowName[];
const DEPARTMENT_ROWS = ['fit', 'shoes'] as const satisfies readonly ProfileRowName[];

function ProfileHeader({ user }: { user: ProfileUserHeader }) {
  const ids = testIds.profile;
  return (
    <header className={styles.header} data-testid={ids.header}>
      <span className={styles.avatar} role="img" aria-label={profileLabels.avatar} data-testid={ids.avatar}>
        <Icon name="user" size="large" />
      </span>
      {user.status === 'loading' ? (
        <SkeletonGroup label={profileLabels.loadingUser} testId={ids.userLoading}>
          <span className={styles.headerSkeleton}>
            <Skeleton shape="title" width="half" />
            <Skeleton width="threeQuarters" />
          </span>
        </SkeletonGroup>
      ) : (
        <div className={styles.identity}>
          <h1 className={styles.name} data-testid={ids.name}>
            {user.name || profileMessages.fallbackName}
          </h1>
          <p className={styles.email} data-testid={ids.email}>
            {user.email}
          </p>
          <Link href={paths.orders()} testId={ids.ordersLink}>
            {profileLabels.orders}
          </Link>
          {user.status === 'error' && user.error && (
            <p className={styles.userError} data-testid={ids.userError}>
              <Icon name="alert" size="small" />
              <span>{user.error}</span>
            </p>
          )}
        </div>
      )}
    </header>
  );
}

/**
 * The profile page (/profile, spec §2): the header, the one tab 'Clothing and Shoes', the rows of
 * About you and Department preferences, Interests, and the Clear confirmation. Pure: the storefront
 * reads and saves, and opens the modals on `onEditRow`.
 */
export function ProfileScreen({
  user,
  rows,
  onToggleRow,
  onEditRow,
  onClearRow,
  onRetryRow,
  clearing,
  onConfirmClear,
  onCancelClear,
  interests,
}: ProfileScreenProps) {
  const ids = testIds.profile;
  const tabId = useId();
  const panelId = useId();
  const aboutId = useId();
  const departmentId = useId();
  const renderRow = (name: ProfileRowName) => (
    <ProfileRow
      key={name}
      name={name}
      state={rows[name]}
      onToggle={onToggleRow}
      onEdit={onEditRow}
      onClear={onClearRow}
      onRetry={onRetryRow}
    />
  );

  return (
    <div className={styles.page} data-testid={ids.screen}>
      <ProfileHeader user={user} />

      <div role="tablist" aria-label={profileLabels.tabsLabel} className={styles.tabs}>
        <button
          type="button"
          role="tab"
          id={tabId}
          aria-selected="true"
          aria-controls={panelId}
          className={styles.tab}
          data-testid={ids.tab}
        >
          <span className={styles.tabTitle}>{profilePageTexts.tab}</span>
          <span className={styles.tabSubtitle} data-testid={ids.tabSubtitle}>
            {profilePageTexts.tabSubtitle}
          </span>
        </button>
      </div>

      <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={styles.panel}>
        <section className={styles.card} aria-labelledby={aboutId} data-testid={ids.aboutYou}>
          <h2 id={aboutId} className={styles.sectionHeading}>
            {profilePageTexts.aboutYou}
          </h2>
          <ul className={styles.rows}>{ABOUT_YOU_ROWS.map(renderRow)}</ul>
        </section>

        <section
          className={styles.card}
          aria-labelledby={departmentId}
          data-testid={ids.departmentPreferences}
        >
          <h2 id={departmentId} className={styles.sectionHeading}>
            {profilePageTexts.departmentPreferences}
          </h2>
          <p className={styles.intro} data-testid={ids.departmentIntro}>
            {profileMessages.departmentIntro}
          </p>
          <ul className={styles.rows}>{DEPARTMENT_ROWS.map(renderRow)}</ul>
        </section>

        <div className={styles.card}>
          <ProfileInterests {...interests} />
        </div>
      </div>

      <ConfirmDialogOnDemand
        open={clearing !== null}
        title={clearing ? profileLabels.clearTitle(profileRowTexts[clearing].title) : ''}
        message={profileLabels.clearMessage}
        confirmLabel={profileLabels.clear}
        tone="danger"
        busy={clearing ? (rows[clearing].busy ?? false) : false}
        onConfirm={onConfirmClear}
        onCancel={onCancelClear}
        testId={ids.clearDialog}
      />
    </div>
  );
}
