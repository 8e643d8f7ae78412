import { useEffect, useState, type FormEvent } from 'react';
import { TEAM_MAX_MEMBERS, type WorkshopProfile } from '@workshop/domain';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { useWorkshopProfile } from '../../api/public-profile';
import {
  useRestoreWorkshopProfile,
  useSaveWorkshopProfile,
  useWorkshopProfileHistory,
} from '../../api/workshop-profile';
import { formatDateTime } from '../../lib/dates';
import { ConfirmDialog } from '../../ui/AlertDialog';
import { Button } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';
import { TeamPhotoField } from './TeamPhotoField';
import { toast } from '../../ui/toast-store';
import * as form from './dialog-form.css';
import * as styles from './workshop-view.css';

type TextKey = {
  [K in keyof WorkshopProfile]: WorkshopProfile[K] extends string ? K : never;
}[keyof WorkshopProfile];
type AddressKey = keyof WorkshopProfile['address'];

const CONTACT: readonly [TextKey, string][] = [
  ['name', 'Workshop name'],
  ['tagline', 'Tagline'],
  ['phone', 'Phone'],
  ['email', 'Email'],
];
const ADDRESS: readonly [AddressKey, string][] = [
  ['street', 'Street'],
  ['city', 'City'],
  ['region', 'Region'],
  ['regionCode', 'Region code'],
  ['postalCode', 'Postal code'],
];
const PROMISES: readonly [TextKey, string, number][] = [
  ['responsePromise', 'Response promise', 2],
  ['quotePromise', 'Quote promise', 2],
  ['openingHours', 'Opening hours', 2],
  ['serviceArea', 'Service area', 2],
  ['about', 'About the workshop', 5],
  ['carePromise', 'Care and warranty promise', 4],
];
const TERMS: readonly [TextKey, string, number][] = [
  ['paymentInstructions', 'Payment instructions', 4],
  ['quoteTerms', 'Quote terms', 8],
];

/**
 * The owner's profile of the workshop: its name, contact details, promises, team and quote
 * terms, as every page, email and quote PDF shows them. A preview shows the changed name and
 * contact lines before anything is saved; each save is a version, and any earlier one can be
 * restored (the one it replaces stays too), so a mistaken save is one click from undone.
 */
