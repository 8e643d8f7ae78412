import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import {
  useChangePortfolio,
  usePortfolio,
  type AdminPortfolioItem,
  type PortfolioChange,
} from '../../api/portfolio';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import * as styles from './portfolio-view.css';
import * as workshop from './workshop-view.css';
import { undoOf } from './portfolio-undo';

type Change = (change: PortfolioChange) => void;

/** A photo of an item: what it looks like, its alt text (editable) and its removal. */
function PhotoRow({
  item,
  photo,
  change,
  busy,
}: {
  item: AdminPortfolioItem;
  photo: AdminPortfolioItem['photos'][number];
  change: Change;
  busy: boolean;
}) {
  const [alt, setAlt] = useState(photo.alt);
  useEffect(() => setAlt(photo.alt), [photo.alt]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    change({ kind: 'alt', id: item.id, photoId: photo.id, alt });
  };
  return (
    <li className={styles.photo}>
      <img
        className={styles.thumbnail}
        src={`${photo.url}?w=480`}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
      />
      <form onSubmit={save} className={styles.photo}>
        <TextField label="Alt text" value={alt} onChange={(e) => setAlt(e.target.value)} required />
        <div className={styles.actions}>
          <Button type="submit" tone="secondary" size="sm" disabled={busy || alt === photo.alt}>
            Save alt text
          </Button>
          <Button
            type="button"
            tone="ghost"
            size="sm"
            disabled={busy}
            onClick={() => change({ kind: 'remove-photo', id: item.id, photoId: photo.id })}
          >
            Remove photo
          </Button>
        </div>
      </form>
    </li>
  );
}

