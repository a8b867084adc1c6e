import type { DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.ts';

// The admin REST API follows the ra-data-simple-rest convention under /api/admin (DESIGN "Contracts").

const API_URL = '/api/admin';

export type DashboardData = {
  counts: { projects: number; categories: number; testimonials: number; blog_posts: number; leads_new: number };
  recent_projects: { id: string; title: string; is_published: boolean; created_at: string }[];
};

export type AdminDataProvider = DataProvider & {
  getDashboard: () => Promise<DashboardData>;
};

/**
 * The admin's data provider, where react-admin resource names are the admin's route names.
 * `apiResourceOf` maps a route name to its API resource when they differ (see App.tsx).
 */
export function createDataProvider(apiResourceOf: Readonly<Record<string, string>>): AdminDataProvider {
  const rest = simpleRestProvider(API_URL, httpClient);
  const api = (resource: string) => apiResourceOf[resource] ?? resource;
  return {
    getList: (resource, params) => rest.getList(api(resource), params),
    getOne: (resource, params) => rest.getOne(api(resource), params),
    getMany: (resource, params) => rest.getMany(api(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(api(resource), params),
    create: (resource, params) => rest.create(api(resource), params),
    update: (resource, params) => rest.update(api(resource), params),
    updateMany: (resource, params) => rest.updateMany(api(resource), params),
    delete: (resource, params) => rest.delete(api(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(api(resource), params),
    getDashboard: () => httpClient(`${API_URL}/dashboard`).then(({ json }) => json as DashboardData),
  };
}
