// The built-in sample content (DESIGN decision 6): a fictional studio in São Paulo, complete enough that
// a fresh install looks like a real portfolio. Plain data, no database access; the seeder stores it,
// marks it as sample and turns each image spec into stored media with `sampleArtSvg`.
// Texts are in pt-BR because visitors and the photographer read them.

import type { BlogCategoryInput } from '../../../core/schemas/blog-category.ts';
import type { CategoryInput } from '../../../core/schemas/category.ts';
import type { ProjectInput } from '../../../core/schemas/project.ts';
import type { TeamMemberInput } from '../../../core/schemas/team-member.ts';
import type { TestimonialInput } from '../../../core/schemas/testimonial.ts';
import type { businessInfo, settings } from '../../db/schema/index.ts';
import type { ArtSpec } from './art.ts';

// ---- Shapes ------------------------------------------------------------------------------------------

/** `T` with the keys `K` required and never empty: sample data always fills what an input may omit. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

export type Orientation = 'landscape' | 'portrait' | 'square';

/**
 * Pixel size the seeder paints each orientation at: enough for a full-HD hero and sharp thumbnails,
 * and small enough that a first start paints all the samples in well under a minute.
 */
export const SAMPLE_IMAGE_SIZES: Readonly<Record<Orientation, { width: number; height: number }>> = {
  landscape: { width: 1920, height: 1280 },
  portrait: { width: 1280, height: 1920 },
  square: { width: 800, height: 800 },
};

/** An image of the samples: what to paint (the art spec without its size), its alt text and its shape. */
export type SampleImage = Omit<ArtSpec, 'width' | 'height'> & { alt_text: string; orientation: Orientation };

/** The full art spec of a sample image at the size of its orientation. */
export function sampleArtSpec(image: SampleImage): ArtSpec {
  const { alt_text: _alt, orientation, ...art } = image;
  return { ...art, ...SAMPLE_IMAGE_SIZES[orientation] };
}

type SettingsRow = typeof settings.$inferInsert;
type SampleSettingsKey =
  | 'site_title'
  | 'site_description'
  | 'contact_email'
  | 'contact_phone'
  | 'contact_address'
  | 'instagram_url'
  | 'seo_title'
  | 'seo_description'
  | 'seo_keywords'
  | 'about_title'
  | 'about_description'
  | 'about_stats_years'
  | 'about_stats_years_label'
  | 'about_stats_weddings'
  | 'about_stats_weddings_label'
  | 'about_stats_clients'
  | 'about_stats_clients_label'
  | 'about_stats_dedication'
  | 'about_stats_dedication_label'
  | 'about_mission'
  | 'about_vision'
  | 'about_values'
  | 'about_story'
  | 'about_diff_1_title'
  | 'about_diff_1_desc'
  | 'about_diff_2_title'
  | 'about_diff_2_desc'
  | 'about_diff_3_title'
  | 'about_diff_3_desc'
  | 'about_team_title'
  | 'about_team_description'
  | 'about_testimonials_enabled'
  | 'about_cta_title'
  | 'about_cta_description'
  | 'about_cta_button_text';
export type SampleSettings = { [K in SampleSettingsKey]-?: NonNullable<SettingsRow[K]> };

export type SampleBusiness = Filled<
  Omit<typeof businessInfo.$inferInsert, 'id' | 'created_at' | 'updated_at'>,
  'document' | 'instagram' | 'address' | 'zip_code'
>;

export const SAMPLE_CATEGORY_SLUGS = ['casamento', 'pre-wedding', 'ensaio'] as const;
export type SampleCategorySlug = (typeof SAMPLE_CATEGORY_SLUGS)[number];
export type SampleCategory = Filled<CategoryInput, 'description'> & { slug: SampleCategorySlug };

export type SampleProject = Filled<
  Omit<ProjectInput, 'category_id' | 'cover_image' | 'media'>,
  'slug' | 'location' | 'event_date' | 'description' | 'is_featured' | 'is_published'
> & {
  /** Slug of one of `sampleCategories`. */
  category: SampleCategorySlug;
  /** In display order; the first is the cover. */
  images: SampleImage[];
};

export type SampleTestimonial = Filled<TestimonialInput, 'is_featured'>;

export type SampleTeamMember = Filled<Omit<TeamMemberInput, 'image_url'>, 'bio' | 'display_order' | 'is_active'> & {
  photo: SampleImage;
};

export const SAMPLE_BLOG_CATEGORY_SLUGS = ['dicas-para-noivos', 'ensaios', 'planejamento'] as const;
export type SampleBlogCategorySlug = (typeof SAMPLE_BLOG_CATEGORY_SLUGS)[number];
export type SampleBlogCategory = Filled<BlogCategoryInput, 'color'> & { slug: SampleBlogCategorySlug };

export type SampleBlogPost = {
  title: string;
  slug: string;
  excerpt: string;
  /** Clean semantic HTML: h2, p, ul/li, blockquote, strong. */
  content: string;
  author_name: string;
  is_published: boolean;
  is_featured: boolean;
  /** ISO 8601 with offset. */
  published_at: string;
  categories: SampleBlogCategorySlug[];
  featured_image: SampleImage;
};

// ---- The studio --------------------------------------------------------------------------------------

