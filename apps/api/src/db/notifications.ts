import type pg from 'pg';

/** Called with each notification's payload on one channel. */
export interface ChannelListener {
  readonly onMessage: (payload: string) => void;
  /**
   * The connection was lost and is back: notifications sent meanwhile are gone, so whatever they
   * would have invalidated must be treated as changed.
   */
  readonly onGap: () => void;
  /** The connection failed (reported once per loss; listening resumes by itself). */
  readonly onError?: (error: Error) => void;
}

/** Stops listening; idempotent. */
export type StopListening = () => Promise<void>;

/** After a lost connection the listener tries again this often, until it is stopped. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries and lose its
 * LISTEN). A lost connection is re-opened until {@link StopListening} is called.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: ChannelListener,
): Promise<StopListening> {
  const { default: pgDriver } = await import('pg');
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pgDriver.Client({ connectionString, application_name: 'shop-api-listener' });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('end');
      if (error) listener.onError?.(error);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reconnect, RECONNECT_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error(`LISTEN ${channel}: the connection ended`)));
    client = next;
    try {
      await next.connect();
      // The channel is a fixed name of ours, never input: safe as an identifier.
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  };

  const reconnect = () => {
    retry = undefined;
    connect().then(
      () => listener.onGap(),
      () => undefined, // `lost` has reported it and scheduled the next try
    );
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
