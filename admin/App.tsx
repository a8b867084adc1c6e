import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Navigate, Resource } from 'react-admin';
import { LoginPage } from './auth/LoginPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { authProvider } from './providers/authProvider.ts';
import { createDataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import { BlogPostCreate, BlogPostEdit } from './resources/blog/BlogPostForm.tsx';
import { BlogPostList } from './resources/blog/BlogPostList.tsx';
import { CategoryCreate } from './resources/categories/CategoryCreate.tsx';
import { CategoryEdit } from './resources/categories/CategoryEdit.tsx';
import { CategoryList } from './resources/categories/CategoryList.tsx';
import { ContactList } from './resources/contacts/ContactList.tsx';
import { ProjectCreate } from './resources/projects/ProjectCreate.tsx';
import { ProjectEdit } from './resources/projects/ProjectEdit.tsx';
import { ProjectList } from './resources/projects/ProjectList.tsx';
import { BusinessInfoPage } from './resources/business/BusinessInfoPage.tsx';
import { ThemePage } from './resources/theme/ThemePage.tsx';
import { BlogApiPage, ContactApiPage } from './resources/docs/ApiDocsPages.tsx';
import { AboutSettingsPage } from './resources/settings/AboutSettingsPage.tsx';
import { SettingsPage } from './resources/settings/SettingsPage.tsx';
import { TeamPage } from './resources/team/TeamManager.tsx';
import { TestimonialList } from './resources/testimonials/TestimonialList.tsx';
import { adminTheme } from './theme.ts';

// The admin's resources are named after the spec's URLs (admin-area §2). Where the API calls a resource
// something else, this table says so; it is the only place that knows.
const apiResourceOf = {
  contacts: 'leads',
  blog: 'blog-posts',
  team: 'team-members',
} as const;

const dataProvider = createDataProvider(apiResourceOf);

// "/admin" itself shows the dashboard's address, "/admin/dashboard".
const ToDashboard = () => <Navigate to="/dashboard" replace />;

// Form routes follow the spec: "<resource>/new" and "<resource>/{id}/edit" (see paths.ts).
export const App = () => (
  <Admin
    title="Retrato"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={adminTheme}
    layout={AdminLayout}
    loginPage={LoginPage}
    dashboard={ToDashboard}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/dashboard" element={<Dashboard />} />
      <Route path="/about-settings" element={<AboutSettingsPage />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/business" element={<BusinessInfoPage />} />
      <Route path="/theme" element={<ThemePage />} />
      <Route path="/blog-api" element={<BlogApiPage />} />
      <Route path="/contact-api" element={<ContactApiPage />} />
    </CustomRoutes>

    <Resource name="contacts" list={ContactList} />

    <Resource name="projects" list={ProjectList} recordRepresentation="title">
      <Route path="new" element={<ProjectCreate />} />
      <Route path=":id/edit" element={<ProjectEdit />} />
    </Resource>

    <Resource name="categories" list={CategoryList} recordRepresentation="name">
      <Route path="new" element={<CategoryCreate />} />
      <Route path=":id/edit" element={<CategoryEdit />} />
    </Resource>

    <Resource name="testimonials" list={TestimonialList} recordRepresentation="client_name" />
    <Resource name="blog" list={BlogPostList} recordRepresentation="title">
      <Route path="new" element={<BlogPostCreate />} />
      <Route path=":id/edit" element={<BlogPostEdit />} />
    </Resource>
    <Resource name="blog-categories" recordRepresentation="name" />
    <Resource name="team" list={TeamPage} recordRepresentation="name" />
  </Admin>
);