const STUDIO = 'Luz & Afeto Fotografia';
const PHOTOGRAPHER = 'Camila Duarte';
const PHONE = '(11) 98765-4321';
const EMAIL = 'contato@luzeafetofotografia.com.br';
const INSTAGRAM = 'https://www.instagram.com/luzeafetofotografia';

export const sampleSettings: SampleSettings = {
  site_title: STUDIO,
  site_description:
    'Fotografia de casamento, pré-wedding e ensaios em São Paulo e em todo o Brasil. Histórias reais contadas com luz natural e muito afeto.',
  contact_email: EMAIL,
  contact_phone: PHONE,
  contact_address: 'Rua Harmonia, 850, sala 12 – Vila Madalena, São Paulo – SP',
  instagram_url: INSTAGRAM,
  seo_title: 'Luz & Afeto Fotografia | Casamentos, Pré-Wedding e Ensaios em São Paulo',
  seo_description:
    'Fotógrafa de casamento em São Paulo. Cobertura de casamentos, pré-wedding e ensaios com luz natural, atendimento próximo e entrega rápida. Peça seu orçamento.',
  seo_keywords:
    'fotógrafa de casamento, fotografia de casamento São Paulo, pré-wedding, ensaio de casal, ensaio feminino, fotógrafo Campos do Jordão',

  about_title: 'Sobre Nós',
  about_description:
    'Somos um estúdio de fotografia de casamento nascido em São Paulo. Conhecemos cada casal antes do grande dia e fotografamos com discrição, luz natural e atenção aos pequenos gestos que fazem uma história ser de vocês.',
  about_stats_years: '12+',
  about_stats_years_label: 'Anos de Experiência',
  about_stats_weddings: '380+',
  about_stats_weddings_label: 'Casamentos Fotografados',
  about_stats_clients: '900+',
  about_stats_clients_label: 'Casais e Famílias Atendidos',
  about_stats_dedication: '100%',
  about_stats_dedication_label: 'Dedicação em Cada Entrega',
  about_mission:
    'Eternizar histórias de amor com verdade e sensibilidade, entregando imagens que emocionam hoje e ganham ainda mais valor com o passar dos anos.',
  about_vision:
    'Ser referência em fotografia de casamento autoral no Brasil, lembrada pelo atendimento próximo e por fotos que parecem memórias, não poses.',
  // One value per line: the about page shows them as bullets.
  about_values: [
    'Respeito ao tempo e à história de cada casal',
    'Transparência do orçamento à entrega',
    'Pontualidade e compromisso com os prazos',
    'Espontaneidade acima de poses ensaiadas',
    'Cuidado com cada detalhe, do making of à saída dos noivos',
  ].join('\n'),
  // Paragraphs separated by a blank line.
  about_story: [
    'A Luz & Afeto começou em 2013, quando a Camila trocou a redação de uma revista pela câmera e fotografou o casamento de uma amiga de infância num sítio em Atibaia. No fim da festa, três convidados pediram o contato dela. Daquele sábado em diante, os fins de semana nunca mais foram os mesmos.',
    'De lá para cá, a equipe cresceu, o estúdio ganhou endereço na Vila Madalena e as coberturas passaram a levar a gente para praias, fazendas, igrejas centenárias e terraços com vista para a cidade. O jeito de trabalhar continua o mesmo: chegar cedo, conhecer as famílias pelo nome e estar no lugar certo quando a emoção acontece.',
    'Acreditamos que fotografia de casamento é memória de família. Por isso cuidamos de cada galeria como se fosse nossa e entregamos álbuns feitos para atravessar gerações.',
  ].join('\n\n'),
  about_diff_1_title: 'Atendimento próximo',
  about_diff_1_desc:
    'Reunião de alinhamento, visita técnica e roteiro do dia feitos junto com vocês. No casamento, já sabemos quem são os padrinhos e quais momentos não podem faltar.',
  about_diff_2_title: 'Prévia em até 72 horas',
  about_diff_2_desc:
    'Uma seleção das fotos chega em até três dias para matar a saudade, e a galeria completa fica pronta em até 45 dias, com tratamento cuidadoso em cada imagem.',
  about_diff_3_title: 'Álbuns feitos à mão',
  about_diff_3_desc:
    'Álbuns em papel fine art, montados artesanalmente e diagramados com vocês, para que a história continue sendo contada longe das telas.',
  about_team_title: 'Nossa Equipe',
  about_team_description:
    'Uma equipe pequena de propósito: as mesmas pessoas acompanham vocês do primeiro contato à entrega do álbum.',
  about_testimonials_enabled: true,
  about_cta_title: 'Vamos contar a sua história?',
  about_cta_description:
    'Conte pra gente a data, o local e o que vocês imaginam para o grande dia. Respondemos em até 24 horas com uma proposta sob medida e sem compromisso.',
  about_cta_button_text: 'Solicitar Orçamento',
};

export const sampleBusiness: SampleBusiness = {
  name: STUDIO,
  // Format-valid but with wrong check digits on purpose, so it can never be a real company's number.
  document: '12.345.678/0001-90',
  whatsapp: PHONE,
  email: EMAIL,
  instagram: INSTAGRAM,
  address: 'Rua Harmonia, 850, sala 12 – Vila Madalena',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '05435-001',
};

