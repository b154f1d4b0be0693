import { z } from 'zod';

// The content-security policy allows no eval: zod must neither compile its parsers nor probe whether it may, a probe
// the browser reports as a violation. Imported first by main.tsx, before any module builds a schema.
z.config({ jitless: true });
