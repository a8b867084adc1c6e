import '@fontsource-variable/roboto';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';

// Real paths under /admin (the spec's routes), not hash URLs. The router owns the /admin prefix, so
// react-admin works with plain "/projects" paths. A data router (rather than <BrowserRouter>) lets
// react-admin warn about unsaved form changes before leaving a page.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
