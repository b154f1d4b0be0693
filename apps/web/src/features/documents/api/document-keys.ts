import { REQUESTS_KEY } from '@/components/requests/request-family';

/** Documents are requests too: a decision on the approvals screen refreshes these with the other request lists. */
export const DOCUMENTS_KEY = [...REQUESTS_KEY, 'documents'] as const;
export const COMPANY_DOCUMENTS_KEY = ['company-documents'] as const;
