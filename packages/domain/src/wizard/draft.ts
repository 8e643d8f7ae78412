import type { WizardFurnitureType } from '../catalog/furniture-types';
import type { Style } from '../catalog/styles';
import type { ConstructionMaterial, SurfaceFinish } from '../catalog/materials';
import type { DimensionKey } from '../catalog/dimensions';
import type { WizardTimeline } from '../catalog/timelines';
import type { BudgetRange } from '../catalog/budgets';
import type { LeafCount, TableBase } from '../piece/table-options';

/** The visitor's design as the wizard holds it; '' means "not chosen yet". */
export interface WizardDraft {
  readonly furnitureType: WizardFurnitureType | '';
  readonly style: Style | '';
  readonly constructionMaterial: ConstructionMaterial | '';
  readonly specificMaterial: string;
  readonly surfaceFinish: SurfaceFinish | '';
  readonly specificFinish: string;
  /** Values exactly as typed: dimensions are free text. */
  readonly dimensions: Readonly<Partial<Record<DimensionKey, string>>>;
  readonly features: readonly string[];
  /** A table's base and leaves; absent until chosen (four legs, no leaves unless Extendable). */
  readonly base?: TableBase | undefined;
  readonly leafCount?: LeafCount | undefined;
  /** Inches, each leaf. */
  readonly leafLength?: number | undefined;
  readonly hardware: string;
  readonly upholstery: string;
  readonly notes: string;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly timeline: WizardTimeline | '';
  /** Optional, asked on the contact step; stored on the request. */
  readonly budgetRange: BudgetRange | '';
}

export const EMPTY_DRAFT: WizardDraft = {
  furnitureType: '',
  style: '',
  constructionMaterial: '',
  specificMaterial: '',
  surfaceFinish: '',
  specificFinish: '',
  dimensions: {},
  features: [],
  hardware: '',
  upholstery: '',
  notes: '',
  fullName: '',
  email: '',
  phone: '',
  timeline: '',
  budgetRange: '',
};

export type WizardTextField = 'hardware' | 'upholstery' | 'notes' | 'fullName' | 'email' | 'phone';
