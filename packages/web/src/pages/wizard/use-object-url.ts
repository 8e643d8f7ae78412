import { useEffect, useState } from 'react';
import type { WizardImage } from './types';

/** An object URL for the image, revoked when the image changes or the component unmounts. */
export function useObjectUrl(file: WizardImage | null): string | null {
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