/** The spec's fallback categories (public-site §3), with descriptions. */
export const sampleCategories: SampleCategory[] = [
  {
    name: 'Casamento',
    slug: 'casamento',
    description: 'Cobertura completa do grande dia, do making of à saída dos noivos, em igrejas, sítios, praias e salões.',
  },
  {
    name: 'Pré Wedding',
    slug: 'pre-wedding',
    description: 'Ensaios de casal antes do casamento, em lugares que contam a história de vocês, ao pôr do sol.',
  },
  {
    name: 'Ensaio',
    slug: 'ensaio',
    description: 'Retratos individuais, de casal e de noiva, com direção leve e luz natural.',
  },
];

// ---- Projects ----------------------------------------------------------------------------------------
// Alt texts describe what the art shows whatever pose or palette the seed picks.

export const sampleProjects: SampleProject[] = [
  {
    title: 'Casamento no Campo em Campos do Jordão',
    slug: 'casamento-campos-do-jordao-mariana-e-pedro',
    client_names: 'Mariana & Pedro',
    location: 'Campos do Jordão, SP',
    event_date: '2025-05-17',
    description:
      'Cerimônia ao ar livre no fim da tarde, com o sol atravessando as araucárias e um arco de flores em tons de rosa. Depois do sim, fugimos com os noivos para um campo ali perto e voltamos a tempo da primeira dança sob um céu de luzinhas.',
    category: 'casamento',
    is_featured: true,
    is_published: true,
    images: [
      { scene: 'ceremony', seed: 11, orientation: 'landscape', alt_text: 'Noivos sob o arco de flores no fim da cerimônia ao ar livre, com o sol atravessando as árvores' },
      { scene: 'portrait', subject: 'bride', seed: 12, orientation: 'portrait', alt_text: 'Retrato de perfil da noiva com coque e véu, contra a luz dourada do fim de tarde' },
      { scene: 'field', seed: 13, orientation: 'landscape', alt_text: 'Silhueta dos noivos num campo de capim alto ao pôr do sol, com montanhas ao fundo' },
      { scene: 'reception', seed: 14, orientation: 'landscape', alt_text: 'Primeira dança dos noivos sob cordões de luzes, com velas desfocadas em primeiro plano' },
      { scene: 'field', seed: 15, orientation: 'portrait', alt_text: 'Noivos no alto do campo com o sol baixo logo atrás deles' },
    ],
  },
  {
    title: 'Casamento pé na areia em Ilhabela',
    slug: 'casamento-ilhabela-beatriz-e-lucas',
    client_names: 'Beatriz & Lucas',
    location: 'Ilhabela, SP',
    event_date: '2024-11-09',
    description:
      'Um casamento pé na areia com vento, maré subindo e um pôr do sol que parou a festa. Os votos foram lidos de frente para o mar e a pista de dança só fechou quando o dia já estava amanhecendo.',
    category: 'casamento',
    is_featured: true,
    is_published: true,
    images: [
      { scene: 'beach', seed: 21, orientation: 'landscape', alt_text: 'Noivos na areia molhada ao pôr do sol, com o brilho do sol refletido no mar' },
      { scene: 'ceremony', seed: 22, orientation: 'landscape', alt_text: 'Cerimônia sob o arco de flores, com o corredor coberto de pétalas' },
      { scene: 'beach', seed: 23, orientation: 'portrait', alt_text: 'Os noivos refletidos na beira do mar enquanto o sol se põe atrás de um morro' },
      { scene: 'portrait', subject: 'couple', seed: 24, orientation: 'landscape', alt_text: 'Retrato de perfil do casal, quase se beijando, contra a luz do entardecer' },
      { scene: 'reception', seed: 25, orientation: 'portrait', alt_text: 'Noivos dançando abraçados na festa, iluminados por luzes quentes' },
      { scene: 'beach', seed: 26, orientation: 'landscape', alt_text: 'A praia no fim do dia, com as ondas chegando à areia e os noivos diante do mar' },
    ],
  },
  {
    title: 'Casamento urbano com vista para São Paulo',
    slug: 'casamento-urbano-sao-paulo-isabela-e-thiago',
    client_names: 'Isabela & Thiago',
    location: 'São Paulo, SP',
    event_date: '2025-09-20',
    description:
      'Cerimônia íntima para sessenta convidados num terraço no centro da cidade. Entre o sim e o jantar, a luz azul do anoitecer acendeu as janelas dos prédios e rendeu as fotos preferidas do casal.',
    category: 'casamento',
    is_featured: false,
    is_published: true,
    images: [
      { scene: 'city', seed: 31, orientation: 'landscape', alt_text: 'Noivos no terraço ao anoitecer, com os prédios da cidade se iluminando ao fundo' },
      { scene: 'reception', seed: 32, orientation: 'landscape', alt_text: 'Pista de dança com cordões de luzes e os noivos no centro' },
      { scene: 'city', seed: 33, orientation: 'portrait', alt_text: 'Silhueta dos noivos diante do horizonte da cidade, com luzes da rua desfocadas' },
      { scene: 'portrait', subject: 'bride', seed: 34, orientation: 'square', alt_text: 'Retrato de perfil da noiva de véu com fundo desfocado' },
    ],
  },
  {
    title: 'Pré-wedding na praia de Maresias',
    slug: 'pre-wedding-maresias-larissa-e-gabriel',
    client_names: 'Larissa & Gabriel',
    location: 'São Sebastião, SP',
    event_date: '2025-02-22',
    description:
      'Larissa e Gabriel se conheceram numa viagem a Maresias, e não havia outro lugar para o ensaio. Caminhamos pela praia na última hora de sol, entre risadas, pés na água e um vestido que insistia em voar.',
    category: 'pre-wedding',
    is_featured: true,
    is_published: true,
    images: [
      { scene: 'beach', seed: 41, orientation: 'landscape', alt_text: 'Casal na beira do mar ao entardecer, com o sol refletindo nas ondas' },
      { scene: 'portrait', subject: 'couple', seed: 42, orientation: 'portrait', alt_text: 'Retrato de perfil do casal frente a frente, com luzes desfocadas ao fundo' },
      { scene: 'beach', seed: 43, orientation: 'landscape', alt_text: 'O casal e seu reflexo na areia molhada, com um morro recortado no horizonte' },
      { scene: 'beach', seed: 44, orientation: 'portrait', alt_text: 'Casal na areia molhada com o céu do entardecer refletido no chão' },
    ],
  },
  {
    title: 'Pré-wedding entre montanhas em Cunha',
    slug: 'pre-wedding-cunha-fernanda-e-andre',
    client_names: 'Fernanda & André',
    location: 'Cunha, SP',
    event_date: '2025-07-12',
    description:
      'Um fim de tarde de inverno nos campos de Cunha, com céu limpo e aquela luz baixa que deixa tudo dourado. O casal trouxe o vestido e o terno do casamento para um ensaio com clima de filme.',
    category: 'pre-wedding',
    is_featured: true,
    is_published: true,
    images: [
      { scene: 'field', seed: 51, orientation: 'landscape', alt_text: 'Casal num campo de capim ao pôr do sol, com montanhas suaves ao fundo' },
      { scene: 'field', seed: 52, orientation: 'portrait', alt_text: 'Silhueta do casal contra o sol baixo, com o capim brilhando na contraluz' },
      { scene: 'portrait', subject: 'couple', seed: 53, orientation: 'landscape', alt_text: 'Close do casal de perfil, frente a frente, com luzes desfocadas ao fundo' },
      { scene: 'field', seed: 54, orientation: 'landscape', alt_text: 'O casal pequeno na paisagem, entre colinas e o céu do entardecer' },
      { scene: 'portrait', subject: 'woman', seed: 55, orientation: 'portrait', alt_text: 'Retrato de perfil dela, de cabelos longos, contra a luz do fim de tarde' },
    ],
  },
  {
    title: 'Pré-wedding urbano ao anoitecer',
    slug: 'pre-wedding-urbano-sao-paulo-aline-e-diego',
    client_names: 'Aline & Diego',
    location: 'São Paulo, SP',
    event_date: '2026-03-14',
    description:
      'Aline e Diego queriam a cidade onde construíram a vida juntos como cenário. Subimos a um terraço na hora azul e esperamos as luzes dos prédios e da ponte se acenderem.',
    category: 'pre-wedding',
    is_featured: false,
    is_published: true,
    images: [
      { scene: 'city', seed: 61, orientation: 'landscape', alt_text: 'Casal abraçado num terraço na hora azul, com a cidade iluminada ao fundo' },
      { scene: 'city', seed: 62, orientation: 'landscape', alt_text: 'Horizonte de prédios ao anoitecer com luzes da cidade desfocadas e o casal em primeiro plano' },
      { scene: 'portrait', subject: 'couple', seed: 63, orientation: 'square', alt_text: 'Retrato de perfil do casal com luzes da cidade desfocadas ao fundo' },
      { scene: 'city', seed: 64, orientation: 'portrait', alt_text: 'O casal de pé no terraço, em silhueta contra o céu azul e laranja' },
    ],
  },
  {
    title: 'Ensaio de casal em Holambra',
    slug: 'ensaio-casal-holambra-renata-e-felipe',
    client_names: 'Renata & Felipe',
    location: 'Holambra, SP',
    event_date: '2025-10-04',
    description:
      'Dez anos de namoro comemorados com um ensaio sem pressa, entre campos e estradinhas de terra. Retratos simples, próximos e cheios de carinho.',
    category: 'ensaio',
    is_featured: true,
    is_published: true,
    images: [
      { scene: 'portrait', subject: 'couple', seed: 71, orientation: 'landscape', alt_text: 'Retrato de perfil do casal frente a frente, contra a luz do sol' },
      { scene: 'portrait', subject: 'woman', seed: 72, orientation: 'portrait', alt_text: 'Retrato de perfil dela, de cabelos soltos, com o fundo desfocado' },
      { scene: 'portrait', subject: 'man', seed: 73, orientation: 'portrait', alt_text: 'Retrato de perfil dele, contra a luz, com bokeh ao fundo' },
      { scene: 'portrait', subject: 'couple', seed: 75, orientation: 'square', alt_text: 'Close do casal quase se beijando, com luzes desfocadas' },
    ],
  },
  {
    title: 'Ensaio feminino ao entardecer em Ubatuba',
    slug: 'ensaio-feminino-ubatuba-julia',
    client_names: 'Júlia Martins',
    location: 'Ubatuba, SP',
    event_date: '2026-01-24',
    description:
      'Um presente da Júlia para ela mesma: um ensaio leve, sem poses forçadas, para celebrar os trinta anos. A luz do fim de tarde fez o resto.',
    category: 'ensaio',
    is_featured: true,
    is_published: true,
    images: [
      { scene: 'portrait', subject: 'woman', seed: 81, orientation: 'portrait', alt_text: 'Retrato de perfil de uma mulher de cabelos longos contra a luz dourada' },
      { scene: 'portrait', subject: 'woman', seed: 82, orientation: 'landscape', alt_text: 'Perfil dela em contraluz, com luzes desfocadas ocupando o fundo' },
      { scene: 'portrait', subject: 'woman', seed: 83, orientation: 'square', alt_text: 'Retrato em contraluz com a borda do rosto iluminada pelo sol' },
      { scene: 'portrait', subject: 'woman', seed: 84, orientation: 'portrait', alt_text: 'Silhueta de perfil com cabelos soltos e bokeh ao redor' },
    ],
  },
  {
    title: 'Ensaio de noiva antes do grande dia',
    slug: 'ensaio-de-noiva-leticia',
    client_names: 'Letícia Amaral',
    location: 'Santana de Parnaíba, SP',
    event_date: '2026-06-06',
    description:
      'Uma semana antes do casamento, a Letícia vestiu o véu da avó para um ensaio só dela. Retratos delicados, em contraluz, que hoje abrem o álbum do casamento.',
    category: 'ensaio',
    is_featured: false,
    is_published: true,
    images: [
      { scene: 'portrait', subject: 'bride', seed: 91, orientation: 'portrait', alt_text: 'Retrato de perfil da noiva com coque e véu, em contraluz' },
      { scene: 'portrait', subject: 'bride', seed: 92, orientation: 'landscape', alt_text: 'A noiva de perfil com o véu caindo pelas costas e luzes desfocadas ao fundo' },
      { scene: 'portrait', subject: 'bride', seed: 93, orientation: 'square', alt_text: 'Close da noiva de perfil, com o véu translúcido iluminado pelo sol' },
      { scene: 'portrait', subject: 'bride', seed: 94, orientation: 'portrait', alt_text: 'Silhueta da noiva com véu contra a luz suave do fim de tarde' },
    ],
  },
];

