import { readTime } from '../../../core/read-time.ts';
import { DEFAULT_THEME } from '../../../core/theme.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  businessInfo,
  categories,
  projectMedia,
  projects,
  settings,
  teamMembers,
  testimonials,
  theme,
} from '../../db/schema/index.ts';
import type { Events } from '../../events.ts';
import type { Logger } from '../../log.ts';
import type { MediaFile, MediaService } from '../media.ts';
import { sampleArtSvg } from './art.ts';
import {
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
} from './content.ts';

type Services = { config: Config; db: Db; events: Events; log: Logger; media: MediaService };

/**
 * First run: the settings row marks a database as initialized. Without it, the built-in samples are
 * seeded (unless SEED_SAMPLES=false) in one transaction with the settings row, so a start that is
 * interrupted half-way seeds again from scratch next time instead of leaving half the samples.
 */
export async function initializeContent(services: Services): Promise<void> {
  const { db, events, config, log } = services;
  const [existing] = await db.select({ id: settings.id }).from(settings).limit(1);
  if (existing) return;
  await events.muted(async () => {
    if (!config.seedSamples) {
      await db.transaction(async (tx) => {
        await tx.insert(settings).values({}).onConflictDoNothing();
        await tx.insert(theme).values({ colors: DEFAULT_THEME.colors }).onConflictDoNothing();
      });
      return;
    }
    const started = Date.now();
    const images = await paintSampleImages(services.media);
    await insertSamples(db, images);
    log.info(`sample content seeded (${images.size} images, ${Date.now() - started} ms)`);
  });
}

function allSampleImages(): SampleImage[] {
  return [
    ...sampleHeroImages,
    sampleAboutImage,
    ...sampleProjects.flatMap((p) => p.images),
    ...sampleTeam.map((m) => m.photo),
    ...sampleBlogPosts.map((p) => p.featured_image),
  ];
}

/** Paints and stores every sample image, two at a time (one per core), keyed by its spec. */
async function paintSampleImages(media: MediaService): Promise<Map<SampleImage, MediaFile>> {
  const queue = allSampleImages();
  const stored = new Map<SampleImage, MediaFile>();
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      stored.set(image, await media.storeSvg(sampleArtSvg(sampleArtSpec(image)), {
        isSample: true,
        originalName: `${image.scene}-${image.seed}.jpg`,
        avifEffort: 1,
      }));
    }
  };
  await Promise.all([worker(), worker()]);
  return stored;
}

async function insertSamples(db: Db, images: Map<SampleImage, MediaFile>) {
  const url = (image: SampleImage) => images.get(image)!.url;
  const thumbnail = (image: SampleImage) => {
    const file = images.get(image)!;
    return file.variants.find((v) => v.format === 'webp' && v.width === 800)?.url ?? file.url;
  };

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(sampleCategories.map((c) => ({ ...c, is_sample: true })))
      .returning();
    const categoryId = (slug: string) => categoryRows.find((c) => c.slug === slug)!.id;

    for (const { images: projectImages, category, ...project } of sampleProjects) {
      const [row] = await tx
        .insert(projects)
        .values({ ...project, category_id: categoryId(category), cover_image: url(projectImages[0]!), is_sample: true })
        .returning({ id: projects.id });
      await tx.insert(projectMedia).values(
        projectImages.map((image, i) => ({
          project_id: row!.id,
          media_url: url(image),
          media_type: 'image' as const,
          thumbnail_url: thumbnail(image),
          alt_text: image.alt_text,
          sort_order: i,
        })),
      );
    }

    await tx.insert(testimonials).values(sampleTestimonials.map((t) => ({ ...t, is_sample: true })));
    await tx.insert(teamMembers).values(sampleTeam.map(({ photo, ...m }) => ({ ...m, image_url: url(photo), is_sample: true })));

    const blogCategoryRows = await tx
      .insert(blogCategories)
      .values(sampleBlogCategories.map((c) => ({ ...c, is_sample: true })))
      .returning();
    for (const { categories: slugs, featured_image, published_at, ...post } of sampleBlogPosts) {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          ...post,
          featured_image: url(featured_image),
          published_at: new Date(published_at),
          read_time: readTime(post.content),
          is_sample: true,
        })
        .returning({ id: blogPosts.id });
      await tx
        .insert(blogPostCategories)
        .values(slugs.map((slug) => ({ post_id: row!.id, category_id: blogCategoryRows.find((c) => c.slug === slug)!.id })));
    }

    await tx.insert(businessInfo).values(sampleBusiness).onConflictDoNothing();
    await tx.insert(theme).values({ colors: DEFAULT_THEME.colors }).onConflictDoNothing();
    // Last: the settings row marks the database as initialized.
    await tx.insert(settings).values({
      ...sampleSettings,
      hero_images: sampleHeroImages.map(url),
      about_image_url: url(sampleAboutImage),
    });
  });
}
