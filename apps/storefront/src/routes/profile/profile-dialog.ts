import { type CallOperation, failureText } from '@shop/core';
import type { ProfileLoadStatus } from '@shop/ui';

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
  failure: CallOperation,
): { status: ProfileLoadStatus; error?: string } {
  if (read.status === 'pending') return { status: 'loading' };
  if (read.status === 'error') return { status: 'error', error: failureText(failure, read.error) };
  return { status: 'ready' };
}

/** The text of a failed save (server text first, §8), or nothing. */
export const saveErrorText = (failure: CallOperation, error: unknown): string | undefined =>
  error ? failureText(failure, error) : undefined;
