import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SESSION_EXPIRED_PATH } from '@staffdesk/shared/routes';
import { CHANGE_PASSWORD_PATH } from '@/app/guard';
import { configureHttp } from '@/lib/http';
import { listenForInstallOffer, registerServiceWorker } from '@/lib/install-app';
import { router } from '@/app/router';
import { App } from '@/app/app';
import './styles.css';

configureHttp({
  onSessionExpired: () => {
    void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
    void router.navigate(SESSION_EXPIRED_PATH, { replace: true });
  },
  // The server refused a temporary password: read the user context again (it says so) and go to the change-password screen.
  onPasswordChangeRequired: () => {
    void import('@/lib/query-client')
      .then(({ queryClient }) => queryClient.invalidateQueries({ queryKey: ['users', 'context'] }))
      .then(() => router.navigate(CHANGE_PASSWORD_PATH));
  },
});

listenForInstallOffer();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
