import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  BUDGET_RANGES,
  BUDGET_RANGE_LABELS,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_WARNING_LENGTH,
  isAcceptableImage,
  MAX_IMAGE_BYTES,
  REQUEST_FURNITURE_TYPES,
  REQUEST_FURNITURE_TYPE_LABELS,
  REQUEST_TIMELINES,
  REQUEST_TIMELINE_LABELS,
  requestSchema,
} from '@workshop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { errorMessage, serverFieldErrors, serverMessage } from '../../api/errors';
import { appQueryClient } from '../../api/query-client';
import { useSubmitQuickRequest } from '../../api/quick-request';
import { button, visuallyHidden } from '../../design/recipes.css';
import { validateForm, type FieldErrors } from '../../lib/validate';
import { CharacterCounter, Field, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { RequestConfirmation } from '../../features/request-confirmation/RequestConfirmation';
import {
  rememberSentRequest,
  type SentRequest,
} from '../../features/request-confirmation/sent-request';
// The recipes rather than <Button>: the form need not load Radix Slot (see Contact).
import { card } from './quick-request.css';
import * as styles from './quick-request-form.css';

/** The text fields of a request, as typed ('' for not chosen). */
const TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'furnitureType',
  'description',
  'budgetRange',
  'timeline',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextName, string>;
/** Every field that can carry a message, in the order they are on screen. */
const FIELD_ORDER = [...TEXT_FIELDS, 'image'] as const;

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  furnitureType: '',
  description: '',
  budgetRange: '',
  timeline: '',
};

// The wizard's toasts (spec section 8), word for word.
const SUBMIT_FAILED = 'Failed to submit project request. Please try again.';
const SUBMITTED_FALLBACK =
  "Your furniture design has been submitted as a project. We'll contact you with a quote soon.";

