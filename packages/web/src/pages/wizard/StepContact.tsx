import { useId, useState } from 'react';
import {
  BUDGET_RANGE_LABELS,
  BUDGET_RANGES,
  buildRequestDescription,
  DESCRIPTION_MAX_LENGTH,
  fullNameProblem,
  isValidEmail,
  WIZARD_TIMELINE_LABELS,
  WIZARD_TIMELINES,
  type BudgetRange,
  type WizardTimeline,
} from '@workshop/domain';
import { RequiredMark } from './RequiredMark';
import * as fields from './fields.css';
import type { StepProps } from './types';

/** Step 8: who we reply to, when they would like the piece, and (optionally) the budget. */
export function StepContact({ draft, send }: StepProps) {
  const id = useId();
  const [nameTouched, setNameTouched] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  // Blank is the Submit hint's to say; what the name holds is said here, under it.
  const nameError =
    nameTouched && draft.fullName.trim() !== '' ? fullNameProblem(draft.fullName) : null;
  const emailInvalid = emailTouched && draft.email.trim() !== '' && !isValidEmail(draft.email);
  const overflow = buildRequestDescription(draft).length - DESCRIPTION_MAX_LENGTH;

  return (
    <div className={fields.stack}>
      <div className={fields.fieldGrid}>
        <div className={fields.field}>
          <label htmlFor={`${id}-name`} className={fields.label}>
            Full Name
            <RequiredMark />
          </label>
          <input
            id={`${id}-name`}
            name="fullName"
            className={fields.textInput}
            type="text"
            autoComplete="name"
            required
            aria-required="true"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            maxLength={100}
            value={draft.fullName}
            onBlur={() => setNameTouched(true)}
            onChange={(event) =>
              send({ type: 'SET_TEXT', field: 'fullName', value: event.target.value })
            }
          />
          {nameError && (
            <p id={`${id}-name-error`} className={fields.error}>
              {nameError}
            </p>
          )}
        </div>
        <div className={fields.field}>
          <label htmlFor={`${id}-email`} className={fields.label}>
            Email Address
            <RequiredMark />
          </label>
          <input
            id={`${id}-email`}
            name="email"
            className={fields.textInput}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            aria-required="true"
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
            maxLength={254}
            value={draft.email}
            onBlur={() => setEmailTouched(true)}
            onChange={(event) =>
              send({ type: 'SET_TEXT', field: 'email', value: event.target.value })
            }
          />
          {emailInvalid && (
            <p id={`${id}-email-error`} className={fields.error}>
              Please enter a valid email address
            </p>
          )}
        </div>
        <div className={fields.field}>
          <label htmlFor={`${id}-phone`} className={fields.label}>
            Phone Number
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            className={fields.textInput}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={draft.phone}
            onChange={(event) =>
              send({ type: 'SET_TEXT', field: 'phone', value: event.target.value })
            }
          />
        </div>
        <div className={fields.field}>
          <label htmlFor={`${id}-timeline`} className={fields.label}>
            Preferred Timeline
          </label>
          <select
            id={`${id}-timeline`}
            name="timeline"
            className={fields.select}
            value={draft.timeline}
            onChange={(event) =>
              send({ type: 'CHOOSE_TIMELINE', value: event.target.value as WizardTimeline | '' })
            }
          >
            <option value="">Select a timeline</option>
            {WIZARD_TIMELINES.map((timeline) => (
              <option key={timeline} value={timeline}>
                {WIZARD_TIMELINE_LABELS[timeline]}
              </option>
            ))}
          </select>
        </div>
        <div className={fields.field}>
          <label htmlFor={`${id}-budget`} className={fields.label}>
            Budget Range
          </label>
          <select
            id={`${id}-budget`}
            name="budgetRange"
            className={fields.select}
            value={draft.budgetRange}
            aria-describedby={`${id}-budget-help`}
            onChange={(event) =>
              send({ type: 'CHOOSE_BUDGET', value: event.target.value as BudgetRange | '' })
            }
          >
            <option value="">Not sure yet</option>
            {BUDGET_RANGES.map((range) => (
              <option key={range} value={range}>
                {BUDGET_RANGE_LABELS[range]}
              </option>
            ))}
          </select>
          <p id={`${id}-budget-help`} className={fields.help}>
            Optional: it helps us suggest materials that fit.
          </p>
        </div>
      </div>

      {overflow > 0 && (
        <p className={fields.alert} role="alert">
          Your design summary is {overflow} {overflow === 1 ? 'character' : 'characters'} too long
          to send: please start over with fewer details.
        </p>
      )}

      <section className={fields.infoBox} aria-labelledby={`${id}-promise`}>
        <h3 id={`${id}-promise`} className={fields.infoTitle}>
          What happens when you submit
        </h3>
        <ul className={fields.infoList}>
          <li>Our team replies within 24 hours with a quote.</li>
          <li>A project is created so you can track its progress.</li>
          <li>You get an email confirmation with your project details.</li>
          <li>We schedule a consultation to go over your design.</li>
        </ul>
      </section>
    </div>
  );
}
