import { type ProfileCallOperation, profileFailureText } from '@shop/core/profile';
import type { ProfileLoadStatus } from '@shop/ui/profile';

/** What the profile screen tells each modal's hook: whether it is open, and how to close it. */
export interface DialogControl {
  open: boolean;
  onClose: () => void;
}

/** The part of a list read (what a modal offers) its status needs. */
interface OptionsRead {
  status: 'pending' | 'error' | 'success';
  error: unknown;
}

/** A modal's list read: a spinner first, its §8 text when it failed ('Failed to load age groups' …). */
export function optionsStatus(
  read: OptionsRead,
  failure: ProfileCallOperation,
): { status: ProfileLoadStatus; error?: string } {
  if (read.status === 'pending') return { status: 'loading' };
  if (read.status === 'error') return { status: 'error', error: profileFailureText(failure, read.error) };
  return { status: 'ready' };
}

/** The text of a failed save (server text first, §8), or nothing. */
export const saveErrorText = (failure: ProfileCallOperation, error: unknown): string | undefined =>
  error ? profileFailureText(failure, error) : undefined;
