import { furnitureTypeLabel } from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  SURFACE_FINISH_OPTIONS,
  type CatalogOption,
} from '../catalog/materials';
import { WIZARD_TIMELINE_LABELS } from '../catalog/timelines';
import type { WizardDraft } from '../wizard/draft';
import { dimensionEntries, formatDimension } from './dimension-summary';

const NOT_SPECIFIED = 'Not specified';

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
  // The visitor's Additional Notes are not here: they go, in full, in the request's own notes.
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
