import type { AdminPortfolioItem, PortfolioChange } from '../../api/portfolio';

/**
 * The change that puts back what `change` is about to replace, sent through the same API, or
 * null when there is nothing to put back (adding an item or photos takes nothing away).
 * It is worked out before the change is sent, from the portfolio as the owner sees it.
 */
export function undoOf(
  change: PortfolioChange,
  items: readonly AdminPortfolioItem[],
): PortfolioChange | null {
  const item = 'id' in change ? items.find(({ id }) => id === change.id) : undefined;
  if (!item) return null;
  switch (change.kind) {
    case 'edit':
      return {
        kind: 'edit',
        id: item.id,
        ...(change.title === undefined ? {} : { title: item.title }),
        ...(change.subtitle === undefined ? {} : { subtitle: item.subtitle }),
        ...(change.hidden === undefined ? {} : { hidden: item.hidden }),
      };
    case 'move':
      return { kind: 'move', id: item.id, direction: change.direction === 'up' ? 'down' : 'up' };
    case 'alt': {
      const photo = item.photos.find(({ id }) => id === change.photoId);
      return photo ? { kind: 'alt', id: item.id, photoId: photo.id, alt: photo.alt } : null;
    }
    case 'remove-photo':
      return { kind: 'restore-photo', id: item.id, photoId: change.photoId };
    case 'add':
    case 'photos':
    case 'restore-photo':
      return null;
  }
}
