import type { Locale } from '@hatchery/domain';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useTenant } from './incubator/TenantContext';
import { PageLoader } from './layout/PageLoader';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './routes/router';

function AppRoutes() {
  const [router] = useState(createAppRouter);
  const { loading } = useTenant();
  // Tenant branding first, so pages never flash unbranded; an unknown tenant ends loading with an error.
  if (loading) return <PageLoader fullScreen />;
  return <RouterProvider router={router} />;
}

export function App({ initialLocale }: { initialLocale: Locale }) {
  return (
    <AppProviders initialLocale={initialLocale}>
      <AppRoutes />
    </AppProviders>
  );
}
