import { describe, expect, it } from 'vitest';
import { HOME_FEATURED_PROJECTS } from '../../core/constants.ts';
import { maskPhone } from '../../core/phone.ts';
import { blogCategoryInput } from '../../core/schemas/blog-category.ts';
import { categoryInput } from '../../core/schemas/category.ts';
import { projectInput } from '../../core/schemas/project.ts';
import { teamMemberInput } from '../../core/schemas/team-member.ts';
import { testimonialInput } from '../../core/schemas/testimonial.ts';
import { SLUG_PATTERN } from '../../core/slugify.ts';
import { PORTRAIT_SUBJECTS, SCENES, sampleArtSvg, type ArtSpec } from '../../server/services/samples/art.ts';
import {
  SAMPLE_IMAGE_SIZES,
  sampleAboutImage,
  sampleArtSpec,
  sampleBlogCategories,
  sampleBlogPosts,
  sampleBusiness,
  sampleCategories,
  sampleHeroImages,
  sampleProjects,
  sampleSettings,
  sampleTeam,
  sampleTestimonials,
  type SampleImage,
} from '../../server/services/samples/content.ts';

const spec = (over: Partial<ArtSpec> = {}): ArtSpec => ({ seed: 7, width: 600, height: 400, scene: 'beach', ...over });

/** Checks that every tag is closed in order: enough to know a rasterizer will parse the document. */
function isWellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      open.push(name ?? '');
    }
  }
  return open.length === 0;
}

const idsOf = (svg: string) => new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
const referencesOf = (svg: string) => [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);

describe('sample art', () => {
  it('paints the same picture for the same spec', () => {
    expect(sampleArtSvg(spec())).toBe(sampleArtSvg(spec()));
  });

  it('paints a different picture for a different seed, in every scene', () => {
    for (const scene of SCENES) {
      expect(sampleArtSvg(spec({ scene, seed: 1 }))).not.toBe(sampleArtSvg(spec({ scene, seed: 2 })));
    }
  });

  it('paints the requested size, with a matching viewBox', () => {
    for (const [width, height] of [
      [2400, 1600],
      [1600, 2400],
      [1200, 1200],
    ] as const) {
      const svg = sampleArtSvg(spec({ width, height }));
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`));
    }
  });

  it('writes well-formed SVG whose references all resolve, in every scene and portrait subject', () => {
    const specs = [
      ...SCENES.map((scene) => spec({ scene })),
      ...PORTRAIT_SUBJECTS.map((subject) => spec({ scene: 'portrait', subject })),
    ];
    for (const s of specs) {
      for (const seed of [1, 2, 3]) {
        const svg = sampleArtSvg({ ...s, seed });
        expect(isWellFormed(svg), `${s.scene} ${s.subject ?? ''} ${seed}`).toBe(true);
        const ids = idsOf(svg);
        for (const ref of referencesOf(svg)) expect(ids.has(ref), `#${ref} in ${s.scene}`).toBe(true);
      }
    }
  });

  it('needs nothing from outside: no external links or embedded files', () => {
    for (const scene of SCENES) {
      const svg = sampleArtSvg(spec({ scene }));
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
      expect(svg).not.toMatch(/data:|<image|<script|<text/);
    }
  });

  it('stays small enough to store and parse quickly, even at full size', () => {
    for (const scene of SCENES) {
      for (const seed of [1, 2, 3, 4]) {
        expect(sampleArtSvg({ seed, scene, width: 2400, height: 1600 }).length).toBeLessThan(20_000);
      }
    }
  });

  it('shows the requested portrait subject', () => {
    const bride = sampleArtSvg(spec({ scene: 'portrait', subject: 'bride' }));
    const man = sampleArtSvg(spec({ scene: 'portrait', subject: 'man' }));
    expect(bride).not.toBe(man);
  });
});

// ---- Sample content ----------------------------------------------------------------------------------

const allImages: SampleImage[] = [
  ...sampleProjects.flatMap((p) => p.images),
  ...sampleHeroImages,
  sampleAboutImage,
  ...sampleTeam.map((m) => m.photo),
  ...sampleBlogPosts.map((p) => p.featured_image),
];
const words = (html: string) => html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length;
const unique = <T,>(items: T[]) => new Set(items).size === items.length;