/** The home page slideshow (public-site §2: full-screen, 1920×1080 crops of landscape images). */
export const sampleHeroImages: SampleImage[] = [
  { scene: 'field', seed: 101, orientation: 'landscape', alt_text: 'Noivos num campo ao pôr do sol, com o sol baixo atrás deles' },
  { scene: 'beach', seed: 102, orientation: 'landscape', alt_text: 'Noivos na praia ao entardecer, com o reflexo do sol no mar' },
  { scene: 'ceremony', seed: 103, orientation: 'landscape', alt_text: 'Cerimônia ao ar livre sob um arco de flores, com luz dourada entre as árvores' },
];

/** The about page's header image. */
export const sampleAboutImage: SampleImage = {
  scene: 'reception',
  seed: 111,
  orientation: 'landscape',
  alt_text: 'Noivos dançando sob cordões de luzes numa festa de casamento',
};

// ---- People ------------------------------------------------------------------------------------------

export const sampleTestimonials: SampleTestimonial[] = [
  {
    client_name: 'Mariana & Pedro',
    content:
      'A Camila e a equipe foram incríveis do primeiro contato até a entrega do álbum. No dia do casamento a gente nem percebia que estava sendo fotografado, e mesmo assim nenhum momento ficou de fora. Choramos vendo a prévia!',
    rating: 5,
    is_featured: true,
  },
  {
    client_name: 'Beatriz & Lucas',
    content:
      'Casamos na praia com vento, maré subindo e quase uma hora de atraso, e as fotos ficaram mais lindas do que a gente imaginava. Obrigada pela calma, pelo bom humor e pelo carinho com as nossas famílias.',
    rating: 5,
    is_featured: true,
  },
  {
    client_name: 'Larissa & Gabriel',
    content:
      'O pré-wedding em Maresias foi o nosso momento favorito de todo o planejamento. A Camila deixou a gente super à vontade, ajudou a escolher as roupas e acertou em cheio o horário do pôr do sol.',
    rating: 5,
    is_featured: true,
  },
  {
    client_name: 'Fernanda & André',
    content:
      'Profissionais atenciosos, pontuais e muito talentosos. As fotos do ensaio em Cunha viraram quadros na nossa sala e todo mundo que chega em casa pergunta quem fotografou.',
    rating: 5,
    is_featured: false,
  },
  {
    client_name: 'Júlia Martins',
    content:
      'Eu morria de vergonha de câmera e saí do ensaio me sentindo linda. As fotos chegaram antes do prazo, com um tratamento delicado e natural, do jeito que eu queria.',
    rating: 5,
    is_featured: false,
  },
  {
    client_name: 'Isabela & Thiago',
    content:
      'Adoramos as fotos e o atendimento. O álbum impresso demorou um pouco mais do que o combinado por causa da gráfica, mas a equipe avisou com antecedência e o acabamento compensou cada dia de espera.',
    rating: 4,
    is_featured: false,
  },
];

