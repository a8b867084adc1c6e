import { EventEmitter } from 'node:events';

// Events with dotted names (`project.updated`, `contact.created`) drive publishing, webhooks and
// notifications from one place. Seeding switches them off.

export type EventName = `${string}.${'created' | 'updated' | 'deleted' | 'changed'}`;
export type Events = {
  emit(name: EventName, payload?: { id?: string }): void;
  on(listener: (name: EventName, payload: { id?: string }) => void): void;
  muted<T>(work: () => Promise<T>): Promise<T>;
};

export function createEvents(): Events {
  const emitter = new EventEmitter();
  let mutedDepth = 0;
  return {
    emit(name, payload = {}) {
      if (mutedDepth === 0) emitter.emit('event', name, payload);
    },
    on(listener) {
      emitter.on('event', listener);
    },
    async muted(work) {
      mutedDepth++;
      try {
        return await work();
      } finally {
        mutedDepth--;
      }
    },
  };
}
