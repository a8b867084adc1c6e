import type { LeadInput } from '../../core/schemas/lead.ts';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema/index.ts';
import type { Events } from '../events.ts';

export function createLeadService(db: Db, events: Events) {
  return {
    /** Stores a quote request with status "new"; resolves only once it is committed. */
    async create(input: LeadInput) {
      const [lead] = await db
        .insert(leads)
        .values({ ...input, event_date: input.event_date, status: 'new' })
        .returning();
      events.emit('contact.created', { id: lead!.id });
      return lead!;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