export const sampleTeam: SampleTeamMember[] = [
  {
    name: PHOTOGRAPHER,
    role: 'Fotógrafa e fundadora',
    bio: 'Fotografa casamentos desde 2013 e já registrou histórias em mais de dez estados. Apaixonada por luz natural, café coado e discursos de padrinho que fazem todo mundo chorar.',
    display_order: 0,
    is_active: true,
    photo: { scene: 'portrait', subject: 'woman', seed: 121, orientation: 'square', alt_text: 'Retrato de perfil de Camila Duarte contra a luz' },
  },
  {
    name: 'Rafael Nogueira',
    role: 'Segundo fotógrafo',
    bio: 'Cuida dos ângulos que ninguém vê: o noivo esperando no altar, a reação dos avós, a pista de dança no auge. Formado em cinema, traz um olhar documental para cada cobertura.',
    display_order: 1,
    is_active: true,
    photo: { scene: 'portrait', subject: 'man', seed: 122, orientation: 'square', alt_text: 'Retrato de perfil de Rafael Nogueira contra a luz' },
  },
  {
    name: 'Juliana Prado',
    role: 'Edição e atendimento',
    bio: 'Responde às primeiras mensagens, organiza os cronogramas com os noivos e dá o tratamento final de cor a cada galeria, sempre com cuidado para manter pele e luz naturais.',
    display_order: 2,
    is_active: true,
    photo: { scene: 'portrait', subject: 'woman', seed: 128, orientation: 'square', alt_text: 'Retrato de perfil de Juliana Prado contra a luz' },
  },
  {
    // Inactive on purpose: the admin shows how a former member looks, and the public site hides him.
    name: 'Bruno Tavares',
    role: 'Assistente de fotografia',
    bio: 'Acompanhou a equipe entre 2019 e 2023, cuidando da iluminação das festas e dos equipamentos reserva.',
    display_order: 3,
    is_active: false,
    photo: { scene: 'portrait', subject: 'man', seed: 124, orientation: 'square', alt_text: 'Retrato de perfil de Bruno Tavares contra a luz' },
  },
];

