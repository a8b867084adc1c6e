import type { DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.ts';

// The admin REST API follows the ra-data-simple-rest convention under /api/admin (DESIGN "Contracts").

const API_URL = '/api/admin';

export type DashboardData = {
  counts: { projects: number; categories: number; testimonials: number; blog_posts: number; leads_new: number };
  recent_projects: { id: string; title: string; is_published: boolean; created_at: string }[];
  /** The last 12 weeks, each starting on a Monday; absent from servers older than issue 4. */
  leads_by_week?: { week: string; count: number }[];
  leads_by_status?: { new: number; contacted: number; converted: number; lost: number };
};

export type LeadStats = { new: number; contacted: number; converted: number; lost: number; total: number };

export type LeadDelivery = {
  id: string;
  channel: 'webhook' | 'whatsapp' | 'email' | 'auto_reply';
  status: 'pending' | 'retrying' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  updated_at: string;
};

export type SiteState = {
  status: 'idle' | 'building' | 'failed';
  stage: string | null;
  current: { id: string; built_at: string; duration_ms: number } | null;
  pending: boolean;
  started_at: string | null;
  error: string | null;
};

export type AdminDataProvider = DataProvider & {
  getDashboard: () => Promise<DashboardData>;
  getLeadStats: () => Promise<LeadStats>;
  notifyLead: (id: string) => Promise<{ success: boolean; error?: string }>;
  getLeadDeliveries: (id: string) => Promise<LeadDelivery[]>;
  getSiteState: () => Promise<SiteState>;
  publishSite: () => Promise<void>;
  removeSamples: () => Promise<{ removed: Record<string, number> }>;
  testConnection: (body: Record<string, string>) => Promise<{ ok: boolean; state?: string; message?: string }>;
};

/**
 * The export's address for the list's status filter (a plain link: the browser downloads it). The export
 * route reads `?status=`, the only filter of the contacts list.
 */
export const leadsExportUrl = (filter: Record<string, unknown>) =>
  `${API_URL}/leads/export.csv${typeof filter.status === 'string' && filter.status ? `?status=${encodeURIComponent(filter.status)}` : ''}`;

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
    getLeadStats: () => httpClient(`${API_URL}/leads/stats`).then(({ json }) => json as LeadStats),
    notifyLead: (id) =>
      httpClient(`${API_URL}/leads/${encodeURIComponent(id)}/notify`, { method: 'POST', body: '{}' }).then(
        ({ json }) => json as { success: boolean; error?: string },
      ),
    getLeadDeliveries: (id) =>
      httpClient(`${API_URL}/leads/${encodeURIComponent(id)}/deliveries`).then(({ json }) => json as LeadDelivery[]),
    getSiteState: () => httpClient(`${API_URL}/site`).then(({ json }) => json as SiteState),
    publishSite: () => httpClient(`${API_URL}/site/publish`, { method: 'POST', body: '{}' }).then(() => undefined),
    removeSamples: () =>
      httpClient(`${API_URL}/samples`, { method: 'DELETE' }).then(({ json }) => json as { removed: Record<string, number> }),
    testConnection: (body) =>
      httpClient(`${API_URL}/settings/test-connection`, { method: 'POST', body: JSON.stringify(body) }).then(
        ({ json }) => json as { ok: boolean; state?: string; message?: string },
      ),
  };
}