describe('sample content', () => {
  it('has the three categories of the spec (public-site §3)', () => {
    expect(sampleCategories.map((c) => [c.name, c.slug])).toEqual([
      ['Casamento', 'casamento'],
      ['Pré Wedding', 'pre-wedding'],
      ['Ensaio', 'ensaio'],
    ]);
    for (const c of sampleCategories) expect(categoryInput.safeParse(c).success).toBe(true);
  });

  it('has nine published projects, three per category, and fills the home page with exactly six featured', () => {
    expect(sampleProjects).toHaveLength(9);
    for (const { slug } of sampleCategories) {
      expect(sampleProjects.filter((p) => p.category === slug)).toHaveLength(3);
    }
    expect(sampleProjects.filter((p) => p.is_featured)).toHaveLength(HOME_FEATURED_PROJECTS);
    expect(sampleProjects.every((p) => p.is_published)).toBe(true);
  });

  it('gives every project a unique slug that no category uses (DESIGN decision 8)', () => {
    const slugs = sampleProjects.map((p) => p.slug);
    expect(unique(slugs)).toBe(true);
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG_PATTERN);
      expect(sampleCategories.map((c) => c.slug)).not.toContain(slug);
    }
  });

  it('passes the admin project form with its images (admin-area §5)', () => {
    for (const p of sampleProjects) {
      expect(p.images.length).toBeGreaterThanOrEqual(4);
      expect(p.images.length).toBeLessThanOrEqual(6);
      const input = {
        ...p,
        category_id: '00000000-0000-4000-8000-000000000000',
        media: p.images.map((img, i) => ({ media_url: `/media/sample-${i}.jpg`, media_type: 'image', alt_text: img.alt_text })),
      };
      expect(projectInput.safeParse(input).success, p.slug).toBe(true);
    }
  });

  it('dates events between 2024 and 1 November 2026 and writes places as "City, UF"', () => {
    for (const p of sampleProjects) {
      expect(p.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${p.event_date}T12:00:00Z`).toISOString().slice(0, 10)).toBe(p.event_date);
      expect(p.event_date >= '2024-01-01' && p.event_date <= '2026-11-01', p.event_date).toBe(true);
      expect(p.location).toMatch(/^[^,]+, [A-Z]{2}$/);
      expect(sentences(p.description)).toBeGreaterThanOrEqual(2);
      expect(sentences(p.description)).toBeLessThanOrEqual(3);
    }
  });

  it('describes every image and never paints the same picture twice', () => {
    for (const img of allImages) expect(img.alt_text.length).toBeGreaterThan(15);
    expect(unique(allImages.map((img) => `${img.scene}:${img.seed}:${img.subject ?? ''}`))).toBe(true);
  });

  it('paints each image at the size of its orientation', () => {
    const image: SampleImage = { scene: 'city', seed: 3, orientation: 'portrait', alt_text: 'Casal no terraço' };
    expect(sampleArtSpec(image)).toEqual({ scene: 'city', seed: 3, ...SAMPLE_IMAGE_SIZES.portrait });
    expect(sampleHeroImages).toHaveLength(3);
    for (const img of sampleHeroImages) expect(img.orientation).toBe('landscape');
    expect(sampleAboutImage.orientation).toBe('landscape');
  });

  it('has six testimonials, three featured, rated 4 or 5, each a few sentences', () => {
    expect(sampleTestimonials).toHaveLength(6);
    expect(sampleTestimonials.filter((t) => t.is_featured)).toHaveLength(3);
    for (const t of sampleTestimonials) {
      expect(testimonialInput.safeParse(t).success).toBe(true);
      expect([4, 5]).toContain(t.rating);
      expect(sentences(t.content)).toBeGreaterThanOrEqual(2);
      expect(sentences(t.content)).toBeLessThanOrEqual(4);
    }
  });

  it('has a team of three active members and one inactive, each with a square portrait', () => {
    expect(sampleTeam.filter((m) => m.is_active)).toHaveLength(3);
    expect(sampleTeam.filter((m) => !m.is_active)).toHaveLength(1);
    expect(unique(sampleTeam.map((m) => m.display_order))).toBe(true);
    for (const m of sampleTeam) {
      expect(teamMemberInput.safeParse(m).success).toBe(true);
      expect(m.photo).toMatchObject({ scene: 'portrait', orientation: 'square' });
    }
  });

  it('has three coloured blog categories', () => {
    expect(sampleBlogCategories).toHaveLength(3);
    for (const c of sampleBlogCategories) {
      expect(blogCategoryInput.safeParse(c).success).toBe(true);
      expect(c.slug).toMatch(SLUG_PATTERN);
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('has four posts of 300 to 700 words in clean HTML, two featured, published in 2025 or 2026', () => {
    expect(sampleBlogPosts).toHaveLength(4);
    expect(sampleBlogPosts.filter((p) => p.is_featured)).toHaveLength(2);
    expect(unique(sampleBlogPosts.map((p) => p.slug))).toBe(true);
    const categorySlugs = sampleBlogCategories.map((c) => c.slug);
    for (const post of sampleBlogPosts) {
      expect(post.slug).toMatch(SLUG_PATTERN);
      const count = words(post.content);
      expect(count, post.slug).toBeGreaterThanOrEqual(300);
      expect(count, post.slug).toBeLessThanOrEqual(700);
      expect(isWellFormed(post.content)).toBe(true);
      const tags = new Set([...post.content.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]));
      for (const tag of tags) expect(['h2', 'p', 'ul', 'li', 'blockquote', 'strong']).toContain(tag);
      expect(post.content).toContain('<h2>');
      expect(post.content).not.toMatch(/<[a-z0-9]+\s[^>]*>/); // no attributes: nothing to sanitize away
      const year = new Date(post.published_at).getUTCFullYear();
      expect(Number.isNaN(year)).toBe(false);
      expect([2025, 2026]).toContain(year);
      expect(post.categories.length).toBeGreaterThanOrEqual(1);
      expect(post.categories.length).toBeLessThanOrEqual(2);
      for (const c of post.categories) expect(categorySlugs).toContain(c);
    }
  });

  it('fills every settings text the site shows, with values as bullet lines and the story in paragraphs', () => {
    for (const [key, value] of Object.entries(sampleSettings)) {
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    }
    expect(sampleSettings.about_values.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(sampleSettings.about_story.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(maskPhone(sampleSettings.contact_phone)).toBe(sampleSettings.contact_phone);
    expect(sampleSettings.contact_email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(sampleSettings.instagram_url).toMatch(/^https:\/\//);
  });

  it('fills the business record the admin requires (admin-area §5)', () => {
    expect(sampleBusiness).toMatchObject({ city: 'São Paulo', state: 'SP' });
    expect(sampleBusiness.state).toHaveLength(2);
    expect(sampleBusiness.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(sampleBusiness.instagram).toMatch(/^https:\/\//);
    expect(sampleBusiness.document).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(sampleBusiness.zip_code).toMatch(/^\d{5}-\d{3}$/);
    expect(maskPhone(sampleBusiness.whatsapp)).toBe(sampleBusiness.whatsapp);
  });
});
