import { EMAIL_MAX_LENGTH } from '../constants';
import { z } from 'zod';

/** Ids in paths arrive as text; they must still be whole positive numbers. */
export const PathIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive number' });

export const IdSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive number' });

export const EmailFieldSchema = z
  .string({ error: 'is required' })
  .max(EMAIL_MAX_LENGTH, { error: 'is too long' });

/** ISO-8601 timestamp as the server writes it (`created_at`, `updated_at`). */
export const TimestampSchema = z.string();
