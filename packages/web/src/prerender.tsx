/**
 * The landing page as HTML, so a phone paints it before any script has arrived; main.tsx then
 * hydrates it. Rendered at build time with the spec's defaults (scripts/prerender.ts), and by
 * the server with the workshop's profile and showcase as stored. Only / is prerendered: every other
 * page depends on who is signed in.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './App';
import type { WorkshopProfile } from '@workshop/domain';
import { RenderedShowcaseProvider, type PublicShowcase } from './api/public-showcase';
import { RenderedProfileProvider } from './api/public-profile';

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/**
 * The landing as HTML, with the workshop's profile when given (else the defaults) and its
 * showcase when given (else the spec's portfolio, the rest read once hydrated).
 */
export async function prerenderLanding(
  profile?: WorkshopProfile,
  showcase?: PublicShowcase,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderedProfileProvider value={profile}>
        <RenderedShowcaseProvider value={showcase}>
          <AppContent router={LandingRouter} />
        </RenderedShowcaseProvider>
      </RenderedProfileProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