export function WorkshopView() {
  const current = useWorkshopProfile();
  const [draft, setDraft] = useState<WorkshopProfile>(current);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restoring, setRestoring] = useState<number | null>(null);
  const history = useWorkshopProfileHistory(true);
  useEffect(() => setDraft(current), [current]);

  const save = useSaveWorkshopProfile({
    onSuccess: ({ message }) => {
      setErrors({});
      toast({ title: message, description: 'Every page, new email and quote PDF shows it now.' });
    },
    onError: (cause) => {
      setErrors(serverFieldErrors(cause));
      toast({
        title: 'Not saved',
        description: errorMessage(cause, 'The profile could not be saved'),
        variant: 'destructive',
      });
    },
  });
  const restore = useRestoreWorkshopProfile({
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

  const set = <K extends keyof WorkshopProfile>(key: K, value: WorkshopProfile[K]) =>
    setDraft((profile) => ({ ...profile, [key]: value }));
  const setAddress = (key: AddressKey, value: string) =>
    setDraft((profile) => ({ ...profile, address: { ...profile.address, [key]: value } }));
  const setMember = (index: number, field: 'name' | 'role', value: string) =>
    setDraft((profile) => ({
      ...profile,
      team: profile.team.map((member, i) => (i === index ? { ...member, [field]: value } : member)),
    }));
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  const changed = JSON.stringify(draft) !== JSON.stringify(current);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(draft);
  };

  const text = ([key, label]: readonly [TextKey, string]) => (
    <TextField
      key={key}
      label={label}
      name={key}
      value={draft[key]}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const area = ([key, label, rows]: readonly [TextKey, string, number]) => (
    <TextAreaField
      key={key}
      label={label}
      name={key}
      rows={rows}
      value={draft[key]}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );

  return (
    <section aria-labelledby="workshop-heading" className={styles.view}>
      <h2 id="workshop-heading" className={styles.heading}>
        Workshop
      </h2>
      <p className={styles.muted}>
        What visitors and customers read about the workshop, on every page, in every new email and
        on every new quote PDF.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Workshop profile">
        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Name and contact</legend>
          {CONTACT.map(text)}
          {ADDRESS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              name={`address.${key}`}
              value={draft.address[key]}
              error={errors[`address.${key}`]}
              onChange={(event) => setAddress(key, event.target.value)}
            />
          ))}
        </fieldset>

        <aside className={styles.preview} aria-label="Preview">
          <p className={styles.previewLabel}>Preview{changed ? ' (not saved yet)' : ''}</p>
          <p className={styles.previewName}>{draft.name}</p>
          <p>{draft.tagline}</p>
          <p className={styles.muted}>
            {draft.phone} · {draft.email}
          </p>
          <p className={styles.muted}>
            {draft.address.street}, {draft.address.city}, {draft.address.regionCode}{' '}
            {draft.address.postalCode}
          </p>
        </aside>

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Promises and about</legend>
          {PROMISES.map(area)}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Team</legend>
          {draft.team.length === 0 && (
            <p className={styles.muted}>No one listed yet: the landing shows no team.</p>
          )}
          {draft.team.map((member, index) => (
            <div key={index} className={styles.member}>
              <TextField
                label={`Person ${index + 1}`}
                name={`team.${index}.name`}
                value={member.name}
                error={errors[`team.${index}.name`]}
                onChange={(event) => setMember(index, 'name', event.target.value)}
              />
              <TextField
                label="Role"
                name={`team.${index}.role`}
                value={member.role}
                onChange={(event) => setMember(index, 'role', event.target.value)}
              />
              <Button
                tone="secondary"
                size="sm"
                aria-label={`Remove person ${index + 1}`}
                onClick={() =>
                  set(
                    'team',
                    draft.team.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
              {current.team[index] && (
                <TeamPhotoField member={current.team[index]} number={index + 1} unsaved={changed} />
              )}
            </div>
          ))}
          {draft.team.length < TEAM_MAX_MEMBERS && (
            <Button
              tone="secondary"
              size="sm"
              className={styles.add}
              onClick={() => set('team', [...draft.team, { name: '', role: '', photo: null }])}
            >
              Add a person
            </Button>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.subheading}>Quotes and payment</legend>
          <TextField
            label="Quote validity (days)"
            name="quoteValidityDays"
            inputMode="numeric"
            value={Number.isNaN(draft.quoteValidityDays) ? '' : String(draft.quoteValidityDays)}
            error={errors['quoteValidityDays']}
            onChange={(event) => set('quoteValidityDays', number(event.target.value))}
          />
          <TextField
            label="Default deposit (%)"
            name="defaultDepositPercent"
            inputMode="numeric"
            value={
              Number.isNaN(draft.defaultDepositPercent) ? '' : String(draft.defaultDepositPercent)
            }
            error={errors['defaultDepositPercent']}
            onChange={(event) => set('defaultDepositPercent', number(event.target.value))}
          />
          <TextField
            label="Currency"
            name="currency"
            value={draft.currency}
            error={errors['currency']}
            onChange={(event) => set('currency', event.target.value)}
          />
          <div className={form.pair}>
            <TextField
              label="Sales tax name"
              name="salesTaxName"
              value={draft.salesTax.name}
              error={errors['salesTax.name']}
              hint="As invoices print it, e.g. Pennsylvania sales tax."
              onChange={(event) => set('salesTax', { ...draft.salesTax, name: event.target.value })}
            />
            <TextField
              label="Sales tax rate (%)"
              name="salesTaxRate"
              inputMode="decimal"
              value={
                Number.isNaN(draft.salesTax.ratePercent) ? '' : String(draft.salesTax.ratePercent)
              }
              error={errors['salesTax.ratePercent']}
              hint="On a quote's taxable lines; 0 for none. A quote keeps the rate it was sent with."
              onChange={(event) =>
                set('salesTax', { ...draft.salesTax, ratePercent: number(event.target.value) })
              }
            />
          </div>
          {TERMS.map(area)}
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
          <Button tone="secondary" disabled={!changed} onClick={() => setDraft(current)}>
            Discard Changes
          </Button>
        </div>
      </form>

      <section aria-labelledby="workshop-history" className={styles.group}>
        <h3 id="workshop-history" className={styles.subheading}>
          Earlier versions
        </h3>
        {history.data?.versions.length === 0 && (
          <p className={styles.muted}>Nothing saved yet: the site shows the original words.</p>
        )}
        <ul className={styles.versions}>
          {history.data?.versions.map((version, index) => (
            <li key={version.id} className={styles.version}>
              <div>
                <strong>{version.profile.name}</strong>
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
        title="Restore this version?"
        description="It becomes the profile every page shows; the current one stays in this list."
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() => restoring !== null && restore.mutate(restoring)}
      />
    </section>
  );
}