// ---- Blog --------------------------------------------------------------------------------------------

export const sampleBlogCategories: SampleBlogCategory[] = [
  { name: 'Dicas para Noivos', slug: 'dicas-para-noivos', color: '#d97706' },
  { name: 'Ensaios', slug: 'ensaios', color: '#db2777' },
  { name: 'Planejamento', slug: 'planejamento', color: '#059669' },
];

const CHOOSING_A_PHOTOGRAPHER = `
<p>Depois do local e da data, o fotógrafo costuma ser uma das primeiras contratações do casamento, e uma das poucas que continua presente muito depois da festa: as fotos são o que fica. Por isso vale escolher com calma, comparando mais do que preço e portfólio.</p>
<h2>1. O estilo dele conversa com o de vocês?</h2>
<p>Peçam para ver casamentos completos, não só as melhores fotos das redes sociais. Uma galeria inteira mostra como o profissional trabalha nas situações difíceis: igreja escura, sol do meio-dia, pista de dança lotada. Se vocês se emocionam vendo o casamento de desconhecidos, é um ótimo sinal.</p>
<h2>2. Como é o atendimento antes do grande dia?</h2>
<p>Reunião de alinhamento, visita técnica e um ensaio pré-wedding fazem muita diferença. Quem já conhece o casal chega ao casamento sabendo quem são os padrinhos, quais parentes não podem faltar nas fotos e quais momentos vocês mais esperam.</p>
<h2>3. Quantas horas de cobertura estão incluídas?</h2>
<p>Confiram se o pacote vai do making of até a saída dos noivos e quanto custa a hora extra. Festas atrasam, e é melhor saber disso antes do que descobrir no meio da pista.</p>
<h2>4. Vai ter segundo fotógrafo?</h2>
<p>Em casamentos com mais de cem convidados, um segundo fotógrafo garante dois ângulos da entrada da noiva e registra o noivo se arrumando enquanto a noiva termina a maquiagem.</p>
<h2>5. Qual é o prazo de entrega e o que será entregue?</h2>
<p>Perguntem quantas fotos, em média, vocês vão receber, em que formato e por quanto tempo a galeria on-line fica disponível. Uma prévia nos primeiros dias ajuda a matar a saudade enquanto o restante é tratado.</p>
<h2>6. Existe plano B para imprevistos?</h2>
<p>Equipamento reserva, cartões de memória gravando em dobro e um profissional substituto em caso de doença são sinais de quem leva o trabalho a sério.</p>
<h2>7. O que diz o contrato?</h2>
<p>Antes de assinar, confiram se estão por escrito:</p>
<ul>
<li>data, horários e endereços da cobertura;</li>
<li>valor, forma de pagamento e política de cancelamento ou mudança de data;</li>
<li>prazo e forma de entrega das fotos e do álbum;</li>
<li>como as imagens podem ser usadas no portfólio e nas redes do fotógrafo.</li>
</ul>
<blockquote><p>O fotógrafo certo é aquele em quem vocês confiam a ponto de esquecer que ele está ali.</p></blockquote>
<p>Com essas respostas em mãos, fica muito mais fácil comparar propostas de forma justa. E, se quiserem conversar sobre o casamento de vocês, é só chamar: adoramos ouvir histórias novas.</p>
`;

