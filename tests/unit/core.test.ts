import { describe, expect, it } from 'vitest';
import { formatDay, formatDayLong, todayInBrazil } from '../../core/format.ts';
import { maskPhone, whatsappLink, whatsappNumber } from '../../core/phone.ts';
import { readTime } from '../../core/read-time.ts';
import { leadInput } from '../../core/schemas/lead.ts';
import { NO_IMAGE_MESSAGE, projectInput } from '../../core/schemas/project.ts';
import { slugify } from '../../core/slugify.ts';

describe('slugify (admin-area §5)', () => {
  it('lower-cases, removes accents and turns spaces into hyphens', () => {
    expect(slugify('Casamento na Praia de Búzios')).toBe('casamento-na-praia-de-buzios');
  });
  it('drops characters that are not letters or digits', () => {
    expect(slugify('Ana & João: Pré-Wedding!')).toBe('ana-joao-pre-wedding');
  });
  it('never leaves hyphens at either end or doubled', () => {
    expect(slugify('  --Ensaio   2025--  ')).toBe('ensaio-2025');
  });
});

describe('phone mask (public-site §5)', () => {
  it('masks eleven digits as (DD) NNNNN-NNNN', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });
  it('masks while typing and ignores anything but digits', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('(11) 9a8')).toBe('(11) 98');
  });
  it('stops at eleven digits', () => {
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
  });
});

describe('WhatsApp links (public-site §5)', () => {
  it('prefixes 55 when the digits do not start with it', () => {
    expect(whatsappNumber('(11) 98765-4321')).toBe('5511987654321');
  });
  it('keeps a number that already starts with 55', () => {
    expect(whatsappNumber('+55 11 98765-4321')).toBe('5511987654321');
  });
  it('builds a wa.me link with an encoded greeting', () => {
    expect(whatsappLink('11987654321', 'Olá, tudo bem?')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1%2C%20tudo%20bem%3F');
  });
});

describe('read time (admin-area §5)', () => {
  it('is the word count over 200, rounded up, ignoring tags', () => {
    const words = Array.from({ length: 401 }, () => 'palavra').join(' ');
    expect(readTime(`<p>${words}</p>`)).toBe(3);
  });
  it('is at least one minute', () => {
    expect(readTime('<p>Oi</p>')).toBe(1);
  });
});

describe('pt-BR dates', () => {
  it('formats an event day without shifting it across time zones', () => {
    expect(formatDay('2025-03-01')).toBe('01/03/2025');
    expect(formatDayLong('2025-03-01')).toBe('1 de março de 2025');
  });
  it('knows today in Brazil even when it is already tomorrow in UTC', () => {
    expect(todayInBrazil(new Date('2026-01-02T01:30:00Z'))).toBe('2026-01-01');
  });
});

describe('contact form schema (public-site §5)', () => {
  const valid = {
    name: 'Mariana Souza',
    email: 'mariana@example.com',
    phone: '(11) 98765-4321',
    event_type: 'casamento',
    event_date: '2099-05-20',
  };
  it('accepts a complete request and stores blank optional fields as empty', () => {
    const parsed = leadInput.parse(valid);
    expect(parsed.location).toBe('');
    expect(parsed.message).toBe('');
  });
  it('rejects an event date in the past', () => {
    const result = leadInput.safeParse({ ...valid, event_date: '2020-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['event_date']);
  });
  it('accepts only the four event types', () => {
    expect(leadInput.safeParse({ ...valid, event_type: 'batizado' }).success).toBe(false);
    for (const type of ['casamento', 'pre-wedding', 'ensaio', 'outro']) {
      expect(leadInput.safeParse({ ...valid, event_type: type }).success).toBe(true);
    }
  });
  it('rejects a malformed e-mail and a phone without area code', () => {
    const result = leadInput.safeParse({ ...valid, email: 'mariana@', phone: '98765-432' });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'phone']);
  });
});

describe('project schema (admin-area §5)', () => {
  const base = {
    title: 'Casamento Ana e Leo',
    client_names: 'Ana & Leo',
    category_id: '4f8b7a7e-1d2c-4b3a-9e8f-0a1b2c3d4e5f',
  };
  it('needs at least one image', () => {
    const result = projectInput.safeParse({ ...base, media: [{ media_url: 'https://youtu.be/x', media_type: 'video' }] });
    expect(result.error?.issues[0]?.message).toBe(NO_IMAGE_MESSAGE);
  });
  it('requires title, client names and category', () => {
    const result = projectInput.safeParse({ media: [{ media_url: '/media/a/800.webp', media_type: 'image' }] });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['category_id', 'client_names', 'title']);
  });
});
