import { z } from 'zod';
import { optionalText } from './fields.ts';

const optionalUrl = (message: string) => z.preprocess((v) => (v === '' ? null : v), z.url(message).nullish());
const optionalEmail = z.preprocess((v) => (v === '' ? null : v), z.email('E-mail inválido.').nullish());
/** A secret is write-only (DESIGN decision 3): '' or absent keeps the stored one, null removes it. */
const secret = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).nullish());

export const SECRET_SETTINGS = ['evolution_api_key', 'webhook_secret'] as const;

/** The settings record: general, about page, messaging gateway and webhooks. PUT changes what it names. */
export const settingsInput = z
  .object({
    logo_url: optionalText,
    studio_logo_url: optionalText,
    site_title: optionalText,
    site_name: optionalText,
    site_description: optionalText,
    contact_email: optionalEmail,
    contact_phone: optionalText,
    contact_address: optionalText,
    instagram_url: optionalUrl('Informe o endereço completo do Instagram (https://...).'),
    hero_images: z.array(z.string().min(1)).optional(),
    favicon_url: optionalText,
    seo_title: optionalText,
    seo_description: optionalText,
    seo_keywords: optionalText,
    seo_image_url: optionalText,

    about_title: optionalText,
    about_description: optionalText,
    about_image_url: optionalText,
    about_stats_years: optionalText,
    about_stats_years_label: optionalText,
    about_stats_weddings: optionalText,
    about_stats_weddings_label: optionalText,
    about_stats_clients: optionalText,
    about_stats_clients_label: optionalText,
    about_stats_dedication: optionalText,
    about_stats_dedication_label: optionalText,
    about_mission: optionalText,
    about_vision: optionalText,
    about_values: optionalText,
    about_story: optionalText,
    about_diff_1_title: optionalText,
    about_diff_1_desc: optionalText,
    about_diff_2_title: optionalText,
    about_diff_2_desc: optionalText,
    about_diff_3_title: optionalText,
    about_diff_3_desc: optionalText,
    about_team_title: optionalText,
    about_team_description: optionalText,
    about_testimonials_enabled: z.boolean().optional(),
    about_cta_title: optionalText,
    about_cta_description: optionalText,
    about_cta_button_text: optionalText,

    evolution_api_url: optionalUrl('Informe a URL completa da Evolution API (https://...).'),
    evolution_api_key: secret,
    evolution_instance: optionalText,
    whatsapp_notification_number: optionalText,
    lead_webhook_url: optionalUrl('Informe a URL completa do webhook (https://...).'),
    blog_webhook_url: optionalUrl('Informe a URL completa do webhook (https://...).'),
    webhook_secret: secret,
    lead_auto_reply_enabled: z.boolean().optional(),
  })
  .partial();
export type SettingsInput = z.infer<typeof settingsInput>;