const PLANNING_A_PRE_WEDDING = `
<p>O pré-wedding é o ensaio do casal antes do casamento. Além de render fotos lindas para o convite, o telão ou a decoração da festa, ele serve para uma coisa ainda mais importante: vocês se acostumam com a câmera e com o fotógrafo, e chegam ao grande dia muito mais à vontade.</p>
<h2>Escolham um lugar com significado</h2>
<p>A praia onde se conheceram, o bairro do primeiro apartamento, a cidade da família, a trilha que fazem todo ano. Lugares com história deixam as fotos mais verdadeiras. Se nenhum vier à mente, pensem no clima que querem: campo, mar, cidade ou algo mais intimista, dentro de casa.</p>
<h2>O horário faz toda a diferença</h2>
<p>A luz mais bonita acontece na primeira hora da manhã e na última hora antes do pôr do sol, a famosa <strong>golden hour</strong>. O sol baixo deixa a pele suave, desenha contornos dourados e evita sombras duras no rosto. Para um ensaio de duas horas, marcamos o início cerca de noventa minutos antes do pôr do sol.</p>
<h2>Tenham um plano B para o tempo</h2>
<p>Combinem com antecedência uma data reserva ou um local coberto. Um céu nublado também pode ser um presente: a luz fica difusa e uniforme, ótima para retratos próximos.</p>
<h2>Tragam um pouco de vocês</h2>
<p>Objetos ajudam a contar a história e dão o que fazer com as mãos: o violão, o cachorro, uma toalha de piquenique, o livro que leram juntos, a bicicleta do primeiro encontro. Nada precisa ser produzido; precisa ser de vocês.</p>
<h2>Como ficar à vontade diante da câmera</h2>
<ul>
<li>Pensem em interações, não em poses: caminhar, conversar, contar uma piada no ouvido.</li>
<li>Olhem um para o outro mais do que para a lente.</li>
<li>Respirem fundo e desacelerem os movimentos; fica tudo mais natural.</li>
<li>Confiem na direção: pequenos ajustes de posição fazem grandes diferenças.</li>
</ul>
<blockquote><p>As fotos preferidas dos casais quase sempre acontecem entre uma pose e outra, quando eles esquecem que estão sendo fotografados.</p></blockquote>
<h2>Quando fazer</h2>
<p>O ideal é marcar o pré-wedding de dois a quatro meses antes do casamento. Assim dá tempo de usar as fotos no convite e no site do casamento, e o ensaio ainda funciona como um treino para o grande dia.</p>
`;

const WHAT_TO_WEAR = `
<p>Roupa é uma das maiores dúvidas antes de qualquer ensaio, seja ele de casal, individual ou de noivos. A boa notícia é que não existe fórmula: o melhor figurino é aquele em que vocês se sentem bonitos e confortáveis. Ainda assim, algumas escolhas ajudam muito as fotos.</p>
<h2>Combinem sem ficar iguais</h2>
<p>Para casais, a regra de ouro é harmonizar, não copiar. Escolham uma paleta de duas ou três cores e distribuam entre as peças. Ela de vestido terracota, ele de camisa off-white e calça cáqui, por exemplo, conversa muito melhor do que duas camisetas iguais.</p>
<h2>Cores que funcionam</h2>
<ul>
<li><strong>Tons terrosos e neutros</strong>, como bege, caramelo, oliva e terracota, combinam com campo e praia.</li>
<li><strong>Tons pastéis</strong> ficam delicados com a luz suave do fim de tarde.</li>
<li><strong>Cores fortes</strong> funcionam bem na cidade, mas usem uma por vez.</li>
<li>Evitem estampas muito pequenas, listras finas e logotipos grandes: eles chamam mais atenção do que vocês.</li>
</ul>
<h2>Tecidos e caimento</h2>
<p>Tecidos leves, como linho, algodão e viscose, se movimentam com o vento e deixam as fotos vivas. Vestidos longos e saias rodadas rendem imagens lindas em movimento. Evitem peças muito justas ou que amassem com facilidade, já que vocês vão sentar, abraçar e caminhar bastante.</p>
<h2>Sapatos e acessórios</h2>
<p>Levem um calçado confortável para as caminhadas e outro para as fotos, se quiserem. Na praia, pés descalços são sempre uma boa ideia. Acessórios discretos, como um brinco bonito, um chapéu ou o relógio herdado do avô, dão personalidade sem roubar a cena.</p>
<h2>Vale levar uma troca</h2>
<p>Uma segunda roupa, mais arrumada ou mais casual, dá variedade à galeria. Combinem com o fotógrafo um lugar para trocar e reservem dez minutos do roteiro para isso.</p>
<h2>Cabelo e maquiagem</h2>
<p>Uma maquiagem leve e bem feita faz diferença nas fotos próximas, mesmo para quem não costuma se maquiar. Para eles, cabelo e barba aparados dois ou três dias antes ficam mais naturais do que um corte feito na véspera.</p>
<blockquote><p>Se estiverem em dúvida entre duas roupas, levem as duas. Decidir no local, vendo a luz e o cenário, é muito mais fácil.</p></blockquote>
`;

