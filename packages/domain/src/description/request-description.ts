import { furnitureTypeLabel } from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  SURFACE_FINISH_OPTIONS,
  type CatalogOption,
} from '../catalog/materials';
import {
  WIZARD_TIMELINES,
  WIZARD_TIMELINE_LABELS,
  type WizardTimeline,
} from '../catalog/timelines';
import type { WizardDraft } from '../wizard/draft';
import { dimensionEntries, formatDimension } from './dimension-summary';

const NOT_SPECIFIED = 'Not specified';

const LONGEST_TIMELINE: WizardTimeline = [...WIZARD_TIMELINES].sort(
  (a, b) => WIZARD_TIMELINE_LABELS[b].length - WIZARD_TIMELINE_LABELS[a].length,
)[0] as WizardTimeline;

function optionName(options: readonly CatalogOption[], value: string): string {
  if (value === '') return NOT_SPECIFIED;
  return options.find((option) => option.value === value)?.name ?? value;
}

function constructionLines(draft: WizardDraft): string[] {
  const material =
    draft.constructionMaterial === ''
      ? undefined
      : CONSTRUCTION_MATERIAL_OPTIONS[draft.constructionMaterial];
  const finish =
    draft.surfaceFinish === '' ? undefined : SURFACE_FINISH_OPTIONS[draft.surfaceFinish];
  return [
    `- Construction Method: ${material ? `${material.name} (${material.subtitle})` : NOT_SPECIFIED}`,
    `- Specific Material: ${optionName(material?.options ?? [], draft.specificMaterial)}`,
    `- Surface Treatment: ${finish ? finish.name : NOT_SPECIFIED}`,
    `- Finish Details: ${optionName(finish?.options ?? [], draft.specificFinish)}`,
  ];
}

function detailLines(draft: WizardDraft): string[] {
  const lines: string[] = [];
  const optional = (label: string, value: string) => {
    if (value.trim() !== '') lines.push(`- ${label}: ${value.trim()}`);
  };
  optional('Special Features', draft.features.join(', '));
  optional(
    'Dimensions',
    dimensionEntries(draft.dimensions, draft.furnitureType).map(formatDimension).join(', '),
  );
  optional('Hardware', draft.hardware);
  optional('Upholstery', draft.upholstery);
  optional('Additional Notes', draft.notes);
  const timeline = draft.timeline === '' ? 'Flexible' : WIZARD_TIMELINE_LABELS[draft.timeline];
  lines.push(`- Preferred Timeline: ${timeline}`);
  return lines;
}

/** The multi-line description a wizard design becomes when it is sent as a project request. */
export function buildRequestDescription(draft: WizardDraft): string {
  const type = draft.furnitureType === '' ? 'Furniture' : furnitureTypeLabel(draft.furnitureType);
  const style = draft.style === '' ? 'Custom' : draft.style;
  return [
    `Custom ${type} - ${style} Style`,
    '',
    'CONSTRUCTION & MATERIALS:',
    ...constructionLines(draft),
    '',
    'PROJECT DETAILS:',
    ...detailLines(draft),
  ].join('\n');
}

/**
 * How many characters of Additional Notes still fit in the 500-character description the
 * request carries (the request schema's limit), given everything else already chosen.
 */
export function notesRoom(draft: WizardDraft, maxLength: number): number {
  // Measured with the longest timeline label, so choosing a timeline later cannot overflow.
  const withOneCharacter = buildRequestDescription({
    ...draft,
    notes: 'x',
    timeline: LONGEST_TIMELINE,
  }).length;
  return Math.max(0, maxLength - (withOneCharacter - 1));
}
