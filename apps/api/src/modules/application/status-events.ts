import { EventEmitter } from 'node:events';

/**
 * In-process news of status changes, so caches (the krang status call) drop their entry at once.
 * Other processes sharing the database learn of it when their short cache lifetime runs out.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(50);

export const announceStatusChange = (applicationUuid: string): void => {
  emitter.emit('status-changed', applicationUuid);
};

export const onStatusChange = (listener: (applicationUuid: string) => void): (() => void) => {
  emitter.on('status-changed', listener);
  return () => emitter.off('status-changed', listener);
};
