import { Router } from 'express';
import { STORED_NAME } from '../../storage/disk-file-storage';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** GET /uploads/{name}: only names we generated, only from the upload folder. */
export function uploadRoutes(uploadDir: string): Router {
  const router = Router();
  router.get('/uploads/:name', (req, res) => {
    const name = req.params.name;
    if (!STORED_NAME.test(name)) {
      res.status(404).json({ message: 'Image not found' });
      return;
    }
    const ext = name.slice(name.lastIndexOf('.') + 1);
    res.sendFile(
      name,
      {
        root: uploadDir,
        dotfiles: 'deny',
        headers: {
          'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': 'private, max-age=86400, immutable',
        },
      },
      (error) => {
        if (error && !res.headersSent) res.status(404).json({ message: 'Image not found' });
      },
    );
  });
  return router;
}
