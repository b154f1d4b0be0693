import '@/app/configure-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@/lib/http';
import { listenForInstallOffer, registerServiceWorker } from '@/lib/install-app';
import { App } from '@/app/app';
import './styles.css';

// Both happen only in the app, whose router the sign-in page does not load: it is there by then.
configureHttp({
  onSessionExpired: () => void import('@/app/router').then(({ showSessionExpired }) => showSessionExpired()),
  onPasswordChangeRequired: () => void import('@/app/router').then(({ showChangePassword }) => showChangePassword()),
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
