import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  estimatePrice,
  FEATURES_BY_TYPE,
  formatPriceRange,
  PRICED_FINISHES,
  PRICED_MATERIALS,
  priceListSchema,
  validate,
  WIZARD_FURNITURE_TYPE_OPTIONS,
  type PieceDesign,
  type PriceList,
} from '@workshop/domain';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import {
  usePriceList,
  usePriceListHistory,
  useRestorePriceList,
  useSavePriceList,
} from '../../api/price-list';
import { formatDateTime } from '../../lib/dates';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import * as styles from './workshop-view.css';

/** Every figure as typed, by its path in the list ('materialFactors.walnut'). */
type Texts = Readonly<Record<string, string>>;

function textsOf(list: PriceList): Texts {
  const texts: Record<string, string> = { fixedShare: String(list.fixedShare) };
  for (const [type, price] of Object.entries(list.basePrices))
    texts[`basePrices.${type}`] = String(price);
  for (const [value, factor] of Object.entries(list.materialFactors))
    texts[`materialFactors.${value}`] = String(factor);
  for (const [value, factor] of Object.entries(list.finishFactors))
    texts[`finishFactors.${value}`] = String(factor);
  for (const [type, features] of Object.entries(list.featurePrices))
    for (const [feature, amount] of Object.entries(features))
      texts[`featurePrices.${type}.${feature}`] = String(amount);
  texts['range.low'] = String(list.range.low);
  texts['range.high'] = String(list.range.high);
  return texts;
}

/** The list the texts make; an empty or unreadable figure is NaN, which the schema names. */
function listOf(texts: Texts): unknown {
  const list: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(texts)) {
    const keys = path.split(/\.(.*)/s, 2);
    const [group = '', rest] = keys;
    const value = text.trim() === '' ? Number.NaN : Number(text);
    if (rest === undefined) list[group] = value;
    else if (group === 'featurePrices') {
      const [type = '', feature = ''] = rest.split(/\.(.*)/s, 2);
      const byType = (list[group] ??= {}) as Record<string, Record<string, number>>;
      (byType[type] ??= {})[feature] = value;
    } else ((list[group] ??= {}) as Record<string, number>)[rest] = value;
  }
  return list;
}

/** The three pieces the preview prices, old list against new. */
const SAMPLES: readonly { label: string; design: PieceDesign }[] = [
  {
    label: 'Oak dining table, 72 x 36 in, oiled',
    design: {
      furnitureType: 'table',
      style: '',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'oak',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      dimensions: { length: '72', width: '36', height: '30' },
      features: [],
    },
  },
  {
    label: 'Walnut desk with drawers, lacquered',
    design: {
      furnitureType: 'desk',
      style: '',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'walnut',
      surfaceFinish: 'wood',
      specificFinish: 'lacquer',
      dimensions: {},
      features: ['Drawers'],
    },
  },
  {
    label: 'Cherry cabinet with soft-close doors, oiled',
    design: {
      furnitureType: 'cabinet',
      style: '',
      constructionMaterial: 'solid-wood',
      specificMaterial: 'cherry',
      surfaceFinish: 'wood',
      specificFinish: 'oil-finish',
      dimensions: {},
      features: ['Soft-Close Doors'],
    },
  },
];

const TYPES = WIZARD_FURNITURE_TYPE_OPTIONS;

/**
 * The owner's price list: every figure the wizard's indicative price is made from. Each
 * figure is checked as it is typed; a preview prices three sample pieces with the saved list
 * and with the one typed, before anything is saved. Each save is a version, and any earlier
 * one can be restored (the one it replaces stays too).
 */
