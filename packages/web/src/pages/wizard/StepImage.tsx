import { useEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { imageRefusal, MAX_IMAGE_BYTES } from '@workshop/domain';
import { Button } from '../../ui/Button';
import * as fields from './fields.css';
import * as styles from './step-image.css';
import type { SendWizardEvent, WizardDraftImage } from './types';
import { isRestoredImage } from './restored-image';
import { useObjectUrl } from './use-object-url';

/** What the file picker and the drop zone accept: the spec's four extensions. */
const ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function UploadIcon({ className }: { readonly className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 32v6a4 4 0 0 0 4 4h28a4 4 0 0 0 4-4v-6 M24 30V6 M15 15l9-9 9 9" />
    </svg>
  );
}

/** How the upload went, in words. */
function UploadState({ image }: { readonly image: WizardDraftImage }) {
  switch (image.status) {
    case 'uploading':
      return (
        <p className={styles.uploading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Uploading… you can carry on meanwhile.
        </p>
      );
    case 'uploaded':
      return (
        <p className={styles.uploaded} role="status">
          <span aria-hidden="true">✓</span> Uploaded: it goes with your request.
        </p>
      );
    case 'refused':
      return (
        <div className={styles.refused} role="alert">
          <p className={styles.refusedTitle}>We could not use {image.file.name}</p>
          <p>{image.error}</p>
          <p>Choose another image, or remove this one: the image is optional.</p>
        </div>
      );
  }
}

interface StepImageProps {
  readonly image: WizardDraftImage | null;
  readonly send: SendWizardEvent;
}

/**
 * Step 2: one optional inspiration image. It goes up as soon as it is chosen (once: later saves
 * and the request name it by reference). A file the rules refuse (type, size, several at once)
 * is named with why, here, as is an image the server refuses; either can be replaced.
 */
export function StepImage({ image, send }: StepImageProps) {
  const restored = image !== null && isRestoredImage(image.file);
  const url = useObjectUrl(image && !restored ? image.file : null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef<'zone' | 'remove' | null>(null);

  const { getRootProps, getInputProps, isDragActive, rootRef, inputRef, open } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_IMAGE_BYTES,
    multiple: false,
    // With an image chosen, only the Replace button opens the picker.
    noClick: image !== null,
    noKeyboard: image !== null,
    onDropRejected: (rejections) => {
      setRefusal(imageRefusal(rejections.map((rejection) => rejection.file)));
      if (inputRef.current) inputRef.current.value = '';
    },
    onDropAccepted: (files) => {
      setRefusal(null);
      restoreFocus.current = 'remove';
      send({ type: 'SELECT_IMAGE', files });
      // The same file can be chosen again (to retry it after a refusal, or after Remove).
      if (inputRef.current) inputRef.current.value = '';
    },
  });

  // Keep keyboard users where they were: on Remove after a pick, on the zone after Remove.
  const hasImage = image !== null;
  useEffect(() => {
    if (restoreFocus.current === 'remove' && hasImage) removeRef.current?.focus();
    if (restoreFocus.current === 'zone' && !hasImage) rootRef.current?.focus();
    restoreFocus.current = null;
  }, [image, hasImage, rootRef]);

  // Outside the zone: a button may not contain another control. The zone (or Replace) opens it.
  const input = <input {...getInputProps()} aria-hidden="true" />;
  const refused = refusal && (
    <p className={styles.refusal} role="alert">
      {refusal}
    </p>
  );

  if (image) {
    const { file } = image;
    return (
      <div className={fields.stack}>
        {input}
        <div className={fields.preview}>
          {url && (
            <img
              className={fields.previewImage}
              src={url}
              alt={`Preview of your inspiration image, ${file.name}`}
            />
          )}
          <div>
            <p className={fields.previewName}>{file.name}</p>
            <p className={fields.help}>
              {restored ? 'Saved with your design' : formatSize(file.size)}
            </p>
          </div>
          <div className={styles.actions}>
            <Button tone="secondary" onClick={open}>
              Replace
            </Button>
            <Button
              ref={removeRef}
              tone="secondary"
              onClick={() => {
                restoreFocus.current = 'zone';
                send({ type: 'REMOVE_IMAGE' });
              }}
            >
              Remove
            </Button>
          </div>
        </div>
        <UploadState image={image} />
        {refused}
      </div>
    );
  }

  return (
    <div className={fields.stack}>
      {input}
      <div
        {...getRootProps({
          role: 'button',
          'aria-label': 'Upload an inspiration image',
          'aria-describedby': 'image-rules',
          className: [fields.dropzone, isDragActive ? fields.dropzoneActive : ''].join(' '),
        })}
        data-drag-active={isDragActive ? 'true' : undefined}
      >
        <UploadIcon className={fields.dropIcon} />
        <p className={fields.dropTitle}>
          {isDragActive ? 'Drop your image here' : 'Drag and drop an image here'}
        </p>
        <p className={fields.help}>
          or <span className={fields.dropBrowse}>browse your files</span>
        </p>
        <p id="image-rules" className={fields.help}>
          JPEG, JPG, PNG or GIF, up to 10 MB. This step is optional.
        </p>
      </div>
      {refused}
    </div>
  );
}
