import { parseRequestStatus, type RequestLifecycleState } from '@workshop/domain';
import type { Project } from '../../api/projects';

/** Said wherever the approved quote keeps the customer from changing the project. */
export const LOCKED_MESSAGE = 'Project cannot be modified or deleted after quote approval';

/** The lifecycle state the domain rules ask about; an unknown status allows nothing. */
export function lifecycleOf(project: Project): RequestLifecycleState | null {
  const parsed = parseRequestStatus(project.status);
  return parsed.ok ? { status: parsed.status, quoteApproved: project.quoteApproved } : null;
}

export const imageUrl = (imagePath: string) => `/uploads/${encodeURIComponent(imagePath)}`;

/** Long enough for any wizard title line; a pasted brief's first line stops at a word. */
const TITLE_MAX = 80;
/** The wizard's title line: `Custom {Type} - {style} Style` (the style as its catalog value). */
const WIZARD_TITLE = /^Custom (.+) - (.+) Style$/;

const capitalized = (words: string) =>
  words.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_all, before: string, letter: string) => before + letter.toUpperCase(),
  );

/**
 * What the piece is, from the first line of its description, so two projects of one type are
 * told apart: a wizard design's title line reads "Custom Table – Modern Style"; any other
 * description's first line is shown as written, shortened at a word if it is long (the
 * whole description is under View Details). Null when there is no description.
 */
export function projectTitle(description: string | null): string | null {
  const first = description
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (!first) return null;
  const wizard = WIZARD_TITLE.exec(first);
  if (wizard) return `Custom ${wizard[1]} – ${capitalized(wizard[2] ?? '')} Style`;
  if (first.length <= TITLE_MAX) return first;
  const cut = first.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
