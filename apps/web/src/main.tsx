import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SESSION_EXPIRED_PATH } from '@staffdesk/shared/routes';
import { configureHttp } from '@/lib/http';
import { router } from '@/app/router';
import { App } from '@/app/app';
import './styles.css';

configureHttp({
  onSessionExpired: () => {
    void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
    void router.navigate(SESSION_EXPIRED_PATH, { replace: true });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
