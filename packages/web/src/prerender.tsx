/**
 * The landing page as HTML, so a phone paints it before any script has arrived; main.tsx then
 * hydrates it. Rendered at build time with the spec's defaults (scripts/prerender.ts), and by
 * the server once the workshop has saved its own profile. Only / is prerendered: every other
 * page depends on who is signed in.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './App';
import type { WorkshopProfile } from '@workshop/domain';
import { createQueryClient } from './api/query-client';
import { seedWorkshopProfile } from './api/workshop-profile';

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/** The landing as HTML, with the workshop's profile when given (else the defaults). */
export async function prerenderLanding(profile?: WorkshopProfile): Promise<string> {
  const queryClient = createQueryClient();
  if (profile) seedWorkshopProfile(queryClient, profile);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppContent queryClient={queryClient} router={LandingRouter} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