/** New photos for an item, each described before it is sent. */
function PhotoUpload({
  item,
  change,
  busy,
}: {
  item: AdminPortfolioItem;
  change: Change;
  busy: boolean;
}) {
  const [chosen, setChosen] = useState<{ file: File; alt: string }[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const upload = (event: FormEvent) => {
    event.preventDefault();
    change({ kind: 'photos', id: item.id, photos: chosen });
    setChosen([]);
    setInputKey((key) => key + 1);
  };
  const inputId = `portfolio-photos-${item.id}`;
  return (
    <form className={styles.upload} onSubmit={upload}>
      <label htmlFor={inputId}>Add photos of {item.title}</label>
      <input
        key={inputKey}
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        multiple
        onChange={(event) =>
          setChosen([...(event.target.files ?? [])].map((file) => ({ file, alt: '' })))
        }
      />
      {chosen.map(({ file, alt }, index) => (
        <TextField
          key={`${file.name}-${index}`}
          label={`Alt text for ${file.name}`}
          hint="What the photo shows, for someone who cannot see it"
          value={alt}
          required
          onChange={(event) =>
            setChosen((all) =>
              all.map((one, at) => (at === index ? { ...one, alt: event.target.value } : one)),
            )
          }
        />
      ))}
      {chosen.length > 0 && (
        <Button
          type="submit"
          size="sm"
          disabled={busy || chosen.some(({ alt }) => alt.trim() === '')}
        >
          Upload {chosen.length === 1 ? 'photo' : `${chosen.length} photos`}
        </Button>
      )}
    </form>
  );
}

/** The item as the landing's card will show it, with the text as typed, before it is saved. */
function Preview({
  title,
  subtitle,
  photo,
  edited,
}: {
  title: string;
  subtitle: string;
  photo: AdminPortfolioItem['photos'][number] | undefined;
  edited: boolean;
}) {
  return (
    <aside
      className={`${workshop.preview} ${styles.preview}`}
      aria-label={`Preview of ${title || 'the item'}`}
    >
      <p className={workshop.previewLabel}>Preview{edited ? ' (not saved yet)' : ''}</p>
      {photo && (
        <img
          className={styles.previewPhoto}
          src={`${photo.url}?w=480`}
          width={photo.width}
          height={photo.height}
          alt=""
        />
      )}
      <p className={styles.previewTitle}>{title}</p>
      <p className={styles.muted}>{subtitle}</p>
    </aside>
  );
}

function ItemCard({
  item,
  first,
  last,
  change,
  busy,
}: {
  item: AdminPortfolioItem;
  first: boolean;
  last: boolean;
  change: Change;
  busy: boolean;
}) {
  const [title, setTitle] = useState(item.title);
  const [subtitle, setSubtitle] = useState(item.subtitle);
  useEffect(() => setTitle(item.title), [item.title]);
  useEffect(() => setSubtitle(item.subtitle), [item.subtitle]);
  const edited = title !== item.title || subtitle !== item.subtitle;
  const save = (event: FormEvent) => {
    event.preventDefault();
    change({ kind: 'edit', id: item.id, title, subtitle });
  };
  const offSite = item.hidden
    ? 'Hidden: not on the site'
    : item.photos.length === 0 && item.specKey === null
      ? 'Not on the site until it has a photo'
      : null;
  return (
    <li className={item.hidden ? `${styles.item} ${styles.hidden}` : styles.item}>
      <h3>{item.title}</h3>
      {offSite && <p className={styles.badge}>{offSite}</p>}
      <form onSubmit={save} className={styles.fields}>
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <TextField
          label="Subtitle"
          value={subtitle}
          onChange={(e) => setSubtitle(e.target.value)}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" tone="secondary" size="sm" disabled={busy || !edited}>
            Save text
          </Button>
        </div>
      </form>
      <Preview title={title} subtitle={subtitle} photo={item.photos[0]} edited={edited} />
      <div className={styles.actions}>
        <Button
          tone="secondary"
          size="sm"
          disabled={busy || first}
          onClick={() => change({ kind: 'move', id: item.id, direction: 'up' })}
          aria-label={`Move ${item.title} up`}
        >
          Move up
        </Button>
        <Button
          tone="secondary"
          size="sm"
          disabled={busy || last}
          onClick={() => change({ kind: 'move', id: item.id, direction: 'down' })}
          aria-label={`Move ${item.title} down`}
        >
          Move down
        </Button>
        <Button
          tone="secondary"
          size="sm"
          disabled={busy}
          onClick={() => change({ kind: 'edit', id: item.id, hidden: !item.hidden })}
          aria-label={`${item.hidden ? 'Show' : 'Hide'} ${item.title}`}
        >
          {item.hidden ? 'Show on the site' : 'Hide'}
        </Button>
      </div>
      {item.photos.length > 0 && (
        <ul className={styles.photos} aria-label={`Photos of ${item.title}`}>
          {item.photos.map((photo) => (
            <PhotoRow key={photo.id} item={item} photo={photo} change={change} busy={busy} />
          ))}
        </ul>
      )}
      <PhotoUpload item={item} change={change} busy={busy} />
      {item.changedAt && (
        <p className={styles.muted}>
          Last changed {formatDateTime(item.changedAt)}
          {item.changedBy ? ` by ${item.changedBy}` : ''}
        </p>
      )}
    </li>
  );
}

/**
 * The owner's portfolio, as the landing shows it: the items in order with their photos (the
 * first one stands for the item), each one moved, renamed, hidden or shown, photos added with
 * their alt text or removed. Nothing is ever deleted: a hidden item comes back with one click,
 * and right after a move, a hide or a text edit an Undo puts the previous value back through
 * the same API.
 */
export function PortfolioView() {
  const portfolio = usePortfolio();
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const mutation = useChangePortfolio({
    onSuccess: ({ message }, change) => {
      if (change.kind === 'add') {
        setTitle('');
        setSubtitle('');
      }
      toast({ title: message });
    },
    onError: (cause) =>
      toast({
        title: 'Not saved',
        description: errorMessage(cause, 'The portfolio could not be changed'),
        variant: 'destructive',
      }),
  });
  const [undo, setUndo] = useState<{ message: string; change: PortfolioChange } | null>(null);
  const items = portfolio.data?.items ?? [];
  const change: Change = (next) => {
    const back = undoOf(next, items);
    mutation.mutate(next, {
      onSuccess: ({ message }) => setUndo(back && { message, change: back }),
    });
  };
  const undoLast = () => {
    if (undo) mutation.mutate(undo.change, { onSuccess: () => setUndo(null) });
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    change({ kind: 'add', title, subtitle });
  };
  return (
    <section className={styles.view} aria-labelledby="admin-portfolio-heading">
      <h2 id="admin-portfolio-heading" className={styles.heading}>
        Portfolio
      </h2>
      <p className={styles.muted}>
        The &ldquo;Our Work&rdquo; section of the home page, in this order. An item shows its first
        photo, or its drawing until it has one; the first photo in this order also opens the home
        page, at its top.{' '}
        <a href="/#portfolio" target="_blank" rel="noreferrer">
          See the home page
        </a>
      </p>
      <p role="status" className={styles.status}>
        {undo && (
          <>
            {undo.message}{' '}
            <Button tone="secondary" size="sm" disabled={mutation.isPending} onClick={undoLast}>
              Undo
            </Button>
          </>
        )}
      </p>
      {portfolio.isPending ? (
        <p className={styles.muted}>Loading the portfolio…</p>
      ) : portfolio.isError ? (
        <p role="alert">{errorMessage(portfolio.error, 'The portfolio could not be loaded')}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              change={change}
              busy={mutation.isPending}
            />
          ))}
        </ol>
      )}
      <form className={`${styles.item} ${styles.fields}`} onSubmit={add}>
        <TextField
          label="New item title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
        />
        <TextField
          label="New item subtitle"
          value={subtitle}
          onChange={(e) => setSubtitle(e.target.value)}
          required
        />
        {(title !== '' || subtitle !== '') && (
          <Preview title={title} subtitle={subtitle} photo={undefined} edited />
        )}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={mutation.isPending}>
            Add item
          </Button>
        </div>
      </form>
    </section>
  );
}