const WEDDING_DAY_TIMELINE = `
<p>Um bom cronograma é o que separa um dia corrido de um dia aproveitado. Ele não precisa ser rígido, mas precisa ter folga. Abaixo está o roteiro que usamos como ponto de partida com os nossos casais, para uma cerimônia marcada às 16h30 e festa no mesmo local.</p>
<h2>Comecem pelo horário da cerimônia</h2>
<p>Definam a hora do sim e montem o dia de trás para frente. Em casamentos ao ar livre, vale consultar o horário do pôr do sol da data: a cerimônia ideal termina cerca de uma hora antes dele, para que as fotos do casal aconteçam na luz mais bonita do dia.</p>
<h2>Um roteiro realista</h2>
<ul>
<li><strong>13h</strong>: chegada do fotógrafo, fotos dos detalhes (vestido, sapatos, convite, alianças);</li>
<li><strong>13h30</strong>: making of da noiva e, em paralelo, do noivo;</li>
<li><strong>15h15</strong>: noiva pronta, fotos com a família e os padrinhos no local da arrumação;</li>
<li><strong>15h45</strong>: deslocamento e últimos retoques;</li>
<li><strong>16h30</strong>: cerimônia;</li>
<li><strong>17h15</strong>: cumprimentos e fotos oficiais com as famílias;</li>
<li><strong>17h45</strong>: sessão do casal na golden hour, cerca de vinte minutos;</li>
<li><strong>18h30</strong>: entrada dos noivos na festa, brinde e primeira dança;</li>
<li><strong>20h</strong>: jantar, discursos e abertura da pista;</li>
<li><strong>22h30</strong>: bolo, buquê e, se houver, saída dos noivos.</li>
</ul>
<h2>Fotos de família sem estresse</h2>
<p>Façam uma lista com os grupos que não podem faltar, em ordem, e escolham um parente animado para chamar cada grupo. Com a lista em mãos, quinze fotos de família levam cerca de vinte minutos, e ninguém fica de fora.</p>
<h2>Reservem um tempo só para vocês</h2>
<p>Os vinte minutos depois da cerimônia costumam ser os únicos do dia em que o casal fica a sós. Além das fotos mais bonitas, é a chance de respirar e perceber que casaram. Nossos casais dizem que foi o melhor momento do dia.</p>
<h2>Deixem folgas</h2>
<p>Cabelo e maquiagem quase sempre atrasam, o trânsito de sábado é imprevisível e os cumprimentos demoram mais do que parece. Trinta minutos de folga distribuídos ao longo do dia evitam que um atraso vire efeito dominó.</p>
<blockquote><p>Um cronograma com folga é o melhor presente que vocês podem dar a si mesmos no dia do casamento.</p></blockquote>
<p>Mandem o cronograma final para todos os fornecedores com uma semana de antecedência: assim todo mundo trabalha junto, no mesmo ritmo.</p>
`;

export const sampleBlogPosts: SampleBlogPost[] = [
  {
    title: 'Como escolher o fotógrafo do casamento: 7 perguntas antes de fechar',
    slug: 'como-escolher-o-fotografo-do-casamento',
    excerpt:
      'Portfólio bonito é só o começo. Veja as perguntas que ajudam a descobrir se o fotógrafo combina com vocês e o que não pode faltar no contrato.',
    content: CHOOSING_A_PHOTOGRAPHER.trim(),
    author_name: PHOTOGRAPHER,
    is_published: true,
    is_featured: true,
    published_at: '2025-08-12T12:00:00-03:00',
    categories: ['dicas-para-noivos', 'planejamento'],
    featured_image: { scene: 'ceremony', seed: 131, orientation: 'landscape', alt_text: 'Noivos sob um arco de flores durante a cerimônia ao ar livre' },
  },
  {
    title: 'Pré-wedding: como planejar um ensaio com a cara de vocês',
    slug: 'como-planejar-o-ensaio-pre-wedding',
    excerpt:
      'Local, horário, clima e até o que fazer com as mãos: um passo a passo para o pré-wedding sair leve, natural e cheio de significado.',
    content: PLANNING_A_PRE_WEDDING.trim(),
    author_name: PHOTOGRAPHER,
    is_published: true,
    is_featured: true,
    published_at: '2025-10-03T09:30:00-03:00',
    categories: ['ensaios', 'planejamento'],
    featured_image: { scene: 'beach', seed: 132, orientation: 'landscape', alt_text: 'Casal na praia ao pôr do sol durante um ensaio pré-wedding' },
  },
  {
    title: 'O que vestir no ensaio: guia de roupas, cores e acessórios',
    slug: 'o-que-vestir-no-ensaio',
    excerpt:
      'Combinar sem ficar igual, cores que valorizam, tecidos que se movem com o vento e por que vale levar uma troca de roupa.',
    content: WHAT_TO_WEAR.trim(),
    author_name: PHOTOGRAPHER,
    is_published: true,
    is_featured: false,
    published_at: '2026-01-20T10:00:00-03:00',
    categories: ['ensaios'],
    featured_image: { scene: 'field', seed: 133, orientation: 'landscape', alt_text: 'Casal num campo de capim ao entardecer' },
  },
  {
    title: 'Cronograma do dia do casamento: um roteiro realista do making of à festa',
    slug: 'cronograma-do-dia-do-casamento',
    excerpt:
      'Um roteiro hora a hora para o grande dia, com dicas para as fotos de família, o momento a sós do casal e as folgas que salvam o cronograma.',
    content: WEDDING_DAY_TIMELINE.trim(),
    author_name: PHOTOGRAPHER,
    is_published: true,
    is_featured: false,
    published_at: '2026-03-05T08:00:00-03:00',
    categories: ['planejamento', 'dicas-para-noivos'],
    featured_image: { scene: 'reception', seed: 134, orientation: 'landscape', alt_text: 'Primeira dança dos noivos sob cordões de luzes' },
  },
];
