import { PROFILE_INTERESTS_LOCAL_STORAGE_KEY, PROFILE_TOAST_MS } from '@shop/core';
import { INTEREST_TAGS, profileMessages } from '@shop/core/profile';
import type { ProfileInterestsState } from '@shop/ui/profile';
import { useState } from 'react';
import { safeStorage } from '../../lib/safe-storage';
import { notify } from '../../stores/notices-store';

type SavedInterests = Record<string, string[]>;

/** Every user's saved tags, by user id; anything unreadable counts as nothing saved. */
function readAll(): SavedInterests {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get('local', PROFILE_INTERESTS_LOCAL_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as SavedInterests)
      : {};
  } catch {
    return {};
  }
}

/** The user's saved tags: only the ten of §2, in their order (a stale or edited entry is ignored). */
export function readInterests(userId: number): string[] {
  const saved = readAll()[String(userId)];
  return Array.isArray(saved) ? INTEREST_TAGS.filter((tag) => saved.includes(tag)) : [];
}

function writeInterests(userId: number, tags: readonly string[]): void {
  safeStorage.set(
    'local',
    PROFILE_INTERESTS_LOCAL_STORAGE_KEY,
    JSON.stringify({ ...readAll(), [String(userId)]: [...tags] }),
  );
}

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag) => b.includes(tag));

/**
 * Interests (§2: the ten tags and Save, whose behaviour the spec leaves open): ours keeps the chosen
 * tags on this device per user and says 'Interests saved'; Save is enabled once the choice differs
 * from what is saved, like the modals' Save (§4).
 */
export function useProfileInterests(userId: number): ProfileInterestsState {
  const [saved, setSaved] = useState(() => readInterests(userId));
  const [selected, setSelected] = useState<readonly string[]>(saved);
  return {
    selected,
    onToggle: (tag) =>
      setSelected((current) =>
        INTEREST_TAGS.filter((known) => (known === tag ? !current.includes(tag) : current.includes(known))),
      ),
    canSave: !sameTags(selected, saved),
    onSave: () => {
      writeInterests(userId, selected);
      setSaved(selected as string[]);
      notify(profileMessages.interestsSaved, { durationMs: PROFILE_TOAST_MS });
    },
  };
}
