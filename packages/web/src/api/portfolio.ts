import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unlessSessionEnded, type Callbacks } from './callbacks';
import { api, unwrap } from './client';
import { forgetShowcase } from './public-showcase';
import type { components } from './schema.gen';

export type AdminPortfolioItem = components['schemas']['PortfolioItem'];
type Changed = components['schemas']['PortfolioChanged'];

const PORTFOLIO_KEY = ['/api/admin/portfolio'] as const;

/** The owner's portfolio, every item in order, hidden ones too. */
export function usePortfolio() {
  return useQuery({
    queryKey: PORTFOLIO_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/portfolio')),
  });
}

/** Each change answers the whole portfolio: it replaces the cached one, and the landing's. */
export type PortfolioChange =
  | { readonly kind: 'add'; readonly title: string; readonly subtitle: string }
  | {
      readonly kind: 'edit';
      readonly id: number;
      readonly title?: string;
      readonly subtitle?: string;
      readonly hidden?: boolean;
    }
  | { readonly kind: 'move'; readonly id: number; readonly direction: 'up' | 'down' }
  | {
      readonly kind: 'photos';
      readonly id: number;
      readonly photos: readonly { readonly file: File; readonly alt: string }[];
    }
  | { readonly kind: 'alt'; readonly id: number; readonly photoId: number; readonly alt: string }
  | { readonly kind: 'remove-photo'; readonly id: number; readonly photoId: number }
  | { readonly kind: 'restore-photo'; readonly id: number; readonly photoId: number };

function send(change: PortfolioChange): Promise<Changed> {
  switch (change.kind) {
    case 'add':
      return unwrap(
        api.POST('/api/admin/portfolio/items', {
          body: { title: change.title, subtitle: change.subtitle },
        }),
      );
    case 'edit': {
      const { id, title, subtitle, hidden } = change;
      return unwrap(
        api.PATCH('/api/admin/portfolio/items/{id}', {
          params: { path: { id } },
          body: { title, subtitle, hidden },
        }),
      );
    }
    case 'move':
      return unwrap(
        api.POST('/api/admin/portfolio/items/{id}/move', {
          params: { path: { id: change.id } },
          body: { direction: change.direction },
        }),
      );
    case 'photos': {
      const form = new FormData();
      for (const { file, alt } of change.photos) {
        form.append('alt', alt);
        form.append('photos', file, file.name);
      }
      return unwrap(
        api.POST('/api/admin/portfolio/items/{id}/photos', {
          params: { path: { id: change.id } },
          body: { alt: [], photos: [] },
          // Multipart with the files: the browser writes the boundary.
          bodySerializer: () => form,
        }),
      );
    }
    case 'alt':
      return unwrap(
        api.PATCH('/api/admin/portfolio/items/{id}/photos/{photoId}', {
          params: { path: { id: change.id, photoId: change.photoId } },
          body: { alt: change.alt },
        }),
      );
    case 'remove-photo':
      return unwrap(
        api.DELETE('/api/admin/portfolio/items/{id}/photos/{photoId}', {
          params: { path: { id: change.id, photoId: change.photoId } },
        }),
      );
    case 'restore-photo':
      return unwrap(
        api.POST('/api/admin/portfolio/items/{id}/photos/{photoId}/restore', {
          params: { path: { id: change.id, photoId: change.photoId } },
        }),
      );
  }
}

export function useChangePortfolio({
  onSuccess,
  onError,
}: Callbacks<Changed, PortfolioChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer, change) => {
      queryClient.setQueryData(PORTFOLIO_KEY, { items: answer.items });
      forgetShowcase();
      onSuccess?.(answer, change);
    },
    onError: unlessSessionEnded(onError),
  });
}
