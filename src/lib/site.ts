import { getEntry } from 'astro:content';
import { DEFAULT_SITE_DESCRIPTION, DEFAULT_SITE_TITLE, PHONE_MAX_DIGITS } from '../../core/constants.ts';
import { maskPhone, phoneDigits, whatsappLink } from '../../core/phone.ts';
import type { PublicSettings, Snapshot } from '../../core/schemas/snapshot.ts';

export type Site = Pick<Snapshot, 'generated_at' | 'site_url' | 'settings' | 'business' | 'theme'>;
export type Business = NonNullable<Snapshot['business']>;

/** The snapshot's singletons: settings, business info and theme. */
export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('The content snapshot was not loaded (collection "site" is empty).');
  return entry.data;
}

// Blank text counts as missing: the admin may save an emptied field as "".
function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Site title: site_title, else site_name, else "Portfolio" (public-site §3). */
export function siteTitle(settings: PublicSettings): string {
  return present(settings.site_title) ?? present(settings.site_name) ?? DEFAULT_SITE_TITLE;
}

/** Logo: logo_url, else studio_logo_url (public-site §3); none means the title is shown instead. */
export function logoUrl(settings: PublicSettings): string | undefined {
  return present(settings.logo_url) ?? present(settings.studio_logo_url);
}

export function siteDescription(settings: PublicSettings): string {
  return present(settings.site_description) ?? DEFAULT_SITE_DESCRIPTION;
}

export type ContactDetails = {
  phone: string | undefined;
  whatsappUrl: string | undefined;
  email: string | undefined;
  address: string | undefined;
  instagramUrl: string | undefined;
};

/**
 * How visitors reach the photographer: the site settings first, the business record as a fallback.
 * The WhatsApp link uses the digits of the phone (public-site §5).
 */
export function contactDetails(settings: PublicSettings, business: Business | null): ContactDetails {
  const phone = present(settings.contact_phone) ?? displayPhone(present(business?.whatsapp));
  const instagram = present(settings.instagram_url) ?? present(business?.instagram);
  return {
    phone,
    whatsappUrl: phone && phoneDigits(phone).length > 0 ? whatsappLink(phone) : undefined,
    email: present(settings.contact_email) ?? present(business?.email),
    address: present(settings.contact_address) ?? businessAddress(business),
    instagramUrl: instagram ? instagramUrl(instagram) : undefined,
  };
}

// The business record keeps the WhatsApp number as digits; show it the way the form masks phones.
function displayPhone(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  return phoneDigits(phone).length <= PHONE_MAX_DIGITS ? maskPhone(phone) : phone;
}

function businessAddress(business: Business | null): string | undefined {
  if (!business) return undefined;
  const cityState = [present(business.city), present(business.state)].filter(Boolean).join(', ');
  return present([present(business.address), cityState].filter(Boolean).join(' — '));
}

/** A profile URL from either a URL or a bare handle such as "@studio". */
export function instagramUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, '').replace(/^(www\.)?instagram\.com\//i, '').replace(/\/+$/, '');
  return `https://www.instagram.com/${handle}/`;
}
