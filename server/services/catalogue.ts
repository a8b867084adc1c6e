import { blogCategoryInput, type BlogCategoryInput } from '../../core/schemas/blog-category.ts';
import { leadUpdate } from '../../core/schemas/lead.ts';
import { teamMemberInput, type TeamMemberInput } from '../../core/schemas/team-member.ts';
import { testimonialInput, type TestimonialInput } from '../../core/schemas/testimonial.ts';
import { slugify } from '../../core/slugify.ts';
import { blogCategories, leads, teamMembers, testimonials } from '../db/schema/index.ts';
import type { Resource } from './resources.ts';

// The resources that need no rules beyond the generic convention and their input schema.

export const testimonialsResource: Resource<TestimonialInput> = {
  name: 'testimonials',
  event: 'testimonial',
  table: testimonials,
  idColumn: testimonials.id,
  search: [testimonials.client_name, testimonials.content],
  filters: { is_featured: testimonials.is_featured, rating: testimonials.rating },
  sorts: { created_at: testimonials.created_at, client_name: testimonials.client_name, rating: testimonials.rating },
  defaultSort: ['created_at', 'DESC'],
  input: testimonialInput,
};

export const teamMembersResource: Resource<TeamMemberInput> = {
  name: 'team-members',
  event: 'team_member',
  table: teamMembers,
  idColumn: teamMembers.id,
  search: [teamMembers.name, teamMembers.role],
  filters: { is_active: teamMembers.is_active },
  sorts: { display_order: teamMembers.display_order, name: teamMembers.name, created_at: teamMembers.created_at },
  defaultSort: ['display_order', 'ASC'],
  input: teamMemberInput,
};

export const blogCategoriesResource: Resource<BlogCategoryInput> = {
  name: 'blog-categories',
  event: 'blog_category',
  table: blogCategories,
  idColumn: blogCategories.id,
  search: [blogCategories.name],
  sorts: { name: blogCategories.name, created_at: blogCategories.created_at },
  defaultSort: ['name', 'ASC'],
  input: blogCategoryInput,
  async prepare(_tx, input, existing) {
    if (input.slug || existing) return input;
    return { ...input, slug: slugify(input.name ?? '') };
  },
  uniqueMessages: { slug: 'Este endereço (slug) já está em uso.' },
};

export const leadsResource: Resource = {
  name: 'leads',
  event: 'contact',
  table: leads,
  idColumn: leads.id,
  search: [leads.name, leads.email, leads.phone, leads.location],
  filters: { status: leads.status, event_type: leads.event_type },
  sorts: { created_at: leads.created_at, updated_at: leads.updated_at, name: leads.name, event_date: leads.event_date },
  defaultSort: ['created_at', 'DESC'],
  // Leads are created only by the public form (POST /api/leads); the admin changes their status.
  update: leadUpdate,
};
