// Business constants of the spec (public-site §9, admin-area §9).

export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const EVENT_TYPES = ['casamento', 'pre-wedding', 'ensaio', 'outro'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  casamento: 'Casamento',
  'pre-wedding': 'Pré Wedding',
  ensaio: 'Ensaio',
  outro: 'Outro',
};

export const HERO_INTERVAL_MS = 5000;
export const HERO_IMAGE_SIZE = { width: 1920, height: 1080 } as const;
export const HOME_FEATURED_PROJECTS = 6;
export const ABOUT_FEATURED_TESTIMONIALS = 3;
export const BLOG_CARD_MAX_CHIPS = 2;
export const CONTACT_SUCCESS_MS = 5000;
export const DASHBOARD_RECENT_PROJECTS = 8;

export const PHONE_MAX_DIGITS = 11;
export const WHATSAPP_COUNTRY_PREFIX = '55';

export const WORDS_PER_MINUTE = 200;
export const DEFAULT_READ_TIME = 5;
export const DEFAULT_RATING = 5;

export const TEAM_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 3840;
export const IMAGE_THUMB_WIDTH = 800;
export const IMAGE_WEBP_QUALITY = 0.86;

export const DEFAULT_SITE_TITLE = 'Portfolio';
export const DEFAULT_SITE_DESCRIPTION = 'Portfolio de Fotografia Profissional';
export const FOOTER_TAGLINE = 'Feito com amor para eternizar momentos únicos';
