import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  BUDGET_RANGES,
  BUDGET_RANGE_LABELS,
  budgetLabel,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_WARNING_LENGTH,
  furnitureTypeLabel,
  REQUEST_FURNITURE_TYPES,
  REQUEST_FURNITURE_TYPE_LABELS,
  REQUEST_TIMELINES,
  REQUEST_TIMELINE_LABELS,
  requestEditSchema,
  timelineLabel,
} from '@workshop/domain';
import { errorMessage, serverFieldErrors } from '../../api/errors';
import { useUpdateProject, type ProjectEdit, type Project } from '../../api/projects';
import { withoutFixedErrors } from '../../lib/live-errors';
import { validateForm, type FieldErrors } from '../../lib/validate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CharacterCounter, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { toast } from '../../ui/toast-store';
import * as styles from './edit-project-dialog.css';

/** The form holds every field of the edit as text ('' for not specified). */
type Fields = keyof ProjectEdit;
type Values = Record<Fields, string>;

function initialValues(project: Project): Values {
  return {
    fullName: project.fullName,
    email: project.email,
    phone: project.phone ?? '',
    furnitureType: project.furnitureType ?? '',
    description: project.description ?? '',
    budgetRange: project.budgetRange ?? '',
    timeline: project.timeline ?? '',
  };
}

/** The list's options, plus the project's own value when it came from the wizard's list. */
function withCurrent(
  values: readonly string[],
  current: string,
  label: (value: string) => string,
  labels: Readonly<Record<string, string>>,
): { value: string; label: string }[] {
  const options = values.map((value) => ({ value, label: labels[value] ?? label(value) }));
  if (current && !values.includes(current))
    options.unshift({ value: current, label: label(current) });
  return options;
}

/** "Edit Project #id": every contact and project field; the image stays as submitted. */
export function EditProjectDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const counterId = useId();
  const formId = `edit-project-${project.id}`;
  const [values, setValues] = useState<Values>(() => initialValues(project));
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});

  useEffect(() => {
    if (open) {
      setValues(initialValues(project));
      setErrors({});
    }
  }, [open, project]);

  const save = useUpdateProject({
    onSuccess: () => {
      toast({ title: 'Project Updated', description: 'Your project details have been saved.' });
      onOpenChange(false);
    },
    onError: (cause) => {
      setErrors(serverFieldErrors(cause));
      toast({
        title: 'Update Failed',
        description: errorMessage(cause, 'Failed to update project'),
        variant: 'destructive',
      });
    },
  });

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    setErrors((shown) => withoutFixedErrors(shown, requestEditSchema, next, [field]));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateForm(requestEditSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    // Empty optional fields are sent empty (the server reads them as absent).
    save.mutate({
      id: project.id,
      edit: {
        fullName: result.value.fullName,
        email: result.value.email,
        phone: result.value.phone ?? '',
        // requestEditSchema has checked both are among the contract's choices; the domain
        // types them as plain text.
        furnitureType: (result.value.furnitureType ?? '') as ProjectEdit['furnitureType'],
        description: result.value.description ?? '',
        budgetRange: result.value.budgetRange ?? '',
        timeline: (result.value.timeline ?? '') as ProjectEdit['timeline'],
      },
    });
  };

  const length = values.description.length;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Edit Project #${project.id}`}
      description="Update your contact details and what you'd like us to build."
      contentProps={{ 'data-testid': 'edit-dialog' }}
      footer={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.twoUp}>
          <TextField
            label="Full Name"
            required
            name="fullName"
            autoComplete="name"
            value={values.fullName}
            error={errors.fullName}
            onChange={set('fullName')}
          />
          <TextField
            label="Email Address"
            required
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <TextField
            label="Phone Number"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.phone}
            error={errors.phone}
            onChange={set('phone')}
          />
          <SelectField
            label="Furniture Type"
            name="furnitureType"
            value={values.furnitureType}
            error={errors.furnitureType}
            onChange={set('furnitureType')}
          >
            <option value="">Not specified</option>
            {withCurrent(
              REQUEST_FURNITURE_TYPES,
              values.furnitureType,
              furnitureTypeLabel,
              REQUEST_FURNITURE_TYPE_LABELS,
            ).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label="Description"
          name="description"
          rows={7}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={values.description}
          error={errors.description}
          describedBy={`${counterId}-count`}
          aside={
            <CharacterCounter
              id={`${counterId}-count`}
              length={length}
              max={DESCRIPTION_MAX_LENGTH}
              warnAbove={DESCRIPTION_WARNING_LENGTH}
            />
          }
          onChange={set('description')}
        />
        <div className={styles.twoUp}>
          <SelectField
            label="Budget Range"
            name="budgetRange"
            value={values.budgetRange}
            error={errors.budgetRange}
            onChange={set('budgetRange')}
          >
            <option value="">Not specified</option>
            {withCurrent(BUDGET_RANGES, values.budgetRange, budgetLabel, BUDGET_RANGE_LABELS).map(
              (option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ),
            )}
          </SelectField>
          <SelectField
            label="Timeline"
            name="timeline"
            value={values.timeline}
            error={errors.timeline}
            onChange={set('timeline')}
          >
            <option value="">Not specified</option>
            {withCurrent(
              REQUEST_TIMELINES,
              values.timeline,
              timelineLabel,
              REQUEST_TIMELINE_LABELS,
            ).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <p className={styles.imageNote}>
          <Icon name="image" size={18} />
          <span>
            Images cannot be changed after submission. If your design has changed, describe it above
            or tell us in Messages.
          </span>
        </p>
      </form>
    </Dialog>
  );
}
