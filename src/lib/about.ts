import { getCollection } from 'astro:content';
import { ABOUT_FEATURED_TESTIMONIALS } from '../../core/constants.ts';
import type { PublicSettings, TeamMember, Testimonial } from '../../core/schemas/snapshot.ts';

// The about page's content from the settings, with the spec's defaults (public-site §2 "About").

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export type Stat = { value: string; label: string };
export type Differentiator = { title: string; description: string };

export type About = {
  title: string;
  description: string | undefined;
  image: string | undefined;
  stats: Stat[];
  mission: string | undefined;
  vision: string | undefined;
  values: string[];
  story: string[];
  differentiators: Differentiator[];
  teamTitle: string;
  teamDescription: string | undefined;
  testimonialsEnabled: boolean;
  cta: { title: string; description: string; button: string };
};

// The spec gives no defaults for the differentiators; these say what a careful photographer offers, so
// the section always has its three cards (docs/decisions.md).
const DEFAULT_DIFFERENTIATORS: Differentiator[] = [
  { title: 'Olhar autêntico', description: 'Emoções reais e luz natural, sem poses forçadas: fotos que parecem memórias.' },
  { title: 'Atendimento próximo', description: 'Acompanhamos vocês do primeiro contato à entrega, com roteiro feito a quatro mãos.' },
  { title: 'Entrega cuidadosa', description: 'Cada imagem tratada com atenção e entregue em uma galeria online para guardar e compartilhar.' },
];

export function aboutContent(s: PublicSettings): About {
  const stat = (value: string | null, fallback: string, label: string | null, fallbackLabel: string): Stat => ({
    value: text(value) ?? fallback,
    label: text(label) ?? fallbackLabel,
  });
  return {
    title: text(s.about_title) ?? 'Sobre Nos',
    description: text(s.about_description),
    // About image, else the first hero image, else none (the page paints an amber gradient).
    image: text(s.about_image_url) ?? s.hero_images.find((url) => url.trim()),
    stats: [
      stat(s.about_stats_years, '10+', s.about_stats_years_label, 'Anos de Experiencia'),
      stat(s.about_stats_weddings, '500+', s.about_stats_weddings_label, 'Casamentos Fotografados'),
      stat(s.about_stats_clients, '1000+', s.about_stats_clients_label, 'Clientes Satisfeitos'),
      stat(s.about_stats_dedication, '100%', s.about_stats_dedication_label, 'Dedicacao'),
    ],
    mission: text(s.about_mission),
    vision: text(s.about_vision),
    // "values split by line into bullets"
    values: (s.about_values ?? '').split(/\r?\n/).map((line) => line.replace(/^\s*[-•*]\s*/, '').trim()).filter(Boolean),
    story: (s.about_story ?? '').split(/\r?\n\s*\r?\n|\r?\n/).map((p) => p.trim()).filter(Boolean),
    differentiators: [
      [s.about_diff_1_title, s.about_diff_1_desc],
      [s.about_diff_2_title, s.about_diff_2_desc],
      [s.about_diff_3_title, s.about_diff_3_desc],
    ].map(([title, description], i) => ({
      title: text(title) ?? DEFAULT_DIFFERENTIATORS[i]!.title,
      description: text(description) ?? (text(title) ? '' : DEFAULT_DIFFERENTIATORS[i]!.description),
    })),
    teamTitle: text(s.about_team_title) ?? 'Nossa Equipe',
    teamDescription: text(s.about_team_description),
    testimonialsEnabled: s.about_testimonials_enabled !== false,
    cta: {
      title: text(s.about_cta_title) ?? 'Vamos Trabalhar Juntos?',
      description:
        text(s.about_cta_description) ?? 'Conte como imagina o seu dia e vamos criar juntos imagens que vocês vão guardar para sempre.',
      button: text(s.about_cta_button_text) ?? 'Entre em Contato',
    },
  };
}

/** Active members, by display_order then created_at: the snapshot's order (public-site §7). */
export async function getTeam(): Promise<TeamMember[]> {
  return (await getCollection('team')).sort((a, b) => a.data.position - b.data.position).map(({ data: { position: _, ...member } }) => member);
}

/** Up to 3 featured testimonials, newest first (public-site §7 "About testimonials"). */
export async function getAboutTestimonials(): Promise<Testimonial[]> {
  return (await getCollection('testimonials'))
    .map((entry) => entry.data)
    .filter((t) => t.is_featured)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, ABOUT_FEATURED_TESTIMONIALS);
}
