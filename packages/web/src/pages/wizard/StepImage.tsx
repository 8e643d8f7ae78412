import { useEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { MAX_IMAGE_BYTES } from '@workshop/domain';
import { Button } from '../../ui/Button';
import * as fields from './fields.css';
import type { SendWizardEvent, WizardImage } from './types';

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

/** An object URL for the image, revoked when the image changes or the step unmounts. */
function useObjectUrl(file: WizardImage | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
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

interface StepImageProps {
  readonly image: WizardImage | null;
  readonly send: SendWizardEvent;
}

/** Step 2: one optional inspiration image. Files the rules refuse are ignored silently. */
export function StepImage({ image, send }: StepImageProps) {
  const url = useObjectUrl(image);
  const removeRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef<'zone' | 'remove' | null>(null);

  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_IMAGE_BYTES,
    multiple: false,
    onDropAccepted: (files) => {
      restoreFocus.current = 'remove';
      send({ type: 'SELECT_IMAGE', files });
    },
  });

  // Keep keyboard users where they were: on Remove after a pick, on the zone after Remove.
  useEffect(() => {
    if (restoreFocus.current === 'remove' && image) removeRef.current?.focus();
    if (restoreFocus.current === 'zone' && !image) rootRef.current?.focus();
    restoreFocus.current = null;
  }, [image, rootRef]);

  if (image) {
    return (
      <div className={fields.preview}>
        {url && (
          <img
            className={fields.previewImage}
            src={url}
            alt={`Preview of your inspiration image, ${image.name}`}
          />
        )}
        <div>
          <p className={fields.previewName}>{image.name}</p>
          <p className={fields.help}>{formatSize(image.size)}</p>
        </div>
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
    );
  }

  return (
    <div className={fields.stack}>
      {/* Outside the zone: a button may not contain another control. The zone opens it. */}
      <input {...getInputProps()} aria-hidden="true" />
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
    </div>
  );
}