export function PricesView() {
  const current = usePriceList();
  const [texts, setTexts] = useState<Texts>(() => textsOf(current));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [restoring, setRestoring] = useState<number | null>(null);
  const history = usePriceListHistory(true);
  useEffect(() => setTexts(textsOf(current)), [current]);

  const checked = useMemo(() => validate(priceListSchema, listOf(texts)), [texts]);
  const errors = checked.ok ? serverErrors : { ...serverErrors, ...checked.fieldErrors };
  const changed = JSON.stringify(texts) !== JSON.stringify(textsOf(current));

  const save = useSavePriceList({
    onSuccess: ({ message }) => {
      setServerErrors({});
      toast({ title: message, description: 'The wizard prices with it from the next page.' });
    },
    onError: (cause) => {
      setServerErrors(serverFieldErrors(cause));
      toast({
        title: 'Not saved',
        description: errorMessage(cause, 'The price list could not be saved'),
        variant: 'destructive',
      });
    },
  });
  const restore = useRestorePriceList({
    onSuccess: ({ message }) => {
      setRestoring(null);
      toast({ title: message });
    },
    onError: (cause) =>
      toast({
        title: 'Not restored',
        description: errorMessage(cause, 'The version could not be restored'),
        variant: 'destructive',
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.ok && !save.isPending) save.mutate(checked.value);
  };

  const field = (path: string, label: string) => (
    <TextField
      key={path}
      label={label}
      name={path}
      inputMode="decimal"
      value={texts[path] ?? ''}
      error={errors[path]}
      onChange={(event) => {
        const value = event.target.value;
        setTexts((before) => ({ ...before, [path]: value }));
        setServerErrors({});
      }}
    />
  );

  return (
    <section aria-labelledby="prices-heading" className={styles.view}>
      <h2 id="prices-heading" className={styles.heading}>
        Prices
      </h2>
      <p className={styles.muted}>
        The figures behind the wizard&apos;s indicative price: base price x size x material x
        finish, plus features, shown as a range. A guide for visitors; the quote stays yours.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Price list">
        <aside className={styles.preview} aria-label="Preview" aria-live="polite">
          <p className={styles.previewLabel}>Preview{changed ? ' (not saved yet)' : ''}</p>
          {SAMPLES.map((sample) => (
            <p key={sample.label} data-testid="price-preview">
              {sample.label}: {formatPriceRange(estimatePrice(sample.design, current))}
              {changed &&
                ` → ${checked.ok ? formatPriceRange(estimatePrice(sample.design, checked.value)) : 'fix the figures first'}`}
            </p>
          ))}
        </aside>

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Base price of each piece ($)</legend>
          <p className={`${styles.muted} ${styles.add}`}>
            A typical-size piece in solid oak, oiled, with no features.
          </p>
          {TYPES.map((type) => field(`basePrices.${type.value}`, `${type.name} base price`))}
          {field('fixedShare', 'Share that does not grow with size (0 to 1)')}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Materials (oak = 1)</legend>
          {PRICED_MATERIALS.map((option) =>
            field(`materialFactors.${option.value}`, `${option.name} factor`),
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Finishes (oil = 1)</legend>
          {PRICED_FINISHES.map((option) =>
            field(`finishFactors.${option.value}`, `${option.name} factor`),
          )}
        </fieldset>

        {TYPES.map((type) => (
          <fieldset key={type.value} className={styles.group}>
            <legend className={styles.subheading}>
              {type.name} features ($
              {type.value === 'locker' ? ' per compartment' : ''})
            </legend>
            {FEATURES_BY_TYPE[type.value].map((feature) =>
              field(`featurePrices.${type.value}.${feature}`, `${type.name} ${feature}`),
            )}
          </fieldset>
        ))}

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Range shown around the figure</legend>
          {field('range.low', 'Range low (e.g. 0.9 = 10% under)')}
          {field('range.high', 'Range high (e.g. 1.25 = 25% over)')}
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending || !changed || !checked.ok}>
            {save.isPending ? 'Saving...' : 'Save Prices'}
          </Button>
          <Button tone="secondary" disabled={!changed} onClick={() => setTexts(textsOf(current))}>
            Discard Changes
          </Button>
        </div>
      </form>

      <section aria-labelledby="prices-history" className={styles.group}>
        <h3 id="prices-history" className={styles.subheading}>
          Earlier price lists
        </h3>
        {history.data?.versions.length === 0 && (
          <p className={styles.muted}>
            Nothing saved yet: the wizard prices with the original list.
          </p>
        )}
        <ul className={styles.versions}>
          {history.data?.versions.map((version, index) => (
            <li key={version.id} className={styles.version}>
              <div>
                <strong>#{version.id}</strong>{' '}
                {formatPriceRange(estimatePrice(SAMPLES[0]!.design, version.list as PriceList))}{' '}
                <span className={styles.muted}>for the oak table</span>
                <div className={styles.muted}>
                  {formatDateTime(version.savedAt)} · {version.savedBy ?? 'Owner passkey'}
                  {version.restoredFrom !== null && ` · restored from #${version.restoredFrom}`}
                  {index === 0 && ' · current'}
                </div>
              </div>
              {index > 0 && (
                <Button tone="secondary" size="sm" onClick={() => setRestoring(version.id)}>
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title="Restore this price list?"
        description="The wizard prices with it from the next page; the current list stays in this list."
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() => restoring !== null && restore.mutate(restoring)}
      />
    </section>
  );
}