/** What the file picker offers: the spec's JPEG, PNG and GIF. */
const ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** A file the server would refuse, in the words it would use (adapters' image upload). */
function imageProblem(file: File): string | undefined {
  if (file.size > MAX_IMAGE_BYTES) return 'Image must be 10 MB or smaller';
  if (file.size === 0) return 'The image file is empty';
  if (!isAcceptableImage(file)) return 'Image must be a JPEG, PNG or GIF file';
  return undefined;
}

/** The domain's request rules, the server's own: the same messages on both sides. */
function check(values: Values) {
  return validateForm(requestSchema, values);
}

/**
 * The description's count in words for screen readers, once typing pauses: a live region
 * that spoke on every keystroke would talk over the typing.
 */
function usePoliteCount(length: number): string {
  const [said, setSaid] = useState('');
  const last = useRef(length);
  useEffect(() => {
    if (last.current === length) return;
    last.current = length;
    const timer = setTimeout(
      () => setSaid(`${length} of ${DESCRIPTION_MAX_LENGTH} characters used`),
      700,
    );
    return () => clearTimeout(timer);
  }, [length]);
  return said;
}

function RequestForm({
  onSent,
  focusFirst = false,
}: {
  readonly onSent: (sent: SentRequest) => void;
  readonly focusFirst?: boolean;
}) {
  const id = useId();
  const idOf = (field: (typeof FIELD_ORDER)[number]) => `${id}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** After the first Submit, messages follow the typing. */
  const [checking, setChecking] = useState(false);
  const said = usePoliteCount(values.description.length);

  useEffect(() => {
    if (focusFirst) document.getElementById(`${id}-fullName`)?.focus();
  }, [focusFirst, id]);

  const focusFirstError = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = useSubmitQuickRequest({
    onSuccess: (answer, input) => {
      toast({
        title: 'Project Request Submitted!',
        description: answer?.message || SUBMITTED_FALLBACK,
      });
      const sent = {
        requestId: answer?.request?.id ?? null,
        email: (input.fields.email ?? '').trim(),
        summary: null,
        price: null,
      };
      rememberSentRequest(sent);
      onSent(sent);
    },
    onError: (cause) => {
      toast({ title: 'Error', description: SUBMIT_FAILED, variant: 'destructive' });
      const fieldErrors = serverFieldErrors(cause);
      const message = serverMessage(cause);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      } else if (message && /image/i.test(message)) {
        // The server could not use the file (it cannot be read, too many pixels...).
        setErrors({ image: message });
        focusFirstError({ image: message });
      } else {
        setFormError(errorMessage(cause, SUBMIT_FAILED));
      }
    },
  });

  const set =
    (field: TextName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (checking) {
        const result = check(next);
        setErrors((current) => ({
          ...(result.ok ? {} : result.errors),
          ...(current.image ? { image: current.image } : {}),
        }));
      }
    };

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : undefined;
    if (problem) input.value = '';
    setImage(problem ? null : file);
    setErrors(({ image: _previous, ...rest }) => (problem ? { ...rest, image: problem } : rest));
  };

  const removeImage = () => {
    const input = document.getElementById(idOf('image')) as HTMLInputElement | null;
    if (input) {
      input.value = '';
      input.focus();
    }
    setImage(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setFormError(null);
    setChecking(true);
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    const request = result.value;
    // Empty optional fields are sent empty (the server reads them as absent), as the wizard does.
    submit.mutate({
      fields: {
        fullName: request.fullName,
        email: request.email,
        phone: request.phone ?? '',
        furnitureType: request.furnitureType ?? '',
        description: request.description ?? '',
        budgetRange: request.budgetRange ?? '',
        timeline: request.timeline ?? '',
      },
      image,
    });
  };

  const pending = submit.isPending;
  const length = values.description.length;

  return (
    <form
      className={`${card} ${styles.form}`}
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending || undefined}
    >
      <p className={styles.note}>
        Fields marked <span className={styles.star}>*</span> are required.
      </p>
      <div className={styles.twoUp}>
        <TextField
          id={idOf('fullName')}
          label="Full Name"
          required
          name="fullName"
          autoComplete="name"
          maxLength={100}
          value={values.fullName}
          error={errors.fullName}
          onChange={set('fullName')}
        />
        <TextField
          id={idOf('email')}
          label="Email Address"
          required
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={254}
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          id={idOf('phone')}
          label="Phone Number"
          type="tel"
          name="phone"
          autoComplete="tel"
          maxLength={40}
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <SelectField
          id={idOf('furnitureType')}
          label="Furniture Type"
          name="furnitureType"
          value={values.furnitureType}
          error={errors.furnitureType}
          onChange={set('furnitureType')}
        >
          <option value="">Select a furniture type</option>
          {REQUEST_FURNITURE_TYPES.map((type) => (
            <option key={type} value={type}>
              {REQUEST_FURNITURE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <TextAreaField
          id={idOf('description')}
          label="Description"
          name="description"
          rows={5}
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder="What would you like us to build? Sizes, wood, finish, where it will stand…"
          value={values.description}
          error={errors.description}
          describedBy={`${id}-count`}
          aside={
            <CharacterCounter
              id={`${id}-count`}
              length={length}
              max={DESCRIPTION_MAX_LENGTH}
              warnAbove={DESCRIPTION_WARNING_LENGTH}
            />
          }
          onChange={set('description')}
        />
        <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
          {said}
        </span>
      </div>
      <div className={styles.twoUp}>
        <SelectField
          id={idOf('budgetRange')}
          label="Budget Range"
          name="budgetRange"
          value={values.budgetRange}
          error={errors.budgetRange}
          onChange={set('budgetRange')}
        >
          <option value="">Select a budget range</option>
          {BUDGET_RANGES.map((range) => (
            <option key={range} value={range}>
              {BUDGET_RANGE_LABELS[range]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={idOf('timeline')}
          label="Preferred Timeline"
          name="timeline"
          value={values.timeline}
          error={errors.timeline}
          onChange={set('timeline')}
        >
          <option value="">Select a timeline</option>
          {REQUEST_TIMELINES.map((timeline) => (
            <option key={timeline} value={timeline}>
              {REQUEST_TIMELINE_LABELS[timeline]}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        id={idOf('image')}
        label="Inspiration Image"
        hint="Optional: one JPEG, PNG or GIF, up to 10 MB."
        error={errors.image}
      >
        {(control) => (
          <div className={styles.fileRow}>
            <input
              type="file"
              name="image"
              accept={ACCEPT}
              className={styles.fileInput}
              {...control}
              onChange={onImage}
            />
            {image && (
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={removeImage}
              >
                Remove image
              </button>
            )}
          </div>
        )}
      </Field>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${button({ size: 'lg' })} ${styles.submit}`}
          disabled={pending}
        >
          {pending ? 'Submitting Project...' : 'Submit Project Request'}
        </button>
      </div>
    </form>
  );
}

/** What the visitor sees once the request is in, as after the wizard; and a way to send another. */
function Sent({ sent, onAgain }: { readonly sent: SentRequest; readonly onAgain: () => void }) {
  return (
    <RequestConfirmation sent={sent} heading="h3" center>
      <button type="button" className={button({ tone: 'secondary', size: 'lg' })} onClick={onAgain}>
        Send another request
      </button>
    </RequestConfirmation>
  );
}

/**
 * The quick request form of /: full name, email, phone, the request form's furniture types, a
 * description of at most 500 characters, a budget range, a timeline and an optional image; the
 * wizard's POST /api/furniture-requests and its toasts. Loaded only when wanted (QuickRequest).
 */
export default function QuickRequestForm() {
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [round, setRound] = useState(0);
  // `/` provides no query cache: the form brings the app's, which the dashboard then reads.
  return (
    <QueryClientProvider client={appQueryClient}>
      {sent === null ? (
        <RequestForm key={round} onSent={setSent} focusFirst={round > 0} />
      ) : (
        <Sent
          sent={sent}
          onAgain={() => {
            setSent(null);
            setRound((count) => count + 1);
          }}
        />
      )}
    </QueryClientProvider>
  );
}
