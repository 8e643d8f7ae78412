import { useShowcase } from '../../api/public-showcase';
import { Reviews } from './Reviews';

/**
 * The reviews as today's prerendered landing can show them: read once the page is hydrated,
 * so the prerendered HTML stays the same for everyone. When the server renders the landing
 * from stored content, it passes GetPublicShowcase's data to <Reviews> instead.
 */
export function ReviewsSection() {
  const showcase = useShowcase();
  return showcase ? <Reviews showcase={showcase} /> : null;
}
