/**
 * Build-time entry (scripts/prerender.ts): the landing page as HTML, so a phone paints it before
 * any script has arrived; main.tsx then hydrates it. Only / is prerendered: every other page
 * depends on who is signed in.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './App';
import { createQueryClient } from './api/query-client';

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

export async function prerenderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppContent queryClient={createQueryClient()} router={LandingRouter} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
