import type { TNotificationListener } from './notification-listener.ts';

/**
 * Tells an in-process cache when an entry goes stale (decisions 013 and 015). Every process hears its own
 * changes in-process. On a shared PostgreSQL database it also subscribes to `channel` on the process's one
 * listening connection (decision 064), so a change committed by another process evicts here as soon as the
 * notification arrives (the writer sends `pg_notify(channel, key)` inside its transaction). While that
 * connection is down, `isReliable` is false and the cache falls back to a short lifetime; when it listens
 * again the cache is cleared, since notifications sent meanwhile were missed.
 */
export type TChangeInvalidation = {
  /** True when every change, from any process, is announced (in-process only, or the channel listened to). */
  isReliable: () => boolean;
  /**
   * Call just before the writer's transaction. With `acknowledge`, resolves once every process listening
   * on the channel has evicted `key` (each answers the notification with an acknowledgement after evicting);
   * at once when nothing listens or without `acknowledge`; after `timeoutMs` at the latest (a process that
   * died or lost its connection clears its whole cache anyway). Lets a logout answer only when no process
   * can still accept the token.
   */
  awaitDelivery: (key: string, timeoutMs?: number) => Promise<void>;
  close: () => void;
};

export type TInvalidationHandlers = { evict: (key: string) => void; evictAll: () => void };

export type TChangeInvalidationOptions = { listener: TNotificationListener } & TInvalidationHandlers & {
    /** The PostgreSQL notification channel; each payload is one key to evict. */
    channel: string;
    /** Every process acknowledges each notification it evicted for, so awaitDelivery can wait for all. */
    acknowledge?: boolean;
    /** Subscribes `evict` to this process's own changes; answers the unsubscribe. */
    subscribeInProcess: (evict: (key: string) => void) => () => void;
  };

const DELIVERY_TIMEOUT_MS = 1_000;

export const createChangeInvalidation = (options: TChangeInvalidationOptions): TChangeInvalidation => {
  const { evict, evictAll, listener, channel } = options;
  const stopInProcess = options.subscribeInProcess(evict);
  if (!listener.crossProcess) {
    return { isReliable: () => true, awaitDelivery: async () => undefined, close: stopInProcess };
  }

  const ackChannel = `${channel}_ack`;
  type TDeliveryWaiter = { acks: number; expected: number | undefined; done: () => void };
  const deliveryWaiters = new Map<string, Set<TDeliveryWaiter>>();
  const settle = (waiter: TDeliveryWaiter) => {
    if (waiter.expected !== undefined && waiter.acks >= waiter.expected) waiter.done();
  };
  const hearAck = (key: string) => {
    for (const waiter of deliveryWaiters.get(key) ?? []) {
      waiter.acks += 1;
      settle(waiter);
    }
  };
  const releaseAllWaiters = () => {
    for (const waiters of [...deliveryWaiters.values()]) for (const waiter of [...waiters]) waiter.done();
  };
  const isReliable = () => listener.isListening(channel) && (!options.acknowledge || listener.isListening(ackChannel));
  const awaitDelivery = (key: string, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<void> => {
    if (!options.acknowledge || !isReliable()) return Promise.resolve();
    return new Promise((resolve) => {
      const waiters = deliveryWaiters.get(key) ?? new Set<TDeliveryWaiter>();
      deliveryWaiters.set(key, waiters);
      const waiter: TDeliveryWaiter = {
        acks: 0,
        expected: undefined,
        done: () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          if (waiters.size === 0 && deliveryWaiters.get(key) === waiters) deliveryWaiters.delete(key);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, timeoutMs);
      waiters.add(waiter);
      listener
        .countListeners(channel)
        .then((listeners) => {
          waiter.expected = listeners;
          settle(waiter);
        })
        .catch(() => waiter.done());
    });
  };

  const unsubscribe = listener.subscribe(channel, {
    notify: (key) => {
      evict(key);
      // Evicted: tell the writer, whichever process it is.
      if (options.acknowledge) listener.publish(ackChannel, key).catch(() => undefined);
    },
    lost: () => {
      evictAll();
      // No acknowledgement will come back while the connection is down: release whoever waits for one.
      releaseAllWaiters();
    },
    // Whatever changed while nobody listened is unknown: start from an empty cache.
    resync: evictAll,
  });
  const unsubscribeAcks = options.acknowledge ? listener.subscribe(ackChannel, { notify: hearAck }) : () => undefined;

  return {
    isReliable,
    awaitDelivery,
    close: () => {
      releaseAllWaiters();
      stopInProcess();
      unsubscribe();
      unsubscribeAcks();
    },
  };
};
