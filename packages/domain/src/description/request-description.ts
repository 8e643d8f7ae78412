import { furnitureTypeLabel } from '../catalog/furniture-types';
import {
  CONSTRUCTION_MATERIAL_OPTIONS,
  SURFACE_FINISH_OPTIONS,
  type CatalogOption,
} from '../catalog/materials';
import { WIZARD_TIMELINE_LABELS } from '../catalog/timelines';
import { DESCRIPTION_MAX_LENGTH } from '../validation/request-schema';
import type { WizardDraft } from '../wizard/draft';
import type { SizeWording } from '../piece/size-for-reader';
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

const NOTES_LABEL = '- Additional Notes: ';
/** Ends notes cut to fit the description; the request's own notes field keeps them whole. */
export const NOTES_CUT_MARK = '… (cut here: the full notes are with the request)';

function detailLines(draft: WizardDraft, notes: string, wording: SizeWording): string[] {
  const lines: string[] = [];
  const optional = (label: string, value: string) => {
    if (value.trim() !== '') lines.push(`- ${label}: ${value.trim()}`);
  };
  optional('Special Features', draft.features.join(', '));
  optional(
    'Dimensions',
    dimensionEntries(draft.dimensions, draft.furnitureType)
      .map((entry) => formatDimension(entry, wording))
      .join(', '),
  );
  optional('Hardware', draft.hardware);
  optional('Upholstery', draft.upholstery);
  if (notes !== '') lines.push(`${NOTES_LABEL}${notes}`);
  const timeline = draft.timeline === '' ? 'Flexible' : WIZARD_TIMELINE_LABELS[draft.timeline];
  lines.push(`- Preferred Timeline: ${timeline}`);
  return lines;
}

function assemble(draft: WizardDraft, notes: string, wording: SizeWording): string {
  const type = draft.furnitureType === '' ? 'Furniture' : furnitureTypeLabel(draft.furnitureType);
  const style = draft.style === '' ? 'Custom' : draft.style;
  return [
    `Custom ${type} - ${style} Style`,
    '',
    'CONSTRUCTION & MATERIALS:',
    ...constructionLines(draft),
    '',
    'PROJECT DETAILS:',
    ...detailLines(draft, notes, wording),
  ].join('\n');
}

/**
 * The multi-line description a wizard design becomes when it is sent as a project request. The
 * additional notes (on one line) take what room the 500 characters leave, marked where cut.
 */
export function buildRequestDescription(draft: WizardDraft): string {
  const notes = draft.notes.replace(/\s+/g, ' ').trim();
  // Sizes in feet or centimetres give their inches and the text as typed, unless that alone
  // would make the summary too long to send: then their inches (the draft keeps the text).
  const wording: SizeWording =
    assemble(draft, '', 'inches and as typed').length <= DESCRIPTION_MAX_LENGTH
      ? 'inches and as typed'
      : 'inches';
  const whole = assemble(draft, notes, wording);
  if (notes === '' || whole.length <= DESCRIPTION_MAX_LENGTH) return whole;
  // The notes' line costs its label, the mark and the line break before it.
  const room =
    DESCRIPTION_MAX_LENGTH -
    assemble(draft, '', wording).length -
    `\n${NOTES_LABEL}${NOTES_CUT_MARK}`.length;
  if (room <= 0) return assemble(draft, '', wording);
  // At a word where there is one, so the cut does not read as a different word.
  const cut = notes.slice(0, room);
  const atWord = /\s/.test(notes.charAt(room)) ? cut : cut.replace(/\s+\S*$/, '');
  return assemble(draft, `${(atWord || cut).trimEnd()}${NOTES_CUT_MARK}`, wording);
}
